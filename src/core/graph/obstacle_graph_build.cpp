// Building the obstacle graph (obstacle_graph.hpp): the spatial index over the buffered
// obstacles, the corners of their union's outline (merged where obstacles touch or overlap,
// one node per point), and the links between the corners and to the nodes linked in.

#include <algorithm>
#include <functional>
#include <memory>
#include <numeric>
#include <vector>

#include "catmaze/graph/obstacle_graph.hpp"

namespace catmaze {

void ObstacleGraph::near(Vec2 a, Vec2 b, Probe& probe) const {
    index_.boxesNear(a, b, probe.cells, probe.found);
}

// Whether `p` is inside a buffered obstacle other than the one with id *home (when not null).
bool ObstacleGraph::insideExcept(Vec2 p, const ObstacleId* home, Probe& probe) const {
    near(p, p, probe);
    return std::any_of(probe.found.begin(), probe.found.end(), [&](std::uint32_t i) {
        const Obstacle& o = obstacles_[i];
        return (home == nullptr || o.id != *home) && o.buffered.contains(p);
    });
}

bool ObstacleGraph::isTangentAny(const Corner& corner, Vec2 other) const {
    const Vec2 at = corner.node->position();
    for (std::uint32_t t = corner.firstTurn; t < corner.firstTurn + corner.turnCount; ++t) {
        if (isTangentAt(at, turns_[t], other))
            return true;
    }
    return false;
}

// Whether the segment from `a` to `b` enters no buffered obstacle but the home obstacles of `a`
// and of `other` (the node at `b`, if any) when they are pass nodes.
bool ObstacleGraph::isClearBetween(const GraphNode2D& a, Vec2 b, const GraphNode2D* other,
                                   Probe& probe) const {
    const ObstacleId* homeA = homeOf(&a);
    const ObstacleId* homeB = homeOf(other);
    const auto isHome = [](const ObstacleId* home, ObstacleId id) {
        return home != nullptr && *home == id;
    };
    near(a.position(), b, probe);
    return std::none_of(probe.found.begin(), probe.found.end(), [&](std::uint32_t i) {
        const Obstacle& o = obstacles_[i];
        return !isHome(homeA, o.id) && !isHome(homeB, o.id) && o.buffered.blocks(a.position(), b);
    });
}

void ObstacleGraph::rebuild() {
    // Drop every corner node (destroying a node unlinks it), then make the corners anew.
    std::vector<GraphNode*> old;
    for (const Corner& corner : corners_)
        old.push_back(corner.node);
    removeNodes(old);
    corners_.clear();
    turns_.clear();
    for (Obstacle& o : obstacles_)
        o.corners.clear();

    std::vector<Box> boxes;
    for (const Obstacle& o : obstacles_)
        boxes.push_back(o.buffered.bounds());
    index_ = BoxGrid(boxes);
    Probe probe;
    makeCorners(probe);

    // Only links tangent at both corners can be on a shortest route (but at the corners of a
    // pass zone, where a route may turn inwards); the cheap tests go first.
    for (std::size_t i = 0; i < corners_.size(); ++i) {
        const Corner& from = corners_[i];
        const Vec2 a = from.node->position();
        for (std::size_t j = i + 1; j < corners_.size(); ++j) {
            const Corner& to = corners_[j];
            const Vec2 b = to.node->position();
            if ((from.relaxed || isTangentAny(from, b)) && (to.relaxed || isTangentAny(to, a)) &&
                isClearBetween(*from.node, b, to.node, probe))
                from.node->addConnections({to.node}, true);
        }
    }

    // The linked-in nodes: forget their links to each other, then link each again.
    for (GraphNode2D* node : linked_)
        node->removeConnections({linked_.begin(), linked_.end()}, true);
    for (GraphNode2D* node : linked_)
        link(*node, probe);
}

void ObstacleGraph::makeCorners(Probe& probe) {
    // A buffered obstacle's corner is a corner of the union unless another buffered obstacle
    // covers it: then no node, unless the only one covering it is a pass zone's (then a node of
    // that zone).
    struct Candidate {
        Vec2 at;
        const GraphNode2D* zone;
        std::size_t obstacle;  // position in obstacles_
        CornerTurn turn;
        bool relaxed;
    };
    std::vector<Candidate> candidates;
    for (std::size_t k = 0; k < obstacles_.size(); ++k) {
        const Obstacle& o = obstacles_[k];
        const bool passable = hasPassNode(o.id);
        for (std::size_t i = 0; i < o.buffered.corners().size(); ++i) {
            const Vec2 c = o.buffered.corners()[i];
            GraphNode2D* zone = nullptr;
            int covering = 0;
            near(c, c, probe);
            for (const std::uint32_t other : probe.found) {
                if (obstacles_[other].buffered.contains(c)) {
                    ++covering;
                    zone = passNodeOf(obstacles_[other].id);
                }
            }
            if (covering > 1 || (covering == 1 && zone == nullptr))
                continue;
            candidates.push_back(
                {c, zone, k, o.buffered.cornerTurns()[i], passable || zone != nullptr});
        }
    }
    // Corners at the same point (and in the same zone) are one node: the first of them, so the
    // nodes keep the order of the obstacles. A link may leave it along a line tangent to any
    // of the outlines that meet there, as it could leave one of them before.
    std::vector<std::size_t> order(candidates.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const Candidate& p = candidates[a];
        const Candidate& q = candidates[b];
        if (p.at.x != q.at.x)
            return p.at.x < q.at.x;
        if (p.at.y != q.at.y)
            return p.at.y < q.at.y;
        if (p.zone != q.zone)
            return std::less<const GraphNode2D*>()(p.zone, q.zone);
        return a < b;
    });
    std::vector<std::size_t> first(candidates.size());
    for (std::size_t n = 0; n < order.size(); ++n) {
        const Candidate& c = candidates[order[n]];
        const bool same =
            n > 0 && candidates[order[n - 1]].at == c.at && candidates[order[n - 1]].zone == c.zone;
        first[order[n]] = same ? first[order[n - 1]] : order[n];
    }
    std::vector<std::vector<std::size_t>> members(candidates.size());
    for (std::size_t i = 0; i < candidates.size(); ++i)
        members[first[i]].push_back(i);
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        if (first[i] != i)
            continue;
        auto& node =
            static_cast<GraphNode2D&>(addNode(std::make_unique<GraphNode2D>(candidates[i].at)));
        node.pass_ = candidates[i].zone;
        Corner corner{&node, static_cast<std::uint32_t>(turns_.size()), 0, false};
        for (const std::size_t m : members[i]) {
            const Candidate& same = candidates[m];
            turns_.push_back(same.turn);
            ++corner.turnCount;
            corner.relaxed = corner.relaxed || same.relaxed;
            std::vector<GraphNode2D*>& listed = obstacles_[same.obstacle].corners;
            if (listed.empty() || listed.back() != &node)
                listed.push_back(&node);
        }
        corners_.push_back(corner);
    }
}

