// One-to-many Dijkstra over GraphNode links (graph_distances.hpp).

#include "catmaze/graph/graph_distances.hpp"

#include <cmath>
#include <cstddef>
#include <functional>
#include <limits>
#include <queue>
#include <unordered_map>
#include <utility>

namespace catmaze {

std::vector<double> cheapestCostsFrom(GraphNode& from, const std::vector<GraphNode*>& targets) {
    constexpr double kInf = std::numeric_limits<double>::infinity();
    // Each node's best cost so far and whether it is settled; nodes are numbered as reached.
    struct Reached {
        double cost;
        bool settled;
    };
    std::unordered_map<const GraphNode*, Reached> reached;
    std::unordered_map<const GraphNode*, int> wanted;  // targets not yet settled, by node
    for (const GraphNode* t : targets) {
        if (t != nullptr)
            ++wanted[t];
    }
    using Entry = std::pair<double, const GraphNode*>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    reached[&from] = {0.0, false};
    open.push({0.0, &from});
    while (!open.empty() && !wanted.empty()) {
        const auto [cost, node] = open.top();
        open.pop();
        Reached& here = reached[node];
        if (here.settled || cost != here.cost)
            continue;  // superseded
        here.settled = true;
        wanted.erase(node);
        for (const GraphNode* next : node->connectedNodes()) {
            const double step = node->costTo(*next);
            if (!std::isfinite(step) || step <= 0.0)
                continue;  // a closed link, as findPathTo skips it
            const double total = cost + step;
            auto [it, added] = reached.try_emplace(next, Reached{total, false});
            if (added || (!it->second.settled && total < it->second.cost)) {
                it->second.cost = total;
                open.push({total, next});
            }
        }
    }
    std::vector<double> costs;
    costs.reserve(targets.size());
    for (const GraphNode* t : targets) {
        const auto it = t != nullptr ? reached.find(t) : reached.end();
        costs.push_back(it != reached.end() && it->second.settled ? it->second.cost : kInf);
    }
    return costs;
}

}  // namespace catmaze
