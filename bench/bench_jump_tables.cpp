/// \file
/// Jump tables (jump_tables.hpp, issue 20) on the Moving AI maps of tests/data/movingai:
/// - `TableBuild/<map>`: JumpTables built from the map's grid (target: at most 20 ms on a
///   512 x 512 map);
/// - `LandmarkBuild/<map>`: GridLandmarks (grid_landmarks.hpp) with the default count of
///   landmarks built from the map's grid (`LandmarkBuildGameCosts/<map>`: with the game's
///   integer step costs, 10 and 14);
/// - `TableUpdateDog/<map>` and `TableUpdateWall/<map>`: one cell changed (a dog placed or
///   bribed, a wall put or taken away, in turn on 256 fixed open cells) and update() called, per
///   update (target: at most 1 ms);
/// - `Scan8/<map>/Online`, `/Tables` then `/Lookups` (and `Scan8/<map>+dogs/...`, with 1 % of
///   the open cells costing x10, fixed seed): from each of 4,096 fixed open cells, every jump
///   point JumpPointGrid finds in the eight directions with no goal (the straight jumps and the
///   full JPS2 diagonal walks), by online scans, then by the same JumpPointGrid on tables
///   (JumpSource::Tables: the same successors); `/Lookups` is the eight raw table entries alone
///   (less work: a diagonal entry is only the walk's first stop). The ratio column of
///   ratio_main.cpp is online / each row.
///
/// Run: build/bench/catmaze_bench_tables --benchmark_filter=Table

#include <benchmark/benchmark.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "catmaze/search/grid_landmarks.hpp"
#include "catmaze/search/grid_movement.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_search.hpp"
#include "catmaze/search/jump_tables.hpp"
#include "workload.hpp"