void ObstacleGraph::link(GraphNode2D& node, Probe& probe) {
    const Vec2 p = node.position();
    if (insideExcept(p, homeOf(&node), probe))
        return;
    std::vector<GraphNode*> seen;
    for (const Corner& corner : corners_) {
        // A route may turn at the corners of a pass zone without being tangent there: on its
        // way into the pass node (or out), when another obstacle hides the way straight in.
        if ((corner.relaxed || isTangentAny(corner, p)) &&
            isClearBetween(node, corner.node->position(), corner.node, probe))
            seen.push_back(corner.node);
    }
    for (GraphNode2D* other : linked_) {
        if (other != &node && isClearBetween(node, other->position(), other, probe))
            seen.push_back(other);
    }
    node.addConnections(seen, true);
}

void ObstacleGraph::forgetNodes(const std::unordered_set<const GraphNode*>& doomed) {
    const auto removed = [&](const GraphNode2D* node) { return doomed.count(node) != 0; };
    std::erase_if(linked_, removed);
    std::erase_if(passHome_, [&](const auto& entry) { return doomed.count(entry.first) != 0; });
    std::erase_if(corners_, [&](const Corner& corner) { return removed(corner.node); });
    for (Obstacle& o : obstacles_)
        std::erase_if(o.corners, removed);
}

}  // namespace catmaze
