#pragma once
/// \file
/// Our jump point search as it was before issue 20 (JPS with diagonal jump points queued, a 3x3
/// probe of the costs at each cell when the grid has costly cells), frozen here so that the
/// benchmark can measure the current one against it in the same process (like legacy_astar.hpp).
/// Not used anywhere else.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"

namespace catmaze::bench {

/// A GridDataSource seen by the engine as a graph of jump points towards one goal
/// (a PrunedPathSource). Cheap to make: it keeps references, no copy of the grid.
template <class Cost>
class LegacyJumpPointGrid {
  public:
    /// Jumps stop at `goal`. When `scanned` is not null, every cell a scan visits is appended to
    /// it (for the search overlay).
    LegacyJumpPointGrid(const GridDataSource<Cost>& grid, NodeId goal, std::vector<NodeId>* scanned)
        : grid_(grid),
          walkable_(grid.walkableCells().data()),
          width_(grid.size().width),
          height_(grid.size().height),
          goal_(goal),
          goalX_(width_ > 0 ? goal % width_ : 0),
          goalY_(width_ > 0 ? goal / width_ : 0),
          scanned_(scanned) {
        for (const Cost m : grid.multipliers()) {
            if (m != Cost{1}) {
                costly_ = true;
                break;
            }
        }
    }

    /// The grid's node count.
    NodeId nodeCount() const { return grid_.nodeCount(); }
    /// True when the grid's `node` is walkable.
    bool isWalkable(NodeId node) const { return grid_.isWalkable(node); }
    /// The grid's estimate from `from` to `goal`.
    Cost estimateCost(NodeId from, NodeId goal) const { return grid_.estimateCost(from, goal); }

    /// The jump points reachable from `node` in every direction (as from the start).
    template <class F>
    void forEachNeighbour(NodeId node, F&& f) const {
        forEachSuccessor(node, -1, Cost{}, f);
    }

    /// The jump points worth reaching from `node` entered from jump point `parent`.
    template <class F>
    void forEachSuccessor(NodeId node, NodeId parent, Cost /*costSoFar*/, F&& f) const {
        const int x = node % width_;
        const int y = node / width_;
        if (parent < 0 || special(x, y)) {
            for (const Offset o : kDirections)
                tryDirection(x, y, o.dcol, o.drow, f);
            return;
        }
        const int dx = sign(x - parent % width_);
        const int dy = sign(y - parent / width_);
        if (dx != 0 && dy != 0) {
            tryDirection(x, y, dx, 0, f);
            tryDirection(x, y, 0, dy, f);
            tryDirection(x, y, dx, dy, f);
        } else if (dx != 0) {
            tryDirection(x, y, dx, 0, f);
            for (const int s : {-1, 1}) {
                if (open(x, y + s) && !open(x - dx, y + s)) {
                    tryDirection(x, y, 0, s, f);
                    tryDirection(x, y, dx, s, f);
                }
            }
        } else {
            tryDirection(x, y, 0, dy, f);
            for (const int s : {-1, 1}) {
                if (open(x + s, y) && !open(x + s, y - dy)) {
                    tryDirection(x, y, s, 0, f);
                    tryDirection(x, y, s, dy, f);
                }
            }
        }
    }

