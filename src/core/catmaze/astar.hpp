#pragma once
/// \file
/// One A* engine for every kind of map. It knows nothing of cats, dogs or tiles: it asks a data
/// source which nodes can be walked to next and what a move costs. The engine is a template over
/// the data source: a concrete type with `forEachNeighbour` (DirectPathSource, e.g. the grid) is
/// searched with inlined calls; any PathDataSource works through its virtual interface.

#include <algorithm>
#include <concepts>
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

    /// Questions 1 and 2 in one call, which is what the engine asks: appends to `to` what
    /// walkableNeighbours(node) lists and to `cost` the moveCost of each, in the same order.
    /// Override it when one pass is cheaper than a call per neighbour.
    virtual void walkableMoves(NodeId node, std::vector<NodeId>& to,
                               std::vector<Cost>& cost) const {
        const std::size_t first = to.size();
        walkableNeighbours(node, to);
        for (std::size_t i = first; i < to.size(); ++i)
            cost.push_back(moveCost(node, to[i]));
    }

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
    /// How the search ended.
    PathStatus status = PathStatus::Invalid;
    /// The nodes walked, first step to goal (empty unless Found or Partial).
    std::vector<NodeId> path;
    /// Sum of the moves' costs along `path`.
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

/// A data source the engine can search without virtual calls: the PathDataSource questions as
/// plain member functions, with questions 1 and 2 in one call. `forEachNeighbour(node, f)` calls
/// `f(NodeId next, Cost moveCost)` for every move from `node`, in a fixed order, and follows the
/// PathDataSource contracts (deterministic, costs > 0, consistent estimateCost).
template <class Source, class Cost>
concept DirectPathSource = requires(const Source& s, NodeId n, void (*f)(NodeId, Cost)) {
    { s.nodeCount() } -> std::convertible_to<NodeId>;
    { s.isWalkable(n) } -> std::convertible_to<bool>;
    { s.estimateCost(n, n) } -> std::convertible_to<Cost>;
    s.forEachNeighbour(n, f);
};

/// A DirectPathSource that prunes moves by the way a node was reached (jump point search):
/// `forEachSuccessor(node, parent, f)` calls `f(NodeId next, Cost cost)` for the moves worth
/// taking from `node` reached from `parent` (-1 at the start). The engine then asks it instead
/// of forEachNeighbour.
template <class Source, class Cost>
concept PrunedPathSource = DirectPathSource<Source, Cost> &&
    requires(const Source& s, NodeId n, void (*f)(NodeId, Cost)) {
    s.forEachSuccessor(n, n, f);
};

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
///
/// Memory: 16 bytes per node for Cost types of 8 bytes (cost so far, parent, generation and
/// state), plus the open list.
template <class Cost>
class AStar {
  public:
    /// Finds the cheapest path from `start` to `goal` in `source`, writing into `result`
    /// (whose path buffer is reused). Through the virtual interface.
    void findPath(const PathDataSource<Cost>& source, NodeId start, NodeId goal,
                  PathResult<Cost>& result, PathOptions options = {}) {
        search(VirtualSource{source, neighbours_, moveCosts_}, start, goal, result, options);
    }

    /// Same as above for a concrete source searched with inlined calls (same answers).
    template <class Source>
    requires DirectPathSource<Source, Cost>
    void findPath(const Source& source, NodeId start, NodeId goal, PathResult<Cost>& result,
                  PathOptions options = {}) {
        search(source, start, goal, result, options);
    }

    /// Same as above, returning a fresh result.
    template <class Source>
    PathResult<Cost> findPath(const Source& source, NodeId start, NodeId goal,
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
        return (n.mark >> 2) == generation_ ? static_cast<NodeVisit>(n.mark & 3u)
                                            : NodeVisit::Unseen;
    }
    /// The best known cost from the last search's start to `node`; meaningful when visitOf(node)
    /// is not Unseen.
    Cost costSoFar(NodeId node) const {
        return visitOf(node) == NodeVisit::Unseen ? Cost{}
                                                  : nodes_[static_cast<std::size_t>(node)].g;
    }

  private:
    // The virtual interface seen as a DirectPathSource (the adapter every PathDataSource uses).
    struct VirtualSource {
        const PathDataSource<Cost>& source;
        std::vector<NodeId>& buffer;
        std::vector<Cost>& costs;
        NodeId nodeCount() const { return source.nodeCount(); }
        bool isWalkable(NodeId n) const { return source.isWalkable(n); }
        Cost estimateCost(NodeId from, NodeId goal) const {
            return source.estimateCost(from, goal);
        }
        template <class F>
        void forEachNeighbour(NodeId node, F&& f) const {
            buffer.clear();
            costs.clear();
            source.walkableMoves(node, buffer, costs);
            for (std::size_t i = 0; i < buffer.size(); ++i)
                f(buffer[i], costs[i]);
        }
    };

