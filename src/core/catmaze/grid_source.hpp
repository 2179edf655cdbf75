#pragma once
/// \file
/// A rectangular grid as a PathDataSource: walked by a GridMovement model, with per-cell cost
/// multipliers (the cat's dogs).

#include <cassert>
#include <cstdint>
#include <utility>
#include <vector>

#include "catmaze/astar.hpp"
#include "catmaze/grid_movement.hpp"
#include "catmaze/tile.hpp"

namespace catmaze {

/// A grid graph. Nodes are `row * width + col`. How the grid is walked (neighbour order, the
/// diagonal rule, step costs, the heuristic) is the GridMovement model's; entering a cell costs
/// the step's base cost times the cell's multiplier (1 unless set). Cells can be changed in place
/// (a dog leaving, a door opening), so a walker's grid is built once per level.
template <class Cost>
class GridDataSource final : public PathDataSource<Cost> {
  public:
    /// `walkable` holds one flag per cell, row-major (`size.cellCount()` entries).
    /// `enterMultiplier` is empty (all 1) or holds one multiplier (>= 1) per cell.
    /// The movement's costs must be > 0.
    GridDataSource(GridSize size, std::vector<std::uint8_t> walkable, GridMovement<Cost> movement,
                   std::vector<Cost> enterMultiplier = {})
        : size_(size),
          walkable_(std::move(walkable)),
          multiplier_(std::move(enterMultiplier)),
          movement_(movement) {
        assert(static_cast<std::int64_t>(walkable_.size()) == size_.cellCount());
        assert(multiplier_.empty() ||
               static_cast<std::int64_t>(multiplier_.size()) == size_.cellCount());
    }

    /// The grid's width and height.
    GridSize size() const { return size_; }
    /// The movement model: diagonal rule and step costs.
    const GridMovement<Cost>& movement() const { return movement_; }
    /// Replaces the movement model; applies to the next search.
    void setMovement(const GridMovement<Cost>& movement) { movement_ = movement; }
    /// True when `t` is on the grid and walkable.
    bool walkableTile(Tile t) const {
        return size_.contains(t) && walkable_[static_cast<std::size_t>(size_.indexOf(t))] != 0;
    }
    /// One flag per cell, row-major, non-zero when walkable.
    const std::vector<std::uint8_t>& walkableCells() const { return walkable_; }
    /// One multiplier per cell, row-major, or empty when every cell's is 1.
    const std::vector<Cost>& multipliers() const { return multiplier_; }
    /// Makes the cell `t` (on the grid) walkable or not.
    void setWalkable(Tile t, bool walkable) {
        walkable_[static_cast<std::size_t>(size_.indexOf(t))] = walkable ? 1 : 0;
    }
    /// The multiplier for entering `t` (on the grid).
    Cost multiplierAt(Tile t) const {
        return multiplier_.empty() ? Cost{1}
                                   : multiplier_[static_cast<std::size_t>(size_.indexOf(t))];
    }
    /// Sets the multiplier (>= 1, or the heuristic would overestimate) for entering `t`.
    void setMultiplier(Tile t, Cost multiplier) {
        if (multiplier_.empty()) {
            if (multiplier == Cost{1})
                return;
            multiplier_.assign(static_cast<std::size_t>(size_.cellCount()), Cost{1});
        }
        multiplier_[static_cast<std::size_t>(size_.indexOf(t))] = multiplier;
    }

    NodeId nodeCount() const override { return static_cast<NodeId>(size_.cellCount()); }
    bool isWalkable(NodeId node) const override {
        return walkable_[static_cast<std::size_t>(node)] != 0;
    }

    void walkableNeighbours(NodeId node, std::vector<NodeId>& out) const override {
        movement_.forEachMove(
            tileOf(node), [this](Tile t) { return walkableTile(t); },
            [&](Tile to, bool) { out.push_back(size_.indexOf(to)); });
    }

