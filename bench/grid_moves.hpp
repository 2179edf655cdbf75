#pragma once
/// \file
/// The benchmark's move rules written out for the textbook reference search, which does not use
/// the library: 8-connected, straight moves cost 1 and diagonal
/// moves sqrt(2) (kExactSqrt2, so that equal costs compare equal), a diagonal only when both side
/// cells are passable, octile-distance estimate.

#include <cmath>
#include <cstdlib>

#include "catmaze/level/movingai.hpp"
#include "catmaze/search/grid_movement.hpp"

namespace catmaze::bench {

/// The eight moves in the library's order: up, right, down, left, then the diagonals.
inline constexpr Offset kMoves[8] = {{0, -1}, {1, 0}, {0, 1},  {-1, 0},
                                     {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};

inline constexpr double kSqrt2 = kExactSqrt2;  // the library's exact-tie diagonal

/// True when the move `o` from `t` is allowed on `map`.
inline bool canMove(const MovingAiMap& map, Tile t, Offset o) {
    if (!map.passableAt(t + o))
        return false;
    return o.dcol == 0 || o.drow == 0 ||
           (map.passableAt(t + Offset{o.dcol, 0}) && map.passableAt(t + Offset{0, o.drow}));
}

/// The octile distance between `a` and `b`.
inline double octile(Tile a, Tile b) {
    const int dx = std::abs(a.col - b.col);
    const int dy = std::abs(a.row - b.row);
    const int lo = dx < dy ? dx : dy;
    const int hi = dx < dy ? dy : dx;
    return kSqrt2 * lo + (hi - lo);
}

}  // namespace catmaze::bench
