#pragma once
/// \file
/// Jump tables (`jps+`, Harabor & Grastien, ICAPS 2014, with `jps2`'s rule for diagonals): for
/// every cell of a grid and each of the eight directions, where the online scan of
/// jump_point_grid.hpp would stop, worked out once so that a search looks a jump up instead of
/// scanning. They pay on grids that do not change between queries; when one cell does change (a
/// dog bribed, a door opened), update() fixes the entries that depend on it and leaves the rest.
///
/// The rules are the online scans' (JumpPointGrid): 8-connected, a diagonal step only when both
/// side cells are walkable, and cells near costly ones stop scans (GridDataSource's
/// rowScanStopBits, columnScanStopBits and special cells). A straight scan stops on a cell with
/// a forced neighbour or one of the grid's stops for its axis; a diagonal scan stops on a special
/// cell or where a straight scan along either of its components would stop. The goal is not in the
/// tables: a caller checks whether the goal lies on the line before the stop (or before the wall)
/// itself.

#include <algorithm>
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
/// direction, plus 4 bytes of flags per cell.
///
/// Thread safety: const member functions may be called concurrently (built tables can serve
/// several threads' searches); build and update need external synchronisation.
class JumpTables {
  public:
    /// Where a scan stops. Thread safety: a plain value, as the tables' reads.
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
    /// cell changed since gets its own update, before or after this one (several changes may be
    /// made first and then updated one by one, in any order). Same entries as build(grid) would
    /// give, at the
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
            return {static_cast<NodeId>(from + d * delta_[static_cast<std::size_t>(direction)]), d};
        return {-1, -d};
    }

    /// The size of the grid the tables were built from.
    GridSize size() const { return size_; }

    /// True when both tables hold the same entries for the same size.
    bool operator==(const JumpTables& other) const {
        return size_ == other.size_ && open_ == other.open_ && bits_ == other.bits_ &&
               distance_ == other.distance_;
    }

  private:
    // Per-cell bits: bit `dir` when the move kStepOrder[dir] out of the cell is allowed (no
    // corner cutting), bit 8 + dir when a scan in `dir` stops on the cell, and kNearCostly's.
    static constexpr std::uint32_t kSpecial = 1u << 16;
    // The cell stops scans along its row (GridDataSource::rowScanStopBits), along its column.
    static constexpr std::uint32_t kRowStop = 1u << 17;
    static constexpr std::uint32_t kColumnStop = 1u << 18;
    static constexpr std::uint32_t kNearCostly = kSpecial | kRowStop | kColumnStop;
    static constexpr std::uint32_t moveBit(int dir) { return 1u << dir; }
    static constexpr std::uint32_t stopBit(int dir) { return 1u << (8 + dir); }
    // The straight components of each direction (kStepOrder indexes): right or left, up or down.
    static constexpr std::array<int, 8> kAcross = {0, 1, 2, 3, 1, 1, 3, 3};
    static constexpr std::array<int, 8> kAlong = {0, 1, 2, 3, 0, 2, 2, 0};
    static constexpr Offset step(int dir) { return kStepOrder[static_cast<std::size_t>(dir)]; }

    bool inside(int x, int y) const {
        return static_cast<unsigned>(x) < static_cast<unsigned>(size_.width) &&
               static_cast<unsigned>(y) < static_cast<unsigned>(size_.height);
    }
    std::size_t index(int x, int y) const {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(size_.width) +
               static_cast<std::size_t>(x);
    }
    // open_ has a border of blocked cells around the grid, so (x, y) may be one cell off it.
    std::size_t paddedIndex(int x, int y) const {
        return static_cast<std::size_t>(y + 1) * static_cast<std::size_t>(size_.width + 2) +
               static_cast<std::size_t>(x + 1);
    }
    bool open(int x, int y) const { return open_[paddedIndex(x, y)] != 0; }
    void setBit(std::size_t cell, std::uint32_t bit, bool on) {
        bits_[cell] = on ? bits_[cell] | bit : bits_[cell] & ~bit;
    }
    // kSpecial, kRowStop and kColumnStop of (x, y), as the grid keeps them (it has costly cells).
    template <class Cost>
    static std::uint32_t nearCostlyBits(const GridDataSource<Cost>& grid, int x, int y) {
        return (grid.specialRowBits().test(y, x) ? kSpecial : 0u) |
               (grid.rowScanStopBits().test(y, x) ? kRowStop : 0u) |
               (grid.columnScanStopBits().test(x, y) ? kColumnStop : 0u);
    }

    // The move bits and straight stop bits (forced neighbours only) of a cell whose 3x3 block
    // has the open cells of `block` (bit (dy + 1) * 3 + (dx + 1) for (x + dx, y + dy)). A
    // straight scan stops on an open cell beside which a cell is open while the one behind that
    // (beside the previous cell) is blocked.
    static constexpr std::uint32_t localBits(unsigned block) {
        const auto at = [block](int dx, int dy) {
            return ((block >> ((dy + 1) * 3 + (dx + 1))) & 1u) != 0;
        };
        std::uint32_t bits = 0;
        for (int dir = 0; dir < 8; ++dir) {
            const Offset d = step(dir);
            if (at(d.dcol, d.drow) && (dir < 4 || (at(d.dcol, 0) && at(0, d.drow))))
                bits |= moveBit(dir);
            if (dir >= 4 || !at(0, 0))
                continue;
            for (const int s : {-1, 1}) {
                const int sx = s * d.drow;  // across the line, either way
                const int sy = s * d.dcol;
                if (at(sx, sy) && !at(sx - d.dcol, sy - d.drow))
                    bits |= stopBit(dir);
            }
        }
        return bits;
    }
    // The move bits and straight stop bits of (x, y), from the open cells around it and its
    // stop bits near costly cells (kRowStop, kColumnStop).
    void refreshCell(int x, int y) {
        static constexpr std::array<std::uint32_t, 512> kLocalBits = [] {
            std::array<std::uint32_t, 512> table{};
            for (unsigned block = 0; block < 512; ++block)
                table[block] = localBits(block);
            return table;
        }();
        const std::size_t row = static_cast<std::size_t>(size_.width) + 2;
        const std::uint8_t* up = &open_[paddedIndex(x, y) - row];
        const std::uint8_t* mid = up + row;
        const std::uint8_t* down = mid + row;
        const unsigned block = static_cast<unsigned>(up[-1]) | up[0] << 1u | up[1] << 2u |
                               mid[-1] << 3u | mid[0] << 4u | mid[1] << 5u | down[-1] << 6u |
                               down[0] << 7u | down[1] << 8u;
        const std::size_t cell = index(x, y);
        std::uint32_t bits = (bits_[cell] & (kNearCostly | 0xF000u)) | kLocalBits[block];
        if (mid[0] != 0) {
            if ((bits & kRowStop) != 0)
                bits |= stopBit(1) | stopBit(3);  // right and left
            if ((bits & kColumnStop) != 0)
                bits |= stopBit(0) | stopBit(2);  // up and down
        }
        bits_[cell] = bits;
    }
    // True when a diagonal scan in `dir` stops on `cell`: special, or a straight scan along either
    // component stops somewhere. Reads the cell's straight entries.
    bool diagonalStop(std::size_t cell, int dir) const {
        const std::size_t at = cell * 8;
        return (bits_[cell] & kSpecial) != 0 ||
               distance_[at + static_cast<std::size_t>(kAcross[static_cast<std::size_t>(dir)])] >
                   0 ||
               distance_[at + static_cast<std::size_t>(kAlong[static_cast<std::size_t>(dir)])] > 0;
    }

    // The entry of `cell` in `dir` from the cell one move on: 0 when the move is not allowed,
    // 1 when the scan stops there, else that cell's entry one move longer.
    std::int32_t entryFromNext(std::size_t cell, int dir) const {
        // Without branches (they would be taken at random on a map): a blocked move reads the
        // cell itself, and the result is masked.
        const bool moves = (bits_[cell] & moveBit(dir)) != 0;
        const auto next =
            static_cast<std::size_t>(static_cast<std::ptrdiff_t>(cell) +
                                     (moves ? delta_[static_cast<std::size_t>(dir)] : 0));
        const bool stops = (bits_[next] & stopBit(dir)) != 0;
        const std::int32_t run = distance_[next * 8 + static_cast<std::size_t>(dir)];
        const std::int32_t longer = run > 0 ? run + 1 : run - 1;
        return moves ? (stops ? 1 : longer) : 0;
    }
    // The cells from (x, y) backwards along `dir` to the grid's edge.
    int cellsBack(int x, int y, int dir) const {
        const Offset d = step(dir);
        int count = size_.width + size_.height;
        if (d.dcol != 0)
            count = std::min(count, d.dcol > 0 ? x + 1 : size_.width - x);
        if (d.drow != 0)
            count = std::min(count, d.drow > 0 ? y + 1 : size_.height - y);
        return count;
    }
    // Fills the entries in `dir` of (x, y) and the cells before it on its line. With
    // `untilUnchanged`, stops at the first entry that keeps its value (those before it depend on
    // nothing that changed).
    void fillBack(int x, int y, int dir, bool untilUnchanged) {
        if (!inside(x, y))
            return;
        const std::ptrdiff_t delta = delta_[static_cast<std::size_t>(dir)];
        auto cell = static_cast<std::ptrdiff_t>(index(x, y));
        for (int n = cellsBack(x, y, dir); n > 0; --n, cell -= delta) {
            const auto c = static_cast<std::size_t>(cell);
            const std::int32_t value = entryFromNext(c, dir);
            std::int32_t& slot = distance_[c * 8 + static_cast<std::size_t>(dir)];
            if (untilUnchanged && value == slot)
                return;
            slot = value;
        }
    }
    // Fills every entry in `dir`, row by row (the memory's order) from the far end: each cell
    // after the one a move on.
    void fillAll(int dir) {
        const Offset d = step(dir);
        for (int i = 0; i < size_.height; ++i) {
            const int y = d.drow > 0 ? size_.height - 1 - i : i;
            for (int j = 0; j < size_.width; ++j) {
                const std::size_t cell = index(d.dcol > 0 ? size_.width - 1 - j : j, y);
                distance_[cell * 8 + static_cast<std::size_t>(dir)] = entryFromNext(cell, dir);
            }
        }
    }
    // After the bits and straight entries around (tx, ty) changed: the diagonal stop bits of the
    // rows and columns through the 3x3 block, and the diagonal runs that lead into them.
    void updateDiagonals(int tx, int ty, int dir) {
        const Offset d = step(dir);
        const auto recheck = [&](int x, int y) {
            const std::size_t cell = index(x, y);
            const bool stop = diagonalStop(cell, dir);
            if (stop == ((bits_[cell] & stopBit(dir)) != 0))
                return;
            setBit(cell, stopBit(dir), stop);
            fillBack(x - d.dcol, y - d.drow, dir, true);
        };
        for (int y = std::max(ty - 1, 0); y <= std::min(ty + 1, size_.height - 1); ++y) {
            for (int x = 0; x < size_.width; ++x)
                recheck(x, y);
        }
        for (int x = std::max(tx - 1, 0); x <= std::min(tx + 1, size_.width - 1); ++x) {
            for (int y = 0; y < size_.height; ++y)
                recheck(x, y);
        }
        // The moves out of the block's cells may have opened or closed.
        for (int y = ty - 1; y <= ty + 1; ++y) {
            for (int x = tx - 1; x <= tx + 1; ++x)
                fillBack(x, y, dir, true);
        }
    }

    GridSize size_{};
    std::array<std::ptrdiff_t, 8> delta_{};  // kStepOrder[i] as a change of cell index
    std::vector<std::uint8_t> open_;         // per cell and a border: walkable
    std::vector<std::uint32_t> bits_;        // per cell (see kSpecial)
    std::vector<std::int32_t> distance_;     // per cell, 8 directions: > 0 a stop that many moves
                                             // on; <= 0 no stop, minus the moves to the last cell
};

