#pragma once
/// \file
/// Deprecated forwarding header, kept for CatMaze 1.x: include `catmaze/level/campaign.hpp`
/// instead. It goes in CatMaze 2.0.

#pragma message("catmaze/campaign.hpp is deprecated: include catmaze/level/campaign.hpp")
#include "catmaze/level/campaign.hpp"
