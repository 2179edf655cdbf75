#pragma once
/// \file
/// The tile cursor of keyboard play: a second pointer beside the mouse. A cursor key shows it
/// (from the tile the mouse points at, else from the cat's tile) and moves it a tile, kept on the
/// board; the mouse moving hides it. Where it is, the hover preview looks (one preview, two
/// pointers: play_model.hpp), and the walk key walks there.

#include <optional>

#include "catmaze/geom/tile.hpp"
#include "play/play_request.hpp"

namespace catmaze::app {

/// The keyboard's tile cursor. A value type; not thread-safe.
class TileCursor {
  public:
    /// Moves the cursor one tile by `direction` from where it is, or, hidden, shows it one tile
    /// from `start` (the mouse's tile or the cat's); kept inside a board of `board` tiles.
    void move(Offset direction, Tile start, GridSize board);
    /// Hides the cursor (the mouse moved: it points again).
    void hide() { tile_.reset(); }

    /// The cursor's tile while it is shown.
    std::optional<Tile> tile() const { return tile_; }

  private:
    std::optional<Tile> tile_;
};

/// The tile a cursor command moves the cursor by (CursorRight: one column right); nullopt for
/// any other command.
inline std::optional<Offset> cursorOffset(PlayCommand command) {
    switch (command) {
        case PlayCommand::CursorUp:
            return Offset{0, -1};
        case PlayCommand::CursorDown:
            return Offset{0, 1};
        case PlayCommand::CursorLeft:
            return Offset{-1, 0};
        case PlayCommand::CursorRight:
            return Offset{1, 0};
        default:
            return std::nullopt;
    }
}

}  // namespace catmaze::app
