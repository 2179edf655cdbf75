#pragma once
/// \file
/// Jump tables (`jps+`, Harabor & Grastien, ICAPS 2014, with `jps2`'s rule for diagonals): for
/// every cell of a grid and each of the eight directions, where the online scan of
/// jump_point_search.hpp would stop, worked out once so that a search looks a jump up instead of
/// scanning. They pay on grids that do not change between queries; when one cell does change (a
/// dog bribed, a door opened), update() fixes the entries that depend on it and leaves the rest.
///
/// The rules are the online scans' (JumpPointGrid): 8-connected, a diagonal step only when both
/// side cells are walkable, and "special" cells (a cell whose multiplier is not 1 in the 3x3
/// block around it) stop every scan. A straight scan stops on a special cell or one with a forced
/// neighbour; a diagonal scan stops on a special cell or where a straight scan along either of
/// its components would stop. The goal is not in the tables: a caller checks whether the goal
/// lies on the line before the stop (or before the wall) itself.

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "catmaze/geom/tile.hpp"
#include "catmaze/search/grid_movement.hpp"
#include "catmaze/search/grid_source.hpp"

namespace catmaze {

/// The stops of the online jump point scans of one grid, per cell and direction (directions are
/// indexes of kStepOrder: up, right, down, left, then the diagonals). 4 bytes per cell and
/// direction, plus one byte of flags per cell.
class JumpTables {
  public:
    /// Where a scan stops.
    struct Jump {
        NodeId stop;  ///< the cell the scan stops on, or -1 when it runs into a wall or the edge
        /// The moves to `stop`; when `stop` is -1, the moves to the line's last cell before the
        /// wall (0: the first move is not allowed).
        int steps;
    };

    /// Empty tables (no cells).
    JumpTables() = default;
    /// The tables of `grid`.
    template <class Cost>
    explicit JumpTables(const GridDataSource<Cost>& grid) {
        build(grid);
    }

    /// Works out every entry for `grid` (any size; the previous tables are dropped).
    template <class Cost>
    void build(const GridDataSource<Cost>& grid);

    /// Brings the tables up to date after `cell` (on the grid) changed in `grid`: walkable or
    /// not, or its multiplier. Precondition: the tables were built from this grid, and every other
    /// change since was followed by its own update. Same entries as build(grid) would give, at the
    /// cost of the rows and columns through the cell's 3x3 block and the diagonal runs that lead
    /// into them (not the whole grid).
    template <class Cost>
    void update(const GridDataSource<Cost>& grid, Tile cell);

    /// The scan from `from` in direction kStepOrder[direction], as JumpPointGrid would stop it
    /// with no goal. Preconditions: `from` is a cell, `direction` in [0, 8).
    Jump jump(NodeId from, int direction) const {
        const std::int32_t d =
            distance_[static_cast<std::size_t>(from) * 8 + static_cast<std::size_t>(direction)];
        if (d > 0)
            return {from + d * delta_[static_cast<std::size_t>(direction)], d};
        return {-1, -d};
    }

    /// The size of the grid the tables were built from.
    GridSize size() const { return size_; }

    /// True when both tables hold the same entries for the same size.
    bool operator==(const JumpTables& other) const {
        return size_ == other.size_ && flags_ == other.flags_ && distance_ == other.distance_;
    }

  private:
    // Per-cell flags: walkable, special, and for each diagonal direction (4..7) whether a diagonal
    // scan stops on the cell (kDiagonalStop << (direction - 4)).
    static constexpr std::uint8_t kOpen = 1;
    static constexpr std::uint8_t kSpecial = 2;
    static constexpr std::uint8_t kDiagonalStop = 4;

    static constexpr int dirOf(int dx, int dy) {
        for (int i = 0; i < 8; ++i) {
            if (kStepOrder[static_cast<std::size_t>(i)] == Offset{dx, dy})
                return i;
        }
        return -1;
    }

    bool inside(int x, int y) const {
        return static_cast<unsigned>(x) < static_cast<unsigned>(size_.width) &&
               static_cast<unsigned>(y) < static_cast<unsigned>(size_.height);
    }
    std::uint8_t& flags(int x, int y) {
        return flags_[static_cast<std::size_t>(y) * static_cast<std::size_t>(size_.width) +
                      static_cast<std::size_t>(x)];
    }
    std::uint8_t flagsAt(int x, int y) const {
        return flags_[static_cast<std::size_t>(y) * static_cast<std::size_t>(size_.width) +
                      static_cast<std::size_t>(x)];
    }
    bool open(int x, int y) const { return inside(x, y) && (flagsAt(x, y) & kOpen) != 0; }
    std::size_t slot(int x, int y, int dir) const {
        return (static_cast<std::size_t>(y) * static_cast<std::size_t>(size_.width) +
                static_cast<std::size_t>(x)) *
                   8 +
               static_cast<std::size_t>(dir);
    }
    std::int32_t& entry(int x, int y, int dir) { return distance_[slot(x, y, dir)]; }
    std::int32_t entryAt(int x, int y, int dir) const { return distance_[slot(x, y, dir)]; }

