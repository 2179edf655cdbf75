#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/level/level_obstacles.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message( \
    "catmaze/level_obstacles.hpp is deprecated: include catmaze/level/level_obstacles.hpp")
#include "catmaze/level/level_obstacles.hpp"
