#pragma once
/// \file
/// A rectangular grid as a PathDataSource: walked by a GridMovement model, with per-cell cost
/// multipliers (the cat's dogs).

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "catmaze/geom/tile.hpp"
#include "catmaze/search/astar.hpp"
#include "catmaze/search/detail/grid_checks.hpp"
#include "catmaze/search/detail/grid_move_bits.hpp"
#include "catmaze/search/detail/line_bits.hpp"
#include "catmaze/search/grid_movement.hpp"

namespace catmaze {

/// A grid graph. Nodes are `row * width + col`. How the grid is walked (neighbour order, the
/// diagonal rule, step costs, the heuristic) is the GridMovement model's; entering a cell costs
/// the step's base cost times the cell's multiplier (1 unless set). Cells can be changed in place
/// (a dog leaving, a door opening), so a walker's grid is built once per level.
///
/// Contracts: every way data comes in checks it (the constructor, setMovement, setWalkable,
/// setMultiplier, multiplierAt: sizes, tiles on the grid, step costs finite and > 0, multipliers
/// finite and >= 1) and throws, naming the bad value, before changing anything. So every move the
/// grid lists is valid and the engine does not check them again (it vouches for them:
/// VouchedMoves). The questions the engine asks by node id (isWalkable, isSpecial, moveCost,
/// estimateCost, forEachNeighbour...) take ids in `[0, nodeCount())` and do not check them.
///
/// Thread safety: const member functions may be called concurrently, so several threads may
/// search one grid at once, each with its own engine; a change (setWalkable, setMultiplier,
/// setMovement, assignment) needs external synchronisation with every search and read of it.
template <class Cost>
class GridDataSource final : public PathDataSource<Cost> {
  public:
    /// The grid checks its moves where its data comes in (see the class comment).
    static constexpr bool kVouchesForMoves = true;

    /// `walkable` holds one flag per cell, row-major (`size.cellCount()` entries).
    /// `enterMultiplier` is empty (all 1) or holds one multiplier per cell, each finite and >= 1
    /// (a multiplier below 1 would make the heuristic overestimate). The movement's step costs
    /// must be finite and > 0 (isValidMoveCost). Throws std::invalid_argument, naming the bad
    /// value, for a negative size, more than 2^31 - 1 cells, a flag or multiplier count that is
    /// not the cell count, a bad multiplier (with its cell) or a bad step cost.
    GridDataSource(GridSize size, std::vector<std::uint8_t> walkable, GridMovement<Cost> movement,
                   std::vector<Cost> enterMultiplier = {})
        : size_(detail::checkedGridSize(size)),
          walkable_(std::move(walkable)),
          multiplier_(std::move(enterMultiplier)),
          movement_(movement) {
        detail::requireCellCount("walkable flags", walkable_.size(), size_);
        if (!multiplier_.empty())
            detail::requireCellCount("multipliers", multiplier_.size(), size_);
        for (std::size_t i = 0; i < multiplier_.size(); ++i) {
            detail::requireMultiplier("GridDataSource", size_.tileAt(static_cast<NodeId>(i)),
                                      multiplier_[i]);
        }
        requireValidStepCosts(movement_, "GridDataSource");
        rebuildMoves();
        rebuildSpecial();
    }