    // True when a multiplier other than 1 lies in the 3x3 block around (x, y).
    template <class Cost>
    bool costlyAround(const GridDataSource<Cost>& grid, int x, int y) const {
        if (grid.multipliers().empty())
            return false;
        for (int r = y - 1; r <= y + 1; ++r) {
            for (int c = x - 1; c <= x + 1; ++c) {
                if (inside(c, r) && grid.multiplierAt({c, r}) != Cost{1})
                    return true;
            }
        }
        return false;
    }

    // True when a straight scan in `dir` stops on (x, y), an open cell: it is special, or a cell
    // beside it is open while the one behind that (beside the previous cell) is blocked.
    bool straightStop(int x, int y, int dir) const {
        if ((flagsAt(x, y) & kSpecial) != 0)
            return true;
        const Offset d = kStepOrder[static_cast<std::size_t>(dir)];
        const Offset side{d.drow, d.dcol};  // across the line, either way
        for (const int s : {-1, 1}) {
            const int sx = x + s * side.dcol;
            const int sy = y + s * side.drow;
            if (open(sx, sy) && !open(sx - d.dcol, sy - d.drow))
                return true;
        }
        return false;
    }
    // True when a diagonal scan in `dir` stops on (x, y): special, or a straight scan along either
    // component stops somewhere. Reads the straight entries of (x, y).
    bool diagonalStop(int x, int y, int dir) const {
        const Offset d = kStepOrder[static_cast<std::size_t>(dir)];
        return (flagsAt(x, y) & kSpecial) != 0 || entryAt(x, y, dirOf(d.dcol, 0)) > 0 ||
               entryAt(x, y, dirOf(0, d.drow)) > 0;
    }
    void setDiagonalStop(int x, int y, int dir, bool stop) {
        const auto bit = static_cast<std::uint8_t>(kDiagonalStop << (dir - 4));
        flags(x, y) = static_cast<std::uint8_t>(stop ? flags(x, y) | bit : flags(x, y) & ~bit);
    }

    // The entry of (x, y) in `dir` from the cell one move on: 0 when the move is not allowed,
    // 1 when the scan stops there, else that cell's entry one move longer.
    std::int32_t entryFromNext(int x, int y, int dir) const {
        const Offset d = kStepOrder[static_cast<std::size_t>(dir)];
        const int nx = x + d.dcol;
        const int ny = y + d.drow;
        const bool diagonal = dir >= 4;
        if (!open(nx, ny) || (diagonal && (!open(nx, y) || !open(x, ny))))
            return 0;
        const bool stops = diagonal ? (flagsAt(nx, ny) & (kDiagonalStop << (dir - 4))) != 0
                                    : straightStop(nx, ny, dir);
        if (stops)
            return 1;
        const std::int32_t next = entryAt(nx, ny, dir);
        return next > 0 ? next + 1 : next - 1;
    }
    // Fills the entries in `dir` of the line that ends at (x, y) (the cell whose next move in
    // `dir` leaves the grid), from that end backwards.
    void fillLine(int x, int y, int dir) {
        const Offset d = kStepOrder[static_cast<std::size_t>(dir)];
        for (; inside(x, y); x -= d.dcol, y -= d.drow)
            entry(x, y, dir) = entryFromNext(x, y, dir);
    }
    // Fills every line in `dir`, whose ends are the grid's last row or column in that direction.
    void fillAllLines(int dir) {
        const Offset d = kStepOrder[static_cast<std::size_t>(dir)];
        const int lastX = d.dcol > 0 ? size_.width - 1 : 0;
        const int lastY = d.drow > 0 ? size_.height - 1 : 0;
        if (d.drow != 0) {
            for (int x = 0; x < size_.width; ++x)
                fillLine(x, lastY, dir);
        }
        if (d.dcol != 0) {
            for (int y = 0; y < size_.height; ++y) {
                if (d.drow == 0 || y != lastY)  // the corner's line was filled above
                    fillLine(lastX, y, dir);
            }
        }
    }
    // Recomputes the entry of (x, y) in diagonal `dir` and, while it changes, those of the cells
    // before it on the line.
    void refillBackFrom(int x, int y, int dir) {
        const Offset d = kStepOrder[static_cast<std::size_t>(dir)];
        for (; inside(x, y); x -= d.dcol, y -= d.drow) {
            const std::int32_t value = entryFromNext(x, y, dir);
            if (value == entry(x, y, dir))
                return;
            entry(x, y, dir) = value;
        }
    }
    // After the straight entries and special flags around (tx, ty) changed: the diagonal stop
    // flags of the rows and columns through the 3x3 block, and the diagonal runs into them.
    void updateDiagonals(int tx, int ty, int dir) {
        const Offset d = kStepOrder[static_cast<std::size_t>(dir)];
        const auto recheck = [&](int x, int y) {
            const bool stop = diagonalStop(x, y, dir);
            if (stop == ((flagsAt(x, y) & (kDiagonalStop << (dir - 4))) != 0))
                return;
            setDiagonalStop(x, y, dir, stop);
            refillBackFrom(x - d.dcol, y - d.drow, dir);
        };
        for (int y = ty - 1; y <= ty + 1; ++y) {
            for (int x = 0; x < size_.width && y >= 0 && y < size_.height; ++x)
                recheck(x, y);
        }
        for (int x = tx - 1; x <= tx + 1; ++x) {
            for (int y = 0; y < size_.height && x >= 0 && x < size_.width; ++y)
                recheck(x, y);
        }
        // The moves out of the block's cells may have opened or closed.
        for (int y = ty - 1; y <= ty + 1; ++y) {
            for (int x = tx - 1; x <= tx + 1; ++x)
                refillBackFrom(x, y, dir);
        }
    }

