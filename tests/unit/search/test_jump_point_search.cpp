// Jump point search against the A* engine: the same status and the same cost on every query,
// and a path made of legal moves that costs what it says, on small and random grids. The game's
// grids (random ones with the cat's diagonal rule and dogs, and every campaign level) and the
// Moving AI benchmark maps are in game/test_jump_point_search_game.cpp.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_search.hpp"

#include "search_agreement.hpp"

namespace catmaze {
namespace {

using Cost = std::int64_t;

using test::agree;
using test::randomGrid;
using test::RandomGrid;

TEST(JumpPointSearch, SupportsOnlyEightConnectedGridsWithDiagonalsBetweenOneAndTwoMoves) {
    const GridSize size{3, 3};
    const std::vector<std::uint8_t> open(9, 1);
    EXPECT_TRUE(JumpPointSearch<Cost>::supports(
        GridDataSource<Cost>(size, open, {DiagonalMode::NoCornerCutting, 10, 14})));
    EXPECT_FALSE(JumpPointSearch<Cost>::supports(
        GridDataSource<Cost>(size, open, {DiagonalMode::Never, 10, 14})));
    EXPECT_FALSE(JumpPointSearch<Cost>::supports(
        GridDataSource<Cost>(size, open, {DiagonalMode::NoCornerCutting, 10, 10})));
    EXPECT_FALSE(JumpPointSearch<Cost>::supports(
        GridDataSource<Cost>(size, open, {DiagonalMode::NoCornerCutting, 10, 20})));
}

TEST(JumpPointSearch, CrossesAnOpenFieldWithFewExpansions) {
    const GridSize size{64, 64};
    const GridDataSource<Cost> grid(size, std::vector<std::uint8_t>(64 * 64, 1),
                                    {DiagonalMode::NoCornerCutting, 10, 14});
    JumpPointSearch<Cost> jps;
    const PathResult<Cost> r = jps.findPath(grid, size.indexOf({0, 0}), size.indexOf({63, 40}));
    ASSERT_EQ(r.status, PathStatus::Found);
    EXPECT_TRUE(jps.lastSearchJumped());
    EXPECT_EQ(r.cost, 40 * 14 + 23 * 10);
    EXPECT_EQ(r.path.size(), 63u);  // every cell listed, not only the jump points
    EXPECT_LT(r.expandedCount, 10);
}

TEST(JumpPointSearch, NoCornerCuttingAroundAWallEnd) {
    // S at (0,1); a wall at (1,0); G at (2,0): the diagonal (0,1)->(1,0) is blocked and
    // (1,1)->(2,0) needs (1,0) free, so the path goes (1,1), (2,1), (2,0).
    const GridSize size{3, 2};
    const GridDataSource<Cost> grid(size, {1, 0, 1, 1, 1, 1},
                                    {DiagonalMode::NoCornerCutting, 10, 14});
    AStar<Cost> astar;
    JumpPointSearch<Cost> jps;
    EXPECT_TRUE(agree(astar, jps, grid, size.indexOf({0, 1}), size.indexOf({2, 0})));
    const PathResult<Cost> r = jps.findPath(grid, size.indexOf({0, 1}), size.indexOf({2, 0}));
    EXPECT_EQ(r.cost, 30);
}

TEST(JumpPointSearch, StatusesMatchAStarIncludingPartial) {
    // The right column is walled off.
    const GridSize size{4, 3};
    const GridDataSource<Cost> grid(size, {1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1},
                                    {DiagonalMode::NoCornerCutting, 10, 14});
    AStar<Cost> astar;
    JumpPointSearch<Cost> jps;
    const NodeId start = size.indexOf({0, 0});
    const NodeId walledOff = size.indexOf({3, 1});
    EXPECT_TRUE(agree(astar, jps, grid, start, walledOff));
    EXPECT_TRUE(agree(astar, jps, grid, start, walledOff, {.allowPartial = true}));
    EXPECT_TRUE(agree(astar, jps, grid, start, start));
    EXPECT_TRUE(agree(astar, jps, grid, start, size.indexOf({2, 0})));  // a wall: Invalid
    const PathResult<Cost> p = jps.findPath(grid, start, walledOff, {.allowPartial = true});
    EXPECT_EQ(p.status, PathStatus::Partial);
    EXPECT_EQ(jps.findPath(grid, start, walledOff).status, PathStatus::NoPath);
}

TEST(JumpPointSearch, RecordsScannedCellsOnlyWhenAsked) {
    const GridSize size{16, 16};
    const GridDataSource<Cost> grid(size, std::vector<std::uint8_t>(256, 1),
                                    {DiagonalMode::NoCornerCutting, 10, 14});
    JumpPointSearch<Cost> jps;
    jps.findPath(grid, 0, 255);
    EXPECT_TRUE(jps.scannedCells().empty());
    jps.setRecordScannedCells(true);
    jps.findPath(grid, 0, 255);
    EXPECT_FALSE(jps.scannedCells().empty());
    EXPECT_EQ(jps.engine().visitOf(0), NodeVisit::Closed);
}

// The recorded cells are those each scan passed, in the order of the scans: up to the goal, up
// to a wall (not the wall), up to the grid's edge.
TEST(JumpPointSearch, RecordsTheCellsEachScanPassed) {
    std::vector<std::uint8_t> row(10, 1);
    row[6] = 0;
    const GridDataSource<Cost> grid({10, 1}, row, {DiagonalMode::NoCornerCutting, 10, 14});
    JumpPointSearch<Cost> jps(true);
    EXPECT_EQ(jps.findPath(grid, 2, 4).cost, 20);
    EXPECT_EQ(jps.scannedCells(), (std::vector<NodeId>{3, 4, 1, 0}));  // east, then west
    EXPECT_EQ(jps.findPath(grid, 3, 0).cost, 30);
    EXPECT_EQ(jps.scannedCells(), (std::vector<NodeId>{4, 5, 2, 1, 0}));
}

// Real-valued costs (1 and sqrt 2), as on the benchmark maps.
TEST(JumpPointSearch, SameCostsAsAStarWithRealCosts) {
    std::mt19937 rng(777);
    AStar<double> astar;
    JumpPointSearch<double> jps;
    for (const int wallPercent : {0, 10, 25, 40}) {
        for (int trial = 0; trial < 40; ++trial) {
            const RandomGrid g = randomGrid(rng, 30, 20, wallPercent, 0);
            const GridDataSource<double> grid(g.size, g.walkable,
                                              {DiagonalMode::NoCornerCutting, 1.0, std::sqrt(2.0)});
            std::uniform_int_distribution<NodeId> cell(0, grid.nodeCount() - 1);
            for (int q = 0; q < 10; ++q)
                ASSERT_TRUE(agree(astar, jps, grid, cell(rng), cell(rng)));
        }
    }
}

// JPS2 with the goal test across a turn: from the start, the diagonal walk's straight scans find
// the goal, which is generated at once; neither the turning cell nor any other cell is expanded.
TEST(JumpPointSearch, ReachesTheGoalAcrossATurnExpandingOnlyTheStartAndTheGoal) {
    const GridSize size{64, 64};
    const GridDataSource<Cost> grid(size, std::vector<std::uint8_t>(64 * 64, 1),
                                    {DiagonalMode::NoCornerCutting, 10, 14});
    JumpPointSearch<Cost> jps;
    for (const Tile goal : {Tile{63, 40}, Tile{5, 3}, Tile{2, 50}, Tile{0, 63}}) {
        const PathResult<Cost> r = jps.findPath(grid, size.indexOf({1, 1}), size.indexOf(goal));
        ASSERT_EQ(r.status, PathStatus::Found);
        EXPECT_EQ(r.expandedCount, 2) << goal.col << "," << goal.row;
        EXPECT_EQ(test::walkCost(grid, size.indexOf({1, 1}), r.path), r.cost);
    }
}

// A straight run then a turn round a wall end: the turning cell is a jump point (forced), the
// diagonal walk from it generates the goal; the path lists every cell, diagonal steps first.
TEST(JumpPointSearch, ListsEveryCellOfADiagonalThenStraightRun) {
    // S at (0,0), wall below row 0 from (0,1) to (3,1); the goal at (8,6).
    const GridSize size{10, 8};
    std::vector<std::uint8_t> open(80, 1);
    for (int c = 0; c < 4; ++c)
        open[static_cast<std::size_t>(size.indexOf({c, 1}))] = 0;
    const GridDataSource<Cost> grid(size, open, {DiagonalMode::NoCornerCutting, 10, 14});
    AStar<Cost> astar;
    JumpPointSearch<Cost> jps;
    ASSERT_TRUE(agree(astar, jps, grid, size.indexOf({0, 0}), size.indexOf({8, 6})));
    const PathResult<Cost> r = jps.findPath(grid, size.indexOf({0, 0}), size.indexOf({8, 6}));
    EXPECT_EQ(r.path.size(), 10u);  // east to (4,0), four diagonal steps, two down
    EXPECT_EQ(r.path.back(), size.indexOf({8, 6}));
}

// The stop cells of the costly cells' neighbourhoods follow the dogs: arriving, bribed (x1
// again) or moved, on one grid that is changed in place between queries, JPS keeps A*'s costs,
// and the special cells are exactly those with a dog in their 3x3 block.
TEST(JumpPointSearch, StopCellsFollowTheDogsWhenTheGridChangesInPlace) {
    std::mt19937 rng(2020);
    AStar<Cost> astar;
    JumpPointSearch<Cost> jps;
    for (int trial = 0; trial < 20; ++trial) {
        const RandomGrid g = randomGrid(rng, 70, 40, 15, 8);  // wider than a word
        GridDataSource<Cost> grid(g.size, g.walkable, {DiagonalMode::NoCornerCutting, 10, 14},
                                  g.multiplier);
        std::uniform_int_distribution<NodeId> cell(0, grid.nodeCount() - 1);
        for (int change = 0; change < 12; ++change) {
            const Tile t = g.size.tileAt(cell(rng));
            grid.setMultiplier(t, grid.multiplierAt(t) == 1 ? 10 : 1);
            for (NodeId n = 0; n < grid.nodeCount(); ++n) {
                const Tile at = g.size.tileAt(n);
                const auto costly = [&](int dcol, int drow) {
                    const Tile c = at + Offset{dcol, drow};
                    return g.size.contains(c) && grid.multiplierAt(c) != 1;
                };
                const bool rowStop = costly(0, 0) || costly(0, -1) || costly(0, 1);
                const bool columnStop = costly(0, 0) || costly(-1, 0) || costly(1, 0);
                ASSERT_EQ(grid.rowScanStopBits().test(at.row, at.col), rowStop) << n;
                ASSERT_EQ(grid.columnScanStopBits().test(at.col, at.row), columnStop) << n;
                ASSERT_EQ(grid.isSpecial(n), rowStop || columnStop) << n;
            }
            for (int q = 0; q < 10; ++q)
                ASSERT_TRUE(agree(astar, jps, grid, cell(rng), cell(rng)));
        }
    }
}

// The stop rules near costly cells hold for any multiplier >= 1 (docs/PERFORMANCE.md, "Jump point
// search notes"), not only the game's 10: multipliers from 1 to 40, costly cells alone, side by
// side and in blocks, with and without recording the scanned cells.
TEST(JumpPointSearch, SameCostsAsAStarForAnyMultiplierAtLeastOne) {
    std::mt19937 rng(1126);
    AStar<Cost> astar;
    JumpPointSearch<Cost> words;
    JumpPointSearch<Cost> recording(true);
    const Cost multipliers[] = {2, 3, 5, 10, 40};
    for (int trial = 0; trial < 150; ++trial) {
        RandomGrid g = randomGrid(rng, 20 + trial % 60, 12 + trial % 17, 5 * (trial % 6), 0);
        std::uniform_int_distribution<NodeId> cell(0, g.size.cellCount() - 1);
        const int costly = 1 + trial % 40;
        for (int i = 0; i < costly; ++i) {
            const Tile t = g.size.tileAt(cell(rng));
            const Cost m = multipliers[static_cast<std::size_t>(rng() % 5)];
            const int block = trial % 3;  // 1x1, 2x2 or 3x3 of one multiplier
            for (int dy = 0; dy <= block; ++dy) {
                for (int dx = 0; dx <= block; ++dx) {
                    if (g.size.contains(t + Offset{dx, dy}))
                        g.multiplier[static_cast<std::size_t>(g.size.indexOf(t + Offset{dx, dy}))] =
                            m;
                }
            }
        }
        const GridDataSource<Cost> grid(g.size, g.walkable, {DiagonalMode::NoCornerCutting, 10, 14},
                                        g.multiplier);
        for (int q = 0; q < 25; ++q) {
            const NodeId from = cell(rng);
            const NodeId to = cell(rng);
            ASSERT_TRUE(agree(astar, words, grid, from, to)) << trial;
            ASSERT_TRUE(agree(astar, recording, grid, from, to)) << trial;
        }
    }
}

// A special cell goes on only in the directions some cheapest path can take: a dog in the open,
// entered from the west, leads nowhere (going around it is cheaper than across), while in a
// corridor, where there is no way around, the search goes on past it.
TEST(JumpPointSearch, ADogIsCrossedOnlyWhereThereIsNoWayAround) {
    const GridSize size{9, 9};
    std::vector<Cost> multiplier(81, 1);
    const NodeId dog = size.indexOf({4, 4});
    multiplier[static_cast<std::size_t>(dog)] = 10;
    const auto successors = [&](const std::vector<std::uint8_t>& walkable) {
        const GridDataSource<Cost> grid(size, walkable, {DiagonalMode::NoCornerCutting, 10, 14},
                                        multiplier);
        const JumpPointGrid<Cost> jumps(grid, size.indexOf({8, 4}), nullptr);
        std::vector<NodeId> found;
        jumps.forEachSuccessor(dog, size.indexOf({0, 4}), Cost{},
                               [&](NodeId n, Cost) { found.push_back(n); });
        return found;
    };
    EXPECT_TRUE(successors(std::vector<std::uint8_t>(81, 1)).empty());

    std::vector<std::uint8_t> corridor(81, 0);
    for (int col = 0; col < 9; ++col)
        corridor[static_cast<std::size_t>(size.indexOf({col, 4}))] = 1;
    EXPECT_EQ(successors(corridor), std::vector<NodeId>{size.indexOf({8, 4})});
}

// Orthogonal last: a special cell entered by a straight step does not turn diagonally ahead
// when the diagonal step first, from the cell before, then the straight one, costs no more. Here
// the cell beside a dog is entered from the west with the goal up-right: the turn at the cell is
// dropped (the search turns one cell earlier for the same cost), unless the cell the twin path
// crosses costs more (a second dog there), when the turn is the cheapest way and is kept.
TEST(JumpPointSearch, ASpecialCellTurnsDiagonallyOnlyWhenTheDiagonalFirstTwinCostsMore) {
    const GridSize size{9, 9};
    const NodeId besideDog = size.indexOf({4, 4});
    const NodeId goal = size.indexOf({6, 2});  // two diagonal steps up-right of it
    const auto successors = [&](const std::vector<Tile>& dogs) {
        std::vector<Cost> multiplier(81, 1);
        for (const Tile t : dogs)
            multiplier[static_cast<std::size_t>(size.indexOf(t))] = 10;
        const GridDataSource<Cost> grid(size, std::vector<std::uint8_t>(81, 1),
                                        {DiagonalMode::NoCornerCutting, 10, 14}, multiplier);
        const JumpPointGrid<Cost> jumps(grid, goal, nullptr);
        std::vector<NodeId> found;
        jumps.forEachSuccessor(besideDog, size.indexOf({0, 4}), Cost{},
                               [&](NodeId n, Cost) { found.push_back(n); });
        return found;
    };
    // The diagonal walk up-right stops on the goal, or on the cell before it when that is beside
    // a dog.
    const NodeId walkStop = size.indexOf({5, 3});
    const auto turnsUpRight = [&](const std::vector<NodeId>& found) {
        return std::find(found.begin(), found.end(), goal) != found.end() ||
               std::find(found.begin(), found.end(), walkStop) != found.end();
    };
    EXPECT_FALSE(turnsUpRight(successors({{4, 5}})));
    EXPECT_TRUE(turnsUpRight(successors({{4, 5}, {4, 3}})));

    // Either way the search finds the cheapest path.
    AStar<Cost> astar;
    JumpPointSearch<Cost> jps;
    for (const std::vector<Tile>& dogs :
         {std::vector<Tile>{{4, 5}}, std::vector<Tile>{{4, 5}, {4, 3}}}) {
        std::vector<Cost> multiplier(81, 1);
        for (const Tile t : dogs)
            multiplier[static_cast<std::size_t>(size.indexOf(t))] = 10;
        const GridDataSource<Cost> grid(size, std::vector<std::uint8_t>(81, 1),
                                        {DiagonalMode::NoCornerCutting, 10, 14}, multiplier);
        EXPECT_TRUE(agree(astar, jps, grid, size.indexOf({0, 4}), goal));
    }
}

// Recording the scanned cells changes no answer.
TEST(JumpPointSearch, SameCostsWhenRecordingScannedCells) {
    std::mt19937 rng(31);
    AStar<Cost> astar;
    JumpPointSearch<Cost> jps(true);
    for (int trial = 0; trial < 60; ++trial) {
        const RandomGrid g = randomGrid(rng, 40, 30, 10 * (trial % 5), trial % 7);
        const GridDataSource<Cost> grid(g.size, g.walkable, {DiagonalMode::NoCornerCutting, 10, 14},
                                        g.multiplier);
        std::uniform_int_distribution<NodeId> cell(0, grid.nodeCount() - 1);
        for (int q = 0; q < 10; ++q)
            ASSERT_TRUE(agree(astar, jps, grid, cell(rng), cell(rng)));
    }
}

// Real costs with dogs (the weighted benchmark's grid, small): JPS keeps A*'s costs.
TEST(JumpPointSearch, SameCostsAsAStarWithRealCostsAndDogs) {
    std::mt19937 rng(4242);
    AStar<double> astar;
    JumpPointSearch<double> jps;
    for (const int wallPercent : {0, 10, 30}) {
        for (int trial = 0; trial < 30; ++trial) {
            const RandomGrid g = randomGrid(rng, 90, 20, wallPercent, 12);
            const std::vector<double> multiplier(g.multiplier.begin(), g.multiplier.end());
            const GridDataSource<double> grid(g.size, g.walkable, movingAiExactMovement(),
                                              multiplier);
            std::uniform_int_distribution<NodeId> cell(0, grid.nodeCount() - 1);
            for (int q = 0; q < 10; ++q)
                ASSERT_TRUE(agree(astar, jps, grid, cell(rng), cell(rng)));
        }
    }
}

}  // namespace
}  // namespace catmaze
