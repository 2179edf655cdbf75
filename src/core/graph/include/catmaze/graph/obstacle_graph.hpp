#pragma once
/// \file
/// Walking freely around polygon obstacles, after GameplayKit's GKObstacleGraph,
/// GKPolygonObstacle and GKGraphNode2D: a graph whose nodes are points, whose obstacles are
/// polygons grown by the walker's size, and whose shortest path between two points goes around
/// them. Searches run on the one A* engine through GraphBase::findPath.
///
/// The model (geometry.hpp has the details and the epsilon policy):
/// - The walker is an octagon holding a circle of radius `bufferRadius` (bufferShape). Each
///   obstacle, buffered, is every place where the walker's centre would make it overlap the
///   polygon. Touching is not overlapping: the walker may slide along a buffered edge or brush a
///   buffered corner, and two obstacles that touch once buffered leave a gap of width zero that
///   counts as passable.
/// - The nodes are the corners of the buffered obstacles' union: obstacles that overlap or touch
///   once buffered merge into one outline (with its holes), whose corners are the buffered
///   obstacles' corners that lie inside no other buffered obstacle; corners at the same point
///   are one node (so identical obstacles collapse into one). The union's other turning points,
///   where two outlines cross, bend inwards and are never on a shortest route. So the graph's
///   size follows the walkable boundary, not the number of obstacles: a checkerboard of walls
///   has nodes only on its outer outline and round its holes. Two nodes are linked both ways when
///   the segment between them enters no buffered obstacle and, at each corner it joins, is tangent
///   to that corner's outline (a link that cuts across a corner is never part of a shortest route,
///   so it is left out: a reduced visibility graph). Moving costs the Euclidean distance; the A*
///   estimate is the straight-line distance, so a found path is a shortest route around the
///   obstacles (among routes that turn only at corners, which shortest routes do).
/// - A start or goal inside a buffered obstacle (deeper than kGeometryEpsilon; on its outline is
///   outside) gets no links: there is no path from or to it. findPath(Vec2, Vec2) says so with
///   its own status, and nearestFreePoint gives a place to walk to instead.
/// - Pass nodes (addPassNode) make an obstacle something a route may walk through at a price
///   (the game's dogs): a node at a point inside the obstacle, with a toll. The obstacle with
///   its pass node is a pass zone; the corners of other obstacles inside it (and inside no
///   other obstacle) are nodes of the zone too. A segment with an end in a zone may cross that
///   zone's obstacle (not any other), and a link from outside a zone into it costs the toll on
///   top of its length. So a route either goes round the obstacle or walks into it (paying
///   once) and out, whichever is cheaper, and A* still finds the cheapest. The corners of an
///   obstacle with a pass node, and the corners in a zone, are linked without the tangency test
///   on their side (a route may turn there into or across the zone).
/// - A goal sealed off (inside a ring of obstacles, or in a pocket whose mouth is narrower than
///   the walker) has no path: an empty node path, RouteStatus::NoPath.
///
/// Coordinates and radii must be finite and at most kMaxCoordinate (1e6) in size
/// (isInCoordinateRange): every function here that takes a point, a vertex or a radius throws
/// std::invalid_argument, naming the value, for one that is not (NaN, infinite, or too large).

#include <cstdint>
#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

#include "catmaze/geom/box_grid.hpp"
#include "catmaze/geom/geometry.hpp"
#include "catmaze/graph/export.hpp"
#include "catmaze/graph/graph.hpp"

namespace catmaze {

/// A graph node at a point of the plane (GameplayKit's GKGraphNode2D). Thread safety: as
/// GraphNode.
class CATMAZE_GRAPH_EXPORT GraphNode2D : public GraphNode {
  public:
    /// A node at `position`, linked to nothing. Throws std::invalid_argument when `position` is
    /// out of range (isInCoordinateRange).
    explicit GraphNode2D(Vec2 position);

    /// Where the node is.
    Vec2 position() const { return position_; }

    /// The Euclidean distance to `node`, linked or not (as GameplayKit's GKGraphNode2D, so that
    /// GraphBase::connectNodeToLowestCostNode links to the nearest node; searches only ever ask
    /// about linked nodes). Two nodes at the same place cost the smallest positive double (the
    /// engine skips links that cost 0). A node that is not a GraphNode2D costs as GraphNode says.
    double costTo(const GraphNode& node) const override;

