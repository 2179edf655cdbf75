#pragma once
/// \file
/// The baseline of bench_graph.cpp: GraphNode::findPathTo as it was before it numbered nodes as
/// the search reached them (a copy, kept for the ratio in one process). It numbers every node
/// reachable from the start, breadth first, into a hash map and lays their links out flat before
/// A* starts: O(reachable) per query, however short the path.

#include <cmath>
#include <cstddef>
#include <limits>
#include <unordered_map>
#include <vector>

#include "catmaze/graph/graph.hpp"
#include "catmaze/search/astar.hpp"

namespace catmaze::bench {

/// The nodes reachable from a start, numbered 0.. in breadth-first order (the start is 0) with
/// their usable links and costs laid out flat, as the engine's data source.
class FloodedNodes final : public PathDataSource<double> {
  public:
    explicit FloodedNodes(GraphNode& start) {
        idOf_.emplace(&start, 0);
        nodes_.push_back(&start);
        for (std::size_t i = 0; i < nodes_.size(); ++i) {
            const GraphNode& from = *nodes_[i];
            firstLink_.push_back(links_.size());
            for (GraphNode* to : from.connectedNodes()) {
                const double cost = from.costTo(*to);
                if (!(cost > 0.0 && std::isfinite(cost)))
                    continue;
                const auto [it, added] = idOf_.emplace(to, static_cast<NodeId>(nodes_.size()));
                if (added)
                    nodes_.push_back(to);
                links_.push_back({it->second, cost});
            }
        }
        firstLink_.push_back(links_.size());
    }

    /// The number of `node`, or -1 when it cannot be reached.
    NodeId idOf(const GraphNode& node) const {
        const auto it = idOf_.find(&node);
        return it == idOf_.end() ? -1 : it->second;
    }
    /// The node numbered `id`.
    GraphNode* node(NodeId id) const { return nodes_[static_cast<std::size_t>(id)]; }

    NodeId nodeCount() const override { return static_cast<NodeId>(nodes_.size()); }
    bool isWalkable(NodeId /*node*/) const override { return true; }
    void walkableNeighbours(NodeId node, std::vector<NodeId>& out) const override {
        for (std::size_t i = begin(node); i < end(node); ++i)
            out.push_back(links_[i].to);
    }
    void walkableMoves(NodeId node, NodeId goal, MoveList<double>& out) const override {
        for (std::size_t i = begin(node); i < end(node); ++i)
            out.add(links_[i].to, links_[i].cost, estimateCost(links_[i].to, goal));
    }
    double moveCost(NodeId from, NodeId to) const override {
        for (std::size_t i = begin(from); i < end(from); ++i) {
            if (links_[i].to == to)
                return links_[i].cost;
        }
        return std::numeric_limits<double>::infinity();
    }
    double estimateCost(NodeId from, NodeId goal) const override {
        const double estimate = node(from)->estimatedCostTo(*node(goal));
        return estimate > 0.0 ? estimate : 0.0;
    }

  private:
    struct Link {
        NodeId to;
        double cost;
    };
    std::size_t begin(NodeId node) const { return firstLink_[static_cast<std::size_t>(node)]; }
    std::size_t end(NodeId node) const { return firstLink_[static_cast<std::size_t>(node) + 1]; }

    std::vector<GraphNode*> nodes_;
    std::unordered_map<const GraphNode*, NodeId> idOf_;
    std::vector<std::size_t> firstLink_;
    std::vector<Link> links_;
};

/// The old findPathTo: both ends included, empty when `goal` cannot be reached.
inline std::vector<GraphNode*> floodingFindPath(GraphNode& start, GraphNode& goal) {
    const FloodedNodes source(start);
    const NodeId goalId = source.idOf(goal);
    if (goalId < 0)
        return {};
    AStar<double> engine;
    const PathResult<double> result = engine.findPath(source, 0, goalId);
    if (!result.reachedGoal())
        return {};
    std::vector<GraphNode*> path{&start};
    for (const NodeId id : result.path)
        path.push_back(source.node(id));
    return path;
}

}  // namespace catmaze::bench
