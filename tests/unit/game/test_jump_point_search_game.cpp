// Jump point search against the A* engine on the game's grids: random grids of every obstacle
// density and dog count with the cat's diagonal rule, the Moving AI benchmark maps, and every
// campaign level (with its dogs) from the cat's start to every tile.

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "catmaze/game/game.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/movingai.hpp"
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
