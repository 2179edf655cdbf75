/// \file
/// Graph queries that do not flood (issue 20): GraphNode::findPathTo on a 1000 x 1000 grid graph
/// (1,000,000 nodes, 4-connected, Manhattan estimate) for a path of ten steps, against the
/// version that numbered every reachable node first (flooding_graph_search.hpp), in the same
/// process. The time of one query; `asked` counts the links the search asked the cost of.

#include <benchmark/benchmark.h>

#include <vector>

#include "catmaze/graph/grid_graph.hpp"
#include "flooding_graph_search.hpp"

namespace catmaze::bench {
namespace {

constexpr int kSide = 1000;

/// The benchmark's graph, built once (about a second) for both rows.
GridGraph& millionNodeGraph() {
    static GridGraph graph({0, 0}, kSide, kSide, DiagonalMode::Never);
    return graph;
}

/// One row: `find(start, goal)` for a ten-step path in the middle of the graph.
template <class Find>
void runQuery(benchmark::State& state, Find find) {
    GridGraph& graph = millionNodeGraph();
    GraphNode& start = *graph.nodeAt({500, 500});
    GraphNode& goal = *graph.nodeAt({506, 504});
    for (auto _ : state) {
        const std::vector<GraphNode*> path = find(start, goal);
        if (path.size() != 11) {
            state.SkipWithError("not a ten-step path");
            return;
        }
        benchmark::DoNotOptimize(path.data());
    }
}

void flooding(benchmark::State& state) {
    runQuery(state, [](GraphNode& s, GraphNode& g) { return floodingFindPath(s, g); });
}
void lazy(benchmark::State& state) {
    runQuery(state, [](GraphNode& s, GraphNode& g) { return s.findPathTo(g); });
}

// The baseline first: the ratio table of ratio_main.cpp divides by the group's first row.
BENCHMARK(flooding)->Name("GraphQuery/1M-nodes-10-steps/Flooding")->Unit(benchmark::kMicrosecond);
BENCHMARK(lazy)
    ->Name("GraphQuery/1M-nodes-10-steps/NumberedAsReached")
    ->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace catmaze::bench
