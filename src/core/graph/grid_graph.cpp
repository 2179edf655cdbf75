#include "catmaze/graph/grid_graph.hpp"

#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <stdexcept>
#include <unordered_set>

namespace catmaze {

namespace {

Offset offsetBetween(Tile from, Tile to) {
    return {to.col - from.col, to.row - from.row};
}

}  // namespace

double GridGraphNode::costTo(const GraphNode& node) const {
    if (!isConnectedTo(node))
        return std::numeric_limits<double>::infinity();
    const auto* cell = dynamic_cast<const GridGraphNode*>(&node);
    if (cell == nullptr)
        return GraphNode::costTo(node);
    const Offset step = offsetBetween(position_, cell->position_);
    const bool oneMove = step.dcol >= -1 && step.dcol <= 1 && step.drow >= -1 && step.drow <= 1 &&
                         (!isDiagonal(step) || movement_.diagonal != DiagonalMode::Never);
    return oneMove ? movement_.stepCost(isDiagonal(step))
                   : movement_.estimateCost(position_, cell->position_);
}

double GridGraphNode::estimatedCostTo(const GraphNode& node) const {
    const auto* cell = dynamic_cast<const GridGraphNode*>(&node);
    return cell == nullptr ? 0.0 : movement_.estimateCost(position_, cell->position_);
}

GridGraph::GridGraph(Tile origin, int width, int height, const GridMovement<double>& movement)
    : origin_(origin), width_(width), height_(height), movement_(movement) {
    if (width < 0 || height < 0)
        throw std::invalid_argument("GridGraph: the width and height must not be negative");
    if (std::int64_t{width} * height > std::numeric_limits<std::int32_t>::max())
        throw std::invalid_argument("GridGraph: more than 2^31 - 1 cells");
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

bool GridGraph::containsCell(Tile position) const {
    return position.col >= origin_.col && position.row >= origin_.row &&
           position.col - origin_.col < width_ && position.row - origin_.row < height_;
}

std::size_t GridGraph::indexOf(Tile position) const {
    return static_cast<std::size_t>(position.row - origin_.row) * static_cast<std::size_t>(width_) +
           static_cast<std::size_t>(position.col - origin_.col);
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

void GridGraph::removeNodes(const std::vector<GraphNode*>& nodes) {
    // Clear the cells before the nodes are destroyed, then fix the diagonals their corners
    // allowed or forbade.
    const std::unordered_set<const GraphNode*> doomed(nodes.begin(), nodes.end());
    std::vector<Tile> cleared;
    for (GridGraphNode*& cell : cells_) {
        if (cell != nullptr && doomed.count(cell) != 0) {
            cleared.push_back(cell->gridPosition());
            cell = nullptr;
        }
    }
    Graph::removeNodes(nodes);
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
        const Offset step = offsetBetween(a->gridPosition(), b->gridPosition());
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
