// Landmarks (grid_landmarks.hpp): their bounds never exceed the cheapest cost and are
// consistent, whatever the dogs; they are exact from a landmark; they go in the grid's largest
// part; they fit only the grid and walls they were built for; and jump point search estimating
// with them finds the same costs as A*, before and after dogs are bribed. The Moving AI maps
// (fewer expansions) are in game/test_landmarks_movingai.cpp.

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <random>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_landmarks.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_search.hpp"

#include "search_agreement.hpp"

namespace catmaze {
namespace {

using Cost = std::int64_t;

using test::agree;
using test::randomGrid;
using test::RandomGrid;

GridDataSource<Cost> gridOf(const RandomGrid& g) {
    return {g.size, g.walkable, {DiagonalMode::NoCornerCutting, 10, 14}, g.multiplier};
}

// The cheapest costs from `start` to every cell (-1 where unreachable), by the engine's Dijkstra.
std::vector<Cost> costsFrom(const GridDataSource<Cost>& grid, NodeId start) {
    std::vector<Cost> cost(static_cast<std::size_t>(grid.nodeCount()), -1);
    AStar<Cost> flood;
    flood.explore(grid, start, [&](NodeId node, Cost c) {
        cost[static_cast<std::size_t>(node)] = c;
        return ExploreStep::Expand;
    });
    return cost;
}

TEST(GridLandmarks, BoundsNeverExceedTheCheapestCostAndAreConsistentWhateverTheDogs) {
    std::mt19937 rng(7);
    for (int round = 0; round < 30; ++round) {
        const RandomGrid g = randomGrid(rng, 24, 18, 25, round % 3 == 0 ? 0 : 20);
        const GridDataSource<Cost> grid = gridOf(g);
        GridLandmarks<Cost> landmarks;
        landmarks.build(grid, 4);
        ASSERT_TRUE(landmarks.fits(grid));
        // Against the cheapest cost from a sample of starts (each flooded from) to every cell.
        for (NodeId from = round; from < grid.nodeCount(); from += 29) {
            if (!grid.isWalkable(from))
                continue;
            const std::vector<Cost> real = costsFrom(grid, from);
            for (NodeId goal = 0; goal < grid.nodeCount(); ++goal) {
                const Cost bound = landmarks.lowerBound(from, goal);
                EXPECT_GE(bound, 0);
                if (real[static_cast<std::size_t>(goal)] >= 0) {
                    EXPECT_LE(bound, real[static_cast<std::size_t>(goal)])
                        << "round " << round << " from " << from << " to " << goal;
                }
            }
        }
        // Consistent: along every move the bound drops by at most the move's cost.
        std::vector<NodeId> next;
        for (NodeId goal = round; goal < grid.nodeCount(); goal += 37) {
            for (NodeId n = 0; n < grid.nodeCount(); ++n) {
                if (!grid.isWalkable(n))
                    continue;
                next.clear();
                grid.walkableNeighbours(n, next);
                for (const NodeId m : next) {
                    EXPECT_LE(landmarks.lowerBound(n, goal),
                              grid.moveCost(n, m) + landmarks.lowerBound(m, goal))
                        << "round " << round << " move " << n << " -> " << m;
                }
            }
        }
    }
}

TEST(GridLandmarks, FromALandmarkTheBoundIsTheCostAtBaseCosts) {
    std::mt19937 rng(11);
    const RandomGrid g = randomGrid(rng, 30, 20, 20, 0);
    const GridDataSource<Cost> grid = gridOf(g);
    GridLandmarks<Cost> landmarks;
    landmarks.build(grid, 3);
    ASSERT_EQ(landmarks.landmarks().size(), 3u);
    for (const NodeId landmark : landmarks.landmarks()) {
        const std::vector<Cost> real = costsFrom(grid, landmark);
        for (NodeId n = 0; n < grid.nodeCount(); ++n) {
            if (real[static_cast<std::size_t>(n)] >= 0) {
                EXPECT_EQ(landmarks.lowerBound(landmark, n), real[static_cast<std::size_t>(n)]);
            }
        }
    }
}

TEST(GridLandmarks, GoInTheLargestPartFarthestApart) {
    // A 3-cell pocket in the top-left corner, walled off from a 10 x 6 room.
    const GridSize size{12, 8};
    std::vector<std::uint8_t> open(static_cast<std::size_t>(size.cellCount()), 0);
    for (const Tile t : {Tile{0, 0}, Tile{1, 0}, Tile{0, 1}})
        open[static_cast<std::size_t>(size.indexOf(t))] = 1;
    for (int row = 2; row < 8; ++row) {
        for (int col = 2; col < 12; ++col)
            open[static_cast<std::size_t>(size.indexOf({col, row}))] = 1;
    }
    const GridDataSource<Cost> grid(size, open, {DiagonalMode::NoCornerCutting, 10, 14});
    GridLandmarks<Cost> landmarks;
    landmarks.build(grid, 2);
    ASSERT_EQ(landmarks.landmarks().size(), 2u);
    // Farthest first: two opposite corners of the room.
    const Tile a = size.tileAt(landmarks.landmarks()[0]);
    const Tile b = size.tileAt(landmarks.landmarks()[1]);
    EXPECT_GE(a.row, 2);
    EXPECT_GE(b.row, 2);
    EXPECT_EQ(std::abs(a.col - b.col), 9);
    EXPECT_EQ(std::abs(a.row - b.row), 5);
    // Across the two parts no landmark says anything: the bound is 0.
    EXPECT_EQ(landmarks.lowerBound(size.indexOf({0, 0}), size.indexOf({11, 7})), 0);
}

TEST(GridLandmarks, FitTheGridTheyWereBuiltForWhileItsWallsAndMovementAreAsBuilt) {
    std::mt19937 rng(3);
    const RandomGrid g = randomGrid(rng, 16, 16, 10, 8);
    GridDataSource<Cost> grid = gridOf(g);
    GridLandmarks<Cost> landmarks;
    EXPECT_FALSE(landmarks.fits(grid));
    landmarks.build(grid, 4);
    EXPECT_TRUE(landmarks.fits(grid));
    const GridDataSource<Cost> copy = grid;
    EXPECT_FALSE(landmarks.fits(copy));
    grid.setMultiplier({3, 3}, 10);  // a dog placed, then bribed: the bounds still hold
    grid.setMultiplier({3, 3}, 1);
    EXPECT_TRUE(landmarks.fits(grid));
    grid.setWalkable({4, 4}, !grid.walkableTile({4, 4}));
    EXPECT_FALSE(landmarks.fits(grid));
    landmarks.build(grid, 4);
    EXPECT_TRUE(landmarks.fits(grid));
    const GridMovement<Cost> built = grid.movement();
    grid.setMovement({DiagonalMode::NoCornerCutting, 10, 15});
    EXPECT_FALSE(landmarks.fits(grid));
    grid.setMovement(built);  // switched back (the game's diagonal toggle): they hold again
    EXPECT_TRUE(landmarks.fits(grid));
    grid.setMovement({built.diagonal, built.straightCost, built.diagonalCost + 1});
    EXPECT_FALSE(landmarks.fits(grid));  // the same rule at other costs
}

TEST(GridLandmarks, JumpPointSearchWithThemFindsTheCheapestPathsAsDogsComeAndGo) {
    std::mt19937 rng(19);
    AStar<Cost> astar;
    JumpPointSearch<Cost> jps(false, JumpTablesUse::Never);
    JumpPointSearch<Cost> tables(false, JumpTablesUse::Always);
    for (int round = 0; round < 20; ++round) {
        const RandomGrid g = randomGrid(rng, 40, 30, 30, 40);
        GridDataSource<Cost> grid = gridOf(g);
        GridLandmarks<Cost> landmarks;
        landmarks.build(grid, 6);
        jps.setLandmarks(&landmarks);
        tables.setLandmarks(&landmarks);
        std::uniform_int_distribution<NodeId> cell(0, grid.nodeCount() - 1);
        for (int k = 0; k < 40; ++k) {
            if (k % 10 == 5) {  // dogs bribed and new ones placed: the landmarks still fit
                for (int d = 0; d < 5; ++d) {
                    grid.setMultiplier(grid.size().tileAt(cell(rng)), 1);
                    grid.setMultiplier(grid.size().tileAt(cell(rng)), 10);
                }
            }
            const NodeId start = cell(rng);
            const NodeId goal = cell(rng);
            if (!grid.isWalkable(start) || !grid.isWalkable(goal))
                continue;
            ASSERT_TRUE(agree(astar, jps, grid, start, goal)) << "round " << round;
            ASSERT_TRUE(agree(astar, tables, grid, start, goal)) << "round " << round;
            EXPECT_TRUE(jps.lastSearchUsedLandmarks());
            EXPECT_TRUE(tables.lastSearchUsedLandmarks());
        }
        // A wall moved: the landmarks no longer fit, and the search does without them.
        grid.setWalkable(grid.size().tileAt(cell(rng)), true);
        const NodeId start = cell(rng);
        const NodeId goal = cell(rng);
        if (grid.isWalkable(start) && grid.isWalkable(goal)) {
            ASSERT_TRUE(agree(astar, jps, grid, start, goal));
            EXPECT_FALSE(jps.lastSearchUsedLandmarks());
        }
    }
}

TEST(GridLandmarks, ALandmarkWhoseCostsOverflow32BitsIsLeftOutEverywhereSoSearchesStayOptimal) {
    // Steps of 10^8: paths of more than 21 steps cost more than 2^31 - 1.
    std::mt19937 rng(29);
    AStar<Cost> astar;
    JumpPointSearch<Cost> jps(false, JumpTablesUse::Never);
    JumpPointSearch<Cost> fourWay(false, JumpTablesUse::Never);
    for (int round = 0; round < 10; ++round) {
        const RandomGrid g = randomGrid(rng, 30, 24, 20, 10);
        const GridDataSource<Cost> grid(g.size, g.walkable,
                                        {DiagonalMode::NoCornerCutting, 100'000'000, 140'000'000},
                                        g.multiplier);
        const GridDataSource<Cost> grid4(
            g.size, g.walkable, {DiagonalMode::Never, 100'000'000, 140'000'000}, g.multiplier);
        GridLandmarks<Cost> landmarks;
        GridLandmarks<Cost> landmarks4;
        landmarks.build(grid, 6);
        landmarks4.build(grid4, 6);
        jps.setLandmarks(&landmarks);
        fourWay.setLandmarks(&landmarks4);
        std::uniform_int_distribution<NodeId> cell(0, grid.nodeCount() - 1);
        for (int k = 0; k < 60; ++k) {
            const NodeId start = cell(rng);
            const NodeId goal = cell(rng);
            if (!grid.isWalkable(start) || !grid.isWalkable(goal))
                continue;
            ASSERT_TRUE(agree(astar, jps, grid, start, goal)) << "round " << round;
            ASSERT_TRUE(agree(astar, fourWay, grid4, start, goal)) << "round " << round;
            // Consistent: along every move the bound drops by at most the move's cost.
            grid.forEachNeighbour(start, [&](NodeId next, Cost cost) {
                EXPECT_LE(landmarks.lowerBound(start, goal),
                          cost + landmarks.lowerBound(next, goal));
            });
        }
    }
}

TEST(GridLandmarks, TighteningIsOneOnAnOpenRoomAndHighWhereWallsMakeDetours) {
    const GridSize size{40, 30};
    std::vector<std::uint8_t> open(static_cast<std::size_t>(size.cellCount()), 1);
    const GridDataSource<Cost> room(size, open, {DiagonalMode::Never, 10, 14});
    GridLandmarks<Cost> roomLandmarks;
    roomLandmarks.build(room, 8);
    EXPECT_DOUBLE_EQ(roomLandmarks.tightening(room), 1.0);  // the estimate is already exact
    // A comb: every fourth column a wall, open at the bottom and the top in turn.
    for (int col = 3; col < size.width - 1; col += 4) {
        const bool openAtTheBottom = (col / 4) % 2 == 0;
        for (int row = openAtTheBottom ? 0 : 1; row < (openAtTheBottom ? 29 : 30); ++row)
            open[static_cast<std::size_t>(size.indexOf({col, row}))] = 0;
    }
    const GridDataSource<Cost> comb(size, open, {DiagonalMode::Never, 10, 14});
    GridLandmarks<Cost> combLandmarks;
    combLandmarks.build(comb, 8);
    EXPECT_GT(combLandmarks.tightening(comb), 2.0);
}

TEST(GridLandmarks, AStarWithThemOnAFourWayGridFindsTheCheapestPathsAndTheSamePartialPaths) {
    std::mt19937 rng(23);
    AStar<Cost> astar;
    JumpPointSearch<Cost> engine(false, JumpTablesUse::Never);  // 4-way: it runs A*
    for (int round = 0; round < 20; ++round) {
        const RandomGrid g = randomGrid(rng, 40, 30, 30, 40);
        const GridDataSource<Cost> grid(g.size, g.walkable, {DiagonalMode::Never, 10, 14},
                                        g.multiplier);
        ASSERT_FALSE(JumpPointSearch<Cost>::supports(grid));
        GridLandmarks<Cost> landmarks;
        landmarks.build(grid, 6);
        engine.setLandmarks(&landmarks);
        std::uniform_int_distribution<NodeId> cell(0, grid.nodeCount() - 1);
        for (int k = 0; k < 40; ++k) {
            const NodeId start = cell(rng);
            const NodeId goal = cell(rng);
            if (!grid.isWalkable(start) || !grid.isWalkable(goal))
                continue;
            ASSERT_TRUE(agree(astar, engine, grid, start, goal)) << "round " << round;
            EXPECT_TRUE(engine.lastSearchUsedLandmarks());
            // Partial answers (30 % walls leave pockets) are the plain grid's, path and all.
            PathResult<Cost> plain;
            PathResult<Cost> with;
            astar.findPath(grid, start, goal, plain, {.allowPartial = true});
            engine.findPath(grid, start, goal, with, {.allowPartial = true});
            ASSERT_EQ(with.status, plain.status);
            EXPECT_EQ(with.cost, plain.cost);
            if (plain.status == PathStatus::Partial) {
                EXPECT_EQ(with.path, plain.path);
            }
        }
    }
}

}  // namespace
}  // namespace catmaze
