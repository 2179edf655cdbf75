#include "play/pad_table.hpp"

#include <string>

#include "ui/translation.hpp"

namespace catmaze::app {

PadTable PadTable::defaults() {
    using C = PlayCommand;
    using P = PadControl;
    return PadTable({
        {P::Up, C::CursorUp},
        {P::Down, C::CursorDown},
        {P::Left, C::CursorLeft},
        {P::Right, C::CursorRight},
        {P::A, C::WalkToCursor},
        {P::B, C::Undo},
        {P::X, C::Hint},
        {P::Y, C::Wait},
        {P::Start, C::Pause},
        {P::LeftShoulder, C::ZoomOut},
        {P::RightShoulder, C::ZoomIn},
    });
}

std::optional<PlayCommand> PadTable::commandFor(PadControl control) const {
    for (const PadBinding& binding : bindings_) {
        if (binding.control == control)
            return binding.command;
    }
    return std::nullopt;
}

std::optional<PadControl> PadTable::controlOf(PlayCommand command) const {
    for (const PadBinding& binding : bindings_) {
        if (binding.command == command)
            return binding.control;
    }
    return std::nullopt;
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
