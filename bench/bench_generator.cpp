/// \file
/// The level generator's worst case (level_generator.cpp): for each size and difficulty, twenty
/// seeds generated one after the other, and the slowest of them. Its budget
/// (generateBudget) promises an answer, a level or "band not met", within a few seconds for
/// every size and difficulty; these rows are what docs/PERFORMANCE.md ("Generator") reports.
/// Rows: `Generator/tiles/SIDE/DIFFICULTY` and `Generator/open/SIDE/DIFFICULTY` (a square map of
/// SIDE tiles a side; `open`: --floor open). Counters, per row:
/// - `worst_s`: the slowest seed's wall time, in seconds;
/// - `worst_cpu_s`: the most CPU time one seed took (the same on a quiet machine; on a shared one
///   the fairer measure);
/// - `worst_seed`: that seed;
/// - `found`: how many of the twenty seeds gave a level (the others ran out of budget);
/// - `worst_attempts`: the most candidates one seed tried.
///
/// Run: build/bench/catmaze_bench_generator (one iteration a row: twenty generations each).

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <string>

#include "catmaze/game/level_generator.hpp"

namespace catmaze::bench {
namespace {

constexpr int kSeeds = 20;

void GenerateTwentySeeds(benchmark::State& state, bool openFloor, int side, Difficulty difficulty) {
    double worstSeconds = 0;
    double worstCpuSeconds = 0;
    int worstSeed = 0;
    int found = 0;
    int worstAttempts = 0;
    for (auto _ : state) {
        found = 0;
        for (int seed = 1; seed <= kSeeds; ++seed) {
            GenerateOptions options;
            options.seed = static_cast<std::uint64_t>(seed);
            options.size = {side, side};
            options.difficulty = difficulty;
            options.openFloor = openFloor;
            const auto started = std::chrono::steady_clock::now();
            const std::clock_t cpuStarted = std::clock();
            const GeneratedLevel generated = generateLevel(options);
            const double cpuSeconds =
                static_cast<double>(std::clock() - cpuStarted) / CLOCKS_PER_SEC;
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            worstCpuSeconds = std::max(worstCpuSeconds, cpuSeconds);
            benchmark::DoNotOptimize(generated);
            if (generated.status == GenerateStatus::SizeOutOfRange)
                state.SkipWithError(generated.error.c_str());
            if (seconds > worstSeconds) {
                worstSeconds = seconds;
                worstSeed = seed;
            }
            found += generated.status == GenerateStatus::Generated ? 1 : 0;
            worstAttempts = std::max(worstAttempts, generated.attempts);
        }
    }
    state.counters["worst_s"] = worstSeconds;
    state.counters["worst_cpu_s"] = worstCpuSeconds;
    state.counters["worst_seed"] = worstSeed;
    state.counters["found"] = found;
    state.counters["worst_attempts"] = worstAttempts;
}

void registerRows() {
    for (const bool openFloor : {false, true}) {
        for (const Difficulty difficulty :
             {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard}) {
            for (const int side : {7, 16, 24, 32, 40, 48, 56, 64}) {
                if (openFloor && side % 16 != 0 && side != 7)
                    continue;  // the open floor's rows: 7, 16, 32, 48, 64
                const std::string name = std::string("Generator/") +
                                         (openFloor ? "open/" : "tiles/") + std::to_string(side) +
                                         "/" + toString(difficulty);
                benchmark::RegisterBenchmark(name.c_str(), GenerateTwentySeeds, openFloor, side,
                                             difficulty)
                    ->Iterations(1)
                    ->Unit(benchmark::kSecond);
            }
        }
    }
}

}  // namespace
}  // namespace catmaze::bench

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    catmaze::bench::registerRows();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
