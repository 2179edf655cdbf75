#pragma once
/// \file
/// SFML's joystick events in the game's words: the one place a joystick event becomes a
/// PadEvent (ui/pad.hpp). Buttons are numbered as Linux numbers an Xbox-style pad (0 A, 1 B,
/// 2 X, 3 Y, 4 LB, 5 RB, 6 Back, 7 Start); the left stick is SFML's X and Y axes, the d-pad its
/// POV axes.

#include <optional>

#include <SFML/Window/Event.hpp>

#include "ui/pad.hpp"

namespace catmaze::app {

/// The pad event of SFML's `event`, or nullopt for an event that is not a pad's (or a button or
/// axis the game does not read: the right stick, the triggers, the guide button).
std::optional<PadEvent> padEvent(const sf::Event& event);

}  // namespace catmaze::app
