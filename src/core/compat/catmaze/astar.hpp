#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/search/astar.hpp` instead.
/// It goes in CatMaze 2.0.

#pragma message("catmaze/astar.hpp is deprecated: include catmaze/search/astar.hpp")
#include "catmaze/search/astar.hpp"
