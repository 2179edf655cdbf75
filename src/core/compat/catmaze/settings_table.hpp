#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/player/settings_table.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message( \
    "catmaze/settings_table.hpp is deprecated: include catmaze/player/settings_table.hpp")
#include "catmaze/player/settings_table.hpp"
