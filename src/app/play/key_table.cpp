#include "play/key_table.hpp"

#include <string>
#include <utility>

namespace catmaze::app {

std::string commandName(PlayCommand command) {
    switch (command) {
        case PlayCommand::CloseCard:
            return "close-card";
        case PlayCommand::Pause:
            return "menu";
        case PlayCommand::Edit:
            return "edit";
        case PlayCommand::ToggleDiagonal:
            return "diagonal";
        case PlayCommand::ToggleOverlay:
            return "overlay";
        case PlayCommand::Hint:
            return "hint";
        case PlayCommand::Undo:
            return "undo";
        case PlayCommand::Redo:
            return "redo";
        case PlayCommand::StepUp:
            return "step-up";
        case PlayCommand::StepDown:
            return "step-down";
        case PlayCommand::StepLeft:
            return "step-left";
        case PlayCommand::StepRight:
            return "step-right";
        case PlayCommand::Wait:
            return "wait";
        case PlayCommand::Restart:
            return "restart";
        case PlayCommand::Reload:
            return "reload";
        case PlayCommand::Run:
            return "run";
        case PlayCommand::CursorUp:
            return "cursor-up";
        case PlayCommand::CursorDown:
            return "cursor-down";
        case PlayCommand::CursorLeft:
            return "cursor-left";
        case PlayCommand::CursorRight:
            return "cursor-right";
        case PlayCommand::WalkToCursor:
            return "walk-to-cursor";
        case PlayCommand::ZoomIn:
            return "zoom-in";
        case PlayCommand::ZoomOut:
            return "zoom-out";
    }
    return "?";
}

KeyTable KeyTable::defaults() {
    // The arrows and WASD step (as before the cursor came); IJKL, the right hand's WASD, move
    // the tile cursor, so no key that stepped changes meaning.
    const auto key = [](Key k) { return KeyChord{k, false}; };
    const auto ctrl = [](Key k) { return KeyChord{k, true}; };
    return KeyTable({
        {PlayCommand::Pause, {key(Key::Escape)}},
        {PlayCommand::Restart, {key(Key::R)}},
        {PlayCommand::Undo, {key(Key::U), key(Key::Backspace), ctrl(Key::Z)}},
        {PlayCommand::Wait, {key(Key::Space), key(Key::Period)}},
        {PlayCommand::Redo, {ctrl(Key::Y)}},
        {PlayCommand::ToggleDiagonal, {key(Key::G)}},
        {PlayCommand::Hint, {key(Key::H)}},
        {PlayCommand::ToggleOverlay, {key(Key::O)}},
        {PlayCommand::Reload, {key(Key::F5)}},
        {PlayCommand::Edit, {key(Key::E)}},
        {PlayCommand::StepUp, {key(Key::Up), key(Key::W)}},
        {PlayCommand::StepLeft, {key(Key::Left), key(Key::A)}},
        {PlayCommand::StepDown, {key(Key::Down), key(Key::S)}},
        {PlayCommand::StepRight, {key(Key::Right), key(Key::D)}},
        {PlayCommand::CursorUp, {key(Key::I)}},
        {PlayCommand::CursorLeft, {key(Key::J)}},
        {PlayCommand::CursorDown, {key(Key::K)}},
        {PlayCommand::CursorRight, {key(Key::L)}},
        {PlayCommand::WalkToCursor, {key(Key::Enter)}},
        {PlayCommand::Run, {key(Key::Shift)}},
        {PlayCommand::ZoomIn, {key(Key::Plus)}},
        {PlayCommand::ZoomOut, {key(Key::Minus)}},
    });
}

std::optional<PlayCommand> KeyTable::commandFor(KeyChord chord) const {
    return boundCommand(bindings_, chord);
}

KeyTable KeyTable::withKeys(PlayCommand command, std::vector<KeyChord> keys) const {
    KeyTable changed = *this;
    for (KeyBinding& binding : changed.bindings_) {
        if (binding.command == command)
            binding.keys = std::move(keys);
    }
    return changed;
}

std::vector<KeyChord> KeyTable::keysOf(PlayCommand command) const {
    return boundKeys(bindings_, command);
}

}  // namespace catmaze::app
