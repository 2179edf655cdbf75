// A graph search's work follows the path, not the graph: on a grid graph of 1,000,000 nodes a
// ten-step path asks about the links of a few dozen nodes (a search that first numbers every
// reachable node would ask about all of them), and a long search that outgrows the first room it
// is given still finds the cheapest path.

#include <gtest/gtest.h>

#include <cstdlib>
#include <limits>
#include <memory>
#include <vector>

#include "catmaze/graph/graph.hpp"

namespace catmaze {
namespace {

using Nodes = std::vector<GraphNode*>;

// A grid cell that counts the links the search asks about (costTo calls); estimate: Manhattan
// distance to another cell, or 0 (Dijkstra) when `guided` is false.
class CountingCell final : public GraphNode {
  public:
    CountingCell(int col, int row, bool guided, long& asked)
        : col_(col), row_(row), guided_(guided), asked_(&asked) {}
    double costTo(const GraphNode& node) const override {
        ++*asked_;
        return GraphNode::costTo(node);
    }
    double estimatedCostTo(const GraphNode& node) const override {
        const auto* cell = dynamic_cast<const CountingCell*>(&node);
        if (!guided_ || cell == nullptr)
            return 0.0;
        return std::abs(cell->col_ - col_) + std::abs(cell->row_ - row_);
    }

  private:
    int col_;
    int row_;
    bool guided_;
    long* asked_;
};

// A `side` x `side` grid of CountingCells, 4-connected both ways.
struct CountingGrid {
    CountingGrid(int side, bool guided) : side_(side) {
        cells.reserve(static_cast<std::size_t>(side) * static_cast<std::size_t>(side));
        for (int row = 0; row < side; ++row) {
            for (int col = 0; col < side; ++col)
                cells.push_back(std::make_unique<CountingCell>(col, row, guided, asked));
        }
        for (int row = 0; row < side; ++row) {
            for (int col = 0; col < side; ++col) {
                if (col + 1 < side)
                    at(col, row).addConnections({&at(col + 1, row)}, true);
                if (row + 1 < side)
                    at(col, row).addConnections({&at(col, row + 1)}, true);
            }
        }
    }
    CountingCell& at(int col, int row) {
        return *cells[static_cast<std::size_t>(row) * static_cast<std::size_t>(side_) +
                      static_cast<std::size_t>(col)];
    }

    long asked = 0;
    std::vector<std::unique_ptr<CountingCell>> cells;

  private:
    int side_;
};

TEST(GraphSearchSize, ATenStepPathInAMillionNodeGraphAsksAboutFewNodes) {
    CountingGrid grid(1000, true);
    GraphNode& start = grid.at(500, 500);
    GraphNode& goal = grid.at(506, 504);
    grid.asked = 0;
    GraphSearchTrace trace;
    const Nodes path = start.findPathTo(goal, &trace);
    ASSERT_EQ(path.size(), 11u);  // ten steps, both ends included
    EXPECT_EQ(path.front(), &start);
    EXPECT_EQ(path.back(), &goal);
    // Each expanded node's four links are asked about once: the work is the search's.
    EXPECT_LE(trace.expanded.size() + trace.open.size(), 100u);
    EXPECT_LE(grid.asked, 4 * static_cast<long>(trace.expanded.size()));
    EXPECT_LE(grid.asked, 400);
}

TEST(GraphSearchSize, ASearchLargerThanItsFirstRoomFindsTheCheapestPath) {
    // Dijkstra over 40,000 cells: many more than a search is first given room for.
    CountingGrid grid(200, false);
    GraphNode& start = grid.at(0, 0);
    GraphNode& goal = grid.at(199, 199);
    GraphSearchTrace trace;
    const Nodes path = start.findPathTo(goal, &trace);
    ASSERT_EQ(path.size(), 399u);  // 398 steps, the Manhattan distance
    EXPECT_EQ(path.front(), &start);
    EXPECT_EQ(path.back(), &goal);
    for (std::size_t i = 1; i < path.size(); ++i)
        EXPECT_TRUE(path[i - 1]->isConnectedTo(*path[i]));
    EXPECT_GT(trace.expanded.size(), 30000u);  // it did search that far
    EXPECT_EQ(start.findPathTo(goal), path);   // and the same way every time
}

TEST(GraphSearchSize, AnUnreachableGoalInALargeComponentIsNoPath) {
    CountingGrid grid(100, true);
    CountingCell island(1000, 1000, true, grid.asked);
    EXPECT_TRUE(grid.at(0, 0).findPathTo(island).empty());
    EXPECT_TRUE(island.findPathTo(grid.at(0, 0)).empty());
}

}  // namespace
}  // namespace catmaze
