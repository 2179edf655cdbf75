#include "play/pad_table.hpp"

#include <string>

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
    const auto single = [&](PlayCommand command, const char* what) {
        if (const std::optional<PadControl> control = pad.controlOf(command))
            out.push_back({padControlName(*control), what, {command}});
    };
    single(C::WalkToCursor, "walk");
    single(C::Undo, "undo");
    single(C::Hint, "hint");
    if (patrols)
        single(C::Wait, "wait");
    single(C::Pause, "menu");
    const std::vector<PlayCommand> cursor{C::CursorUp, C::CursorLeft, C::CursorDown,
                                          C::CursorRight};
    const std::vector<PadControl> directions{PadControl::Up, PadControl::Left, PadControl::Down,
                                             PadControl::Right};
    bool dpad = true;
    for (std::size_t i = 0; i < cursor.size(); ++i)
        dpad = dpad && pad.controlOf(cursor[i]) == directions[i];
    if (dpad)
        out.push_back({"d-pad", "cursor", cursor});
    const std::optional<PadControl> zoomOut = pad.controlOf(C::ZoomOut);
    const std::optional<PadControl> in = pad.controlOf(C::ZoomIn);
    if (zoomOut && in)
        out.push_back({padControlName(*zoomOut) + "/" + padControlName(*in),
                       "zoom",
                       {C::ZoomOut, C::ZoomIn}});
    return out;
}

}  // namespace catmaze::app