    /// The straight-line distance to `node` when it is a GraphNode2D, else 0: never more than
    /// costTo along any path, so A* stays exact.
    double estimatedCostTo(const GraphNode& node) const override;

    /// What entering this node costs on top of the distance (0 unless set). costTo adds the
    /// entry cost of the other node's pass node (passNode()) when the two are not in the same
    /// pass zone. +infinity closes every link into the zone.
    double entryCost() const { return entryCost_; }
    /// True when `cost` may be an entry cost: a number >= 0, +infinity included (it closes the
    /// zone); not NaN, not negative (a link costing less than its length would mislead A*).
    static constexpr bool isValidEntryCost(double cost) { return cost >= 0.0; }
    /// Sets entryCost(). Throws std::invalid_argument, naming the value and leaving the cost as
    /// it was, unless isValidEntryCost(cost).
    void setEntryCost(double cost);
    /// The pass node whose obstacle holds this node (ObstacleGraph::addPassNode): itself for a
    /// pass node, the pass node for a corner inside its obstacle; null for any other node.
    const GraphNode2D* passNode() const { return pass_; }

  private:
    friend class ObstacleGraph;  // sets pass_
    Vec2 position_;
    double entryCost_ = 0.0;
    const GraphNode2D* pass_ = nullptr;
};

/// A polygon obstacle (GameplayKit's GKPolygonObstacle): a simple polygon, concave or not.
/// Thread safety: an immutable value: may be read from any number of threads at once.
class CATMAZE_GRAPH_EXPORT PolygonObstacle {
  public:
    /// Throws std::invalid_argument when a vertex is out of range (isInCoordinateRange), or when
    /// `vertices` is not a simple polygon (isSimplePolygon: at least 3 vertices, an area, no edge
    /// touching another but its neighbours'). Either winding is accepted.
    explicit PolygonObstacle(Polygon vertices);

    /// The vertices, counter-clockwise.
    const Polygon& vertices() const { return vertices_; }

  private:
    Polygon vertices_;
};

/// Names an obstacle of an ObstacleGraph; ids are never reused within one graph.
using ObstacleId = std::uint32_t;

/// What ObstacleGraph::findPath(Vec2, Vec2) found.
enum class RouteStatus {
    Found,         ///< a shortest route from the start to the goal
    AlreadyThere,  ///< start and goal are the same point (within kGeometryEpsilon)
    StartBlocked,  ///< the start is inside a buffered obstacle
    GoalBlocked,   ///< the goal is inside a buffered obstacle (and the start is not)
    NoPath,        ///< the goal is sealed off from the start
};

/// A route between two points. Thread safety: a plain value.
struct Route {
    /// Found, AlreadyThere or NoPath.
    RouteStatus status = RouteStatus::NoPath;
    /// The points walked through: the start, each corner turned at, the goal (both ends
    /// included, as graph paths are); `{start}` when AlreadyThere; empty otherwise.
    std::vector<Vec2> points;
    /// The route's length (sum of its segments); 0 when there is no route.
    double length = 0.0;
    /// The route's cost: its length plus the toll of each pass zone it enters.
    double cost = 0.0;
    /// The obstacles of the pass zones entered, in order (a zone left and entered again is
    /// named again).
    std::vector<ObstacleId> passed;

