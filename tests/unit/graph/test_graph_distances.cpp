// Tests of the one-to-many search (catmaze/graph/graph_distances.hpp): its costs are the costs of
// the paths findPathTo finds, one target at a time, on plain graphs and on random obstacle graphs
// with pass zones (open, tolled and closed).

#include "catmaze/graph/graph_distances.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "catmaze/graph/obstacle_graph.hpp"
#include "graph_costs.hpp"

namespace catmaze {
namespace {

using test::kNoPath;

// The cost of the path findPathTo finds from `from` to `to` (infinity when there is none).
double pairwiseCost(GraphNode& from, GraphNode& to) {
    const std::vector<GraphNode*> path = from.findPathTo(to);
    return path.empty() ? kNoPath : test::pathCost(path);
}

TEST(CheapestCostsFrom, CountsLinksOneWayAndSaysWhatIsNotReached) {
    Graph graph;
    std::vector<GraphNode*> n;
    for (int i = 0; i < 4; ++i)
        n.push_back(&graph.addNode(std::make_unique<GraphNode>()));
    n[0]->addConnections({n[1]}, false);
    n[1]->addConnections({n[2]}, false);
    n[0]->addConnections({n[2]}, false);
    // n[3] is linked to, not from: unreachable from n[0]; n[0] is unreachable from n[2].
    n[3]->addConnections({n[0]}, false);
    EXPECT_EQ(cheapestCostsFrom(*n[0], {n[2], n[1], n[0], n[3], nullptr}),
              (std::vector<double>{1, 1, 0, kNoPath, kNoPath}));
    EXPECT_EQ(cheapestCostsFrom(*n[2], {n[0]}), (std::vector<double>{kNoPath}));
}

// A random scene: a few triangles and rectangles, the ones marked as pass zones open, tolled or
// closed, and points linked in.
TEST(CheapestCostsFrom, EqualsOneSearchPerTargetOnRandomObstacleGraphs) {
    std::mt19937 rng(4);
    std::uniform_real_distribution<double> coordinate(0.0, 12.0);
    int reached = 0;
    int unreached = 0;
    for (int scene = 0; scene < 60; ++scene) {
        std::vector<PolygonObstacle> obstacles;
        for (int k = 0; k < 6; ++k) {
            const double x = coordinate(rng);
            const double y = coordinate(rng);
            if (k % 2 == 0)
                obstacles.emplace_back(Polygon{{x, y}, {x + 2.0, y + 0.3}, {x + 0.5, y + 1.7}});
            else
                obstacles.emplace_back(Polygon{{x, y}, {x + 0.8, y}, {x + 0.8, y + 3}, {x, y + 3}});
        }
        ObstacleGraph graph(obstacles, 0.2);
        const std::vector<ObstacleId> ids = graph.obstacleIds();
        const double tolls[] = {0.0, 2.5, kNoPath};
        std::vector<GraphNode*> nodes;
        for (int z : {0, 1, 3}) {
            Vec2 centre{0, 0};
            const Polygon& shape = obstacles[static_cast<std::size_t>(z)].vertices();
            for (Vec2 v : shape)
                centre = {centre.x + v.x / static_cast<double>(shape.size()),
                          centre.y + v.y / static_cast<double>(shape.size())};
            nodes.push_back(
                &graph.addPassNode(ids[static_cast<std::size_t>(z)], centre, tolls[rng() % 3]));
        }
        for (int k = 0; k < 6; ++k)
            nodes.push_back(&graph.connectUsingObstacles({coordinate(rng), coordinate(rng)}));
        for (GraphNode* from : nodes) {
            const std::vector<double> costs = cheapestCostsFrom(*from, nodes);
            for (std::size_t t = 0; t < nodes.size(); ++t) {
                const double expected = pairwiseCost(*from, *nodes[t]);
                const std::string where = "scene " + std::to_string(scene);
                if (expected == kNoPath) {
                    EXPECT_EQ(costs[t], kNoPath) << where;
                    ++unreached;
                } else {
                    EXPECT_NEAR(costs[t], expected, 1e-9) << where;
                    ++reached;
                }
            }
        }
    }
    // Both answers must be exercised.
    EXPECT_GT(reached, 1000);
    EXPECT_GT(unreached, 50);
}

}  // namespace
}  // namespace catmaze
