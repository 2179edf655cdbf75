#include "catmaze/geom/geometry.hpp"

#include <algorithm>
#include <cstddef>
#include <limits>
#include <numbers>

namespace catmaze {

namespace {

std::size_t next(std::size_t i, std::size_t n) {
    return i + 1 == n ? 0 : i + 1;
}

bool lexicographicLess(Vec2 a, Vec2 b) {
    return a.x < b.x || (a.x == b.x && a.y < b.y);
}

}  // namespace

Box Box::around(const std::vector<Vec2>& points) {
    Box box;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const Vec2 p = points[i];
        if (i == 0) {
            box.min = p;
            box.max = p;
        }
        box.min = {std::min(box.min.x, p.x), std::min(box.min.y, p.y)};
        box.max = {std::max(box.max.x, p.x), std::max(box.max.y, p.y)};
    }
    return box;
}

bool Box::overlaps(const Box& other) const {
    return max.x > other.min.x + kGeometryEpsilon && other.max.x > min.x + kGeometryEpsilon &&
           max.y > other.min.y + kGeometryEpsilon && other.max.y > min.y + kGeometryEpsilon;
}

double signedArea(const Polygon& polygon) {
    double twice = 0.0;
    for (std::size_t i = 0; i < polygon.size(); ++i)
        twice += cross(polygon[i], polygon[next(i, polygon.size())]);
    return twice / 2.0;
}

Polygon counterClockwise(Polygon polygon) {
    if (signedArea(polygon) < 0.0)
        std::reverse(polygon.begin(), polygon.end());
    return polygon;
}

double segmentDistance(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    const double abc = cross(b - a, c - a);
    const double abd = cross(b - a, d - a);
    const double cda = cross(d - c, a - c);
    const double cdb = cross(d - c, b - c);
    if (((abc > 0 && abd < 0) || (abc < 0 && abd > 0)) &&
        ((cda > 0 && cdb < 0) || (cda < 0 && cdb > 0)))
        return 0.0;
    return std::min({distanceToSegment(a, c, d), distanceToSegment(b, c, d),
                     distanceToSegment(c, a, b), distanceToSegment(d, a, b)});
}

double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 d = b - a;
    const double len2 = dot(d, d);
    if (len2 == 0.0)
        return distance(p, a);
    const double t = std::clamp(dot(p - a, d) / len2, 0.0, 1.0);
    return distance(p, a + d * t);
}

double distanceIntoCircle(Vec2 from, Vec2 direction, Vec2 centre, double radius) {
    // |from + t direction - centre| = radius: t^2 + 2 b t + c = 0, the nearer root.
    const Vec2 away = from - centre;
    const double c = dot(away, away) - radius * radius;
    if (c < 0)
        return 0;
    const double b = dot(direction, away);
    const double discriminant = b * b - c;
    if (b >= 0 || discriminant < 0)
        return std::numeric_limits<double>::infinity();  // heading away, or passing by
    return -b - std::sqrt(discriminant);
}

PointLocation locatePoint(const Polygon& polygon, Vec2 p) {
    const std::size_t n = polygon.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (distanceToSegment(p, polygon[i], polygon[next(i, n)]) <= kGeometryEpsilon)
            return PointLocation::Boundary;
    }
    // Crossing number of a ray to +x; the point is off the boundary, so no tie can occur
    // that matters (half-open rule on y).
    bool inside = false;
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        const Vec2 u = polygon[i];
        const Vec2 v = polygon[j];
        if ((u.y > p.y) != (v.y > p.y) && p.x < (v.x - u.x) * (p.y - u.y) / (v.y - u.y) + u.x)
            inside = !inside;
    }
    return inside ? PointLocation::Inside : PointLocation::Outside;
}

bool segmentEntersPolygon(Vec2 a, Vec2 b, const Polygon& polygon) {
    const Vec2 d = b - a;
    const double len2 = dot(d, d);
    if (len2 == 0.0)
        return locatePoint(polygon, a) == PointLocation::Inside;
    // Cut the segment wherever it may meet the boundary: at proper crossings, and at every vertex
    // within the tolerance of it (which also covers touching, collinear runs and crossings too
    // close to a vertex to compute). Between two cuts the segment is all inside or all outside,
    // so one point tells. Extra cuts are harmless; only a missing one could mislead.
    std::vector<double> cuts{0.0, 1.0};
    const std::size_t n = polygon.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 p = polygon[i];
        const Vec2 e = polygon[next(i, n)] - p;
        if (distanceToSegment(p, a, b) <= kGeometryEpsilon)
            cuts.push_back(std::clamp(dot(p - a, d) / len2, 0.0, 1.0));
        const double den = cross(d, e);
        if (den != 0.0) {
            const double t = cross(p - a, e) / den;
            const double u = cross(p - a, d) / den;
            if (t >= 0.0 && t <= 1.0 && u >= 0.0 && u <= 1.0)
                cuts.push_back(t);
        }
    }
    std::sort(cuts.begin(), cuts.end());
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
        if (cuts[i + 1] > cuts[i] &&
            locatePoint(polygon, a + d * ((cuts[i] + cuts[i + 1]) / 2.0)) == PointLocation::Inside)
            return true;
    }
    return false;
}

