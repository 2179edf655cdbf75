// The obstacle graph: shortest routes around buffered polygons (exact lengths on a square and a
// U), sealed goals, starts and goals inside obstacles, overlapping obstacles, and linking nodes
// in and out (test_obstacle_graph_random.cpp: random scenes against a brute force).

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <numbers>
#include <random>
#include <stdexcept>
#include <vector>

#include "catmaze/graph/obstacle_graph.hpp"
#include "graph_costs.hpp"

namespace catmaze {
namespace {

using test::kNoPath;

const double kTan = std::tan(std::numbers::pi / 8.0);  // tan(22.5 deg)

const Polygon kSquare{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
// A U open at the top: arms x in [0, 1] and [3, 4], floor y in [0, 1], height 4.
const Polygon kU{{0, 0}, {4, 0}, {4, 4}, {3, 4}, {3, 1}, {1, 1}, {1, 4}, {0, 4}};

Polygon rectangle(double x0, double y0, double x1, double y1) {
    return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
}

void expectPoints(const std::vector<Vec2>& actual, const std::vector<Vec2>& expected) {
    ASSERT_EQ(actual.size(), expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i) {
        EXPECT_NEAR(actual[i].x, expected[i].x, 1e-9) << "point " << i;
        EXPECT_NEAR(actual[i].y, expected[i].y, 1e-9) << "point " << i;
    }
}

TEST(GraphNode2D, CostAndEstimateAreTheDistanceLinkedOrNot) {
    GraphNode2D a({0, 0});
    GraphNode2D b({3, 4});
    GraphNode2D c({3, 4});
    EXPECT_DOUBLE_EQ(a.costTo(b), 5.0);
    EXPECT_DOUBLE_EQ(a.estimatedCostTo(b), 5.0);
    EXPECT_TRUE(a.findPathTo(b).empty()) << "a cost is no link";
    a.addConnections({&b}, false);
    EXPECT_DOUBLE_EQ(a.costTo(b), 5.0);
    EXPECT_TRUE(b.findPathTo(a).empty()) << "one-way link";
    b.addConnections({&c}, true);
    EXPECT_GT(b.costTo(c), 0.0);  // same place: still a usable link
    EXPECT_EQ(a.findPathTo(c), (std::vector<GraphNode*>{&a, &b, &c}));
    GraphNode plain;
    EXPECT_EQ(a.costTo(plain), kNoPath) << "not a 2D node, not linked: GraphNode's rule";
    a.addConnections({&plain}, false);
    EXPECT_EQ(a.costTo(plain), 1.0);
    EXPECT_EQ(a.estimatedCostTo(plain), 0.0);
}

TEST(GraphNode2D, ConnectNodeToLowestCostNodeLinksTheNearest) {
    Graph graph;
    GraphNode& far = graph.addNode(std::make_unique<GraphNode2D>(Vec2{10, 0}));
    GraphNode& near = graph.addNode(std::make_unique<GraphNode2D>(Vec2{0, 2}));
    GraphNode& walker = graph.addNode(std::make_unique<GraphNode2D>(Vec2{0, 0}));
    graph.connectNodeToLowestCostNode(walker, true);
    EXPECT_EQ(walker.connectedNodes(), (std::vector<GraphNode*>{&near}));
    EXPECT_EQ(near.connectedNodes(), (std::vector<GraphNode*>{&walker}));
    EXPECT_TRUE(far.connectedNodes().empty());
}

TEST(PolygonObstacle, AcceptsSimplePolygonsEitherWayAndRejectsOthers) {
    const PolygonObstacle clockwise(Polygon(kSquare.rbegin(), kSquare.rend()));
    EXPECT_GT(signedArea(clockwise.vertices()), 0.0);
    EXPECT_THROW(PolygonObstacle({{0, 0}, {2, 2}, {2, 0}, {0, 2}}), std::invalid_argument);
    EXPECT_THROW(PolygonObstacle({{0, 0}, {1, 1}}), std::invalid_argument);
}

TEST(ObstacleGraph, SquareWithoutBuffer) {
    ObstacleGraph graph({PolygonObstacle(kSquare)}, 0.0);
    EXPECT_EQ(graph.nodes().size(), 4u);
    const Route route = graph.findPath({-3, 0.1}, {3, 0.1});
    ASSERT_EQ(route.status, RouteStatus::Found);
    expectPoints(route.points, {{-3, 0.1}, {-1, 1}, {1, 1}, {3, 0.1}});
    EXPECT_NEAR(route.length, 2 * std::hypot(2.0, 0.9) + 2.0, 1e-12);
    EXPECT_EQ(graph.nodes().size(), 4u);  // the temporary start and goal are gone
    // Nothing in the way: straight there.
    const Route clear = graph.findPath({-3, 2}, {3, 2});
    expectPoints(clear.points, {{-3, 2}, {3, 2}});
    // Along an edge is clear too (touching is allowed).
    expectPoints(graph.findPath({-3, 1}, {3, 1}).points, {{-3, 1}, {3, 1}});
}

TEST(ObstacleGraph, SquareWithBuffer) {
    const double r = 0.5;
    ObstacleGraph graph({PolygonObstacle(kSquare)}, r);
    EXPECT_EQ(graph.nodes().size(), 8u);  // two corners of the octagon at each of 4 corners
    const Route route = graph.findPath({-3, 0.1}, {3, 0.1});
    ASSERT_EQ(route.status, RouteStatus::Found);
    const double c = 1 + r * kTan;  // where the cut corner meets the top edge y = 1 + r
    expectPoints(route.points, {{-3, 0.1}, {-c, 1 + r}, {c, 1 + r}, {3, 0.1}});
    EXPECT_NEAR(route.length, 2 * std::hypot(3 - c, 1 + r - 0.1) + 2 * c, 1e-12);
    // Walking along the buffered edge y = 1.5 is allowed; a little lower is not.
    expectPoints(graph.findPath({-3, 1.5}, {3, 1.5}).points, {{-3, 1.5}, {3, 1.5}});
    EXPECT_EQ(graph.findPath({-3, 1.4}, {3, 1.4}).points.size(), 4u);
}

TEST(ObstacleGraph, ConcaveUFromItsPocket) {
    // No buffer: out of the pocket over the nearer arm (left), down its outer wall.
    ObstacleGraph graph({PolygonObstacle(kU)}, 0.0);
    const Route route = graph.findPath({1.5, 2}, {1.5, -2});
    ASSERT_EQ(route.status, RouteStatus::Found);
    expectPoints(route.points, {{1.5, 2}, {1, 4}, {0, 4}, {0, 0}, {1.5, -2}});
    EXPECT_NEAR(route.length, std::sqrt(4.25) + 1 + 4 + 2.5, 1e-12);
    // Across the pocket is clear.
    EXPECT_EQ(graph.findPath({1.2, 3.9}, {2.8, 1.1}).points.size(), 2u);

    // Buffered: the pocket (2 wide) stays open for a walker of radius 0.5.
    const double r = 0.5;
    ObstacleGraph buffered({PolygonObstacle(kU)}, r);
    const Route out = buffered.findPath({2, 2}, {2, -2});
    ASSERT_EQ(out.status, RouteStatus::Found);
    ASSERT_GE(out.points.size(), 4u);
    EXPECT_NEAR(out.points[1].y, 4 + r * kTan, 1e-12);  // leaves by a corner of the mouth
    // The pocket is sealed for a walker wider than it.
    ObstacleGraph wide({PolygonObstacle(kU)}, 1.2);
    EXPECT_EQ(wide.findPath({2, 2}, {2, -2}).status, RouteStatus::StartBlocked);
    EXPECT_EQ(wide.findPath({2, -3}, {2, 2}).status, RouteStatus::GoalBlocked);
}

// Four walls around the origin; two opposite corners are open, 0.4 by 0.4 (0.57 across), the
// other two closed.
std::vector<PolygonObstacle> box() {
    return {PolygonObstacle(rectangle(-2, 2, 1.6, 2.5)),
            PolygonObstacle(rectangle(2, -2, 2.5, 1.6)),
            PolygonObstacle(rectangle(-1.6, -2.5, 2, -2)),
            PolygonObstacle(rectangle(-2.5, -1.6, -2, 2))};
}

TEST(ObstacleGraph, GoalSealedOffWhenTheGapsAreNarrowerThanTheWalker) {
    ObstacleGraph thin(box(), 0.1);  // needs 0.2, the gaps are 0.4 wide
    EXPECT_EQ(thin.findPath({10, 0}, {0, 0}).status, RouteStatus::Found);
    ObstacleGraph thick(box(), 0.3);  // needs 0.6: the buffered walls overlap
    const Route sealed = thick.findPath({10, 0}, {0, 0});
    EXPECT_EQ(sealed.status, RouteStatus::NoPath);
    EXPECT_TRUE(sealed.points.empty());
    EXPECT_EQ(sealed.length, 0.0);
    EXPECT_FALSE(sealed.reachedGoal());
    // Node-level search agrees: empty when unreachable.
    GraphNode2D& outside = thick.connectUsingObstacles(Vec2{10, 0});
    GraphNode2D& inside = thick.connectUsingObstacles(Vec2{0, 0});
    EXPECT_TRUE(thick.findPath(outside, inside).empty());
    EXPECT_EQ(thick.findPath(inside, inside), std::vector<GraphNode*>{&inside});
}

TEST(ObstacleGraph, OverlappingObstaclesMergeTheirCorners) {
    const double r = 0.5;
    // Two squares 0.6 apart: their buffers overlap; the corners facing each other are covered.
    ObstacleGraph graph(
        {PolygonObstacle(rectangle(0, 0, 2, 2)), PolygonObstacle(rectangle(2.6, 0, 4.6, 2))}, r);
    const std::vector<ObstacleId> ids = graph.obstacleIds();
    ASSERT_EQ(ids.size(), 2u);
    // Of each square's 8 corners, the 2 on the side facing the other are covered.
    EXPECT_EQ(graph.nodesForObstacle(ids[0]).size(), 6u);
    EXPECT_EQ(graph.nodesForObstacle(ids[1]).size(), 6u);
    for (const auto& node : graph.nodes())
        EXPECT_FALSE(graph.isInsideObstacle(static_cast<GraphNode2D&>(*node).position()));
    // The walker cannot pass between them.
    const Route route = graph.findPath({2.3, -3}, {2.3, 5});
    ASSERT_EQ(route.status, RouteStatus::Found);
    EXPECT_GT(route.points.size(), 2u);
    EXPECT_GT(route.length, 8.0);
    // With a thin walker it can.
    ObstacleGraph thin(
        {PolygonObstacle(rectangle(0, 0, 2, 2)), PolygonObstacle(rectangle(2.6, 0, 4.6, 2))}, 0.2);
    EXPECT_EQ(thin.findPath({2.3, -3}, {2.3, 5}).points.size(), 2u);
}

TEST(ObstacleGraph, StartOrGoalInsideAnObstacleAndTheNearestFreePoint) {
    ObstacleGraph graph({PolygonObstacle(kSquare)}, 0.5);
    EXPECT_TRUE(graph.isInsideObstacle({1.2, 0}));  // outside the square, inside its buffer
    EXPECT_FALSE(graph.isInsideObstacle({1.5, 0}));
    EXPECT_EQ(graph.findPath({1.2, 0}, {5, 0}).status, RouteStatus::StartBlocked);
    EXPECT_EQ(graph.findPath({5, 0}, {0, 0}).status, RouteStatus::GoalBlocked);
    const Vec2 free = graph.nearestFreePoint({1.2, 0.1});
    EXPECT_NEAR(free.x, 1.5, 1e-12);
    EXPECT_NEAR(free.y, 0.1, 1e-12);
    EXPECT_FALSE(graph.isInsideObstacle(free));
    EXPECT_EQ(graph.findPath({5, 0}, graph.nearestFreePoint({0.2, 0})).status, RouteStatus::Found);
    EXPECT_EQ(graph.nearestFreePoint({7, 7}), (Vec2{7, 7}));
    // A node linked in from inside gets no links.
    GraphNode2D& stuck = graph.connectUsingObstacles(Vec2{0, 0});
    EXPECT_TRUE(stuck.connectedNodes().empty());
    EXPECT_EQ(graph.findPath({3, 3}, {3, 3}).status, RouteStatus::AlreadyThere);
}

TEST(ObstacleGraph, TouchingObstaclesLeaveAZeroWidthGapOnlyForAPointWalker) {
    // Two squares sharing the edge x = 1, and a third touching the second at a corner.
    const std::vector<PolygonObstacle> touching{PolygonObstacle(rectangle(0, 0, 1, 1)),
                                                PolygonObstacle(rectangle(1, 0, 2, 1)),
                                                PolygonObstacle(rectangle(2, 1, 3, 2))};
    ObstacleGraph point(touching, 0.0);
    EXPECT_TRUE(point.isClear({1, -1}, {1, 2}));  // along the shared edge: touching both
    EXPECT_EQ(point.findPath({1, -1}, {1, 2}).points.size(), 2u);
    EXPECT_TRUE(point.isClear({1.5, 2}, {2.5, 0}));  // through the shared corner (2, 1)
    EXPECT_FALSE(point.isClear({0.5, -1}, {0.5, 2}));
    ObstacleGraph walker(touching, 0.1);
    EXPECT_FALSE(walker.isClear({1, -1}, {1, 2}));
    const Route around = walker.findPath({1, -1}, {1, 2});
    ASSERT_EQ(around.status, RouteStatus::Found);
    EXPECT_GT(around.length, 3.0);
}

TEST(ObstacleGraph, NearestFreePointInTheNotchBetweenOverlappingObstacles) {
    // The squares' buffers overlap; below the gap their cut corners leave a notch whose tip,
    // where the two cuts cross, is the nearest free point.
    ObstacleGraph graph(
        {PolygonObstacle(rectangle(0, 0, 2, 2)), PolygonObstacle(rectangle(2.6, 0, 4.6, 2))}, 0.5);
    const double cutA = 2 + 0.5 * std::sqrt(2.0);    // x - y on the first square's cut
    const double cutB = 2.6 - 0.5 * std::sqrt(2.0);  // x + y on the second's
    const Vec2 free = graph.nearestFreePoint({2.3, -0.2});
    EXPECT_NEAR(free.x, (cutA + cutB) / 2, 1e-9);
    EXPECT_NEAR(free.y, (cutB - cutA) / 2, 1e-9);
}

// On random scenes: the nearest free point is free, on the outline (a step back towards the
// point is inside), and no free point is nearer (random points of the disc up to it are inside).
TEST(ObstacleGraph, NearestFreePointOnRandomScenes) {
    std::mt19937 rng(77);
    std::uniform_real_distribution<double> place(0.0, 10.0);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    int checked = 0;
    for (int s = 0; s < 60; ++s) {
        std::vector<PolygonObstacle> obstacles;
        for (int k = 0; k < 4; ++k) {
            Polygon polygon;
            const Vec2 centre{place(rng), place(rng)};
            for (int j = 0; j < 5; ++j) {
                const double a = (j + 0.4 * unit(rng)) * 2 * std::numbers::pi / 5;
                const double r = 0.6 + 2.4 * unit(rng);
                polygon.push_back({centre.x + r * std::cos(a), centre.y + r * std::sin(a)});
            }
            obstacles.emplace_back(polygon);
        }
        const ObstacleGraph graph(obstacles, s % 2 == 0 ? 0.0 : 0.6);
        for (int q = 0; q < 10; ++q) {
            const Vec2 p{place(rng), place(rng)};
            if (!graph.isInsideObstacle(p))
                continue;
            ++checked;
            const Vec2 free = graph.nearestFreePoint(p);
            const double d = distance(p, free);
            ASSERT_FALSE(graph.isInsideObstacle(free)) << s;
            EXPECT_TRUE(graph.isInsideObstacle(free + (p - free) * (1e-6 / d))) << s;
            for (int i = 0; i < 200; ++i) {
                const double angle = unit(rng) * 2 * std::numbers::pi;
                const double radius = std::sqrt(unit(rng)) * d * (1 - 1e-6);
                const Vec2 nearer = p + Vec2{std::cos(angle), std::sin(angle)} * radius;
                ASSERT_TRUE(graph.isInsideObstacle(nearer)) << s << " " << i;
            }
        }
    }
    EXPECT_GT(checked, 100);
}

TEST(ObstacleGraph, LinkingNodesInAndOutAndChangingObstacles) {
    ObstacleGraph graph({PolygonObstacle(kSquare)}, 0.0);
    GraphNode2D& a = graph.connectUsingObstacles(Vec2{-3, 0});
    EXPECT_EQ(a.connectedNodes().size(), 2u);  // sees (-1, -1) and (-1, 1)
    GraphNode2D& b = graph.connectUsingObstacles(Vec2{-3, 5});
    EXPECT_TRUE(a.isConnectedTo(b));
    EXPECT_TRUE(b.isConnectedTo(a));
    for (GraphNode* n : a.connectedNodes())
        EXPECT_TRUE(n->isConnectedTo(a));  // both ways
    graph.removeNodes({&b});
    EXPECT_EQ(a.connectedNodes().size(), 2u);
    EXPECT_EQ(graph.nodes().size(), 5u);

    // A wall between a and the square: a is linked again to what it sees now.
    const std::vector<ObstacleId> wall =
        graph.addObstacles({PolygonObstacle(rectangle(-2.2, -3, -2, 3))});
    EXPECT_EQ(graph.nodes().size(), 9u);
    for (GraphNode* n : a.connectedNodes())
        EXPECT_LT(static_cast<GraphNode2D*>(n)->position().x, -2.0);
    GraphNode2D& goal = graph.connectUsingObstacles(Vec2{3, 0});
    const std::vector<GraphNode*> path = graph.findPath(a, goal);
    ASSERT_GE(path.size(), 4u);
    EXPECT_EQ(path.front(), &a);
    EXPECT_EQ(path.back(), &goal);

    // A new obstacle over a: a keeps its place but loses every link; removing it links a again.
    const std::vector<ObstacleId> cover =
        graph.addObstacles({PolygonObstacle(rectangle(-4, -1, -2.5, 1))});
    EXPECT_TRUE(a.connectedNodes().empty());
    EXPECT_TRUE(graph.findPath(a, goal).empty());
    graph.removeObstacles(cover);
    graph.removeObstacles(wall);
    EXPECT_EQ(graph.obstacleIds().size(), 1u);
    EXPECT_EQ(graph.nodes().size(), 6u);  // 4 corners, a and goal
    EXPECT_EQ(graph.findPath(a, goal).size(), 4u);
    EXPECT_FALSE(a.isConnectedTo(goal));
    graph.removeObstacles(graph.obstacleIds());
    EXPECT_TRUE(a.isConnectedTo(goal));
    EXPECT_EQ(graph.findPath(a, goal), (std::vector<GraphNode*>{&a, &goal}));
}

}  // namespace
}  // namespace catmaze
