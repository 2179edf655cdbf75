#pragma once
/// \file
/// Jump point search (Harabor & Grastien, AAAI 2011) with the intercardinal pruning of JPS2
/// (Harabor & Grastien, ICAPS 2014) on a GridDataSource, with CatMaze's rules: 8-connected, a
/// diagonal only when both side cells are walkable (no corner cutting), and cells that cost more
/// to enter (dogs). It runs on the A* engine (same results, statuses and tie-breaking rule over
/// the nodes it expands), but the nodes are jump points: from each one it scans along straight
/// lines and walks diagonals, and only generates cells where a cheapest path may turn.
///
/// Pruning with no corner cutting (forced neighbours differ from the paper): moving straight,
/// say east, into cell x, the cell beside x (north or south) is forced when the cell behind it
/// (beside the previous cell) is blocked: the previous cell could not have stepped diagonally to
/// it. Moving diagonally needs both side cells free, so nothing behind is ever blocked and a
/// diagonal move has no forced neighbours.
///
/// Intercardinal pruning (JPS2): a diagonal walk queues no jump point of its own. At each cell
/// of the walk it scans straight along both of its components, and every jump point those scans
/// find (the goal included: the goal test across a turn) is generated at once with the walking
/// node as its parent, at the cost of the diagonal steps plus the straight ones; the walk goes
/// on until it is blocked. So a successor is reached from its parent by a diagonal run and then
/// a straight one (either may be empty), which gives both the direction it was entered in (the
/// longer axis, or the diagonal when the run is purely diagonal) and the cells in between.
///
/// Costly cells: the pruning compares path costs near a cell at the base costs, which only
/// fails next to a costly cell (each move's cost is the base times the multiplier of the cell it
/// enters, every multiplier >= 1). Worked out case by case (docs/PERFORMANCE.md, "Jump point
/// search notes"): a straight scan must stop on a costly cell (the cost of the run changes
/// there) and on a cell with a costly cell beside it across the line (its diagonal neighbour
/// ahead, past the costly cell, is forced); a diagonal walk and the pruning at a node need every
/// cell of the node's plus (itself and its four orthogonal neighbours) at the base cost. So rows
/// and columns have their own stop bits (GridDataSource::rowScanStopBits, columnScanStopBits),
/// scanned with the same word operations as walls, and a cell whose plus holds a costly cell is
/// "special" (GridDataSource::specialRowBits): walks stop on it, and it is expanded without the
/// pruning rules, in every direction but those whose first step is strictly dearer than a way
/// around the cell or that turn diagonally where the diagonal-first twin costs no more
/// (detail/special_cells.hpp).
/// tests/unit/search/test_jump_point_search.cpp checks the costs against A* and a Dijkstra on many
/// random grids.
///
/// Prospective g pruning (after JPSW: Carlson, Moghadam, Harabor, Stuckey and Ebrahimi, AAAI
/// 2023; optional, see the constructor): scans pass most cells without generating them, so the
/// engine's duplicate detection never sees them. A diagonal walk that reaches a cell the engine
/// has already reached for strictly less (a jump point found or expanded earlier) stops there:
/// everything past it costs more than the same moves from the cheaper path, and a cheapest path
/// reaches each of its cells at its least cost, so no cheapest path is cut. The check is made
/// only where the walk's scans found something (where it would generate), so it costs a read
/// per generated jump point, not per walk cell.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/detail/special_cells.hpp"
#include "catmaze/search/detail/strictly_less.hpp"
#include "catmaze/search/grid_landmarks.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_tables.hpp"

namespace catmaze {

/// Where JumpPointGrid's jumps come from: scanning the grid (online, for grids that change), or
/// looking them up in JumpTables built for the grid (for grids queried many times unchanged).
/// Both give the same searches: same costs, expansions and paths. Thread safety: a plain value.
enum class JumpSource { Scans, Tables };

/// A GridDataSource seen by the engine as a graph of jump points towards one goal
/// (a PrunedPathSource). Cheap to make: it keeps references, no copy of the grid.
/// `kSource` picks scans or table look-ups for the jumps (see JumpSource).
///
/// Thread safety: one search at a time (it appends to `scanned` and reads the engine it was given
/// as that search runs); make one per search. Several, on as many threads, may share a grid,
/// tables and landmarks that no thread changes meanwhile.
template <class Cost, JumpSource kSource = JumpSource::Scans>
class JumpPointGrid {
  public:
    /// Its jumps are runs of the grid's moves, which the grid checked (VouchedMoves).
    static constexpr bool kVouchesForMoves = true;

