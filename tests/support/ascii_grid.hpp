#pragma once
/// \file
/// Grids for search tests, drawn as text with the cat's costs.

#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "catmaze/geom/tile.hpp"
#include "catmaze/search/grid_source.hpp"

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

/// A random map `width` x `height`: each tile a wall with probability `wallChance`, else a dog
/// with `dogChance`, else floor.
Ascii randomAscii(std::mt19937& rng, int width, int height, double wallChance, double dogChance);

/// The grid the cat searches on `a`: costs 10 and 14, diagonals without corner cutting when
/// `diagonal` (else 4-connected), dogs x10.
GridDataSource<std::int64_t> catGrid(const Ascii& a, bool diagonal);

}  // namespace catmaze::test
