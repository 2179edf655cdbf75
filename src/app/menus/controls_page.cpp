// The Controls page and its waiting for a key (controls_page.hpp).

#include "menus/controls_page.hpp"

#include <utility>
#include <vector>

#include "play/key_bindings.hpp"
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

}  // namespace

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

Rebinding rebound(const KeyTable& table, PlayCommand command, KeyChord chord) {
    if (chord.key == Key::Escape)
        // TRANSLATORS: {action} is the action that still waits for its new key.
        return {std::nullopt, fill(tr("Esc cancels: press another for {action}, or Esc"),
                                   {{"action", commandLabel(command)}})};
    const std::string key = shownChordName(chord);
    if (const std::optional<std::string> use = reservedFor(chord))
        // TRANSLATORS: {use} is what the game keeps the key for ("fullscreen", "screenshot");
        // {action} is the action that still waits for its new key.
        return {std::nullopt,
                fill(tr("{key} is the game's {use} key: press another for {action}, or Esc"),
                     {{"key", key}, {"use", *use}, {"action", commandLabel(command)}})};
    const std::optional<PlayCommand> other = table.commandFor(chord);
    if (other && *other != command)
        // TRANSLATORS: {other} is the action that has the key {key}; {action} is the action
        // that still waits for its new key.
        return {std::nullopt,
                fill(tr("{key} is {other}'s key already: press another for {action}, or Esc"),
                     {{"key", key},
                      {"other", commandLabel(*other)},
                      {"action", commandLabel(command)}})};
    return {table.withKeys(command, {chord}),
            fill(tr("{action} is now {key}"), {{"action", commandLabel(command)}, {"key", key}})};
}

void KeyCapture::choose(PlayCommand command) {
    waiting_ = command;
    message_ = fill(tr("Press the new key for {action} (Esc cancels)"),
                    {{"action", commandLabel(command)}});
}

std::optional<KeyTable> KeyCapture::press(const KeyTable& table, std::optional<KeyChord> chord) {
    if (!waiting_)
        return std::nullopt;
    if (chord && chord->key == Key::Escape) {
        cancel();
        return std::nullopt;
    }
    if (!chord) {
        // TRANSLATORS: {action} is the action that still waits for its new key.
        message_ = fill(tr("That key has no name in the game: press another for {action}, or Esc"),
                        {{"action", commandLabel(*waiting_)}});
        return std::nullopt;
    }
    Rebinding result = rebound(table, *waiting_, *chord);
    message_ = std::move(result.message);
    if (result.table)
        waiting_.reset();
    return std::move(result.table);
}

void KeyCapture::cancel() {
    if (waiting_)
        message_ = fill(tr("{action} keeps its keys"), {{"action", commandLabel(*waiting_)}});
    waiting_.reset();
}

void KeyCapture::reset() {
    waiting_.reset();
    message_ = tr("Every action has its own keys again");
}

MenuPage controlsPage(const KeyTable& table, const KeyCapture& capture) {
    MenuPage page;
    page.title = tr("Controls");
    page.subtitle = capture.message().empty() ? tr("Choose an action, then press its new key")
                                              : capture.message();
    for (const KeyBinding& binding : table.bindings()) {
        const bool waits = capture.waiting() == binding.command;
        page.items.push_back({commandLabel(binding.command),
                              waits ? tr("press a key\xE2\x80\xA6") : keysText(binding.keys), false,
                              false, choice::Rebind{commandName(binding.command)}});
    }
    page.items.push_back(
        {tr("Reset to defaults"), "", false, false, choice::ChangeSetting{"keys", 0}});
    page.items.push_back({tr("Back"), "", false, false, choice::Pop{}});
    return page;
}

}  // namespace catmaze::app
