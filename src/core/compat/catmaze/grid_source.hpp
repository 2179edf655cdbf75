#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/search/grid_source.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/grid_source.hpp is deprecated: include catmaze/search/grid_source.hpp")
#include "catmaze/search/grid_source.hpp"
