#pragma once
/// \file
/// The solver's search over key-point states (private to the game module; see solver.hpp for
/// why key points are enough).

#include <cstdint>

#include "catmaze/game/solver.hpp"
#include "solver_board.hpp"

namespace catmaze::solving {

/// Searches `board` for the cheapest winning route from `cat` (a floor cell of the cat's area)
/// holding `bonesHeld` (>= 0) bones, within `options`' limits. A Winnable, TooComplex or
/// Cancelled answer is complete; an Unwinnable one carries no reason (the caller explains it).
Solution searchKeyPoints(const Board& board, std::int32_t cat, int bonesHeld,
                         const SolveOptions& options);

}  // namespace catmaze::solving
