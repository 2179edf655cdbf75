#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include
/// `catmaze/search/detail/line_bits.hpp` instead. It goes in CatMaze 2.0.

#pragma message("catmaze/line_bits.hpp is deprecated: include catmaze/search/detail/line_bits.hpp")
#include "catmaze/search/detail/line_bits.hpp"
