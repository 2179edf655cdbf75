#pragma once
/// \file
/// The answers both solvers give before they search (private to the game module): the tile
/// solver (solver.cpp) and the one through time (solver_patrols.cpp) say them in the same words.

#include <cstdint>
#include <optional>

#include "catmaze/game/solver.hpp"
#include "solver_board.hpp"

namespace catmaze::solving {

/// What is known once numberWhatIsInReach(`board`, `catCell`) has numbered the board and
/// returned `anyExit`, before any search: Unwinnable when the level has no exit, Unwinnable
/// with the cut (walledOff) when no exit lies in the cat's reach over walls alone, TooComplex
/// when more than kMaxObjects bones and dogs can be reached. Nothing when a search must decide.
std::optional<Solution> earlyAnswer(const Board& board, std::int32_t catCell, bool anyExit);

}  // namespace catmaze::solving
