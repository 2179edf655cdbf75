#pragma once
/// \file
/// The one place where what happened in a level (the core's GameEvent and FloorEvent values)
/// becomes what the player and the tools see and hear: event-log lines, sounds and tile effects.
/// It changes nothing in the level; it says what the play screen should redraw or do next.

#include <optional>
#include <vector>

#include "audio.hpp"
#include "catmaze/game/game.hpp"
#include "catmaze/game/open_floor.hpp"
#include "event_log.hpp"
#include "world_renderer.hpp"

namespace catmaze::app {

/// What a batch of events asks of the play screen.
struct Presented {
    std::vector<TileEffect> effects;  ///< new effects to start
    bool objectsChanged = false;      ///< a bone or a dog went: rebuild the object layer
    std::optional<Tile> searchGoal;   ///< a tile path was planned to this tile (new search)
    std::optional<bool> ended;        ///< the level ended: true won, false lost
    std::optional<Tile> caughtBy;     ///< lost: the dog's tile (where the cat was caught)
};

/// Turns events into log lines (`path`, `step`, `bone`, `dog_bribed`, `eaten`, `lost`, `won`,
/// `refused`), sounds and effects.
class Presenter {
  public:
    /// A presenter writing to `log` and playing on `audio` (both outlive it).
    Presenter(EventLog& log, Audio& audio) : log_(log), audio_(audio) {}

    /// The tile game's events; `steps` is the cat's step count (for `won`).
    Presented present(const std::vector<GameEvent>& events, int steps);
    /// The open floor's events; `walked` is the distance walked (for `won`).
    Presented present(const std::vector<FloorEvent>& events, double walked);

  private:
    void ended(Presented& out, bool won);

    EventLog& log_;
    Audio& audio_;
};

}  // namespace catmaze::app