    /// True for Found and AlreadyThere.
    bool reachedGoal() const {
        return status == RouteStatus::Found || status == RouteStatus::AlreadyThere;
    }
};

/// What ObstacleGraph::findPath looked at, for drawing it: the visibility graph's links and
/// the nodes the search expanded or left open (points, so it outlives the search's temporary
/// nodes). Thread safety: a plain value.
struct RouteTrace {
    /// Each link of the graph once (the start's and goal's included), as its two ends.
    std::vector<std::pair<Vec2, Vec2>> edges;
    std::vector<Vec2> expanded;  ///< the nodes the search expanded, in order
    std::vector<Vec2> open;      ///< the nodes reached but still open at the end
};

/// A graph of the corners of buffered polygon obstacles (GameplayKit's GKObstacleGraph); see the
/// file comment for the model. It owns its nodes: the corner nodes, kept up to date by
/// addObstacles/removeObstacles, and the nodes linked in with connectUsingObstacles.
///
/// Costs: with N corner nodes and M obstacles (of a few vertices each), building or changing
/// the obstacles takes O(N^2 K) and linking one node O(N K), where K is the number of obstacles
/// near a segment: a spatial index (BoxGrid over the buffered obstacles' boxes) gives them, so
/// K is the obstacles along the segment, not all M. A search is A* over the links.
/// Thread safety: const member functions (isInsideObstacle, isClear, nearestFreePoint...) may be
/// called concurrently while no thread changes the graph. findPath(Vec2, Vec2) changes it (it
/// links two temporary nodes in and out), as does anything else non-const: those need external
/// synchronisation with every other use.
class CATMAZE_GRAPH_EXPORT ObstacleGraph final : public GraphBase {
  public:
    /// An empty graph for a walker of size `bufferRadius` (0 walks along the polygons' own edges;
    /// below kMinBufferRadius counts as 0). Throws std::invalid_argument unless `bufferRadius` is
    /// a number from 0 to kMaxCoordinate (NaN, infinite or negative radii are refused).
    explicit ObstacleGraph(double bufferRadius);
    /// A graph for a walker of size `bufferRadius` around `obstacles` (as addObstacles).
    ObstacleGraph(const std::vector<PolygonObstacle>& obstacles, double bufferRadius);

    /// The walker's size the obstacles are grown by.
    double bufferRadius() const { return radius_; }

    /// Adds `obstacles` and returns their ids, in order. The corner nodes are rebuilt: corner
    /// nodes from before are destroyed (pointers to them dangle); nodes linked in with
    /// connectUsingObstacles stay and are linked again (none when now inside an obstacle).
    /// Throws std::invalid_argument, adding none, when an obstacle once buffered reaches out of
    /// range (a corner not isInCoordinateRange).
    std::vector<ObstacleId> addObstacles(const std::vector<PolygonObstacle>& obstacles);

    /// Removes the obstacles with these ids (unknown ids are ignored); the nodes are rebuilt
    /// and linked again as by addObstacles.
    void removeObstacles(const std::vector<ObstacleId>& ids);

    /// The ids of the obstacles, in the order they were added.
    std::vector<ObstacleId> obstacleIds() const;

    /// The obstacle with this id, buffered by bufferRadius (its polygon() is the obstacle's
    /// vertices); null for an unknown id. Valid until the obstacles change.
    const BufferedPolygon* bufferedObstacle(ObstacleId id) const;

    /// The corner nodes of this obstacle that are nodes (not inside another buffered obstacle);
    /// a node at a corner that several obstacles share is listed for each of them. Empty for an
    /// unknown id. Valid until the obstacles change.
    std::vector<GraphNode2D*> nodesForObstacle(ObstacleId id) const;

    /// True when `point` is inside some buffered obstacle (deeper than kGeometryEpsilon). Throws
    /// std::invalid_argument for a point out of range, as do isClear, findPath(Vec2, Vec2) and
    /// nearestFreePoint.
    bool isInsideObstacle(Vec2 point) const;

    /// True when walking straight from `a` to `b` enters no buffered obstacle.
    bool isClear(Vec2 a, Vec2 b) const;

    /// Takes `node` (not null) and links it both ways to every node of this graph it sees
    /// along a clear segment: the corner nodes (where the segment is tangent, as between
    /// corners) and the other nodes linked in this way. A node
    /// inside a buffered obstacle gets no links. Its links are redone whenever the obstacles
    /// change; removeNodes({&node}) destroys it and so unlinks it (a corner node removed that way
    /// stays removed until the obstacles next change).
    GraphNode2D& connectUsingObstacles(std::unique_ptr<GraphNode2D> node);
    /// Same, for a new node at `position`.
    GraphNode2D& connectUsingObstacles(Vec2 position);