    /// The grid's width and height.
    GridSize size() const { return size_; }
    /// The movement model: diagonal rule and step costs.
    const GridMovement<Cost>& movement() const { return movement_; }
    /// Replaces the movement model; applies to the next search. Throws std::invalid_argument,
    /// naming the cost, when a step cost is not finite and > 0 (the grid is left as it was).
    void setMovement(const GridMovement<Cost>& movement) {
        requireValidStepCosts(movement, "GridDataSource::setMovement");
        movement_ = movement;
        rebuildMoves();
        wholeGridChangedAt_ = ++revision_;
    }
    /// This grid object's own token: no other grid object has it while anyone holds it (a copy or
    /// an assignment gets a new one). With revision(), it tells whether data kept beside a grid
    /// (jump tables) is this grid's, as it is now.
    const std::shared_ptr<const char>& identity() const { return identity_.token; }
    /// Counts the changes made to the grid since it was made (setWalkable, setMultiplier,
    /// setMovement): data kept beside the grid (jump tables) is current for one revision.
    std::uint64_t revision() const { return revision_; }
    /// Counts the changes to which cells are walkable (setWalkable), not to the multipliers or
    /// the movement. Data that holds for any multipliers >= 1 (GridLandmarks, built on the base
    /// costs) is current while this and the movement are as when it was made: switching the
    /// movement back makes it current again.
    std::uint64_t wallsRevision() const { return wallsRevision_; }
    /// When only single cells changed after `since` (a revision) and the grid still remembers
    /// them (the last kRememberedChanges), calls `visit(tile)` for each, oldest first, and returns
    /// true; otherwise (the movement changed, or too many changes) returns false, visiting none.
    template <class F>
    bool forEachCellChangedSince(std::uint64_t since, F&& visit) const {
        if (since > revision_ || since < wholeGridChangedAt_ ||
            revision_ - since > kRememberedChanges)
            return false;
        for (std::uint64_t r = since; r < revision_; ++r)
            visit(changed_[r % kRememberedChanges]);
        return true;
    }
    /// How many of the latest cell changes forEachCellChangedSince can list.
    static constexpr std::uint64_t kRememberedChanges = 16;
    /// True when `t` is on the grid and walkable.
    bool walkableTile(Tile t) const {
        return size_.contains(t) && walkable_[static_cast<std::size_t>(size_.indexOf(t))] != 0;
    }
    /// One flag per cell, row-major, non-zero when walkable.
    const std::vector<std::uint8_t>& walkableCells() const { return walkable_; }
    /// The walkable flags as one bit line per row (bit `col` of line `row`), for scans that
    /// look at 64 cells at a time (jump point search).
    const LineBits& rowBits() const { return rows_; }
    /// The walkable flags as one bit line per column (bit `row` of line `col`).
    const LineBits& columnBits() const { return columns_; }
    /// The moves allowed from each cell, row-major: bit i set when the step kStepOrder[i] is a move
    /// of the movement model from that cell (see forEachNeighbour).
    const std::vector<std::uint8_t>& moveBits() const { return moves_; }
    /// One multiplier per cell, row-major, or empty when every cell's is 1.
    const std::vector<Cost>& multipliers() const { return multiplier_; }
    /// True when some cell's multiplier is not 1.
    bool hasCostlyCells() const { return costlyCount_ > 0; }
    /// The "special" cells as bit lines by row: a cell is special when it or one of its four
    /// orthogonal neighbours has a multiplier other than 1. Jump point search prunes by comparing
    /// path costs near a cell at the base costs; those comparisons only fail next to a costly
    /// cell (docs/PERFORMANCE.md, "Jump point search notes"), so its diagonal walks stop on
    /// these cells and it expands them in every direction. Kept current by setMultiplier.
    const LineBits& specialRowBits() const { return specialRows_; }
    /// Where a scan along a row must stop near costly cells, as bit lines by row: the costly
    /// cells and the cells just above and below one (a costly cell beside the scan). Special
    /// cells too; kept current by setMultiplier.
    const LineBits& rowScanStopBits() const { return rowStops_; }
    /// Where a scan along a column must stop near costly cells, as bit lines by column: the
    /// costly cells and the cells just left and right of one. Special cells too.
    const LineBits& columnScanStopBits() const { return columnStops_; }
    /// True when the cell `node` is special (see specialRowBits).
    bool isSpecial(NodeId node) const {
        const Tile t = tileOf(node);
        return costlyCount_ > 0 && specialRows_.test(t.row, t.col);
    }
    /// Makes the cell `t` walkable or not. Throws std::out_of_range, naming `t`, when it is off
    /// the grid.
    void setWalkable(Tile t, bool walkable) {
        detail::requireOnGrid(size_, "GridDataSource::setWalkable", t);
        remember(t);
        ++wallsRevision_;
        walkable_[static_cast<std::size_t>(size_.indexOf(t))] = walkable ? 1 : 0;
        rows_.set(t.row, t.col, walkable);
        columns_.set(t.col, t.row, walkable);
        for (int drow = -1; drow <= 1; ++drow) {  // the moves into and past t changed
            for (int dcol = -1; dcol <= 1; ++dcol) {
                const Tile n = t + Offset{dcol, drow};
                if (size_.contains(n))
                    moves_[static_cast<std::size_t>(size_.indexOf(n))] = movesFrom(n);
            }
        }
    }
    /// The multiplier for entering `t`. Throws std::out_of_range, naming `t`, when it is off the
    /// grid.
    Cost multiplierAt(Tile t) const {
        detail::requireOnGrid(size_, "GridDataSource::multiplierAt", t);
        return multiplier_.empty() ? Cost{1}
                                   : multiplier_[static_cast<std::size_t>(size_.indexOf(t))];
    }
    /// Sets the multiplier for entering `t`, and updates the special cells and scan stops of `t`
    /// and its four orthogonal neighbours. Throws, changing nothing, std::out_of_range when `t`
    /// is off the grid and std::invalid_argument when `multiplier` is not isValidMultiplier (below
    /// 1 the heuristic would overestimate; NaN or infinite would break every sum); each names
    /// the value.
    void setMultiplier(Tile t, Cost multiplier) {
        detail::requireOnGrid(size_, "GridDataSource::setMultiplier", t);
        detail::requireMultiplier("GridDataSource::setMultiplier", t, multiplier);
        remember(t);
        if (multiplier_.empty()) {
            if (multiplier == Cost{1})
                return;
            multiplier_.assign(static_cast<std::size_t>(size_.cellCount()), Cost{1});
        }
        Cost& slot = multiplier_[static_cast<std::size_t>(size_.indexOf(t))];
        costlyCount_ += (multiplier != Cost{1} ? 1 : 0) - (slot != Cost{1} ? 1 : 0);
        slot = multiplier;
        for (const Offset o : kPlus) {
            if (size_.contains(t + o))
                refreshStops(t + o);
        }
    }

