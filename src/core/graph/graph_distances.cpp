// One-to-many costs over GraphNode links (graph_distances.hpp): the engine's Dijkstra
// (AStar::explore) on the nodes as findPathTo numbers them, so both follow the same links.

#include "catmaze/graph/graph_distances.hpp"

#include <limits>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "catmaze/search/astar.hpp"
#include "reached_nodes.hpp"

namespace catmaze {

std::vector<double> cheapestCostsFrom(GraphNode& from, const std::vector<GraphNode*>& targets) {
    std::unordered_map<const GraphNode*, double> settled;  // targets reached, with their cost
    std::unordered_set<const GraphNode*> wanted(targets.begin(), targets.end());
    wanted.erase(nullptr);
    AStar<double> engine;  // its buffers are kept from one try to the next
    for (NodeId capacity = detail::kFirstCapacity;; capacity = detail::grownCapacity(capacity)) {
        const detail::ReachedNodes nodes(from, from, capacity);
        settled.clear();
        engine.explore(nodes, 0, [&](NodeId id, double cost) {
            const GraphNode* node = nodes.node(id);
            if (wanted.contains(node))
                settled.emplace(node, cost);
            return settled.size() == wanted.size() ? ExploreStep::Stop : ExploreStep::Expand;
        });
        // A move held back for want of room may hide a cheaper way: try again with more.
        if (!nodes.overflowed() || capacity == detail::kMostCapacity)
            break;
    }
    std::vector<double> costs;
    costs.reserve(targets.size());
    for (const GraphNode* t : targets) {
        const auto it = t != nullptr ? settled.find(t) : settled.end();
        costs.push_back(it != settled.end() ? it->second : std::numeric_limits<double>::infinity());
    }
    return costs;
}

}  // namespace catmaze