    /// The moves of walkableNeighbours with their moveCost, in the same order, as
    /// `f(NodeId next, Cost cost)`: the engine's inlined path (DirectPathSource). The same rules
    /// as GridMovement::forEachMove, with each side cell looked at once.
    template <class F>
    void forEachNeighbour(NodeId node, F&& f) const {
        const Tile t = tileOf(node);
        bool side[4];
        for (std::size_t i = 0; i < 4; ++i) {
            const Offset step = kStepOrder[i];
            side[i] = walkableTile(t + step);
            if (side[i]) {
                const NodeId next = node + step.drow * size_.width + step.dcol;
                f(next, enterCost(next, movement_.straightCost));
            }
        }
        if (movement_.diagonal == DiagonalMode::Never)
            return;
        // Diagonal i + 4 passes the side cells i and i + 1 (up-right passes up and right, ...).
        for (std::size_t i = 0; i < 4; ++i) {
            const Offset step = kStepOrder[i + 4];
            if (movement_.diagonalAllowed(side[i], side[(i + 1) % 4]) && walkableTile(t + step)) {
                const NodeId next = node + step.drow * size_.width + step.dcol;
                f(next, enterCost(next, movement_.diagonalCost));
            }
        }
    }

    void walkableMoves(NodeId node, std::vector<NodeId>& to,
                       std::vector<Cost>& cost) const override {
        forEachNeighbour(node, [&](NodeId next, Cost c) {
            to.push_back(next);
            cost.push_back(c);
        });
    }

    Cost moveCost(NodeId from, NodeId to) const override {
        const Tile a = tileOf(from);
        const Tile b = tileOf(to);
        const bool diagonal = a.col != b.col && a.row != b.row;
        return movement_.stepCost(
            diagonal, multiplier_.empty() ? Cost{1} : multiplier_[static_cast<std::size_t>(to)]);
    }

    /// The movement model's consistent heuristic (see GridMovement::estimateCost); it stays a
    /// lower bound because every multiplier is at least 1.
    Cost estimateCost(NodeId from, NodeId goal) const override {
        return movement_.estimateCost(tileOf(from), tileOf(goal));
    }

  private:
    // size_.tileAt without an integer division: (i + 0.5) / width is at least 0.5 / width away
    // from an integer, far more than the rounding error of a double product for 31-bit ids.
    Tile tileOf(NodeId node) const {
        const int row = static_cast<int>((node + 0.5) * inverseWidth_);
        return {node - row * size_.width, row};
    }
    Cost enterCost(NodeId to, Cost base) const {
        return multiplier_.empty() ? base : base * multiplier_[static_cast<std::size_t>(to)];
    }

    GridSize size_;
    std::vector<std::uint8_t> walkable_;
    std::vector<Cost> multiplier_;
    GridMovement<Cost> movement_;
    double inverseWidth_ = 1.0 / (size_.width > 0 ? size_.width : 1);
};

/// A path on a grid in tiles (a PathResult with tiles for node ids).
template <class Cost>
struct TilePath {
    /// How the search ended.
    PathStatus status = PathStatus::Invalid;
    std::vector<Tile> tiles;  ///< first step .. last tile (start excluded)
    /// Sum of the moves' costs along `tiles`.
    Cost cost{};
    /// Nodes expanded (closed) by the search.
    std::int32_t expandedCount = 0;
};

/// Runs `engine` on `grid` from tile `from` to tile `to` and converts the result to tiles.
/// Tiles off the grid give `Invalid`.
template <class Cost>
TilePath<Cost> findTilePath(AStar<Cost>& engine, const GridDataSource<Cost>& grid, Tile from,
                            Tile to, PathOptions options = {}) {
    TilePath<Cost> out;
    if (!grid.size().contains(from) || !grid.size().contains(to))
        return out;
    const PathResult<Cost> r =
        engine.findPath(grid, grid.size().indexOf(from), grid.size().indexOf(to), options);
    out.status = r.status;
    out.cost = r.cost;
    out.expandedCount = r.expandedCount;
    out.tiles.reserve(r.path.size());
    for (const NodeId n : r.path)
        out.tiles.push_back(grid.size().tileAt(n));
    return out;
}

}  // namespace catmaze
