#pragma once
/// \file
/// The cheapest costs from one node to many (one-to-many Dijkstra): what findPathTo would cost
/// for each target, in one search instead of one per target.

#include <vector>

#include "catmaze/graph/export.hpp"
#include "catmaze/graph/graph.hpp"

namespace catmaze {

/// The cheapest cost from `from` to each of `targets` along the links, in the targets' order:
/// the sum of GraphNode::costTo over the cheapest path findPathTo would find (links whose cost is
/// not a finite number > 0 are skipped, as there); 0 for a target that is `from`; +infinity for
/// one that cannot be reached (or is null). The search stops once every target is settled, so it
/// reaches no farther than the costliest target (or everything reachable, when one is not).
/// Thread safety: as a graph search (GraphBase): calls may run concurrently while no thread
/// changes the nodes they reach.
CATMAZE_GRAPH_EXPORT std::vector<double> cheapestCostsFrom(GraphNode& from,
                                                           const std::vector<GraphNode*>& targets);

}  // namespace catmaze
