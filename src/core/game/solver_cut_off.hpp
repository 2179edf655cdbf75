#pragma once
/// \file
/// Where the way to the exit is cut on the tile solver's board (private to the game module):
/// the tiles an unwinnable Solution names (catmaze/game/exit_cut_off.hpp).

#include <cstdint>

#include "catmaze/game/exit_cut_off.hpp"
#include "solver_board.hpp"

namespace catmaze::solving {

/// The cat on `cat` cannot reach any exit over walls alone (the board has an exit): the exit
/// and the tile of the cat's area nearest to each other. Time and memory linear in the cells.
ExitCutOff walledOff(const Board& board, std::int32_t cat);

/// An exit lies in the cat's area but every way to it passes dogs the cat cannot pay (`by` is
/// DogWithNoBone or TooFewBones): the exit and the dog, as ExitCutOff::at says for `by`. Time
/// and memory linear in the cells.
ExitCutOff cutByDogs(const Board& board, std::int32_t cat, CutBy by);

}  // namespace catmaze::solving
