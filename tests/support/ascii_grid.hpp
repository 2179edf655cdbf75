#pragma once
/// \file
/// Grids for search tests, drawn as text with the cat's costs.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "catmaze/geom/tile.hpp"

namespace catmaze::test {

/// A map drawn as text: '#' wall, 'D' dog (walkable, entering costs x10), anything else floor.
/// Letters other than 'D' mark tiles the test refers to by name.
struct Ascii {
    GridSize size;                         ///< columns and rows
    std::vector<std::uint8_t> walkable;    ///< 1 where the cat may stand, row-major
    std::vector<std::int64_t> multiplier;  ///< the cost multiplier of entering each tile
    std::map<char, Tile> marks;            ///< the named tiles

    /// The tile named `mark`; throws std::out_of_range when there is none.
    Tile operator[](char mark) const { return marks.at(mark); }
};

/// Reads `rows` (all as wide as the first; a ragged row is a test failure).
Ascii parseAscii(const std::vector<std::string>& rows);

}  // namespace catmaze::test
