// The Controls page and its waiting for a key (controls_page.hpp).

#include "menus/controls_page.hpp"

#include <utility>
#include <vector>

#include "editor/editor_palette.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

// `keys` as the page lists them: "U, Backspace, Ctrl+Z".
std::string keysText(const std::vector<KeyChord>& keys) {
    std::string text;
    for (const KeyChord chord : keys)
        text += (text.empty() ? "" : ", ") + shownChordName(chord);
    return text;
}

// `buttons` as the page lists them: "B, Back".
std::string buttonsText(const std::vector<PadControl>& buttons) {
    std::string text;
    for (const PadControl button : buttons)
        text += (text.empty() ? "" : ", ") + padControlName(button);
    return text;
}

// The forms of a row's value, longest first: every key, then the first alone; each followed by
// the pad's buttons when there are any (row_fit keeps the buttons: a cut takes the start).
std::vector<std::string> valueForms(const std::vector<KeyChord>& keys,
                                    const std::vector<PadControl>& buttons) {
    std::vector<std::string> keyForms{keysText(keys)};
    if (keys.size() > 1)
        keyForms.push_back(shownChordName(keys.front()));
    if (buttons.empty())
        return keyForms;
    std::vector<std::string> forms;
    for (const std::string& form : keyForms)
        // TRANSLATORS: a row of the Controls page: an action's keys, then its gamepad button
        // ("U, Backspace · pad B"; "Enter · pad A").
        forms.push_back(fill(tr("{keys} \xC2\xB7 pad {button}"),
                             {{"keys", form}, {"button", buttonsText(buttons)}}));
    return forms;
}

// Whether `action` may be given a pad button on the page: play's, but not the cursor's moves.
bool takesButton(ControlsAction action) {
    const auto* play = std::get_if<PlayCommand>(&action);
    return play && takesPadButton(*play);
}

// The item of `action`, with its keys' `forms` (waiting: "press a key…").
PageItem actionItem(ControlsAction action, std::string name, std::vector<std::string> forms,
                    bool waits) {
    PageItem item{actionLabel(action), "", false, false, choice::Rebind{std::move(name)}};
    if (waits) {
        item.value = takesButton(action) ? tr("press a key or a pad button\xE2\x80\xA6")
                                         : tr("press a key\xE2\x80\xA6");
        return item;
    }
    item.value = forms.front();
    item.shorterValues.assign(forms.begin() + 1, forms.end());
    return item;
}

// `tables` with `keys` as `action`'s, in its section.
KeyTables withKeys(const KeyTables& tables, ControlsAction action, std::vector<KeyChord> keys) {
    KeyTables out = tables;
    if (const auto* play = std::get_if<PlayCommand>(&action)) {
        out.play = tables.play.withKeys(*play, std::move(keys));
        return out;
    }
    std::vector<CommandBinding<EditorCommand>> bindings = tables.editor.bindings();
    for (CommandBinding<EditorCommand>& binding : bindings) {
        if (binding.command == std::get<EditorCommand>(action))
            binding.keys = keys;
    }
    out.editor = EditorKeyTable(std::move(bindings));
    return out;
}

// The action of `action`'s section that `chord` asks for, if any.
std::optional<ControlsAction> sectionCommandFor(const KeyTables& tables, ControlsAction action,
                                                KeyChord chord) {
    if (std::holds_alternative<PlayCommand>(action)) {
        if (const std::optional<PlayCommand> play = tables.play.commandFor(chord))
            return *play;
        return std::nullopt;
    }
    if (const std::optional<EditorCommand> editor = tables.editor.commandFor(chord))
        return *editor;
    return std::nullopt;
}

}  // namespace

std::string editorCommandLabel(EditorCommand command) {
    if (const std::optional<int> tool = editorToolOf(command))
        // TRANSLATORS: the Controls page: the editor's key that picks a tool ("Tool: Wall").
        return fill(tr("Tool: {tool}"), {{"tool", tr(toolLabel(*tool))}});
    switch (command) {
        case EditorCommand::CursorUp:
            return tr("Cursor up");
        case EditorCommand::CursorLeft:
            return tr("Cursor left");
        case EditorCommand::CursorDown:
            return tr("Cursor down");
        case EditorCommand::CursorRight:
            return tr("Cursor right");
        case EditorCommand::UseTool:
            return tr("Use the tool at the cursor");
        case EditorCommand::Undo:
            return tr("Undo");
        case EditorCommand::Redo:
            return tr("Redo");
        case EditorCommand::Save:
            return tr("Save");
        case EditorCommand::Reload:
            return tr("Reload the level");
        case EditorCommand::Play:
            return tr("Play the level");
        case EditorCommand::New:
            return tr("New level");
        case EditorCommand::Rename:
            return tr("Rename the level");
        case EditorCommand::Diagonal:
            // TRANSLATORS: the Controls page: the editor's key that changes whether the level
            // allows diagonal moves.
            return tr("The level's diagonal rule");
        case EditorCommand::Leave:
            return tr("Leave the editor");
        case EditorCommand::PanUp:
            // TRANSLATORS: the Controls page: the editor's keys that move the view of the map.
            return tr("Pan up");
        case EditorCommand::PanDown:
            return tr("Pan down");
        case EditorCommand::PanLeft:
            return tr("Pan left");
        case EditorCommand::PanRight:
            return tr("Pan right");
        case EditorCommand::StopCheck:
            // TRANSLATORS: the Controls page: stops the editor checking whether the level can
            // be won.
            return tr("Stop the check");
        case EditorCommand::ResetZoom:
            return tr("Reset the zoom");
        case EditorCommand::Remove:
            // TRANSLATORS: the Controls page: the obstacle and patrol tools' key that takes back
            // the last corner or tile drawn (or deletes the selected polygon); keep it short.
            return tr("Remove last point");
        case EditorCommand::RoundKind:
            return tr("Round: loop or back and forth");
        default:
            return "?";  // the tools, above
    }
}

