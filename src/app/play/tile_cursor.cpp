#include "play/tile_cursor.hpp"

#include <algorithm>

namespace catmaze::app {

void TileCursor::move(Offset direction, Tile start, GridSize board) {
    const Tile from = tile_.value_or(start);
    // Kept on the board: a key pressed at the edge leaves the cursor where it is.
    tile_ = Tile{std::clamp(from.col + direction.dcol, 0, std::max(0, board.width - 1)),
                 std::clamp(from.row + direction.drow, 0, std::max(0, board.height - 1))};
}

}  // namespace catmaze::app
