#include "reference_visibility.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace catmaze::test {

namespace {

const double kPi = std::acos(-1.0);
const double kInf = std::numeric_limits<double>::infinity();

// The piece's projection on `axis`.
void project(const Piece& piece, Vec2 axis, double& setMin, double& setMax) {
    setMin = kInf;
    setMax = -kInf;
    for (const Vec2 v : piece.points) {
        setMin = std::min(setMin, dot(v, axis));
        setMax = std::max(setMax, dot(v, axis));
    }
}

void finish(Piece& piece) {
    piece.box = Box::around(piece.points);
    for (const Vec2 axis : piece.axes) {
        double lo = 0;
        double hi = 0;
        project(piece, axis, lo, hi);
        piece.axisMin.push_back(lo);
        piece.axisMax.push_back(hi);
    }
}

std::vector<Vec2> octagonAt(Vec2 v, double radius) {
    std::vector<Vec2> points;
    const double circumradius = radius / std::cos(kPi / 8.0);
    for (int j = 0; j < 8; ++j) {
        const double angle = kPi / 8.0 + j * kPi / 4.0;
        points.push_back(
            {v.x + circumradius * std::cos(angle), v.y + circumradius * std::sin(angle)});
    }
    return points;
}

Vec2 unitNormal(Vec2 d) {
    const double len = length(d);
    return {-d.y / len, d.x / len};
}

// The projection of p-q on `axis` meets the piece's, [setMin, setMax], shrunk by 1e-9 at both
// ends (the segment's own projection may be a single point).
bool overlapOn(Vec2 axis, Vec2 p, Vec2 q, double setMin, double setMax) {
    const double lo = std::min(dot(p, axis), dot(q, axis));
    const double hi = std::max(dot(p, axis), dot(q, axis));
    return std::max(lo, setMin + 1e-9) <= std::min(hi, setMax - 1e-9);
}

bool entersPiece(Vec2 p, Vec2 q, const Piece& piece) {
    if (std::max(p.x, q.x) <= piece.box.min.x || std::min(p.x, q.x) >= piece.box.max.x ||
        std::max(p.y, q.y) <= piece.box.min.y || std::min(p.y, q.y) >= piece.box.max.y)
        return false;
    for (std::size_t i = 0; i < piece.axes.size(); ++i) {
        if (!overlapOn(piece.axes[i], p, q, piece.axisMin[i], piece.axisMax[i]))
            return false;
    }
    if (p == q)
        return true;
    double setMin = 0;
    double setMax = 0;
    project(piece, unitNormal(q - p), setMin, setMax);
    return overlapOn(unitNormal(q - p), p, q, setMin, setMax);
}

// Distance from x to the segment a-b (the test's own).
double distanceTo(Vec2 x, Vec2 a, Vec2 b) {
    const Vec2 d = b - a;
    const double len2 = dot(d, d);
    const double t = len2 == 0 ? 0.0 : std::clamp(dot(x - a, d) / len2, 0.0, 1.0);
    return length(x - (a + d * t));
}

// Inside `polygon` deeper than 1e-9: a crossing number, then the distance to every edge.
bool insideDeep(Vec2 x, const Polygon& polygon) {
    bool inside = false;
    const std::size_t n = polygon.size();
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        const Vec2 u = polygon[i];
        const Vec2 v = polygon[j];
        if ((u.y > x.y) != (v.y > x.y) && x.x < (v.x - u.x) * (x.y - u.y) / (v.y - u.y) + u.x)
            inside = !inside;
    }
    for (std::size_t i = 0; inside && i < n; ++i)
        inside = distanceTo(x, polygon[i], polygon[(i + 1) % n]) > 1e-9;
    return inside;
}

