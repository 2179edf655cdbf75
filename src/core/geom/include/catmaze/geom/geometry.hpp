#pragma once
/// \file
/// Plane geometry for the obstacle graph: points, simple polygons, polygons buffered by a
/// walker's radius, and the predicates that decide whether a straight walk stays clear of them.
///
/// Epsilon policy (one rule for every predicate in this file). Lengths are in world units and
/// `kGeometryEpsilon` is an absolute tolerance on *depth*: a point is inside a region only when
/// it lies deeper than kGeometryEpsilon inside it, and a segment enters a region only when some
/// of it does. A point on a boundary, or within kGeometryEpsilon of it, is outside. So touching a
/// corner, walking along an edge (collinear edges), or grazing by less than the tolerance is
/// allowed; going through is not. Coordinates are meant to stay within +-1e6, where the rounding
/// of doubles (about 1e-16 relative) is far below the tolerance.

#include <cmath>
#include <vector>
#include "catmaze/geom/export.hpp"

namespace catmaze {

/// A point or a displacement in the plane.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct Vec2 {
    /// Horizontal coordinate.
    double x = 0.0;
    /// Vertical coordinate.
    double y = 0.0;

    /// Exact equality of both coordinates.
    friend constexpr bool operator==(Vec2, Vec2) = default;
};

/// Componentwise sum.
constexpr Vec2 operator+(Vec2 a, Vec2 b) {
    return {a.x + b.x, a.y + b.y};
}
/// Componentwise difference.
constexpr Vec2 operator-(Vec2 a, Vec2 b) {
    return {a.x - b.x, a.y - b.y};
}
/// `a` scaled by `s`.
constexpr Vec2 operator*(Vec2 a, double s) {
    return {a.x * s, a.y * s};
}
/// `a` scaled by `s`.
constexpr Vec2 operator*(double s, Vec2 a) {
    return {a.x * s, a.y * s};
}
/// The dot product.
constexpr double dot(Vec2 a, Vec2 b) {
    return a.x * b.x + a.y * b.y;
}
/// z of the 3D cross product: > 0 when `b` turns left (counter-clockwise) from `a`.
constexpr double cross(Vec2 a, Vec2 b) {
    return a.x * b.y - a.y * b.x;
}
/// Euclidean length of `a`.
inline double length(Vec2 a) {
    return std::hypot(a.x, a.y);
}
/// Euclidean distance between `a` and `b`.
inline double distance(Vec2 a, Vec2 b) {
    return length(b - a);
}

/// The depth tolerance of every predicate here (see the file comment).
inline constexpr double kGeometryEpsilon = 1e-9;

/// The largest coordinate magnitude the obstacle graph accepts (points, vertices, buffer radii).
/// Up to it a double resolves a coordinate to about 1e-10, finer than kGeometryEpsilon, and
/// squared distances (below 1e13) keep their precision, so the predicates here stay right.
inline constexpr double kMaxCoordinate = 1e6;

/// True when `v` is a finite number within [-kMaxCoordinate, kMaxCoordinate] (false for NaN).
inline bool isInCoordinateRange(double v) {
    return v >= -kMaxCoordinate && v <= kMaxCoordinate;
}

/// True when both coordinates of `p` are in range (isInCoordinateRange).
inline bool isInCoordinateRange(Vec2 p) {
    return isInCoordinateRange(p.x) && isInCoordinateRange(p.y);
}

/// A polygon as its vertices in order, the last one joined back to the first. Unless a function
/// says otherwise it may wind either way and be concave, but must be simple (see isSimplePolygon).
using Polygon = std::vector<Vec2>;

/// An axis-aligned box; `min > max` on an axis means empty.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct CATMAZE_GEOM_EXPORT Box {
    /// Lowest x and y (1, 1 when empty).
    Vec2 min{1.0, 1.0};
    /// Highest x and y (-1, -1 when empty).
    Vec2 max{-1.0, -1.0};

    /// The smallest box holding `points` (empty for none).
    static Box around(const std::vector<Vec2>& points);
    /// The smallest box holding the segment `a`-`b`.
    static Box around(Vec2 a, Vec2 b) {
        return {{std::fmin(a.x, b.x), std::fmin(a.y, b.y)},
                {std::fmax(a.x, b.x), std::fmax(a.y, b.y)}};
    }
    /// A cheap pre-test: false when the boxes are apart, or overlap by no more than
    /// kGeometryEpsilon on an axis (then nothing in one lies deeper than that inside the other).
    bool overlaps(const Box& other) const;
};