    NodeId nodeCount() const override { return static_cast<NodeId>(size_.cellCount()); }
    /// True: see kVouchesForMoves (searched through the virtual interface too).
    bool vouchesForMoves() const override { return true; }
    bool isWalkable(NodeId node) const override {
        return walkable_[static_cast<std::size_t>(node)] != 0;
    }

    void walkableNeighbours(NodeId node, std::vector<NodeId>& out) const override {
        movement_.forEachMove(
            tileOf(node), [this](Tile t) { return walkableTile(t); },
            [&](Tile to, bool) { out.push_back(size_.indexOf(to)); });
    }

    /// The moves of walkableNeighbours with their moveCost, in the same order, as
    /// `f(NodeId next, Cost cost)`: the engine's inlined path (DirectPathSource). The moves
    /// allowed from each cell are kept as a bit set (one byte per cell, bit i for kStepOrder[i]),
    /// built a 64-cell word at a time from the walkable bit lines (the movement rule's
    /// diagonal mode applied to shifted neighbour lines), updated by setWalkable and setMovement,
    /// so a cell's moves cost one load instead of up to twelve bounds-checked looks at its
    /// neighbours.
    template <class F>
    void forEachNeighbour(NodeId node, F&& f) const {
        unsigned moves = moves_[static_cast<std::size_t>(node)];
        const bool uniform = multiplier_.empty();
        while (moves != 0) {
            const auto i = static_cast<std::size_t>(std::countr_zero(moves));
            moves &= moves - 1;
            const NodeId next = node + stepDelta_[i];
            const Cost base = i < 4 ? movement_.straightCost : movement_.diagonalCost;
            f(next, uniform ? base : base * multiplier_[static_cast<std::size_t>(next)]);
        }
    }

    /// forEachNeighbour with the estimate from each neighbour to `goal`, as
    /// `f(NodeId next, Cost cost, Cost estimate)`: what the engine asks when it expands `node`
    /// (the neighbours' tiles are known here, so the estimate needs no division).
    template <class F>
    void forEachMoveToward(NodeId node, NodeId goal, F&& f) const {
        const Tile from = tileOf(node);
        const Tile goalTile = tileOf(goal);
        unsigned moves = moves_[static_cast<std::size_t>(node)];
        const bool uniform = multiplier_.empty();
        while (moves != 0) {
            const auto i = static_cast<std::size_t>(std::countr_zero(moves));
            moves &= moves - 1;
            const NodeId next = node + stepDelta_[i];
            const Cost base = i < 4 ? movement_.straightCost : movement_.diagonalCost;
            f(next, uniform ? base : base * multiplier_[static_cast<std::size_t>(next)],
              movement_.estimateCost(from + kStepOrder[i], goalTile));
        }
    }