    /// Adds a pass node of obstacle `obstacle` (an id of this graph, else std::invalid_argument)
    /// at `position` (inside it) with entry cost `toll` (GraphNode2D::setEntryCost: a number >= 0
    /// or +infinity, else std::invalid_argument naming it): routes may
    /// walk through the obstacle (see the file comment). It is linked like a node of
    /// connectUsingObstacles, except that its segments may cross its own obstacle (inside
    /// another obstacle too, it gets no links); it is removed
    /// with its obstacle, or by removeNodes. The corner nodes are rebuilt (as by addObstacles).
    GraphNode2D& addPassNode(ObstacleId obstacle, Vec2 position, double toll);

    /// A pass node to add: its obstacle, where it is, its toll. Thread safety: a plain value.
    struct PassSpec {
        ObstacleId obstacle;  ///< the obstacle it passes through
        Vec2 position;        ///< where, inside the obstacle
        double toll;          ///< its entry cost
    };
    /// Adds several pass nodes (as addPassNode), rebuilding the corner nodes once; returns them
    /// in order. Throws std::invalid_argument, adding none, for an unknown obstacle id, a position
    /// out of range or a toll that is not GraphNode2D::isValidEntryCost (NaN, negative), naming
    /// the value.
    std::vector<GraphNode2D*> addPassNodes(const std::vector<PassSpec>& passes);

    /// The pass node at `position` (within kGeometryEpsilon), or null.
    GraphNode2D* passNodeAt(Vec2 position) const;

    using GraphBase::findPath;

    /// The cheapest route from `start` to `goal` around the obstacles (or through pass nodes),
    /// for a walker of size bufferRadius. Links two temporary nodes in, searches with
    /// GraphBase::findPath, and removes them again, leaving the graph as it was. A start or goal
    /// at a pass node (passNodeAt) is that node.
    Route findPath(Vec2 start, Vec2 goal);
    /// findPath(start, goal), also filling `trace` (when not null) with what it looked at.
    Route findPath(Vec2 start, Vec2 goal, RouteTrace* trace);

    /// `point` itself when it is not inside a buffered obstacle; else the nearest point that is
    /// not (on the outline of the buffered obstacles): where a walker that cannot stand at
    /// `point` should go instead. Tries the nearest point and the ends of every buffered edge,
    /// and where the edges near `point` cut each other: O(E + K^2) for E edges, K of them near.
    Vec2 nearestFreePoint(Vec2 point) const;

  private:
    struct Obstacle {
        ObstacleId id;
        BufferedPolygon buffered;
        std::vector<GraphNode2D*> corners;  // owned by the graph
    };
    // A corner node of the union's outline: the outline's directions there (one per obstacle
    // whose corner it is: turns_[firstTurn, firstTurn + turnCount)), and whether links may
    // leave it without being tangent (it is at a pass zone).
    struct Corner {
        GraphNode2D* node;
        std::uint32_t firstTurn;
        std::uint32_t turnCount;
        bool relaxed;
    };
    // Scratch for the index's queries, reused across them.
    struct Probe {
        std::vector<std::uint32_t> cells;
        std::vector<std::uint32_t> found;  // positions in obstacles_
    };

    void forgetNodes(const std::unordered_set<const GraphNode*>& doomed) override;
    void rebuild();
    void makeCorners(Probe& probe);
    void link(GraphNode2D& node, Probe& probe);
    void near(Vec2 a, Vec2 b, Probe& probe) const;
    bool insideExcept(Vec2 p, const ObstacleId* home, Probe& probe) const;
    bool isTangentAny(const Corner& corner, Vec2 other) const;
    bool isClearBetween(const GraphNode2D& a, Vec2 b, const GraphNode2D* other, Probe& probe) const;
    const ObstacleId* homeOf(const GraphNode2D* node) const;
    bool hasPassNode(ObstacleId id) const;
    GraphNode2D* passNodeOf(ObstacleId id) const;

    double radius_ = 0.0;
    ObstacleId nextId_ = 0;
    std::vector<Obstacle> obstacles_;
    BoxGrid index_;                     // the obstacles' buffered boxes, by position in obstacles_
    std::vector<Corner> corners_;       // every corner node, in the order they were made
    std::vector<CornerTurn> turns_;     // the corners' outline directions
    std::vector<GraphNode2D*> linked_;  // nodes taken by connectUsingObstacles, owned
    std::unordered_map<const GraphNode*, ObstacleId> passHome_;  // pass nodes (in linked_)
};

}  // namespace catmaze
