#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/io/diagnostic.hpp` instead.
/// It goes in CatMaze 2.0.

#pragma message("catmaze/diagnostic.hpp is deprecated: include catmaze/io/diagnostic.hpp")
#include "catmaze/io/diagnostic.hpp"
