// The obstacle graph on random scenes against a brute-force visibility graph with Dijkstra
// (reference_visibility.hpp: its own separating-axis overlap test, its own corner candidates),
// with every returned segment checked to keep the walker's distance from every polygon.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <random>
#include <vector>

#include "catmaze/graph/obstacle_graph.hpp"

#include "graph_costs.hpp"
#include "random_shapes.hpp"
#include "reference_visibility.hpp"

namespace catmaze {
namespace {

using test::kNoPath;

using test::makePieces;
using test::referenceBlocks;
using test::referenceLength;
using test::Scene;

// Euclidean distance between the segments a-b and c-d (the test's own, apart from the library's
// segmentDistance).
double referenceSegmentDistance(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    const auto side = [](Vec2 o, Vec2 x, Vec2 y) { return cross(x - o, y - o); };
    if (side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0)
        return 0.0;
    return std::min({distanceToSegment(a, c, d), distanceToSegment(b, c, d),
                     distanceToSegment(c, a, b), distanceToSegment(d, a, b)});
}

TEST(ObstacleGraph, RandomScenesMatchABruteForceVisibilityGraph) {
    std::mt19937 rng(2026);
    std::uniform_real_distribution<double> place(0.0, 16.0);
    std::uniform_real_distribution<double> point(-3.0, 19.0);
    std::uniform_int_distribution<int> polygonCount(2, 5);
    const double radii[] = {0.0, 0.25, 0.7};
    int found = 0;
    int blocked = 0;
    int sealed = 0;
    for (int s = 0; s < 200; ++s) {
        Scene scene;
        scene.radius = radii[s % 3];
        // Every fourth scene is a ring of polygons around (8, 8), often sealing its middle.
        const bool ring = s % 4 == 3;
        std::vector<PolygonObstacle> obstacles;
        for (int k = ring ? 7 : polygonCount(rng); k > 0; --k) {
            const double angle = k * 2.0 * std::numbers::pi / 7.0;
            scene.centres.push_back(ring ? Vec2{8 + 4 * std::cos(angle), 8 + 4 * std::sin(angle)}
                                         : Vec2{place(rng), place(rng)});
            scene.polygons.push_back(test::randomStar(rng, scene.centres.back(), 7, 0.6, 3.0));
            obstacles.emplace_back(scene.polygons.back());
        }
        makePieces(scene);
        ObstacleGraph graph(obstacles, scene.radius);
        for (int q = 0; q < 3; ++q) {
            SCOPED_TRACE(testing::Message() << "scene " << s << " query " << q);
            const Vec2 start{point(rng), point(rng)};
            const Vec2 goal = ring && q == 0 ? Vec2{8, 8} : Vec2{point(rng), point(rng)};
            const Route route = graph.findPath(start, goal);
            if (referenceBlocks(scene, start, start)) {
                EXPECT_EQ(route.status, RouteStatus::StartBlocked);
                ++blocked;
                continue;
            }
            if (referenceBlocks(scene, goal, goal)) {
                EXPECT_EQ(route.status, RouteStatus::GoalBlocked);
                ++blocked;
                continue;
            }
            const double expected = referenceLength(scene, start, goal);
            if (expected == kNoPath) {
                EXPECT_EQ(route.status, RouteStatus::NoPath);
                ++sealed;
                continue;
            }
            ASSERT_EQ(route.status, RouteStatus::Found);
            ++found;
            EXPECT_NEAR(route.length, expected, 1e-7);
            ASSERT_GE(route.points.size(), 2u);
            EXPECT_EQ(route.points.front(), start);
            EXPECT_EQ(route.points.back(), goal);
            // Every segment keeps the walker's circle off every polygon (the octagon holds it),
            // and enters none of the reference's pieces.
            for (std::size_t i = 0; i + 1 < route.points.size(); ++i) {
                const Vec2 a = route.points[i];
                const Vec2 b = route.points[i + 1];
                EXPECT_FALSE(referenceBlocks(scene, a, b));
                for (const Polygon& polygon : scene.polygons) {
                    for (std::size_t e = 0; e < polygon.size(); ++e) {
                        EXPECT_GE(referenceSegmentDistance(a, b, polygon[e],
                                                           polygon[(e + 1) % polygon.size()]),
                                  scene.radius - 1e-7);
                    }
                }
            }
        }
        // Taking an obstacle out and putting it back gives the same routes.
        if (s % 10 == 0) {
            const ObstacleId first = graph.obstacleIds().front();
            graph.removeObstacles({first});
            graph.addObstacles({obstacles.front()});
            ObstacleGraph fresh(obstacles, scene.radius);
            EXPECT_EQ(graph.nodes().size(), fresh.nodes().size());
            const Vec2 start{point(rng), point(rng)};
            const Vec2 goal{point(rng), point(rng)};
            const Route again = graph.findPath(start, goal);
            const Route expected = fresh.findPath(start, goal);
            EXPECT_EQ(again.status, expected.status);
            EXPECT_NEAR(again.length, expected.length, 1e-9);
        }
    }
    // The scenes exercise every outcome.
    EXPECT_GT(found, 300);
    EXPECT_GT(blocked, 20);
    EXPECT_GT(sealed, 0);
}

}  // namespace
}  // namespace catmaze
