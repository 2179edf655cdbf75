#include "ui/pad.hpp"

#include <algorithm>
#include <cctype>

#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

std::string padControlName(PadControl control) {
    // The face buttons and shoulders as printed on the pad, the same in every language.
    switch (control) {
        case PadControl::Up:
            // TRANSLATORS: up on a gamepad's stick or d-pad, in the key bar ("Up/Down").
            return trc("pad", "Up");
        case PadControl::Down:
            // TRANSLATORS: down on a gamepad's stick or d-pad.
            return trc("pad", "Down");
        case PadControl::Left:
            // TRANSLATORS: left on a gamepad's stick or d-pad.
            return trc("pad", "Left");
        case PadControl::Right:
            // TRANSLATORS: right on a gamepad's stick or d-pad.
            return trc("pad", "Right");
        case PadControl::A:
            return "A";
        case PadControl::B:
            return "B";
        case PadControl::X:
            return "X";
        case PadControl::Y:
            return "Y";
        case PadControl::LeftShoulder:
            return "LB";
        case PadControl::RightShoulder:
            return "RB";
        case PadControl::Back:
            // TRANSLATORS: the gamepad's Back button (left of the centre; "View" on newer pads).
            return trc("pad", "Back");
        case PadControl::Start:
            // TRANSLATORS: the gamepad's Start button (right of the centre; "Menu" on newer pads).
            return trc("pad", "Start");
    }
    return "?";
}

std::string storedPadControlName(PadControl control) {
    switch (control) {
        case PadControl::Up:
            return "Up";
        case PadControl::Down:
            return "Down";
        case PadControl::Left:
            return "Left";
        case PadControl::Right:
            return "Right";
        case PadControl::Back:
            return "Back";
        case PadControl::Start:
            return "Start";
        default:
            return padControlName(control);  // the letters printed on the pad, never translated
    }
}

std::optional<PadControl> padControlNamed(std::string_view name) {
    const auto sameInAnyCase = [](std::string_view a, std::string_view b) {
        return a.size() == b.size() &&
               std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
                   return std::tolower(static_cast<unsigned char>(x)) ==
                          std::tolower(static_cast<unsigned char>(y));
               });
    };
    for (int i = 0; i <= static_cast<int>(PadControl::Start); ++i) {
        const auto control = static_cast<PadControl>(i);
        if (sameInAnyCase(name, storedPadControlName(control)))
            return control;
    }
    return std::nullopt;
}

std::string padConnectionNotice(bool connected, const std::string& name) {
    if (name.empty())
        return connected ? tr("Gamepad connected.")
                         : tr("Gamepad disconnected: the keyboard and the mouse still play.");
    // TRANSLATORS: {name} is the gamepad's own name, as its maker gives it ("Xbox 360 Pad").
    const std::string notice = connected ? tr("Gamepad {name} connected.")
                                         : tr("Gamepad {name} disconnected: the keyboard and "
                                              "the mouse still play.");
    return fill(notice, {{"name", name}});
}

}  // namespace catmaze::app
