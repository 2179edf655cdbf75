#pragma once
/// \file
/// The exact solver on a level whose dogs walk patrols (private to the game module): a
/// space-time A* search over full states (tile, tick modulo the dogs' common period, bones and
/// dogs gone), estimated by the cheapest way to an exit with the dogs ignored, since walks between
/// key points no longer decompose a route when the dogs move (the cat may wait for a gap, and where
/// a dog stands depends on the moment).

#include <cstdint>

#include "catmaze/game/dog_rounds.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze::solving {

/// Solves `board` (bones and dogs taken are Floor, the dogs still there on their tiles at tick 0
/// with their patrols; CatStart counts as floor) from the cat on `cat` (a walkable tile that is
/// not an exit) holding `bonesHeld` (>= 0) bones after `tick` (>= 0) ticks, the level's costs
/// all positive. A bone under the cat, and a dog without a patrol under it, were resolved when
/// it arrived. Each step and each wait is one tick (tick_rules.hpp: playTick), and the route has
/// a tile for each, a wait repeating the tile before. Never throws.
Solution solveWithPatrols(const Level& board, Tile cat, int bonesHeld, std::int64_t tick,
                          const SolveOptions& options);

}  // namespace catmaze::solving