    void walkableMoves(NodeId node, NodeId goal, MoveList<Cost>& out) const override {
        forEachMoveToward(node, goal, [&](NodeId next, Cost c, Cost h) { out.add(next, c, h); });
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
    // Bit i set: the move kStepOrder[i] from `t` (walkable or not) is allowed.
    std::uint8_t movesFrom(Tile t) const {
        std::uint8_t bits = 0;
        movement_.forEachMove(
            t, [this](Tile n) { return walkableTile(n); },
            [&](Tile to, bool) {
                const Offset step{to.col - t.col, to.row - t.row};
                bits = static_cast<std::uint8_t>(bits | (1u << stepIndex(step)));
            });
        return bits;
    }
    // A cell and its four orthogonal neighbours: the cells whose stops a multiplier decides.
    static constexpr Offset kPlus[5] = {{0, 0}, {0, -1}, {0, 1}, {-1, 0}, {1, 0}};
    // True when `t` is on the grid and costly.
    bool costlyAt(Tile t) const {
        return size_.contains(t) &&
               multiplier_[static_cast<std::size_t>(size_.indexOf(t))] != Cost{1};
    }
    // The stop and special bits of `t`, from the multipliers of its plus.
    void refreshStops(Tile t) {
        const bool self = costlyAt(t);
        const bool row = self || costlyAt(t + Offset{0, -1}) || costlyAt(t + Offset{0, 1});
        const bool column = self || costlyAt(t + Offset{-1, 0}) || costlyAt(t + Offset{1, 0});
        rowStops_.set(t.row, t.col, row);
        columnStops_.set(t.col, t.row, column);
        specialRows_.set(t.row, t.col, row || column);
    }
    // The special and stop bit lines from the multipliers: each costly cell marks its plus.
    void rebuildSpecial() {
        specialRows_.reset(size_.width, size_.height);
        rowStops_.reset(size_.width, size_.height);
        columnStops_.reset(size_.height, size_.width);
        costlyCount_ = 0;
        for (std::size_t i = 0; i < multiplier_.size(); ++i) {
            if (multiplier_[i] == Cost{1})
                continue;
            ++costlyCount_;
            const Tile t = size_.tileAt(static_cast<NodeId>(i));
            for (const Offset o : kPlus) {
                const Tile n = t + o;
                if (!size_.contains(n))
                    continue;
                specialRows_.set(n.row, n.col, true);
                if (o.dcol == 0)
                    rowStops_.set(n.row, n.col, true);
                if (o.drow == 0)
                    columnStops_.set(n.col, n.row, true);
            }
        }
    }
    // The per-cell moves and the bit lines (detail/grid_move_bits.hpp).
    void rebuildMoves() {
        for (std::size_t i = 0; i < kStepOrder.size(); ++i)
            stepDelta_[i] = kStepOrder[i].drow * size_.width + kStepOrder[i].dcol;
        grid_bits::buildLines(walkable_, size_, rows_, columns_);
        grid_bits::buildMoves(rows_, size_, movement_.diagonal, moves_);
    }

    // Records a change of cell `t` (see forEachCellChangedSince).
    void remember(Tile t) {
        changed_[revision_ % kRememberedChanges] = t;
        ++revision_;
    }
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
    std::vector<std::uint8_t> moves_;  // per cell: the allowed moves (see forEachNeighbour)
    NodeId stepDelta_[8] = {};         // kStepOrder[i] as a change of node id
    LineBits rows_;                    // walkable_ as bit lines, by row
    LineBits columns_;                 // and by column
    LineBits specialRows_;             // the special cells (see specialRowBits), by row
    LineBits rowStops_;                // rowScanStopBits
    LineBits columnStops_;             // columnScanStopBits
    std::int64_t costlyCount_ = 0;     // cells whose multiplier is not 1
    // A fresh token for every grid object made, copied or assigned (see identity()).
    struct Identity {
        std::shared_ptr<const char> token = std::make_shared<const char>('\0');
        Identity() = default;
        Identity(const Identity& /*other*/) {}
        Identity& operator=(const Identity& other) {
            if (this != &other)  // a grid assigned to itself is still the same grid
                token = std::make_shared<const char>('\0');
            return *this;
        }
        ~Identity() = default;
    };
    Identity identity_;
    std::uint64_t revision_ = 0;                      // see revision()
    std::uint64_t wallsRevision_ = 0;                 // see wallsRevision()
    std::uint64_t wholeGridChangedAt_ = 0;            // the revision of the last setMovement
    std::array<Tile, kRememberedChanges> changed_{};  // change r's cell at r % kRememberedChanges
    double inverseWidth_ = 1.0 / (size_.width > 0 ? size_.width : 1);
};

/// A path on a grid in tiles (a PathResult with tiles for node ids).
/// Thread safety: a plain value: copies may be used anywhere; one object read from several
/// threads at once is safe while none writes it.
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

/// Runs `engine` (an AStar, or a JumpPointSearch) on `grid` from tile `from` to tile `to` and
/// converts the result to tiles. Tiles off the grid give `Invalid`.
template <class Engine, class Cost>
TilePath<Cost> findTilePath(Engine& engine, const GridDataSource<Cost>& grid, Tile from, Tile to,
                            PathOptions options = {}) {
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
