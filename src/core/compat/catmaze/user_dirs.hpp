#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/io/user_dirs.hpp` instead.
/// It goes in CatMaze 2.0.

#pragma message("catmaze/user_dirs.hpp is deprecated: include catmaze/io/user_dirs.hpp")
#include "catmaze/io/user_dirs.hpp"
#include "catmaze/level/save_location.hpp"
