#pragma once
/// \file
/// A gamepad in the game's words, without SFML: what a pad did (PadEvent: a button, a stick or
/// d-pad axis, connected or gone) and the controls the game reads from it (PadControl: four
/// directions and the buttons). SFML's joystick events become PadEvents in one place,
/// shell/sfml_pad.hpp; PadReader (ui/pad_reader.hpp) turns them into controls pressed and
/// released, which the play screen and the menus obey.

#include <optional>
#include <string>
#include <string_view>

namespace catmaze::app {

/// A control of a pad, named as on an Xbox-style pad (the layout SDL and Steam default to): the
/// four directions (the stick or the d-pad), the face buttons, the shoulders, Back and Start.
enum class PadControl {
    Up,
    Down,
    Left,
    Right,
    A,              ///< the lower face button
    B,              ///< the right face button
    X,              ///< the left face button
    Y,              ///< the upper face button
    LeftShoulder,   ///< LB
    RightShoulder,  ///< RB
    Back,
    Start,
};

/// The control's name as the key bar prints it ("A", "LB", "Start", "Up"), in the player's
/// language at the call: the directions, Back and Start translated ("Hoch" for Up in German); the
/// buttons named by their letters as printed on the pad. Not for a file: storedPadControlName.
/// Thread safety: any thread (see translation.hpp).
std::string padControlName(PadControl control);

/// The control's name as settings.json stores it ("A", "LB", "Start", "Up"): English in every
/// language, so that buttons written in one language are read back in any. Thread safety: any
/// thread.
std::string storedPadControlName(PadControl control);

/// The control whose storedPadControlName is `name`, in any case ("lb", "Start", "a"); nullopt
/// for any other name. Thread safety: any thread.
std::optional<PadControl> padControlNamed(std::string_view name);

/// The notice of a pad named `name` (may be empty) connected (`connected`) or gone, in the
/// player's language at the call: "Gamepad NAME connected." or "Gamepad NAME disconnected: the
/// keyboard and the mouse still play."
std::string padConnectionNotice(bool connected, const std::string& name);

/// What the player last played with: the key bar and the rules card name its keys or buttons.
enum class InputDevice { Keyboard, Pad };

/// An axis of a pad: the left stick or the d-pad (a hat: -100, 0 or 100 on each axis).
enum class PadAxis { StickX, StickY, DpadX, DpadY };

/// One thing a pad did. Axis positions run from -100 to 100, negative left and up. A value type.
struct PadEvent {
    enum class Kind { Connected, Disconnected, Pressed, Released, Moved };
    Kind kind = Kind::Connected;
    unsigned pad = 0;                   ///< which pad (SFML numbers them from 0)
    PadControl button = PadControl::A;  ///< the button, for Pressed and Released
    PadAxis axis = PadAxis::StickX;     ///< the axis, for Moved
    float position = 0;                 ///< the axis' position, for Moved

    bool operator==(const PadEvent&) const = default;
};

/// A control pressed or released: what the screens obey. A value type.
struct PadPress {
    PadControl control = PadControl::A;  ///< which control
    bool pressed = true;                 ///< pressed, or released

    bool operator==(const PadPress&) const = default;
};

}  // namespace catmaze::app
