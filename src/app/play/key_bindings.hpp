#pragma once
/// \file
/// The player's keys, between the settings file and the key table: the core keeps them as names
/// (Settings::keys, an action's name to its keys' names); here they are checked and become the
/// table the game plays with, and the table in use becomes names again to be saved. A bad
/// binding never stops the game: that action keeps its own keys, and the problem is told.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catmaze/player/settings.hpp"
#include "play/key_table.hpp"

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

/// The game's own keys with each action `names` names given the keys it names instead. An
/// action whose names are wrong (an unknown action or key, no key, a key the game keeps for
/// itself, a key that another action has in the result) keeps its own keys, and its problem is
/// said; of two actions named with the same key, the one later in the table keeps its own.
KeyTableLoad keyTableFrom(const KeyNames& names);

/// The names Settings::keys keeps for `table`: each action whose keys differ from the game's
/// own, with its keys' names. keyTableFrom gives `table` back, when its keys are all different.
KeyNames keyNamesOf(const KeyTable& table);

/// The problems of a load, in one message for the banner about the settings file `file`; nullopt
/// when there are none.
std::optional<std::string> keyProblemsText(const std::string& file,
                                           const std::vector<std::string>& problems);

}  // namespace catmaze::app
