#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/game/game.hpp` instead. It
/// goes in CatMaze 2.0.

#pragma message("catmaze/game.hpp is deprecated: include catmaze/game/game.hpp")
#include "catmaze/game/game.hpp"
