#pragma once
/// \file
/// A key of the keyboard in the game's words, without SFML: what the play screen's key table
/// (play/key_table.hpp) and the editor's input (editor/input_event.hpp) read. SFML's keys become
/// these in one place, shell/sfml_keys.hpp.

#include <optional>
#include <string>
#include <string_view>

namespace catmaze::app {

/// A key of the keyboard, by what it means rather than where it is; any key the game has no
/// name for is Other. Letters, digits and F1 to F12 are in order (Key::A + 2 is Key::C): the
/// editor numbers its tools by Num1 to Num9.
enum class Key {
    Other,
    // clang-format off
    A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z,
    Num0, Num1, Num2, Num3, Num4, Num5, Num6, Num7, Num8, Num9,
    F1, F2, F3, F4, F5, F6, F7, F8, F9, F10, F11, F12,
    // clang-format on
    Escape,
    Enter,
    Space,
    Backspace,
    Tab,
    Delete,
    Home,
    Period,
    Comma,
    Plus,   ///< + or = (the same key), or the keypad's +
    Minus,  ///< - or the keypad's -
    Up,
    Down,
    Left,
    Right,
    Shift,  ///< either Shift
};

/// The key's name as settings.json stores it ("Esc", "F5", "G", "+", "Up"): English in every
/// language, so that keys written in one language are read back in any. Not for the screen:
/// shownKeyName. Thread safety: any thread.
std::string keyName(Key key);

/// The key's name as the player reads it (the key bar, the Controls page, the rules card), in
/// their language at the call: keyName's word translated ("Leertaste" for Space in German); a
/// letter, digit, function key or sign as keyName names it. Thread safety: any thread (see
/// translation.hpp).
std::string shownKeyName(Key key);

/// The key whose keyName (the stored, English name) is `name`, in any case ("esc", "Up", "g");
/// nullopt for any other name (Other has none), a shown name of another language included.
std::optional<Key> keyNamed(std::string_view name);

}  // namespace catmaze::app
