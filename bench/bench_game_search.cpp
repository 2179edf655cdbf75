/// \file
/// Which search mode is fastest for the game (issue 20: "the game using the fastest correct mode
/// on every level"). The cat's grid as the game builds it (integer costs 10 and 14, diagonals
/// without corner cutting, dogs x10), searched eight ways with the same queries:
/// - `AStar`: the A* engine on the grid;
/// - `Recording`: jump point search recording every scanned cell (what the game does while the
///   search overlay is on);
/// - `Words`: jump point search scanning 64 cells at a time, never tables;
/// - `Tables`: jump point search on jump tables built before the timing;
/// - `Auto`: what the game does with the overlay off, from a fresh engine per pass over the
///   queries (a level played from its start): scans until the Auto rule builds tables;
/// - `WordsLandmarks`, `TablesLandmarks`, `AutoLandmarks`: those modes with 8 landmarks
///   (grid_landmarks.hpp) built before the timing; AutoLandmarks is what the game does with the
///   overlay off and diagonals on.
/// Groups: `GameSearch/<map>+dogs` (the Moving AI maps with 1 % of the open cells costing x10,
/// workload.hpp's dogs; 64 fixed pairs of open cells), `GameSearch/campaign` (every tile level
/// in levels/, from the cat to every walkable tile), and `-4way` groups of both with diagonals off
/// (the game's default): jump point search leaves those to A*, so only `AStar`, `Auto` (A*) and
/// `AutoLandmarks` (A* with landmarks: the game's mode on levels of at least
/// kLandmarkMinCellsFourWay cells) are run. Every mode's path costs are checked against A*'s; a
/// mismatch is reported as an error. ratio_main.cpp prints AStar / each row.
///
/// Run: build/bench/catmaze_bench_tables --benchmark_filter=GameSearch

#include <benchmark/benchmark.h>

#include <cstdint>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "catmaze/game/game.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_landmarks.hpp"
#include "catmaze/search/jump_point_search.hpp"
#include "workload.hpp"

