// What the A* engine checks of a source it does not trust (issue 35): a user's PathDataSource or
// direct source that lists a neighbour that is not a node, or a move whose cost is negative, zero,
// NaN or infinite, gets PathStatus::Invalid naming the move (never a segmentation fault or a wrong
// `found`); explore and pathTo refuse what is not a node or was not reached.

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "catmaze/search/astar.hpp"

namespace catmaze {
namespace {

// A diamond, 0 at the top and 3 at the bottom: 0 -> 1 (1), 0 -> 2 (2), 1 -> 3 (`leftCost`),
// 2 -> 3 (1), and 0 lists `extra` as one more neighbour (costing 1) when it is not -1. With
// valid costs the cheapest path is 0 -> 2 -> 3 (3) as long as leftCost > 2; the search expands
// 1 before it reaches 3, so it always reads the move 1 -> 3.
class ContractDiamond final : public PathDataSource<double> {
  public:
    ContractDiamond(double leftCost, NodeId extra) : leftCost_(leftCost), extra_(extra) {}

    NodeId nodeCount() const override { return 4; }
    bool isWalkable(NodeId /*node*/) const override { return true; }
    void walkableNeighbours(NodeId node, std::vector<NodeId>& out) const override {
        if (node == 0) {
            out.push_back(1);
            out.push_back(2);
            if (extra_ != -1)
                out.push_back(extra_);
        } else if (node == 1 || node == 2) {
            out.push_back(3);
        }
    }
    double moveCost(NodeId from, NodeId to) const override {
        if (from == 1 && to == 3)
            return leftCost_;
        return from == 0 && to == 2 ? 2.0 : 1.0;
    }

  private:
    double leftCost_;
    NodeId extra_;
};

// The same diamond as a direct source (no virtual calls) with integer costs.
struct ContractDirectDiamond {
    std::int64_t leftCost;
    NodeId nodeCount() const { return 4; }
    bool isWalkable(NodeId /*node*/) const { return true; }
    std::int64_t estimateCost(NodeId /*from*/, NodeId /*goal*/) const { return 0; }
    template <class F>
    void forEachNeighbour(NodeId node, F&& f) const {
        if (node == 0) {
            f(1, std::int64_t{1});
            f(2, std::int64_t{2});
        } else if (node == 1) {
            f(3, leftCost);
        } else if (node == 2) {
            f(3, std::int64_t{1});
        }
    }
};

bool contractMessageHas(const std::exception& e, const std::string& text) {
    return std::string(e.what()).find(text) != std::string::npos;
}

TEST(SourceContracts, ValidCostsFindTheCheapestPath) {
    AStar<double> engine;
    const PathResult<double> r = engine.findPath(ContractDiamond(5.0, -1), 0, 3);
    EXPECT_EQ(r.status, PathStatus::Found);
    EXPECT_EQ(r.path, (std::vector<NodeId>{2, 3}));
    EXPECT_DOUBLE_EQ(r.cost, 3.0);
    EXPECT_FALSE(r.rejectedMove.has_value());
}

TEST(SourceContracts, ANeighbourThatIsNotANodeIsInvalidNotACrash) {
    AStar<double> engine;
    for (const NodeId far : {NodeId{1000000}, NodeId{4}, NodeId{-1000}}) {
        const PathResult<double> r = engine.findPath(ContractDiamond(5.0, far), 0, 3);
        EXPECT_EQ(r.status, PathStatus::Invalid) << far;
        ASSERT_TRUE(r.rejectedMove.has_value()) << far;
        EXPECT_EQ(r.rejectedMove->from, 0);
        EXPECT_EQ(r.rejectedMove->to, far);
        EXPECT_TRUE(r.path.empty());
    }
}

TEST(SourceContracts, ACostThatIsNotFiniteAndPositiveIsInvalidNotAWrongPath) {
    AStar<double> engine;
    const double inf = std::numeric_limits<double>::infinity();
    for (const double bad : {-5.0, 0.0, -0.0, std::numeric_limits<double>::quiet_NaN(), inf}) {
        const PathResult<double> r = engine.findPath(ContractDiamond(bad, -1), 0, 3);
        EXPECT_EQ(r.status, PathStatus::Invalid) << bad;
        ASSERT_TRUE(r.rejectedMove.has_value()) << bad;
        EXPECT_EQ(r.rejectedMove->from, 1);
        EXPECT_EQ(r.rejectedMove->to, 3);
        EXPECT_TRUE(r.path.empty());
        EXPECT_DOUBLE_EQ(r.cost, 0.0);
    }
}

TEST(SourceContracts, AReusedResultForgetsTheRejectedMove) {
    AStar<double> engine;
    PathResult<double> result;
    engine.findPath(ContractDiamond(-5.0, -1), 0, 3, result);
    ASSERT_TRUE(result.rejectedMove.has_value());
    engine.findPath(ContractDiamond(5.0, -1), 0, 3, result);
    EXPECT_EQ(result.status, PathStatus::Found);
    EXPECT_FALSE(result.rejectedMove.has_value());
}

TEST(SourceContracts, ADirectSourceIsCheckedToo) {
    AStar<std::int64_t> engine;
    PathResult<std::int64_t> r;
    engine.findPath(ContractDirectDiamond{-5}, 0, 3, r);
    EXPECT_EQ(r.status, PathStatus::Invalid);
    ASSERT_TRUE(r.rejectedMove.has_value());
    EXPECT_EQ(*r.rejectedMove, (RejectedMove<std::int64_t>{1, 3, -5}));
    engine.findPath(ContractDirectDiamond{5}, 0, 3, r);
    EXPECT_EQ(r.status, PathStatus::Found);
    EXPECT_EQ(r.cost, 3);
}

TEST(SourceContracts, ExploreThrowsNamingTheBadMoveOrStart) {
    AStar<std::int64_t> engine;
    const auto expandAll = [](NodeId, std::int64_t) { return ExploreStep::Expand; };
    try {
        engine.explore(ContractDirectDiamond{0}, 0, expandAll);
        ADD_FAILURE() << "a move costing 0 was explored";
    } catch (const std::invalid_argument& e) {
        EXPECT_TRUE(contractMessageHas(e, "from node 1 to 3 costing 0")) << e.what();
    }
    try {
        engine.explore(ContractDirectDiamond{5}, 7, expandAll);
        ADD_FAILURE() << "a start that is not a node was explored";
    } catch (const std::out_of_range& e) {
        EXPECT_TRUE(contractMessageHas(e, "the start 7")) << e.what();
    }
    EXPECT_TRUE(engine.explore(ContractDirectDiamond{5}, 0, expandAll));
}

TEST(SourceContracts, PathToANodeTheSearchDidNotReachThrows) {
    AStar<double> engine;
    const PathResult<double> r = engine.findPath(ContractDiamond(5.0, -1), 2, 3);
    ASSERT_EQ(r.status, PathStatus::Found);
    std::vector<NodeId> path;
    EXPECT_THROW(engine.pathTo(0, path), std::out_of_range);  // nothing leads back to 0
    EXPECT_THROW(engine.pathTo(1000000, path), std::out_of_range);
    EXPECT_THROW(engine.pathTo(-1, path), std::out_of_range);
    engine.pathTo(3, path);
    EXPECT_EQ(path, (std::vector<NodeId>{3}));
}

}  // namespace
}  // namespace catmaze
