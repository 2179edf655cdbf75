#pragma once
/// \file
/// The editor's keys, without SFML: a named command for each thing a key does in the editor
/// (EditorCommand), the table binding them (the same kind of table as play's,
/// ui/command_keys.hpp), and the help line the bottom bar shows, made from that table so the
/// line always says what the keys do. The tool keys 1-8, the arrows (pan; with Shift or Ctrl a
/// line more or less), C and Home stay the model's own (editor_model_input.cpp).

#include <optional>
#include <string>

#include "catmaze/geom/tile.hpp"
#include "ui/command_keys.hpp"

namespace catmaze::app {

/// What a key asks the editor for.
enum class EditorCommand {
    CursorUp,     ///< the tile cursor one tile up (I)
    CursorLeft,   ///< the tile cursor one tile left (J)
    CursorDown,   ///< the tile cursor one tile down (K)
    CursorRight,  ///< the tile cursor one tile right (L)
    UseTool,      ///< the chosen tool at the cursor's tile, as a click there (Enter, Space)
    Undo,         ///< Ctrl+Z
    Redo,         ///< Ctrl+Y (Ctrl+Shift+Z too)
    Save,         ///< Ctrl+S
    Reload,       ///< F5: the file again from disk
    Play,         ///< P: play the edit
    New,          ///< Ctrl+N: a new level
    Rename,       ///< F2: type the level's name
    Diagonal,     ///< G: the level's diagonal rule
    Leave,        ///< E or Esc: back to play
};

/// The editor's table of keys.
using EditorKeyTable = CommandTable<EditorCommand>;

/// The editor's own keys: IJKL the cursor, Enter (Space) the tool at it, Ctrl+Z undo, Ctrl+Y
/// redo, Ctrl+S save, F5 reload, P play, Ctrl+N new, F2 rename, G diagonals, E (Esc) leave.
EditorKeyTable editorKeys();

/// The few words the help line gives `command` ("save"), in the player's language; the four
/// cursor moves share "cursor".
std::string editorCommandWords(EditorCommand command);

/// The help line of `table`: each binding once, in the table's order, as "KEYS: words", its
/// keys joined by "/"; bindings side by side with the same words are one entry with their keys
/// run together ("IJKL: cursor"). Entries are three spaces apart.
std::string editorKeyHelp(const EditorKeyTable& table);

/// The tile a cursor command moves the cursor by; nullopt for any other command.
std::optional<Offset> editorCursorOffset(EditorCommand command);

}  // namespace catmaze::app
