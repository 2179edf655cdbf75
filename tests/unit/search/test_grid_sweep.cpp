// GridSweep (grid_sweep.hpp): the cheapest base costs from one cell to every cell, the same as
// the engine's Dijkstra (AStar::explore) on the grid without multipliers, with the bucket queue
// (small integer costs), with the heap (double costs, integer costs too large for buckets), in
// every diagonal mode, on grids with walls and closed-off pockets.

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/grid_sweep.hpp"

#include "search_agreement.hpp"

namespace catmaze {
namespace {

using test::randomGrid;
using test::RandomGrid;

// The engine's costs from `start` (GridSweep's kUnreached where it finds none).
template <class Cost>
std::vector<Cost> engineCosts(const GridDataSource<Cost>& grid, NodeId start) {
    std::vector<Cost> cost(static_cast<std::size_t>(grid.nodeCount()), GridSweep<Cost>::kUnreached);
    AStar<Cost> flood;
    flood.explore(grid, start, [&](NodeId node, Cost c) {
        cost[static_cast<std::size_t>(node)] = c;
        return ExploreStep::Expand;
    });
    return cost;
}

template <class Cost>
void expectSameAsTheEngine(const GridMovement<Cost>& movement, std::uint32_t seed) {
    std::mt19937 rng(seed);
    GridSweep<Cost> sweep;  // one sweep reused: nothing of a run may leak into the next
    for (int round = 0; round < 12; ++round) {
        const RandomGrid g = randomGrid(rng, 31, 17, 15 + 3 * round, 0);
        const GridDataSource<Cost> grid(g.size, g.walkable, movement);
        for (NodeId start = round; start < grid.nodeCount(); start += 37) {
            if (!grid.isWalkable(start))
                continue;
            std::vector<Cost> costs;
            const std::int64_t reached = sweep.run(grid, start, costs);
            const std::vector<Cost> expected = engineCosts(grid, start);
            ASSERT_EQ(costs, expected) << "round " << round << " start " << start;
            std::int64_t reachable = 0;
            for (Cost c : expected)
                reachable += c != GridSweep<Cost>::kUnreached ? 1 : 0;
            EXPECT_EQ(reached, reachable);
        }
    }
}

TEST(GridSweep, IntegerCostsInBucketsMatchTheEngineInEveryDiagonalMode) {
    for (DiagonalMode mode : {DiagonalMode::Never, DiagonalMode::NoCornerCutting,
                              DiagonalMode::AtLeastOneSideFree, DiagonalMode::Always}) {
        expectSameAsTheEngine<std::int64_t>({mode, 10, 14}, 3);
        expectSameAsTheEngine<std::int64_t>({mode, 3, 7}, 4);  // diagonals dearer than two steps
    }
    // Large costs of a few units of their common divisor (1000) still go in buckets.
    expectSameAsTheEngine<std::int64_t>({DiagonalMode::NoCornerCutting, 3000, 4000}, 7);
}

TEST(GridSweep, IntegerCostsTooLargeForBucketsUseTheHeapAndMatchTheEngine) {
    expectSameAsTheEngine<std::int64_t>(
        {DiagonalMode::NoCornerCutting, GridSweep<std::int64_t>::kMaxBucketedStep,
         GridSweep<std::int64_t>::kMaxBucketedStep + 1},
        5);
}

TEST(GridSweep, DoubleCostsMatchTheEngine) {
    expectSameAsTheEngine<double>(movingAiExactMovement(), 6);
}

TEST(GridSweep, IgnoresMultipliersAndLeavesClosedOffCellsUnreached) {
    // Two rooms split by a wall column, a dog (x10) on the left room's middle cell.
    const GridSize size{5, 3};
    const std::vector<std::uint8_t> walkable = {1, 1, 0, 1, 1,  //
                                                1, 1, 0, 1, 1,  //
                                                1, 1, 0, 1, 1};
    std::vector<std::int64_t> multiplier(walkable.size(), 1);
    multiplier[6] = 10;
    const GridDataSource<std::int64_t> grid(size, walkable, {DiagonalMode::NoCornerCutting, 10, 14},
                                            multiplier);
    std::vector<std::int64_t> costs;
    GridSweep<std::int64_t> sweep;
    EXPECT_EQ(sweep.run(grid, 0, costs), 6);
    EXPECT_EQ(costs[6], 14);  // the dog's cell at its base cost
    EXPECT_EQ(costs[10], 20);
    EXPECT_EQ(costs[11], 24);  // through the dog's cell
    EXPECT_EQ(costs[3], GridSweep<std::int64_t>::kUnreached);
}

}  // namespace
}  // namespace catmaze
