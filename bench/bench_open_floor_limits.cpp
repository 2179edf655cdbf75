/// \file
/// The open-floor limits of levels/README.md hold their promise: the costliest level within
/// them (worst_open_floor.hpp) loads and plays in under a second and 256 MB. Rows:
/// - `Load`: parseLevel of the file's text (reading, every check of the loader);
/// - `LoadAndBuild`: that, then the game's session (OpenFloorSession: the blockers and the
///   obstacle graph of every obstacle and dog);
/// - `LoadBuildAndRoute`: that, then a click on the farthest exit (a route query across the map);
/// - `Plan`: openFloorPlan, the walk `validate` and `solve` look for (not on the game's path);
/// - `GraphBuild` and `GraphBuildBaseline`: the obstacle graph of the level's blockers and dogs
///   (as obstacles, without pass nodes) built now (spatial index, merged corners) and the way it
///   was built before issue 19 §3 (baseline_obstacle_graph.hpp): their ratio is the speed-up;
/// - `CheckerboardBuild` and `CheckerboardBuildBaseline`: the same for a 128 x 128 checkerboard of
///   wall tiles (8192 obstacles, far past the limits), where merging leaves only the outer outline.
/// Counters: `peak_MB`, the most heap the row held at once (counted by alloc_counter.cpp).
/// docs/PERFORMANCE.md ("Open-floor limits") holds a run.
///
/// Run: build/bench/catmaze_bench_open_floor. `--write FILE` writes the level (to try it with
/// `catmaze-level validate` or in the game); `--check` (the ctest `bench_open_floor_worst`) only
/// checks that it loads without a diagnostic, that the click finds a route, that the planner
/// decides it (Winnable, within its state limit), and that the graph
/// built now has the links the baseline finds, without timing.

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "alloc_counter.hpp"
#include "baseline_obstacle_graph.hpp"
#include "catmaze/game/open_floor.hpp"
#include "catmaze/game/open_floor_plan.hpp"
#include "catmaze/level/level_loader.hpp"
#include "worst_open_floor.hpp"

