#pragma once
/// \file
/// A brute-force visibility graph around buffered polygons: a reference for the obstacle graph.
///
/// Independent of the library's buffering: each edge's buffered piece is described by its two
/// ends and the octagon's support function, the polygon itself by a fan of triangles from its
/// centre (the random polygons are star-shaped around it), and overlap is decided by separating
/// axes: a segment enters a convex piece (deeper than a tolerance) when no candidate axis
/// separates them. For a point walker (radius 0) the polygons are also tested whole (the segment
/// cut at their edges and vertices, each piece's middle located), since a segment along the
/// fan's spokes touches its triangles without entering one. Corner candidates are all 8 octagon
/// points at every vertex.

#include <vector>

#include "catmaze/geom/geometry.hpp"

namespace catmaze::test {

/// A convex piece for the separating-axis test: its points (their hull is the piece; no hull is
/// computed) and the normals of its edges (extra axes do no harm).
struct Piece {
    std::vector<Vec2> points;     ///< the piece is their hull
    std::vector<Vec2> axes;       ///< the normals of its edges
    std::vector<double> axisMin;  ///< the points' projections on each axis, computed once
    std::vector<double> axisMax;  ///< (their largest)
    Box box;                      ///< the points' bounding box
    std::size_t polygon = 0;      ///< the index of the polygon it is cut from
};

/// A polygon a route may walk through by way of a point inside it (the game's dogs): segments
/// to or from `point` may cross that polygon, and arriving at `point` costs `toll` more.
struct Pass {
    std::size_t polygon = 0;  ///< the polygon's index in Scene::polygons
    Vec2 point;               ///< where the route enters and leaves it
    double toll = 0.0;        ///< added to the cost of arriving at `point`
};

/// Polygons and the walker's radius, and the pieces makePieces cut them into.
struct Scene {
    std::vector<Polygon> polygons;  ///< star-shaped, each around its centre
    std::vector<Vec2> centres;      ///< one per polygon
    double radius = 0.0;            ///< the walker's; 0 for a point
    std::vector<Piece> pieces;      ///< filled by makePieces
};

/// Each edge swept by the octagon (the octagons at both ends; axes: the octagon's normals and the
/// edge's), and a fan of triangles from the centre of each (star-shaped) polygon.
void makePieces(Scene& scene);

/// Whether the segment p-q (or the point p when q == p) enters any piece of `scene`.
bool referenceBlocks(const Scene& scene, Vec2 p, Vec2 q);

/// Whether the segment p-q enters any piece of `scene` but those cut from polygons `skipA` and
/// `skipB` (pass an index past the polygons to skip none).
bool referenceBlocksExcept(const Scene& scene, Vec2 p, Vec2 q, std::size_t skipA,
                           std::size_t skipB);

/// Cheapest route cost (length plus tolls) by Dijkstra over every pair of candidate points (the
/// start, the goal, the passes' points and the octagons' points at the vertices) that see each
/// other. A candidate inside one pass's polygon only is in that pass's zone, as is the pass's
/// point; a segment ignores the polygons of the zones of its ends, and moving into a zone from
/// outside it costs its toll. A start or goal at a pass point is that pass. +infinity when the
/// goal cannot be reached.
double referenceCost(const Scene& scene, Vec2 start, Vec2 goal, const std::vector<Pass>& passes);

/// Shortest route length by Dijkstra over every pair of candidate points that see each other;
/// +infinity when the goal cannot be reached.
double referenceLength(const Scene& scene, Vec2 start, Vec2 goal);

}  // namespace catmaze::test
