#include "catmaze/graph/obstacle_graph.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>

namespace catmaze {

namespace {

// `v` as %g writes it: "nan", "inf", "1e+308", "0.5".
std::string number(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", v);
    return text;
}

// Throws std::invalid_argument, saying `where` and `what`, unless `p` is in range.
void requireInRange(Vec2 p, const char* where, const std::string& what) {
    if (!isInCoordinateRange(p)) {
        throw std::invalid_argument(std::string(where) + ": " + what + " (" + number(p.x) + ", " +
                                    number(p.y) + ") is not in range: coordinates must be " +
                                    "finite and at most " + number(kMaxCoordinate) + " in size");
    }
}

// The buffer radius, checked: a number from 0 to kMaxCoordinate (NaN fails both tests).
double checkedRadius(double radius) {
    if (!(radius >= 0.0 && radius <= kMaxCoordinate)) {
        throw std::invalid_argument("ObstacleGraph: the buffer radius " + number(radius) +
                                    " is not a number from 0 to " + number(kMaxCoordinate));
    }
    return radius < kMinBufferRadius ? 0.0 : radius;
}

}  // namespace

GraphNode2D::GraphNode2D(Vec2 position) : position_(position) {
    requireInRange(position, "GraphNode2D", "the position");
}

double GraphNode2D::costTo(const GraphNode& node) const {
    const auto* other = dynamic_cast<const GraphNode2D*>(&node);
    if (other == nullptr)
        return GraphNode::costTo(node);
    const double toll =
        other->pass_ != nullptr && other->pass_ != pass_ ? other->pass_->entryCost_ : 0.0;
    return std::max(distance(position_, other->position_), std::numeric_limits<double>::min()) +
           toll;
}

double GraphNode2D::estimatedCostTo(const GraphNode& node) const {
    const auto* other = dynamic_cast<const GraphNode2D*>(&node);
    return other == nullptr ? 0.0 : distance(position_, other->position_);
}

PolygonObstacle::PolygonObstacle(Polygon vertices)
    : vertices_(counterClockwise(std::move(vertices))) {
    for (const Vec2 v : vertices_)
        requireInRange(v, "PolygonObstacle", "a vertex");
    if (!isSimplePolygon(vertices_))
        throw std::invalid_argument(
            "PolygonObstacle: the vertices do not make a simple polygon (at least 3 vertices, an "
            "area, and no edge touching another but its neighbours)");
}

ObstacleGraph::ObstacleGraph(double bufferRadius) : radius_(checkedRadius(bufferRadius)) {}

ObstacleGraph::ObstacleGraph(const std::vector<PolygonObstacle>& obstacles, double bufferRadius)
    : ObstacleGraph(bufferRadius) {
    addObstacles(obstacles);
}

std::vector<ObstacleId> ObstacleGraph::addObstacles(const std::vector<PolygonObstacle>& obstacles) {
    std::vector<Obstacle> added;
    for (const PolygonObstacle& obstacle : obstacles) {
        BufferedPolygon buffered(obstacle.vertices(), radius_);
        for (const Vec2 corner : buffered.corners())
            requireInRange(corner, "ObstacleGraph::addObstacles", "a buffered obstacle's corner");
        added.push_back({0, std::move(buffered), {}, {}});
    }
    std::vector<ObstacleId> ids;
    for (Obstacle& o : added) {
        o.id = nextId_++;
        ids.push_back(o.id);
        obstacles_.push_back(std::move(o));
    }
    rebuild();
    return ids;
}

void ObstacleGraph::removeObstacles(const std::vector<ObstacleId>& ids) {
    std::vector<GraphNode*> gone;
    std::erase_if(obstacles_, [&](const Obstacle& o) {
        if (std::find(ids.begin(), ids.end(), o.id) == ids.end())
            return false;
        gone.insert(gone.end(), o.corners.begin(), o.corners.end());
        return true;
    });
    for (const auto& [node, home] : passHome_) {
        if (std::find(ids.begin(), ids.end(), home) != ids.end())
            gone.push_back(const_cast<GraphNode*>(node));  // owned by this graph
    }
    removeNodes(gone);
    rebuild();
}

std::vector<ObstacleId> ObstacleGraph::obstacleIds() const {
    std::vector<ObstacleId> ids;
    for (const Obstacle& o : obstacles_)
        ids.push_back(o.id);
    return ids;
}

const BufferedPolygon* ObstacleGraph::bufferedObstacle(ObstacleId id) const {
    for (const Obstacle& o : obstacles_) {
        if (o.id == id)
            return &o.buffered;
    }
    return nullptr;
}

std::vector<GraphNode2D*> ObstacleGraph::nodesForObstacle(ObstacleId id) const {
    for (const Obstacle& o : obstacles_) {
        if (o.id == id)
            return o.corners;
    }
    return {};
}

bool ObstacleGraph::isInsideObstacle(Vec2 point) const {
    requireInRange(point, "ObstacleGraph::isInsideObstacle", "the point");
    return std::any_of(obstacles_.begin(), obstacles_.end(),
                       [&](const Obstacle& o) { return o.buffered.contains(point); });
}

bool ObstacleGraph::isClear(Vec2 a, Vec2 b) const {
    requireInRange(a, "ObstacleGraph::isClear", "the start");
    requireInRange(b, "ObstacleGraph::isClear", "the end");
    return std::none_of(obstacles_.begin(), obstacles_.end(),
                        [&](const Obstacle& o) { return o.buffered.blocks(a, b); });
}

void ObstacleGraph::rebuild() {
    // Drop every corner node (destroying a node unlinks it), then make the corners anew.
    std::vector<GraphNode*> old;
    for (Obstacle& o : obstacles_) {
        old.insert(old.end(), o.corners.begin(), o.corners.end());
        o.corners.clear();
    }
    removeNodes(old);

    std::vector<GraphNode2D*> corners;
    std::vector<CornerTurn> turns;
    std::vector<bool> relaxed;  // the corner's obstacle has a pass node
    for (Obstacle& o : obstacles_) {
        const bool passable = hasPassNode(o.id);
        o.turns.clear();
        for (std::size_t i = 0; i < o.buffered.corners().size(); ++i) {
            const Vec2 c = o.buffered.corners()[i];
            // Covered by an obstacle that overlaps this one once buffered: no node, unless the
            // only one covering it is a pass zone's (then a node of that zone).
            GraphNode2D* zone = nullptr;
            int covering = 0;
            for (const Obstacle& other : obstacles_) {
                if (other.buffered.contains(c)) {
                    ++covering;
                    zone = passNodeOf(other.id);
                }
            }
            if (covering > 1 || (covering == 1 && zone == nullptr))
                continue;
            auto& node = static_cast<GraphNode2D&>(addNode(std::make_unique<GraphNode2D>(c)));
            node.pass_ = zone;
            o.corners.push_back(&node);
            o.turns.push_back(o.buffered.cornerTurns()[i]);
            corners.push_back(&node);
            turns.push_back(o.turns.back());
            relaxed.push_back(passable || zone != nullptr);
        }
    }
    // Only links tangent at both corners can be on a shortest route (but at the corners of an
    // obstacle with a pass node, where a route may turn inwards); the cheap tests go first.
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const Vec2 a = corners[i]->position();
        for (std::size_t j = i + 1; j < corners.size(); ++j) {
            const Vec2 b = corners[j]->position();
            if ((relaxed[i] || isTangentAt(a, turns[i], b)) &&
                (relaxed[j] || isTangentAt(b, turns[j], a)) &&
                isClearBetween(*corners[i], b, corners[j]))
                corners[i]->addConnections({corners[j]}, true);
        }
    }

