#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include
/// `catmaze/search/jump_point_search.hpp` instead. It goes in CatMaze 2.0.

#pragma message( \
    "catmaze/jump_point_search.hpp is deprecated: include catmaze/search/jump_point_search.hpp")
#include "catmaze/search/jump_point_search.hpp"
