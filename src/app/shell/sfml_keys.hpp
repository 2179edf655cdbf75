#pragma once
/// \file
/// SFML's keys in the game's words: the one place a pressed key becomes a Key (ui/key.hpp) or a
/// KeyChord (play/key_table.hpp), which the key table turns into a command. The play screen, the
/// game's level keys (R, F5) and the editor's input (editor/sfml_editor_input.cpp) all ask here.

#include <optional>

#include <SFML/Window/Event.hpp>

#include "play/key_table.hpp"

namespace catmaze::app {

/// SFML's key `code` as the game names it (Key::Other for a key it has no name for).
Key keyOf(sf::Keyboard::Key code);

/// The chord of SFML's key event `key`, or nullopt for a key the game has no name for. A
/// modifier key itself (Shift) is never "with Ctrl", so its release always matches its press.
std::optional<KeyChord> keyChord(const sf::Event::KeyEvent& key);

}  // namespace catmaze::app