    // `mark` is generation << 2 | NodeVisit: one compare tells "touched by this search".
    struct Node {
        Cost g{};
        NodeId parent = -1;
        std::uint32_t mark = 0;
    };
    struct OpenEntry {
        Cost f;
        Cost h;
        NodeId node;
    };
    // True when `a` is expanded before `b`.
    static bool before(const OpenEntry& a, const OpenEntry& b) {
        if (a.f != b.f)
            return a.f < b.f;
        if (a.h != b.h)
            return a.h < b.h;
        return a.node < b.node;
    }

    // The open list: a binary heap with duplicates (lazy deletion). std::pop_heap sifts the
    // hole down comparing children only, which measured faster here than a 4-ary heap.
    struct Later {  // a type, not a function pointer, so that the heap code inlines it
        bool operator()(const OpenEntry& a, const OpenEntry& b) const { return before(b, a); }
    };
    void push(const OpenEntry& e) {
        open_.push_back(e);
        std::push_heap(open_.begin(), open_.end(), Later{});
    }
    OpenEntry pop() {
        std::pop_heap(open_.begin(), open_.end(), Later{});
        const OpenEntry top = open_.back();
        open_.pop_back();
        return top;
    }

    std::uint32_t markOf(NodeVisit visit) const {
        return (generation_ << 2) | static_cast<std::uint32_t>(visit);
    }
    void beginSearch(NodeId nodeCount) {
        if (nodeCount > 0 && nodes_.size() < static_cast<std::size_t>(nodeCount)) {
            nodes_.resize(static_cast<std::size_t>(nodeCount));
        }
        if (++generation_ == (1u << 30)) {  // wrapped: stale generations could look current
            for (Node& n : nodes_)
                n.mark = 0;
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

    template <class Source>
    void search(const Source& source, NodeId start, NodeId goal, PathResult<Cost>& result,
                PathOptions options);

    std::vector<Node> nodes_;
    std::vector<OpenEntry> open_;
    std::vector<NodeId> neighbours_;
    std::vector<Cost> moveCosts_;
    std::uint32_t generation_ = 0;
};

template <class Cost>
template <class Source>
void AStar<Cost>::search(const Source& source, NodeId start, NodeId goal, PathResult<Cost>& result,
                         PathOptions options) {
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

    Node* const nodes = nodes_.data();
    const std::uint32_t unseenBelow = generation_ << 2;  // marks below this are from old searches
    const std::uint32_t openMark = markOf(NodeVisit::Open);
    const std::uint32_t closedMark = markOf(NodeVisit::Closed);
    nodes[start] = {Cost{}, -1, openMark};
    const Cost startH = source.estimateCost(start, goal);
    push({startH, startH, start});
    NodeId closest = start;
    Cost closestH = startH;
    std::int32_t expanded = 0;

    // The best entry made by the last expansion skips the heap when it beats the heap's top
    // (often so: the neighbour straight towards the goal); the order of expansion is unchanged.
    OpenEntry next{};
    bool haveNext = false;
    for (;;) {
        OpenEntry top;
        if (haveNext && (open_.empty() || before(next, open_.front()))) {
            top = next;
        } else {
            if (haveNext)
                push(next);
            if (open_.empty())
                break;
            top = pop();
        }
        haveNext = false;
        Node& current = nodes[top.node];
        // Lazy deletion: a node is expanded once, from its best entry (which comes out first:
        // a cheaper g means a lower f for the same h); later entries for it are skipped.
        if (current.mark == closedMark)
            continue;
        current.mark = closedMark;
        ++expanded;
        if (top.node == goal) {
            result.status = PathStatus::Found;
            result.expandedCount = expanded;
            tracePath(start, goal, result);
            return;
        }
        const Cost g0 = current.g;
        if (top.h < closestH ||
            (top.h == closestH &&
             (g0 < nodes[closest].g || (g0 == nodes[closest].g && top.node < closest)))) {
            closest = top.node;
            closestH = top.h;
        }

        const NodeId from = top.node;
        const auto relax = [&](NodeId nextNode, Cost moveCost) {
            Node& n = nodes[nextNode];
            const Cost g = g0 + moveCost;
            if (n.mark >= unseenBelow) {  // touched by this search: open or closed
                if (n.mark == closedMark || !(g < n.g))
                    return;
            }
            n = {g, from, openMark};
            const Cost h = source.estimateCost(nextNode, goal);
            const OpenEntry e{g + h, h, nextNode};
            if (!haveNext) {
                next = e;
                haveNext = true;
            } else if (before(e, next)) {
                push(next);
                next = e;
            } else {
                push(e);
            }
        };
        if constexpr (PrunedPathSource<Source, Cost>) {
            source.forEachSuccessor(from, current.parent, relax);
        } else {
            source.forEachNeighbour(from, relax);
        }
    }

    result.expandedCount = expanded;
    if (options.allowPartial && closest != start) {
        result.status = PathStatus::Partial;
        tracePath(start, closest, result);
    } else {
        result.status = PathStatus::NoPath;
    }
}

}  // namespace catmaze
