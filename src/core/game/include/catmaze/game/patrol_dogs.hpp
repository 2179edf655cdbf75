#pragma once
/// \file
/// The patrolling dogs of a level in play (issue 36, levels/README.md "Dogs on patrol"): where
/// they are at a tick (DogRounds), which of them a bone has paid, what a tick that meets them
/// costs, and the ones still there as movers of a space-time search. A dog without a patrol is
/// not one of them: it stays a `D` on the board and a multiplied cell of the cat's grid, as in
/// every level without patrols.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "catmaze/game/dog_rounds.hpp"
#include "catmaze/game/export.hpp"
#include "catmaze/game/play_event.hpp"
#include "catmaze/geom/tile.hpp"
#include "catmaze/level/level.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/periodic_movers.hpp"

namespace catmaze {

/// Where one dog stands: its number (DogRounds) and tile.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct DogSpot {
    std::size_t dog = 0;  ///< the dog's number (DogRounds)
    Tile tile;            ///< where it stands

    /// Same dog on the same tile.
    friend bool operator==(const DogSpot&, const DogSpot&) = default;
};

/// The dogs of a level that walk a patrol, and which of them have been paid (gone for good).
/// A value type. Thread safety: several threads may read it at once; a change needs it to itself.
class CATMAZE_GAME_EXPORT PatrolDogs {
  public:
    /// No dogs.
    PatrolDogs() = default;
    /// The dogs of `level` as loaded (DogRounds), none paid; a meeting costs the level's
    /// dogCostMultiplier (at least 1).
    explicit PatrolDogs(const Level& level);

    /// True when at least one dog walks a patrol: the level is played through time.
    bool any() const { return rounds_.anyPatrol(); }
    /// Every dog of the level with its round.
    const DogRounds& rounds() const { return rounds_; }
    /// The factor a meeting multiplies a tick's cost by.
    GridCost multiplier() const { return multiplier_; }
    /// True when dog `dog` walks a patrol (a round of more than one tile). Throws
    /// std::out_of_range when there is no such dog.
    bool walks(std::size_t dog) const { return rounds_.round(dog).tiles.size() > 1; }
    /// True when dog `dog` walks a patrol and has not been paid. Throws as walks().
    bool present(std::size_t dog) const { return walks(dog) && !paid_[dog]; }
    /// Marks dog `dog` paid (it leaves) or back (undo). Throws as walks().
    void setPaid(std::size_t dog, bool paid) {
        rounds_.round(dog);
        paid_[dog] = paid;
    }
    /// Every dog back (restart).
    void reset() { paid_.assign(rounds_.count(), false); }

    /// The patrolling dogs still there that the cat's tick from `from` at `tick` to `to` meets
    /// (DogRounds::meets: it ends on a dog's tile or swaps with it; a wait when from == to), in
    /// dog order. Throws std::invalid_argument when `tick` < 0.
    std::vector<std::size_t> met(Tile from, Tile to, std::int64_t tick) const;
    /// What the cat's tick from `from` at `tick` to `to` costs on `grid`: the grid's move cost
    /// (a standing dog's cell multiplied), or a straight step for a wait, times multiplier()
    /// when it meets a patrolling dog still there: the cost a SpaceTimeGrid of movers() gives
    /// the same move. `from` and `to` are tiles of `grid` (not checked).
    GridCost tickCost(const GridDataSource<GridCost>& grid, Tile from, Tile to,
                      std::int64_t tick) const;
    /// The patrolling dogs still there as movers of a SpaceTimeGrid (Costly, multiplier()).
    std::vector<PeriodicMover<GridCost>> movers() const;
    /// Where the patrolling dogs still there stand at `tick`, in dog order. Throws
    /// std::invalid_argument when `tick` < 0.
    std::vector<DogSpot> at(std::int64_t tick) const;

  private:
    DogRounds rounds_;
    std::vector<bool> paid_;  // per dog; only patrolling dogs are ever paid here
    GridCost multiplier_ = 1;
};

}  // namespace catmaze
