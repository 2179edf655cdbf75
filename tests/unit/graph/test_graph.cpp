// Directed graphs of linked nodes (GameplayKit's GKGraphNode/GKGraph): the original material's
// six-node example, costs, directed paths both ways, optimality against a Dijkstra written here
// (test_graph_destruction.cpp: nodes destroyed in every order).

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <queue>
#include <random>
#include <vector>

#include "catmaze/graph/graph.hpp"
#include "graph_costs.hpp"

namespace catmaze {
namespace {

using test::kNoPath;

using Nodes = std::vector<GraphNode*>;

// A node whose links carry their own costs (1 unless set).
class WeightedNode final : public GraphNode {
  public:
    void connect(WeightedNode& to, double cost) {
        addConnections({&to}, false);
        costs_[&to] = cost;
    }
    double costTo(const GraphNode& node) const override {
        if (!isConnectedTo(node))
            return kNoPath;
        const auto it = costs_.find(&node);
        return it == costs_.end() ? 1.0 : it->second;
    }

  private:
    std::map<const GraphNode*, double> costs_;
};

using test::pathCost;

// The original material's six nodes.
struct SixNodes {
    std::array<GraphNode, 6> n;
    GraphNode& operator[](int i) { return n[static_cast<std::size_t>(i - 1)]; }  // n1 .. n6
};

TEST(GraphNode, SixNodeExampleOneWayLinks) {
    SixNodes n;
    n[1].addConnections({&n[2], &n[3], &n[4]}, false);
    n[2].addConnections({&n[5], &n[6]}, false);
    EXPECT_EQ(n[1].connectedNodes(), (Nodes{&n[2], &n[3], &n[4]}));
    EXPECT_EQ(n[2].connectedNodes(), (Nodes{&n[5], &n[6]}));
    for (int i = 3; i <= 6; ++i)
        EXPECT_TRUE(n[i].connectedNodes().empty()) << "n" << i;
}

TEST(GraphNode, SixNodeExampleBidirectionalThenOneWayRemoval) {
    SixNodes n;
    n[1].addConnections({&n[2], &n[3], &n[4]}, true);
    n[2].addConnections({&n[5], &n[6]}, true);
    EXPECT_EQ(n[1].connectedNodes(), (Nodes{&n[2], &n[3], &n[4]}));
    EXPECT_EQ(n[2].connectedNodes(), (Nodes{&n[1], &n[5], &n[6]}));
    EXPECT_EQ(n[3].connectedNodes(), (Nodes{&n[1]}));
    EXPECT_EQ(n[4].connectedNodes(), (Nodes{&n[1]}));
    EXPECT_EQ(n[5].connectedNodes(), (Nodes{&n[2]}));
    EXPECT_EQ(n[6].connectedNodes(), (Nodes{&n[2]}));

    n[2].removeConnections({&n[5]}, false);  // one way: n5 -> n2 stays
    EXPECT_EQ(n[2].connectedNodes(), (Nodes{&n[1], &n[6]}));
    EXPECT_EQ(n[5].connectedNodes(), (Nodes{&n[2]}));

    n[1].removeConnections({&n[3]}, true);  // both ways
    EXPECT_EQ(n[1].connectedNodes(), (Nodes{&n[2], &n[4]}));
    EXPECT_TRUE(n[3].connectedNodes().empty());
}

TEST(GraphNode, SixNodeExampleCosts) {
    SixNodes n;
    n[1].addConnections({&n[2], &n[3], &n[4]}, false);
    n[2].addConnections({&n[5], &n[6]}, false);
    EXPECT_EQ(n[1].costTo(n[4]), 1.0);
    EXPECT_EQ(n[1].costTo(n[5]), kNoPath);  // not connected
    EXPECT_EQ(n[4].costTo(n[1]), kNoPath);  // the link is one way
    EXPECT_EQ(n[1].estimatedCostTo(n[4]), 0.0);
    EXPECT_EQ(n[1].estimatedCostTo(n[6]), 0.0);
    EXPECT_EQ(n[1].findPathTo(n[6]), (Nodes{&n[1], &n[2], &n[6]}));
    EXPECT_TRUE(n[6].findPathTo(n[1]).empty());
}

TEST(GraphNode, NoDuplicateNoSelfLinkNullIgnored) {
    GraphNode a, b;
    a.addConnections({&b, &b, &a, nullptr}, false);
    a.addConnections({&b}, true);
    EXPECT_EQ(a.connectedNodes(), (Nodes{&b}));
    EXPECT_EQ(b.connectedNodes(), (Nodes{&a}));
    a.removeConnections({&b, &b, nullptr, &a}, false);
    EXPECT_TRUE(a.connectedNodes().empty());
    EXPECT_EQ(b.connectedNodes(), (Nodes{&a}));
}

TEST(GraphNode, RemovingAllOfItsOwnConnections) {
    GraphNode a, b, c;
    a.addConnections({&b, &c}, true);
    a.removeConnections(a.connectedNodes(), true);
    EXPECT_TRUE(a.connectedNodes().empty());
    EXPECT_TRUE(b.connectedNodes().empty());
    EXPECT_TRUE(c.connectedNodes().empty());
}

TEST(GraphNode, DirectedPathsDifferByDirectionAndIncludeBothEnds) {
    // a -> b -> c -> d, and a shortcut d -> a back.
    GraphNode a, b, c, d, alone;
    a.addConnections({&b}, false);
    b.addConnections({&c}, false);
    c.addConnections({&d}, false);
    d.addConnections({&a}, false);
    EXPECT_EQ(a.findPathTo(d), (Nodes{&a, &b, &c, &d}));
    EXPECT_EQ(d.findPathTo(a), (Nodes{&d, &a}));
    EXPECT_EQ(a.findPathFrom(d), (Nodes{&d, &a}));
    EXPECT_EQ(a.findPathFrom(d), d.findPathTo(a));
    EXPECT_EQ(d.findPathFrom(a), a.findPathTo(d));
    EXPECT_EQ(a.findPathTo(a), (Nodes{&a}));
    EXPECT_TRUE(a.findPathTo(alone).empty());
    EXPECT_TRUE(alone.findPathTo(a).empty());
    EXPECT_TRUE(a.findPathFrom(alone).empty());
}

TEST(GraphNode, OneWayRemovalChangesOnlyThatDirection) {
    GraphNode a, b;
    a.addConnections({&b}, true);
    b.removeConnections({&a}, false);
    EXPECT_EQ(a.findPathTo(b), (Nodes{&a, &b}));
    EXPECT_TRUE(b.findPathTo(a).empty());
}

TEST(GraphNode, CostOverrideChoosesCheaperLongerRoute) {
    WeightedNode s, m1, m2, g;
    s.connect(g, 10);  // direct but dear
    s.connect(m1, 2);
    m1.connect(m2, 2);
    m2.connect(g, 2);
    EXPECT_EQ(s.findPathTo(g), (Nodes{&s, &m1, &m2, &g}));
    EXPECT_EQ(pathCost(s.findPathTo(g)), 6.0);
}

TEST(GraphNode, LinkWithInfiniteCostIsNotTaken) {
    WeightedNode s, m, g;
    s.connect(g, kNoPath);
    EXPECT_TRUE(s.findPathTo(g).empty());
    s.connect(m, 1);
    m.connect(g, 1);
    EXPECT_EQ(s.findPathTo(g), (Nodes{&s, &m, &g}));
}

// A node with a position on a line: cost and estimate are distances (a consistent estimate).
class LineNode final : public GraphNode {
  public:
    explicit LineNode(double x) : x_(x) {}
    double costTo(const GraphNode& node) const override { return distance(node); }
    double estimatedCostTo(const GraphNode& node) const override { return distance(node); }

