#pragma once
/// \file
/// The exact solver on a level whose dogs walk patrols (private to the game module): a
/// space-time A* search over full states (tile, tick modulo the dogs' common period, bones and
/// dogs gone), estimated by the cheapest way to an exit with the dogs ignored, since walks between
/// key points no longer decompose a route when the dogs move (the cat may wait for a gap, and where
/// a dog stands depends on the moment).

#include <cstdint>
#include <optional>

#include "catmaze/game/dog_rounds.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze::solving {

/// An order a win must keep (the ordered fetches of level_metrics.cpp): the bone on `bone` is
/// picked up before the bone on `other` and before any exit is stepped on.
struct FetchBefore {
    Tile bone;   ///< the bone fetched first
    Tile other;  ///< the bone left on the floor until then
};

/// Solves `board` (bones and dogs taken are Floor, the dogs still there on their tiles at tick 0
/// with their patrols; CatStart counts as floor) from the cat on `cat` (a walkable tile that is
/// not an exit) holding `bonesHeld` (>= 0) bones after `tick` (>= 0) ticks, the level's costs
/// all positive. A bone under the cat, and a dog without a patrol under it, were resolved when
/// it arrived. Each step and each wait is one tick (tick_rules.hpp: playTick), and the route has
/// a tile for each, a wait repeating the tile before. With `order`, the cheapest win that keeps
/// it (Unwinnable when none does). Any board without patrols is solved too, its dogs standing
/// still. Never throws.
Solution solveWithPatrols(const Level& board, Tile cat, int bonesHeld, std::int64_t tick,
                          const SolveOptions& options,
                          std::optional<FetchBefore> order = std::nullopt);

}  // namespace catmaze::solving