/// The area, positive when `polygon` winds counter-clockwise (shoelace formula).
CATMAZE_GEOM_EXPORT double signedArea(const Polygon& polygon);

/// `polygon` winding counter-clockwise (reversed when it winds clockwise).
CATMAZE_GEOM_EXPORT Polygon counterClockwise(Polygon polygon);

/// True when `polygon` has at least 3 vertices, an area above kGeometryEpsilon, and its edges meet
/// only where consecutive edges share a vertex (no edge touches or crosses another, no edge
/// folds back on the previous one); "touches" means comes within kGeometryEpsilon.
/// O(n log n): a Shamos-Hoey sweep line (simple_polygon.cpp).
CATMAZE_GEOM_EXPORT bool isSimplePolygon(const Polygon& polygon);

/// Distance from `p` to the segment `a`-`b` (which may be a single point).
CATMAZE_GEOM_EXPORT double distanceToSegment(Vec2 p, Vec2 a, Vec2 b);

/// How far from `from`, along the unit vector `direction`, a point first comes within `radius`
/// of `centre` (strictly closer just past it): 0 when `from` already is, infinity when the ray
/// never comes that close.
CATMAZE_GEOM_EXPORT double distanceIntoCircle(Vec2 from, Vec2 direction, Vec2 centre,
                                              double radius);

/// Distance between the segments `a`-`b` and `c`-`d`: 0 when they cross, else the distance
/// from the nearest endpoint of one to the other.
CATMAZE_GEOM_EXPORT double segmentDistance(Vec2 a, Vec2 b, Vec2 c, Vec2 d);

/// Where a point lies relative to a polygon.
enum class PointLocation {
    Outside,   ///< outside, farther than kGeometryEpsilon from the boundary
    Boundary,  ///< within kGeometryEpsilon of an edge
    Inside,    ///< inside, farther than kGeometryEpsilon from the boundary
};

/// Locates `p` relative to a simple polygon (either winding, concave or not).
CATMAZE_GEOM_EXPORT PointLocation locatePoint(const Polygon& polygon, Vec2 p);

/// True when some part of the segment `a`-`b` lies inside the simple polygon `polygon` (either
/// winding, concave or not) deeper than kGeometryEpsilon. Running along an edge, touching a
/// vertex or stopping on the boundary is not entering. `a == b` asks whether that point is
/// inside. O(n log n): the segment is cut where it meets the boundary and each piece tested.
CATMAZE_GEOM_EXPORT bool segmentEntersPolygon(Vec2 a, Vec2 b, const Polygon& polygon);

/// The same question for a convex polygon winding counter-clockwise, in O(n) (the segment is
/// clipped by each edge's half-plane, shrunk by kGeometryEpsilon).
CATMAZE_GEOM_EXPORT bool segmentEntersConvex(Vec2 a, Vec2 b, const Polygon& convexCcw);

/// A convex polygon prepared for many segment tests: its edges' outward unit normals and
/// offsets (dot(normal, x) for x on the edge), computed once.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct CATMAZE_GEOM_EXPORT HalfPlanes {
    /// Outward unit normal of each edge, in order.
    std::vector<Vec2> normals;
    /// `dot(normals[i], x)` for any point x on edge i.
    std::vector<double> offsets;

    /// From a convex polygon winding counter-clockwise (edges of length 0 are skipped).
    explicit HalfPlanes(const Polygon& convexCcw);
    /// True when some part of the segment `a`-`b` lies deeper than `tolerance` inside every
    /// half-plane (Cyrus-Beck clipping). False when there are no half-planes.
    bool entered(Vec2 a, Vec2 b, double tolerance) const;
};

/// The convex hull of `points`, counter-clockwise, without collinear or repeated points. The
/// returned vertices are copies of input points (no new coordinates are computed).
CATMAZE_GEOM_EXPORT Polygon convexHull(std::vector<Vec2> points);

