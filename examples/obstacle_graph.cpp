// Walking freely around polygon obstacles (catmaze/graph/obstacle_graph.hpp), the model for an
// open floor: a crate and a U-shaped wall, a cat 0.5 wide on each side, a click inside an
// obstacle, and nodes linked in and out. docs/OBSTACLE_GRAPH.md walks through it.

#include "catmaze/graph/obstacle_graph.hpp"

#include <cstdio>
#include <vector>

using catmaze::GraphNode;
using catmaze::GraphNode2D;
using catmaze::ObstacleGraph;
using catmaze::PolygonObstacle;
using catmaze::Route;
using catmaze::RouteStatus;
using catmaze::Vec2;

const char* toString(RouteStatus status) {
    switch (status) {
        case RouteStatus::Found:
            return "found";
        case RouteStatus::AlreadyThere:
            return "already there";
        case RouteStatus::StartBlocked:
            return "start blocked";
        case RouteStatus::GoalBlocked:
            return "goal blocked";
        case RouteStatus::NoPath:
            return "no path";
    }
    return "?";
}

void print(const char* what, const Route& route) {
    std::printf("%s: %s", what, toString(route.status));
    if (route.reachedGoal())
        std::printf(", length %.3f:", route.length);
    for (const Vec2 p : route.points)
        std::printf(" (%.3f, %.3f)", p.x, p.y);
    std::printf("\n");
}

int main() {
    //  y
    //  4 .............. ##..##      the U: arms x 4..5 and 7..8, floor y 0..1
    //  1 ..[##]........ ##..##      the crate: x -1..1, y -1..1
    //  0 ..[##]........ ######
    const PolygonObstacle crate({{-1, -1}, {1, -1}, {1, 1}, {-1, 1}});
    const PolygonObstacle wall({{4, 0}, {8, 0}, {8, 4}, {7, 4}, {7, 1}, {5, 1}, {5, 4}, {4, 4}});
    ObstacleGraph floor({crate, wall}, /*bufferRadius=*/0.5);
    std::printf("corner nodes: %zu\n", floor.nodes().size());

    // Over the crate, keeping the cat's distance from it.
    print("over the crate", floor.findPath({-3, 0.1}, {2.5, 0.1}));
    // Into the U's pocket: 2 wide, room for a cat 1 wide.
    print("into the pocket", floor.findPath({6.5, -2}, {6.3, 2.5}));

    // A click inside the crate: walk to the nearest place the cat fits instead.
    const Vec2 click{0.2, 0};
    print("to the click", floor.findPath({-3, 0.1}, click));
    const Vec2 spot = floor.nearestFreePoint(click);
    std::printf("nearest free point: (%.3f, %.3f)\n", spot.x, spot.y);
    print("to that point", floor.findPath({-3, 0.1}, spot));

    // A fatter walker does not fit into the pocket at all.
    ObstacleGraph fat({crate, wall}, 1.2);
    print("fat cat into the pocket", fat.findPath({6.5, -2}, {6.3, 2.5}));

    // GameplayKit's way: link nodes in, search nodes, unlink.
    GraphNode2D& from = floor.connectUsingObstacles(Vec2{-3, 0.1});
    GraphNode2D& to = floor.connectUsingObstacles(Vec2{2.5, 0.1});
    std::printf("start linked to %zu corners (those it sees along a tangent)\n",
                from.connectedNodes().size());
    const std::vector<GraphNode*> path = floor.findPath(from, to);
    std::printf("node path:");
    for (const GraphNode* node : path) {
        const Vec2 p = static_cast<const GraphNode2D*>(node)->position();
        std::printf(" (%.3f, %.3f)", p.x, p.y);
    }
    std::printf("\n");
    floor.removeNodes({&from, &to});
    std::printf("nodes after unlinking: %zu\n", floor.nodes().size());
    return 0;
}
