#pragma once
/// \file
/// The Controls page of the Settings menu, as the game decides it: every action of play with its
/// keys; choosing one waits for the next key pressed (KeyCapture), which becomes that action's
/// only key, unless another action has it (refused, naming that action) or the game keeps it
/// (F11, F12); Esc cancels; "Reset to defaults" gives every action its own keys back. The
/// screen (controls_screen.hpp) saves the table this gives through the settings.

#include <optional>
#include <string>

#include "menus/menu_page.hpp"
#include "play/key_table.hpp"

namespace catmaze::app {

/// What the page calls `command` ("Undo", "Step up", "Walk to the cursor").
std::string commandLabel(PlayCommand command);

/// What rebinding gave: the new table, or why not.
struct Rebinding {
    std::optional<KeyTable> table;  ///< the table with the new key; nullopt when refused
    std::string message;            ///< what the page says: the new key, or the refusal
};

/// `table` with `chord` as `command`'s only key. Refused when another command has `chord`
/// ("R is Restart's key already: ..."), when the game keeps it (reservedFor), and for Esc
/// (which cancels). `chord` may be one of `command`'s own keys: the others go.
Rebinding rebound(const KeyTable& table, PlayCommand command, KeyChord chord);

/// Which action of the Controls page waits for its new key, and what the page says. A value
/// type; the game's thread uses it.
class KeyCapture {
  public:
    /// `command` waits for its key (the page says so).
    void choose(PlayCommand command);
    /// A key pressed while `table` is in play: `chord`, or nullopt for a key the game has no
    /// name for. While an action waits: Esc cancels; an accepted key ends the wait and gives the
    /// new table (rebound); a refused one says why and the action waits on. Nothing otherwise.
    std::optional<KeyTable> press(const KeyTable& table, std::optional<KeyChord> chord);
    /// Stops waiting without a change (a click elsewhere), saying so.
    void cancel();
    /// Every action was given its own keys back: stops waiting and says so.
    void reset();

    /// The action waiting for its key, if any.
    std::optional<PlayCommand> waiting() const { return waiting_; }
    /// What the page says under its title (empty: its usual line).
    const std::string& message() const { return message_; }

  private:
    std::optional<PlayCommand> waiting_;
    std::string message_;
};

/// The page "Controls": each command of `table` in its order with its keys ("U, Backspace,
/// Ctrl+Z"; "press a key…" while it waits), each choosing it waits for its key (choice::Rebind);
/// then "Reset to defaults" (the `keys` setting changed: choice::ChangeSetting) and Back. The
/// subtitle is `capture`'s message, or how to use the page.
MenuPage controlsPage(const KeyTable& table, const KeyCapture& capture);

}  // namespace catmaze::app
