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

void GraphNode2D::setEntryCost(double cost) {
    if (!isValidEntryCost(cost)) {
        throw std::invalid_argument("GraphNode2D::setEntryCost: the entry cost " + number(cost) +
                                    " is not a number >= 0 (+infinity closes the zone)");
    }
    entryCost_ = cost;
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
        added.push_back({0, std::move(buffered), {}});
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
    Probe probe;
    return insideExcept(point, nullptr, probe);
}

bool ObstacleGraph::isClear(Vec2 a, Vec2 b) const {
    requireInRange(a, "ObstacleGraph::isClear", "the start");
    requireInRange(b, "ObstacleGraph::isClear", "the end");
    Probe probe;
    near(a, b, probe);
    return std::none_of(probe.found.begin(), probe.found.end(),
                        [&](std::uint32_t i) { return obstacles_[i].buffered.blocks(a, b); });
}

GraphNode2D& ObstacleGraph::connectUsingObstacles(std::unique_ptr<GraphNode2D> node) {
    if (node == nullptr)
        throw std::invalid_argument("ObstacleGraph::connectUsingObstacles: null node");
    auto& owned = static_cast<GraphNode2D&>(addNode(std::move(node)));
    Probe probe;
    link(owned, probe);
    linked_.push_back(&owned);
    return owned;
}

GraphNode2D& ObstacleGraph::connectUsingObstacles(Vec2 position) {
    return connectUsingObstacles(std::make_unique<GraphNode2D>(position));
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
    if (route.points.size() >= 2) {
        // A pass node counts as at `start` or `goal` within kGeometryEpsilon: the route still
        // runs exactly from the one to the other, as the caller asked.
        route.length +=
            distance(start, route.points[1]) - distance(route.points.front(), route.points[1]);
        route.points.front() = start;
        const std::size_t last = route.points.size() - 1;
        route.length += distance(route.points[last - 1], goal) -
                        distance(route.points[last - 1], route.points.back());
        route.points.back() = goal;
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
    Probe probe;
    const auto consider = [&](Vec2 candidate) {
        const double d = distance(point, candidate);
        if (d < bestDistance && !insideExcept(candidate, nullptr, probe)) {
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
