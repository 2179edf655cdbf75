// The graphs' cost inputs (issue 35): a GridGraph (or a GridGraphNode) whose step costs are not
// finite and > 0 is refused with std::invalid_argument naming the costs, as docs/GRAPHS.md says
// of the whole graph API (before, step costs of 0 or -1 gave every path empty); a pass node's
// toll or a node's entry cost that is NaN or negative is refused too, adding and changing nothing.

#include <gtest/gtest.h>

#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "catmaze/graph/grid_graph.hpp"
#include "catmaze/graph/obstacle_graph.hpp"

namespace catmaze {
namespace {

// The message of the std::invalid_argument that `make` throws ("" and a failure when none).
template <class Make>
std::string graphRefusal(Make&& make) {
    try {
        make();
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    ADD_FAILURE() << "no std::invalid_argument was thrown";
    return "";
}

bool graphMessageHas(const std::string& message, const std::string& text) {
    return message.find(text) != std::string::npos;
}

TEST(GraphContracts, GridGraphStepCostsMustBeFiniteAndPositive) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    for (const double bad : {0.0, -1.0, nan, inf}) {
        const std::string message = graphRefusal([bad] {
            GridGraph({0, 0}, 5, 5, GridMovement<double>{DiagonalMode::Never, bad, bad});
        });
        EXPECT_TRUE(graphMessageHas(message, "GridGraph")) << message;
        EXPECT_TRUE(graphMessageHas(message, "step costs")) << message;
    }
    const std::string negative = graphRefusal([] {
        GridGraph({0, 0}, 5, 5, GridMovement<double>{DiagonalMode::Always, 1.0, -1.5});
    });
    EXPECT_TRUE(graphMessageHas(negative, "-1.5 (diagonal)")) << negative;
    const std::string node = graphRefusal([] {
        GridGraphNode({0, 0}, GridMovement<double>{DiagonalMode::Never, 0.0, 1.0});
    });
    EXPECT_TRUE(graphMessageHas(node, "GridGraphNode")) << node;

    // Valid costs, however small, still search.
    GridGraph tiny({0, 0}, 3, 1, GridMovement<double>{DiagonalMode::Never, 1e-300, 1e-300});
    EXPECT_EQ(tiny.nodeAt({0, 0})->findPathTo(*tiny.nodeAt({2, 0})).size(), 3u);
}

TEST(GraphContracts, PassNodeTollsMustBeANumberOfAtLeastZero) {
    ObstacleGraph graph({PolygonObstacle({{4, -1}, {6, -1}, {6, 1}, {4, 1}})}, 0.0);
    const ObstacleId crate = graph.obstacleIds().front();
    const std::size_t nodesBefore = graph.nodes().size();
    for (const double bad : {-1.0, std::numeric_limits<double>::quiet_NaN()}) {
        const std::string message = graphRefusal([&] { graph.addPassNode(crate, {5, 0}, bad); });
        EXPECT_TRUE(graphMessageHas(message, "toll")) << message;
    }
    // A batch with one bad toll adds none of its passes.
    graphRefusal([&] { graph.addPassNodes({{crate, {5, 0}, 2.0}, {crate, {5, 0.5}, -3.0}}); });
    EXPECT_EQ(graph.nodes().size(), nodesBefore);
    EXPECT_EQ(graph.passNodeAt({5, 0}), nullptr);

    GraphNode2D& pass = graph.addPassNode(crate, {5, 0}, 2.0);
    const std::string message = graphRefusal([&] { pass.setEntryCost(-0.5); });
    EXPECT_TRUE(graphMessageHas(message, "-0.5")) << message;
    EXPECT_EQ(pass.entryCost(), 2.0);                            // kept
    pass.setEntryCost(std::numeric_limits<double>::infinity());  // closes the zone: allowed
    pass.setEntryCost(0.0);
    EXPECT_EQ(pass.entryCost(), 0.0);
}

}  // namespace
}  // namespace catmaze
