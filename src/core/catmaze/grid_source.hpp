#pragma once
/// \file
/// A rectangular grid as a PathDataSource: 4- or 8-connected, no corner cutting, per-cell
/// cost multipliers (the cat's dogs), and the matching consistent heuristic.

#include <cassert>
#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

#include "catmaze/astar.hpp"
#include "catmaze/tile.hpp"

namespace catmaze {

/// How moves on a grid cost. `diagonalCost` is only used when `allowDiagonal` is true.
template <class Cost>
struct GridMoveRules {
    Cost straightCost{10};
    Cost diagonalCost{14};
    bool allowDiagonal = false;
};

/// A grid graph. Nodes are `row * width + col`. Neighbours are listed in a fixed order:
/// up, right, down, left, then up-right, down-right, down-left, up-left. A diagonal move is
/// allowed only when both side tiles it passes are walkable (no corner cutting). Entering a
/// cell costs the move's base cost times the cell's multiplier (1 unless set).
template <class Cost>
class GridDataSource final : public PathDataSource<Cost> {
  public:
    /// `walkable` holds one flag per cell, row-major (`size.cellCount()` entries).
    /// `enterMultiplier` is empty (all 1) or holds one multiplier (>= 1) per cell.
    /// The move costs must be > 0.
    GridDataSource(GridSize size, std::vector<std::uint8_t> walkable, GridMoveRules<Cost> rules,
                   std::vector<Cost> enterMultiplier = {})
        : size_(size),
          walkable_(std::move(walkable)),
          multiplier_(std::move(enterMultiplier)),
          rules_(rules) {
        assert(static_cast<std::int64_t>(walkable_.size()) == size_.cellCount());
        assert(multiplier_.empty() ||
               static_cast<std::int64_t>(multiplier_.size()) == size_.cellCount());
    }

    /// The grid's width and height.
    GridSize size() const { return size_; }
    /// The move costs and connectivity.
    const GridMoveRules<Cost>& rules() const { return rules_; }
    /// True when `t` is on the grid and walkable.
    bool walkableTile(Tile t) const {
        return size_.contains(t) && walkable_[static_cast<std::size_t>(size_.indexOf(t))] != 0;
    }
    /// One flag per cell, row-major, non-zero when walkable.
    const std::vector<std::uint8_t>& walkableCells() const { return walkable_; }
    /// One multiplier per cell, row-major, or empty when every cell's is 1.
    const std::vector<Cost>& multipliers() const { return multiplier_; }
    /// The multiplier for entering `t` (on the grid).
    Cost multiplierAt(Tile t) const {
        return multiplier_.empty() ? Cost{1}
                                   : multiplier_[static_cast<std::size_t>(size_.indexOf(t))];
    }

    NodeId nodeCount() const override { return static_cast<NodeId>(size_.cellCount()); }
    bool isWalkable(NodeId node) const override {
        return walkable_[static_cast<std::size_t>(node)] != 0;
    }

    void walkableNeighbours(NodeId node, std::vector<NodeId>& out) const override {
        const Tile t = size_.tileAt(node);
        static constexpr Offset kSides[4] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
        static constexpr Offset kDiagonals[4] = {{1, -1}, {1, 1}, {-1, 1}, {-1, -1}};
        for (const Offset o : kSides) {
            if (walkableTile(t + o))
                out.push_back(size_.indexOf(t + o));
        }
        if (!rules_.allowDiagonal)
            return;
        for (const Offset o : kDiagonals) {
            if (walkableTile(t + o) && walkableTile(t + Offset{o.dcol, 0}) &&
                walkableTile(t + Offset{0, o.drow})) {
                out.push_back(size_.indexOf(t + o));
            }
        }
    }

    /// The moves of walkableNeighbours with their moveCost, in the same order, as
    /// `f(NodeId next, Cost cost)`: the engine's inlined path (DirectPathSource).
    template <class F>
    void forEachNeighbour(NodeId node, F&& f) const {
        const Tile t = tileOf(node);
        static constexpr Offset kSides[4] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
        static constexpr Offset kDiagonals[4] = {{1, -1}, {1, 1}, {-1, 1}, {-1, -1}};
        bool side[4];
        for (int i = 0; i < 4; ++i) {
            side[i] = walkableTile(t + kSides[i]);
            if (side[i])
                f(node + kSides[i].drow * size_.width + kSides[i].dcol,
                  enterCost(node + kSides[i].drow * size_.width + kSides[i].dcol,
                            rules_.straightCost));
        }
        if (!rules_.allowDiagonal)
            return;
        for (int i = 0; i < 4; ++i) {
            if (side[i] && side[(i + 1) % 4] && walkableTile(t + kDiagonals[i])) {
                const NodeId next = node + kDiagonals[i].drow * size_.width + kDiagonals[i].dcol;
                f(next, enterCost(next, rules_.diagonalCost));
            }
        }
    }

    Cost moveCost(NodeId from, NodeId to) const override {
        const Tile a = size_.tileAt(from);
        const Tile b = size_.tileAt(to);
        const bool diagonal = a.col != b.col && a.row != b.row;
        const Cost base = diagonal ? rules_.diagonalCost : rules_.straightCost;
        return multiplier_.empty() ? base : base * multiplier_[static_cast<std::size_t>(to)];
    }

    /// A lower bound of the cost on an open grid with no multipliers: Manhattan distance times
    /// the straight cost (4-connected, or diagonals costing at least two straight moves), the
    /// octile distance (8-connected), or the larger distance times the diagonal cost (diagonals
    /// cheaper than straight moves). Consistent because every multiplier is at least 1.
    Cost estimateCost(NodeId from, NodeId goal) const override {
        const Tile a = tileOf(from);
        const Tile b = tileOf(goal);
        const int dx = a.col > b.col ? a.col - b.col : b.col - a.col;
        const int dy = a.row > b.row ? a.row - b.row : b.row - a.row;
        if (!rules_.allowDiagonal || !(rules_.diagonalCost < rules_.straightCost * 2)) {
            return rules_.straightCost * static_cast<Cost>(dx + dy);
        }
        // Diagonals cheaper than straight moves: zig-zagging beats going straight, so the octile
        // distance would overestimate. Every move shortens the larger distance by at most 1.
        if (rules_.diagonalCost < rules_.straightCost) {
            return rules_.diagonalCost * static_cast<Cost>(dx < dy ? dy : dx);
        }
        const int diagonalSteps = dx < dy ? dx : dy;
        const int straightSteps = (dx < dy ? dy : dx) - diagonalSteps;
        return rules_.diagonalCost * static_cast<Cost>(diagonalSteps) +
               rules_.straightCost * static_cast<Cost>(straightSteps);
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
    GridMoveRules<Cost> rules_;
    double inverseWidth_ = 1.0 / (size_.width > 0 ? size_.width : 1);
};

/// A path on a grid in tiles (a PathResult with tiles for node ids).
template <class Cost>
struct TilePath {
    PathStatus status = PathStatus::Invalid;
    std::vector<Tile> tiles;  ///< first step .. last tile (start excluded)
    Cost cost{};
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