    /// Jumps stop at `goal`. When `scanned` is not null, every cell a scan visits is appended to
    /// it (for the search overlay; scans only: table look-ups visit no cells). With
    /// JumpSource::Tables, `tables` must be the tables of `grid` as it is now (JumpTables::build,
    /// then an update for every cell changed since). When `landmarks` is not null (they must fit
    /// the grid: GridLandmarks::fits), the estimate towards `goal` is the larger of the grid's
    /// and the landmarks' lower bound. When `engine` is not null, it must be the engine that
    /// searches this source: a diagonal walk then stops on a cell the engine has reached for
    /// strictly less than the walk (prospective g pruning: see the file comment).
    JumpPointGrid(const GridDataSource<Cost>& grid, NodeId goal, std::vector<NodeId>* scanned,
                  const JumpTables* tables = nullptr,
                  const GridLandmarks<Cost>* landmarks = nullptr,
                  const AStar<Cost>* engine = nullptr)
        : grid_(grid),
          tables_(tables),
          landmarks_(landmarks),
          engine_(engine),
          goalLandmarkCosts_(landmarks != nullptr ? landmarks->costsFrom(goal) : nullptr),
          walkable_(grid.walkableCells().data()),
          width_(grid.size().width),
          height_(grid.size().height),
          goal_(goal),
          goalX_(width_ > 0 ? goal % width_ : 0),
          goalY_(width_ > 0 ? goal / width_ : 0),
          scanned_(scanned),
          moves_(grid.moveBits().data()),
          multiplier_(grid.multipliers().data()),
          costly_(grid.hasCostlyCells()),
          straight_(grid.movement().straightCost),
          diagonal_(grid.movement().diagonalCost) {}

    /// The grid's node count.
    NodeId nodeCount() const { return grid_.nodeCount(); }
    /// True when the grid's `node` is walkable.
    bool isWalkable(NodeId node) const { return grid_.isWalkable(node); }
    /// The grid's estimate from `from` to `goal` (towards the goal of the jumps: one division
    /// for the tile instead of two for each end, once per node generated).
    Cost estimateCost(NodeId from, NodeId goal) const {
        if (goal != goal_)
            return grid_.estimateCost(from, goal);
        const int y = from / width_;
        const Cost octile =
            grid_.movement().estimateCost(Tile{from - y * width_, y}, Tile{goalX_, goalY_});
        if (landmarks_ == nullptr)
            return octile;
        const Cost bound = landmarks_->lowerBound(from, goalLandmarkCosts_);
        return bound > octile ? bound : octile;
    }

    /// The jump points reachable from `node` in every direction (as from the start).
    template <class F>
    void forEachNeighbour(NodeId node, F&& f) const {
        forEachSuccessor(node, -1, Cost{}, f);
    }

