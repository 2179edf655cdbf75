#pragma once
/// \file
/// Tile coordinates shared by every part of CatMaze.

#include <compare>
#include <cstdint>
#include <string>

namespace catmaze {

/// A tile position: column and row, 0-based from the map's top-left corner, as `(col,row)`.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct Tile {
    /// Column, 0 at the left.
    int col = 0;
    /// Row, 0 at the top.
    int row = 0;

    /// Same column and row.
    friend constexpr bool operator==(const Tile&, const Tile&) = default;
    /// Row-major order, so sorting tiles reads them like text.
    friend constexpr auto operator<=>(const Tile& a, const Tile& b) {
        if (auto c = a.row <=> b.row; c != 0)
            return c;
        return a.col <=> b.col;
    }
};

/// A move of one tile; the eight compass directions and `None`.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct Offset {
    /// Columns to move (negative: left).
    int dcol = 0;
    /// Rows to move (negative: up).
    int drow = 0;
    /// Same column and row changes.
    friend constexpr bool operator==(const Offset&, const Offset&) = default;
};

/// `t` as people read it in messages: `(col,row)`.
inline std::string toString(Tile t) {
    std::string text = "(";  // appended, not "(" + ..., which trips GCC 12's -Wrestrict
    text += std::to_string(t.col);
    text += ',';
    text += std::to_string(t.row);
    text += ')';
    return text;
}

/// The tile `o` away from `t` (it may be off any map).
constexpr Tile operator+(Tile t, Offset o) {
    return {t.col + o.dcol, t.row + o.drow};
}

/// Width and height of a rectangular map, in tiles.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct GridSize {
    /// Columns.
    int width = 0;
    /// Rows.
    int height = 0;

    /// True when `t` lies on the map.
    constexpr bool contains(Tile t) const {
        return t.col >= 0 && t.row >= 0 && t.col < width && t.row < height;
    }
    /// Number of cells, `width * height`.
    constexpr std::int64_t cellCount() const { return std::int64_t{width} * height; }
    /// Flat index `row * width + col`; `t` must be on the map.
    constexpr std::int32_t indexOf(Tile t) const { return t.row * width + t.col; }
    /// Inverse of indexOf; `index` must be in `[0, cellCount())`.
    constexpr Tile tileAt(std::int32_t index) const { return {index % width, index / width}; }

    /// Same width and height.
    friend constexpr bool operator==(const GridSize&, const GridSize&) = default;
};

}  // namespace catmaze
