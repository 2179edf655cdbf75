#pragma once
/// \file
/// The editor's obstacle tool (key 7): click corners to draw a polygon (the first corner again
/// or Enter closes it, Esc cancels, Backspace or Ctrl+Z drops the last corner), drag a corner to
/// move it (Esc while dragging puts it back), click a polygon to select it and Delete (or
/// right-click it) to delete it. Points snap to half tiles, or to tenths when `fine` (Shift held:
/// the screen says so with each pointer event, so nothing polls the keyboard). The core refuses
/// a polygon that would not load, with the loader's message, shown as a notice. Plain (no SFML):
/// the screen draws the tool from its read-only state.

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "catmaze/geom/geometry.hpp"
#include "editor/editor_document.hpp"
#include "editor/editor_keys.hpp"
#include "editor/editor_notice.hpp"
#include "editor/input_event.hpp"
#include "editor/map_frame.hpp"
#include "shell/event_log.hpp"

namespace catmaze::app {

/// What an input did to the tool.
struct ToolOutcome {
    bool handled = false;  ///< the tool took the input (no other binding applies)
    bool changed = false;  ///< the level changed: redraw it and check it again
};

/// A corner being dragged: which one, and where it is now.
struct CornerDrag {
    std::size_t obstacle = 0;  ///< index among the level's obstacles
    std::size_t corner = 0;    ///< index among its corners
    Vec2 to;                   ///< where it would go (tile units, snapped)
};

/// The obstacle tool on the document's level. Logs `obstacle_added` {"obstacle", "points"},
/// `corner_moved` {"obstacle", "corner", "to"}, `obstacle_removed` {"obstacle"} and
/// `obstacle_refused` {"message"}. Not shared between threads.
class ObstacleTool {
  public:
    /// How near (window pixels) a click must be to a corner to grab it.
    static constexpr float kGrabPixels = 9;

    /// Edits `document`'s level, writing to `log` and `notice`, naming the keys of `keys` in
    /// its notices (all outlive it).
    ObstacleTool(EditorDocument& document, EventLog& log, EditorNotice& notice,
                 const EditorKeyTable& keys)
        : document_(document), log_(log), notice_(notice), keys_(keys) {}

    /// A button pressed at `pixel` in the map area placed by `frame`: the left button grabs a
    /// corner, selects a polygon, closes the outline on its first corner or adds a corner; the
    /// right one drops the outline, else deletes the polygon under it.
    ToolOutcome press(Pointer pixel, bool left, bool fine, const MapFrame& frame);
    /// The keyboard's "click" at `point` (tile units, already snapped): closes the outline when
    /// it is the first corner of three or more, else adds a corner there (none twice in a row).
    ToolOutcome place(Vec2 point);
    /// The pointer moved to `pixel`: the snapped point under it (none outside the map area), and
    /// the dragged corner follows it.
    void move(Pointer pixel, bool fine, const MapFrame& frame);
    /// A button released: a dragged corner is moved there (or refused, with a notice).
    ToolOutcome release();
    /// A key's command (`modified`: with Shift or Ctrl), as the tool reads it: UseTool (Enter)
    /// closes the outline, Leave (Esc) drops it or the selection, Remove (Backspace) or Undo
    /// drops the last corner (redo waits for the outline), and with no outline Remove deletes
    /// the selected polygon.
    /// Unhandled when there is nothing for it to do (then Esc leaves the editor, Ctrl+Z undoes).
    ToolOutcome command(EditorCommand command, bool modified);
    /// Esc during a drag: the corner goes back where it was.
    void cancelDrag() { drag_.reset(); }

    /// Forgets the outline, the selection, a drag and the pointer (another tool, another level).
    void reset();
    /// The level changed under the tool (an undo, a resize): a selection that is gone is
    /// dropped, and the pointer (in tile units) is forgotten.
    void levelChanged();
    /// The pointer left the window.
    void pointerLeft() { pointer_.reset(); }

    /// The corners of the polygon being drawn (tile units).
    const std::vector<Vec2>& outline() const { return outline_; }
    /// The selected polygon, if any.
    const std::optional<std::size_t>& selected() const { return selected_; }
    /// The corner being dragged, if any.
    const std::optional<CornerDrag>& drag() const { return drag_; }
    /// The snapped point under the pointer, if it is over the map area.
    const std::optional<Vec2>& pointer() const { return pointer_; }

  private:
    std::optional<std::pair<std::size_t, std::size_t>> cornerAt(Pointer pixel,
                                                                const MapFrame& frame) const;
    std::optional<std::size_t> obstacleAt(Vec2 point) const;
    bool closeOutline();
    bool deleteObstacle(std::size_t index);
    void refuse(const std::string& message);

    EditorDocument& document_;
    EventLog& log_;
    EditorNotice& notice_;
    const EditorKeyTable& keys_;
    std::vector<Vec2> outline_;
    std::optional<std::size_t> selected_;
    std::optional<CornerDrag> drag_;
    std::optional<Vec2> pointer_;
};

/// The point under window pixel `pixel` in `frame`, snapped to half tiles, or to tenths when
/// `fine`, and rounded to six decimals (files hold 2.3 rather than 2.3000000000000003).
Vec2 snappedPoint(Pointer pixel, bool fine, const MapFrame& frame);

}  // namespace catmaze::app
