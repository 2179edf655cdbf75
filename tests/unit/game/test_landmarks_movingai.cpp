// Jump point search estimating with landmarks (grid_landmarks.hpp) on the Moving AI maps: the
// optimal length of every sampled scenario problem, and far fewer expansions than with the
// octile estimate alone on the maps where walls make the way round long.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "catmaze/level/movingai.hpp"
#include "catmaze/search/grid_landmarks.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_search.hpp"

namespace catmaze {
namespace {

TEST(LandmarksOnMovingAiMaps, OptimalWithAtMostHalfTheExpansionsOnRoomsCitiesAndMazes) {
    const std::filesystem::path dir = std::filesystem::path(CATMAZE_TEST_DATA) / "movingai";
    for (const char* name : {"8room_000.map", "Berlin_0_512.map", "maze512-1-0.map",
                             "random512-10-0.map", "arena2.map"}) {
        const auto map = loadMovingAiMap(dir / name);
        const auto scen = loadMovingAiScenario(dir / (std::string(name) + ".scen"));
        ASSERT_TRUE(map.ok() && scen.ok()) << name;
        const GridDataSource<double> grid(map.value->size, map.value->passable,
                                          movingAiExactMovement());
        GridLandmarks<double> landmarks;
        landmarks.build(grid, GridLandmarks<double>::kDefaultCount);
        JumpPointSearch<double> octile(false, JumpTablesUse::Never);
        JumpPointSearch<double> withLandmarks(false, JumpTablesUse::Never);
        withLandmarks.setLandmarks(&landmarks);
        const std::vector<MovingAiProblem>& problems = *scen.value;
        std::int64_t expandedOctile = 0;
        std::int64_t expandedLandmarks = 0;
        constexpr std::size_t kSample = 40;  // spread over the list: short to long
        for (std::size_t k = 0; k < kSample; ++k) {
            const MovingAiProblem& p = problems[k * (problems.size() - 1) / (kSample - 1)];
            const NodeId start = map.value->size.indexOf(p.start);
            const NodeId goal = map.value->size.indexOf(p.goal);
            const PathResult<double> a = octile.findPath(grid, start, goal);
            const PathResult<double> b = withLandmarks.findPath(grid, start, goal);
            ASSERT_TRUE(withLandmarks.lastSearchUsedLandmarks());
            ASSERT_TRUE(b.reachedGoal()) << name << " problem " << k;
            EXPECT_NEAR(b.cost, p.optimalLength, 1e-6) << name << " problem " << k;
            EXPECT_EQ(a.cost, b.cost) << name << " problem " << k;
            expandedOctile += a.expandedCount;
            expandedLandmarks += b.expandedCount;
        }
        EXPECT_LE(2 * expandedLandmarks, expandedOctile)
            << name << ": " << expandedLandmarks << " against " << expandedOctile;
    }
}

}  // namespace
}  // namespace catmaze
