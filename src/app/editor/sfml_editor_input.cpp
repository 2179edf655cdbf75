#include "editor/sfml_editor_input.hpp"

#include <SFML/Window/Keyboard.hpp>

#include "shell/sfml_keys.hpp"

namespace catmaze::app {

namespace {

Button buttonOf(sf::Mouse::Button button) {
    switch (button) {
        case sf::Mouse::Left:
            return Button::Left;
        case sf::Mouse::Right:
            return Button::Right;
        case sf::Mouse::Middle:
            return Button::Middle;
        default:
            return Button::Other;
    }
}

Pointer pointerAt(int x, int y) {
    return {static_cast<float>(x), static_cast<float>(y)};
}

}  // namespace

bool shiftHeld() {
    return sf::Keyboard::isKeyPressed(sf::Keyboard::LShift) ||
           sf::Keyboard::isKeyPressed(sf::Keyboard::RShift);
}

KeyPress toKeyPress(const sf::Event::KeyEvent& key) {
    return {keyOf(key.code), key.control, key.shift};
}

std::optional<InputEvent> toEditorInput(const sf::Event& event) {
    switch (event.type) {
        case sf::Event::MouseMoved:
            return PointerMoved{pointerAt(event.mouseMove.x, event.mouseMove.y), shiftHeld()};
        case sf::Event::MouseLeft:
            return PointerLeft{};
        case sf::Event::MouseWheelScrolled:
            return WheelTurned{event.mouseWheelScroll.delta};
        case sf::Event::MouseButtonPressed:
            return ButtonPressed{pointerAt(event.mouseButton.x, event.mouseButton.y),
                                 buttonOf(event.mouseButton.button), shiftHeld()};
        case sf::Event::MouseButtonReleased:
            return ButtonReleased{pointerAt(event.mouseButton.x, event.mouseButton.y),
                                  buttonOf(event.mouseButton.button)};
        case sf::Event::KeyPressed:
            return toKeyPress(event.key);
        case sf::Event::KeyReleased:
            return KeyReleased{keyOf(event.key.code)};
        case sf::Event::LostFocus:
            return FocusLost{};
        case sf::Event::TextEntered:
            return TextTyped{static_cast<char32_t>(event.text.unicode)};
        default:
            return std::nullopt;
    }
}

}  // namespace catmaze::app