    GridSize size_{};
    std::array<NodeId, 8> delta_{};       // kStepOrder[i] as a change of node id
    std::vector<std::uint8_t> flags_;     // per cell (see kOpen)
    std::vector<std::int32_t> distance_;  // per cell, 8 directions: > 0 a stop that many moves
                                          // on; <= 0 no stop, minus the moves to the last cell
};

template <class Cost>
void JumpTables::build(const GridDataSource<Cost>& grid) {
    size_ = grid.size();
    for (std::size_t i = 0; i < kStepOrder.size(); ++i)
        delta_[i] = kStepOrder[i].drow * size_.width + kStepOrder[i].dcol;
    const auto cells = static_cast<std::size_t>(size_.cellCount());
    flags_.assign(cells, 0);
    distance_.assign(cells * 8, 0);
    const std::vector<std::uint8_t>& walkable = grid.walkableCells();
    for (std::size_t i = 0; i < cells; ++i)
        flags_[i] = walkable[i] != 0 ? kOpen : 0;
    // A costly cell makes its 3x3 block special: one pass over the multipliers.
    const std::vector<Cost>& multipliers = grid.multipliers();
    for (std::size_t i = 0; i < multipliers.size(); ++i) {
        if (multipliers[i] == Cost{1})
            continue;
        const Tile t = size_.tileAt(static_cast<NodeId>(i));
        for (int y = t.row - 1; y <= t.row + 1; ++y) {
            for (int x = t.col - 1; x <= t.col + 1; ++x) {
                if (inside(x, y))
                    flags(x, y) = static_cast<std::uint8_t>(flags(x, y) | kSpecial);
            }
        }
    }
    for (int dir = 0; dir < 4; ++dir)
        fillAllLines(dir);
    for (int y = 0; y < size_.height; ++y) {
        for (int x = 0; x < size_.width; ++x) {
            for (int dir = 4; dir < 8; ++dir)
                setDiagonalStop(x, y, dir, diagonalStop(x, y, dir));
        }
    }
    for (int dir = 4; dir < 8; ++dir)
        fillAllLines(dir);
}

template <class Cost>
void JumpTables::update(const GridDataSource<Cost>& grid, Tile cell) {
    const int tx = cell.col;
    const int ty = cell.row;
    flags(tx, ty) = static_cast<std::uint8_t>(grid.walkableTile(cell) ? flags(tx, ty) | kOpen
                                                                      : flags(tx, ty) & ~kOpen);
    for (int y = ty - 1; y <= ty + 1; ++y) {
        for (int x = tx - 1; x <= tx + 1; ++x) {
            if (inside(x, y)) {
                flags(x, y) = static_cast<std::uint8_t>(
                    costlyAround(grid, x, y) ? flags(x, y) | kSpecial : flags(x, y) & ~kSpecial);
            }
        }
    }
    // A straight entry depends on its own line and the lines beside it.
    for (int y = ty - 1; y <= ty + 1; ++y) {
        if (y >= 0 && y < size_.height) {
            fillLine(size_.width - 1, y, dirOf(1, 0));
            fillLine(0, y, dirOf(-1, 0));
        }
    }
    for (int x = tx - 1; x <= tx + 1; ++x) {
        if (x >= 0 && x < size_.width) {
            fillLine(x, size_.height - 1, dirOf(0, 1));
            fillLine(x, 0, dirOf(0, -1));
        }
    }
    for (int dir = 4; dir < 8; ++dir)
        updateDiagonals(tx, ty, dir);
}

}  // namespace catmaze
