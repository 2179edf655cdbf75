// Merged outlines and the spatial index of the obstacle graph (issue 19 §3): identical obstacles
// collapse into one, a checkerboard of walls has nodes only on its outer outline, and on random
// scenes full of touching, overlapping and repeated polygons the routes, the clear-segment test
// and the inside test agree with the brute-force reference (reference_visibility.hpp), which
// knows no merging and no index.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "catmaze/graph/obstacle_graph.hpp"

#include "graph_costs.hpp"
#include "random_shapes.hpp"
#include "reference_visibility.hpp"

namespace catmaze {
namespace {

using test::kNoPath;

Polygon square(double x0, double y0, double side) {
    return {{x0, y0}, {x0 + side, y0}, {x0 + side, y0 + side}, {x0, y0 + side}};
}

std::vector<Vec2> positions(const ObstacleGraph& graph) {
    std::vector<Vec2> out;
    for (const auto& node : graph.nodes())
        out.push_back(static_cast<const GraphNode2D&>(*node).position());
    return out;
}

TEST(ObstacleMerge, AHundredIdenticalSquaresAreOneSquare) {
    for (const double radius : {0.0, 0.5}) {
        SCOPED_TRACE(radius);
        const std::vector<PolygonObstacle> one{PolygonObstacle(square(0, 0, 2))};
        const std::vector<PolygonObstacle> hundred(100, PolygonObstacle(square(0, 0, 2)));
        ObstacleGraph single(one, radius);
        ObstacleGraph many(hundred, radius);
        // 4 corners: each a node without a buffer, two octagon corners each with one.
        EXPECT_EQ(many.nodes().size(), radius == 0.0 ? 4u : 8u);
        EXPECT_EQ(positions(many), positions(single));
        for (const ObstacleId id : many.obstacleIds())
            EXPECT_EQ(many.nodesForObstacle(id).size(), many.nodes().size());
        const Route around = many.findPath({-3, 1.2}, {5, 0.9});
        ASSERT_EQ(around.status, RouteStatus::Found);
        EXPECT_EQ(around.points, single.findPath({-3, 1.2}, {5, 0.9}).points);
        EXPECT_GT(around.points.size(), 2u);
    }
}

TEST(ObstacleMerge, ACheckerboardHasNodesOnlyOnItsOuterOutline) {
    // Wall tiles where column + row is even, for the cat's radius: buffered, every tile overlaps
    // its diagonal neighbours, so the board is one blocked region whose holes (the floor tiles,
    // 0.3 wide) have no convex corner.
    std::vector<std::size_t> counts;
    for (const int n : {8, 16}) {
        std::vector<PolygonObstacle> walls;
        for (int row = 0; row < n; ++row) {
            for (int col = 0; col < n; ++col) {
                if ((row + col) % 2 == 0)
                    walls.emplace_back(square(col, row, 1));
            }
        }
        ObstacleGraph graph(walls, 0.35);
        for (const Vec2 p : positions(graph)) {
            EXPECT_FALSE(p.x > 0 && p.x < n && p.y > 0 && p.y < n)
                << "a node inside the board at " << p.x << ", " << p.y;
        }
        counts.push_back(graph.nodes().size());
        // Round the board, never through it.
        const Route route = graph.findPath({-1, n / 2.0}, {n + 1.0, n / 2.0});
        ASSERT_EQ(route.status, RouteStatus::Found);
        EXPECT_GT(route.length, n + 2.0 + n / 2.0);
    }
    // The outline doubles with the side; the tiles quadruple.
    EXPECT_LE(counts[1], 2 * counts[0] + 8);
}

// ---- Random scenes against the brute-force reference ------------------------------------

using test::makePieces;
using test::referenceBlocks;
using test::referenceLength;
using test::Scene;

// Half the scenes are unit tiles on a 5 x 5 grid (touching by edges and corners, as walls do);
// the others stars crowded together, some of them repeated.
Scene crowdedScene(std::mt19937& rng, int s) {
    Scene scene;
    const double radii[] = {0.0, 0.35, 0.2, 0.6};
    scene.radius = radii[(s / 2) % 4];
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    if (s % 2 == 0) {
        for (int row = 0; row < 5; ++row) {
            for (int col = 0; col < 5; ++col) {
                if (unit(rng) < 0.3) {
                    scene.polygons.push_back(square(col, row, 1));
                    scene.centres.push_back({col + 0.5, row + 0.5});
                }
            }
        }
    } else {
        std::uniform_real_distribution<double> place(2.0, 6.0);
        for (int k = 0; k < 5; ++k) {
            scene.centres.push_back({place(rng), place(rng)});
            scene.polygons.push_back(
                test::randomStar(rng, scene.centres.back(), 6, 0.4 * 1.8, 1.8));
            for (int again = static_cast<int>(unit(rng) * 3); again > 0; --again) {
                scene.centres.push_back(scene.centres.back());
                scene.polygons.push_back(scene.polygons.back());
            }
        }
    }
    makePieces(scene);
    return scene;
}

TEST(ObstacleMerge, CrowdedRandomScenesMatchTheBruteForceReference) {
    std::mt19937 rng(1919);
    std::uniform_real_distribution<double> point(-1.5, 9.5);
    int found = 0;
    int sealedOrBlocked = 0;
    for (int s = 0; s < 80; ++s) {
        const Scene scene = crowdedScene(rng, s);
        std::vector<PolygonObstacle> obstacles;
        for (const Polygon& polygon : scene.polygons)
            obstacles.emplace_back(polygon);
        ObstacleGraph graph(obstacles, scene.radius);
        for (int q = 0; q < 3; ++q) {
            SCOPED_TRACE(testing::Message() << "scene " << s << " query " << q);
            const Vec2 start{point(rng), point(rng)};
            const Vec2 goal{point(rng), point(rng)};
            const Route route = graph.findPath(start, goal);
            if (referenceBlocks(scene, start, start) || referenceBlocks(scene, goal, goal)) {
                EXPECT_TRUE(route.status == RouteStatus::StartBlocked ||
                            route.status == RouteStatus::GoalBlocked);
                ++sealedOrBlocked;
                continue;
            }
            const double expected = referenceLength(scene, start, goal);
            if (expected == kNoPath) {
                EXPECT_EQ(route.status, RouteStatus::NoPath);
                ++sealedOrBlocked;
                continue;
            }
            ASSERT_EQ(route.status, RouteStatus::Found);
            ++found;
            EXPECT_NEAR(route.length, expected, 1e-7);
            for (std::size_t i = 0; i + 1 < route.points.size(); ++i)
                EXPECT_FALSE(referenceBlocks(scene, route.points[i], route.points[i + 1]));
        }
    }
    EXPECT_GT(found, 150);
    EXPECT_GT(sealedOrBlocked, 10);
}

// The index never hides an obstacle: segments of every length and direction, many along the
// grid lines where tiles meet (and where the index's cells may start), and single points.
TEST(ObstacleMerge, TheIndexedSegmentTestsMatchTheBruteForceReference) {
    std::mt19937 rng(4242);
    std::uniform_real_distribution<double> point(-1.5, 9.5);
    std::uniform_int_distribution<int> line(-1, 9);
    int blocked = 0;
    int clear = 0;
    for (int s = 0; s < 40; ++s) {
        const Scene scene = crowdedScene(rng, s);
        std::vector<PolygonObstacle> obstacles;
        for (const Polygon& polygon : scene.polygons)
            obstacles.emplace_back(polygon);
        const ObstacleGraph graph(obstacles, scene.radius);
        for (int q = 0; q < 200; ++q) {
            Vec2 a{point(rng), point(rng)};
            Vec2 b{point(rng), point(rng)};
            if (q % 4 == 1)
                a.x = b.x = line(rng);  // along a vertical grid line
            if (q % 4 == 2)
                a.y = b.y = line(rng);
            if (q % 4 == 3)
                b = a;
            const bool expected = referenceBlocks(scene, a, b);
            EXPECT_EQ(graph.isClear(a, b), !expected)
                << "scene " << s << ": " << a.x << ", " << a.y << " to " << b.x << ", " << b.y;
            EXPECT_EQ(graph.isInsideObstacle(a), referenceBlocks(scene, a, a)) << "scene " << s;
            (expected ? blocked : clear) += 1;
        }
    }
    EXPECT_GT(blocked, 1000);
    EXPECT_GT(clear, 1000);
}

}  // namespace
}  // namespace catmaze
