// Pass nodes: obstacles a route may walk through at a price (the game's dogs on open floor),
// checked by hand and against a brute-force visibility graph with tolls.

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

Polygon square(Vec2 centre, double half) {
    return {{centre.x - half, centre.y - half},
            {centre.x + half, centre.y - half},
            {centre.x + half, centre.y + half},
            {centre.x - half, centre.y + half}};
}

TEST(ObstaclePassNodes, ARouteGoesThroughWhenTheTollIsLowAndRoundWhenItIsHigh) {
    // A wide block between start and goal, a pass node in its middle.
    const Vec2 start{0, 0};
    const Vec2 goal{10, 0};
    for (const double toll : {1.0, 100.0}) {
        ObstacleGraph graph({PolygonObstacle(square({5, 0}, 2))}, 0.5);
        graph.addPassNode(graph.obstacleIds().front(), {5, 0}, toll);
        const Route route = graph.findPath(start, goal);
        ASSERT_EQ(route.status, RouteStatus::Found);
        if (toll == 1.0) {
            EXPECT_EQ(route.points, (std::vector<Vec2>{start, {5, 0}, goal}));
            EXPECT_DOUBLE_EQ(route.length, 10);
            EXPECT_DOUBLE_EQ(route.cost, 11);
            EXPECT_EQ(route.passed, graph.obstacleIds());  // the block, entered once
        } else {
            EXPECT_GT(route.points.size(), 2u);  // round a corner
            EXPECT_NEAR(route.cost, route.length, 1e-12);
            EXPECT_TRUE(route.passed.empty());
            EXPECT_GT(route.length, 10);
        }
    }
}

TEST(ObstaclePassNodes, AGoalAtAPassNodeEndsThereAndTheNodeGoesWithItsObstacle) {
    ObstacleGraph graph({PolygonObstacle(square({5, 0}, 1))}, 0.25);
    const ObstacleId id = graph.obstacleIds().front();
    graph.addPassNode(id, {5, 0}, 3);
    EXPECT_NE(graph.passNodeAt({5, 0}), nullptr);
    const Route in = graph.findPath({0, 0}, {5, 0});
    ASSERT_EQ(in.status, RouteStatus::Found);
    EXPECT_DOUBLE_EQ(in.length, 5);
    EXPECT_DOUBLE_EQ(in.cost, 8);
    // A point inside it that is not the pass node is still blocked.
    EXPECT_EQ(graph.findPath({0, 0}, {5.5, 0}).status, RouteStatus::GoalBlocked);
    // An infinite toll closes it: the route goes round.
    graph.passNodeAt({5, 0})->setEntryCost(kNoPath);
    EXPECT_EQ(graph.findPath({0, 0}, {5, 0}).status, RouteStatus::NoPath);
    EXPECT_GT(graph.findPath({0, 0}, {10, 0}).length, 10);
    graph.removeObstacles({id});
    EXPECT_EQ(graph.passNodeAt({5, 0}), nullptr);
    EXPECT_EQ(graph.findPath({0, 0}, {10, 0}).length, 10);
    EXPECT_THROW(graph.addPassNode(id, {5, 0}, 1), std::invalid_argument);
}

TEST(ObstaclePassNodes, ARouteFromOrToAPassNodeRunsExactlyBetweenThePointsAskedFor) {
    // A pass node counts as at a point within kGeometryEpsilon: the route ran from the node's
    // own position, a rounding step away from the start asked for (found by fuzz_obstacle_graph
    // with a node at an obstacle's computed centre, 1.9999999999999996).
    ObstacleGraph graph({PolygonObstacle(square({2, 0}, 1))}, 0.25);
    graph.addPassNode(graph.obstacleIds().front(), {1.9999999999999996, 0}, 3);
    const Vec2 start{2, 0};
    const Vec2 goal{10, 0};
    for (const bool outward : {true, false}) {
        const Route route = outward ? graph.findPath(start, goal) : graph.findPath(goal, start);
        ASSERT_EQ(route.status, RouteStatus::Found);
        ASSERT_GE(route.points.size(), 2u);
        EXPECT_EQ(route.points.front(), outward ? start : goal);
        EXPECT_EQ(route.points.back(), outward ? goal : start);
        EXPECT_DOUBLE_EQ(route.length, 8);
    }
}

TEST(ObstacleGraphTrace, ASearchTellsItsLinksAndTheNodesItExpanded) {
    ObstacleGraph graph({PolygonObstacle(square({5, 0}, 1))}, 0.25);
    RouteTrace trace;
    const Route route = graph.findPath({0, 0}, {10, 0}, &trace);
    ASSERT_EQ(route.status, RouteStatus::Found);
    EXPECT_EQ(route.length, graph.findPath({0, 0}, {10, 0}).length);  // the same search
    // The start is expanded first; every corner turned at was expanded too.
    ASSERT_FALSE(trace.expanded.empty());
    EXPECT_EQ(trace.expanded.front(), (Vec2{0, 0}));
    for (std::size_t i = 1; i + 1 < route.points.size(); ++i)
        EXPECT_NE(std::find(trace.expanded.begin(), trace.expanded.end(), route.points[i]),
                  trace.expanded.end());
    // The links: each once, the start's among them; none crosses the block.
    EXPECT_FALSE(trace.edges.empty());
    bool fromStart = false;
    for (const auto& [a, b] : trace.edges) {
        fromStart = fromStart || a == Vec2{0, 0} || b == Vec2{0, 0};
        EXPECT_TRUE(graph.isClear(a, b));
    }
    EXPECT_TRUE(fromStart);
    // The temporary nodes are gone again: a second search traces the same.
    RouteTrace again;
    graph.findPath({0, 0}, {10, 0}, &again);
    EXPECT_EQ(again.edges.size(), trace.edges.size());
}

