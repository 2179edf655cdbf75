// Building a GridDataSource: the per-cell moves and the walkable bit lines, computed a word of 64
// cells at a time, are the moves GridMovement allows cell by cell, for every diagonal rule, on
// grids narrower and wider than a word, and stay so after cells change in place.

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "catmaze/search/grid_source.hpp"

namespace catmaze {
namespace {

using Cost = std::int64_t;

// Checks every cell of `grid`: forEachNeighbour (the built moves) lists what walkableNeighbours
// (GridMovement::forEachMove, cell by cell) does, and the bit lines hold the walkable flags.
void expectBuiltAsTheRuleSays(const GridDataSource<Cost>& grid) {
    const GridSize size = grid.size();
    for (NodeId n = 0; n < grid.nodeCount(); ++n) {
        std::vector<NodeId> byRule;
        grid.walkableNeighbours(n, byRule);
        std::vector<NodeId> built;
        grid.forEachNeighbour(n, [&](NodeId next, Cost) { built.push_back(next); });
        ASSERT_EQ(built, byRule) << "cell " << n << " of " << size.width << "x" << size.height;
        const Tile t = size.tileAt(n);
        ASSERT_EQ(grid.rowBits().test(t.row, t.col), grid.isWalkable(n)) << n;
        ASSERT_EQ(grid.columnBits().test(t.col, t.row), grid.isWalkable(n)) << n;
    }
}

TEST(GridBuild, MovesAndBitLinesFollowTheMovementRuleForEveryDiagonalMode) {
    std::mt19937 rng(64);
    std::uniform_int_distribution<int> percent(0, 99);
    for (const DiagonalMode mode : {DiagonalMode::Never, DiagonalMode::NoCornerCutting,
                                    DiagonalMode::AtLeastOneSideFree, DiagonalMode::Always}) {
        for (const int width : {1, 2, 7, 63, 64, 65, 130}) {
            const GridSize size{width, 9};
            std::vector<std::uint8_t> walkable;
            for (int i = 0; i < width * 9; ++i)
                walkable.push_back(percent(rng) < 30 ? 0 : 1);
            GridDataSource<Cost> grid(size, walkable, {mode, 10, 14});
            expectBuiltAsTheRuleSays(grid);
            std::uniform_int_distribution<NodeId> cell(0, grid.nodeCount() - 1);
            for (int change = 0; change < 10; ++change) {
                const Tile t = size.tileAt(cell(rng));
                grid.setWalkable(t, !grid.walkableTile(t));
            }
            expectBuiltAsTheRuleSays(grid);
        }
    }
}

}  // namespace
}  // namespace catmaze
