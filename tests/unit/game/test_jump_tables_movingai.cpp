// Jump point search on jump tables (JumpTablesUse::Always) against the same search on scans
// (Never) on the Moving AI maps: the same status, cost, expansions and path for a sample of each
// scenario, without and with dogs, and after dogs are bribed between searches (local updates).

#include <gtest/gtest.h>

#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "catmaze/level/movingai.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_search.hpp"

namespace catmaze {
namespace {

TEST(JumpTableSearch, SameSearchAsScansOnTheMovingAiMapsWithAndWithoutDogs) {
    const std::filesystem::path dir = std::filesystem::path(CATMAZE_TEST_DATA) / "movingai";
    JumpPointSearch<double> scans(false, JumpTablesUse::Never);
    JumpPointSearch<double> tables(false, JumpTablesUse::Always);
    std::mt19937 rng(31);
    for (const char* name : {"arena.map", "den312d.map", "arena2.map", "8room_000.map",
                             "Berlin_0_512.map", "maze512-1-0.map", "random512-10-0.map"}) {
        const auto map = loadMovingAiMap(dir / name);
        const auto scen = loadMovingAiScenario(dir / (std::string(name) + ".scen"));
        ASSERT_TRUE(map.ok() && scen.ok()) << name;
        GridDataSource<double> grid(map.value->size, map.value->passable, movingAiMovement());
        const std::vector<MovingAiProblem>& problems = *scen.value;
        std::uniform_int_distribution<NodeId> cell(0, grid.nodeCount() - 1);
        for (const int round : {0, 1, 2}) {
            if (round == 1) {  // dogs on 1 % of the cells
                for (NodeId k = 0; k < grid.nodeCount() / 100; ++k)
                    grid.setMultiplier(grid.size().tileAt(cell(rng)), 10.0);
            } else if (round == 2) {  // a few bribed: local updates
                for (int k = 0; k < 5; ++k) {
                    const NodeId n = cell(rng);
                    if (grid.multiplierAt(grid.size().tileAt(n)) != 1.0)
                        grid.setMultiplier(grid.size().tileAt(n), 1.0);
                    grid.setMultiplier(grid.size().tileAt(cell(rng)), 10.0);
                }
            }
            constexpr std::size_t kSample = 25;
            for (std::size_t k = 0; k < kSample; ++k) {
                const MovingAiProblem& p = problems[k * (problems.size() - 1) / (kSample - 1)];
                const NodeId start = map.value->size.indexOf(p.start);
                const NodeId goal = map.value->size.indexOf(p.goal);
                const PathResult<double> a = scans.findPath(grid, start, goal);
                const PathResult<double> b = tables.findPath(grid, start, goal);
                ASSERT_TRUE(tables.lastSearchUsedTables()) << name;
                EXPECT_EQ(a.status, b.status) << name << " round " << round << " problem " << k;
                EXPECT_EQ(a.cost, b.cost) << name << " round " << round << " problem " << k;
                EXPECT_EQ(a.expandedCount, b.expandedCount) << name << " round " << round;
                EXPECT_EQ(a.path, b.path) << name << " round " << round << " problem " << k;
            }
        }
    }
}

}  // namespace
}  // namespace catmaze
