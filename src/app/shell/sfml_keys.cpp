#include "shell/sfml_keys.hpp"

namespace catmaze::app {

namespace {

// SFML's key `code` inside [first, last], as the game's key `to` plus the same offset.
std::optional<Key> inRange(sf::Keyboard::Key code, sf::Keyboard::Key first, sf::Keyboard::Key last,
                           Key to) {
    if (code < first || code > last)
        return std::nullopt;
    return static_cast<Key>(static_cast<int>(to) + (code - first));
}

std::optional<Key> namedKey(sf::Keyboard::Key code) {
    if (const std::optional<Key> letter = inRange(code, sf::Keyboard::A, sf::Keyboard::Z, Key::A))
        return letter;
    if (const std::optional<Key> digit =
            inRange(code, sf::Keyboard::Num0, sf::Keyboard::Num9, Key::Num0))
        return digit;
    if (const std::optional<Key> function =
            inRange(code, sf::Keyboard::F1, sf::Keyboard::F12, Key::F1))
        return function;
    switch (code) {
        case sf::Keyboard::Escape:
            return Key::Escape;
        case sf::Keyboard::Enter:
            return Key::Enter;
        case sf::Keyboard::Space:
            return Key::Space;
        case sf::Keyboard::BackSpace:
            return Key::Backspace;
        case sf::Keyboard::Tab:
            return Key::Tab;
        case sf::Keyboard::Delete:
            return Key::Delete;
        case sf::Keyboard::Home:
            return Key::Home;
        case sf::Keyboard::Period:
            return Key::Period;
        case sf::Keyboard::Comma:
            return Key::Comma;
        case sf::Keyboard::Equal:  // + is Shift and this key on most layouts
        case sf::Keyboard::Add:
            return Key::Plus;
        case sf::Keyboard::Hyphen:
        case sf::Keyboard::Subtract:
            return Key::Minus;
        case sf::Keyboard::Up:
            return Key::Up;
        case sf::Keyboard::Down:
            return Key::Down;
        case sf::Keyboard::Left:
            return Key::Left;
        case sf::Keyboard::Right:
            return Key::Right;
        case sf::Keyboard::LShift:
        case sf::Keyboard::RShift:
            return Key::Shift;
        default:
            return std::nullopt;
    }
}

}  // namespace

Key keyOf(sf::Keyboard::Key code) {
    return namedKey(code).value_or(Key::Other);
}

std::optional<KeyChord> keyChord(const sf::Event::KeyEvent& key) {
    const std::optional<Key> named = namedKey(key.code);
    if (!named)
        return std::nullopt;
    return KeyChord{*named, key.control && *named != Key::Shift};
}

}  // namespace catmaze::app
