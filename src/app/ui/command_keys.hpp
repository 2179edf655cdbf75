#pragma once
/// \file
/// Keys bound to commands, whatever the commands are: a key with its Ctrl (KeyChord) and a table
/// of bindings (CommandTable) that turns a chord into the command it asks for and a command into
/// its keys. The play screen's table (play/key_table.hpp) and the editor's
/// (editor/editor_keys.hpp) are both made of these, so a key is looked up one way everywhere and
/// each help line is built from the table that the keys obey.

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ui/key.hpp"

namespace catmaze::app {

/// A key with the modifier that changes what it does (Ctrl). Shift does not: held, it makes the
/// cat run, so Shift+Up still steps up. A value type.
struct KeyChord {
    Key key = Key::Escape;  ///< the key
    bool control = false;   ///< with Ctrl held

    bool operator==(const KeyChord&) const = default;
};

/// The chord's name as settings.json stores it ("Ctrl+Y", "U"): keyName's, English in every
/// language (play/key_bindings.hpp reads it back). Not for the screen: shownChordName.
std::string chordName(KeyChord chord);

/// The chord's name as a help line prints it, in the player's language at the call ("Ctrl+Y",
/// "Leertaste", "Strg+Y" in German): shownKeyName's, with Ctrl's own name.
std::string shownChordName(KeyChord chord);

/// One command and the keys that ask for it, the first one a help line shows. `Input` is what
/// is pressed: a KeyChord, or a pad's control (play/pad_table.hpp), read and checked by the same
/// rules (play/key_bindings.hpp).
template <class Command, class Input = KeyChord>
struct CommandBinding {
    Command command{};        ///< what the keys ask for
    std::vector<Input> keys;  ///< its keys (or buttons), the one shown first

    bool operator==(const CommandBinding&) const = default;
};

/// The command `chord` asks for among `bindings` (the first binding holding it wins), if any.
template <class Command, class Input>
std::optional<Command> boundCommand(const std::vector<CommandBinding<Command, Input>>& bindings,
                                    Input chord) {
    for (const CommandBinding<Command, Input>& binding : bindings) {
        if (std::find(binding.keys.begin(), binding.keys.end(), chord) != binding.keys.end())
            return binding.command;
    }
    return std::nullopt;
}

/// The keys of `command` among `bindings`, the one to show first; empty when it has none.
template <class Command, class Input>
std::vector<Input> boundKeys(const std::vector<CommandBinding<Command, Input>>& bindings,
                             Command command) {
    for (const CommandBinding<Command, Input>& binding : bindings) {
        if (binding.command == command)
            return binding.keys;
    }
    return {};
}

/// What each command's keys are, in the order a help line lists them. A value type; several
/// threads may read it at once, a change needs it to itself.
template <class Command>
class CommandTable {
  public:
    /// The table of `bindings`, in that order (a key should ask for one command only).
    explicit CommandTable(std::vector<CommandBinding<Command>> bindings)
        : bindings_(std::move(bindings)) {}

    /// The command `chord` asks for, if any.
    std::optional<Command> commandFor(KeyChord chord) const {
        return boundCommand(bindings_, chord);
    }
    /// The keys of `command`, the one to show first; empty when it has none.
    std::vector<KeyChord> keysOf(Command command) const { return boundKeys(bindings_, command); }
    /// Every command with a key, in the table's order.
    const std::vector<CommandBinding<Command>>& bindings() const { return bindings_; }

    bool operator==(const CommandTable&) const = default;

  private:
    std::vector<CommandBinding<Command>> bindings_;
};

}  // namespace catmaze::app
