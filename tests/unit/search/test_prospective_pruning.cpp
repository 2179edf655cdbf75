// Prospective g pruning (JumpPointSearch::setProspectivePruning): the same paths for fewer jump
// points.

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_search.hpp"

#include "search_agreement.hpp"

namespace catmaze {
namespace {

// Pruning removes only paths dearer than one already found, so every search returns the same
// path (cell by cell) as without it, never expands more, and on these grids expands fewer in
// all: with integer costs and dogs, with real costs, and with jump tables.
template <class Cost>
void expectSamePathsWithFewerExpansions(const GridMovement<Cost>& movement, JumpTablesUse tables,
                                        unsigned seed) {
    std::mt19937 rng(seed);
    JumpPointSearch<Cost> plain(false, tables);
    JumpPointSearch<Cost> pruned(false, tables);
    pruned.setProspectivePruning(true);
    std::int64_t plainExpanded = 0;
    std::int64_t prunedExpanded = 0;
    for (int trial = 0; trial < 80; ++trial) {
        const test::RandomGrid g =
            test::randomGrid(rng, 30 + trial % 50, 20 + trial % 31, 4 * (trial % 6), trial % 9);
        const std::vector<Cost> multiplier(g.multiplier.begin(), g.multiplier.end());
        const GridDataSource<Cost> grid(g.size, g.walkable, movement, multiplier);
        std::uniform_int_distribution<NodeId> cell(0, grid.nodeCount() - 1);
        for (int q = 0; q < 20; ++q) {
            const NodeId from = cell(rng);
            const NodeId to = cell(rng);
            const PathResult<Cost> a = plain.findPath(grid, from, to);
            const PathResult<Cost> b = pruned.findPath(grid, from, to);
            ASSERT_EQ(a.status, b.status) << trial << " " << from << " " << to;
            ASSERT_EQ(a.cost, b.cost) << trial << " " << from << " " << to;
            ASSERT_EQ(a.path, b.path) << trial << " " << from << " " << to;
            ASSERT_LE(b.expandedCount, a.expandedCount) << trial << " " << from << " " << to;
            plainExpanded += a.expandedCount;
            prunedExpanded += b.expandedCount;
        }
    }
    EXPECT_LT(prunedExpanded, plainExpanded);
}

TEST(ProspectivePruning, SamePathsWithFewerExpansionsWithTheGamesCostsAndDogs) {
    expectSamePathsWithFewerExpansions<std::int64_t>({DiagonalMode::NoCornerCutting, 10, 14},
                                                     JumpTablesUse::Never, 20261127);
}

TEST(ProspectivePruning, SamePathsWithFewerExpansionsWithRealCosts) {
    expectSamePathsWithFewerExpansions<double>(movingAiExactMovement(), JumpTablesUse::Never, 77);
}

TEST(ProspectivePruning, SamePathsWithFewerExpansionsWithJumpTables) {
    expectSamePathsWithFewerExpansions<std::int64_t>({DiagonalMode::NoCornerCutting, 10, 14},
                                                     JumpTablesUse::Always, 5);
}

}  // namespace
}  // namespace catmaze