  private:
    // The grid's move order: up, right, down, left, then the diagonals.
    static constexpr Offset kDirections[8] = {{0, -1}, {1, 0}, {0, 1},  {-1, 0},
                                              {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};
    static int sign(int v) { return (v > 0) - (v < 0); }

    bool open(int x, int y) const {
        return static_cast<unsigned>(x) < static_cast<unsigned>(width_) &&
               static_cast<unsigned>(y) < static_cast<unsigned>(height_) &&
               walkable_[y * width_ + x] != 0;
    }
    bool canMove(int x, int y, int dx, int dy) const {
        return open(x + dx, y + dy) && (dx == 0 || dy == 0 || (open(x + dx, y) && open(x, y + dy)));
    }
    // True when a costly cell lies in the 3x3 block around (x, y).
    bool special(int x, int y) const {
        if (!costly_)
            return false;
        for (int r = y - 1; r <= y + 1; ++r) {
            for (int c = x - 1; c <= x + 1; ++c) {
                if (static_cast<unsigned>(c) < static_cast<unsigned>(width_) &&
                    static_cast<unsigned>(r) < static_cast<unsigned>(height_) &&
                    grid_.multiplierAt({c, r}) != Cost{1})
                    return true;
            }
        }
        return false;
    }

    // The cell a scan from (x, y) in (dx, dy) stops on (the goal, a special cell, or one with a
    // forced neighbour), or -1 when it runs into a wall. Sets `steps` to the moves taken.
    NodeId jumpStraight(int x, int y, int dx, int dy, int& steps) const {
        if (!costly_ && scanned_ == nullptr)
            return jumpStraightByWords(x, y, dx, dy, steps);
        // Walks a pointer along the line: `step` to the next cell, `side` to the cells beside
        // it (rows above and below, or columns left and right), each side checked only when
        // it is on the grid. The cell behind a side cell (side - step) is beside the previous
        // cell, so it is on the grid too.
        const int maxSteps = dx > 0 ? width_ - 1 - x : dx < 0 ? x : dy > 0 ? height_ - 1 - y : y;
        const std::ptrdiff_t step = dx + std::ptrdiff_t{dy} * width_;
        const std::ptrdiff_t side = dx != 0 ? width_ : 1;
        const bool hasBefore = dx != 0 ? y > 0 : x > 0;
        const bool hasAfter = dx != 0 ? y < height_ - 1 : x < width_ - 1;
        NodeId id = y * width_ + x;
        const std::uint8_t* cell = walkable_ + id;
        for (steps = 1; steps <= maxSteps; ++steps) {
            cell += step;
            id += static_cast<NodeId>(step);
            if (*cell == 0)
                return -1;
            if (scanned_ != nullptr)
                scanned_->push_back(id);
            if (id == goal_ || (costly_ && special(id % width_, id / width_)))
                return id;
            if (hasBefore && cell[-side] != 0 && cell[-side - step] == 0)
                return id;
            if (hasAfter && cell[side] != 0 && cell[side - step] == 0)
                return id;
        }
        return -1;
    }
    // jumpStraight 64 cells at a time (line_bits.hpp), for grids without costly cells when no
    // scanned cell is recorded: the same stops.
    NodeId jumpStraightByWords(int x, int y, int dx, int dy, int& steps) const {
        if (dx != 0) {
            const LineBits& rows = grid_.rowBits();
            const int at = scanLine(rows, rows.line(y), y > 0 ? rows.line(y - 1) : nullptr,
                                    y + 1 < height_ ? rows.line(y + 1) : nullptr, x, dx > 0,
                                    goalY_ == y ? goalX_ : -1);
            if (at < 0)
                return -1;
            steps = at > x ? at - x : x - at;
            return y * width_ + at;
        }
        const LineBits& columns = grid_.columnBits();
        const int at = scanLine(columns, columns.line(x), x > 0 ? columns.line(x - 1) : nullptr,
                                x + 1 < width_ ? columns.line(x + 1) : nullptr, y, dy > 0,
                                goalX_ == x ? goalY_ : -1);
        if (at < 0)
            return -1;
        steps = at > y ? at - y : y - at;
        return at * width_ + x;
    }
    NodeId jumpDiagonal(int x, int y, int dx, int dy, int& steps) const {
        const int maxX = dx > 0 ? width_ - 1 - x : x;
        const int maxY = dy > 0 ? height_ - 1 - y : y;
        const int maxSteps = maxX < maxY ? maxX : maxY;
        const std::ptrdiff_t row = std::ptrdiff_t{dy} * width_;
        NodeId id = y * width_ + x;
        const std::uint8_t* cell = walkable_ + id;
        for (steps = 1; steps <= maxSteps; ++steps) {
            // No corner cutting: both side cells and the target must be walkable.
            if (cell[dx] == 0 || cell[row] == 0 || cell[row + dx] == 0)
                return -1;
            cell += row + dx;
            id += static_cast<NodeId>(row + dx);
            x += dx;
            y += dy;
            if (scanned_ != nullptr)
                scanned_->push_back(id);
            if (id == goal_ || special(x, y))
                return id;
            int unused = 0;
            if (jumpStraight(x, y, dx, 0, unused) >= 0 || jumpStraight(x, y, 0, dy, unused) >= 0)
                return id;
        }
        return -1;
    }

    // Jumps from (x, y) in (dx, dy) and reports the jump point found with the cost of the
    // straight or diagonal run to it: base cost per step, the last one times its multiplier
    // (the cells before it are not special, so they cost the base).
    template <class F>
    void tryDirection(int x, int y, int dx, int dy, F&& f) const {
        if (!canMove(x, y, dx, dy))
            return;
        int steps = 0;
        const bool diagonal = dx != 0 && dy != 0;
        const NodeId to =
            diagonal ? jumpDiagonal(x, y, dx, dy, steps) : jumpStraight(x, y, dx, dy, steps);
        if (to < 0)
            return;
        const Cost base = grid_.movement().stepCost(diagonal);
        const Cost last = costly_ ? base * grid_.multiplierAt({to % width_, to / width_}) : base;
        f(to, base * static_cast<Cost>(steps - 1) + last);
    }

    const GridDataSource<Cost>& grid_;
    const std::uint8_t* walkable_;
    int width_;
    int height_;
    NodeId goal_;
    int goalX_;
    int goalY_;
    std::vector<NodeId>* scanned_;
    bool costly_ = false;
};

/// Finds grid paths with jump point search when the grid allows it, and with plain A*
/// otherwise. Keep one and reuse it: like AStar, it does not allocate once its buffers have
/// grown (unless it records scanned cells).
template <class Cost>
class LegacyJumpPointSearch {
  public:
    /// `recordScanned`: see setRecordScannedCells.
    explicit LegacyJumpPointSearch(bool recordScanned = false) : recordScanned_(recordScanned) {}

