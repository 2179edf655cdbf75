#include "shell/sfml_pad.hpp"

#include <array>

namespace catmaze::app {

namespace {

// SFML's button numbers on an Xbox-style pad under Linux (the kernel's xpad order).
constexpr std::array kButtons{PadControl::A,
                              PadControl::B,
                              PadControl::X,
                              PadControl::Y,
                              PadControl::LeftShoulder,
                              PadControl::RightShoulder,
                              PadControl::Back,
                              PadControl::Start};

std::optional<PadAxis> padAxis(sf::Joystick::Axis axis) {
    switch (axis) {
        case sf::Joystick::X:
            return PadAxis::StickX;
        case sf::Joystick::Y:
            return PadAxis::StickY;
        case sf::Joystick::PovX:
            return PadAxis::DpadX;
        case sf::Joystick::PovY:
            return PadAxis::DpadY;
        default:
            return std::nullopt;
    }
}

}  // namespace

std::optional<PadEvent> padEvent(const sf::Event& event) {
    PadEvent out;
    switch (event.type) {
        case sf::Event::JoystickConnected:
        case sf::Event::JoystickDisconnected:
            out.kind = event.type == sf::Event::JoystickConnected ? PadEvent::Kind::Connected
                                                                  : PadEvent::Kind::Disconnected;
            out.pad = event.joystickConnect.joystickId;
            return out;
        case sf::Event::JoystickButtonPressed:
        case sf::Event::JoystickButtonReleased:
            if (event.joystickButton.button >= kButtons.size())
                return std::nullopt;
            out.kind = event.type == sf::Event::JoystickButtonPressed ? PadEvent::Kind::Pressed
                                                                      : PadEvent::Kind::Released;
            out.pad = event.joystickButton.joystickId;
            out.button = kButtons[event.joystickButton.button];
            return out;
        case sf::Event::JoystickMoved: {
            const std::optional<PadAxis> axis = padAxis(event.joystickMove.axis);
            if (!axis)
                return std::nullopt;
            out.kind = PadEvent::Kind::Moved;
            out.pad = event.joystickMove.joystickId;
            out.axis = *axis;
            // On Linux SFML 2.5 passes the kernel's hat on as it reads it: up is -100, as the
            // stick's. (Only Linux was tried; other systems may read the d-pad upside down.)
            out.position = event.joystickMove.position;
            return out;
        }
        default:
            return std::nullopt;
    }
}

}  // namespace catmaze::app