// Whether p-q enters `polygon` deeper than 1e-9, without the fan: the segment is cut where it
// crosses an edge or passes a vertex, and the middle of each piece tested. Needed for a point
// walker, where a segment along the fan's spokes (a square's diagonal) touches every triangle
// and enters none.
bool entersByCuts(Vec2 p, Vec2 q, const Polygon& polygon) {
    const Vec2 d = q - p;
    const double len2 = dot(d, d);
    if (len2 == 0)
        return insideDeep(p, polygon);
    std::vector<double> cuts{0.0, 1.0};
    const std::size_t n = polygon.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = polygon[i];
        const Vec2 e = polygon[(i + 1) % n] - a;
        if (distanceTo(a, p, q) <= 1e-9)
            cuts.push_back(std::clamp(dot(a - p, d) / len2, 0.0, 1.0));
        const double den = cross(d, e);
        if (den != 0) {
            const double t = cross(a - p, e) / den;
            const double u = cross(a - p, d) / den;
            if (t >= 0 && t <= 1 && u >= 0 && u <= 1)
                cuts.push_back(t);
        }
    }
    std::sort(cuts.begin(), cuts.end());
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
        if (cuts[i + 1] > cuts[i] && insideDeep(p + d * ((cuts[i] + cuts[i + 1]) / 2), polygon))
            return true;
    }
    return false;
}

// For a point walker, the polygons themselves but `skipA` and `skipB` (the fan may miss them).
bool entersPolygonsByCuts(const Scene& scene, Vec2 p, Vec2 q, std::size_t skipA,
                          std::size_t skipB) {
    if (scene.radius > 0)
        return false;  // the swept pieces cover every edge: the fan is enough inside them
    for (std::size_t k = 0; k < scene.polygons.size(); ++k) {
        if (k != skipA && k != skipB && entersByCuts(p, q, scene.polygons[k]))
            return true;
    }
    return false;
}

}  // namespace

// Each edge swept by the octagon (the octagons at both ends; axes: the octagon's normals and the
// edge's), and a fan of triangles from the centre of each (star-shaped) polygon.
void makePieces(Scene& scene) {
    for (std::size_t k = 0; k < scene.polygons.size(); ++k) {
        const Polygon& polygon = scene.polygons[k];
        for (std::size_t i = 0; i < polygon.size(); ++i) {
            const Vec2 a = polygon[i];
            const Vec2 b = polygon[(i + 1) % polygon.size()];
            if (scene.radius > 0) {
                Piece swept;
                swept.points = octagonAt(a, scene.radius);
                const std::vector<Vec2> atB = octagonAt(b, scene.radius);
                swept.points.insert(swept.points.end(), atB.begin(), atB.end());
                for (int j = 0; j < 8; ++j)
                    swept.axes.push_back({std::cos(j * kPi / 4.0), std::sin(j * kPi / 4.0)});
                swept.axes.push_back(unitNormal(b - a));
                finish(swept);
                swept.polygon = k;
                scene.pieces.push_back(swept);
            }
            Piece triangle;
            triangle.points = {scene.centres[k], a, b};
            for (int j = 0; j < 3; ++j)
                triangle.axes.push_back(
                    unitNormal(triangle.points[(j + 1) % 3] - triangle.points[j]));
            finish(triangle);
            triangle.polygon = k;
            scene.pieces.push_back(triangle);
        }
    }
}

bool referenceBlocks(const Scene& scene, Vec2 p, Vec2 q) {
    const std::size_t none = scene.polygons.size();
    return std::any_of(scene.pieces.begin(), scene.pieces.end(),
                       [&](const Piece& piece) { return entersPiece(p, q, piece); }) ||
           entersPolygonsByCuts(scene, p, q, none, none);
}

bool referenceBlocksExcept(const Scene& scene, Vec2 p, Vec2 q, std::size_t skipA,
                           std::size_t skipB) {
    return std::any_of(scene.pieces.begin(), scene.pieces.end(),
                       [&](const Piece& piece) {
                           return piece.polygon != skipA && piece.polygon != skipB &&
                                  entersPiece(p, q, piece);
                       }) ||
           entersPolygonsByCuts(scene, p, q, skipA, skipB);
}

