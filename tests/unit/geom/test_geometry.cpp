// Plane geometry of the obstacle graph: the epsilon policy (touching and collinear edges are
// outside, deeper than the tolerance is inside), concave polygons, buffering by a radius.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "catmaze/geom/geometry.hpp"
#include "random_shapes.hpp"

namespace catmaze {
namespace {

const double kTan = std::tan(std::acos(-1.0) / 8.0);  // tan(22.5 deg) = sqrt(2) - 1

// The square [-1, 1]^2, clockwise on purpose (functions accept either winding).
const Polygon kSquare{{-1, -1}, {-1, 1}, {1, 1}, {1, -1}};

// A U open at the top: arms x in [0, 1] and [3, 4], floor y in [0, 1], height 4.
//   ..........
//   #|.....|#     pocket: x in (1, 3), y in (1, 4)
//   #|.....|#
//   ##########
const Polygon kU{{0, 0}, {4, 0}, {4, 4}, {3, 4}, {3, 1}, {1, 1}, {1, 4}, {0, 4}};

// Distance from `p` to the polygon as a region (0 inside).
double distanceToRegion(const Polygon& polygon, Vec2 p) {
    if (locatePoint(polygon, p) == PointLocation::Inside)
        return 0.0;
    double best = INFINITY;
    for (std::size_t i = 0; i < polygon.size(); ++i)
        best = std::min(best, distanceToSegment(p, polygon[i], polygon[(i + 1) % polygon.size()]));
    return best;
}

TEST(Geometry, AreaAndWinding) {
    EXPECT_DOUBLE_EQ(signedArea(kSquare), -4.0);
    const Polygon ccw = counterClockwise(kSquare);
    EXPECT_DOUBLE_EQ(signedArea(ccw), 4.0);
    EXPECT_EQ(counterClockwise(ccw), ccw);
    EXPECT_DOUBLE_EQ(signedArea(kU), 16.0 - 6.0);
}

TEST(Geometry, SimplePolygons) {
    EXPECT_TRUE(isSimplePolygon(kSquare));
    EXPECT_TRUE(isSimplePolygon(kU));
    EXPECT_FALSE(isSimplePolygon({{0, 0}, {1, 1}}));                          // too few
    EXPECT_FALSE(isSimplePolygon({{0, 0}, {1, 1}, {2, 2}}));                  // no area
    EXPECT_FALSE(isSimplePolygon({{0, 0}, {2, 2}, {2, 0}, {0, 2}}));          // bow tie
    EXPECT_FALSE(isSimplePolygon({{0, 0}, {2, 0}, {2, 0}, {0, 2}}));          // repeated vertex
    EXPECT_FALSE(isSimplePolygon({{0, 0}, {4, 0}, {2, 0}, {2, 2}}));          // edge folds back
    EXPECT_FALSE(isSimplePolygon({{0, 0}, {4, 0}, {4, 4}, {2, 0}, {0, 4}}));  // vertex on an edge
}

TEST(Geometry, DistanceIntoCircleIsWhereARayFirstComesWithinTheRadius) {
    const double inf = std::numeric_limits<double>::infinity();
    // Straight at the centre: the radius short of it.
    EXPECT_DOUBLE_EQ(distanceIntoCircle({0, 0}, {1, 0}, {5, 0}, 0.4), 4.6);
    // Passing 0.3 from the centre: in where x = 5 - sqrt(0.16 - 0.09).
    EXPECT_NEAR(distanceIntoCircle({0, 0.3}, {1, 0}, {5, 0}, 0.4), 5 - std::sqrt(0.07), 1e-12);
    // Passing by, heading away, and already inside.
    EXPECT_EQ(distanceIntoCircle({0, 0.5}, {1, 0}, {5, 0}, 0.4), inf);
    EXPECT_EQ(distanceIntoCircle({0, 0}, {-1, 0}, {5, 0}, 0.4), inf);
    EXPECT_EQ(distanceIntoCircle({4.9, 0}, {-1, 0}, {5, 0}, 0.4), 0);
}

TEST(Geometry, PointLocationWithTolerance) {
    EXPECT_EQ(locatePoint(kSquare, {0, 0}), PointLocation::Inside);
    EXPECT_EQ(locatePoint(kSquare, {1, 0}), PointLocation::Boundary);
    EXPECT_EQ(locatePoint(kSquare, {1, 1}), PointLocation::Boundary);
    EXPECT_EQ(locatePoint(kSquare, {1 - 1e-10, 0}), PointLocation::Boundary);  // within tolerance
    EXPECT_EQ(locatePoint(kSquare, {1 - 1e-8, 0}), PointLocation::Inside);
    EXPECT_EQ(locatePoint(kSquare, {1 + 1e-8, 0}), PointLocation::Outside);
    EXPECT_EQ(locatePoint(kSquare, {3, 0}), PointLocation::Outside);
    // Concave: the pocket is outside, the arms and floor inside, the mouth's line outside.
    EXPECT_EQ(locatePoint(kU, {2, 2}), PointLocation::Outside);
    EXPECT_EQ(locatePoint(kU, {0.5, 3}), PointLocation::Inside);
    EXPECT_EQ(locatePoint(kU, {2, 0.5}), PointLocation::Inside);
    EXPECT_EQ(locatePoint(kU, {2, 4}), PointLocation::Outside);
    EXPECT_EQ(locatePoint(kU, {1, 2}), PointLocation::Boundary);
}

TEST(Geometry, SegmentAgainstSquare) {
    for (const bool convex : {false, true}) {
        SCOPED_TRACE(convex ? "convex" : "general");
        const Polygon ccw = counterClockwise(kSquare);
        const auto enters = [&](Vec2 a, Vec2 b) {
            return convex ? segmentEntersConvex(a, b, ccw) : segmentEntersPolygon(a, b, kSquare);
        };
        EXPECT_TRUE(enters({-3, 0}, {3, 0}));    // straight through
        EXPECT_TRUE(enters({-1, -1}, {1, 1}));   // corner to corner, through the middle
        EXPECT_TRUE(enters({0, 0}, {0, 0}));     // a point inside
        EXPECT_TRUE(enters({-3, 0}, {0, 0}));    // ends inside
        EXPECT_FALSE(enters({-3, 1}, {3, 1}));   // along the top edge (collinear)
        EXPECT_FALSE(enters({-1, 1}, {1, 1}));   // exactly the top edge
        EXPECT_FALSE(enters({-2, 0}, {0, 2}));   // touches the corner (-1, 1)
        EXPECT_FALSE(enters({-3, 0}, {-1, 0}));  // stops on the boundary
        EXPECT_FALSE(enters({-3, 3}, {3, 3}));   // clear
        EXPECT_FALSE(enters({1, 0}, {1, 0}));    // a point on the boundary
        EXPECT_FALSE(enters({-3, 1 - 1e-10}, {3, 1 - 1e-10}));  // grazes within the tolerance
        EXPECT_TRUE(enters({-3, 1 - 1e-8}, {3, 1 - 1e-8}));     // deeper than the tolerance
        EXPECT_TRUE(enters({-2, -0.5}, {0.5, 2}));              // cuts the corner off
    }
}

TEST(Geometry, SegmentAgainstConcaveU) {
    EXPECT_FALSE(segmentEntersPolygon({1, 1}, {3, 1}, kU));   // along the pocket's floor
    EXPECT_FALSE(segmentEntersPolygon({1, 4}, {1, 1}, kU));   // down the inner wall
    EXPECT_FALSE(segmentEntersPolygon({1, 4}, {3, 1}, kU));   // across the pocket
    EXPECT_FALSE(segmentEntersPolygon({0, 4}, {4, 4}, kU));   // along both arms' tops
    EXPECT_FALSE(segmentEntersPolygon({2, 2}, {2, 10}, kU));  // out through the mouth
    EXPECT_TRUE(segmentEntersPolygon({2, 2}, {10, 2}, kU));   // out through an arm
    EXPECT_TRUE(segmentEntersPolygon({-1, 2}, {5, 2}, kU));   // through both arms
    EXPECT_TRUE(segmentEntersPolygon({0, 4}, {4, 0}, kU));    // corner to corner
    EXPECT_TRUE(segmentEntersPolygon({1, 4}, {3, 0.5}, kU));  // into the floor
    EXPECT_FALSE(segmentEntersPolygon({-1, 0}, {0, 0}, kU));  // to a corner
}

TEST(Geometry, ConvexHullDropsInnerAndCollinearPoints) {
    const Polygon hull =
        convexHull({{0, 0}, {1, 0}, {2, 0}, {2, 2}, {1, 1}, {0, 2}, {2, 1}, {0, 0}});
    EXPECT_EQ(hull, (Polygon{{0, 0}, {2, 0}, {2, 2}, {0, 2}}));
}

TEST(Geometry, BufferShapeIsAnOctagonAroundTheCircle) {
    const Polygon shape = bufferShape(2.0);
    ASSERT_EQ(shape.size(), 8u);
    EXPECT_GT(signedArea(shape), 0.0);
    for (std::size_t i = 0; i < shape.size(); ++i) {
        EXPECT_NEAR(distanceToSegment({0, 0}, shape[i], shape[(i + 1) % 8]), 2.0, 1e-12);
        EXPECT_NEAR(length(shape[i]), 2.0 / std::cos(std::acos(-1.0) / 8.0), 1e-12);
    }
    EXPECT_NEAR(shape[0].x, 2.0, 1e-12);  // edges face the axes
    EXPECT_NEAR(shape[0].y, 2.0 * kTan, 1e-12);
    EXPECT_TRUE(bufferShape(0.0).empty());
}

TEST(Geometry, BufferedSquareHasEightKnownCorners) {
    const double r = 0.5;
    const BufferedPolygon square(kSquare, r);
    std::vector<Vec2> expected;
    for (const double sx : {-1.0, 1.0}) {
        for (const double sy : {-1.0, 1.0}) {
            expected.push_back({sx * (1 + r), sy * (1 + r * kTan)});
            expected.push_back({sx * (1 + r * kTan), sy * (1 + r)});
        }
    }
    ASSERT_EQ(square.corners().size(), expected.size());
    for (const Vec2 e : expected) {
        const bool found = std::any_of(square.corners().begin(), square.corners().end(),
                                       [&](Vec2 c) { return distance(c, e) < 1e-12; });
        EXPECT_TRUE(found) << e.x << "," << e.y;
    }
    EXPECT_TRUE(square.contains({0, 0}));
    EXPECT_TRUE(square.contains({1.4, 0}));
    EXPECT_FALSE(square.contains({1.5, 0}));  // on the buffered edge
    EXPECT_FALSE(square.contains({1.6, 0}));
    EXPECT_TRUE(square.contains({1.3, 1.3}));   // inside the cut corner
    EXPECT_FALSE(square.contains({1.4, 1.4}));  // outside it (x + y > 2 + r (1 + tan))
    // Walking along a buffered edge or between two corners of one cut is allowed.
    EXPECT_FALSE(square.blocks({1.5, -3}, {1.5, 3}));
    EXPECT_FALSE(square.blocks({1 + r, 1 + r * kTan}, {1 + r * kTan, 1 + r}));
    EXPECT_FALSE(square.blocks({-3, 1.5}, {3, 1.5}));
    EXPECT_TRUE(square.blocks({-3, 1.4}, {3, 1.4}));
    EXPECT_TRUE(square.blocks({1 + r, 1 + r * kTan}, {-1 - r, 1 + r * kTan}));
    EXPECT_TRUE(square.blocks({0, 0}, {0, 0}));
}

TEST(Geometry, CornerTurnsAndTangentLines) {
    // Radius 0: at (1, 1) the outline comes up the right edge and leaves along the top.
    const BufferedPolygon plain(kSquare, 0.0);
    const auto turnAt = [](const BufferedPolygon& polygon, Vec2 corner) {
        for (std::size_t i = 0; i < polygon.corners().size(); ++i) {
            if (distance(polygon.corners()[i], corner) < 1e-12)
                return polygon.cornerTurns()[i];
        }
        ADD_FAILURE() << "no corner at " << corner.x << "," << corner.y;
        return CornerTurn{};
    };
    ASSERT_EQ(plain.cornerTurns().size(), plain.corners().size());
    const CornerTurn top = turnAt(plain, {1, 1});
    EXPECT_EQ(top.back, (Vec2{0, -2}));
    EXPECT_EQ(top.ahead, (Vec2{-2, 0}));
    EXPECT_TRUE(isTangentAt({1, 1}, top, {3, 1}));  // along the top edge
    EXPECT_TRUE(isTangentAt({1, 1}, top, {3, 0}));  // the square stays on one side
    EXPECT_TRUE(isTangentAt({1, 1}, top, {-3, 3}));
    EXPECT_FALSE(isTangentAt({1, 1}, top, {3, 3}));  // its extension cuts the square
    EXPECT_FALSE(isTangentAt({1, 1}, top, {3, 2}));
    EXPECT_FALSE(isTangentAt({1, 1}, top, {-3, -3}));  // through the square
    // Buffered: at the octagon corner right of (1, 1), back runs down the buffered right side,
    // ahead along the octagon's cut to the next corner.
    const double r = 0.5;
    const BufferedPolygon buffered(kSquare, r);
    const CornerTurn cut = turnAt(buffered, {1 + r, 1 + r * kTan});
    EXPECT_NEAR(cross(cut.back, Vec2{0, -1}), 0.0, 1e-12);
    EXPECT_LT(cut.back.y, 0.0);
    EXPECT_NEAR(cross(cut.ahead, Vec2{-1, 1}), 0.0, 1e-12);
    EXPECT_LT(cut.ahead.x, 0.0);
}

TEST(Geometry, RadiusZeroKeepsThePolygonAndItsConvexCorners) {
    const BufferedPolygon u(kU, 0.0);
    EXPECT_TRUE(u.pieces().empty());
    // The U's six convex corners; (3, 1) and (1, 1) are reflex.
    EXPECT_EQ(u.corners().size(), 6u);
    EXPECT_FALSE(u.contains({2, 2}));
    EXPECT_TRUE(u.blocks({2, 2}, {10, 2}));
    EXPECT_FALSE(u.blocks({1, 4}, {3, 1}));
}

TEST(Geometry, BufferedUKeepsItsPocketOnlyWhenWideEnough) {
    const BufferedPolygon open(kU, 0.4);  // pocket 2 wide, 0.8 taken: still open
    EXPECT_FALSE(open.contains({2, 2}));
    EXPECT_FALSE(open.blocks({2, 2}, {2, 10}));
    EXPECT_TRUE(open.blocks({2, 2}, {10, 2}));
    EXPECT_TRUE(open.contains({1.3, 2}));
    const BufferedPolygon closed(kU, 1.0);  // pocket exactly filled: the centre line touches
    EXPECT_FALSE(closed.contains({2, 2}));
    EXPECT_TRUE(closed.contains({2, 1.5}));
    const BufferedPolygon filled(kU, 1.2);
    EXPECT_TRUE(filled.contains({2, 2}));
}

// Random star polygons: corners stay clear of the polygon by the radius (the octagon holds the
// circle), points nearer than the radius are inside, the general and the convex segment tests
// agree with each other on the hull, and with a walk sampled along the segment (a sample
// inside means the segment enters; the other way a few razor-thin cuts between samples may be
// missed by the sampling, so they are only counted).
TEST(Geometry, RandomPolygonsBufferAndSegmentsAgreeWithSampling) {
    std::mt19937 rng(8);
    std::uniform_real_distribution<double> coord(-6.0, 6.0);
    std::uniform_real_distribution<double> radius(0.0, 1.0);
    const auto sampledInside = [](Vec2 p, Vec2 q, const Polygon& polygon) {
        for (int s = 0; s <= 500; ++s) {
            if (locatePoint(polygon, p + (q - p) * (s / 500.0)) == PointLocation::Inside)
                return true;
        }
        return false;
    };
    int segments = 0;
    int unsampled = 0;
    for (int scene = 0; scene < 100; ++scene) {
        const Polygon polygon = test::randomStar(rng, {0, 0}, 8, 1.0, 4.0);
        ASSERT_TRUE(isSimplePolygon(polygon));
        const Polygon hull = convexHull(polygon);
        const double r = radius(rng);
        const BufferedPolygon buffered(polygon, r);
        for (const Vec2 c : buffered.corners())
            EXPECT_GE(distanceToRegion(polygon, c), r - 1e-9);
        for (int i = 0; i < 20; ++i, ++segments) {
            const Vec2 p{coord(rng), coord(rng)};
            if (distanceToRegion(polygon, p) < r - 1e-6) {
                EXPECT_TRUE(buffered.contains(p));
            }
            const Vec2 q{coord(rng), coord(rng)};
            const bool enters = segmentEntersPolygon(p, q, polygon);
            if (sampledInside(p, q, polygon)) {
                EXPECT_TRUE(enters) << scene;
            } else if (enters) {
                ++unsampled;
            }
            EXPECT_EQ(segmentEntersConvex(p, q, hull), segmentEntersPolygon(p, q, hull)) << scene;
        }
    }
    EXPECT_LE(unsampled, segments / 100);
}

}  // namespace
}  // namespace catmaze
