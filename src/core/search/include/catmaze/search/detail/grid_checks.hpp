#pragma once
// GridDataSource's checks of the data that comes in (grid_source.hpp, "Contracts"): each throws,
// naming the bad value, so that the grid can vouch for every move it lists.

#include <cstddef>
#include <limits>
#include <stdexcept>
#include <string>

#include "catmaze/geom/tile.hpp"
#include "catmaze/search/detail/contract_text.hpp"
#include "catmaze/search/grid_movement.hpp"
#include "catmaze/search/path_source.hpp"

namespace catmaze::detail {

/// `size`, when it is not negative and has at most 2^31 - 1 cells (a NodeId each); else throws
/// std::invalid_argument.
inline GridSize checkedGridSize(GridSize size) {
    if (size.width < 0 || size.height < 0)
        throw std::invalid_argument("GridDataSource: a negative size, " + sizeText(size));
    if (size.cellCount() > std::numeric_limits<NodeId>::max()) {
        throw std::invalid_argument("GridDataSource: a " + sizeText(size) +
                                    " grid has more than 2^31 - 1 cells");
    }
    return size;
}

/// Throws std::invalid_argument unless `count` (of `what`: "walkable flags") is `size`'s cell
/// count.
inline void requireCellCount(const char* what, std::size_t count, GridSize size) {
    if (count == static_cast<std::size_t>(size.cellCount()))
        return;
    throw std::invalid_argument("GridDataSource: " + std::to_string(count) + " " + what +
                                " for a " + sizeText(size) + " grid of " +
                                std::to_string(size.cellCount()) + " cells");
}

/// Throws std::out_of_range, its message starting with `call`, unless `t` is on the grid.
inline void requireOnGrid(GridSize size, const char* call, Tile t) {
    if (size.contains(t))
        return;
    throw std::out_of_range(std::string(call) + ": " + toString(t) + " is off the " +
                            sizeText(size) + " grid");
}

/// Throws std::invalid_argument, its message starting with `call`, unless `multiplier` (the
/// cell `t`'s) is isValidMultiplier.
template <class Cost>
void requireMultiplier(const char* call, Tile t, Cost multiplier) {
    if (isValidMultiplier(multiplier))
        return;
    throw std::invalid_argument(std::string(call) + ": the multiplier of " + toString(t) + " is " +
                                numberText(multiplier) + "; it must be a finite number >= 1");
}

}  // namespace catmaze::detail
