#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/io/atomic_file.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/atomic_file.hpp is deprecated: include catmaze/io/atomic_file.hpp")
#include "catmaze/io/atomic_file.hpp"
