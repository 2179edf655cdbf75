#pragma once
/// \file
/// A tile level in play behind the PlaySession interface: the GameSession's rules and moves, its
/// events told in the play vocabulary, each planned route carrying its search trace.

#include <vector>

#include "catmaze/game/export.hpp"
#include "catmaze/game/game.hpp"
#include "catmaze/game/play_session.hpp"

namespace catmaze {

/// Seconds per step while the cat runs on tiles (two tiles a frame at 60 frames a second).
inline constexpr double kRunStepSeconds = 1.0 / 120;

/// A tile level in play (see GameSession for the rules and the order of events).
/// Thread safety: several threads may read it at once; a change needs it to itself.
class CATMAZE_GAME_EXPORT TilePlay final : public PlaySession {
  public:
    /// Starts `level` (valid) with `diagonal` and `stepSeconds` per step.
    TilePlay(Level level, DiagonalMode diagonal, double stepSeconds);

    /// Floor::Tiles.
    Floor floor() const override { return Floor::Tiles; }
    /// GameSession::clickTile on the tile holding `point`.
    void click(Vec2 point) override;
    /// GameSession::pressDirection.
    void press(Offset direction) override;
    /// GameSession::wait.
    void wait() override { session_.wait(); }
    /// GameSession::halt.
    void halt() override { session_.halt(); }
    /// GameSession::update.
    void update(double seconds) override;
    /// GameSession::restart.
    void restart() override;
    /// GameSession::undo.
    bool undo() override { return session_.undo(); }
    /// GameSession::redo.
    bool redo() override { return session_.redo(); }
    /// The session's events in the play vocabulary (StepStarted is not told); the last route
    /// planned carries the trace of its search.
    std::vector<PlayEvent> takeEvents() override { return session_.takeEvents(); }
    /// GameSession::setDiagonal.
    void setDiagonal(DiagonalMode mode) override { session_.setDiagonal(mode); }
    /// GameSession::setRecordSearches.
    void recordSearches(bool record) override { session_.setRecordSearches(record); }
    /// GameSession::diagonal.
    DiagonalMode diagonal() const override { return session_.diagonal(); }
    /// `stepSeconds` per step, kRunStepSeconds while running.
    void setPace(double stepSeconds, bool running) override;
    /// GameSession::previewRoute, searched again only when the target or the cat changed.
    std::optional<RoutePreview> previewRoute(Vec2 point) override;
    /// The tile the cat stands on or steps onto, its bones and the diagonal rule.
    std::optional<HintStart> hintStart() const override;
    /// The level as loaded.
    const Level& originalLevel() const override { return session_.originalLevel(); }
    /// The board as it stands.
    const Level& board() const override { return session_.board(); }
    Level planningBoard() const override { return session_.planningBoard(); }
    /// GameSession::patrolDogsNow.
    std::vector<DogSpot> patrolDogsNow() const override { return session_.patrolDogsNow(); }
    /// The patrolling dogs still there one tick on (GameSession::patrolDogs at cat().tick + 1).
    std::vector<DogSpot> patrolDogsAhead() const override {
        return session_.patrolDogs().at(session_.cat().tick + 1);
    }
    /// The cat's centre, between the two tiles' centres mid-step.
    Vec2 catPosition() const override;
    /// The tile the cat stands on or last left.
    Tile catTile() const override { return session_.cat().tile; }
    /// The step's direction while stepping, else down.
    Vec2 facing() const override;
    /// The step's progress while stepping.
    std::optional<double> stride() const override;
    /// The tile being stepped onto, then the rest of the path, stepwise.
    RouteAhead routeAhead() const override;
    /// Bones held.
    int bones() const override { return session_.cat().bones; }
    /// Steps taken and their cost.
    std::optional<StepTally> stepTally() const override;
    /// Steps taken.
    double walked() const override { return session_.cat().steps; }
    /// The step tally's cost.
    GridCost cost() const override { return session_.cat().cost; }
    /// Playing, won or lost.
    GameStatus status() const override { return session_.cat().status; }

    /// The wrapped session (its own tests and tools use it directly).
    const GameSession& session() const { return session_; }

  private:
    GameSession session_;
    std::optional<RoutePreview> preview_;  // the last preview, for previewKey_
    std::vector<int> previewKey_;          // the target and cat state preview_ was made for
};

}  // namespace catmaze
