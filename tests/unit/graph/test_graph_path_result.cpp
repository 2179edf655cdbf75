// A graph search's whole answer (GraphNode::searchPathTo, GraphBase::searchPath): the status and
// the cost of the path on the three models, a partial path toward an unreachable goal when asked
// for, the plain findPathTo still its nodes; and the obstacle graph's RouteStatus names.

#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <vector>

#include "catmaze/graph/graph.hpp"
#include "catmaze/graph/grid_graph.hpp"
#include "catmaze/graph/obstacle_graph.hpp"
#include "catmaze/graph/route_status_name.hpp"
#include "graph_costs.hpp"
#include "status_names.hpp"

namespace catmaze {
namespace {

// A node whose links cost what it was told (GraphNode's own cost 1 for any other).
class TolledNode final : public GraphNode {
  public:
    void setToll(const GraphNode& to, double cost) { tolls_.emplace_back(&to, cost); }
    double costTo(const GraphNode& node) const override {
        for (const auto& [to, cost] : tolls_) {
            if (to == &node && isConnectedTo(node))
                return cost;
        }
        return GraphNode::costTo(node);
    }

  private:
    std::vector<std::pair<const GraphNode*, double>> tolls_;
};

TEST(GraphPathResult, ADirectedGraphReportsTheCheapestPathsCost) {
    // a -> b -> d costs 2 + 2; a -> c -> d costs 1 + 5: the first is cheaper, and says so.
    Graph graph;
    auto& a = static_cast<TolledNode&>(graph.addNode(std::make_unique<TolledNode>()));
    auto& b = static_cast<TolledNode&>(graph.addNode(std::make_unique<TolledNode>()));
    auto& c = static_cast<TolledNode&>(graph.addNode(std::make_unique<TolledNode>()));
    GraphNode& d = graph.addNode(std::make_unique<GraphNode>());
    a.addConnections({&b, &c}, false);
    b.addConnections({&d}, false);
    c.addConnections({&d}, false);
    a.setToll(b, 2.0);
    a.setToll(c, 1.0);
    b.setToll(d, 2.0);
    c.setToll(d, 5.0);

    const GraphPath found = graph.searchPath(a, d);
    EXPECT_EQ(found.status, PathStatus::Found);
    EXPECT_TRUE(found.reachedGoal());
    EXPECT_EQ(found.nodes, (std::vector<GraphNode*>{&a, &b, &d}));
    EXPECT_DOUBLE_EQ(found.cost, 4.0);
    EXPECT_EQ(graph.findPath(a, d), found.nodes);  // the plain call: the same nodes

    const GraphPath here = a.searchPathTo(a);
    EXPECT_EQ(here.status, PathStatus::AlreadyThere);
    EXPECT_EQ(here.nodes, (std::vector<GraphNode*>{&a}));
    EXPECT_EQ(here.cost, 0.0);

    const GraphPath back = d.searchPathTo(a);  // links are one-way
    EXPECT_EQ(back.status, PathStatus::NoPath);
    EXPECT_FALSE(back.reachedGoal());
    EXPECT_TRUE(back.nodes.empty());
    EXPECT_EQ(back.cost, 0.0);
    // Plain nodes estimate 0 everywhere: no node is nearer the goal than the start, so no
    // partial path even when one is asked for.
    EXPECT_EQ(d.searchPathTo(a, {.allowPartial = true}).status, PathStatus::NoPath);
}

TEST(GraphPathResult, AGridGraphReportsItsCostAndAPartialPathOnRequest) {
    // The goal (6,1) is behind a wall from top to bottom: asked for, the partial path leads to
    // (3,1), the reachable cell nearest it, along the cheapest way there.
    GridGraph grid = GridGraph::fromRows({"....#..",  //
                                          "....#..",  //
                                          "....#.."},
                                         {DiagonalMode::NoCornerCutting, 1.0, std::sqrt(2.0)});
    GridGraphNode& start = *grid.nodeAt({0, 0});
    GridGraphNode& goal = *grid.nodeAt({6, 1});

    const GraphPath open = grid.searchPath(start, *grid.nodeAt({3, 2}));
    EXPECT_EQ(open.status, PathStatus::Found);
    EXPECT_NEAR(open.cost, 2 * std::sqrt(2.0) + 1.0, 1e-12);
    EXPECT_NEAR(open.cost, test::pathCost(open.nodes), 1e-12);

    const GraphPath none = grid.searchPath(start, goal);
    EXPECT_EQ(none.status, PathStatus::NoPath);
    EXPECT_TRUE(none.nodes.empty());

    const GraphPath partial = grid.searchPath(start, goal, {.allowPartial = true});
    ASSERT_EQ(partial.status, PathStatus::Partial);
    EXPECT_FALSE(partial.reachedGoal());
    ASSERT_FALSE(partial.nodes.empty());
    EXPECT_EQ(partial.nodes.front(), &start);
    EXPECT_EQ(partial.nodes.back(), grid.nodeAt({3, 1}));
    EXPECT_NEAR(partial.cost, std::sqrt(2.0) + 2.0, 1e-12);
    EXPECT_NEAR(partial.cost, test::pathCost(partial.nodes), 1e-12);
    EXPECT_TRUE(grid.findPath(start, goal).empty());  // the plain call never answers partly
}

TEST(GraphPathResult, ASearchWithATraceStillTellsWhatItLookedAt) {
    GridGraph grid({0, 0}, 4, 1, DiagonalMode::Never);
    GraphSearchTrace trace;
    const GraphPath path = grid.nodeAt({0, 0})->searchPathTo(*grid.nodeAt({3, 0}), {}, &trace);
    EXPECT_EQ(path.cost, 3.0);
    EXPECT_EQ(trace.expanded.size(), 4u);  // each cell on the way, the goal too
    EXPECT_TRUE(trace.open.empty());
}

TEST(GraphPathResult, AnObstacleGraphsNodesReportTheirDistanceAndAPartialPath) {
    // A 2x2 square is ringed by a closed box: from outside, the point inside cannot be reached,
    // and the partial path ends at the box's corner nearest it.
    ObstacleGraph graph(0.0);
    graph.addObstacles({PolygonObstacle({{0, 0}, {10, 0}, {10, 1}, {0, 1}})});
    GraphNode2D& from = graph.connectUsingObstacles(Vec2{5, -3});
    GraphNode2D& to = graph.connectUsingObstacles(Vec2{5, 4});
    const GraphPath around = graph.searchPath(from, to);
    ASSERT_EQ(around.status, PathStatus::Found);
    const double viaCorner = std::hypot(5.0, 3.0) + std::hypot(5.0, 3.0) + 1.0;  // round (0|10)
    EXPECT_NEAR(around.cost, viaCorner, 1e-9);
    EXPECT_NEAR(around.cost, test::pathCost(around.nodes), 1e-9);

    GraphNode2D& island =
        static_cast<GraphNode2D&>(graph.addNode(std::make_unique<GraphNode2D>(Vec2{5, 20})));
    const GraphPath partial = graph.searchPath(from, island, {.allowPartial = true});
    ASSERT_EQ(partial.status, PathStatus::Partial);
    // Nearest the island by straight line: the node at (5,4).
    EXPECT_EQ(partial.nodes.back(), &to);
    EXPECT_NEAR(partial.cost, viaCorner, 1e-9);
}

TEST(GraphPathResult, EveryRouteStatusHasItsOwnName) {
    test::expectEveryStatusNamed(RouteStatus::NoPath);
    EXPECT_STREQ(toString(RouteStatus::GoalBlocked), "GoalBlocked");
}

}  // namespace
}  // namespace catmaze
