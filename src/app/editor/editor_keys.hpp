#pragma once
/// \file
/// The editor's keys, without SFML: a named command for each thing a key does in the editor
/// (EditorCommand), the table binding them (the same kind of table as play's,
/// ui/command_keys.hpp), each command's stable name in settings.json ("editor.save": never one of
/// play's), and the help line the bottom bar shows, made from that table so the line always says
/// what the keys do. Every key of the editor is in the table, so the player may rebind each
/// (key_bindings.hpp); only the prompt's keys, the name being typed and a tool's own keys (Esc,
/// Tab, Backspace...) are the model's.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catmaze/geom/tile.hpp"
#include "catmaze/level/level_editor.hpp"
#include "ui/command_keys.hpp"

namespace catmaze::app {

/// What a key asks the editor for.
enum class EditorCommand {
    CursorUp,      ///< the tile cursor one tile up (I)
    CursorLeft,    ///< the tile cursor one tile left (J)
    CursorDown,    ///< the tile cursor one tile down (K)
    CursorRight,   ///< the tile cursor one tile right (L)
    UseTool,       ///< the chosen tool at the cursor's tile, as a click there (Enter, Space)
    Undo,          ///< Ctrl+Z
    Redo,          ///< Ctrl+Y (Ctrl+Shift+Z too)
    Save,          ///< Ctrl+S
    Reload,        ///< F5: the file again from disk
    Play,          ///< P: play the edit
    New,           ///< Ctrl+N: a new level
    Rename,        ///< F2: type the level's name
    Diagonal,      ///< G: the level's diagonal rule
    Leave,         ///< E or Esc: back to play
    ToolFloor,     ///< 1: the floor tool (the palette's order, kPalette, to ToolPatrol)
    ToolWall,      ///< 2
    ToolCat,       ///< 3: the cat's start
    ToolBone,      ///< 4
    ToolDog,       ///< 5
    ToolExit,      ///< 6
    ToolObstacle,  ///< 7
    ToolPatrol,    ///< 8
    PanUp,         ///< Up: the map pans; with Shift a row more at the top, with Ctrl one less
    PanDown,       ///< Down (with Shift or Ctrl: a row more or less at the bottom)
    PanLeft,       ///< Left (with Shift or Ctrl: a column more or less on the left)
    PanRight,      ///< Right (with Shift or Ctrl: a column more or less on the right)
    StopCheck,     ///< C: stops checking whether the level can be won
    ResetZoom,     ///< Home: the map's zoom back to its own
    /// Backspace or Delete: the last corner or tile drawn goes; with none drawn, the obstacle
    /// tool deletes the selected polygon.
    Remove,
    RoundKind,  ///< Tab: the dog's round being drawn loops, or walks back and forth
};

/// The editor's table of keys.
using EditorKeyTable = CommandTable<EditorCommand>;

/// The editor's own keys: IJKL the cursor, Enter (Space) the tool at it, Ctrl+Z undo, Ctrl+Y
/// redo, Ctrl+S save, F5 reload, P play, Ctrl+N new, F2 rename, G diagonals, E (Esc) leave, 1-8
/// the tools, the arrows pan, C stops the check, Home resets the zoom, Backspace (Delete)
/// removes, Tab switches a round's kind.
EditorKeyTable editorKeys();

/// What settings.json's `keys` starts an editor action's name with: play's names never do.
inline constexpr std::string_view kEditorActionPrefix = "editor.";

/// The command's stable name in settings.json and the log ("editor.save", "editor.tool-wall"),
/// English in every language, always starting with kEditorActionPrefix.
std::string editorCommandName(EditorCommand command);

/// The command named `name` by editorCommandName; nullopt for any other name.
std::optional<EditorCommand> editorCommandNamed(std::string_view name);

/// The tool (a palette index, kObstacleTool or kPatrolTool) a tool command chooses; nullopt for
/// any other command.
std::optional<int> editorToolOf(EditorCommand command);

/// The edge a pan command pans towards (and resizes with Shift or Ctrl); nullopt for any other.
std::optional<Edge> editorPanEdge(EditorCommand command);

/// True for the commands the help line lists (the tools, the pan, Home and the tools' own keys
/// are the tool hint's to say, C the check's line).
bool onEditorKeyLine(EditorCommand command);

/// The few words the help line gives `command` ("save"), in the player's language; the four
/// cursor moves share "cursor". Only for the commands onEditorKeyLine.
std::string editorCommandWords(EditorCommand command);

/// The help line's entries for `table`: each binding onEditorKeyLine once, in the table's order,
/// as "KEYS: words", its keys joined by "/" (keysText); the four cursor keys are one entry
/// (cursorKeysText: "IJKL: cursor").
std::vector<std::string> editorKeyItems(const EditorKeyTable& table);

/// The keys `table` binds to `command` as the player reads them, joined by "/" ("E/Esc");
/// empty when it has none.
std::string keysText(const EditorKeyTable& table, EditorCommand command);

/// The cursor's four keys as the player reads them, run together ("IJKL"; "Up/Left/Down/Right"
/// when one is longer than a letter).
std::string cursorKeysText(const EditorKeyTable& table);

/// The first key `table` binds to `command` as the player reads it ("Enter"); empty when none.
std::string firstKeyText(const EditorKeyTable& table, EditorCommand command);

/// The tile a cursor command moves the cursor by; nullopt for any other command.
std::optional<Offset> editorCursorOffset(EditorCommand command);

}  // namespace catmaze::app