namespace catmaze::bench {
namespace {

using Grid = GridDataSource<double>;

Grid gridOf(const std::string& mapName) {
    const MovingAiMap& map = workload(mapName).map;
    return {map.size, map.passable, movingAiMovement()};
}

/// `count` open cells of `grid`, drawn with a fixed seed (repeats possible).
std::vector<NodeId> openCells(const Grid& grid, std::size_t count, unsigned seed) {
    std::vector<NodeId> open;
    for (NodeId n = 0; n < grid.nodeCount(); ++n) {
        if (grid.isWalkable(n))
            open.push_back(n);
    }
    std::mt19937 random(seed);
    std::vector<NodeId> picked;
    for (std::size_t i = 0; i < count && !open.empty(); ++i)
        picked.push_back(open[random() % open.size()]);
    return picked;
}

/// Puts the dogs of the map's weighted variant on `grid` (workload.hpp: 1 % of the free cells,
/// x10, the same cells as catmaze_bench's Weighted rows).
void addDogs(Grid& grid, const std::string& mapName) {
    const std::vector<double> multiplier = weightedMultipliers(mapName);
    for (std::size_t i = 0; i < multiplier.size(); ++i) {
        if (multiplier[i] != 1.0)
            grid.setMultiplier(grid.size().tileAt(static_cast<NodeId>(i)), multiplier[i]);
    }
}

void tableBuild(benchmark::State& state, const std::string& mapName) {
    const Grid grid = gridOf(mapName);
    JumpTables tables;
    for (auto _ : state) {
        tables.build(grid);
        benchmark::DoNotOptimize(&tables);
    }
}

void landmarkBuild(benchmark::State& state, const std::string& mapName) {
    const Grid grid = gridOf(mapName);
    GridLandmarks<double> landmarks;
    for (auto _ : state) {
        landmarks.build(grid, GridLandmarks<double>::kDefaultCount);
        benchmark::DoNotOptimize(&landmarks);
    }
}

// The same build with the game's integer costs (10 and 14): what the game pays when a level
// starts (GridSweep's bucket queue, where double costs take its heap).
void landmarkBuildGameCosts(benchmark::State& state, const std::string& mapName) {
    const Grid map = gridOf(mapName);
    const GridDataSource<std::int64_t> grid(map.size(), map.walkableCells(),
                                            {DiagonalMode::NoCornerCutting, 10, 14});
    GridLandmarks<std::int64_t> landmarks;
    for (auto _ : state) {
        landmarks.build(grid, GridLandmarks<std::int64_t>::kDefaultCount);
        benchmark::DoNotOptimize(&landmarks);
    }
}

void tableUpdate(benchmark::State& state, const std::string& mapName, bool wall) {
    Grid grid = gridOf(mapName);
    addDogs(grid, mapName);  // the game's grids have dogs; updates must keep them
    JumpTables tables(grid);
    const std::vector<NodeId> cells = openCells(grid, 256, 5);
    std::size_t i = 0;
    for (auto _ : state) {
        // Each cell changed, then changed back the next time: the grid stays the map.
        const Tile t = grid.size().tileAt(cells[(i / 2) % cells.size()]);
        if (wall)
            grid.setWalkable(t, i % 2 == 1);
        else
            grid.setMultiplier(t, i % 2 == 0 ? 10.0 : 1.0);
        tables.update(grid, t);
        ++i;
    }
}

// The eight jumps from each of `cells`, online.
void scanOnline(benchmark::State& state, const Grid& grid, const std::vector<NodeId>& cells) {
    const JumpPointGrid<double> online(grid, -1, nullptr);
    for (auto _ : state) {
        std::int64_t sum = 0;
        for (const NodeId cell : cells)
            online.forEachSuccessor(cell, -1, 0.0, [&sum](NodeId to, double) { sum += to; });
        benchmark::DoNotOptimize(sum);
    }
}

// The same successors, with the jumps looked up in tables.
void scanWithTables(benchmark::State& state, const Grid& grid, const std::vector<NodeId>& cells) {
    const JumpTables tables(grid);
    const JumpPointGrid<double, JumpSource::Tables> jumps(grid, -1, nullptr, &tables);
    for (auto _ : state) {
        std::int64_t sum = 0;
        for (const NodeId cell : cells)
            jumps.forEachSuccessor(cell, -1, 0.0, [&sum](NodeId to, double) { sum += to; });
        benchmark::DoNotOptimize(sum);
    }
}

// The eight table entries of each cell alone.
void lookUpTables(benchmark::State& state, const Grid& grid, const std::vector<NodeId>& cells) {
    const JumpTables tables(grid);
    for (auto _ : state) {
        std::int64_t sum = 0;
        for (const NodeId cell : cells) {
            for (int dir = 0; dir < 8; ++dir) {
                const JumpTables::Jump jump = tables.jump(cell, dir);
                if (jump.stop >= 0)
                    sum += jump.stop;
            }
        }
        benchmark::DoNotOptimize(sum);
    }
}

void scanRows(const std::string& mapName, bool dogs) {
    const std::string group =
        "Scan8/" + mapName.substr(0, mapName.rfind('.')) + (dogs ? "+dogs" : "");
    const auto prepare = [mapName, dogs] {
        Grid grid = gridOf(mapName);
        if (dogs)
            addDogs(grid, mapName);
        return grid;
    };
    // Online first: the ratio table divides by a group's first row.
    benchmark::RegisterBenchmark((group + "/Online").c_str(), [prepare](benchmark::State& s) {
        const Grid grid = prepare();
        scanOnline(s, grid, openCells(grid, 4096, 3));
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark((group + "/Tables").c_str(), [prepare](benchmark::State& s) {
        const Grid grid = prepare();
        scanWithTables(s, grid, openCells(grid, 4096, 3));
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark((group + "/Lookups").c_str(), [prepare](benchmark::State& s) {
        const Grid grid = prepare();
        lookUpTables(s, grid, openCells(grid, 4096, 3));
    })->Unit(benchmark::kMicrosecond);
}

// Registered before main runs (a static object's constructor), after the graph rows.
const bool kRegistered = [] {
    for (const std::string& map : benchmarkMaps()) {
        const std::string name = map.substr(0, map.rfind('.'));
        benchmark::RegisterBenchmark(("TableBuild/" + name).c_str(), [map](benchmark::State& s) {
            tableBuild(s, map);
        })->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("LandmarkBuild/" + name).c_str(), [map](benchmark::State& s) {
            landmarkBuild(s, map);
        })->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("LandmarkBuildGameCosts/" + name).c_str(),
                                     [map](benchmark::State& s) { landmarkBuildGameCosts(s, map); })
            ->Unit(benchmark::kMillisecond);
        for (const bool wall : {false, true}) {
            benchmark::RegisterBenchmark(
                ((wall ? "TableUpdateWall/" : "TableUpdateDog/") + name).c_str(),
                [map, wall](benchmark::State& s) { tableUpdate(s, map, wall); })
                ->Unit(benchmark::kMicrosecond);
        }
        scanRows(map, false);
        scanRows(map, true);
    }
    return true;
}();

}  // namespace
}  // namespace catmaze::bench
