#include "editor/sfml_editor_input.hpp"

#include <SFML/Window/Keyboard.hpp>

namespace catmaze::app {

namespace {

Key keyOf(sf::Keyboard::Key code) {
    using K = sf::Keyboard;
    if (code >= K::Num0 && code <= K::Num9)
        return code == K::Num0 ? Key::Num0
                               : static_cast<Key>(static_cast<int>(Key::Num1) + (code - K::Num1));
    switch (code) {
        case K::Escape:
            return Key::Escape;
        case K::Enter:
            return Key::Enter;
        case K::Backspace:
            return Key::Backspace;
        case K::Delete:
            return Key::Delete;
        case K::Home:
            return Key::Home;
        case K::F2:
            return Key::F2;
        case K::F5:
            return Key::F5;
        case K::Up:
            return Key::Up;
        case K::Down:
            return Key::Down;
        case K::Left:
            return Key::Left;
        case K::Right:
            return Key::Right;
        case K::C:
            return Key::C;
        case K::E:
            return Key::E;
        case K::G:
            return Key::G;
        case K::L:
            return Key::L;
        case K::N:
            return Key::N;
        case K::P:
            return Key::P;
        case K::S:
            return Key::S;
        case K::Y:
            return Key::Y;
        case K::Z:
            return Key::Z;
        default:
            return Key::Other;
    }
}

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
        case sf::Event::TextEntered:
            return TextTyped{static_cast<char32_t>(event.text.unicode)};
        default:
            return std::nullopt;
    }
}

}  // namespace catmaze::app
