#pragma once
/// \file
/// The one comparison jump point search's pruning uses to drop a path as dearer than another:
/// strict, and never fooled by floating-point rounding (special_cells.hpp's rules and the
/// prospective g pruning of jump_point_grid.hpp).

#include <type_traits>

namespace catmaze::cost_compare {

/// a < b, and not by rounding alone (floating-point costs: by more than a relative 1e-9), so a
/// tie is never taken for a cheaper path: when in doubt, the pruning keeps the path.
template <class Cost>
bool strictlyLess(Cost a, Cost b) {
    if constexpr (std::is_floating_point_v<Cost>)
        return a < b - (b < 0 ? -b : b) * Cost(1e-9);
    else
        return a < b;
}

}  // namespace catmaze::cost_compare
