#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/graph/graph.hpp` instead.
/// It goes in CatMaze 2.0.

#pragma message("catmaze/graph.hpp is deprecated: include catmaze/graph/graph.hpp")
#include "catmaze/graph/graph.hpp"