template <class Cost>
void JumpTables::build(const GridDataSource<Cost>& grid) {
    size_ = grid.size();
    for (std::size_t i = 0; i < kStepOrder.size(); ++i)
        delta_[i] = std::ptrdiff_t{kStepOrder[i].drow} * size_.width + kStepOrder[i].dcol;
    const auto cells = static_cast<std::size_t>(size_.cellCount());
    bits_.assign(cells, 0);
    distance_.assign(cells * 8, 0);
    open_.assign(
        (static_cast<std::size_t>(size_.width) + 2) * (static_cast<std::size_t>(size_.height) + 2),
        0);
    const std::vector<std::uint8_t>& walkable = grid.walkableCells();
    for (int y = 0; y < size_.height; ++y) {
        for (int x = 0; x < size_.width; ++x)
            open_[paddedIndex(x, y)] = walkable[index(x, y)] != 0 ? 1 : 0;
    }
    // The grid's special cells and scan stops near costly cells, which it keeps as bit lines.
    if (grid.hasCostlyCells()) {
        for (int y = 0; y < size_.height; ++y) {
            for (int x = 0; x < size_.width; ++x)
                bits_[index(x, y)] |= nearCostlyBits(grid, x, y);
        }
    }
    for (int y = 0; y < size_.height; ++y) {
        for (int x = 0; x < size_.width; ++x)
            refreshCell(x, y);
    }
    for (int dir = 0; dir < 4; ++dir)
        fillAll(dir);
    for (std::size_t cell = 0; cell < cells; ++cell) {
        for (int dir = 4; dir < 8; ++dir)
            setBit(cell, stopBit(dir), diagonalStop(cell, dir));
    }
    for (int dir = 4; dir < 8; ++dir)
        fillAll(dir);
}

