#pragma once
/// \file
/// The player's keys and pad buttons, between the settings file and the tables: the core keeps
/// them as names (Settings::keys and Settings::pad, an action's name to its keys' or buttons'
/// names); here they are checked and become the tables the game plays and edits with, and the
/// tables in use become names again to be saved. Play's actions and the editor's are two
/// sections of the keys: the editor's names start with "editor." (editor_keys.hpp); a key may be
/// one action's in each section (they never listen at once), never two actions' of one. The
/// pad's buttons are a third section, play's actions only, checked by the same rules (a button
/// two actions have, an unknown name), and the directions stay the cursor's (isPadDirection). A
/// bad binding never stops the game: that action keeps its own keys (or buttons), and the problem
/// is told.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catmaze/player/settings.hpp"
#include "editor/editor_keys.hpp"
#include "play/key_table.hpp"
#include "play/pad_table.hpp"

namespace catmaze::app {

/// The command named `name` by commandName ("undo", "walk-to-cursor"), among those the table
/// binds (not close-card); nullopt for any other name.
std::optional<PlayCommand> commandNamed(std::string_view name);

/// The chord named `name` as chordName names it ("U", "Ctrl+Y", "F5", "+"), in any case; nullopt
/// for a name the game does not know.
std::optional<KeyChord> chordNamed(std::string_view name);

/// What the game keeps `chord` for on every screen, whatever the table says (F11: "fullscreen",
/// F12: "screenshot", with Ctrl or not); nullopt for a key a command may have.
std::optional<std::string> reservedFor(KeyChord chord);

/// The key table made from the player's key names, and what was wrong with them.
struct KeyTableLoad {
    KeyTable table = KeyTable::defaults();  ///< the keys to play with
    /// One line per action that keeps its own keys because of its names, in the file's order:
    /// `"undo": no key is named "Q!"`, `"jump" is no action of the game`, `"undo": R is
    /// restart's key`, `"undo": F11 is the game's fullscreen key`, `"undo": no key given`.
    std::vector<std::string> problems;

    bool operator==(const KeyTableLoad&) const = default;
};

/// The game's own keys of play with each action of play `names` names given the keys it names
/// instead (the editor's names are left to keyTablesFrom). An action whose names are wrong (an
/// unknown action or key, no key, a key the game keeps for itself, a key that another action of
/// play has in the result) keeps its own keys, and its problem is said; of two actions named
/// with the same key, the one later in the table keeps its own.
KeyTableLoad keyTableFrom(const KeyNames& names);

/// Both sections' keys: play's and the editor's.
struct KeyTables {
    KeyTable play = KeyTable::defaults();  ///< the keys of play
    EditorKeyTable editor = editorKeys();  ///< the keys of the editor

    bool operator==(const KeyTables&) const = default;
};

/// Both sections' tables made from the player's key names, and what was wrong with them.
struct KeyTablesLoad {
    KeyTables tables;                   ///< the keys to play and edit with
    std::vector<std::string> problems;  ///< play's problems (keyTableFrom), then the editor's

    bool operator==(const KeyTablesLoad&) const = default;
};

/// keyTableFrom's rule for each section: play's names give play's table, the names starting
/// with kEditorActionPrefix the editor's ("editor.jump" is no action of the editor); a key bound
/// twice within one section keeps the later action's own keys; one key in both sections is fine.
KeyTablesLoad keyTablesFrom(const KeyNames& names);

/// The pad table made from the player's button names, and what was wrong with them.
struct PadTableLoad {
    PadTable table = PadTable::defaults();  ///< the buttons to play with
    /// One line per action that keeps its own buttons because of its names, in the file's
    /// order: `"undo": no button is named "Q"`, `"cursor-up" is no action a pad button can have`,
    /// `"undo": Up is a direction, which always moves the cursor`, `"hint": B is also undo's
    /// button`, `"undo": no button given`.
    std::vector<std::string> problems;

    bool operator==(const PadTableLoad&) const = default;
};

/// keyTableFrom's rule for the pad (Settings::pad): the game's own buttons with each play action
/// `names` names given the buttons it names instead ("A", "B", "X", "Y", "LB", "RB", "Back",
/// "Start", in any case). An action whose names are wrong (an unknown action, one of the
/// cursor's moves, an unknown button, no button, a direction, a button that another action has
/// in the result) keeps its own buttons, and its problem is said; of two actions named with the
/// same button, the one later in the table keeps its own.
PadTableLoad padTableFrom(const KeyNames& names);

/// The names Settings::keys keeps for play's `table` alone: each action whose keys differ from
/// the game's own, with its keys' names. keyTableFrom gives `table` back, when its keys are all
/// different.
KeyNames keyNamesOf(const KeyTable& table);

/// The names Settings::keys keeps for both sections: play's as above, and each editor action
/// whose keys differ from the editor's own. keyTablesFrom gives `tables` back.
KeyNames keyNamesOf(const KeyTables& tables);

/// The names Settings::pad keeps for `table`: each action whose buttons differ from the game's
/// own, with its buttons' names (storedPadControlName). padTableFrom gives `table` back, when no
/// button is two actions'.
KeyNames padNamesOf(const PadTable& table);

/// The problems of a load of the keys, in one message for the banner about the settings file
/// `file`; nullopt when there are none.
std::optional<std::string> keyProblemsText(const std::string& file,
                                           const std::vector<std::string>& problems);

/// The problems of a load of the pad's buttons (padTableFrom), as keyProblemsText says those of
/// the keys ("settings file "F": "pad": ... (so those actions keep their own buttons)").
std::optional<std::string> padProblemsText(const std::string& file,
                                           const std::vector<std::string>& problems);

}  // namespace catmaze::app
