// What GridDataSource checks where its data comes in (issue 35): its flags and multipliers must
// match its size, its step costs must be finite and > 0, its multipliers finite and >= 1, and the
// tiles its setters take must be on the grid. Each breach throws, naming the bad value, before
// anything changes (before, a 10x10 grid's setWalkable({50, 50}) wrote past the end of its
// flags, and step costs of -10/-14 or multipliers of 0.1 gave A* and JPS wrong paths).

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_landmarks.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/grid_sweep.hpp"
#include "catmaze/search/jump_point_search.hpp"
#include "catmaze/search/landmark_grid.hpp"

namespace catmaze {
namespace {

constexpr GridSize kTenByTen{10, 10};

std::vector<std::uint8_t> openFlags(std::size_t count) {
    return std::vector<std::uint8_t>(count, 1);
}

// Runs `make`, which must throw `Error` whose message holds every one of `texts`.
template <class Error, class Make>
void expectGridRefusal(Make&& make, const std::vector<std::string>& texts) {
    try {
        make();
        ADD_FAILURE() << "nothing was thrown";
    } catch (const Error& e) {
        const std::string message = e.what();
        for (const std::string& text : texts)
            EXPECT_NE(message.find(text), std::string::npos) << message << " lacks " << text;
    }
}

TEST(GridContracts, FlagsAndMultipliersMustMatchTheSize) {
    expectGridRefusal<std::invalid_argument>(
        [] { GridDataSource<double>(kTenByTen, openFlags(10), movingAiMovement()); },
        {"10 walkable flags", "10x10", "100 cells"});
    expectGridRefusal<std::invalid_argument>(
        [] { GridDataSource<double>(kTenByTen, openFlags(101), movingAiMovement()); },
        {"101 walkable flags"});
    expectGridRefusal<std::invalid_argument>(
        [] {
            GridDataSource<double>(kTenByTen, openFlags(100), movingAiMovement(),
                                   std::vector<double>(99, 1.0));
        },
        {"99 multipliers"});
    expectGridRefusal<std::invalid_argument>(
        [] {
            GridDataSource<double>(GridSize{-1, -1}, openFlags(1), movingAiMovement());
        },
        {"negative", "-1x-1"});
}

TEST(GridContracts, StepCostsMustBeFiniteAndPositive) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    expectGridRefusal<std::invalid_argument>(
        [] {
            GridDataSource<int>(kTenByTen, openFlags(100),
                                GridMovement<int>{DiagonalMode::NoCornerCutting, -10, -14});
        },
        {"-10", "-14"});
    for (const double bad : {0.0, -1.0, nan, std::numeric_limits<double>::infinity()}) {
        expectGridRefusal<std::invalid_argument>(
            [bad] {
                GridDataSource<double>(kTenByTen, openFlags(100),
                                       GridMovement<double>{DiagonalMode::Never, 1.0, bad});
            },
            {"step costs", "(diagonal)"});
    }
    GridDataSource<double> grid(kTenByTen, openFlags(100), movingAiMovement());
    expectGridRefusal<std::invalid_argument>(
        [&] {
            grid.setMovement(GridMovement<double>{DiagonalMode::Never, 0.0, 1.0});
        },
        {"setMovement", "0 (straight)"});
    EXPECT_EQ(grid.movement(), movingAiMovement());  // left as it was
}

TEST(GridContracts, MultipliersMustBeFiniteAndAtLeastOne) {
    std::vector<double> multipliers(100, 1.0);
    multipliers[23] = 0.1;  // the cell (3,2)
    expectGridRefusal<std::invalid_argument>(
        [&] { GridDataSource<double>(kTenByTen, openFlags(100), movingAiMovement(), multipliers); },
        {"(3,2)", "0.1", ">= 1"});
    GridDataSource<double> grid(kTenByTen, openFlags(100), movingAiMovement());
    for (const double bad : {0.5, 0.0, -2.0, std::numeric_limits<double>::quiet_NaN(),
                             std::numeric_limits<double>::infinity()}) {
        expectGridRefusal<std::invalid_argument>(
            [&] {
                grid.setMultiplier({4, 4}, bad);
            },
            {"setMultiplier", "(4,4)"});
    }
    EXPECT_EQ(grid.multiplierAt({4, 4}), 1.0);
    EXPECT_FALSE(grid.hasCostlyCells());
    EXPECT_EQ(grid.revision(), 0u);  // nothing changed
}

TEST(GridContracts, SettersTakeOnlyTilesOnTheGrid) {
    GridDataSource<double> grid(kTenByTen, openFlags(100), movingAiMovement());
    expectGridRefusal<std::out_of_range>(
        [&] {
            grid.setWalkable({50, 50}, false);
        },
        {"setWalkable", "(50,50)", "10x10"});
    expectGridRefusal<std::out_of_range>([&] { grid.setWalkable({-1, 0}, false); }, {"(-1,0)"});
    expectGridRefusal<std::out_of_range>(
        [&] {
            grid.setMultiplier({10, 0}, 2.0);
        },
        {"setMultiplier", "(10,0)"});
    expectGridRefusal<std::out_of_range>(
        [&] {
            (void)grid.multiplierAt({0, 10});
        },
        {"multiplierAt", "(0,10)"});
    EXPECT_EQ(grid.revision(), 0u);
    EXPECT_EQ(grid.walkableCells(), openFlags(100));
}

TEST(GridContracts, SweepsAndLandmarkGridsStartFromWalkableCells) {
    std::vector<std::uint8_t> flags = openFlags(100);
    flags[5] = 0;
    const GridDataSource<double> grid(kTenByTen, flags, movingAiMovement());
    GridSweep<double> sweep;
    std::vector<double> costs;
    for (const NodeId bad : {NodeId{-1}, NodeId{100}, NodeId{5}}) {
        expectGridRefusal<std::out_of_range>([&] { sweep.run(grid, bad, costs); },
                                             {"GridSweep::run", std::to_string(bad)});
    }
    EXPECT_EQ(sweep.run(grid, 0, costs), 99);

    GridLandmarks<double> landmarks;
    landmarks.build(grid, 2);
    expectGridRefusal<std::out_of_range>([&] { LandmarkGrid<double>(grid, landmarks, 5); },
                                         {"the goal 5"});
    const GridDataSource<double> other = grid;  // another grid object: not what they were built for
    expectGridRefusal<std::invalid_argument>([&] { LandmarkGrid<double>(other, landmarks, 0); },
                                             {"not built for this grid"});
    AStar<double> engine;
    EXPECT_EQ(engine.findPath(LandmarkGrid<double>(grid, landmarks, 99), 0, 99).status,
              PathStatus::Found);
}

TEST(GridContracts, AValidGridStillSearchesAsBefore) {
    std::vector<double> multipliers(100, 1.0);
    multipliers[11] = 3.0;
    const GridDataSource<double> grid(kTenByTen, openFlags(100), movingAiMovement(), multipliers);
    AStar<double> astar;
    JumpPointSearch<double> jps;
    const PathResult<double> a = astar.findPath(grid, 0, 99);
    const PathResult<double> j = jps.findPath(grid, 0, 99);
    ASSERT_EQ(a.status, PathStatus::Found);
    ASSERT_EQ(j.status, PathStatus::Found);
    EXPECT_NEAR(a.cost, 8 * std::sqrt(2.0) + 2, 1e-9);  // round the costly cell (1,1)
    EXPECT_NEAR(j.cost, a.cost, 1e-9);
}

}  // namespace
}  // namespace catmaze
