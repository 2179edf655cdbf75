// isSimplePolygon's sweep line against the brute force it replaced (every pair of edges), on
// many small random polygons made to be degenerate: vertices on a small integer grid (so edges
// overlap collinearly, vertices touch edges and repeat), the same nudged by less and by more than
// the tolerance, and star-shaped polygons (simple) with one vertex moved onto another edge.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <random>
#include <sstream>
#include <vector>

#include "catmaze/geom/geometry.hpp"

namespace catmaze {
namespace {

// The O(n^2) check that isSimplePolygon used to be: the reference.
bool bruteForceSimple(const Polygon& polygon) {
    const std::size_t n = polygon.size();
    if (n < 3 || std::abs(signedArea(polygon)) <= kGeometryEpsilon)
        return false;
    const auto next = [n](std::size_t i) { return i + 1 == n ? 0 : i + 1; };
    for (std::size_t i = 0; i < n; ++i) {
        if (distance(polygon[i], polygon[next(i)]) <= kGeometryEpsilon)
            return false;
    }
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = polygon[i];
        const Vec2 b = polygon[next(i)];
        for (std::size_t j = i + 1; j < n; ++j) {
            const Vec2 c = polygon[j];
            const Vec2 d = polygon[next(j)];
            if (j == i + 1) {
                if (distanceToSegment(d, a, b) <= kGeometryEpsilon ||
                    distanceToSegment(a, c, d) <= kGeometryEpsilon)
                    return false;
            } else if (i == 0 && j == n - 1) {
                if (distanceToSegment(c, a, b) <= kGeometryEpsilon ||
                    distanceToSegment(b, c, d) <= kGeometryEpsilon)
                    return false;
            } else if (segmentDistance(a, b, c, d) <= kGeometryEpsilon) {
                return false;
            }
        }
    }
    return true;
}

std::string describe(const Polygon& polygon) {
    std::ostringstream out;
    out.precision(17);
    for (const Vec2 p : polygon)
        out << "(" << p.x << ", " << p.y << ") ";
    return out.str();
}

// Counts how many polygons were simple, so the test shows it covered both answers.
struct Tally {
    int simple = 0;
    int notSimple = 0;
};

void expectAgreement(const Polygon& polygon, Tally& tally) {
    const bool expected = bruteForceSimple(polygon);
    ASSERT_EQ(isSimplePolygon(polygon), expected) << describe(polygon);
    (expected ? tally.simple : tally.notSimple)++;
}

Polygon gridPolygon(std::mt19937& rng, int side, double scale) {
    std::uniform_int_distribution<int> count(3, 9);
    std::uniform_int_distribution<int> coordinate(0, side);
    Polygon polygon(static_cast<std::size_t>(count(rng)));
    for (Vec2& p : polygon)
        p = {coordinate(rng) * scale, coordinate(rng) * scale};
    return polygon;
}

// A star-shaped polygon (vertices at increasing angles around the origin): simple.
Polygon starPolygon(std::mt19937& rng) {
    std::uniform_int_distribution<int> count(3, 12);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const std::size_t n = static_cast<std::size_t>(count(rng));
    std::vector<double> angles(n);
    for (double& a : angles)
        a = unit(rng) * 2.0 * std::acos(-1.0);
    std::sort(angles.begin(), angles.end());
    Polygon polygon;
    for (const double a : angles) {
        const double r = 1.0 + 4.0 * unit(rng);
        polygon.push_back({r * std::cos(a), r * std::sin(a)});
    }
    return polygon;
}

TEST(SimplePolygonSweep, AgreesWithBruteForceOnIntegerGrids) {
    std::mt19937 rng(19);
    Tally tally;
    for (int i = 0; i < 50000; ++i) {
        const int side = 2 + i % 5;
        expectAgreement(gridPolygon(rng, side, 1.0), tally);
        if (HasFatalFailure())
            return;
    }
    EXPECT_GT(tally.simple, 1000);
    EXPECT_GT(tally.notSimple, 1000);
}

TEST(SimplePolygonSweep, AgreesWithBruteForceWhenNudgedAroundTheTolerance) {
    std::mt19937 rng(20);
    std::uniform_int_distribution<int> pick(0, 2);
    const double nudges[] = {0.4 * kGeometryEpsilon, 0.9 * kGeometryEpsilon,
                             1.6 * kGeometryEpsilon};
    std::uniform_real_distribution<double> sign(-1.0, 1.0);
    Tally tally;
    for (int i = 0; i < 50000; ++i) {
        Polygon polygon = gridPolygon(rng, 3, 1.0);
        for (Vec2& p : polygon) {
            const double nudge = nudges[pick(rng)];
            p = p + Vec2{sign(rng) * nudge, sign(rng) * nudge};
        }
        expectAgreement(polygon, tally);
        if (HasFatalFailure())
            return;
    }
    EXPECT_GT(tally.simple, 1000);
    EXPECT_GT(tally.notSimple, 1000);
}

TEST(SimplePolygonSweep, AgreesWithBruteForceOnStarsWithAVertexMovedOntoAnEdge) {
    std::mt19937 rng(21);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    Tally tally;
    for (int i = 0; i < 30000; ++i) {
        Polygon polygon = starPolygon(rng);
        expectAgreement(polygon, tally);
        const std::size_t n = polygon.size();
        std::uniform_int_distribution<std::size_t> index(0, n - 1);
        const std::size_t moved = index(rng);
        const std::size_t edge = index(rng);
        const Vec2 a = polygon[edge];
        const Vec2 b = polygon[(edge + 1) % n];
        polygon[moved] = a + (b - a) * unit(rng);  // on that edge: touching, or a fold
        expectAgreement(polygon, tally);
        polygon.insert(polygon.begin() + static_cast<std::ptrdiff_t>(edge), polygon[edge]);
        expectAgreement(polygon, tally);  // and a repeated vertex
        if (HasFatalFailure())
            return;
    }
    EXPECT_GT(tally.simple, 1000);
    EXPECT_GT(tally.notSimple, 1000);
}

TEST(SimplePolygonSweep, AgreesWithBruteForceOnVerticalAndHorizontalRuns) {
    // Long axis-parallel edges on a fine grid: the sweep's vertical edges and ties in height.
    std::mt19937 rng(22);
    Tally tally;
    for (int i = 0; i < 30000; ++i) {
        Polygon polygon = gridPolygon(rng, 6, 0.5);
        for (std::size_t k = 1; k < polygon.size(); k += 2)
            polygon[k].x = polygon[k - 1].x;  // every other edge vertical
        expectAgreement(polygon, tally);
        if (HasFatalFailure())
            return;
    }
    EXPECT_GT(tally.simple, 100);
    EXPECT_GT(tally.notSimple, 1000);
}

TEST(SimplePolygonSweep, AgreesWithBruteForceOnLargerStarsRoundedToAGrid) {
    // Up to 40 vertices, rounded to halves: many ties in x, touching and overlapping edges.
    std::mt19937 rng(23);
    std::uniform_int_distribution<int> count(10, 40);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    Tally tally;
    for (int i = 0; i < 10000; ++i) {
        const std::size_t n = static_cast<std::size_t>(count(rng));
        std::vector<double> angles(n);
        for (double& a : angles)
            a = unit(rng) * 2.0 * std::acos(-1.0);
        std::sort(angles.begin(), angles.end());
        Polygon polygon;
        for (const double a : angles) {
            const double r = 2.0 + 6.0 * unit(rng);
            polygon.push_back(
                {std::round(2.0 * r * std::cos(a)) / 2.0, std::round(2.0 * r * std::sin(a)) / 2.0});
        }
        expectAgreement(polygon, tally);
        if (HasFatalFailure())
            return;
    }
    EXPECT_GT(tally.simple, 1000);
    EXPECT_GT(tally.notSimple, 1000);
}

TEST(SimplePolygonSweep, FindsTheCrossingOfTheLastEdgesOfALargePolygon) {
    // The hostile case of issue 19: many vertices on a circle, the last two swapped so that the
    // last edges cross. The brute force compares every pair; the sweep answers the same.
    const std::size_t n = 33000;
    Polygon circle;
    for (std::size_t i = 0; i < n; ++i) {
        const double a = 2.0 * std::acos(-1.0) * static_cast<double>(i) / static_cast<double>(n);
        circle.push_back({30.0 * std::cos(a), 30.0 * std::sin(a)});
    }
    EXPECT_TRUE(isSimplePolygon(circle));
    std::swap(circle[n - 1], circle[n - 2]);
    EXPECT_FALSE(isSimplePolygon(circle));
}

}  // namespace
}  // namespace catmaze
