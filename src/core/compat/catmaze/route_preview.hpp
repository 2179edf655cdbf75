#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/game/route_preview.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/route_preview.hpp is deprecated: include catmaze/game/route_preview.hpp")
#include "catmaze/game/route_preview.hpp"
