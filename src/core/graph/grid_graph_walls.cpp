// A GridGraph's walls in bulk (grid_graph.hpp): every cell at once from flags, and a grid drawn
// as text rows.

#include <cstddef>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>

#include "catmaze/graph/grid_graph.hpp"

namespace catmaze {

namespace {

constexpr char kWallChar = '#';
constexpr char kFloorChar = '.';

// One flag per cell of `rows` (non-zero: floor), checking every character and row length.
std::vector<std::uint8_t> walkableFromRows(const std::vector<std::string>& rows) {
    std::vector<std::uint8_t> walkable;
    const std::size_t width = rows.empty() ? 0 : rows.front().size();
    walkable.reserve(width * rows.size());
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const std::string& row = rows[r];
        if (row.size() != width) {
            throw std::invalid_argument("GridGraph::fromRows: row " + std::to_string(r) + " has " +
                                        std::to_string(row.size()) + " cells, row 0 has " +
                                        std::to_string(width));
        }
        for (std::size_t c = 0; c < width; ++c) {
            if (row[c] != kWallChar && row[c] != kFloorChar) {
                throw std::invalid_argument("GridGraph::fromRows: row " + std::to_string(r) +
                                            ", column " + std::to_string(c) + " is '" +
                                            std::string(1, row[c]) + "'; a cell is '" + kWallChar +
                                            "' (wall) or '" + kFloorChar + "' (floor)");
            }
            walkable.push_back(row[c] == kFloorChar ? 1 : 0);
        }
    }
    return walkable;
}

// `count` as an int, or std::invalid_argument: a grid's side is an int.
int sideLength(std::size_t count, const char* what) {
    if (count > static_cast<std::size_t>(std::numeric_limits<int>::max())) {
        throw std::invalid_argument(std::string("GridGraph::fromRows: ") + std::to_string(count) +
                                    " " + what + " are more than an int holds");
    }
    return static_cast<int>(count);
}

}  // namespace

GridGraph GridGraph::fromRows(const std::vector<std::string>& rows,
                              const GridMovement<double>& movement, Tile origin) {
    const std::vector<std::uint8_t> walkable = walkableFromRows(rows);
    const int width = sideLength(rows.empty() ? 0 : rows.front().size(), "columns");
    GridGraph grid(origin, width, sideLength(rows.size(), "rows"), movement);
    grid.setWalkable(walkable);
    return grid;
}

void GridGraph::setWalkable(const std::vector<std::uint8_t>& walkable) {
    if (walkable.size() != cells_.size()) {
        throw std::invalid_argument("GridGraph::setWalkable: " + std::to_string(walkable.size()) +
                                    " flags for a " + std::to_string(width_) + "x" +
                                    std::to_string(height_) + " grid of " +
                                    std::to_string(cells_.size()) + " cells");
    }
    // Walls first, in one removeNodes (one pass over the graph's nodes), then the cells put back,
    // each linked to its neighbours as they stand then.
    std::vector<GraphNode*> walls;
    std::vector<Tile> doors;
    for (std::size_t i = 0; i < cells_.size(); ++i) {
        const Tile position{origin_.col + static_cast<int>(i % static_cast<std::size_t>(width_)),
                            origin_.row + static_cast<int>(i / static_cast<std::size_t>(width_))};
        if (walkable[i] == 0 && cells_[i] != nullptr)
            walls.push_back(cells_[i]);
        else if (walkable[i] != 0 && cells_[i] == nullptr)
            doors.push_back(position);
    }
    removeNodes(walls);
    for (const Tile position : doors)
        addNodeAt(position);
}

}  // namespace catmaze
