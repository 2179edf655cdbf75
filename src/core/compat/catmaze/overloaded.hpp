#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/player/overloaded.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/overloaded.hpp is deprecated: include catmaze/player/overloaded.hpp")
#include "catmaze/player/overloaded.hpp"
