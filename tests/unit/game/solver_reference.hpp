#pragma once
/// \file
/// What the solver's tests check its answers against, written independently of the solver: a
/// replay of a route by the game's rules, and a brute-force search over the full state.

#include <string>
#include <vector>

#include "catmaze/game/solver.hpp"

namespace catmaze::test {

/// What walking a route by the game's rules gives.
struct Walk {
    bool won = false;
    std::string error;  ///< empty when every step was legal
    GridCost cost = 0;
    std::vector<Tile> bones;
    std::vector<Tile> dogs;
};

/// Walks `route` from `cat` holding `held` bones on `board` (diagonal steps allowed when
/// `diagonal`, never past a wall's corner), by the game's rules.
Walk walkRoute(Level board, Tile cat, int held, const std::vector<Tile>& route, bool diagonal);

/// Expects `s` to be a legal winning route whose cost and object lists match a replay.
void expectLegalWin(const Level& board, Tile cat, int held, const Solution& s, bool diagonal);

/// The cheapest winning cost by Dijkstra over the full state (tile, tiles already taken, bones
/// held) with std::map, stepping tile by tile; -1 when the level cannot be won.
GridCost bruteForce(const Level& level, Tile start, int held0, bool diagonal);

}  // namespace catmaze::test
