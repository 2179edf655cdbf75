// pathfinding_only: the pathfinding layers alone (CatMaze::search and CatMaze::graph), as a game
// with its own level format would use them. Prints the cheapest route across a walled grid with
// the A* engine on a grid data source, and the same route through a GameplayKit-style grid graph.
// Linking only these two modules brings in no zlib, Threads or nlohmann_json
// (tests/install checks the link line, and builds it with CMake components and with pkg-config).

#include <cstdint>
#include <iostream>
#include <vector>

#include "catmaze/graph/grid_graph.hpp"
#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"

int main() {
    // 5 x 3, a wall across the middle column with a gap at the bottom.
    const catmaze::GridSize size{5, 3};
    std::vector<std::uint8_t> walkable(static_cast<std::size_t>(size.cellCount()), 1);
    for (const catmaze::Tile wall : {catmaze::Tile{2, 0}, catmaze::Tile{2, 1}})
        walkable[static_cast<std::size_t>(size.indexOf(wall))] = 0;

    const catmaze::GridMovement<double> movement{catmaze::DiagonalMode::NoCornerCutting, 10.0,
                                                 14.0};
    const catmaze::GridDataSource<double> grid(size, walkable, movement);
    catmaze::AStar<double> engine;
    const catmaze::TilePath<double> path = catmaze::findTilePath(engine, grid, {0, 0}, {4, 0});
    std::cout << "engine: " << catmaze::toString(path.status) << ", cost " << path.cost << ",";
    for (const catmaze::Tile t : path.tiles)
        std::cout << " " << catmaze::toString(t);
    std::cout << "\n";

    catmaze::GridGraph graph({0, 0}, size.width, size.height, movement);
    graph.removeNodes({graph.nodeAt({2, 0}), graph.nodeAt({2, 1})});
    const std::vector<catmaze::GraphNode*> nodes =
        graph.nodeAt({0, 0})->findPathTo(*graph.nodeAt({4, 0}));
    std::cout << "graph:";
    for (const catmaze::Tile t : catmaze::gridPositions(nodes))
        std::cout << " " << catmaze::toString(t);
    std::cout << "\n";
    return path.status == catmaze::PathStatus::Found && !nodes.empty() ? 0 : 1;
}
