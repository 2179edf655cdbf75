#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/graph/grid_graph.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/grid_graph.hpp is deprecated: include catmaze/graph/grid_graph.hpp")
#include "catmaze/graph/grid_graph.hpp"
