#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/level/movingai.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/movingai.hpp is deprecated: include catmaze/level/movingai.hpp")
#include "catmaze/level/movingai.hpp"
#include "catmaze/search/grid_source.hpp"
