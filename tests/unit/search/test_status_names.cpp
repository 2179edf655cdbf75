// The search module's status names (toString of PathStatus and NodeVisit): every enumerator has
// a non-empty name of its own, and a value that is no enumerator is named `?`.

#include <gtest/gtest.h>

#include <string>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/path_source.hpp"
#include "status_names.hpp"

namespace catmaze {
namespace {

TEST(SearchStatusNames, EveryPathStatusHasItsOwnName) {
    test::expectEveryStatusNamed(PathStatus::Invalid);
    EXPECT_STREQ(toString(PathStatus::NoPath), "no path");
    EXPECT_STREQ(toString(static_cast<PathStatus>(99)), "?");
}

TEST(SearchStatusNames, EveryNodeVisitHasItsOwnName) {
    test::expectEveryStatusNamed(NodeVisit::Closed);
    EXPECT_STREQ(toString(NodeVisit::Open), "open");
}

TEST(SearchStatusNames, TheEngineTellsWhereANodeStoodByName) {
    // What a user prints after a search: the start closed, a node never reached unseen.
    AStar<int> engine;
    struct Line final : PathDataSource<int> {
        NodeId nodeCount() const override { return 3; }
        bool isWalkable(NodeId) const override { return true; }
        void walkableNeighbours(NodeId node, std::vector<NodeId>& out) const override {
            if (node == 0)
                out.push_back(1);
        }
        int moveCost(NodeId, NodeId) const override { return 1; }
    } line;
    const PathResult<int> result = engine.findPath(line, 0, 1);
    EXPECT_STREQ(toString(result.status), "found");
    EXPECT_EQ(std::string(toString(engine.visitOf(0))), "closed");
    EXPECT_EQ(std::string(toString(engine.visitOf(2))), "unseen");
}

}  // namespace
}  // namespace catmaze