std::string actionLabel(ControlsAction action) {
    if (const auto* play = std::get_if<PlayCommand>(&action))
        return commandLabel(*play);
    return editorCommandLabel(std::get<EditorCommand>(action));
}

std::optional<ControlsAction> actionNamed(std::string_view name) {
    if (const std::optional<PlayCommand> play = commandNamed(name))
        return *play;
    if (const std::optional<EditorCommand> editor = editorCommandNamed(name))
        return *editor;
    return std::nullopt;
}

std::string commandLabel(PlayCommand command) {
    switch (command) {
        case PlayCommand::CloseCard:
            return tr("Close the card");
        case PlayCommand::Pause:
            return tr("Menu");
        case PlayCommand::Edit:
            return tr("Editor");
        case PlayCommand::ToggleDiagonal:
            return tr("Diagonal moves");
        case PlayCommand::ToggleOverlay:
            return tr("Search overlay");
        case PlayCommand::Hint:
            return tr("Hint");
        case PlayCommand::Undo:
            return tr("Undo");
        case PlayCommand::Redo:
            return tr("Redo");
        case PlayCommand::StepUp:
            return tr("Step up");
        case PlayCommand::StepDown:
            return tr("Step down");
        case PlayCommand::StepLeft:
            return tr("Step left");
        case PlayCommand::StepRight:
            return tr("Step right");
        case PlayCommand::Wait:
            return tr("Wait a tick");
        case PlayCommand::Restart:
            return tr("Restart");
        case PlayCommand::Reload:
            return tr("Reload the level");
        case PlayCommand::Run:
            return tr("Run (held)");
        case PlayCommand::CursorUp:
            return tr("Cursor up");
        case PlayCommand::CursorDown:
            return tr("Cursor down");
        case PlayCommand::CursorLeft:
            return tr("Cursor left");
        case PlayCommand::CursorRight:
            return tr("Cursor right");
        case PlayCommand::WalkToCursor:
            return tr("Walk to the cursor");
        case PlayCommand::ZoomIn:
            return tr("Zoom in");
        case PlayCommand::ZoomOut:
            return tr("Zoom out");
    }
    return "?";  // not a command: never shown
}

Rebinding rebound(const KeyTables& tables, ControlsAction action, KeyChord chord) {
    if (chord.key == Key::Escape)
        // TRANSLATORS: {action} is the action that still waits for its new key.
        return {std::nullopt, fill(tr("Esc cancels: press another for {action}, or Esc"),
                                   {{"action", actionLabel(action)}})};
    const std::string key = shownChordName(chord);
    if (const std::optional<std::string> use = reservedFor(chord))
        // TRANSLATORS: {use} is what the game keeps the key for ("fullscreen", "screenshot");
        // {action} is the action that still waits for its new key.
        return {std::nullopt,
                fill(tr("{key} is the game's {use} key: press another for {action}, or Esc"),
                     {{"key", key}, {"use", *use}, {"action", actionLabel(action)}})};
    const std::optional<ControlsAction> other = sectionCommandFor(tables, action, chord);
    if (other && *other != action)
        // TRANSLATORS: {other} is the action that has the key {key}; {action} is the action
        // that still waits for its new key.
        return {
            std::nullopt,
            fill(tr("{key} is {other}'s key already: press another for {action}, or Esc"),
                 {{"key", key}, {"other", actionLabel(*other)}, {"action", actionLabel(action)}})};
    return {withKeys(tables, action, {chord}),
            fill(tr("{action} is now {key}"), {{"action", actionLabel(action)}, {"key", key}})};
}

