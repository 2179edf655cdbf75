#pragma once
/// \file
/// The keys of play, without SFML: the table that
/// binds each play command to its keys (KeyTable). The play screen turns a pressed key into a
/// command through the table, the game's flow reads R and F5 from it, and the key bar is made
/// from it (key_help.hpp), so a key on the bar always does what the bar says. A later rebinding
/// (settings.json) or a gamepad feeds the same commands; SFML's keys are translated in one place,
/// shell/sfml_keys.hpp.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "play/play_request.hpp"
#include "ui/command_keys.hpp"

namespace catmaze::app {

/// A command's stable name ("walk-to-cursor"), for the log and a later settings.json.
std::string commandName(PlayCommand command);

/// One play command and the keys that ask for it, the first one the key bar shows.
using KeyBinding = CommandBinding<PlayCommand>;

/// What each play command's keys are: a key asks for at most one command. A value type; several
/// threads may read it at once, a change needs it to itself.
class KeyTable {
  public:
    /// The game's own keys: Esc menu, R restart, U (Backspace, Ctrl+Z) undo, Ctrl+Y redo, Space
    /// (.) wait, G diagonal, H hint, O overlay, F5 reload, E edit, the arrows (WASD) one step,
    /// IJKL the tile cursor, Enter walk to it, Shift run, + and - zoom.
    static KeyTable defaults();

    /// The command `chord` asks for, if any.
    std::optional<PlayCommand> commandFor(KeyChord chord) const;
    /// The keys of `command`, the one to show first; empty when it has none.
    std::vector<KeyChord> keysOf(PlayCommand command) const;
    /// Every command with a key, in the table's order.
    const std::vector<KeyBinding>& bindings() const { return bindings_; }
    /// This table with `keys` (the one to show first first) as `command`'s keys, in its place;
    /// the other commands keep theirs, even a key of `keys` (key_bindings.hpp checks that). The
    /// table unchanged when `command` is not in it.
    KeyTable withKeys(PlayCommand command, std::vector<KeyChord> keys) const;

    bool operator==(const KeyTable&) const = default;

  private:
    explicit KeyTable(std::vector<KeyBinding> bindings) : bindings_(std::move(bindings)) {}
    std::vector<KeyBinding> bindings_;
};

}  // namespace catmaze::app
