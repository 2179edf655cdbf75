#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/game/open_floor.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/open_floor.hpp is deprecated: include catmaze/game/open_floor.hpp")
#include "catmaze/game/open_floor.hpp"
