#pragma once
/// \file
/// Random polygons for the geometry and graph tests.

#include <cmath>
#include <random>

#include "catmaze/geom/geometry.hpp"

namespace catmaze::test {

/// A random simple polygon of 3 to `maxCorners` corners, star-shaped around `centre`: one corner
/// per equal slice of angle, jittered (so no gap reaches half a turn), at a radius drawn in
/// [minRadius, maxRadius]; often concave.
inline Polygon randomStar(std::mt19937& rng, Vec2 centre, int maxCorners, double minRadius,
                          double maxRadius) {
    std::uniform_int_distribution<int> count(3, maxCorners);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const int n = count(rng);
    Polygon polygon;
    for (int j = 0; j < n; ++j) {
        const double a = (j + 0.4 * unit(rng)) * 2.0 * std::acos(-1.0) / n;
        const double r = minRadius + unit(rng) * (maxRadius - minRadius);
        polygon.push_back({centre.x + r * std::cos(a), centre.y + r * std::sin(a)});
    }
    return polygon;
}

}  // namespace catmaze::test
