#pragma once
/// \file
/// Checks that jump point search and the A* engine agree on a grid: the same status, the same
/// cost, and a path of legal moves that costs what it says; and random grids to check them on.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_search.hpp"

namespace catmaze::test {

/// The cost of walking `path` from `start` on `grid`, or -1 when a step is not a legal move.
template <class C>
C walkCost(const GridDataSource<C>& grid, NodeId start, const std::vector<NodeId>& path) {
    C total{};
    NodeId at = start;
    for (const NodeId next : path) {
        std::vector<NodeId> legal;
        grid.walkableNeighbours(at, legal);
        if (std::find(legal.begin(), legal.end(), next) == legal.end())
            return C{-1};
        total += grid.moveCost(at, next);
        at = next;
    }
    return total;
}

/// Runs both searches from `start` to `goal` and checks they agree; returns false on the first
/// disagreement (after recording it) so loops can stop early.
template <class C>
bool agree(AStar<C>& astar, JumpPointSearch<C>& jps, const GridDataSource<C>& grid, NodeId start,
           NodeId goal, PathOptions options = {}) {
    PathResult<C> a;
    PathResult<C> j;
    astar.findPath(grid, start, goal, a, options);
    jps.findPath(grid, start, goal, j, options);
    const std::string where = "start " + std::to_string(start) + " goal " + std::to_string(goal);
    EXPECT_EQ(a.status, j.status) << where;
    if (a.status != j.status)
        return false;
    if constexpr (std::is_integral_v<C>) {
        EXPECT_EQ(a.cost, j.cost) << where;
        EXPECT_EQ(walkCost(grid, start, j.path), j.cost) << where;
        if (a.cost != j.cost || walkCost(grid, start, j.path) != j.cost)
            return false;
    } else {
        EXPECT_NEAR(a.cost, j.cost, 1e-9) << where;
        EXPECT_NEAR(walkCost(grid, start, j.path), j.cost, 1e-9) << where;
        if (std::abs(a.cost - j.cost) > 1e-9)
            return false;
    }
    if (j.reachedGoal() && !j.path.empty()) {
        EXPECT_EQ(j.path.back(), goal) << where;
    }
    return true;
}

/// A grid of random walls and dogs.
struct RandomGrid {
    GridSize size;                         ///< columns and rows
    std::vector<std::uint8_t> walkable;    ///< 1 where one may stand, row-major
    std::vector<std::int64_t> multiplier;  ///< 10 on a dog's tile (the game's), 1 elsewhere
};

/// A `width` x `height` grid, each tile a wall with `wallPercent` % chance, and `dogs` dogs
/// dropped on random tiles (walls included).
inline RandomGrid randomGrid(std::mt19937& rng, int width, int height, int wallPercent, int dogs) {
    RandomGrid g;
    g.size = {width, height};
    std::uniform_int_distribution<int> percent(0, 99);
    for (int i = 0; i < width * height; ++i)
        g.walkable.push_back(percent(rng) < wallPercent ? 0 : 1);
    g.multiplier.assign(g.walkable.size(), 1);
    std::uniform_int_distribution<int> cell(0, width * height - 1);
    for (int d = 0; d < dogs; ++d)
        g.multiplier[static_cast<std::size_t>(cell(rng))] = 10;  // the game's dog multiplier
    return g;
}

}  // namespace catmaze::test