bool segmentEntersConvex(Vec2 a, Vec2 b, const Polygon& convexCcw) {
    return convexCcw.size() >= 3 && HalfPlanes(convexCcw).entered(a, b, kGeometryEpsilon);
}

HalfPlanes::HalfPlanes(const Polygon& convexCcw) {
    const std::size_t n = convexCcw.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 p = convexCcw[i];
        const Vec2 e = convexCcw[next(i, n)] - p;
        const double len = length(e);
        if (len == 0.0)
            continue;
        normals.push_back({e.y / len, -e.x / len});
        offsets.push_back(dot(normals.back(), p));
    }
}

bool HalfPlanes::entered(Vec2 a, Vec2 b, double tolerance) const {
    // Cyrus-Beck: keep the part [t0, t1] of the segment deeper than the tolerance inside every
    // half-plane; it enters when that part is not empty.
    const Vec2 d = b - a;
    double t0 = 0.0;
    double t1 = 1.0;
    for (std::size_t i = 0; i < normals.size(); ++i) {
        // depth(t) = dot(normal, a + t d) - offset + tolerance must stay < 0.
        const double f0 = dot(normals[i], a) - offsets[i] + tolerance;
        const double fd = dot(normals[i], d);
        if (fd == 0.0) {
            if (f0 >= 0.0)
                return false;
            continue;
        }
        const double t = -f0 / fd;
        if (fd > 0.0)
            t1 = std::min(t1, t);
        else
            t0 = std::max(t0, t);
        if (t0 >= t1)
            return false;
    }
    return !normals.empty();
}

Polygon convexHull(std::vector<Vec2> points) {
    std::sort(points.begin(), points.end(), lexicographicLess);
    points.erase(std::unique(points.begin(), points.end()), points.end());
    if (points.size() < 3)
        return points;
    // Andrew's monotone chain. A point within the tolerance of the chord of its neighbours is
    // dropped: the hull loses at most that much, and no edge is left too short to have a
    // trustworthy direction.
    const auto turnsLeft = [](Vec2 o, Vec2 m, Vec2 p) {
        return cross(m - o, p - o) > kGeometryEpsilon * distance(o, p);
    };
    Polygon hull(2 * points.size());
    std::size_t k = 0;
    for (const Vec2 p : points) {
        while (k >= 2 && !turnsLeft(hull[k - 2], hull[k - 1], p))
            --k;
        hull[k++] = p;
    }
    const std::size_t lowerSize = k + 1;
    for (std::size_t i = points.size() - 1; i-- > 0;) {
        while (k >= lowerSize && !turnsLeft(hull[k - 2], hull[k - 1], points[i]))
            --k;
        hull[k++] = points[i];
    }
    hull.resize(k - 1);
    return hull;
}

Polygon bufferShape(double radius) {
    Polygon shape;
    if (radius <= 0.0)
        return shape;
    const double step = 2.0 * std::numbers::pi / kBufferSides;
    const double circumradius = radius / std::cos(step / 2.0);
    for (int j = 0; j < kBufferSides; ++j) {
        const double angle = step / 2.0 + step * j;
        shape.push_back({circumradius * std::cos(angle), circumradius * std::sin(angle)});
    }
    return shape;
}

bool isTangentAt(Vec2 corner, const CornerTurn& turn, Vec2 other) {
    const Vec2 line = other - corner;
    const double back = cross(line, turn.back);
    const double ahead = cross(line, turn.ahead);
    // Square roots of the squared lengths, not hypot: this runs for every pair of corners, and
    // the coordinates' range (kMaxCoordinate) keeps the squares far from overflow.
    const double lineSquared = dot(line, line);
    const double backTolerance = 1e-9 * std::sqrt(lineSquared * dot(turn.back, turn.back));
    const double aheadTolerance = 1e-9 * std::sqrt(lineSquared * dot(turn.ahead, turn.ahead));
    return !((back > backTolerance && ahead < -aheadTolerance) ||
             (back < -backTolerance && ahead > aheadTolerance));
}