    // The linked-in nodes: forget their links to each other, then link each again.
    for (GraphNode2D* node : linked_)
        node->removeConnections({linked_.begin(), linked_.end()}, true);
    for (GraphNode2D* node : linked_)
        link(*node);
}

void ObstacleGraph::link(GraphNode2D& node) {
    const ObstacleId* home = homeOf(&node);
    const Vec2 p = node.position();
    for (const Obstacle& o : obstacles_) {
        if ((home == nullptr || o.id != *home) && o.buffered.contains(p))
            return;
    }
    std::vector<GraphNode*> seen;
    for (const Obstacle& o : obstacles_) {
        // A route may turn at the corners of an obstacle with a pass node without being tangent
        // there: on its way into the pass node (or out), when another obstacle hides the way
        // straight in.
        const bool relaxed = hasPassNode(o.id);
        for (std::size_t i = 0; i < o.corners.size(); ++i) {
            const Vec2 c = o.corners[i]->position();
            if ((relaxed || o.corners[i]->pass_ != nullptr || isTangentAt(c, o.turns[i], p)) &&
                isClearBetween(node, c, o.corners[i]))
                seen.push_back(o.corners[i]);
        }
    }
    for (GraphNode2D* other : linked_) {
        if (other != &node && isClearBetween(node, other->position(), other))
            seen.push_back(other);
    }
    node.addConnections(seen, true);
}

