#pragma once
/// \file
/// The fewest clicks that walk a route (level_metrics.hpp's measure, private to the game
/// module), each click walking the game's own planned route: through time on a level with
/// patrols.

#include <cstdint>
#include <optional>
#include <vector>

#include "catmaze/game/game.hpp"
#include "catmaze/level/level.hpp"
#include "metrics_moments.hpp"

namespace catmaze::metrics {

/// What counting the clicks found, and what it cost.
struct ClickCount {
    std::optional<int> clicks;  ///< the fewest clicks; nothing when more than the cap
    std::int64_t searches = 0;  ///< grid searches and planned clicks, each bounded by the map
    bool undecided = false;     ///< the budget of searches ran out first
};

/// The fewest clicks that walk `route` from `level`'s start, when at most `maxClicks` do.
/// `moments` are momentsAlong(level, route, diagonal). From moment i one click reaches moment j
/// when the game's planner walks to route[j - 1] and the game then stands exactly as at moment
/// j (the walk may take another, equally cheap way, taking the same bones and dogs; through
/// time, in as many ticks). A click's cheapest cost is at least that of the grid without the
/// patrolling dogs, so one search of that grid from moment i's cat tells which j a click could
/// reach: only those are planned. No more than `maxSearches` searches: past them, `undecided`.
ClickCount fewestClicks(const Level& level, const std::vector<Tile>& route,
                        const std::vector<Moment>& moments, DiagonalMode diagonal, int maxClicks,
                        std::int64_t maxSearches);

}  // namespace catmaze::metrics
