#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/search/grid_movement.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/grid_movement.hpp is deprecated: include catmaze/search/grid_movement.hpp")
#include "catmaze/search/grid_movement.hpp"
