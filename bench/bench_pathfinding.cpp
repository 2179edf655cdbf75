/// \file
/// Pathfinding speed on the Moving AI benchmark maps, as ratios against a baseline run in the
/// same process (never absolute times, which vary with the machine):
/// - `AStar/MAP` solves the 50 longest problems of the map's scenario with the engine as shipped;
/// - `Dijkstra/MAP` solves the same problems with the same engine and no estimate (h = 0).
/// The `expanded_vs_dijkstra` counter of AStar is the share of Dijkstra's expansions A* needs,
/// and comparing the two rows' times gives the speed-up the heuristic buys.
///
/// Run: build/bench/catmaze_bench (add --benchmark_filter=Berlin for one map).

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "catmaze/astar.hpp"
#include "catmaze/grid_source.hpp"
#include "catmaze/movingai.hpp"

namespace {

using catmaze::AStar;
using catmaze::GridDataSource;
using catmaze::MovingAiMap;
using catmaze::MovingAiProblem;
using catmaze::NodeId;
using catmaze::PathDataSource;
using catmaze::PathResult;

const std::filesystem::path kData = std::filesystem::path(CATMAZE_TEST_DATA) / "movingai";
constexpr std::size_t kProblemsPerMap = 50;

/// The grid with the estimate switched off: the same engine then runs Dijkstra's algorithm.
class WithoutEstimate : public PathDataSource<double> {
  public:
    explicit WithoutEstimate(const GridDataSource<double>& grid) : grid_(grid) {}
    NodeId nodeCount() const override { return grid_.nodeCount(); }
    bool isWalkable(NodeId node) const override { return grid_.isWalkable(node); }
    void walkableNeighbours(NodeId node, std::vector<NodeId>& out) const override {
        grid_.walkableNeighbours(node, out);
    }
    double moveCost(NodeId from, NodeId to) const override { return grid_.moveCost(from, to); }

  private:
    const GridDataSource<double>& grid_;
};

struct Workload {
    MovingAiMap map;
    std::vector<MovingAiProblem> problems;  // the longest ones
};

const Workload& workload(const std::string& mapName) {
    static std::map<std::string, Workload> cache;  // loaded once per map, read-only afterwards
    auto it = cache.find(mapName);
    if (it != cache.end())
        return it->second;
    auto map = catmaze::loadMovingAiMap(kData / mapName);
    auto scen = catmaze::loadMovingAiScenario(kData / (mapName + ".scen"));
    if (!map.ok() || !scen.ok())
        std::abort();
    std::vector<MovingAiProblem> problems = *scen.value;
    std::stable_sort(problems.begin(), problems.end(), [](const auto& a, const auto& b) {
        return a.optimalLength > b.optimalLength;
    });
    problems.resize(std::min(problems.size(), kProblemsPerMap));
    return cache.emplace(mapName, Workload{std::move(*map.value), std::move(problems)})
        .first->second;
}

// Solves every problem of `work` on `source`; returns the nodes expanded.
template <class Source>
std::int64_t solveAll(AStar<double>& engine, const Source& source, const Workload& work,
                      PathResult<double>& result) {
    std::int64_t expanded = 0;
    const catmaze::GridSize size = work.map.size;
    for (const MovingAiProblem& p : work.problems) {
        engine.findPath(source, size.indexOf(p.start), size.indexOf(p.goal), result);
        expanded += result.expandedCount;
        benchmark::DoNotOptimize(result.cost);
    }
    return expanded;
}

void runAStar(benchmark::State& state, const std::string& mapName) {
    const Workload& work = workload(mapName);
    const GridDataSource<double> grid = work.map.dataSource();
    AStar<double> engine;
    PathResult<double> result;
    const WithoutEstimate dijkstra(grid);
    const double baseline = static_cast<double>(solveAll(engine, dijkstra, work, result));
    std::int64_t expanded = 0;
    for (auto _ : state)
        expanded = solveAll(engine, grid, work, result);
    state.counters["expanded_vs_dijkstra"] = static_cast<double>(expanded) / baseline;
    state.counters["queries_per_s"] = benchmark::Counter(
        static_cast<double>(work.problems.size()), benchmark::Counter::kIsIterationInvariantRate);
}

void runDijkstra(benchmark::State& state, const std::string& mapName) {
    const Workload& work = workload(mapName);
    const GridDataSource<double> grid = work.map.dataSource();
    const WithoutEstimate dijkstra(grid);
    AStar<double> engine;
    PathResult<double> result;
    for (auto _ : state)
        solveAll(engine, dijkstra, work, result);
    state.counters["queries_per_s"] = benchmark::Counter(
        static_cast<double>(work.problems.size()), benchmark::Counter::kIsIterationInvariantRate);
}

int registerAll() {
    for (const char* map : {"arena.map", "8room_000.map", "den312d.map", "Berlin_0_512.map",
                            "maze512-1-0.map", "random512-10-0.map"}) {
        benchmark::RegisterBenchmark((std::string("AStar/") + map).c_str(), runAStar, map)
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark((std::string("Dijkstra/") + map).c_str(), runDijkstra, map)
            ->Unit(benchmark::kMillisecond);
    }
    return 0;
}

const int kRegistered = registerAll();

}  // namespace

BENCHMARK_MAIN();
