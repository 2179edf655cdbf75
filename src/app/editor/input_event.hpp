#pragma once
/// \file
/// The editor's input in plain types: the window's events as the editor model reads them (no
/// SFML). The editor screen turns each window event into one of these (sfml_editor_input.cpp); a
/// unit test builds them by hand.

#include <variant>

#include "ui/key.hpp"
#include "ui/tooltip_place.hpp"

namespace catmaze::app {

/// A position in window pixels.
struct Pointer {
    float x = 0;  ///< from the window's left edge
    float y = 0;  ///< from the window's top edge
};

/// True when `p` lies in `box`: the left and top edges count, the right and bottom ones do not
/// (as SFML's rectangles do), so boxes side by side never both claim a pixel.
inline bool boxContains(const ScreenBox& box, Pointer p) {
    return p.x >= box.left && p.x < box.left + box.width && p.y >= box.top &&
           p.y < box.top + box.height;
}

/// A mouse button.
enum class Button { Left, Right, Middle, Other };

/// A key pressed, with the modifiers held.
struct KeyPress {
    Key key = Key::Other;
    bool control = false;  ///< Ctrl (either)
    bool shift = false;    ///< Shift (either)
};

/// A key released (a held cursor key stops repeating).
struct KeyReleased {
    Key key = Key::Other;
};
/// The window lost the keyboard's focus: every key counts as released.
struct FocusLost {};

/// The mouse moved to `at`; `fine` while Shift is held (finer snapping).
struct PointerMoved {
    Pointer at;
    bool fine = false;
};
/// The mouse left the window.
struct PointerLeft {};
/// The wheel turned by `delta` notches (positive: away from the player).
struct WheelTurned {
    float delta = 0;
};
/// A mouse button went down at `at`; `fine` while Shift is held.
struct ButtonPressed {
    Pointer at;
    Button button = Button::Left;
    bool fine = false;
};
/// A mouse button came up.
struct ButtonReleased {
    Pointer at;
    Button button = Button::Left;
};
/// A character typed (Unicode code point), as text input sends it.
struct TextTyped {
    char32_t code = 0;
};

/// One input event for the editor.
using InputEvent = std::variant<PointerMoved, PointerLeft, WheelTurned, ButtonPressed,
                                ButtonReleased, KeyPress, TextTyped, KeyReleased, FocusLost>;

}  // namespace catmaze::app
