#pragma once
/// \file
/// One A* engine for every kind of map. It knows nothing of cats, dogs or tiles: it asks a
/// PathDataSource which nodes can be walked to next and what a move costs.

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

namespace catmaze {

/// A node of a searched graph: an index in `[0, PathDataSource::nodeCount())`.
/// Grids use `row * width + col`.
using NodeId = std::int32_t;

/// What the engine asks about a graph. `Cost` is an integer or floating-point type.
/// Implementations must be deterministic: the same question always gets the same answer, in the
/// same order, so that the same query always gives the same path.
template <class Cost>
class PathDataSource {
  public:
    virtual ~PathDataSource() = default;

    /// Number of nodes; valid ids are `0 .. nodeCount() - 1`.
    virtual NodeId nodeCount() const = 0;

    /// True when a path may end on `node` (a wall may not). Only called with valid ids.
    virtual bool isWalkable(NodeId node) const = 0;

    /// Question 1: appends to `out` (without clearing it) every node that can be walked to from
    /// `node` in one move.
    virtual void walkableNeighbours(NodeId node, std::vector<NodeId>& out) const = 0;

    /// Question 2: the cost (> 0) of the move from `from` to `to`, where `to` was listed by
    /// walkableNeighbours(from).
    virtual Cost moveCost(NodeId from, NodeId to) const = 0;

    /// A lower bound of the cost from `from` to `goal`, in the same units as moveCost, and
    /// consistent: `estimate(a, g) <= moveCost(a, b) + estimate(b, g)` for every move a -> b.
    /// The default, 0, turns A* into Dijkstra's algorithm.
    virtual Cost estimateCost(NodeId /*from*/, NodeId /*goal*/) const { return Cost{}; }
};

/// What a search found.
enum class PathStatus {
    Found,         ///< a cheapest path to the goal
    AlreadyThere,  ///< start == goal; the path is empty and costs 0
    Partial,       ///< goal unreachable; the path leads to the reachable node closest to it
    NoPath,        ///< goal unreachable (and no partial path was asked for)
    Invalid,       ///< start or goal is not a node, or the start or goal is not walkable
};

/// Human-readable, lower-case name of `status` (`found`, `already there`, `partial`, `no path`,
/// `invalid`).
constexpr const char* toString(PathStatus status) {
    switch (status) {
        case PathStatus::Found:
            return "found";
        case PathStatus::AlreadyThere:
            return "already there";
        case PathStatus::Partial:
            return "partial";
        case PathStatus::NoPath:
            return "no path";
        case PathStatus::Invalid:
            return "invalid";
    }
    return "invalid";
}

/// Options of one query.
struct PathOptions {
    /// When the goal cannot be reached, return the path to the reachable node with the lowest
    /// estimateCost to the goal (ties: the cheaper one to reach, then the lower id) as `Partial`.
    /// When that node is the start itself (nothing reachable is closer; always so with the
    /// default estimate of 0) there is no partial path and the status stays `NoPath`.
    bool allowPartial = false;
};

/// A search's answer. `path` runs from the first step to the last node (the start is excluded,
/// as in the original game); `cost` is the sum of its moves' costs.
template <class Cost>
struct PathResult {
    PathStatus status = PathStatus::Invalid;
    std::vector<NodeId> path;
    Cost cost{};
    /// Nodes expanded (closed) by the search; for statistics and the search overlay.
    std::int32_t expandedCount = 0;

    /// True for Found and AlreadyThere: the goal itself was reached.
    bool reachedGoal() const {
        return status == PathStatus::Found || status == PathStatus::AlreadyThere;
    }
};

/// Where a node stood when the last search ended.
enum class NodeVisit : std::uint8_t { Unseen, Open, Closed };

/// The A* engine. Keep one per thread and reuse it: its buffers grow to the largest graph
/// searched and are never cleared between queries (a generation counter marks what is current),
/// so a query on a graph no larger than the previous ones does not allocate (apart from the
/// result's path, which is reused too when the caller passes the same PathResult back).
///
/// Optimality: with a consistent estimate, the returned cost is the minimum over all paths.
/// Tie-breaking (deterministic): the open node with the lowest f = g + h is expanded first; among
/// equal f the one with the lowest h (closest to the goal), then the lowest NodeId. A node's parent
/// changes only when a strictly cheaper way to it is found, so among equal-cost parents the first
/// one found (in walkableNeighbours order) is kept.
template <class Cost>
class AStar {
  public:
    /// Finds the cheapest path from `start` to `goal` in `source`, writing into `result`
    /// (whose path buffer is reused).
    void findPath(const PathDataSource<Cost>& source, NodeId start, NodeId goal,
                  PathResult<Cost>& result, PathOptions options = {});

    /// Same as above, returning a fresh result.
    PathResult<Cost> findPath(const PathDataSource<Cost>& source, NodeId start, NodeId goal,
                              PathOptions options = {}) {
        PathResult<Cost> result;
        findPath(source, start, goal, result, options);
        return result;
    }

