#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/player/settings.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/settings.hpp is deprecated: include catmaze/player/settings.hpp")
#include "catmaze/player/settings.hpp"
