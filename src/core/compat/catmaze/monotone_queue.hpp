#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include
/// `catmaze/search/detail/monotone_queue.hpp` instead. It goes in CatMaze 2.0.

#pragma message( \
    "catmaze/monotone_queue.hpp is deprecated: include catmaze/search/detail/monotone_queue.hpp")
#include "catmaze/search/detail/monotone_queue.hpp"
