#pragma once
/// \file
/// The window's events in the editor's plain input types (input_event.hpp): the one place the
/// editor reads sf::Event and the keyboard's state.

#include <optional>

#include <SFML/Window/Event.hpp>

#include "editor/input_event.hpp"

namespace catmaze::app {

/// True while either Shift key is held (SFML's mouse events carry no modifiers, so pointer
/// input reads it here).
bool shiftHeld();

/// `key` as the editor reads it (a key it does not use is Key::Other).
KeyPress toKeyPress(const sf::Event::KeyEvent& key);

/// `event` as editor input, or nullopt for an event the editor does not read. Pointer events
/// carry `fine` = Shift held now (SFML's mouse events have no modifiers).
std::optional<InputEvent> toEditorInput(const sf::Event& event);

}  // namespace catmaze::app
