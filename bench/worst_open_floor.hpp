#pragma once
/// \file
/// The costliest open-floor level within the limits of levels/README.md (level_validator.hpp):
/// every limit used to the full, laid out so that the obstacle graph is as large and as costly
/// to build as it gets. Building is O(N^2 M) for N corners and M obstacles, and the expensive
/// part is testing each pair of corners that see each other against every obstacle; so the
/// obstacles stand in a ring (every pair of them sees each other across the middle), as many as
/// allowed: polygons sharing the points allowed in all (stars: each tip a corner, tangent to
/// many lines), dogs, and the wall runs as single `#` tiles. Stars cost more than circles of as
/// many points, and many small obstacles more than a few large ones (the cost is cubic in the
/// obstacles). The cat starts in the middle with the bones; the exits are outside the
/// ring, so a route has to go round or between the obstacles.

#include <string>

namespace catmaze::bench {

/// The level's JSON text (version 2), as a file would hold it.
std::string worstOpenFloorLevel();

}  // namespace catmaze::bench
