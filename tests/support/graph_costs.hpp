#pragma once
// What the graph tests measure a found path with: its cost, and the cost of no path.

#include <cstddef>
#include <limits>
#include <vector>

#include "catmaze/graph/graph.hpp"

namespace catmaze::test {

/// What GraphNode::costTo and the graphs' cheapest costs answer when there is no way: +infinity.
inline constexpr double kNoPath = std::numeric_limits<double>::infinity();

/// The sum of costTo along `path` (0 for a path of fewer than two nodes).
inline double pathCost(const std::vector<GraphNode*>& path) {
    double cost = 0;
    for (std::size_t i = 1; i < path.size(); ++i)
        cost += path[i - 1]->costTo(*path[i]);
    return cost;
}

}  // namespace catmaze::test
