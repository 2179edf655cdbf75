// Jump point search against the A* engine: the same status and the same cost on every query,
// and a path made of legal moves that costs what it says. Random grids of every obstacle
// density and dog count in both connectivities, the Moving AI benchmark maps, and every
// campaign level (with its dogs) from the cat's start to every tile.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "catmaze/game/game.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/movingai.hpp"
#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_search.hpp"

namespace catmaze {
namespace {

using Cost = std::int64_t;

// The cost of walking `path` from `start` on `grid`, or -1 when a step is not a legal move.
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

// Runs both searches from `start` to `goal` and checks they agree; returns false on the first
// disagreement (after recording it) so loops can stop early.
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

struct RandomGrid {
    GridSize size;
    std::vector<std::uint8_t> walkable;
    std::vector<Cost> multiplier;
};

RandomGrid randomGrid(std::mt19937& rng, int width, int height, int wallPercent, int dogs) {
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

// Random grids: every density from empty to mostly wall, no dog to many dogs, both
// connectivities (4-connected runs A*: the costs must still be the same).
TEST(JumpPointSearch, SameCostsAsAStarOnRandomGridsWithDogs) {
    std::mt19937 rng(12345);
    AStar<Cost> astar;
    JumpPointSearch<Cost> jps;
    int queries = 0;
    for (const bool diagonal : {true, false}) {
        for (const int wallPercent : {0, 5, 10, 20, 30, 40, 50}) {
            for (const int dogs : {0, 1, 2, 5, 15, 60}) {
                for (int trial = 0; trial < 12; ++trial) {
                    std::uniform_int_distribution<int> side(1, 24);
                    const RandomGrid g = randomGrid(rng, side(rng), side(rng), wallPercent, dogs);
                    const GridDataSource<Cost> grid(g.size, g.walkable,
                                                    {catDiagonal(diagonal), 10, 14}, g.multiplier);
                    std::uniform_int_distribution<NodeId> cell(0, grid.nodeCount() - 1);
                    for (int q = 0; q < 8; ++q) {
                        ++queries;
                        const PathOptions options{.allowPartial = q % 4 == 3};
                        ASSERT_TRUE(agree(astar, jps, grid, cell(rng), cell(rng), options))
                            << "walls " << wallPercent << "% dogs " << dogs << " diagonal "
                            << diagonal << " size " << g.size.width << "x" << g.size.height;
                    }
                }
            }
        }
    }
    EXPECT_GT(queries, 7000);
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

// The benchmark maps: a sample of each scenario, against A* and the file's optimal length.
TEST(JumpPointSearch, MatchesAStarAndTheOptimalLengthsOnTheMovingAiMaps) {
    const std::filesystem::path dir = std::filesystem::path(CATMAZE_TEST_DATA) / "movingai";
    AStar<double> astar;
    JumpPointSearch<double> jps;
    for (const char* name : {"arena.map", "den312d.map", "arena2.map", "8room_000.map",
                             "Berlin_0_512.map", "maze512-1-0.map", "random512-10-0.map"}) {
        const auto map = loadMovingAiMap(dir / name);
        const auto scen = loadMovingAiScenario(dir / (std::string(name) + ".scen"));
        ASSERT_TRUE(map.ok() && scen.ok()) << name;
        const GridDataSource<double> grid(map.value->size, map.value->passable, movingAiMovement());
        const std::vector<MovingAiProblem>& problems = *scen.value;
        constexpr std::size_t kSample = 25;
        for (std::size_t k = 0; k < kSample; ++k) {
            const MovingAiProblem& p = problems[k * (problems.size() - 1) / (kSample - 1)];
            const NodeId start = map.value->size.indexOf(p.start);
            const NodeId goal = map.value->size.indexOf(p.goal);
            ASSERT_TRUE(agree(astar, jps, grid, start, goal)) << name;
            const PathResult<double> r = jps.findPath(grid, start, goal);
            EXPECT_NEAR(r.cost, p.optimalLength, 1e-4) << name << " problem " << k;
        }
    }
}

// Every campaign level as the game sees it (walls, dogs x10), with and without diagonals, from
// the cat's start to every tile.
TEST(JumpPointSearch, SameCostsAsAStarOnEveryCampaignLevel) {
    const std::filesystem::path levels = std::filesystem::path(CATMAZE_SOURCE_DIR) / "levels";
    const CampaignLoad campaign = loadCampaign(levels / "campaign.json");
    ASSERT_TRUE(campaign.ok());
    ASSERT_FALSE(campaign.campaign.levels.empty());
    AStar<Cost> astar;
    JumpPointSearch<Cost> jps;
    for (const auto& file : campaign.campaign.levels) {
        const LevelLoadResult level = loadLevelFile(file);
        ASSERT_TRUE(level.ok()) << file;
        for (const bool diagonal : {true, false}) {
            const CatGrid grid = makeCatGrid(*level.level, catDiagonal(diagonal));
            const NodeId start = level.level->size.indexOf(level.level->catStart());
            for (NodeId goal = 0; goal < grid.nodeCount(); ++goal)
                ASSERT_TRUE(agree(astar, jps, grid, start, goal)) << file;
        }
    }
}

}  // namespace
}  // namespace catmaze
