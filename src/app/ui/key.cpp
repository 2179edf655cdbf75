#include "ui/key.hpp"

#include <algorithm>
#include <cctype>

#include "ui/command_keys.hpp"

namespace catmaze::app {

namespace {

// How far `key` is after `first` (the letters, digits and function keys are in order).
int offsetFrom(Key first, Key key) {
    return static_cast<int>(key) - static_cast<int>(first);
}

}  // namespace

std::string keyName(Key key) {
    if (key >= Key::A && key <= Key::Z)
        return std::string(1, static_cast<char>('A' + offsetFrom(Key::A, key)));
    if (key >= Key::Num0 && key <= Key::Num9)
        return std::string(1, static_cast<char>('0' + offsetFrom(Key::Num0, key)));
    if (key >= Key::F1 && key <= Key::F12)
        return "F" + std::to_string(1 + offsetFrom(Key::F1, key));
    switch (key) {
        case Key::Escape:
            return "Esc";
        case Key::Enter:
            return "Enter";
        case Key::Space:
            return "Space";
        case Key::Backspace:
            return "Backspace";
        case Key::Tab:
            return "Tab";
        case Key::Period:
            return ".";
        case Key::Comma:
            return ",";
        case Key::Plus:
            return "+";
        case Key::Minus:
            return "-";
        case Key::Up:
            return "Up";
        case Key::Down:
            return "Down";
        case Key::Left:
            return "Left";
        case Key::Right:
            return "Right";
        case Key::Shift:
            return "Shift";
        case Key::Delete:
            return "Delete";
        case Key::Home:
            return "Home";
        default:
            return "?";  // Other: a key without a name
    }
}

std::string chordName(KeyChord chord) {
    return (chord.control ? "Ctrl+" : "") + keyName(chord.key);
}

std::optional<Key> keyNamed(std::string_view name) {
    const auto sameInAnyCase = [](std::string_view a, std::string_view b) {
        return a.size() == b.size() &&
               std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
                   return std::tolower(static_cast<unsigned char>(x)) ==
                          std::tolower(static_cast<unsigned char>(y));
               });
    };
    // Through keyName, so that each key's name is written once: every key after Other has a
    // name, and the first value without one is past the last key (Key's type is int).
    for (int k = static_cast<int>(Key::Other) + 1;; ++k) {
        const std::string known = keyName(static_cast<Key>(k));
        if (known == "?")
            return std::nullopt;
        if (sameInAnyCase(known, name))
            return static_cast<Key>(k);
    }
}

}  // namespace catmaze::app
