#pragma once
/// \file
/// The one place where what happened in a level (the core's PlayEvent values) becomes what the
/// player and the tools see and hear: event-log lines, sounds and tile effects. It changes
/// nothing in the level; it says what the play screen should redraw or do next. The log's lines
/// differ between the floors where the contract says so (a tile click logs its tile, an open-floor
/// click its point): those choices live here, nowhere else.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/game/play_session.hpp"
#include "play/tile_effect.hpp"
#include "shell/event_log.hpp"
#include "shell/sfx.hpp"

namespace catmaze::app {

/// What a batch of events asks of the play screen.
struct Presented {
    std::vector<Sfx> sounds;          ///< sounds to play, in order
    std::vector<TileEffect> effects;  ///< new effects to start
    bool objectsChanged = false;      ///< a bone or a dog went: rebuild the object layer
    /// A route was searched: what the search looked at (the search overlay), when it says.
    std::shared_ptr<const SearchTrace> trace;
    std::optional<bool> ended;     ///< the level ended: true won, false lost
    std::optional<Tile> caughtBy;  ///< lost: the dog's tile (where the cat was caught)
    bool undone = false;           ///< a step was taken back (a loss with it, if any)
    /// A click or key was refused: why, in the player's words and language (refusalWords), for the
    /// status line; empty when nothing was refused (or nothing needs saying).
    std::string refusal;
};

/// Turns events into log lines (`path`, `step`, `bone`, `dog_bribed`, `eaten`, `lost`, `won`,
/// `step_undone`, `step_redone`, `refused`), sounds and effects. Not thread-safe: the game's
/// thread presents.
class Presenter {
  public:
    /// A presenter writing to `log` (which outlives it).
    explicit Presenter(EventLog& log) : log_(log) {}

    /// Logs a click at `point` (tile units) on `session`'s map: `click` with its tile, or on open
    /// floor its point.
    void clicked(const PlaySession& session, Vec2 point);
    /// `session`'s events (for `won`, its steps, or on open floor the distance walked).
    Presented present(const std::vector<PlayEvent>& events, const PlaySession& session);

  private:
    void ended(Presented& out, bool won);

    EventLog& log_;
};

}  // namespace catmaze::app