GraphNode2D& ObstacleGraph::connectUsingObstacles(std::unique_ptr<GraphNode2D> node) {
    if (node == nullptr)
        throw std::invalid_argument("ObstacleGraph::connectUsingObstacles: null node");
    auto& owned = static_cast<GraphNode2D&>(addNode(std::move(node)));
    link(owned);
    linked_.push_back(&owned);
    return owned;
}

GraphNode2D& ObstacleGraph::connectUsingObstacles(Vec2 position) {
    return connectUsingObstacles(std::make_unique<GraphNode2D>(position));
}

void ObstacleGraph::forgetNodes(const std::unordered_set<const GraphNode*>& doomed) {
    const auto removed = [&](GraphNode2D* node) { return doomed.count(node) != 0; };
    std::erase_if(linked_, removed);
    std::erase_if(passHome_, [&](const auto& entry) { return doomed.count(entry.first) != 0; });
    for (Obstacle& o : obstacles_) {
        for (std::size_t i = o.corners.size(); i-- > 0;) {
            if (removed(o.corners[i])) {
                o.corners.erase(o.corners.begin() + static_cast<std::ptrdiff_t>(i));
                o.turns.erase(o.turns.begin() + static_cast<std::ptrdiff_t>(i));
            }
        }
    }
}

Route ObstacleGraph::findPath(Vec2 start, Vec2 goal) {
    return findPath(start, goal, nullptr);
}

