#include "ui/pad.hpp"

namespace catmaze::app {

std::string padControlName(PadControl control) {
    switch (control) {
        case PadControl::Up:
            return "Up";
        case PadControl::Down:
            return "Down";
        case PadControl::Left:
            return "Left";
        case PadControl::Right:
            return "Right";
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
            return "Back";
        case PadControl::Start:
            return "Start";
    }
    return "?";
}

std::string padConnectionNotice(bool connected, const std::string& name) {
    const std::string which = name.empty() ? "Gamepad" : "Gamepad " + name;
    if (connected)
        return which + " connected.";
    return which + " disconnected: the keyboard and the mouse still play.";
}

}  // namespace catmaze::app