    /// The jump points worth reaching from `node` entered from jump point `parent` by a path of
    /// cost `costSoFar`.
    template <class F>
    void forEachSuccessor(NodeId node, NodeId parent, Cost costSoFar, F&& f) const {
        const int x = node % width_;
        const int y = node / width_;
        if (parent < 0) {
            for (const Offset o : kStepOrder)
                tryDirection(x, y, o.dcol, o.drow, costSoFar, f);
            return;
        }
        // The direction `node` was entered in: the last leg of the diagonal-then-straight run
        // from `parent` (see the file comment).
        const int ax = x - parent % width_;
        const int ay = y - parent / width_;
        const int absX = ax < 0 ? -ax : ax;
        const int absY = ay < 0 ? -ay : ay;
        const int dx = absX >= absY ? sign(ax) : 0;
        const int dy = absY >= absX ? sign(ay) : 0;
        if (special(x, y)) {
            expandSpecial(x, y, dx, dy, costSoFar, f);
            return;
        }
        if (dx != 0 && dy != 0) {
            tryDirection(x, y, dx, 0, costSoFar, f);
            tryDirection(x, y, 0, dy, costSoFar, f);
            tryDirection(x, y, dx, dy, costSoFar, f);
        } else if (dx != 0) {
            tryDirection(x, y, dx, 0, costSoFar, f);
            for (const int s : {-1, 1}) {
                if (open(x, y + s) && !open(x - dx, y + s)) {
                    tryDirection(x, y, 0, s, costSoFar, f);
                    tryDirection(x, y, dx, s, costSoFar, f);
                }
            }
        } else {
            tryDirection(x, y, 0, dy, costSoFar, f);
            for (const int s : {-1, 1}) {
                if (open(x + s, y) && !open(x + s, y - dy)) {
                    tryDirection(x, y, s, 0, costSoFar, f);
                    tryDirection(x, y, s, dy, costSoFar, f);
                }
            }
        }
    }

    /// The straight jump, the primitive that precomputed jump tables stand in for: from
    /// (x, y) (walkable) one step at a time in (dx, dy) (one of them 0), the first cell that is
    /// the goal, special, or has a forced neighbour; -1 when a blocked cell or the grid's edge
    /// comes first. Sets `steps` to the moves from (x, y) to the cell returned.
    NodeId jumpStraight(int x, int y, int dx, int dy, int& steps) const {
        if (dx > 0)
            return jumpStraightIn<1, 0>(x, y, steps);
        if (dx < 0)
            return jumpStraightIn<-1, 0>(x, y, steps);
        if (dy > 0)
            return jumpStraightIn<0, 1>(x, y, steps);
        return jumpStraightIn<0, -1>(x, y, steps);
    }

  private:
    static int sign(int v) { return (v > 0) - (v < 0); }

    bool open(int x, int y) const {
        return static_cast<unsigned>(x) < static_cast<unsigned>(width_) &&
               static_cast<unsigned>(y) < static_cast<unsigned>(height_) &&
               walkable_[y * width_ + x] != 0;
    }
    bool special(int x, int y) const { return costly_ && grid_.specialRowBits().test(y, x); }
    // What entering `to` costs at the base step cost `base`.
    Cost enter(NodeId to, Cost base) const {
        return costly_ ? base * multiplier_[static_cast<std::size_t>(to)] : base;
    }

    // jumpStraight in a direction known when compiling, 64 cells at a time (line_bits.hpp) with
    // the stop cells near costly ones as extra stops. When recording, the cells the scan passed
    // are appended to scanned_ afterwards, from where it stopped (a cell-by-cell scan, slower by
    // the probes at each cell, made the overlay's searches slower than A* on open maps).
    template <int DX, int DY>
    [[gnu::always_inline]] NodeId jumpStraightIn(int x, int y, int& steps) const {
        if constexpr (kSource == JumpSource::Tables)
            return jumpStraightByTable(x, y, straightIndex(DX, DY), DX, DY, steps);
        constexpr bool kForward = DX > 0 || DY > 0;
        const bool alongRow = DY == 0;
        const LineBits& lines = alongRow ? grid_.rowBits() : grid_.columnBits();
        const int line = alongRow ? y : x;
        const int from = alongRow ? x : y;
        const int lineCount = alongRow ? height_ : width_;
        const LineBits* stops = alongRow ? &grid_.rowScanStopBits() : &grid_.columnScanStopBits();
        const int goal = alongRow ? (goalY_ == y ? goalX_ : -1) : (goalX_ == x ? goalY_ : -1);
        const std::uint64_t* bits = lines.line(line);
        const int at =
            line_scan::stopAt<kForward>(lines, bits, line > 0 ? lines.line(line - 1) : nullptr,
                                        line + 1 < lineCount ? lines.line(line + 1) : nullptr,
                                        costly_ ? stops->line(line) : nullptr, from, goal);
        const bool found = at >= 0 && line_scan::isOpen(bits, at);
        if (scanned_ != nullptr) {
            // The walkable cells passed: up to the edge, to before a blocked stop, or to the
            // cell found.
            const int passed = at < 0 ? (kForward ? lines.length() - 1 - from : from)
                                      : (kForward ? at - from : from - at) - (found ? 0 : 1);
            NodeId id = y * width_ + x;
            for (int k = 0; k < passed; ++k)
                scanned_->push_back(id += DY * width_ + DX);
        }
        if (!found)
            return -1;
        steps = kForward ? at - from : from - at;
        return alongRow ? y * width_ + at : at * width_ + x;
    }

