// What a search tells its listener as it runs (catmaze/search/search_listener.hpp): the start
// first, every node generated before it is expanded, relaxations only ever cheaper, the nodes
// expanded as many as the search counts, and the costs the result reports; the same answer with
// or without a listener, for A* and for jump point search.

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_search.hpp"
#include "catmaze/search/search_listener.hpp"
#include "search_agreement.hpp"

namespace catmaze {
namespace {

using ListenedCost = std::int64_t;

// Checks each call against the rules of the listener's contract as it comes.
struct CheckingListener {
    struct Known {
        ListenedCost g = 0;
        bool closed = false;
    };
    std::map<NodeId, Known> known;
    std::vector<NodeId> order;  // the nodes expanded, in order
    int generatedCount = 0;
    int relaxations = 0;

    void generated(NodeId node, ListenedCost g, ListenedCost h) {
        EXPECT_EQ(known.count(node), 0u) << "node " << node << " generated twice";
        EXPECT_GE(h, 0);
        if (known.empty()) {
            EXPECT_EQ(g, 0) << "the start comes first, at no cost";
        }
        known[node] = {g, false};
        ++generatedCount;
    }
    void relaxed(NodeId node, ListenedCost g, ListenedCost /*h*/) {
        ASSERT_EQ(known.count(node), 1u) << "node " << node << " relaxed before it was generated";
        EXPECT_FALSE(known[node].closed) << "a closed node is never relaxed";
        EXPECT_LT(g, known[node].g) << "a relaxation is cheaper";
        known[node].g = g;
        ++relaxations;
    }
    void expanded(NodeId node, ListenedCost g) {
        ASSERT_EQ(known.count(node), 1u) << "node " << node << " expanded before generated";
        EXPECT_FALSE(known[node].closed) << "node " << node << " expanded twice";
        EXPECT_EQ(g, known[node].g) << "expanded at its best cost";
        known[node].closed = true;
        order.push_back(node);
    }
};
static_assert(SearchListener<CheckingListener, ListenedCost>);
static_assert(SearchListener<NullSearchListener<ListenedCost>, ListenedCost>);

GridDataSource<ListenedCost> gridOf(const test::RandomGrid& g, DiagonalMode diagonal) {
    return {g.size, g.walkable, {diagonal, 10, 14}, g.multiplier};
}

TEST(SearchListener, AStarTellsEveryNodeItReachesAndExpandsAndTheSameAnswerComes) {
    std::mt19937 rng(7);
    int relaxations = 0;
    for (int trial = 0; trial < 40; ++trial) {
        const test::RandomGrid random = test::randomGrid(rng, 30, 20, 25, 12);
        const GridDataSource<ListenedCost> grid = gridOf(random, DiagonalMode::Never);
        const NodeId start = 0;
        const NodeId goal = random.size.cellCount() - 1;
        if (!grid.isWalkable(start) || !grid.isWalkable(goal))
            continue;
        AStar<ListenedCost> engine;
        CheckingListener listener;
        PathResult<ListenedCost> told;
        engine.findPath(grid, start, goal, told, {}, listener);
        AStar<ListenedCost> unwatched;
        const PathResult<ListenedCost> plain = unwatched.findPath(grid, start, goal);
        const std::string where = "trial " + std::to_string(trial);
        EXPECT_EQ(told.status, plain.status) << where;
        EXPECT_EQ(told.cost, plain.cost) << where;
        EXPECT_EQ(told.path, plain.path) << where;
        ASSERT_FALSE(listener.order.empty()) << where;
        EXPECT_EQ(listener.order.front(), start) << where;
        EXPECT_EQ(static_cast<std::int32_t>(listener.order.size()), told.expandedCount) << where;
        for (const auto& [node, known] : listener.known) {
            // What was told is what the engine knows at the end.
            EXPECT_EQ(known.closed, engine.visitOf(node) == NodeVisit::Closed) << where;
            EXPECT_EQ(known.g, engine.costSoFar(node)) << where;
        }
        if (told.status == PathStatus::Found) {
            EXPECT_EQ(listener.order.back(), goal) << where;
            EXPECT_EQ(listener.known[goal].g, told.cost) << where;
        }
        relaxations += listener.relaxations;
    }
    EXPECT_GT(relaxations, 0) << "the dogs make some ways cheaper later: relaxations were told";
}

TEST(SearchListener, JumpPointSearchTellsItsJumpPoints) {
    std::mt19937 rng(8);
    for (int trial = 0; trial < 20; ++trial) {
        const test::RandomGrid random = test::randomGrid(rng, 40, 30, 15, 6);
        const GridDataSource<ListenedCost> grid = gridOf(random, DiagonalMode::NoCornerCutting);
        const NodeId start = 0;
        const NodeId goal = random.size.cellCount() - 1;
        if (!grid.isWalkable(start) || !grid.isWalkable(goal))
            continue;
        JumpPointSearch<ListenedCost> search;
        CheckingListener listener;
        PathResult<ListenedCost> told;
        search.findPath(grid, start, goal, told, {}, listener);
        JumpPointSearch<ListenedCost> unwatched;
        const PathResult<ListenedCost> plain = unwatched.findPath(grid, start, goal);
        const std::string where = "trial " + std::to_string(trial);
        ASSERT_TRUE(search.lastSearchJumped()) << where;
        EXPECT_EQ(told.status, plain.status) << where;
        EXPECT_EQ(told.cost, plain.cost) << where;
        EXPECT_EQ(static_cast<std::int32_t>(listener.order.size()), search.lastExpandedCount())
            << where;
        // Jump points only: fewer nodes than the cells A* reaches on the same grid.
        CheckingListener cells;
        AStar<ListenedCost> astar;
        PathResult<ListenedCost> byCells;
        astar.findPath(grid, start, goal, byCells, {}, cells);
        EXPECT_EQ(byCells.cost, told.cost) << where;
        EXPECT_LE(listener.known.size(), cells.known.size()) << where;
    }
}

}  // namespace
}  // namespace catmaze