namespace catmaze::bench {
namespace {

/// One grid and the queries on it.
struct GameGrid {
    CatGrid grid;
    std::vector<std::pair<NodeId, NodeId>> queries;
};

/// The map's grid with the game's costs, `diagonal` and the weighted rows' dogs, and 64 fixed
/// open pairs.
std::vector<GameGrid> mapGrids(const std::string& mapName, DiagonalMode diagonal) {
    const MovingAiMap& map = workload(mapName).map;
    const std::vector<double> dogs = weightedMultipliers(mapName);
    std::vector<GridCost> multiplier(dogs.size(), 1);
    for (std::size_t i = 0; i < dogs.size(); ++i)
        multiplier[i] = static_cast<GridCost>(dogs[i]);
    GameGrid game{CatGrid(map.size, map.passable, {diagonal, 10, 14}, multiplier), {}};
    std::vector<NodeId> open;
    for (NodeId n = 0; n < game.grid.nodeCount(); ++n) {
        if (game.grid.isWalkable(n))
            open.push_back(n);
    }
    std::mt19937 random(20261126);
    for (int i = 0; i < 64; ++i)
        game.queries.emplace_back(open[random() % open.size()], open[random() % open.size()]);
    std::vector<GameGrid> one;
    one.push_back(std::move(game));
    return one;
}

/// Every tile level of levels/ as the game builds it with `diagonal`, from the cat to every
/// walkable tile.
std::vector<GameGrid> campaignGrids(DiagonalMode diagonal) {
    std::vector<GameGrid> grids;
    for (const auto& entry : std::filesystem::directory_iterator(CATMAZE_LEVELS_DIR)) {
        const LevelLoadResult loaded = loadLevelFile(entry.path());
        if (!loaded.ok() || loaded.level->openFloor())
            continue;  // campaign.json, and the open-floor levels (no grid search)
        GameGrid game{makeCatGrid(*loaded.level, diagonal), {}};
        const NodeId cat = loaded.level->size.indexOf(loaded.level->catStart());
        for (NodeId n = 0; n < game.grid.nodeCount(); ++n) {
            if (game.grid.isWalkable(n))
                game.queries.emplace_back(cat, n);
        }
        grids.push_back(std::move(game));
    }
    return grids;
}

enum class Mode {
    AStar,
    Recording,
    Words,
    Tables,
    Auto,
    WordsLandmarks,
    TablesLandmarks,
    AutoLandmarks,
    AutoLandmarksProspective  // the game's mode with prospective g pruning, for its ratio
};

/// The modes that pick scans or tables themselves (a fresh engine per level, as the game makes).
bool picksItsOwnJumps(Mode mode) {
    return mode == Mode::Auto || mode == Mode::AutoLandmarks ||
           mode == Mode::AutoLandmarksProspective;
}

/// The modes whose estimate uses landmarks.
bool usesLandmarks(Mode mode) {
    return mode == Mode::WordsLandmarks || mode == Mode::TablesLandmarks ||
           mode == Mode::AutoLandmarks || mode == Mode::AutoLandmarksProspective;
}

JumpPointSearch<GridCost> engineFor(Mode mode) {
    switch (mode) {
        case Mode::Recording:
            return JumpPointSearch<GridCost>(true, JumpTablesUse::Never);
        case Mode::Tables:
        case Mode::TablesLandmarks:
            return JumpPointSearch<GridCost>(false, JumpTablesUse::Always);
        case Mode::Auto:
        case Mode::AutoLandmarks:
            return JumpPointSearch<GridCost>(false, JumpTablesUse::Auto);
        case Mode::AutoLandmarksProspective: {
            JumpPointSearch<GridCost> engine(false, JumpTablesUse::Auto);
            engine.setProspectivePruning(true);
            return engine;
        }
        default:
            return JumpPointSearch<GridCost>(false, JumpTablesUse::Never);
    }
}

// The summed path costs of every query of `grids` in `mode` (engines reused across grids
// except for Auto, which starts fresh on each grid like a level played from its start).
GridCost searchAll(const std::vector<GameGrid>& grids, Mode mode, AStar<GridCost>& astar,
                   std::vector<JumpPointSearch<GridCost>>& engines) {
    GridCost sum = 0;
    PathResult<GridCost> result;
    for (std::size_t g = 0; g < grids.size(); ++g) {
        if (picksItsOwnJumps(mode)) {
            const GridLandmarks<GridCost>* kept = engines[g].landmarks();
            engines[g] = engineFor(mode);
            engines[g].setLandmarks(kept);
        }
        for (const auto& [from, to] : grids[g].queries) {
            if (mode == Mode::AStar)
                astar.findPath(grids[g].grid, from, to, result);
            else
                engines[g].findPath(grids[g].grid, from, to, result);
            sum += result.reachedGoal() ? result.cost : -1;
        }
    }
    return sum;
}

void gameSearch(benchmark::State& state, const std::vector<GameGrid>& grids, Mode mode) {
    AStar<GridCost> astar;
    std::vector<JumpPointSearch<GridCost>> engines;
    std::vector<GridLandmarks<GridCost>> landmarks(grids.size());
    for (std::size_t g = 0; g < grids.size(); ++g) {
        engines.push_back(engineFor(mode));
        if (usesLandmarks(mode)) {
            landmarks[g].build(grids[g].grid, GridLandmarks<GridCost>::kDefaultCount);
            engines[g].setLandmarks(&landmarks[g]);
        }
    }
    std::size_t queries = 0;
    for (const GameGrid& g : grids)
        queries += g.queries.size();
    AStar<GridCost> reference;
    std::vector<JumpPointSearch<GridCost>> unused;
    const GridCost want = searchAll(grids, Mode::AStar, reference, unused);
    if (searchAll(grids, mode, astar, engines) != want) {  // also builds the tables first
        state.SkipWithError("path costs differ from A*'s");
        return;
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(searchAll(grids, mode, astar, engines));
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(queries));
}

using MakeGrids = std::vector<GameGrid> (*)(const std::string&);

void registerGroup(const std::string& group, MakeGrids make, const std::string& mapName,
                   bool allModes = true) {
    const std::pair<const char*, Mode> modes[] = {
        {"AStar", Mode::AStar},
        {"Auto", Mode::Auto},
        {"AutoLandmarks", Mode::AutoLandmarks},
        {"AutoLandmarksProspective", Mode::AutoLandmarksProspective},
        {"Recording", Mode::Recording},
        {"Words", Mode::Words},
        {"Tables", Mode::Tables},
        {"WordsLandmarks", Mode::WordsLandmarks},
        {"TablesLandmarks", Mode::TablesLandmarks}};
    for (const auto& [name, mode] : modes) {
        if (!allModes && mode != Mode::AStar && mode != Mode::Auto && mode != Mode::AutoLandmarks)
            continue;  // with diagonals off every mode is A*, with landmarks or without
        benchmark::RegisterBenchmark((group + "/" + name).c_str(), [make, mapName, mode = mode](
                                                                       benchmark::State& s) {
            const std::vector<GameGrid> grids = make(mapName);
            gameSearch(s, grids, mode);
        })->Unit(benchmark::kMicrosecond);
    }
}

const bool kRegistered = [] {
    registerGroup(
        "GameSearch/campaign",
        [](const std::string&) { return campaignGrids(DiagonalMode::NoCornerCutting); }, "");
    registerGroup(
        "GameSearch/campaign-4way",
        [](const std::string&) { return campaignGrids(DiagonalMode::Never); }, "", false);
    for (const std::string& map : benchmarkMaps()) {
        const std::string name = "GameSearch/" + map.substr(0, map.rfind('.')) + "+dogs";
        registerGroup(
            name, [](const std::string& m) { return mapGrids(m, DiagonalMode::NoCornerCutting); },
            map);
        registerGroup(
            name + "-4way", [](const std::string& m) { return mapGrids(m, DiagonalMode::Never); },
            map, false);
    }
    return true;
}();

}  // namespace
}  // namespace catmaze::bench