template <class Cost>
void JumpTables::update(const GridDataSource<Cost>& grid, Tile cell) {
    const int tx = cell.col;
    const int ty = cell.row;
    open_[paddedIndex(tx, ty)] = grid.walkableTile(cell) ? 1 : 0;
    // A cell's stops near costly cells depend on its plus, its moves and forced neighbours on its
    // 3x3 block.
    for (int y = std::max(ty - 1, 0); y <= std::min(ty + 1, size_.height - 1); ++y) {
        for (int x = std::max(tx - 1, 0); x <= std::min(tx + 1, size_.width - 1); ++x)
            bits_[index(x, y)] = (bits_[index(x, y)] & ~kNearCostly) |
                                 (grid.hasCostlyCells() ? nearCostlyBits(grid, x, y) : 0u);
    }
    for (int y = std::max(ty - 1, 0); y <= std::min(ty + 1, size_.height - 1); ++y) {
        for (int x = std::max(tx - 1, 0); x <= std::min(tx + 1, size_.width - 1); ++x)
            refreshCell(x, y);
    }
    // A straight entry depends on the stops along its own line.
    for (int y = std::max(ty - 1, 0); y <= std::min(ty + 1, size_.height - 1); ++y) {
        fillBack(size_.width - 1, y, 1, false);
        fillBack(0, y, 3, false);
    }
    for (int x = std::max(tx - 1, 0); x <= std::min(tx + 1, size_.width - 1); ++x) {
        fillBack(x, 0, 0, false);
        fillBack(x, size_.height - 1, 2, false);
    }
    for (int dir = 4; dir < 8; ++dir)
        updateDiagonals(tx, ty, dir);
}

}  // namespace catmaze
