#include "catmaze/graph/grid_graph.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <unordered_set>
#include <utility>

namespace catmaze {

namespace {

// Differences of grid positions are taken in 64 bits: cells of two far-apart grids (linked by
// hand) may be up to 2^32 - 3 apart, past what an int holds.
std::int64_t difference(int from, int to) {
    return std::int64_t{to} - std::int64_t{from};
}

// The movement model's estimate between two cells any distance apart. GridMovement::estimateCost
// works in int, enough within one grid but not between far-apart grids. Each of its heuristics
// charges `shorter` times its answer for a diagonal step (1,1) and `longer - shorter` times its
// answer for a straight one (1,0), so those two answers scale up exactly.
double estimateBetween(const GridMovement<double>& movement, Tile from, Tile to) {
    const std::int64_t dx = std::abs(difference(from.col, to.col));
    const std::int64_t dy = std::abs(difference(from.row, to.row));
    const auto shorter = static_cast<double>(std::min(dx, dy));
    const auto longer = static_cast<double>(std::max(dx, dy));
    return movement.estimateCost({0, 0}, {1, 1}) * shorter +
           movement.estimateCost({0, 0}, {1, 0}) * (longer - shorter);
}

// True when `origin + size` and the cells one move beyond each end are ints: then no cell of the
// grid, nor a neighbour the movement model asks about, overflows.
bool fitsWithItsBorder(int origin, int size) {
    return origin > std::numeric_limits<int>::min() &&
           std::int64_t{origin} + size <= std::numeric_limits<int>::max();
}

}  // namespace

GridGraphNode::GridGraphNode(Tile position, const GridMovement<double>& movement)
    : position_(position), movement_(movement) {
    requireValidStepCosts(movement, "GridGraphNode");
}

double GridGraphNode::costTo(const GraphNode& node) const {
    if (!isConnectedTo(node))
        return std::numeric_limits<double>::infinity();
    const auto* cell = dynamic_cast<const GridGraphNode*>(&node);
    if (cell == nullptr)
        return GraphNode::costTo(node);
    const std::int64_t dcol = difference(position_.col, cell->position_.col);
    const std::int64_t drow = difference(position_.row, cell->position_.row);
    const bool diagonal = dcol != 0 && drow != 0;
    const bool oneMove = std::abs(dcol) <= 1 && std::abs(drow) <= 1 &&
                         (!diagonal || movement_.diagonal != DiagonalMode::Never);
    return oneMove ? movement_.stepCost(diagonal)
                   : estimateBetween(movement_, position_, cell->position_);
}

double GridGraphNode::estimatedCostTo(const GraphNode& node) const {
    const auto* cell = dynamic_cast<const GridGraphNode*>(&node);
    return cell == nullptr ? 0.0 : estimateBetween(movement_, position_, cell->position_);
}

GridGraph::GridGraph(Tile origin, int width, int height, const GridMovement<double>& movement)
    : origin_(origin), width_(width), height_(height), movement_(movement) {
    requireValidStepCosts(movement, "GridGraph");
    if (width < 0 || height < 0)
        throw std::invalid_argument("GridGraph: the width and height must not be negative");
    if (std::int64_t{width} * height > std::numeric_limits<std::int32_t>::max())
        throw std::invalid_argument("GridGraph: more than 2^31 - 1 cells");
    if (!fitsWithItsBorder(origin.col, width) || !fitsWithItsBorder(origin.row, height)) {
        throw std::invalid_argument("GridGraph: a " + std::to_string(width) + "x" +
                                    std::to_string(height) + " grid at " + toString(origin) +
                                    " does not fit in int with a cell around it");
    }
    cells_.resize(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    for (int row = 0; row < height; ++row) {
        for (int col = 0; col < width; ++col) {
            const Tile position{origin.col + col, origin.row + row};
            auto node = std::make_unique<GridGraphNode>(position, movement_);
            cells_[indexOf(position)] = node.get();
            addNode(std::move(node));
        }
    }
    // One way per cell: every move has its reverse, so each link ends up both ways, and each
    // node lists its neighbours in kStepOrder.
    std::vector<GraphNode*> neighbours;
    for (GridGraphNode* cell : cells_) {
        neighbours.clear();
        movement_.forEachMove(
            cell->gridPosition(), [this](Tile t) { return isOpen(t); },
            [&](Tile to, bool /*diagonal*/) { neighbours.push_back(nodeAt(to)); });
        cell->addConnections(neighbours, false);
    }
}

GridGraph::GridGraph(Tile origin, int width, int height, DiagonalMode diagonal)
    : GridGraph(origin, width, height, GridMovement<double>{diagonal, 1.0, std::sqrt(2.0)}) {}

GridMovement<double> GridGraph::gameplayKitMovement(bool diagonalsAllowed) {
    return {diagonalsAllowed ? DiagonalMode::Always : DiagonalMode::Never, 1.0, 1.0};
}

GridGraph::GridGraph(GridGraph&& other) noexcept
    : GraphBase(std::move(other)),
      origin_(other.origin_),
      width_(std::exchange(other.width_, 0)),
      height_(std::exchange(other.height_, 0)),
      movement_(other.movement_),
      cells_(std::exchange(other.cells_, {})) {}

GridGraph& GridGraph::operator=(GridGraph&& other) noexcept {
    if (this != &other) {
        origin_ = other.origin_;
        width_ = std::exchange(other.width_, 0);
        height_ = std::exchange(other.height_, 0);
        movement_ = other.movement_;
        cells_ = std::exchange(other.cells_, {});
        GraphBase::operator=(std::move(other));  // destroys this grid's old nodes
    }
    return *this;
}

bool GridGraph::containsCell(Tile position) const {
    const std::int64_t col = difference(origin_.col, position.col);
    const std::int64_t row = difference(origin_.row, position.row);
    return col >= 0 && row >= 0 && col < width_ && row < height_;
}

std::size_t GridGraph::indexOf(Tile position) const {
    return static_cast<std::size_t>(difference(origin_.row, position.row)) *
               static_cast<std::size_t>(width_) +
           static_cast<std::size_t>(difference(origin_.col, position.col));
}

GridGraphNode* GridGraph::nodeAt(Tile position) const {
    return containsCell(position) ? cells_[indexOf(position)] : nullptr;
}

GridGraphNode& GridGraph::addNodeAt(Tile position) {
    if (!containsCell(position))
        throw std::out_of_range("GridGraph::addNodeAt: " + toString(position) + " is off the grid");
    if (GridGraphNode* present = nodeAt(position))
        return *present;
    auto node = std::make_unique<GridGraphNode>(position, movement_);
    GridGraphNode& added = *node;
    cells_[indexOf(position)] = node.get();
    addNode(std::move(node));
    connectNodeToAdjacentNodes(added);
    return added;
}

void GridGraph::connectNodeToAdjacentNodes(GridGraphNode& node) {
    if (nodeAt(node.gridPosition()) != &node) {
        throw std::invalid_argument(
            "GridGraph::connectNodeToAdjacentNodes: the node is not this "
            "grid's node at " +
            toString(node.gridPosition()));
    }
    linkWithNeighbours(node);
    refreshDiagonalsAround(node.gridPosition());
}

void GridGraph::forgetNodes(const std::unordered_set<const GraphNode*>& doomed) {
    // Clear the cells, then fix the diagonals their corners allowed or forbade (links to the
    // doomed nodes go when they are destroyed, right after).
    std::vector<Tile> cleared;
    for (GridGraphNode*& cell : cells_) {
        if (cell != nullptr && doomed.count(cell) != 0) {
            cleared.push_back(cell->gridPosition());
            cell = nullptr;
        }
    }
    for (const Tile position : cleared)
        refreshDiagonalsAround(position);
}

void GridGraph::linkWithNeighbours(GridGraphNode& node) {
    std::vector<GraphNode*> neighbours;
    movement_.forEachMove(
        node.gridPosition(), [this](Tile t) { return isOpen(t); },
        [&](Tile to, bool /*diagonal*/) { neighbours.push_back(nodeAt(to)); });
    node.addConnections(neighbours, true);
}

void GridGraph::refreshDiagonalsAround(Tile position) {
    // Only these modes let a cell decide whether the diagonal between two of its neighbours exists.
    if (movement_.diagonal != DiagonalMode::NoCornerCutting &&
        movement_.diagonal != DiagonalMode::AtLeastOneSideFree) {
        return;
    }
    // The diagonals that pass this cell's corners join two of its side neighbours: up and right,
    // right and down, down and left, left and up.
    static constexpr Offset kSides[5] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    for (int i = 0; i < 4; ++i) {
        GridGraphNode* a = nodeAt(position + kSides[i]);
        GridGraphNode* b = nodeAt(position + kSides[i + 1]);
        if (a == nullptr || b == nullptr)
            continue;
        const Offset step = {b->gridPosition().col - a->gridPosition().col,
                             b->gridPosition().row - a->gridPosition().row};  // one apart
        if (movement_.canStep(a->gridPosition(), step, [this](Tile t) { return isOpen(t); })) {
            a->addConnections({b}, true);
        } else {
            a->removeConnections({b}, true);
        }
    }
}

std::vector<Tile> gridPositions(const std::vector<GraphNode*>& path) {
    std::vector<Tile> positions;
    positions.reserve(path.size());
    for (const GraphNode* node : path) {
        if (const auto* cell = dynamic_cast<const GridGraphNode*>(node))
            positions.push_back(cell->gridPosition());
    }
    return positions;
}

}  // namespace catmaze