// A regular polygon of 5, 7 or 9 corners around `centre`, turned at random (a dog: convex like
// the game's octagons; an odd count, so that no two corners lie in line with the centre, where
// the reference's fan of triangles would let a segment slip between two of them).
Polygon dogPolygon(std::mt19937& rng, Vec2 centre) {
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const int n = 5 + 2 * static_cast<int>(unit(rng) * 3);
    const double r = 0.3 + 0.9 * unit(rng);
    const double turn = unit(rng) * 2.0 * std::numbers::pi;
    Polygon shape;
    for (int j = 0; j < n; ++j) {
        const double a = turn + j * 2.0 * std::numbers::pi / n;
        shape.push_back({centre.x + r * std::cos(a), centre.y + r * std::sin(a)});
    }
    return shape;
}

TEST(ObstaclePassNodes, RandomScenesMatchABruteForceGraphWithTolls) {
    std::mt19937 rng(1717);
    std::uniform_real_distribution<double> place(0.0, 16.0);
    std::uniform_real_distribution<double> point(-3.0, 19.0);
    std::uniform_real_distribution<double> tollOf(0.0, 12.0);
    std::uniform_int_distribution<int> polygonCount(1, 4);
    std::uniform_int_distribution<int> dogCount(1, 4);
    const double radii[] = {0.0, 0.35, 0.7};
    int through = 0;
    int round = 0;
    for (int s = 0; s < 150; ++s) {
        test::Scene scene;
        scene.radius = radii[s % 3];
        std::vector<PolygonObstacle> obstacles;
        for (int k = polygonCount(rng); k > 0; --k) {
            scene.centres.push_back({place(rng), place(rng)});
            scene.polygons.push_back(test::randomStar(rng, scene.centres.back(), 7, 0.6, 3.0));
            obstacles.emplace_back(scene.polygons.back());
        }
        std::vector<test::Pass> passes;
        for (int k = dogCount(rng); k > 0; --k) {
            scene.centres.push_back({place(rng), place(rng)});
            scene.polygons.push_back(dogPolygon(rng, scene.centres.back()));
            obstacles.emplace_back(scene.polygons.back());
            passes.push_back({scene.polygons.size() - 1, scene.centres.back(), tollOf(rng)});
        }
        test::makePieces(scene);
        ObstacleGraph graph(obstacles, scene.radius);
        const std::vector<ObstacleId> ids = graph.obstacleIds();
        for (const test::Pass& pass : passes)
            graph.addPassNode(ids[pass.polygon], pass.point, pass.toll);
        for (int q = 0; q < 4; ++q) {
            SCOPED_TRACE(testing::Message() << "scene " << s << " query " << q);
            const Vec2 start{point(rng), point(rng)};
            // Every fourth query ends at a dog's centre.
            const Vec2 goal = q == 3 ? passes.front().point : Vec2{point(rng), point(rng)};
            if (test::referenceBlocks(scene, start, start) ||
                (q != 3 && test::referenceBlocks(scene, goal, goal)))
                continue;  // blocked ends are the plain graph's test
            if (q == 3 && test::referenceBlocksExcept(scene, goal, goal, passes.front().polygon,
                                                      scene.polygons.size()))
                continue;  // a pass node inside another obstacle is linked to nothing
            const double expected = test::referenceCost(scene, start, goal, passes);
            const Route route = graph.findPath(start, goal);
            if (expected == kNoPath) {
                EXPECT_EQ(route.status, RouteStatus::NoPath);
                continue;
            }
            ASSERT_EQ(route.status, RouteStatus::Found);
            EXPECT_NEAR(route.cost, expected, 1e-7);
            // Each segment enters no polygon but those of the pass points at its ends.
            bool entered = false;
            for (std::size_t i = 0; i + 1 < route.points.size(); ++i) {
                // An end in a pass's zone (its point, or inside its polygon only) may cross it.
                const std::size_t none = scene.polygons.size();
                std::size_t skip[2] = {none, none};
                for (int end = 0; end < 2; ++end) {
                    const Vec2 p = route.points[i + static_cast<std::size_t>(end)];
                    for (const test::Pass& pass : passes) {
                        if (p == pass.point ||
                            (test::referenceBlocks(scene, p, p) &&
                             !test::referenceBlocksExcept(scene, p, p, pass.polygon, none)))
                            skip[end] = pass.polygon;
                    }
                }
                entered = entered || skip[1] != none;
                EXPECT_FALSE(test::referenceBlocksExcept(scene, route.points[i],
                                                         route.points[i + 1], skip[0], skip[1]));
            }
            ++(entered ? through : round);
        }
    }
    // The scenes exercise both kinds of route.
    EXPECT_GT(through, 40);
    EXPECT_GT(round, 100);
}

}  // namespace
}  // namespace catmaze
