#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/player/player_files.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/player_files.hpp is deprecated: include catmaze/player/player_files.hpp")
#include "catmaze/player/player_files.hpp"