namespace catmaze::bench {

namespace {

const std::string& levelText() {
    static const std::string text = worstOpenFloorLevel();
    return text;
}

Level load() {
    LevelLoadResult loaded = parseLevel(levelText(), "worst.json");
    if (!loaded.level)
        std::abort();  // --check says why
    return std::move(*loaded.level);
}

// The exit farthest from the cat: its route goes through the ring.
Vec2 farthestExit(const Level& level) {
    const Vec2 cat = tileCentre(level.catStart());
    Vec2 best = cat;
    for (Tile exit : level.find(TileKind::Exit)) {
        if (distance(cat, tileCentre(exit)) > distance(cat, best))
            best = tileCentre(exit);
    }
    return best;
}

// The click's route, or nullopt when the click was refused.
std::optional<play_event::RoutePlanned> clickFarthestExit(OpenFloorSession& session) {
    session.click(farthestExit(session.originalLevel()));
    for (const PlayEvent& event : session.takeEvents()) {
        if (const auto* planned = std::get_if<play_event::RoutePlanned>(&event))
            return *planned;
    }
    return std::nullopt;
}

template <class Work>
void measure(benchmark::State& state, Work work) {
    levelText();
    const AllocationStats before = allocationStats();
    resetPeak();
    for (auto _ : state)
        work();
    state.counters["peak_MB"] =
        static_cast<double>(allocationStats().peakBytes - before.liveBytes) / 1e6;
}

void Load(benchmark::State& state) {
    measure(state, [] { benchmark::DoNotOptimize(load()); });
}

void LoadAndBuild(benchmark::State& state) {
    measure(state, [] {
        OpenFloorSession session(load());
        benchmark::DoNotOptimize(session.cat());
    });
}

void LoadBuildAndRoute(benchmark::State& state) {
    measure(state, [] {
        OpenFloorSession session(load());
        benchmark::DoNotOptimize(clickFarthestExit(session));
    });
}

void Plan(benchmark::State& state) {
    const Level level = load();
    // A plan that gives up (too many states) would be timed as if it were an answer.
    if (openFloorPlan(level).status != SolveStatus::Winnable) {
        state.SkipWithError("the plan is not Winnable");
        return;
    }
    measure(state, [&] { benchmark::DoNotOptimize(openFloorPlan(level)); });
}

// The level's blockers and its dogs' shapes: the obstacles of the game's graph.
std::vector<Polygon> graphObstacles() {
    const Level level = load();
    std::vector<Polygon> obstacles = openFloorBlockers(level);
    for (Tile dog : level.find(TileKind::Dog))
        obstacles.push_back(dogShape(tileCentre(dog)));
    return obstacles;
}

std::size_t linkCount(const ObstacleGraph& graph) {
    std::size_t ends = 0;
    for (const auto& node : graph.nodes())
        ends += node->connectedNodes().size();
    return ends / 2;
}

std::size_t newLinks(const std::vector<Polygon>& polygons) {
    std::vector<PolygonObstacle> obstacles(polygons.begin(), polygons.end());
    return linkCount(ObstacleGraph(obstacles, kOpenFloorCatRadius));
}

void GraphBuild(benchmark::State& state) {
    const std::vector<Polygon> polygons = graphObstacles();
    measure(state, [&] { benchmark::DoNotOptimize(newLinks(polygons)); });
}

void GraphBuildBaseline(benchmark::State& state) {
    const std::vector<Polygon> polygons = graphObstacles();
    measure(state, [&] {
        benchmark::DoNotOptimize(baselineObstacleLinks(polygons, kOpenFloorCatRadius));
    });
}

// Wall tiles where column + row is even, `side` tiles a side.
std::vector<Polygon> checkerboard(int side) {
    std::vector<Polygon> tiles;
    for (int row = 0; row < side; ++row) {
        for (int col = 0; col < side; ++col) {
            if ((row + col) % 2 == 0)
                tiles.push_back({{col + 0.0, row + 0.0},
                                 {col + 1.0, row + 0.0},
                                 {col + 1.0, row + 1.0},
                                 {col + 0.0, row + 1.0}});
        }
    }
    return tiles;
}

void CheckerboardBuild(benchmark::State& state) {
    const std::vector<Polygon> polygons = checkerboard(128);
    measure(state, [&] { benchmark::DoNotOptimize(newLinks(polygons)); });
}

void CheckerboardBuildBaseline(benchmark::State& state) {
    const std::vector<Polygon> polygons = checkerboard(128);
    measure(state, [&] {
        benchmark::DoNotOptimize(baselineObstacleLinks(polygons, kOpenFloorCatRadius));
    });
}

BENCHMARK(Load)->Unit(benchmark::kMillisecond);
BENCHMARK(LoadAndBuild)->Unit(benchmark::kMillisecond);
BENCHMARK(LoadBuildAndRoute)->Unit(benchmark::kMillisecond);
BENCHMARK(Plan)->Unit(benchmark::kMillisecond);
BENCHMARK(GraphBuild)->Unit(benchmark::kMillisecond);
BENCHMARK(GraphBuildBaseline)->Unit(benchmark::kMillisecond);
BENCHMARK(CheckerboardBuild)->Unit(benchmark::kMillisecond);
BENCHMARK(CheckerboardBuildBaseline)->Unit(benchmark::kMillisecond);

int check() {
    const LevelLoadResult loaded = parseLevel(levelText(), "worst.json");
    for (const Diagnostic& d : loaded.diagnostics)
        std::printf("%s\n", d.format().c_str());
    if (!loaded.level || !loaded.diagnostics.empty())
        return 1;
    OpenFloorSession session(*loaded.level);
    const std::optional<play_event::RoutePlanned> route = clickFarthestExit(session);
    if (!route || !route->found) {
        std::printf("the click on the farthest exit found no route\n");
        return 1;
    }
    std::printf("worst open floor within the limits: loads, route of %zu points, %.1f tiles\n",
                route->points.size(), route->length);
    // validate and solve decide it (it stopped at the state limit before the planner's A*).
    const OpenFloorPlan plan = openFloorPlan(*loaded.level);
    std::printf("plan: %s, %lld states\n", plan.winnable ? "winnable" : plan.reason.c_str(),
                static_cast<long long>(plan.statesSearched));
    if (!plan.winnable)
        return 1;
    // No two corners of this level meet, so merging changes nothing: the same links.
    const std::vector<Polygon> polygons = graphObstacles();
    const std::size_t now = newLinks(polygons);
    const std::size_t before = baselineObstacleLinks(polygons, kOpenFloorCatRadius);
    std::printf("graph links: %zu, baseline %zu\n", now, before);
    return now == before ? 0 : 1;
}

}  // namespace

}  // namespace catmaze::bench

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--check") == 0)
            return catmaze::bench::check();
        if (std::strcmp(argv[i], "--write") == 0 && i + 1 < argc) {
            std::ofstream(argv[i + 1], std::ios::binary) << catmaze::bench::levelText();
            return 0;
        }
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
