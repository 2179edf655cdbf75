#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/game/solve_job.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/solve_job.hpp is deprecated: include catmaze/game/solve_job.hpp")
#include "catmaze/game/solve_job.hpp"
