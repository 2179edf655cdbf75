#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/io/json_source.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/json_source.hpp is deprecated: include catmaze/io/json_source.hpp")
#include "catmaze/io/json_source.hpp"
