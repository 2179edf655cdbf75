#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/game/solver.hpp` instead.
/// It goes in CatMaze 2.0.

#pragma message("catmaze/solver.hpp is deprecated: include catmaze/game/solver.hpp")
#include "catmaze/game/solver.hpp"