    /// How `node` stood at the end of the last search (Unseen for ids it never touched).
    NodeVisit visitOf(NodeId node) const {
        if (node < 0 || static_cast<std::size_t>(node) >= nodes_.size())
            return NodeVisit::Unseen;
        const Node& n = nodes_[static_cast<std::size_t>(node)];
        return n.generation == generation_ ? n.visit : NodeVisit::Unseen;
    }
    /// The best known cost from the last search's start to `node`; meaningful when visitOf(node)
    /// is not Unseen.
    Cost costSoFar(NodeId node) const {
        return visitOf(node) == NodeVisit::Unseen ? Cost{}
                                                  : nodes_[static_cast<std::size_t>(node)].g;
    }

  private:
    struct Node {
        Cost g{};
        NodeId parent = -1;
        std::uint32_t generation = 0;
        NodeVisit visit = NodeVisit::Unseen;
    };
    struct OpenEntry {
        Cost f;
        Cost h;
        Cost g;
        NodeId node;
    };
    // Heap order for std::push_heap (a max-heap): "a after b" means a has lower priority.
    static bool lowerPriority(const OpenEntry& a, const OpenEntry& b) {
        if (a.f != b.f)
            return a.f > b.f;
        if (a.h != b.h)
            return a.h > b.h;
        return a.node > b.node;
    }

    Node& touch(NodeId id) {
        Node& n = nodes_[static_cast<std::size_t>(id)];
        if (n.generation != generation_) {
            n.generation = generation_;
            n.visit = NodeVisit::Unseen;
            n.parent = -1;
            n.g = Cost{};
        }
        return n;
    }
    void beginSearch(NodeId nodeCount) {
        if (nodeCount > 0 && nodes_.size() < static_cast<std::size_t>(nodeCount)) {
            nodes_.resize(static_cast<std::size_t>(nodeCount));
        }
        if (++generation_ == 0) {  // wrapped: stale generations could look current
            for (Node& n : nodes_)
                n.generation = 0;
            generation_ = 1;
        }
        open_.clear();
    }
    void tracePath(NodeId start, NodeId end, PathResult<Cost>& result) const {
        result.path.clear();
        for (NodeId n = end; n != start; n = nodes_[static_cast<std::size_t>(n)].parent) {
            result.path.push_back(n);
        }
        std::reverse(result.path.begin(), result.path.end());
        result.cost = nodes_[static_cast<std::size_t>(end)].g;
    }

    std::vector<Node> nodes_;
    std::vector<OpenEntry> open_;
    std::vector<NodeId> neighbours_;
    std::uint32_t generation_ = 0;
};

template <class Cost>
void AStar<Cost>::findPath(const PathDataSource<Cost>& source, NodeId start, NodeId goal,
                           PathResult<Cost>& result, PathOptions options) {
    result.path.clear();
    result.cost = Cost{};
    result.expandedCount = 0;
    const NodeId count = source.nodeCount();
    beginSearch(count);
    if (start < 0 || goal < 0 || start >= count || goal >= count || !source.isWalkable(start) ||
        !source.isWalkable(goal)) {
        result.status = PathStatus::Invalid;
        return;
    }
    if (start == goal) {
        result.status = PathStatus::AlreadyThere;
        return;
    }

    Node& first = touch(start);
    first.visit = NodeVisit::Open;
    const Cost startH = source.estimateCost(start, goal);
    open_.push_back({startH, startH, Cost{}, start});
    NodeId closest = start;
    Cost closestH = startH;

    while (!open_.empty()) {
        std::pop_heap(open_.begin(), open_.end(), lowerPriority);
        const OpenEntry top = open_.back();
        open_.pop_back();
        Node& current = nodes_[static_cast<std::size_t>(top.node)];
        // Lazy deletion: skip entries superseded by a cheaper one or already expanded.
        if (current.visit == NodeVisit::Closed || top.g != current.g)
            continue;
        current.visit = NodeVisit::Closed;
        ++result.expandedCount;
        if (top.node == goal) {
            result.status = PathStatus::Found;
            tracePath(start, goal, result);
            return;
        }
        if (top.h < closestH ||
            (top.h == closestH &&
             (top.g < nodes_[static_cast<std::size_t>(closest)].g ||
              (top.g == nodes_[static_cast<std::size_t>(closest)].g && top.node < closest)))) {
            closest = top.node;
            closestH = top.h;
        }

        neighbours_.clear();
        source.walkableNeighbours(top.node, neighbours_);
        for (const NodeId next : neighbours_) {
            Node& n = touch(next);
            if (n.visit == NodeVisit::Closed)
                continue;
            const Cost g = top.g + source.moveCost(top.node, next);
            if (n.visit == NodeVisit::Open && !(g < n.g))
                continue;
            n.g = g;
            n.parent = top.node;
            n.visit = NodeVisit::Open;
            const Cost h = source.estimateCost(next, goal);
            open_.push_back({g + h, h, g, next});
            std::push_heap(open_.begin(), open_.end(), lowerPriority);
        }
    }

    if (options.allowPartial && closest != start) {
        result.status = PathStatus::Partial;
        tracePath(start, closest, result);
    } else {
        result.status = PathStatus::NoPath;
    }
}

}  // namespace catmaze
