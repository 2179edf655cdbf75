#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/level/level_editor.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/level_editor.hpp is deprecated: include catmaze/level/level_editor.hpp")
#include "catmaze/level/level_editor.hpp"