  private:
    double distance(const GraphNode& node) const {
        return std::abs(static_cast<const LineNode&>(node).x_ - x_);
    }
    double x_;
};

TEST(Graph, ConnectNodeToLowestCostNode) {
    Graph graph;
    GraphNode& far = graph.addNode(std::make_unique<LineNode>(10));
    GraphNode& near = graph.addNode(std::make_unique<LineNode>(3));
    graph.addNode(std::make_unique<LineNode>(-5));
    GraphNode& added = graph.addNode(std::make_unique<LineNode>(1));
    graph.connectNodeToLowestCostNode(added, false);
    EXPECT_EQ(added.connectedNodes(), (Nodes{&near}));
    EXPECT_TRUE(near.connectedNodes().empty());

    LineNode outside(11);  // not owned by the graph
    graph.connectNodeToLowestCostNode(outside, true);
    EXPECT_EQ(outside.connectedNodes(), (Nodes{&far}));
    EXPECT_EQ(far.connectedNodes(), (Nodes{&outside}));
}

TEST(Graph, ConnectNodeToLowestCostNodeWithPlainNodes) {
    Graph graph;
    GraphNode& a = graph.addNode(std::make_unique<GraphNode>());
    GraphNode& b = graph.addNode(std::make_unique<GraphNode>());
    graph.connectNodeToLowestCostNode(a, true);  // every cost is infinite: nothing to connect
    EXPECT_TRUE(a.connectedNodes().empty());
    a.addConnections({&b}, false);
    graph.connectNodeToLowestCostNode(a, true);  // b costs 1: the link is made both ways
    EXPECT_EQ(a.connectedNodes(), (Nodes{&b}));
    EXPECT_EQ(b.connectedNodes(), (Nodes{&a}));
}

TEST(Graph, OwnsNodesAndFindsPaths) {
    Graph graph;
    std::vector<std::unique_ptr<GraphNode>> fresh;
    for (int i = 0; i < 4; ++i)
        fresh.push_back(std::make_unique<GraphNode>());
    fresh.push_back(nullptr);
    Nodes n;
    for (const auto& node : fresh) {
        if (node)
            n.push_back(node.get());
    }
    graph.addNodes(std::move(fresh));
    ASSERT_EQ(graph.nodes().size(), 4u);
    EXPECT_THROW(graph.addNode(nullptr), std::invalid_argument);
    n[0]->addConnections({n[1], n[2]}, true);
    n[2]->addConnections({n[3]}, false);
    EXPECT_EQ(graph.findPath(*n[1], *n[3]), (Nodes{n[1], n[0], n[2], n[3]}));
    EXPECT_TRUE(graph.findPath(*n[3], *n[0]).empty());

    GraphNode outsider;
    graph.removeNodes({&outsider, nullptr, n[2], n[2]});  // unknown, null and repeats ignored
    ASSERT_EQ(graph.nodes().size(), 3u);
    EXPECT_EQ(graph.nodes()[0].get(), n[0]);
    EXPECT_EQ(graph.nodes()[1].get(), n[1]);
    EXPECT_EQ(graph.nodes()[2].get(), n[3]);
    EXPECT_FALSE(graph.contains(outsider));
    EXPECT_EQ(n[0]->connectedNodes(), (Nodes{n[1]}));  // the link to the removed node is gone
    EXPECT_TRUE(graph.findPath(*n[1], *n[3]).empty());
}

// ---- Optimality against a Dijkstra written here ----

struct Edge {
    int from;
    int to;
    double cost;
};

// The cheapest cost from `start` to every node; +infinity where unreachable.
std::vector<double> dijkstra(int count, const std::vector<Edge>& edges, int start) {
    std::vector<double> best(static_cast<std::size_t>(count), kNoPath);
    using Entry = std::pair<double, int>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    best[static_cast<std::size_t>(start)] = 0;
    open.push({0, start});
    while (!open.empty()) {
        const auto [cost, node] = open.top();
        open.pop();
        if (cost > best[static_cast<std::size_t>(node)])
            continue;
        for (const Edge& e : edges) {
            if (e.from != node || cost + e.cost >= best[static_cast<std::size_t>(e.to)])
                continue;
            best[static_cast<std::size_t>(e.to)] = cost + e.cost;
            open.push({cost + e.cost, e.to});
        }
    }
    return best;
}

TEST(GraphNode, OptimalOnRandomDirectedGraphs) {
    std::mt19937 random(20261123);
    for (int round = 0; round < 60; ++round) {
        const int count = 2 + static_cast<int>(random() % 14);
        std::vector<WeightedNode> nodes(static_cast<std::size_t>(count));
        std::vector<Edge> edges;
        const int edgeCount = static_cast<int>(random() % static_cast<unsigned>(count * 3));
        for (int e = 0; e < edgeCount; ++e) {
            const int from = static_cast<int>(random() % static_cast<unsigned>(count));
            const int to = static_cast<int>(random() % static_cast<unsigned>(count));
            WeightedNode& a = nodes[static_cast<std::size_t>(from)];
            WeightedNode& b = nodes[static_cast<std::size_t>(to)];
            if (from == to || a.isConnectedTo(b))
                continue;
            const double cost = 1 + static_cast<double>(random() % 9);
            a.connect(b, cost);
            edges.push_back({from, to, cost});
        }
        for (int start = 0; start < count; ++start) {
            const std::vector<double> best = dijkstra(count, edges, start);
            for (int goal = 0; goal < count; ++goal) {
                GraphNode& s = nodes[static_cast<std::size_t>(start)];
                GraphNode& g = nodes[static_cast<std::size_t>(goal)];
                const Nodes path = s.findPathTo(g);
                const double expected = best[static_cast<std::size_t>(goal)];
                if (expected == kNoPath) {
                    EXPECT_TRUE(path.empty()) << "round " << round;
                    continue;
                }
                ASSERT_FALSE(path.empty()) << "round " << round;
                EXPECT_EQ(path.front(), &s);
                EXPECT_EQ(path.back(), &g);
                for (std::size_t i = 1; i < path.size(); ++i)
                    EXPECT_TRUE(path[i - 1]->isConnectedTo(*path[i]));
                EXPECT_EQ(pathCost(path), expected) << "round " << round;
                EXPECT_EQ(g.findPathFrom(s), path);
            }
        }
    }
}

}  // namespace
}  // namespace catmaze
