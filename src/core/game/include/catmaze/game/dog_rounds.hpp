#pragma once
/// \file
/// Where every dog of a level stands at each tick (issue 36, levels/README.md "Dogs on patrol"):
/// a dog with a patrol walks it one tile a tick, any other dog stays on its tile. The one place
/// the game, its preview, the solver and the generator ask where a dog is and whether a step of
/// the cat meets it.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "catmaze/game/play_event.hpp"
#include "catmaze/geom/tile.hpp"
#include "catmaze/level/level.hpp"
#include "catmaze/level/patrol.hpp"
#include "catmaze/search/periodic_movers.hpp"

namespace catmaze {

/// The dogs of a level as it was loaded, numbered in row-major order of their tiles at tick 0,
/// each with the patrol that starts on its tile (a dog without one stands still).
///
/// Thread safety: a value type; nothing changes after construction, so several threads may read
/// one at once.
class DogRounds {
  public:
    /// No dogs.
    DogRounds() = default;
    /// The `D` tiles of `level` and its patrols. A patrol that starts on no dog is ignored (a
    /// valid level has none: patrol_rules.hpp).
    explicit DogRounds(const Level& level) {
        for (std::int32_t cell = 0; cell < level.size.cellCount(); ++cell) {
            const Tile t = level.size.tileAt(cell);
            if (level.at(t) != TileKind::Dog)
                continue;
            Patrol round{{t}, true};
            for (const Patrol& patrol : level.patrols) {
                if (!patrol.tiles.empty() && patrol.tiles.front() == t)
                    round = patrol;
            }
            rounds_.push_back(std::move(round));
        }
    }

    /// How many dogs.
    std::size_t count() const { return rounds_.size(); }
    /// True when at least one dog walks a patrol (the world moves: the cat plans through time).
    bool anyPatrol() const {
        for (const Patrol& round : rounds_) {
            if (round.tiles.size() > 1)
                return true;
        }
        return false;
    }
    /// The round of dog `dog` (one tile for a dog that stands still). Throws std::out_of_range
    /// when there is no such dog.
    const Patrol& round(std::size_t dog) const { return rounds_.at(checked(dog)); }
    /// Where dog `dog` stands after `tick` ticks. Throws std::out_of_range when there is no such
    /// dog, std::invalid_argument when `tick` < 0.
    Tile at(std::size_t dog, std::int64_t tick) const { return rounds_[checked(dog)].tileAt(tick); }
    /// Whether the cat's step from `from` at `tick` to `to` at `tick + 1` (a wait when they are
    /// equal) meets dog `dog`: the cat ends on the dog's tile, or they swap tiles (stepMeets).
    /// Throws as at().
    bool meets(std::size_t dog, Tile from, Tile to, std::int64_t tick) const {
        return stepMeets(from, to, at(dog, tick), at(dog, tick + 1));
    }
    /// The dogs' common period (1 when none patrols): after it every dog stands where it stood
    /// at tick 0. Nothing when it is over `limit` (kMaxMoverPeriod by default).
    std::optional<std::int64_t> period(std::int64_t limit = kMaxMoverPeriod) const {
        return commonPeriod(movers(std::vector<bool>(rounds_.size(), true), 1), limit);
    }
    /// The dogs with `present[dog]` true as movers of a space-time search (SpaceTimeGrid), each
    /// meeting costing `multiplier` times the step. Throws std::invalid_argument when `present`
    /// does not have one flag per dog.
    std::vector<PeriodicMover<GridCost>> movers(const std::vector<bool>& present,
                                                GridCost multiplier) const {
        if (present.size() != rounds_.size()) {
            throw std::invalid_argument("DogRounds::movers: " + std::to_string(present.size()) +
                                        " flags for " + std::to_string(rounds_.size()) + " dogs");
        }
        std::vector<PeriodicMover<GridCost>> result;
        for (std::size_t dog = 0; dog < rounds_.size(); ++dog) {
            if (!present[dog])
                continue;
            const Patrol& round = rounds_[dog];
            std::vector<Tile> cycle = round.loop ? round.tiles : backAndForthCycle(round.tiles);
            result.push_back({std::move(cycle), MeetingRule::Costly, multiplier});
        }
        return result;
    }

  private:
    std::size_t checked(std::size_t dog) const {
        if (dog >= rounds_.size()) {
            throw std::out_of_range("DogRounds: no dog " + std::to_string(dog) + " (there are " +
                                    std::to_string(rounds_.size()) + ")");
        }
        return dog;
    }

    std::vector<Patrol> rounds_;
};

}  // namespace catmaze
