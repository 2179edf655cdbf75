#pragma once
/// \file
/// The Controls page of the Settings menu, as the game decides it: every action of play with its
/// keys and its pad buttons, then every action of the editor with its keys; choosing one waits
/// for the next key pressed (KeyCapture), which becomes that action's only key, unless another
/// action of the same section has it (refused, naming that action) or the game keeps it (F11,
/// F12). A play action (but the cursor's moves) takes a pad button pressed instead, which becomes
/// its only button; one another action has is swapped (that action takes the old one, named). Esc
/// cancels, and so does a pad direction, so that a player with only a pad can too: the pad's
/// directions stay the cursor's and the menus' (isPadDirection), every button can be bound. "Reset
/// to defaults" gives every action its own keys and buttons back. The screen (controls_screen.hpp)
/// saves the tables this gives through the settings (`keys` and `pad`).

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "editor/editor_keys.hpp"
#include "menus/menu_page.hpp"
#include "play/key_bindings.hpp"
#include "play/key_table.hpp"
#include "play/pad_table.hpp"

namespace catmaze::app {

/// What the page calls `command` ("Undo", "Step up", "Walk to the cursor").
std::string commandLabel(PlayCommand command);

/// What the page calls the editor's `command` ("Save", "Tool: Wall", "Pan up").
std::string editorCommandLabel(EditorCommand command);

/// An action the page rebinds: play's or the editor's.
using ControlsAction = std::variant<PlayCommand, EditorCommand>;

/// What the page calls `action` (commandLabel or editorCommandLabel).
std::string actionLabel(ControlsAction action);

/// The action whose settings name (commandName, editorCommandName) is `name`, if any: what a
/// choice::Rebind names.
std::optional<ControlsAction> actionNamed(std::string_view name);

/// What rebinding gave: the new tables, or why not.
struct Rebinding {
    std::optional<KeyTables> tables;  ///< the tables with the new key; nullopt when refused
    std::string message;              ///< what the page says: the new key, or the refusal
};

/// `tables` with `chord` as `action`'s only key. Refused when another action of its section has
/// `chord` ("R is Restart's key already: ..."; an action of the other section may have it too),
/// when the game keeps it (reservedFor), and for Esc (which cancels). `chord` may be one of
/// `action`'s own keys: the others go.
Rebinding rebound(const KeyTables& tables, ControlsAction action, KeyChord chord);

/// What rebinding a pad button gave: the new pad table, or why not.
struct ButtonRebinding {
    std::optional<PadTable> pad;  ///< the table with the new button; nullopt when refused
    std::string message;          ///< what the page says: the new button, or the refusal
};

/// `pad` with `button` as `action`'s only button. Refused for the editor's actions (the editor
/// reads no pad), the cursor's moves and a direction (isPadDirection). When another action has
/// `button` the two swap: that action takes `action`'s old buttons, or has none ("Undo is now X
/// on the pad; Hint takes B"), since a refusal would leave a pad with all eight buttons taken no
/// way to move one. `button` may be `action`'s own: the others go.
ButtonRebinding reboundButton(const PadTable& pad, ControlsAction action, PadControl button);

/// Which action of the Controls page waits for its new key, and what the page says. A value
/// type; the game's thread uses it.
class KeyCapture {
  public:
    /// `action` waits for its key (the page says so).
    void choose(ControlsAction action);
    /// A key pressed while `tables` are in use: `chord`, or nullopt for a key the game has no
    /// name for. While an action waits: Esc cancels; an accepted key ends the wait and gives the
    /// new tables (rebound); a refused one says why and the action waits on. Nothing otherwise.
    std::optional<KeyTables> press(const KeyTables& tables, std::optional<KeyChord> chord);
    /// A pad's control pressed while `pad` is in use. While an action waits: a direction cancels
    /// (as Esc does); a button accepted ends the wait and gives the new pad table
    /// (reboundButton); a refused one says why and the action waits on. Nothing otherwise.
    std::optional<PadTable> pressButton(const PadTable& pad, PadControl control);
    /// Stops waiting without a change (a click elsewhere, a pad direction), saying so.
    void cancel();
    /// Every action was given its own keys and buttons back: stops waiting and says so.
    void reset();

    /// The action waiting for its key, if any.
    std::optional<ControlsAction> waiting() const { return waiting_; }
    /// What the page says under its title (empty: its usual line).
    const std::string& message() const { return message_; }

  private:
    std::optional<ControlsAction> waiting_;
    std::string message_;
};

/// The page "Controls": under the heading "In play" (choice::Nothing), each command of
/// `tables.play` in its order with its keys and, when `pad` has any for it, its pad buttons
/// ("U, Backspace, Ctrl+Z · pad B"; shorter: the first key and the buttons); under "In the
/// editor", each command of `tables.editor` with its keys; "press a key…" ("press a key or a
/// pad button…" for one that takes a button) while one waits, and choosing one waits for its key
/// (choice::Rebind with its settings name); then "Reset to defaults" (choice::ResetControls)
/// and Back. The subtitle is `capture`'s message, or how to use the page.
MenuPage controlsPage(const KeyTables& tables, const PadTable& pad, const KeyCapture& capture);

}  // namespace catmaze::app