Route ObstacleGraph::findPath(Vec2 start, Vec2 goal, RouteTrace* trace) {
    requireInRange(start, "ObstacleGraph::findPath", "the start");
    requireInRange(goal, "ObstacleGraph::findPath", "the goal");
    Route route;
    GraphNode2D* fromPass = passNodeAt(start);
    GraphNode2D* toPass = passNodeAt(goal);
    if (fromPass == nullptr && isInsideObstacle(start)) {
        route.status = RouteStatus::StartBlocked;
        return route;
    }
    if (toPass == nullptr && isInsideObstacle(goal)) {
        route.status = RouteStatus::GoalBlocked;
        return route;
    }
    if (distance(start, goal) <= kGeometryEpsilon) {
        route.status = RouteStatus::AlreadyThere;
        route.points = {start};
        return route;
    }
    GraphNode2D& from = fromPass != nullptr ? *fromPass : connectUsingObstacles(start);
    GraphNode2D& to = toPass != nullptr ? *toPass : connectUsingObstacles(goal);
    GraphSearchTrace searched;
    const std::vector<GraphNode*> nodes =
        from.findPathTo(to, trace != nullptr ? &searched : nullptr);
    if (trace != nullptr) {
        const auto place = [](const GraphNode* n) {
            const auto* p = dynamic_cast<const GraphNode2D*>(n);
            return p != nullptr ? p->position() : Vec2{};
        };
        for (const GraphNode* n : searched.expanded)
            trace->expanded.push_back(place(n));
        for (const GraphNode* n : searched.open)
            trace->open.push_back(place(n));
        for (const auto& owned : GraphBase::nodes()) {
            for (const GraphNode* other : owned->connectedNodes()) {
                if (owned.get() < other)  // each two-way link once
                    trace->edges.emplace_back(place(owned.get()), place(other));
            }
        }
    }
    const GraphNode2D* previous = nullptr;
    for (const GraphNode* node : nodes) {
        // Only GraphNode2Ds are linked in by this graph; a node of another kind that a user
        // linked by hand has no place, so it adds no point.
        const auto* placed = dynamic_cast<const GraphNode2D*>(node);
        if (placed == nullptr)
            continue;
        const Vec2 p = placed->position();
        if (previous != nullptr) {
            route.length += distance(previous->position(), p);
            route.cost += previous->costTo(*placed);
            if (placed->pass_ != nullptr && placed->pass_ != previous->pass_)
                route.passed.push_back(*homeOf(placed));
        }
        route.points.push_back(p);
        previous = placed;
    }
    std::vector<GraphNode*> temporary;
    if (fromPass == nullptr)
        temporary.push_back(&from);
    if (toPass == nullptr)
        temporary.push_back(&to);
    removeNodes(temporary);
    route.status = nodes.empty() ? RouteStatus::NoPath : RouteStatus::Found;
    return route;
}

Vec2 ObstacleGraph::nearestFreePoint(Vec2 point) const {
    requireInRange(point, "ObstacleGraph::nearestFreePoint", "the point");
    if (!isInsideObstacle(point))
        return point;
    // The nearest free point lies on the outline of the buffered obstacles' union, which is made
    // of parts of their pieces' edges. The nearest point of such a part is the nearest point of
    // its whole edge, an end of the edge, or a point where another edge cuts it: try them all.
    struct Edge {
        Vec2 a;
        Vec2 b;
    };
    std::vector<Edge> edges;
    for (const Obstacle& o : obstacles_) {
        const std::vector<Polygon> outline{o.buffered.polygon()};
        for (const Polygon& piece : o.buffered.pieces().empty() ? outline : o.buffered.pieces()) {
            for (std::size_t i = 0; i < piece.size(); ++i)
                edges.push_back({piece[i], piece[(i + 1) % piece.size()]});
        }
    }
    Vec2 best = point;
    double bestDistance = std::numeric_limits<double>::infinity();
    const auto consider = [&](Vec2 candidate) {
        const double d = distance(point, candidate);
        if (d < bestDistance && !isInsideObstacle(candidate)) {
            best = candidate;
            bestDistance = d;
        }
    };
    for (const Edge& e : edges) {
        const Vec2 d = e.b - e.a;
        const double len2 = dot(d, d);
        consider(e.a + d * (len2 == 0.0 ? 0.0 : std::clamp(dot(point - e.a, d) / len2, 0.0, 1.0)));
        consider(e.a);
    }
    // Cuts matter only on edges nearer than the best point so far.
    std::erase_if(
        edges, [&](const Edge& e) { return distanceToSegment(point, e.a, e.b) >= bestDistance; });
    for (std::size_t i = 0; i < edges.size(); ++i) {
        for (std::size_t j = i + 1; j < edges.size(); ++j) {
            const Vec2 d = edges[i].b - edges[i].a;
            const Vec2 e = edges[j].b - edges[j].a;
            const double den = cross(d, e);
            if (den == 0.0)
                continue;  // parallel: their ends are tried already
            const Vec2 ac = edges[j].a - edges[i].a;
            const double t = cross(ac, e) / den;
            const double u = cross(ac, d) / den;
            if (t >= 0.0 && t <= 1.0 && u >= 0.0 && u <= 1.0)
                consider(edges[i].a + d * t);
        }
    }
    return best;
}

}  // namespace catmaze
