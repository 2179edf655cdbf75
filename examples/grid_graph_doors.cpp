// Grid graphs (catmaze/graph/grid_graph.hpp), GameplayKit's grid of node objects, for grids
// whose nodes you edit: walls made by removing cells, the diagonal modes, and a door that opens
// and closes again. docs/GRAPHS.md walks through this program.

#include "catmaze/graph/grid_graph.hpp"

#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

using catmaze::DiagonalMode;
using catmaze::GraphNode;
using catmaze::GridGraph;
using catmaze::GridMovement;
using catmaze::Tile;

// The grid as text: '#' a removed cell, '*' a cell of `path`, '.' any other cell.
void draw(const GridGraph& grid, const std::vector<Tile>& path) {
    for (int row = 0; row < grid.gridHeight(); ++row) {
        std::string line;
        for (int col = 0; col < grid.gridWidth(); ++col) {
            const Tile t{grid.gridOrigin().col + col, grid.gridOrigin().row + row};
            const bool onPath = std::find(path.begin(), path.end(), t) != path.end();
            line += grid.nodeAt(t) == nullptr ? '#' : onPath ? '*' : '.';
        }
        std::cout << "  " << line << "\n";
    }
}

// Finds and prints the path from `from` to `to` (both open cells), with its cost.
void walk(GridGraph& grid, Tile from, Tile to) {
    const std::vector<GraphNode*> path = grid.nodeAt(from)->findPathTo(*grid.nodeAt(to));
    double cost = 0;
    for (std::size_t i = 1; i < path.size(); ++i)
        cost += path[i - 1]->costTo(*path[i]);
    std::cout << catmaze::toString(from) << " to " << catmaze::toString(to) << ":";
    if (path.empty()) {
        std::cout << " no path\n";
    } else {
        for (const Tile t : catmaze::gridPositions(path))
            std::cout << " " << catmaze::toString(t);
        std::cout << ", cost " << cost << "\n";
    }
    draw(grid, catmaze::gridPositions(path));
}

// A 3 x 4 grid whose cells (1,0), (0,1), (1,2), (2,2) and (2,3) are walls.
GridGraph walled(const GridMovement<double>& movement) {
    GridGraph grid({0, 0}, 3, 4, movement);
    std::vector<GraphNode*> walls;
    for (const Tile t : {Tile{1, 0}, Tile{0, 1}, Tile{1, 2}, Tile{2, 2}, Tile{2, 3}})
        walls.push_back(grid.nodeAt(t));
    grid.removeNodes(walls);
    return grid;
}

int main() {
    std::cout << "-- GameplayKit's grid: 1 per move, diagonals cut corners\n";
    GridGraph gameplayKit = walled(GridGraph::gameplayKitMovement(true));
    walk(gameplayKit, {0, 0}, {1, 3});

    std::cout << "-- CatMaze's rule: 10 straight, 14 diagonal, never past a wall's corner\n";
    GridGraph grid = walled({DiagonalMode::NoCornerCutting, 10.0, 14.0});
    walk(grid, {0, 0}, {1, 1});
    walk(grid, {2, 0}, {0, 3});
    std::cout << "nodeAt(1,2) is " << (grid.nodeAt({1, 2}) == nullptr ? "null" : "a node")
              << ": a removed cell\n";

    std::cout << "-- a door at (1,2) opens\n";
    grid.addNodeAt({1, 2});  // a new node, linked to its current neighbours
    walk(grid, {2, 0}, {0, 3});

    std::cout << "-- and closes again\n";
    grid.removeNodes({grid.nodeAt({1, 2})});
    walk(grid, {2, 0}, {0, 3});
}