ButtonRebinding reboundButton(const PadTable& pad, ControlsAction action, PadControl button) {
    const std::string label = actionLabel(action);
    if (std::holds_alternative<EditorCommand>(action))
        // TRANSLATORS: {action} is the editor's action that still waits for its new key.
        return {std::nullopt, fill(tr("The editor reads no pad: press a key for {action} (Esc or "
                                      "the d-pad cancels)"),
                                   {{"action", label}})};
    const PlayCommand command = std::get<PlayCommand>(action);
    if (!takesPadButton(command))
        // TRANSLATORS: {action} is a cursor move that still waits for its new key.
        return {std::nullopt, fill(tr("The pad's d-pad and stick move the cursor: press a key "
                                      "for {action} (Esc or the d-pad cancels)"),
                                   {{"action", label}})};
    const std::string name = padControlName(button);
    if (isPadDirection(button))
        // TRANSLATORS: {button} is a direction of the pad ("Up"); {action} is the action that
        // still waits for its new key or button.
        return {std::nullopt,
                fill(tr("{button} always moves the cursor: press another for {action} (Esc or "
                        "the d-pad cancels)"),
                     {{"button", name}, {"action", label}})};
    const std::optional<PlayCommand> other = pad.commandFor(button);
    if (other && *other != command) {
        // Swapped, not refused: a pad has eight buttons and seven are taken from the start, so
        // a refusal would leave no way to move one without Reset. The other action takes this
        // one's buttons (none when it had none), and the page names it.
        const std::vector<PadControl> old = pad.controlsOf(command);
        const PadTable swapped = pad.withControls(command, {button}).withControls(*other, old);
        const std::string otherLabel = commandLabel(*other);
        if (old.empty())
            // TRANSLATORS: {button} was {other}'s; {other} has none now.
            return {swapped, fill(tr("{action} is now {button} on the pad; {other} has no button "
                                     "now"),
                                  {{"action", label}, {"button", name}, {"other", otherLabel}})};
        // TRANSLATORS: {button} was {other}'s, which takes {action}'s old button {old}.
        return {swapped, fill(tr("{action} is now {button} on the pad; {other} takes {old}"),
                              {{"action", label},
                               {"button", name},
                               {"other", otherLabel},
                               {"old", padControlName(old.front())}})};
    }
    // TRANSLATORS: {button} is the pad's button now asking for {action} ("Undo is now X on the
    // pad").
    return {pad.withControls(command, {button}),
            fill(tr("{action} is now {button} on the pad"), {{"action", label}, {"button", name}})};
}

void KeyCapture::choose(ControlsAction action) {
    waiting_ = action;
    message_ = takesButton(action)
                   // TRANSLATORS: the Controls page while {action} waits; the d-pad (or the
                   // stick) cancels for a player with only a pad.
                   ? fill(tr("Press the new key or pad button for {action} (Esc or the d-pad "
                             "cancels)"),
                          {{"action", actionLabel(action)}})
                   : fill(tr("Press the new key for {action} (Esc or the d-pad cancels)"),
                          {{"action", actionLabel(action)}});
}

std::optional<PadTable> KeyCapture::pressButton(const PadTable& pad, PadControl control) {
    if (!waiting_)
        return std::nullopt;
    if (isPadDirection(control)) {
        cancel();
        return std::nullopt;
    }
    ButtonRebinding result = reboundButton(pad, *waiting_, control);
    message_ = std::move(result.message);
    if (result.pad)
        waiting_.reset();
    return std::move(result.pad);
}

std::optional<KeyTables> KeyCapture::press(const KeyTables& tables, std::optional<KeyChord> chord) {
    if (!waiting_)
        return std::nullopt;
    if (chord && chord->key == Key::Escape) {
        cancel();
        return std::nullopt;
    }
    if (!chord) {
        // TRANSLATORS: {action} is the action that still waits for its new key.
        message_ = fill(tr("That key has no name in the game: press another for {action}, or Esc"),
                        {{"action", actionLabel(*waiting_)}});
        return std::nullopt;
    }
    Rebinding result = rebound(tables, *waiting_, *chord);
    message_ = std::move(result.message);
    if (result.tables)
        waiting_.reset();
    return std::move(result.tables);
}

void KeyCapture::cancel() {
    if (waiting_)
        message_ = fill(tr("{action} keeps its keys"), {{"action", actionLabel(*waiting_)}});
    waiting_.reset();
}

void KeyCapture::reset() {
    waiting_.reset();
    message_ = tr("Every action has its own keys and pad buttons again");
}

MenuPage controlsPage(const KeyTables& tables, const PadTable& pad, const KeyCapture& capture) {
    MenuPage page;
    page.title = tr("Controls");
    page.subtitle = capture.message().empty()
                        ? tr("Choose an action, then press its new key or pad button")
                        : capture.message();
    // TRANSLATORS: the Controls page's heading over the keys of play.
    page.items.push_back({tr("In play"), "", false, false, choice::Nothing{}});
    for (const KeyBinding& binding : tables.play.bindings())
        page.items.push_back(actionItem(binding.command, commandName(binding.command),
                                        valueForms(binding.keys, pad.controlsOf(binding.command)),
                                        capture.waiting() == ControlsAction(binding.command)));
    // TRANSLATORS: the Controls page's heading over the keys of the level editor.
    page.items.push_back({tr("In the editor"), "", false, false, choice::Nothing{}});
    for (const CommandBinding<EditorCommand>& binding : tables.editor.bindings())
        page.items.push_back(actionItem(binding.command, editorCommandName(binding.command),
                                        valueForms(binding.keys, {}),
                                        capture.waiting() == ControlsAction(binding.command)));
    page.items.push_back({tr("Reset to defaults"), "", false, false, choice::ResetControls{}});
    page.items.push_back({tr("Back"), "", false, false, choice::Pop{}});
    return page;
}

}  // namespace catmaze::app
