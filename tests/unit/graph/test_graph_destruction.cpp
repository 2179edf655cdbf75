// Graph nodes and graphs destroyed in every order: a node unlinks itself from the nodes that
// link to it, a graph from its nodes, whichever goes first (run under ASan, a dangling link is a
// crash).

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <vector>

#include "catmaze/graph/graph.hpp"

namespace catmaze {
namespace {

using Nodes = std::vector<GraphNode*>;

// Links every pair of `nodes` both ways, plus each to itself (ignored) and a few twice.
void linkAll(const Nodes& nodes) {
    for (GraphNode* a : nodes)
        a->addConnections(nodes, true);
}

// Every remaining node links to exactly the other remaining nodes.
void expectLinkedToOthers(const Nodes& remaining) {
    for (GraphNode* a : remaining) {
        EXPECT_EQ(a->connectedNodes().size(), remaining.size() - 1);
        for (GraphNode* to : a->connectedNodes())
            EXPECT_NE(std::find(remaining.begin(), remaining.end(), to), remaining.end());
    }
}

TEST(GraphNode, NodesLinkedToEachOtherDestroyedInEveryOrder) {
    std::array<int, 4> order = {0, 1, 2, 3};
    do {
        std::array<std::unique_ptr<GraphNode>, 4> owned;
        Nodes remaining;
        for (auto& node : owned) {
            node = std::make_unique<GraphNode>();
            remaining.push_back(node.get());
        }
        linkAll(remaining);
        for (const int i : order) {
            GraphNode* gone = owned[static_cast<std::size_t>(i)].get();
            owned[static_cast<std::size_t>(i)].reset();
            remaining.erase(std::find(remaining.begin(), remaining.end(), gone));
            expectLinkedToOthers(remaining);
            for (GraphNode* a : remaining)
                EXPECT_EQ(a->findPathTo(*remaining.front()).size(),
                          a == remaining.front() ? 1u : 2u);
        }
    } while (std::next_permutation(order.begin(), order.end()));
}

TEST(Graph, RemoveNodesInEveryOrder) {
    std::array<int, 4> order = {0, 1, 2, 3};
    do {
        Graph graph;
        Nodes remaining;
        for (int i = 0; i < 4; ++i)
            remaining.push_back(&graph.addNode(std::make_unique<GraphNode>()));
        const Nodes all = remaining;
        linkAll(remaining);
        GraphNode outside;  // a free node linked both ways to every graph node
        outside.addConnections(all, true);
        for (const int i : order) {
            GraphNode* gone = all[static_cast<std::size_t>(i)];
            graph.removeNodes({gone});
            remaining.erase(std::find(remaining.begin(), remaining.end(), gone));
            EXPECT_EQ(graph.nodes().size(), remaining.size());
            EXPECT_EQ(outside.connectedNodes(), remaining);
            for (GraphNode* a : remaining)
                EXPECT_EQ(a->connectedNodes().size(), remaining.size());  // others + outside
        }
        EXPECT_TRUE(outside.connectedNodes().empty());
    } while (std::next_permutation(order.begin(), order.end()));
}

TEST(Graph, RemovingSeveralNodesAtOnceUnlinksThemFromEachOther) {
    Graph graph;
    Nodes n;
    for (int i = 0; i < 5; ++i)
        n.push_back(&graph.addNode(std::make_unique<GraphNode>()));
    linkAll(n);
    graph.removeNodes({n[3], n[0], n[4]});
    ASSERT_EQ(graph.nodes().size(), 2u);
    expectLinkedToOthers({n[1], n[2]});
}

TEST(Graph, FreeStackNodesAndGraphDestroyedInEitherOrder) {
    {  // the stack nodes die first, then the graph
        Graph graph;
        GraphNode& owned = graph.addNode(std::make_unique<GraphNode>());
        {
            GraphNode a, b;
            a.addConnections({&owned, &b}, true);
            b.addConnections({&owned}, false);
            EXPECT_EQ(owned.connectedNodes(), (Nodes{&a}));
        }
        EXPECT_TRUE(owned.connectedNodes().empty());
    }
    {  // the graph dies first, then the stack nodes
        GraphNode a;
        GraphNode b;
        {
            Graph graph;
            GraphNode& owned = graph.addNode(std::make_unique<GraphNode>());
            owned.addConnections({&a, &b}, true);
            a.addConnections({&b}, true);
        }
        EXPECT_EQ(a.connectedNodes(), (Nodes{&b}));
        EXPECT_EQ(b.connectedNodes(), (Nodes{&a}));
    }  // b then a: each unlinks from the other
}

TEST(Graph, MovedGraphKeepsItsNodes) {
    Graph graph;
    GraphNode& a = graph.addNode(std::make_unique<GraphNode>());
    GraphNode& b = graph.addNode(std::make_unique<GraphNode>());
    a.addConnections({&b}, false);
    Graph moved = std::move(graph);
    ASSERT_EQ(moved.nodes().size(), 2u);
    EXPECT_EQ(moved.findPath(a, b), (Nodes{&a, &b}));
}

}  // namespace
}  // namespace catmaze
