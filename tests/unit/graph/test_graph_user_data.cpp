// A node's user value (GraphNode::userData): a game tells the nodes of a found path apart by its
// own ids, without deriving a node class or casting; the value stays with the node through
// searches and bulk wall changes, and a cell put back is a new node.

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "catmaze/graph/graph.hpp"
#include "catmaze/graph/grid_graph.hpp"

namespace catmaze {
namespace {

TEST(GraphUserData, APathsNodesNameTheGamesOwnPlaces) {
    // The game keeps its rooms in a table; each node carries its room's index.
    const std::vector<std::string> rooms = {"hall", "kitchen", "cellar", "attic"};
    Graph graph;
    std::vector<GraphNode*> nodes;
    for (std::size_t i = 0; i < rooms.size(); ++i) {
        GraphNode& node = graph.addNode(std::make_unique<GraphNode>());
        node.setUserData(i);
        nodes.push_back(&node);
    }
    nodes[0]->addConnections({nodes[1]}, true);
    nodes[1]->addConnections({nodes[2]}, true);
    nodes[0]->addConnections({nodes[3]}, true);

    std::vector<std::string> walked;
    for (const GraphNode* node : graph.findPath(*nodes[3], *nodes[2]))
        walked.push_back(rooms[node->userData()]);
    EXPECT_EQ(walked, (std::vector<std::string>{"attic", "hall", "kitchen", "cellar"}));
}

TEST(GraphUserData, ANewNodeCarriesZeroAndAnyValueFits) {
    GraphNode node;
    EXPECT_EQ(node.userData(), 0u);
    node.setUserData(UINT64_MAX);  // a 64-bit entity id, or a pointer as std::uintptr_t
    EXPECT_EQ(node.userData(), UINT64_MAX);
    int entity = 7;
    node.setUserData(reinterpret_cast<std::uintptr_t>(&entity));
    EXPECT_EQ(*reinterpret_cast<int*>(node.userData()), 7);
}

TEST(GraphUserData, GridCellsKeepTheirValueUnlessTheyArePutBack) {
    GridGraph grid({0, 0}, 3, 1, DiagonalMode::Never);
    grid.nodeAt({0, 0})->setUserData(10);
    grid.nodeAt({1, 0})->setUserData(11);
    grid.setWalkable({1, 0, 1});  // (1,0) becomes a wall
    EXPECT_EQ(grid.nodeAt({0, 0})->userData(), 10u);
    grid.setWalkable({1, 1, 1});  // and is put back: a new node
    EXPECT_EQ(grid.nodeAt({0, 0})->userData(), 10u);
    EXPECT_EQ(grid.nodeAt({1, 0})->userData(), 0u);
}

}  // namespace
}  // namespace catmaze
