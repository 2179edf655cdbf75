/// \file
/// Which grid model to reach for (docs/GRAPHS.md, "Which model to reach for"): the same tile grid
/// searched as a GridDataSource by A* (the baseline) and by jump point search, and as a
/// GameplayKit-style GridGraph (one node object per cell, walls removed) by
/// GraphNode::findPathTo, on 512 x 512 Moving AI maps with the workload's queries (workload.hpp),
/// in the same process. The time of one query list; every answer is checked against the `.scen`
/// file's optimal length once before the timed loop.

#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include "catmaze/graph/grid_graph.hpp"
#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_search.hpp"
#include "workload.hpp"

namespace catmaze::bench {
namespace {

/// The maps compared: a city and a random field, both 512 x 512.
const std::vector<std::string> kModelMaps = {"Berlin_0_512.map", "random512-10-0.map"};

/// The map as a GridDataSource, with the Moving AI moves (8-connected, no corner cutting).
GridDataSource<double> gridOf(const MovingAiMap& map) {
    return GridDataSource<double>(map.size, map.passable, movingAiExactMovement());
}

/// The map as a GridGraph with the same moves: a node per cell, the blocked cells removed.
std::unique_ptr<GridGraph> graphOf(const MovingAiMap& map) {
    auto graph = std::make_unique<GridGraph>(Tile{0, 0}, map.size.width, map.size.height,
                                             movingAiExactMovement());
    std::vector<GraphNode*> walls;
    for (std::int32_t i = 0; i < map.size.cellCount(); ++i)
        if (map.passable[static_cast<std::size_t>(i)] == 0)
            walls.push_back(graph->nodeAt(map.size.tileAt(i)));
    graph->removeNodes(walls);
    return graph;
}

/// The cost of a graph path (both ends included): the sum of its links' costs.
double pathCost(const std::vector<GraphNode*>& path) {
    double cost = 0.0;
    for (std::size_t i = 1; i < path.size(); ++i)
        cost += path[i - 1]->costTo(*path[i]);
    return cost;
}

/// One row: `solve(problem)` for each of the map's queries; skipped with an error when an answer
/// is not the optimal length.
template <class Solve>
void runQueries(benchmark::State& state, const std::string& mapName, Solve solve) {
    const Workload& work = workload(mapName);
    for (const MovingAiProblem& p : work.queries) {
        if (!matchesOptimal(solve(p), p)) {
            state.SkipWithError("an answer is not the optimal length");
            return;
        }
    }
    for (auto _ : state)
        for (const MovingAiProblem& p : work.queries)
            benchmark::DoNotOptimize(solve(p).cost);
    state.counters["queries"] = static_cast<double>(work.queries.size());
}

/// An engine (AStar or JumpPointSearch) on the map's GridDataSource.
template <class Engine>
void gridDataSourceRow(benchmark::State& state, const std::string& mapName) {
    const GridDataSource<double> grid = gridOf(workload(mapName).map);
    Engine engine;
    PathResult<double> result;
    const GridSize size = grid.size();
    runQueries(state, mapName, [&](const MovingAiProblem& p) {
        engine.findPath(grid, size.indexOf(p.start), size.indexOf(p.goal), result);
        return Answer{result.reachedGoal(), result.cost, result.expandedCount};
    });
}

/// GraphNode::findPathTo on the map's GridGraph (built before the timed loop).
void gridGraphRow(benchmark::State& state, const std::string& mapName) {
    const std::unique_ptr<GridGraph> graph = graphOf(workload(mapName).map);
    runQueries(state, mapName, [&](const MovingAiProblem& p) {
        const std::vector<GraphNode*> path =
            graph->nodeAt(p.start)->findPathTo(*graph->nodeAt(p.goal));
        return Answer{!path.empty(), pathCost(path), 0};
    });
}

/// The rows of every map, the baseline (A* on the GridDataSource) first: ratio_main.cpp divides
/// by the group's first row.
[[maybe_unused]] const bool kRegistered = [] {
    for (const std::string& map : kModelMaps) {
        const std::string group = "GridModel/" + map.substr(0, map.find('.')) + "/";
        benchmark::RegisterBenchmark(
            (group + "GridDataSourceAStar").c_str(),
            [map](benchmark::State& s) { gridDataSourceRow<AStar<double>>(s, map); })
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(
            (group + "GridDataSourceJPS").c_str(),
            [map](benchmark::State& s) { gridDataSourceRow<JumpPointSearch<double>>(s, map); })
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark((group + "GridGraph").c_str(), [map](benchmark::State& s) {
            gridGraphRow(s, map);
        })->Unit(benchmark::kMillisecond);
    }
    return true;
}();

}  // namespace
}  // namespace catmaze::bench