BufferedPolygon::BufferedPolygon(const Polygon& polygon, double radius)
    : polygon_(counterClockwise(polygon)), radius_(radius < kMinBufferRadius ? 0.0 : radius) {
    const std::size_t n = polygon_.size();
    if (radius_ == 0.0) {
        for (std::size_t i = 0; i < n; ++i) {
            const Vec2 prev = polygon_[(i + n - 1) % n];
            const Vec2 v = polygon_[i];
            if (cross(v - prev, polygon_[next(i, n)] - v) > 0.0) {
                corners_.push_back(v);
                turns_.push_back({prev - v, polygon_[next(i, n)] - v});
            }
        }
        bounds_ = Box::around(polygon_);
        hull_.emplace_back(convexHull(polygon_));
        return;
    }
    // The octagon around each vertex is computed once, so equal points are bit-identical.
    const Polygon shape = bufferShape(radius_);
    std::vector<Polygon> around(n);
    for (std::size_t i = 0; i < n; ++i) {
        for (const Vec2 s : shape)
            around[i].push_back(polygon_[i] + s);
    }
    std::vector<Vec2> points;
    for (std::size_t i = 0; i < n; ++i) {
        std::vector<Vec2> swept = around[i];
        swept.insert(swept.end(), around[next(i, n)].begin(), around[next(i, n)].end());
        pieces_.push_back(convexHull(std::move(swept)));
        piecePlanes_.emplace_back(pieces_.back());
        points.insert(points.end(), pieces_.back().begin(), pieces_.back().end());
    }
    bounds_ = Box::around(points);
    hull_.emplace_back(convexHull(points));
    // A corner of the sum sits at a convex vertex v, at the octagon vertex j whose normal cone
    // (the directions 45 j .. 45 (j + 1) degrees) overlaps v's (from the outward normal of the
    // edge into v to that of the edge out of v) by more than a sliver. Other octagon vertices are
    // inside the sum or flat on its outline. Then the corners other edges cover are dropped.
    const double turn = 2.0 * std::numbers::pi;
    const double cone = turn / kBufferSides;
    const double sliver = 1e-9;
    const auto normalAngle = [](Vec2 from, Vec2 to) {
        return std::atan2(-(to.x - from.x), to.y - from.y);
    };
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 prev = polygon_[(i + n - 1) % n];
        const Vec2 v = polygon_[i];
        const Vec2 after = polygon_[next(i, n)];
        if (cross(v - prev, after - v) <= 0.0)
            continue;  // reflex or flat: no corner
        const double in = normalAngle(prev, v);
        const double exterior = std::remainder(normalAngle(v, after) - in + turn, turn);
        std::vector<bool> corner(shape.size());
        for (std::size_t j = 0; j < shape.size(); ++j) {
            const double start = std::fmod(cone * static_cast<double>(j) - in + 2.0 * turn, turn);
            corner[j] = start < exterior - sliver || start + cone > turn + sliver;
        }
        // Between two corners the outline runs along the octagon; before the first and after
        // the last, along the edges' swept sides, parallel to the edges.
        const std::size_t k = shape.size();
        for (std::size_t j = 0; j < k; ++j) {
            if (!corner[j] || contains(around[i][j]))
                continue;
            const std::size_t before = (j + k - 1) % k;
            const std::size_t later = (j + 1) % k;
            corners_.push_back(around[i][j]);
            turns_.push_back({corner[before] ? around[i][before] - around[i][j] : prev - v,
                              corner[later] ? around[i][later] - around[i][j] : after - v});
        }
    }
}

bool BufferedPolygon::contains(Vec2 p) const {
    return blocks(p, p);
}

bool BufferedPolygon::blocks(Vec2 a, Vec2 b) const {
    // Broad phase: the box, then the convex hull (with no tolerance, so it never hides a
    // segment that enters by more than the tolerance).
    if (!bounds_.overlaps(Box::around(a, b)) || !hull_.front().entered(a, b, 0.0))
        return false;
    for (const HalfPlanes& piece : piecePlanes_) {
        if (piece.entered(a, b, kGeometryEpsilon))
            return true;
    }
    if (pieces_.empty())
        return segmentEntersPolygon(a, b, polygon_);
    // Every edge lies inside its piece (deeper than the tolerance), so a segment that entered
    // no piece never crosses the polygon's boundary: it is all inside or all outside.
    return locatePoint(polygon_, (a + b) * 0.5) == PointLocation::Inside;
}

}  // namespace catmaze
