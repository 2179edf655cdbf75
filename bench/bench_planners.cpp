/// \file
/// The exact planners' speed: the tile solver (solver_search.cpp) and the open floor's planner
/// (open_floor_plan.cpp), which keep their states in one store (src/core/game/state_store.hpp).
/// Rows:
/// - `TileSolver/campaign`: solveLevel on every tile level of levels/, with each diagonal rule;
/// - `TileSolver/budget`: a small room of bones whose exit is behind dear dogs, searched until the
///   default budget of states is spent (TooComplex): every subset of bones is tried and the
///   walks between them are short, so much of the time is the store's;
/// - `OpenFloorPlanner/campaign`: openFloorPlan on every open-floor level of levels/;
/// - `OpenFloorPlanner/budget`: the same room on the open floor with walls for dogs (one board,
///   every walk measured once), until the budget is spent: nearly all the time is the store's.
/// Counter `states`: the states the planners created, per iteration. An answer other than the
/// one the row expects (a campaign level not Winnable, a budget row not TooComplex) is reported
/// as an error.
///
/// Run: build/bench/catmaze_bench_planners [--benchmark_repetitions=5]

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "catmaze/game/open_floor_plan.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/level/level_files.hpp"

namespace catmaze::bench {
namespace {

// The levels of levels/ on the open floor (`openFloor`) or on tiles, in file name order.
std::vector<Level> campaignLevels(bool openFloor) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(CATMAZE_LEVELS_DIR))
        files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    std::vector<Level> levels;
    for (const auto& file : files) {
        LevelLoadResult loaded = loadLevelFile(file);
        if (loaded.ok() && loaded.level->openFloor() == openFloor)
            levels.push_back(std::move(*loaded.level));
    }
    return levels;
}

// A 12 x 10 room: the cat in a corner, 18 bones spread over the floor and the exit in the far
// corner behind two dogs that cost a fortune, so the search tries every subset of bones first.
Level budgetRoom() {
    Level level = Level::filled(12, 10);
    for (int x = 0; x < 12; ++x) {
        level.set({x, 0}, TileKind::Wall);
        level.set({x, 9}, TileKind::Wall);
    }
    for (int y = 0; y < 10; ++y) {
        level.set({0, y}, TileKind::Wall);
        level.set({11, y}, TileKind::Wall);
    }
    level.set({1, 1}, TileKind::CatStart);
    level.set({10, 8}, TileKind::Exit);
    level.set({9, 7}, TileKind::Wall);
    level.set({9, 8}, TileKind::Dog);
    level.set({10, 7}, TileKind::Dog);
    level.rules.dogCostMultiplier = 1000;
    int bones = 0;
    for (int y = 1; y < 9; ++y) {
        for (int x = 1; x < 11 && bones < 18; ++x) {
            if ((x + 2 * y) % 4 == 0 && level.at({x, y}) == TileKind::Floor) {
                level.set({x, y}, TileKind::Bone);
                ++bones;
            }
        }
    }
    return level;
}

// What a planner answered, as the rows check and count it.
struct PlannerAnswer {
    SolveStatus status;
    std::string reason;
    std::int64_t states;
};

PlannerAnswer tileAnswer(const Level& level, DiagonalMode diagonal) {
    SolveOptions options;
    options.diagonal = diagonal;
    const Solution s = solveLevel(level, options);
    return {s.status, s.reason, s.statesSearched};
}

PlannerAnswer openFloorAnswer(const Level& level) {
    const OpenFloorPlan plan = openFloorPlan(level);
    return {plan.status, plan.reason, plan.statesSearched};
}

// Times `askAll` (the answers to every question of the row), each answer expected `expected`.
template <class AskAll>
void timeAnswers(benchmark::State& state, SolveStatus expected, AskAll askAll) {
    std::int64_t states = 0;
    for (auto _ : state) {
        for (const PlannerAnswer& answer : askAll()) {
            if (answer.status != expected) {
                state.SkipWithError(("unexpected answer: " + answer.reason).c_str());
                return;
            }
            states += answer.states;
        }
    }
    state.counters["states"] =
        benchmark::Counter(static_cast<double>(states), benchmark::Counter::kAvgIterations);
}

void TileSolverCampaign(benchmark::State& state) {
    const std::vector<Level> levels = campaignLevels(false);
    timeAnswers(state, SolveStatus::Winnable, [&] {
        std::vector<PlannerAnswer> answers;
        for (const Level& level : levels) {
            for (DiagonalMode diagonal : {DiagonalMode::Never, DiagonalMode::NoCornerCutting})
                answers.push_back(tileAnswer(level, diagonal));
        }
        return answers;
    });
}

void TileSolverBudget(benchmark::State& state) {
    const Level level = budgetRoom();
    timeAnswers(state, SolveStatus::TooComplex,
                [&] { return std::vector<PlannerAnswer>{tileAnswer(level, DiagonalMode::Never)}; });
}

void OpenFloorPlannerCampaign(benchmark::State& state) {
    const std::vector<Level> levels = campaignLevels(true);
    timeAnswers(state, SolveStatus::Winnable, [&] {
        std::vector<PlannerAnswer> answers;
        for (const Level& level : levels)
            answers.push_back(openFloorAnswer(level));
        return answers;
    });
}

void OpenFloorPlannerBudget(benchmark::State& state) {
    // The estimates would leave the bones out of a way past the dogs: the exit is walled off
    // instead, so that every subset is tried.
    Level level = budgetRoom();
    level.set({9, 8}, TileKind::Wall);
    level.set({10, 7}, TileKind::Wall);
    level.version = 2;
    timeAnswers(state, SolveStatus::TooComplex,
                [&] { return std::vector<PlannerAnswer>{openFloorAnswer(level)}; });
}

BENCHMARK(TileSolverCampaign)->Name("TileSolver/campaign")->Unit(benchmark::kMillisecond);
BENCHMARK(TileSolverBudget)->Name("TileSolver/budget")->Unit(benchmark::kMillisecond);
BENCHMARK(OpenFloorPlannerCampaign)
    ->Name("OpenFloorPlanner/campaign")
    ->Unit(benchmark::kMillisecond);
BENCHMARK(OpenFloorPlannerBudget)->Name("OpenFloorPlanner/budget")->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace catmaze::bench

BENCHMARK_MAIN();
