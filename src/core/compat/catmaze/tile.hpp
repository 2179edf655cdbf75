#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/geom/tile.hpp` instead. It
/// goes in CatMaze 2.0.

#pragma message("catmaze/tile.hpp is deprecated: include catmaze/geom/tile.hpp")
#include "catmaze/geom/tile.hpp"
