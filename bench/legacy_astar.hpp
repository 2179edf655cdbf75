#pragma once
/// \file
/// A frozen copy of the A* engine as it was before the speed work (commit 0840ab4), so every
/// benchmark run measures "our A* before" and "our A* now" in the same process. Not used by
/// the game. Only the class name and namespace differ from the original.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "catmaze/search/astar.hpp"

namespace catmaze::bench {

template <class Cost>
class LegacyAStar {
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
void LegacyAStar<Cost>::findPath(const PathDataSource<Cost>& source, NodeId start, NodeId goal,
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

}  // namespace catmaze::bench