/// Number of sides of the walker's shape used for buffering (see bufferShape).
inline constexpr int kBufferSides = 8;

/// The walker's shape for a buffer `radius`: the regular octagon whose inscribed circle has that
/// radius, centred on the origin, counter-clockwise, with vertices at angles 22.5 + 45 * j
/// degrees (so its edges face the axes and the diagonals). It holds the walker's circle and is
/// at most 1/cos(22.5 deg) = 1.082 times wider at its corners. Empty when radius <= 0.
CATMAZE_GEOM_EXPORT Polygon bufferShape(double radius);

/// Which way an outline runs on either side of one of its corners: `back` points towards the
/// previous outline point, `ahead` towards the next (neither has length 0).
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct CornerTurn {
    /// Towards the previous outline point.
    Vec2 back;
    /// Towards the next outline point.
    Vec2 ahead;
};

/// True when the line through `corner` and `other` leaves the outline on one side at the corner
/// (`turn.back` and `turn.ahead` not strictly on opposite sides of it, within a relative 1e-9):
/// the line is tangent there. A shortest route that turns at a corner arrives and leaves along
/// tangent lines, so other links through the corner can be left out.
CATMAZE_GEOM_EXPORT bool isTangentAt(Vec2 corner, const CornerTurn& turn, Vec2 other);

/// Radii below this buffer nothing: an edge must lie deeper than kGeometryEpsilon inside its piece.
inline constexpr double kMinBufferRadius = 10.0 * kGeometryEpsilon;

/// A polygon buffered by a radius: the Minkowski sum of the polygon and bufferShape(radius), i.e.
/// every place where the walker's octagon centred there would overlap the polygon (touching is
/// not overlapping). Kept as the polygon plus one convex piece per edge (the edge swept by the
/// octagon: the hull of the octagons at its two ends), whose union is exactly that sum. A
/// concave polygon stays concave (a U keeps its pocket when the pocket is wider than 2 radius).
///
/// Corners: each vertex contributes at most the 8 octagon vertices around it; those that lie on
/// the outline (not inside the buffered polygon) are its corners, about 8 plus one per convex
/// vertex in all. With radius 0 the corners are the polygon's convex vertices.
/// Thread safety: several threads may read it at once; a change needs it to itself.
class CATMAZE_GEOM_EXPORT BufferedPolygon {
  public:
    /// `polygon` must be simple (isSimplePolygon); `radius` >= 0 (below kMinBufferRadius is 0).
    BufferedPolygon(const Polygon& polygon, double radius);

    /// The original polygon, counter-clockwise.
    const Polygon& polygon() const { return polygon_; }
    /// The buffer radius the pieces were grown by (>= 0).
    double radius() const { return radius_; }
    /// The convex pieces (one per edge; none when the radius is 0), counter-clockwise.
    const std::vector<Polygon>& pieces() const { return pieces_; }
    /// The outline's corners: where a walk around this polygon alone may need to turn. Each is
    /// outside the buffered polygon (on its boundary), listed once, in a fixed order.
    const std::vector<Vec2>& corners() const { return corners_; }
    /// For each of corners(), in the same order, which way this polygon's outline runs there.
    const std::vector<CornerTurn>& cornerTurns() const { return turns_; }
    /// The bounding box of the buffered polygon.
    const Box& bounds() const { return bounds_; }

    /// True when `p` is inside the buffered polygon deeper than kGeometryEpsilon.
    bool contains(Vec2 p) const;
    /// True when the segment `a`-`b` enters the buffered polygon (deeper than kGeometryEpsilon).
    bool blocks(Vec2 a, Vec2 b) const;

  private:
    Polygon polygon_;
    double radius_ = 0.0;
    std::vector<Polygon> pieces_;
    std::vector<HalfPlanes> piecePlanes_;
    std::vector<HalfPlanes> hull_;  // the convex hull of the buffered polygon (one entry)
    std::vector<Vec2> corners_;
    std::vector<CornerTurn> turns_;
    Box bounds_;
};

}  // namespace catmaze
