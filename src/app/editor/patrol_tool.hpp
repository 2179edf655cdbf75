#pragma once
/// \file
/// The editor's patrol tool (key 8): click a dog to draw (or redraw) its round, then its tiles
/// one by one, each a neighbour of the last; Tab switches between a loop and back and forth;
/// clicking the dog again closes a loop and finishes, as do Enter and 8 (with the way chosen);
/// Backspace or Ctrl+Z drops the last tile, Esc cancels. A round of the dog alone removes its
/// patrol. A tile or a finish that breaks a rule of patrol_rules.hpp is refused with that rule's
/// message, as a notice; the finished round is one undo step of the core's LevelEditor. Plain
/// (no SFML): the screen draws the round being drawn from its read-only state.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/geom/tile.hpp"
#include "catmaze/level/patrol.hpp"
#include "editor/editor_document.hpp"
#include "editor/editor_keys.hpp"
#include "editor/editor_notice.hpp"
#include "editor/input_event.hpp"
#include "editor/obstacle_tool.hpp"
#include "shell/event_log.hpp"

namespace catmaze::app {

/// The patrol tool on the document's level. Logs `patrol_set` {"dog", "tiles", "loop"},
/// `patrol_removed` {"dog"} and `patrol_refused` {"message"}. Not shared between threads.
class PatrolTool {
  public:
    /// Edits `document`'s level, writing to `log` and `notice`, naming the keys of `keys` in
    /// its notices (all outlive it).
    PatrolTool(EditorDocument& document, EventLog& log, EditorNotice& notice,
               const EditorKeyTable& keys)
        : document_(document), log_(log), notice_(notice), keys_(keys) {}

    /// A left click on tile `t` of the map: starts the round of the dog there, adds `t` to the
    /// round being drawn, or (on its dog) closes it as a loop and finishes. Refused with a
    /// notice when it breaks a rule.
    ToolOutcome press(Tile t);
    /// A key's command while a round is drawn (`modified`: with Shift or Ctrl): UseTool (Enter)
    /// or ToolPatrol (8) finishes it, RoundKind (Tab) switches loop / back and forth, Remove
    /// (Backspace) or Undo drops the last tile (the dog's own cancels), Leave (Esc) cancels;
    /// redo and resizing wait for the round. Unhandled when no round is drawn (then the
    /// editor's own bindings apply).
    ToolOutcome command(EditorCommand command, bool modified);

    /// Why tile `t` cannot be clicked next (the rule's message), or nullopt when it can: the
    /// screen marks the tile under the pointer with it.
    std::optional<std::string> refusal(Tile t) const;

    /// Forgets the round being drawn (another tool, another level).
    void reset();
    /// The level changed under the tool (an undo, a resize): a round whose dog is gone or whose
    /// map changed size is dropped.
    void levelChanged();

    /// True while a round is being drawn.
    bool drawing() const { return !route_.empty(); }
    /// The round being drawn, its dog first (empty when none).
    const std::vector<Tile>& route() const { return route_; }
    /// True when the round being drawn loops (false: back and forth).
    bool loop() const { return loop_; }
    /// The index in the level's patrols of the patrol being redrawn (the screen draws the round
    /// being drawn instead), if any.
    std::optional<std::size_t> editing() const;

  private:
    // The number the round of the dog on `dog` has (or will have) among the level's patrols.
    std::size_t patrolNumber(Tile dog) const;
    // The first problem of the round as `candidate` (never empty), in its place among the
    // level's patrols; only those at its last tile when `lastTileOnly`.
    std::optional<std::string> routeProblem(const Patrol& candidate, bool lastTileOnly) const;
    ToolOutcome start(Tile dog);
    ToolOutcome finish(bool closeLoop);
    ToolOutcome refuse(const std::string& message);

    EditorDocument& document_;
    EventLog& log_;
    EditorNotice& notice_;
    const EditorKeyTable& keys_;
    std::vector<Tile> route_;
    bool loop_ = false;
    GridSize size_;  // the map's size when the round was started
};

}  // namespace catmaze::app
