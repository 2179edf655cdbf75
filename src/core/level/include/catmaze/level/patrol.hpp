#pragma once
/// \file
/// A dog's patrol: the round it walks, one tile a tick (levels/README.md, "Dogs on patrol").
/// Pure data; the rules a patrol obeys are in patrol_rules.hpp.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "catmaze/geom/tile.hpp"
#include "catmaze/level/export.hpp"

namespace catmaze {

/// Most tiles in one patrol: a round repeats within 2 x 63 ticks, so the period the solver plans
/// over (the patrols' common multiple) stays bounded.
inline constexpr std::size_t kMaxPatrolTiles = 64;
/// Fewest tiles in a patrol: a dog that stays put has none.
inline constexpr std::size_t kMinPatrolTiles = 2;
/// Most patrols in a level.
inline constexpr std::size_t kMaxPatrols = 16;

/// The round one dog walks. In a valid level (patrol_rules.hpp) `tiles[0]` is the dog's tile
/// (a `D`), every tile is on the map and not a wall, each is a neighbour of the one before (a
/// side step, or a diagonal one that cuts no wall's corner when the level's rules say
/// `"diagonal": "on"`), a looping patrol's last tile is a neighbour of its first, it has
/// kMinPatrolTiles to kMaxPatrolTiles tiles, and no other patrol starts on its dog.
/// Thread safety: a plain value: copies may be used anywhere; one object read from several
/// threads at once is safe while none writes it.
struct CATMAZE_LEVEL_EXPORT Patrol {
    /// The round in walking order; `tiles[0]` is where the dog stands at tick 0.
    std::vector<Tile> tiles;
    /// True: after the last tile the dog steps back to the first (0, 1, ..., n-1, 0, 1, ...).
    /// False: it walks back and forth (0, 1, ..., n-1, n-2, ..., 1, 0, 1, ...).
    bool loop = false;

    /// Ticks before the dog is back on `tiles[0]` heading the same way: n when it loops,
    /// 2(n-1) when it walks back and forth (1 for a single tile). Throws std::invalid_argument
    /// when `tiles` is empty.
    std::int64_t period() const;
    /// Where the dog stands after `tick` ticks (tick 0: `tiles[0]`). Throws
    /// std::invalid_argument when `tiles` is empty or `tick` is negative.
    Tile tileAt(std::int64_t tick) const;

    /// Same tiles in the same order, and the same way of walking them.
    friend bool operator==(const Patrol&, const Patrol&) = default;
};

}  // namespace catmaze