    /// True when jump point search applies to `grid`: diagonals without corner cutting (the
    /// pruning rules below are written for that rule), and a diagonal move costing more than a
    /// straight one but less than two (the pruning rules rely on both).
    /// 4-connected grids use A*: JPS's gain there is small and needs other pruning rules.
    static bool supports(const GridDataSource<Cost>& grid) {
        const GridMovement<Cost>& r = grid.movement();
        return r.diagonal == DiagonalMode::NoCornerCutting && r.straightCost < r.diagonalCost &&
               r.diagonalCost < r.straightCost + r.straightCost;
    }

    /// Like AStar::findPath on `grid`: the same statuses and the same (cheapest) cost; the path
    /// lists every cell. A Partial answer comes from A* (the whole reachable area is searched
    /// anyway when the goal cannot be reached, and A* knows the closest cell).
    void findPath(const GridDataSource<Cost>& grid, NodeId start, NodeId goal,
                  PathResult<Cost>& result, PathOptions options = {}) {
        scanned_.clear();
        usedJumps_ = supports(grid);
        if (!usedJumps_) {
            engine_.findPath(grid, start, goal, result, options);
            expanded_ = result.expandedCount;
            return;
        }
        const LegacyJumpPointGrid<Cost> jumps(grid, goal, recordScanned_ ? &scanned_ : nullptr);
        engine_.findPath(jumps, start, goal, jumpPoints_, {});
        if (jumpPoints_.status == PathStatus::NoPath && options.allowPartial) {
            usedJumps_ = false;
            engine_.findPath(grid, start, goal, result, options);
            expanded_ = result.expandedCount;
            return;
        }
        expanded_ = jumpPoints_.expandedCount;
        result.status = jumpPoints_.status;
        result.cost = jumpPoints_.cost;
        result.expandedCount = jumpPoints_.expandedCount;
        result.path.clear();
        const int width = grid.size().width;
        NodeId at = start;
        for (const NodeId next : jumpPoints_.path) {
            const int dx = (next % width > at % width) - (next % width < at % width);
            const int dy = (next / width > at / width) - (next / width < at / width);
            while (at != next) {
                at += dy * width + dx;
                result.path.push_back(at);
            }
        }
    }

    /// Same, returning a fresh result.
    PathResult<Cost> findPath(const GridDataSource<Cost>& grid, NodeId start, NodeId goal,
                              PathOptions options = {}) {
        PathResult<Cost> result;
        findPath(grid, start, goal, result, options);
        return result;
    }

    /// Whether later searches record the cells their scans visit (for the search overlay).
    void setRecordScannedCells(bool record) { recordScanned_ = record; }
    /// The cells the last search's scans visited, in order, with repeats (empty unless
    /// recording, or when the last search ran A*).
    const std::vector<NodeId>& scannedCells() const { return scanned_; }
    /// Nodes the last search expanded: jump points, or cells when it ran A*.
    std::int32_t lastExpandedCount() const { return expanded_; }
    /// True when the last search used jump points; false when it ran plain A*.
    bool lastSearchJumped() const { return usedJumps_; }
    /// The engine of the last search: its visitOf and costSoFar describe jump points when
    /// lastSearchJumped(), grid cells otherwise.
    const AStar<Cost>& engine() const { return engine_; }

  private:
    AStar<Cost> engine_;
    PathResult<Cost> jumpPoints_;
    std::vector<NodeId> scanned_;
    bool recordScanned_ = false;
    bool usedJumps_ = false;
    std::int32_t expanded_ = 0;
};

}  // namespace catmaze::bench
