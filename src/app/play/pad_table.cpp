#include "play/pad_table.hpp"

#include <string>

#include "ui/translation.hpp"

namespace catmaze::app {

bool isPadDirection(PadControl control) {
    return control == PadControl::Up || control == PadControl::Down ||
           control == PadControl::Left || control == PadControl::Right;
}

bool takesPadButton(PlayCommand command) {
    return command != PlayCommand::CursorUp && command != PlayCommand::CursorDown &&
           command != PlayCommand::CursorLeft && command != PlayCommand::CursorRight;
}

PadTable PadTable::defaults() {
    using C = PlayCommand;
    using P = PadControl;
    const std::vector<std::pair<PlayCommand, PadControl>> own{
        {C::CursorUp, P::Up},
        {C::CursorDown, P::Down},
        {C::CursorLeft, P::Left},
        {C::CursorRight, P::Right},
        {C::WalkToCursor, P::A},
        {C::Undo, P::B},
        {C::Hint, P::X},
        {C::Wait, P::Y},
        {C::Pause, P::Start},
        {C::ZoomOut, P::LeftShoulder},
        {C::ZoomIn, P::RightShoulder},
    };
    // Every command of play in the key table's order, so that two tables with the same controls
    // are equal however they were made.
    std::vector<PadBinding> bindings;
    const KeyTable keys = KeyTable::defaults();
    for (const KeyBinding& key : keys.bindings()) {
        PadBinding binding{key.command, {}};
        for (const auto& [command, control] : own) {
            if (command == key.command)
                binding.keys.push_back(control);
        }
        bindings.push_back(std::move(binding));
    }
    return PadTable(std::move(bindings));
}

std::optional<PlayCommand> PadTable::commandFor(PadControl control) const {
    return boundCommand(bindings_, control);
}

std::optional<PadControl> PadTable::controlOf(PlayCommand command) const {
    const std::vector<PadControl> controls = controlsOf(command);
    if (controls.empty())
        return std::nullopt;
    return controls.front();
}

std::vector<PadControl> PadTable::controlsOf(PlayCommand command) const {
    return boundKeys(bindings_, command);
}

PadTable PadTable::withControls(PlayCommand command, std::vector<PadControl> controls) const {
    std::vector<PadBinding> bindings = bindings_;
    for (PadBinding& binding : bindings) {
        if (binding.command == command) {
            binding.keys = std::move(controls);
            break;
        }
    }
    return PadTable(std::move(bindings));
}

std::vector<KeyHelp> offeredButtons(const PadTable& pad, bool patrols) {
    using C = PlayCommand;
    std::vector<KeyHelp> out;
    // One button, one entry.
    const auto single = [&](PlayCommand command, std::string what) {
        if (const std::optional<PadControl> control = pad.controlOf(command))
            out.push_back({padControlName(*control), std::move(what), {command}});
    };
    // The key bar's words (key_help.cpp), in the player's language.
    single(C::WalkToCursor, tr("walk"));
    single(C::Undo, tr("undo"));
    single(C::Hint, tr("hint"));
    if (patrols)
        single(C::Wait, tr("wait"));
    single(C::Pause, tr("menu"));
    const std::vector<PlayCommand> cursor{C::CursorUp, C::CursorLeft, C::CursorDown,
                                          C::CursorRight};
    const std::vector<PadControl> directions{PadControl::Up, PadControl::Left, PadControl::Down,
                                             PadControl::Right};
    bool dpad = true;
    for (std::size_t i = 0; i < cursor.size(); ++i)
        dpad = dpad && pad.controlOf(cursor[i]) == directions[i];
    if (dpad)
        // TRANSLATORS: the key bar's name for the pad's four direction buttons.
        out.push_back({tr("d-pad"), tr("cursor"), cursor});
    const std::optional<PadControl> zoomOut = pad.controlOf(C::ZoomOut);
    const std::optional<PadControl> in = pad.controlOf(C::ZoomIn);
    if (zoomOut && in)
        out.push_back({padControlName(*zoomOut) + "/" + padControlName(*in),
                       tr("zoom"),
                       {C::ZoomOut, C::ZoomIn}});
    return out;
}

}  // namespace catmaze::app
