#pragma once
/// \file
/// GridDataSource's build, a word (64 cells) at a time: the walkable cells as bit lines by row and
/// by column, then each cell's allowed moves as a byte (bit i for kStepOrder[i]), each move's
/// cells being a word of shifted neighbour lines (the same rule as GridMovement::canStep). About
/// 1.5 ms for a 512 x 512 map, against 10-15 ms cell by cell (docs/PERFORMANCE.md).

#include <cstddef>
#include <cstdint>
#include <vector>

#include "catmaze/geom/tile.hpp"
#include "catmaze/search/detail/line_bits.hpp"
#include "catmaze/search/grid_movement.hpp"

namespace catmaze::grid_bits {

/// Fills `rows` (one line per row) and `columns` (one per column) from `walkable` (row-major,
/// non-zero when walkable, size.cellCount() entries).
inline void buildLines(const std::vector<std::uint8_t>& walkable, GridSize size, LineBits& rows,
                       LineBits& columns) {
    rows.reset(size.width, size.height);
    columns.reset(size.height, size.width);
    for (int row = 0; row < size.height; ++row) {
        const std::uint8_t* cell = walkable.data() + static_cast<std::size_t>(row) * size.width;
        std::uint64_t* line = rows.mutableLine(row);
        for (int col = 0; col < size.width; ++col) {
            if (cell[col] != 0) {
                line[col / 64] |= std::uint64_t{1} << (col % 64);
                columns.set(col, row, true);
            }
        }
    }
}

/// Word w of row `row` of `rows` shifted so that bit j tells whether cell (64 w + j + dcol, row)
/// is walkable; 0 for rows off the grid (bits past a line's end are 0, so are columns off it).
inline std::uint64_t shiftedWord(const LineBits& rows, int height, int row, int w, int dcol) {
    if (row < 0 || row >= height)
        return 0;
    const std::uint64_t* line = rows.line(row);
    const int words = rows.lineWords();
    if (dcol > 0)
        return (line[w] >> 1) | (w + 1 < words ? line[w + 1] << 63 : 0);
    if (dcol < 0)
        return (line[w] << 1) | (w > 0 ? line[w - 1] >> 63 : 0);
    return line[w];
}

/// GridMovement::diagonalAllowed for `mode` on 64 cells at once.
inline std::uint64_t diagonalWord(DiagonalMode mode, std::uint64_t firstSideOpen,
                                  std::uint64_t secondSideOpen) {
    switch (mode) {
        case DiagonalMode::Never:
            return 0;
        case DiagonalMode::NoCornerCutting:
            return firstSideOpen & secondSideOpen;
        case DiagonalMode::AtLeastOneSideFree:
            return firstSideOpen | secondSideOpen;
        case DiagonalMode::Always:
            return ~std::uint64_t{0};
    }
    return 0;
}

/// Fills `moves` (one byte per cell, row-major) with the moves allowed from each cell under
/// `diagonal`, from the row lines of buildLines.
inline void buildMoves(const LineBits& rows, GridSize size, DiagonalMode diagonal,
                       std::vector<std::uint8_t>& moves) {
    const int width = size.width;
    moves.assign(static_cast<std::size_t>(size.cellCount()), 0);
    const int words = rows.lineWords();
    const bool diagonals = diagonal != DiagonalMode::Never;
    for (int row = 0; row < size.height; ++row) {
        for (int w = 0; w < words; ++w) {
            // open[i]: the cell kStepOrder[i] away is walkable, for the 64 cells of word w.
            std::uint64_t open[8];
            for (std::size_t i = 0; i < kStepOrder.size(); ++i)
                open[i] =
                    shiftedWord(rows, size.height, row + kStepOrder[i].drow, w, kStepOrder[i].dcol);
            std::uint64_t allowed[8] = {open[0], open[1], open[2], open[3], 0, 0, 0, 0};
            for (std::size_t i = 4; diagonals && i < 8; ++i) {
                const Offset step = kStepOrder[i];
                const std::uint64_t sideCol = step.dcol > 0 ? open[1] : open[3];
                const std::uint64_t sideRow = step.drow > 0 ? open[2] : open[0];
                allowed[i] = open[i] & diagonalWord(diagonal, sideCol, sideRow);
            }
            const int first = w * 64;
            const int last = width - first < 64 ? width - first : 64;
            std::uint8_t* out = moves.data() + static_cast<std::size_t>(row) * width + first;
            for (int j = 0; j < last; ++j) {
                unsigned bits = 0;
                for (unsigned i = 0; i < 8; ++i)
                    bits |= static_cast<unsigned>((allowed[i] >> j) & 1u) << i;
                out[j] = static_cast<std::uint8_t>(bits);
            }
        }
    }
}

}  // namespace catmaze::grid_bits
