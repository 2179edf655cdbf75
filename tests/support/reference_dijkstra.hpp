#pragma once
/// \file
/// A shortest-path reference for grid searches, written separately from the engine and the data
/// source.

#include <cstdint>

#include "ascii_grid.hpp"

namespace catmaze::test {

/// Dijkstra over `a` with its own move rules (costs 10 and 14, no corner cutting, diagonals only
/// when `diagonal`): plain priority queue over (cost, cell). Returns the cheapest cost from
/// `from` to `to`, or -1 when `to` cannot be reached.
std::int64_t referenceCost(const Ascii& a, Tile from, Tile to, bool diagonal);

}  // namespace catmaze::test
