#pragma once
/// \file
/// Levels for tests, drawn as rows of level-file characters.

#include <string>
#include <vector>

#include "catmaze/level/level.hpp"

namespace catmaze::test {

/// A level as wide as the first row and as tall as `rows`, one tile per character: `#` wall,
/// `C` cat start, `B` bone, `D` dog, `E` exit, anything else floor. Rows are as wide as the first.
Level levelFrom(const std::vector<std::string>& rows);

/// levelFrom(rows) in format version 2 with the dogs' `patrols`.
Level patrolLevelFrom(const std::vector<std::string>& rows, std::vector<Patrol> patrols);

/// levelFrom(rows) on the open floor (version 2) with `obstacles` in level coordinates.
Level openLevelFrom(const std::vector<std::string>& rows, std::vector<Polygon> obstacles = {});

/// A `side` x `side` comb (side >= 8): walls round the edge, and every fourth column a wall
/// hanging from the top or standing on the bottom, in turn, so the way from the cat at (1, 1)
/// to the far corner (side - 2, side - 2) zigzags far beyond its Manhattan distance. Floor
/// elsewhere; no exit.
std::vector<std::string> combRows(int side);

}  // namespace catmaze::test
