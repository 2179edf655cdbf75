#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/level/level_loader.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/level_loader.hpp is deprecated: include catmaze/level/level_loader.hpp")
#include "catmaze/level/level_loader.hpp"
