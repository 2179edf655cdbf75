#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/geom/geometry.hpp` instead.
/// It goes in CatMaze 2.0.

#pragma message("catmaze/geometry.hpp is deprecated: include catmaze/geom/geometry.hpp")
#include "catmaze/geom/geometry.hpp"
