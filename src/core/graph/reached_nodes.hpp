#pragma once
// The graph searches' view of GraphNode links as a PathDataSource (graph.cpp's findPathTo and
// graph_distances.cpp's cheapestCostsFrom): private to the graph module.

#include <cmath>
#include <cstddef>
#include <limits>
#include <unordered_map>
#include <vector>

#include "catmaze/graph/graph.hpp"
#include "catmaze/search/path_source.hpp"

namespace catmaze::detail {

/// True when a search may take a link of cost `cost` (the engine needs finite costs > 0).
inline bool usableCost(double cost) {
    return cost > 0.0 && std::isfinite(cost);
}

/// The nodes a search reaches, numbered as it reaches them (the start is 0, the goal 1), so
/// that a short path in a large graph costs a short search rather than a walk over everything
/// reachable. At most `capacity` nodes get a number, and nodeCount() is that capacity, which is
/// what the engine sizes its per-node arrays by: a move to one node more is held back and
/// overflowed() turns true, and the caller searches again with more room (a search that never
/// overflowed saw every move, so its answer is the unbounded search's). Each costTo is asked
/// once per expansion, so a search sees one consistent set of costs.
class ReachedNodes final : public PathDataSource<double> {
  public:
    /// Its moves are numbered nodes with usable costs (forEachLink drops the others).
    static constexpr bool kVouchesForMoves = true;

    ReachedNodes(GraphNode& start, GraphNode& goal, NodeId capacity) : capacity_(capacity) {
        number(start);
        number(goal);  // the goal's estimate is asked from the first expansion on
    }

    /// The number of `node`: given now when it has none and there is room, -1 when there is not.
    NodeId number(GraphNode& node) const {
        const auto [it, added] = idOf_.emplace(&node, static_cast<NodeId>(nodes_.size()));
        if (!added)
            return it->second;
        if (nodes_.size() == static_cast<std::size_t>(capacity_)) {
            idOf_.erase(it);
            overflowed_ = true;
            return -1;
        }
        nodes_.push_back(&node);
        return it->second;
    }
    /// True when a move was held back for want of room: the search's answer does not count.
    bool overflowed() const { return overflowed_; }
    /// The nodes numbered so far; `node(id)` for id below it.
    NodeId numberedCount() const { return static_cast<NodeId>(nodes_.size()); }
    GraphNode* node(NodeId id) const { return nodes_[static_cast<std::size_t>(id)]; }

    /// Calls f(to, cost) for each usable link of `node` (the direct form, for AStar::explore).
    template <class F>
    void forEachNeighbour(NodeId node, F&& f) const {
        forEachLink(node, f);
    }

    NodeId nodeCount() const override { return capacity_; }
    bool isWalkable(NodeId /*node*/) const override { return true; }
    void walkableNeighbours(NodeId node, std::vector<NodeId>& out) const override {
        forEachLink(node, [&out](NodeId to, double /*cost*/) { out.push_back(to); });
    }
    void walkableMoves(NodeId node, NodeId goal, MoveList<double>& out) const override {
        forEachLink(node,
                    [&](NodeId to, double cost) { out.add(to, cost, estimateCost(to, goal)); });
    }
    double moveCost(NodeId from, NodeId to) const override {
        return this->node(from)->costTo(*this->node(to));  // asked of listed moves only
    }
    double estimateCost(NodeId from, NodeId goal) const override {
        const double estimate = node(from)->estimatedCostTo(*node(goal));
        return estimate > 0.0 ? estimate : 0.0;  // a negative or NaN estimate would mislead A*
    }

  private:
    // Calls f(to, cost) for each usable link of `node`, numbering the nodes it leads to.
    template <class F>
    void forEachLink(NodeId node, F&& f) const {
        const GraphNode& from = *this->node(node);
        for (GraphNode* to : from.connectedNodes()) {
            const double cost = from.costTo(*to);
            if (!usableCost(cost))
                continue;
            const NodeId id = number(*to);
            if (id >= 0)
                f(id, cost);
        }
    }

    NodeId capacity_;
    // Numbering as the search goes is what the engine's const questions cause: the graph itself
    // does not change.
    mutable std::vector<GraphNode*> nodes_;
    mutable std::unordered_map<const GraphNode*, NodeId> idOf_;
    mutable bool overflowed_ = false;
};

/// The room of a graph search's first try; each try that runs out has four times more.
inline constexpr NodeId kFirstCapacity = 1024;
inline constexpr NodeId kMostCapacity = std::numeric_limits<NodeId>::max();

/// The next try's room after a try with `capacity` ran out: four times more, up to the most.
inline NodeId grownCapacity(NodeId capacity) {
    return capacity > kMostCapacity / 4 ? kMostCapacity : capacity * 4;
}

}  // namespace catmaze::detail
