// Tile grids at speed (catmaze/search/grid_source.hpp): a map written as rows of text becomes a
// GridDataSource, searched by the A* engine and by jump point search, which find paths of the
// same cost. Then a puddle that costs more to enter, and a wall that goes up between searches:
// the grid changes in place, and the engines are kept and reused. docs/GRAPHS.md, "Which model
// to reach for", says when to pick this model over the graphs.

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_search.hpp"

using catmaze::Tile;

// The map: '#' a wall, anything else open. 'S' and 'G' mark the start and the goal.
const std::vector<std::string> kRows = {
    "S...........",  //
    ".###.#.####.",  //
    "...#.#....#.",  //
    ".#.#.####.#.",  //
    ".#...#....#G",  //
    ".#####.####.",  //
    "............",  //
};

// The rows as a grid: one walkable flag per cell, row-major.
catmaze::GridDataSource<int> gridOf(const std::vector<std::string>& rows) {
    const catmaze::GridSize size{static_cast<int>(rows[0].size()), static_cast<int>(rows.size())};
    std::vector<std::uint8_t> walkable;
    for (const std::string& row : rows)
        for (const char c : row)
            walkable.push_back(c == '#' ? 0 : 1);
    // 10 a straight step, 14 a diagonal one, never past a wall's corner: whole numbers, exact.
    return catmaze::GridDataSource<int>(size, walkable,
                                        {catmaze::DiagonalMode::NoCornerCutting, 10, 14});
}

// Prints how the search ended and its cost, then the map: 'S' the start, '*' the path (which
// leaves the start out), '~' a cell dearer to enter.
void print(const char* engine, const catmaze::TilePath<int>& path,
           const catmaze::GridDataSource<int>& grid, Tile start) {
    std::cout << engine << ": " << catmaze::toString(path.status);
    if (path.status == catmaze::PathStatus::Found)
        std::cout << ", cost " << path.cost << ", " << path.tiles.size() << " steps";
    std::cout << "\n";
    for (int row = 0; row < grid.size().height; ++row) {
        std::string line;
        for (int col = 0; col < grid.size().width; ++col) {
            const Tile t{col, row};
            const bool onPath =
                std::find(path.tiles.begin(), path.tiles.end(), t) != path.tiles.end();
            line += !grid.walkableTile(t)      ? '#'
                    : t == start               ? 'S'
                    : onPath                   ? '*'
                    : grid.multiplierAt(t) > 1 ? '~'
                                               : '.';
        }
        std::cout << "  " << line << "\n";
    }
}

int main() {
    catmaze::GridDataSource<int> grid = gridOf(kRows);
    const Tile start{0, 0};
    const Tile goal{11, 4};
    // Keep one engine of each kind and reuse it: its memory is kept from one search to the next.
    catmaze::AStar<int> astar;
    catmaze::JumpPointSearch<int> jps;

    std::cout << "-- the same map, two engines\n";
    print("A*", catmaze::findTilePath(astar, grid, start, goal), grid, start);
    print("jump point search", catmaze::findTilePath(jps, grid, start, goal), grid, start);

    std::cout << "-- a puddle at (11,1) costs 9 times as much to enter: the long way is cheaper\n";
    grid.setMultiplier({11, 1}, 9);
    print("jump point search", catmaze::findTilePath(jps, grid, start, goal), grid, start);

    std::cout << "-- a wall goes up at (6,6): through the puddle after all\n";
    grid.setWalkable({6, 6}, false);
    print("A*", catmaze::findTilePath(astar, grid, start, goal), grid, start);

    std::cout << "-- and another at (11,2): the goal is walled in\n";
    grid.setWalkable({11, 2}, false);
    print("A*", catmaze::findTilePath(astar, grid, start, goal), grid, start);
}
