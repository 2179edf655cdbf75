#include "ui/key.hpp"

#include <algorithm>
#include <cctype>

#include "ui/command_keys.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

// How far `key` is after `first` (the letters, digits and function keys are in order).
int offsetFrom(Key first, Key key) {
    return static_cast<int>(key) - static_cast<int>(first);
}

// A key's two names, written together so that each key is named once.
struct KeyWords {
    std::string stored;  // settings.json's, English in every language
    std::string shown;   // the player's, in their language
};

// The same name in every language: a letter, a digit, F5, a sign.
KeyWords everywhere(std::string name) {
    return {name, name};
}

KeyWords wordsOf(Key key) {
    if (key >= Key::A && key <= Key::Z)
        return everywhere(std::string(1, static_cast<char>('A' + offsetFrom(Key::A, key))));
    if (key >= Key::Num0 && key <= Key::Num9)
        return everywhere(std::string(1, static_cast<char>('0' + offsetFrom(Key::Num0, key))));
    if (key >= Key::F1 && key <= Key::F12)
        return everywhere("F" + std::to_string(1 + offsetFrom(Key::F1, key)));
    switch (key) {
        case Key::Escape:
            // TRANSLATORS: the keys' names as printed on a keyboard of your language (the key bar
            // and the Controls page show them): keep them short.
            return {"Esc", trc("key", "Esc")};
        case Key::Enter:
            return {"Enter", trc("key", "Enter")};
        case Key::Space:
            return {"Space", trc("key", "Space")};
        case Key::Backspace:
            return {"Backspace", trc("key", "Backspace")};
        case Key::Tab:
            return {"Tab", trc("key", "Tab")};
        case Key::Period:
            return everywhere(".");
        case Key::Comma:
            return everywhere(",");
        case Key::Plus:
            return everywhere("+");
        case Key::Minus:
            return everywhere("-");
        case Key::Up:
            // TRANSLATORS: the arrow key Up.
            return {"Up", trc("key", "Up")};
        case Key::Down:
            // TRANSLATORS: the arrow key Down.
            return {"Down", trc("key", "Down")};
        case Key::Left:
            // TRANSLATORS: the arrow key Left.
            return {"Left", trc("key", "Left")};
        case Key::Right:
            // TRANSLATORS: the arrow key Right.
            return {"Right", trc("key", "Right")};
        case Key::Shift:
            return {"Shift", trc("key", "Shift")};
        case Key::Delete:
            return {"Delete", trc("key", "Delete")};
        case Key::Home:
            return {"Home", trc("key", "Home")};
        default:
            return everywhere("?");  // Other: a key without a name
    }
}

}  // namespace

std::string keyName(Key key) {
    return wordsOf(key).stored;
}

std::string shownKeyName(Key key) {
    return wordsOf(key).shown;
}

std::string chordName(KeyChord chord) {
    return (chord.control ? "Ctrl+" : "") + keyName(chord.key);
}

std::string shownChordName(KeyChord chord) {
    if (!chord.control)
        return shownKeyName(chord.key);
    // TRANSLATORS: a key pressed with Ctrl held ("Ctrl+Z"): the Ctrl key's name on a keyboard of
    // your language; {key} is the other key's name.
    return fill(trc("key", "Ctrl+{key}"), {{"key", shownKeyName(chord.key)}});
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
