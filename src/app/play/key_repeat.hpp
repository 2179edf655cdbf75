#pragma once
/// \file
/// A held cursor key glides the tile cursor: the play model repeats the cursor's moves by the
/// game's one rule of held controls (ui/command_repeat.hpp: once when pressed, again after a
/// short delay, then steadily until released), and only those. The editor repeats its own
/// cursor's moves the same way.

#include "play/play_request.hpp"
#include "ui/command_repeat.hpp"

namespace catmaze::app {

/// The play screen's held key.
using KeyRepeat = CommandRepeat<PlayCommand>;

}  // namespace catmaze::app
