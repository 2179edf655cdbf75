#pragma once
/// \file
/// The obstacle graph's build as it was before issue 19 §3, kept as the baseline that
/// bench_open_floor_limits.cpp measures the new build against in the same process: every corner
/// tested against every buffered obstacle, every pair of corners tangent at both ends tested
/// against every buffered obstacle (O(N^2 M)), no spatial index and no merging of corners at one
/// point. It counts the links instead of building nodes, which the new build also does, so the
/// rows compare the geometry's work.

#include <cstddef>
#include <vector>

#include "catmaze/geom/geometry.hpp"

namespace catmaze::bench {

/// The number of links between the corners of `polygons` buffered by `radius`, found the old
/// way (no pass nodes).
std::size_t baselineObstacleLinks(const std::vector<Polygon>& polygons, double radius);

}  // namespace catmaze::bench