    // jumpStraight from the tables: the table's stop, unless the goal lies on the line at or
    // before it (or before the wall).
    NodeId jumpStraightByTable(int x, int y, int direction, int dx, int dy, int& steps) const {
        const JumpTables::Jump jump = tables_->jump(y * width_ + x, direction);
        const int toGoal =
            dy == 0 ? (goalY_ == y ? (goalX_ - x) * dx : 0) : (goalX_ == x ? (goalY_ - y) * dy : 0);
        if (toGoal > 0 && toGoal <= jump.steps) {
            steps = toGoal;
            return goal_;
        }
        steps = jump.steps;
        return jump.stop;
    }
    // kStepOrder's index of the straight direction (dx, dy): up, right, down, left.
    static constexpr int straightIndex(int dx, int dy) {
        return dy < 0 ? 0 : dx > 0 ? 1 : dy > 0 ? 2 : 3;
    }

    // One cell of a diagonal walk, (x, y), `k` diagonal steps from where the walk began: the goal
    // or a special cell ends the walk (false) and is reported itself; otherwise the straight
    // jump points along both components are reported.
    // A cell the engine has reached for less ends the walk too (prospective g pruning).
    template <int DX, int DY, class F>
    bool visitWalkCell(int x, int y, int k, Cost costSoFar, F& f) const {
        const NodeId id = y * width_ + x;
        if (id == goal_ || special(x, y)) {
            f(id, diagonal_ * static_cast<Cost>(k - 1) + enter(id, diagonal_));
            return false;
        }
        // The cells of the walk so far are not special: each cost the base.
        const Cost walked = diagonal_ * static_cast<Cost>(k);
        int steps = 0;
        int across = 0;
        const NodeId along = jumpStraightIn<DX, 0>(x, y, steps);
        const NodeId down = jumpStraightIn<0, DY>(x, y, across);
        if (along < 0 && down < 0)
            return true;
        Cost reached{};
        if (engine_ != nullptr && engine_->reached(id, reached) &&
            cost_compare::strictlyLess(reached, costSoFar + walked))
            return false;
        if (along >= 0)
            f(along, walked + straight_ * static_cast<Cost>(steps - 1) + enter(along, straight_));
        if (down >= 0)
            f(down, walked + straight_ * static_cast<Cost>(across - 1) + enter(down, straight_));
        return true;
    }

    // walkDiagonal from the tables: the diagonal entries lead from stop to stop (the cells where
    // a straight jump finds something, and special cells). Between stops nothing is found but
    // the goal, on the cells where the walk crosses the goal's row or column: those are visited
    // too, in the walk's order.
    template <int DX, int DY, class F>
    void walkDiagonalByTable(int x, int y, Cost costSoFar, F&& f) const {
        constexpr int kDirection = diagonalIndex(DX, DY);
        for (int walked = 0;;) {
            const JumpTables::Jump jump = tables_->jump(y * width_ + x, kDirection);
            const int last = jump.stop >= 0 ? jump.steps - 1 : jump.steps;  // before the stop
            const int acrossRow = (goalY_ - y) * DY;
            const int acrossColumn = (goalX_ - x) * DX;
            const int first = acrossRow < acrossColumn ? acrossRow : acrossColumn;
            const int second = acrossRow < acrossColumn ? acrossColumn : acrossRow;
            for (const int k : {first, second}) {
                if (k >= 1 && k <= last && (k == first || first != second) &&
                    !visitWalkCell<DX, DY>(x + k * DX, y + k * DY, walked + k, costSoFar, f))
                    return;
            }
            if (jump.stop < 0)
                return;
            x += jump.steps * DX;
            y += jump.steps * DY;
            walked += jump.steps;
            if (!visitWalkCell<DX, DY>(x, y, walked, costSoFar, f))
                return;
        }
    }

