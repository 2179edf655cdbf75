// The Controls page and its waiting for a key (controls_page.hpp).

#include "menus/controls_page.hpp"

#include <utility>
#include <vector>

#include "play/key_bindings.hpp"

namespace catmaze::app {

namespace {

// What the page says when nothing waits and nothing happened yet.
constexpr const char* kHowTo = "Choose an action, then press its new key";

// The end of a refusal: the action still waits.
std::string pressAnother(PlayCommand command) {
    return ": press another for " + commandLabel(command) + ", or Esc";
}

// `keys` as the page lists them: "U, Backspace, Ctrl+Z".
std::string keysText(const std::vector<KeyChord>& keys) {
    std::string text;
    for (const KeyChord chord : keys)
        text += (text.empty() ? "" : ", ") + chordName(chord);
    return text;
}

}  // namespace

std::string commandLabel(PlayCommand command) {
    switch (command) {
        case PlayCommand::CloseCard:
            return "Close the card";
        case PlayCommand::Pause:
            return "Menu";
        case PlayCommand::Edit:
            return "Editor";
        case PlayCommand::ToggleDiagonal:
            return "Diagonal moves";
        case PlayCommand::ToggleOverlay:
            return "Search overlay";
        case PlayCommand::Hint:
            return "Hint";
        case PlayCommand::Undo:
            return "Undo";
        case PlayCommand::Redo:
            return "Redo";
        case PlayCommand::StepUp:
            return "Step up";
        case PlayCommand::StepDown:
            return "Step down";
        case PlayCommand::StepLeft:
            return "Step left";
        case PlayCommand::StepRight:
            return "Step right";
        case PlayCommand::Wait:
            return "Wait a tick";
        case PlayCommand::Restart:
            return "Restart";
        case PlayCommand::Reload:
            return "Reload the level";
        case PlayCommand::Run:
            return "Run (held)";
        case PlayCommand::CursorUp:
            return "Cursor up";
        case PlayCommand::CursorDown:
            return "Cursor down";
        case PlayCommand::CursorLeft:
            return "Cursor left";
        case PlayCommand::CursorRight:
            return "Cursor right";
        case PlayCommand::WalkToCursor:
            return "Walk to the cursor";
        case PlayCommand::ZoomIn:
            return "Zoom in";
        case PlayCommand::ZoomOut:
            return "Zoom out";
    }
    return "?";
}

Rebinding rebound(const KeyTable& table, PlayCommand command, KeyChord chord) {
    if (chord.key == Key::Escape)
        return {std::nullopt, "Esc cancels" + pressAnother(command)};
    if (const std::optional<std::string> use = reservedFor(chord))
        return {std::nullopt,
                chordName(chord) + " is the game's " + *use + " key" + pressAnother(command)};
    const std::optional<PlayCommand> other = table.commandFor(chord);
    if (other && *other != command)
        return {std::nullopt, chordName(chord) + " is " + commandLabel(*other) + "'s key already" +
                                  pressAnother(command)};
    return {table.withKeys(command, {chord}),
            commandLabel(command) + " is now " + chordName(chord)};
}

void KeyCapture::choose(PlayCommand command) {
    waiting_ = command;
    message_ = "Press the new key for " + commandLabel(command) + " (Esc cancels)";
}

std::optional<KeyTable> KeyCapture::press(const KeyTable& table, std::optional<KeyChord> chord) {
    if (!waiting_)
        return std::nullopt;
    if (chord && chord->key == Key::Escape) {
        cancel();
        return std::nullopt;
    }
    if (!chord) {
        message_ = "That key has no name in the game" + pressAnother(*waiting_);
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
        message_ = commandLabel(*waiting_) + " keeps its keys";
    waiting_.reset();
}

void KeyCapture::reset() {
    waiting_.reset();
    message_ = "Every action has its own keys again";
}

MenuPage controlsPage(const KeyTable& table, const KeyCapture& capture) {
    MenuPage page;
    page.title = "Controls";
    page.subtitle = capture.message().empty() ? kHowTo : capture.message();
    for (const KeyBinding& binding : table.bindings()) {
        const bool waits = capture.waiting() == binding.command;
        page.items.push_back({commandLabel(binding.command),
                              waits ? "press a key\xE2\x80\xA6" : keysText(binding.keys), false,
                              false, choice::Rebind{commandName(binding.command)}});
    }
    page.items.push_back({"Reset to defaults", "", false, false, choice::ChangeSetting{"keys", 0}});
    page.items.push_back({"Back", "", false, false, choice::Pop{}});
    return page;
}

}  // namespace catmaze::app
