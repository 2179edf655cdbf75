#pragma once
/// \file
/// Whether an X display can be opened. SFML calls abort() when it cannot open one, so the game
/// asks first. (Kept apart: Xlib's macros clash with SFML's names.)

#include <optional>
#include <string>

namespace catmaze::app {

/// Nothing when the display in $DISPLAY opens; otherwise a message starting "no display:".
std::optional<std::string> displayProblem();

}  // namespace catmaze::app
