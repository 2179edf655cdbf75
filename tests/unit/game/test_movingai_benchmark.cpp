// The A* engine on Moving AI Lab maps: the benchmark's movement rules, and the benchmark problems
// in tests/data/movingai solved to their published optimal lengths.

#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "catmaze/level/movingai.hpp"
#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"

#include "first_diagnostic.hpp"

namespace catmaze {
namespace {

const std::string kData = CATMAZE_TEST_DATA "/movingai/";

using test::firstDiagnostic;

TEST(MovingAiMap, DataSourceFollowsTheBenchmarkRules) {
    // (1,1) to (2,0) is diagonal, but (1,0) is a tree: no corner cutting, so the way is around.
    const auto r = parseMovingAiMap(
        "type octile\nheight 3\nwidth 3\nmap\n"
        ".T.\n"
        "...\n"
        "...\n",
        "rules.map");
    ASSERT_TRUE(r.ok()) << firstDiagnostic(r);
    const GridDataSource<double> grid(r.value->size, r.value->passable, movingAiMovement());
    AStar<double> engine;
    const GridSize size = r.value->size;

    const auto diagonal = engine.findPath(grid, size.indexOf({1, 1}), size.indexOf({2, 2}));
    EXPECT_EQ(diagonal.status, PathStatus::Found);
    EXPECT_DOUBLE_EQ(diagonal.cost, std::sqrt(2.0));

    const auto aroundTree = engine.findPath(grid, size.indexOf({1, 1}), size.indexOf({2, 0}));
    EXPECT_EQ(aroundTree.status, PathStatus::Found);
    EXPECT_DOUBLE_EQ(aroundTree.cost, 2.0);  // right, then up
}

// --- the benchmark problems ------------------------------------------------------------------

// Unoptimized or sanitized builds run long searches on 512x512 maps about 30 times slower, so
// they solve fewer of the longest problems to keep the suite at a few seconds.
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
constexpr bool kSlowBuild = true;
#else
constexpr bool kSlowBuild = false;
#endif

struct ScenarioSample {
    const char* map;
    int first;     // how many of the shortest problems to solve
    int last;      // how many of the longest ones
    int lastSlow;  // how many of the longest ones in a slow build
};

class MovingAiBenchmark : public ::testing::TestWithParam<ScenarioSample> {};

// The sqrt(2) length of `path` from `start`, checking each step is a legal move of the benchmark.
double legalLength(const MovingAiMap& map, Tile start, const std::vector<NodeId>& path) {
    double length = 0.0;
    Tile at = start;
    for (const NodeId id : path) {
        const Tile next = map.size.tileAt(id);
        const int dc = next.col - at.col;
        const int dr = next.row - at.row;
        EXPECT_TRUE(std::abs(dc) <= 1 && std::abs(dr) <= 1 && (dc != 0 || dr != 0));
        EXPECT_TRUE(map.passableAt(next));
        if (dc != 0 && dr != 0) {
            EXPECT_TRUE(map.passableAt(at + Offset{dc, 0}) && map.passableAt(at + Offset{0, dr}));
            length += std::sqrt(2.0);
        } else {
            length += 1.0;
        }
        at = next;
    }
    return length;
}

TEST_P(MovingAiBenchmark, SolvesSampledProblemsToTheirOptimalLength) {
    const ScenarioSample sample = GetParam();
    const auto map = loadMovingAiMap(kData + sample.map);
    const auto scen = loadMovingAiScenario(kData + sample.map + ".scen");
    ASSERT_TRUE(map.ok()) << firstDiagnostic(map);
    ASSERT_TRUE(scen.ok()) << firstDiagnostic(scen);
    const std::vector<MovingAiProblem>& problems = *scen.value;
    ASSERT_GT(problems.size(), static_cast<std::size_t>(sample.first + sample.last));
    // The files are sorted by length: the last problem is the longest.
    ASSERT_GE(problems.back().optimalLength, problems.front().optimalLength);

    std::vector<std::size_t> picked;
    for (int i = 0; i < sample.first; ++i)
        picked.push_back(static_cast<std::size_t>(i));
    const int last = kSlowBuild ? sample.lastSlow : sample.last;
    for (int i = last; i > 0; --i)
        picked.push_back(problems.size() - static_cast<std::size_t>(i));

    const GridDataSource<double> grid(map.value->size, map.value->passable, movingAiMovement());
    AStar<double> engine;
    PathResult<double> result;
    int failures = 0;
    for (const std::size_t index : picked) {
        const MovingAiProblem& p = problems[index];
        SCOPED_TRACE("problem " + std::to_string(index));
        engine.findPath(grid, map.value->size.indexOf(p.start), map.value->size.indexOf(p.goal),
                        result);
        const PathStatus expected =
            p.start == p.goal ? PathStatus::AlreadyThere : PathStatus::Found;
        if (result.status != expected || std::abs(result.cost - p.optimalLength) > 1e-4) {
            ++failures;
            ADD_FAILURE() << toString(result.status) << " cost " << result.cost << ", expected "
                          << p.optimalLength;
            continue;
        }
        EXPECT_NEAR(legalLength(*map.value, p.start, result.path), result.cost, 1e-9);
        if (!result.path.empty()) {
            EXPECT_EQ(result.path.back(), map.value->size.indexOf(p.goal));
        }
    }
    EXPECT_EQ(failures, 0);
}

INSTANTIATE_TEST_SUITE_P(Files, MovingAiBenchmark,
                         ::testing::Values(ScenarioSample{"arena.map", 10, 10, 10},
                                           ScenarioSample{"den312d.map", 10, 10, 5},
                                           ScenarioSample{"arena2.map", 10, 10, 2},
                                           ScenarioSample{"maze512-1-0.map", 10, 5, 1},
                                           ScenarioSample{"random512-10-0.map", 10, 5, 1},
                                           ScenarioSample{"8room_000.map", 10, 5, 1},
                                           ScenarioSample{"Berlin_0_512.map", 10, 5, 1}),
                         [](const auto& info) {
                             std::string name = info.param.map;
                             name = name.substr(0, name.find('.'));
                             for (char& c : name) {
                                 if (!std::isalnum(static_cast<unsigned char>(c)))
                                     c = '_';
                             }
                             return name;
                         });

}  // namespace
}  // namespace catmaze
