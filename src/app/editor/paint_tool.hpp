#pragma once
/// \file
/// The editor's tile painting: a left-button drag paints the chosen tile kind, a right-button
/// drag erases to floor, every tile on the way is painted (a fast drag leaves no gaps), and a
/// whole drag is one undo step. Plain (no SFML).

#include "catmaze/geom/tile.hpp"
#include "editor/editor_document.hpp"
#include "shell/event_log.hpp"

namespace catmaze::app {

/// One paint stroke at a time on the document's level. Logs `edit` {"tile", "kind"} for each
/// tile changed. Not shared between threads.
class PaintTool {
  public:
    /// Paints `document`'s level, writing to `log` (both outlive it).
    PaintTool(EditorDocument& document, EventLog& log) : document_(document), log_(log) {}

    /// Starts a stroke on tile `t`: paints palette entry `tool`'s kind there, or floor when
    /// `erase`. Returns true when the tile changed (the map must be redrawn).
    bool begin(Tile t, bool erase, int tool);
    /// The pointer moved on to tile `t` during a stroke: paints every tile from the last one to
    /// `t`. Returns true when a tile changed. Does nothing outside a stroke.
    bool drag(Tile t);
    /// Ends the stroke (one undo step). Returns true when it changed something: the level must
    /// be checked again. False outside a stroke.
    bool end();
    /// Ends a stroke without asking for a check (a prompt or leaving the editor interrupts it).
    void stop();
    /// Forgets any stroke (a new edit began: the old undo history is gone).
    void reset() { mode_ = Mode::None; }

    /// True during a stroke.
    bool painting() const { return mode_ != Mode::None; }
    /// True during an erasing (right-button) stroke.
    bool erasing() const { return mode_ == Mode::Erase; }

  private:
    bool paintAt(Tile t);

    enum class Mode { None, Paint, Erase };
    EditorDocument& document_;
    EventLog& log_;
    Mode mode_ = Mode::None;
    int tool_ = 0;
    Tile last_;
    bool changed_ = false;  // the stroke changed a tile
};

}  // namespace catmaze::app
