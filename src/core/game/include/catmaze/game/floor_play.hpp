#pragma once
/// \file
/// An open-floor level in play behind the PlaySession interface: the OpenFloorSession's rules and
/// walk, its events told in the play vocabulary.

#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "catmaze/game/export.hpp"
#include "catmaze/game/open_floor.hpp"
#include "catmaze/game/play_session.hpp"

namespace catmaze {

/// How many times faster the cat walks on open floor while it runs.
inline constexpr double kOpenFloorRunSpeedUp = 8;

/// An open-floor level in play (see OpenFloorSession for the rules and the order of events).
/// Thread safety: several threads may read it at once; a change needs it to itself.
class CATMAZE_GAME_EXPORT FloorPlay final : public PlaySession {
  public:
    /// Starts `level` (valid); `diagonal` is only kept (the open floor has no grid moves).
    FloorPlay(Level level, DiagonalMode diagonal);

    /// Floor::Open.
    Floor floor() const override { return Floor::Open; }
    /// OpenFloorSession::click.
    void click(Vec2 point) override;
    /// Ignored: the open floor walks by clicks only.
    void press(Offset) override {}
    /// OpenFloorSession::halt.
    void halt() override { session_.halt(); }
    /// OpenFloorSession::update.
    void update(double seconds) override;
    /// OpenFloorSession::restart.
    void restart() override;
    /// OpenFloorSession::undo: the last walk taken back.
    bool undo() override { return session_.undo(); }
    /// OpenFloorSession::redo.
    bool redo() override { return session_.redo(); }
    /// The session's events in the play vocabulary (a route carries its search trace: the
    /// visibility graph and the nodes expanded).
    std::vector<PlayEvent> takeEvents() override { return session_.takeEvents(); }
    /// Kept only.
    void setDiagonal(DiagonalMode mode) override { diagonal_ = mode; }
    /// The diagonal rule kept.
    DiagonalMode diagonal() const override { return diagonal_; }
    /// kOpenFloorSpeed, kOpenFloorRunSpeedUp times faster while running (`stepSeconds` unused).
    void setPace(double stepSeconds, bool running) override;
    /// OpenFloorSession::previewRoute, searched again only when the point or the cat changed;
    /// nullopt while the session waits for its obstacle graph.
    std::optional<RoutePreview> previewRoute(Vec2 point) override;
    /// The cat's point (and tile) and bones, for openFloorPlanFrom.
    std::optional<HintStart> hintStart() const override;
    /// OpenFloorSession::deferGraphBuilds.
    void deferGraphBuilds() override { session_.deferGraphBuilds(); }
    /// OpenFloorSession::graphWanted.
    std::optional<GraphOrder> graphWanted() const override { return session_.graphWanted(); }
    /// OpenFloorSession::graphOrderId.
    std::optional<std::uint64_t> graphOrderId() const override { return session_.graphOrderId(); }
    /// OpenFloorSession::giveGraph.
    void giveGraph(std::uint64_t id, std::unique_ptr<ObstacleGraph> graph) override {
        session_.giveGraph(id, std::move(graph));
    }
    /// True while OpenFloorSession::waitingClick is set.
    bool clickWaiting() const override { return session_.waitingClick().has_value(); }
    /// The level as loaded.
    const Level& originalLevel() const override { return session_.originalLevel(); }
    /// The board as it stands.
    const Level& board() const override { return session_.board(); }
    /// The cat's centre.
    Vec2 catPosition() const override { return session_.cat(); }
    /// The tile holding the cat's centre.
    Tile catTile() const override;
    /// The direction of the last move.
    Vec2 facing() const override { return session_.facing(); }
    /// How far through the tile being walked, while the cat has a route.
    std::optional<double> stride() const override;
    /// The route from the cat, as a line.
    RouteAhead routeAhead() const override { return {session_.route(), false}; }
    /// Bones held.
    int bones() const override { return session_.bones(); }
    /// nullopt: the open floor counts no steps.
    std::optional<StepTally> stepTally() const override { return std::nullopt; }
    /// Tiles walked.
    double walked() const override { return session_.walked(); }
    /// OpenFloorSession::cost: straightCost per tile walked, rounded, plus each dog walked into's
    /// surcharge (routeCost).
    GridCost cost() const override;
    /// Playing, won or lost.
    GameStatus status() const override { return session_.status(); }

  private:
    OpenFloorSession session_;
    DiagonalMode diagonal_;
    std::optional<RoutePreview> preview_;  // the last preview, for previewKey_
    std::vector<double> previewKey_;       // the point and cat state preview_ was made for
};

}  // namespace catmaze