    // Walks the diagonal from (x, y) in (DX, DY) (JPS2): each straight jump point found from a
    // cell of the walk is reported with the cost of the run to it; the walk ends at a blocked
    // step, or on the goal or a special cell, which is reported itself.
    template <int DX, int DY, class F>
    void walkDiagonal(int x, int y, Cost costSoFar, F&& f) const {
        if constexpr (kSource == JumpSource::Tables) {
            walkDiagonalByTable<DX, DY>(x, y, costSoFar, f);
            return;
        }
        constexpr unsigned kMove = 1u << diagonalIndex(DX, DY);
        NodeId id = y * width_ + x;
        for (int k = 1; (moves_[id] & kMove) != 0; ++k) {
            x += DX;
            y += DY;
            id += DY * width_ + DX;
            if (scanned_ != nullptr)
                scanned_->push_back(id);
            if (!visitWalkCell<DX, DY>(x, y, k, costSoFar, f))
                return;
        }
    }
    // kStepOrder's index of the diagonal (dx, dy): up-right, down-right, down-left, up-left.
    static constexpr int diagonalIndex(int dx, int dy) {
        return dx > 0 ? (dy < 0 ? 4 : 5) : (dy > 0 ? 6 : 7);
    }

    // A special cell (x, y) entered in (dx, dy): every direction special_cells keeps.
    template <class F>
    void expandSpecial(int x, int y, int dx, int dy, Cost costSoFar, F& f) const {
        special_cells::forEachKeptDirection<Cost>(
            moves_, width_, x, y, {dx, dy},
            [this](NodeId cell, Offset step) { return enter(cell, base(step)); },
            [&](Offset o) { tryDirection(x, y, o.dcol, o.drow, costSoFar, f); });
    }
    Cost base(Offset o) const { return isDiagonal(o) ? diagonal_ : straight_; }

    // Jumps from (x, y) in (dx, dy) and reports the jump points found with the cost of the run
    // to each: base cost per step, the last one times its multiplier (the cells before it are
    // not special, so they cost the base).
    template <class F>
    void tryDirection(int x, int y, int dx, int dy, Cost costSoFar, F&& f) const {
        if (dx != 0 && dy != 0) {
            if (dx > 0)
                dy > 0 ? walkDiagonal<1, 1>(x, y, costSoFar, f)
                       : walkDiagonal<1, -1>(x, y, costSoFar, f);
            else
                dy > 0 ? walkDiagonal<-1, 1>(x, y, costSoFar, f)
                       : walkDiagonal<-1, -1>(x, y, costSoFar, f);
            return;
        }
        int steps = 0;
        const NodeId to = jumpStraight(x, y, dx, dy, steps);  // dx, dy straight
        if (to >= 0)
            f(to, straight_ * static_cast<Cost>(steps - 1) + enter(to, straight_));
    }

    const GridDataSource<Cost>& grid_;
    const JumpTables* tables_;              // the grid's, with JumpSource::Tables
    const GridLandmarks<Cost>* landmarks_;  // null: the grid's estimate alone
    const AStar<Cost>* engine_;             // null: no prospective g pruning
    const typename GridLandmarks<Cost>::StoredCost* goalLandmarkCosts_;  // their costs to the goal
    const std::uint8_t* walkable_;
    int width_;
    int height_;
    NodeId goal_;
    int goalX_;
    int goalY_;
    std::vector<NodeId>* scanned_;
    const std::uint8_t* moves_;  // the grid's moves per cell (GridDataSource::moveBits)
    const Cost* multiplier_;     // the grid's, read only when costly_
    bool costly_;
    Cost straight_;
    Cost diagonal_;
};

}  // namespace catmaze
