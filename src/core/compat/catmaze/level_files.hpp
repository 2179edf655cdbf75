#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/level/level_files.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/level_files.hpp is deprecated: include catmaze/level/level_files.hpp")
#include "catmaze/level/level_files.hpp"