double referenceCost(const Scene& scene, Vec2 start, Vec2 goal, const std::vector<Pass>& passes) {
    const std::size_t none = scene.polygons.size();
    struct Point {
        Vec2 at;
        std::size_t polygon;  // its pass's polygon, or `none`
        double toll;
    };
    const auto passAt = [&](Vec2 p) -> Point {
        for (const Pass& pass : passes) {
            if (distance(pass.point, p) <= 1e-9)
                return {p, pass.polygon, pass.toll};
        }
        return {p, none, 0.0};
    };
    std::vector<Point> points{passAt(start), passAt(goal)};
    for (const Pass& pass : passes)
        points.push_back({pass.point, pass.polygon, pass.toll});
    // A candidate inside one pass's polygon (and no other) belongs to that pass's zone.
    for (const Polygon& polygon : scene.polygons) {
        for (const Vec2 v : polygon) {
            for (const Vec2 c : octagonAt(v, scene.radius)) {
                std::vector<std::size_t> covering;
                for (const Piece& piece : scene.pieces) {
                    if (entersPiece(c, c, piece) && std::find(covering.begin(), covering.end(),
                                                              piece.polygon) == covering.end())
                        covering.push_back(piece.polygon);
                }
                if (covering.empty()) {
                    points.push_back({c, none, 0.0});
                    continue;
                }
                for (const Pass& pass : passes) {
                    if (covering.size() == 1 && covering.front() == pass.polygon)
                        points.push_back({c, pass.polygon, pass.toll});
                }
            }
        }
    }
    const std::size_t n = points.size();
    std::vector<double> dist(n, kInf);
    std::vector<bool> done(n, false);
    dist[0] = 0;
    for (std::size_t round = 0; round < n; ++round) {
        std::size_t u = n;
        for (std::size_t i = 0; i < n; ++i) {
            if (!done[i] && dist[i] < kInf && (u == n || dist[i] < dist[u]))
                u = i;
        }
        if (u == n || u == 1)
            break;
        done[u] = true;
        for (std::size_t v = 0; v < n; ++v) {
            // The toll is paid on entering a zone, not on moving inside it.
            const bool enters = points[v].polygon != none && points[v].polygon != points[u].polygon;
            const double via =
                dist[u] + distance(points[u].at, points[v].at) + (enters ? points[v].toll : 0.0);
            if (!done[v] && via < dist[v] &&
                !referenceBlocksExcept(scene, points[u].at, points[v].at, points[u].polygon,
                                       points[v].polygon)) {
                dist[v] = via;
            }
        }
    }
    return dist[1];
}

// Shortest route length by Dijkstra over every pair of candidate points that see each other;
// +infinity when the goal cannot be reached.
double referenceLength(const Scene& scene, Vec2 start, Vec2 goal) {
    std::vector<Vec2> points{start, goal};
    for (const Polygon& polygon : scene.polygons) {
        for (const Vec2 v : polygon) {
            const std::vector<Vec2> candidates =
                scene.radius > 0 ? octagonAt(v, scene.radius) : std::vector<Vec2>{v};
            for (const Vec2 c : candidates) {
                if (!referenceBlocks(scene, c, c))
                    points.push_back(c);
            }
        }
    }
    const std::size_t n = points.size();
    std::vector<double> dist(n, kInf);
    std::vector<bool> done(n, false);
    dist[0] = 0;
    for (std::size_t round = 0; round < n; ++round) {
        std::size_t u = n;
        for (std::size_t i = 0; i < n; ++i) {
            if (!done[i] && dist[i] < kInf && (u == n || dist[i] < dist[u]))
                u = i;
        }
        if (u == n || u == 1)
            break;
        done[u] = true;
        for (std::size_t v = 0; v < n; ++v) {
            if (!done[v] && dist[u] + distance(points[u], points[v]) < dist[v] &&
                !referenceBlocks(scene, points[u], points[v]))
                dist[v] = dist[u] + distance(points[u], points[v]);
        }
    }
    return dist[1];
}

}  // namespace catmaze::test
