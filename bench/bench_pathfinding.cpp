/// \file
/// Pathfinding speed on the Moving AI maps, every row measured in the same process on the same
/// queries (workload.hpp), every answer checked against the `.scen` optimal length:
/// - `Tutorial`: the original tutorial's list-based A* (catmaze/tutorial_search.hpp), on the
///   short part of the query list only; `AStarOnTutorialSample` runs our engine on that part;
/// - `Textbook`: a plain flat-array, binary-heap A* (textbook_astar.hpp);
/// - `AStarBefore`: our engine as it was before the speed work (legacy_astar.hpp);
/// - `AStarVirtual` / `AStarConcrete`: our engine through the PathDataSource interface and
///   through the concrete grid type;
/// - `JPS`: our jump point search (catmaze/jump_point_search.hpp) with its online scans;
///   `JPSTables`: the same search looking its jumps up in jump tables (jump_tables.hpp), built
///   once for the map before the timed runs (bench_jump_tables.cpp times the build);
///   `JPSBefore`: as it was before issue 20 (legacy_jps.hpp); `JPSLandmarks` and
///   `JPSTablesLandmarks`: JPS and JPSTables with the differential heuristic of 8 landmarks
///   (grid_landmarks.hpp) on top of the octile estimate, built before the timed runs
///   (bench_jump_tables.cpp's LandmarkBuild times the build); `JPSProspective`: JPS with
///   prospective g pruning (JumpPointSearch::setProspectivePruning);
/// - `Weighted*` (on weightedMaps() only): A*, JPS, JPSProspective, JPSTables and JPSBefore on
///   the map with 1 %
///   of its free cells costing x10 (workload.hpp), answers checked against a plain Dijkstra;
/// - `GridBuild`: building the GridDataSource of the map (per-cell moves and bit lines).
/// Counters per row: CPU us per query (CPU time, as the machine may be shared), expansions per
/// query, operator-new calls per query (after a first pass on the map) and peak search bytes per
/// map cell. After the runs a Markdown table of the rows and their ratios is printed
/// (docs/PERFORMANCE.md holds one).
///
/// Run: build/bench/catmaze_bench [--benchmark_filter=Berlin]. `--check` only checks every
/// row's answers once (the ctest `bench_correctness`), without timing.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "alloc_counter.hpp"
#include "catmaze/search/grid_source.hpp"
#include "pathfinding_rows.hpp"
#include "report_rows.hpp"
#include "workload.hpp"

namespace catmaze::bench {

namespace {

// The map's grid (or its weighted variant), built once and kept outside every row's measured
// memory.
const GridDataSource<double>& gridOf(const Workload& work, bool weighted) {
    static std::map<std::pair<std::string, bool>, GridDataSource<double>> grids;
    const auto key = std::make_pair(work.name, weighted);
    auto it = grids.find(key);
    if (it == grids.end()) {
        std::vector<double> multiplier;
        if (weighted)
            multiplier = weightedWorkload(work.name).multiplier;
        it = grids
                 .emplace(key, GridDataSource<double>(work.map.size, work.map.passable,
                                                      movingAiExactMovement(), multiplier))
                 .first;
    }
    return it->second;
}

const std::vector<MovingAiProblem>& queriesOf(const Row& row, const Workload& work) {
    return row.tutorialSample ? work.tutorialQueries : work.queries;
}

bool runsOn(const Row& row, const std::string& mapName) {
    const std::vector<std::string>& weighted = weightedMaps();
    return !row.weighted || std::find(weighted.begin(), weighted.end(), mapName) != weighted.end();
}

// Solves every query once; returns how many answers were not optimal (against the .scen length,
// or the Dijkstra reference on a weighted map), and the expansions.
std::size_t solveAll(Solver& solver, const Row& row, const Workload& work, std::int64_t& expanded) {
    const std::vector<MovingAiProblem>& queries = queriesOf(row, work);
    std::size_t wrong = 0;
    expanded = 0;
    for (std::size_t i = 0; i < queries.size(); ++i) {
        const Answer a = solver.solve(queries[i]);
        expanded += a.expanded;
        const bool right = row.weighted ? matchesCost(a, weightedWorkload(work.name).optimal[i])
                                        : matchesOptimal(a, queries[i]);
        if (!right)
            ++wrong;
    }
    return wrong;
}

void runRow(benchmark::State& state, const Row& row, const std::string& mapName) {
    const Workload& work = workload(mapName);
    const GridDataSource<double>& grid = gridOf(work, row.weighted);
    const std::vector<MovingAiProblem>& queries = queriesOf(row, work);
    if (queries.empty()) {
        state.SkipWithError("no queries");
        return;
    }
    const auto n = static_cast<double>(queries.size());

    // First pass: answers checked, peak memory of the search (its buffers grow here).
    const AllocationStats before = allocationStats();
    resetPeak();
    std::unique_ptr<Solver> solver = row.make(work, grid);
    std::int64_t expanded = 0;
    if (solveAll(*solver, row, work, expanded) != 0) {
        state.SkipWithError("an answer was not optimal");
        return;
    }
    const double peakBytes = static_cast<double>(allocationStats().peakBytes - before.liveBytes);

    for (auto _ : state) {
        for (const MovingAiProblem& p : queries)
            benchmark::DoNotOptimize(solver->solve(p));
    }

    // Allocations per query once the solver has seen the map.
    const std::int64_t callsBefore = allocationStats().calls;
    solveAll(*solver, row, work, expanded);
    const double calls = static_cast<double>(allocationStats().calls - callsBefore);

    state.counters["queries"] = n;
    state.counters["expanded"] = static_cast<double>(expanded) / n;
    state.counters["allocs"] = calls / n;
    state.counters["B_per_cell"] = peakBytes / static_cast<double>(work.map.size.cellCount());
}

// What the summary table needs of one finished row.
struct Measured {
    double usPerQuery = 0.0;
    double expanded = 0.0;
    double allocs = 0.0;
    double bytesPerCell = 0.0;
    bool fromMedian = false;  // the median of repetitions (preferred to a single repetition)
};

/// The console output, plus a Markdown table with ratios once every row has run.
class SummaryReporter : public benchmark::ConsoleReporter {
  public:
    void ReportRuns(const std::vector<Run>& runs) override {
        ConsoleReporter::ReportRuns(runs);
        for (const Run& run : runs) {
            if (!standsForRow(run))
                continue;
            const bool median = isMedian(run);
            const std::string name = run.run_name.function_name;
            const std::size_t slash = name.find('/');
            Measured m;
            const double queries = run.counters.at("queries");
            const double seconds = cpuSeconds(run);
            m.usPerQuery = seconds * 1e6 / queries;
            m.expanded = run.counters.at("expanded");
            m.allocs = run.counters.at("allocs");
            m.bytesPerCell = run.counters.at("B_per_cell");
            Measured& slot = results_[name.substr(slash + 1)][name.substr(0, slash)];
            if (median || !slot.fromMedian) {
                m.fromMedian = median;
                slot = m;
            }
        }
    }

    void printSummary() const {
        std::printf(
            "\n| map | row | us/query | expanded/query | allocs/query | B/cell |\n"
            "|---|---|---:|---:|---:|---:|\n");
        for (const auto& [map, byRow] : results_) {
            for (const auto& [row, m] : byRow) {
                std::printf("| %s | %s | %.1f | %.0f | %.2f | %.1f |\n", map.c_str(), row.c_str(),
                            m.usPerQuery, m.expanded, m.allocs, m.bytesPerCell);
            }
        }
        std::printf(
            "\nRatios (time of the first row / time of the second; > 1: the second is "
            "faster):\n\n| map | Textbook / AStarConcrete | AStarVirtual / AStarConcrete "
            "| AStarBefore / AStarConcrete | Textbook / AStarBefore | AStarConcrete / JPS "
            "| JPSBefore / JPS | JPSBefore / JPS expanded | JPS / JPSTables "
            "| WeightedAStar / WeightedJPS | WeightedJPSBefore / WeightedJPS "
            "| WeightedJPS / WeightedJPSTables | Tutorial / AStarOnTutorialSample |\n"
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (const auto& [map, byRow] : results_) {
            std::printf("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n",
                        map.c_str(), ratio(byRow, "Textbook", "AStarConcrete").c_str(),
                        ratio(byRow, "AStarVirtual", "AStarConcrete").c_str(),
                        ratio(byRow, "AStarBefore", "AStarConcrete").c_str(),
                        ratio(byRow, "Textbook", "AStarBefore").c_str(),
                        ratio(byRow, "AStarConcrete", "JPS").c_str(),
                        ratio(byRow, "JPSBefore", "JPS").c_str(),
                        ratio(byRow, "JPSBefore", "JPS", &Measured::expanded).c_str(),
                        ratio(byRow, "JPS", "JPSTables").c_str(),
                        ratio(byRow, "WeightedAStar", "WeightedJPS").c_str(),
                        ratio(byRow, "WeightedJPSBefore", "WeightedJPS").c_str(),
                        ratio(byRow, "WeightedJPS", "WeightedJPSTables").c_str(),
                        ratio(byRow, "Tutorial", "AStarOnTutorialSample").c_str());
        }
        std::printf(
            "\nLandmarks (ratios as above; ns per expansion: CPU time per query / expansions "
            "per query):\n\n| map | JPS / JPSLandmarks | JPSBefore / JPSLandmarks "
            "| JPSBefore / JPSLandmarks expanded | JPSTables / JPSTablesLandmarks "
            "| ns/expansion JPSBefore | JPS | JPSLandmarks |\n"
            "|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (const auto& [map, byRow] : results_) {
            std::printf("| %s | %s | %s | %s | %s | %s | %s | %s |\n", map.c_str(),
                        ratio(byRow, "JPS", "JPSLandmarks").c_str(),
                        ratio(byRow, "JPSBefore", "JPSLandmarks").c_str(),
                        ratio(byRow, "JPSBefore", "JPSLandmarks", &Measured::expanded).c_str(),
                        ratio(byRow, "JPSTables", "JPSTablesLandmarks").c_str(),
                        nsPerExpansion(byRow, "JPSBefore").c_str(),
                        nsPerExpansion(byRow, "JPS").c_str(),
                        nsPerExpansion(byRow, "JPSLandmarks").c_str());
        }
        std::printf(
            "\nProspective g pruning (ratios as above):\n\n| map | JPS / JPSProspective "
            "| JPS / JPSProspective expanded | WeightedJPS / WeightedJPSProspective "
            "| WeightedJPS / WeightedJPSProspective expanded |\n|---|---:|---:|---:|---:|\n");
        for (const auto& [map, byRow] : results_) {
            std::printf(
                "| %s | %s | %s | %s | %s |\n", map.c_str(),
                ratio(byRow, "JPS", "JPSProspective").c_str(),
                ratio(byRow, "JPS", "JPSProspective", &Measured::expanded).c_str(),
                ratio(byRow, "WeightedJPS", "WeightedJPSProspective").c_str(),
                ratio(byRow, "WeightedJPS", "WeightedJPSProspective", &Measured::expanded).c_str());
        }
    }

  private:
    // The ratio of `what` (time per query unless told) of two rows.
    static std::string ratio(const std::map<std::string, Measured>& byRow, const char* slow,
                             const char* fast, double Measured::*what = &Measured::usPerQuery) {
        const auto a = byRow.find(slow);
        const auto b = byRow.find(fast);
        if (a == byRow.end() || b == byRow.end() || b->second.*what <= 0.0)
            return "-";
        char text[32];
        std::snprintf(text, sizeof text, "%.2f", a->second.*what / b->second.*what);
        return text;
    }

    // CPU nanoseconds per expansion of one row ("-" when it did not run or expanded nothing).
    static std::string nsPerExpansion(const std::map<std::string, Measured>& byRow,
                                      const char* row) {
        const auto found = byRow.find(row);
        if (found == byRow.end() || found->second.expanded <= 0.0)
            return "-";
        char text[32];
        std::snprintf(text, sizeof text, "%.0f",
                      1000.0 * found->second.usPerQuery / found->second.expanded);
        return text;
    }

    std::map<std::string, std::map<std::string, Measured>> results_;
};

// `--check`: every row once on every map, answers against the optimal lengths.
int checkAll() {
    int failures = 0;
    for (const std::string& mapName : benchmarkMaps()) {
        const Workload& work = workload(mapName);
        for (const Row& row : rows()) {
            if (!runsOn(row, mapName))
                continue;
            const std::vector<MovingAiProblem>& queries = queriesOf(row, work);
            std::unique_ptr<Solver> solver = row.make(work, gridOf(work, row.weighted));
            std::int64_t expanded = 0;
            const std::size_t wrong = solveAll(*solver, row, work, expanded);
            std::printf("%-20s %-22s %3zu queries, %zu not optimal\n", mapName.c_str(),
                        row.name.c_str(), queries.size(), wrong);
            failures += wrong != 0 ? 1 : 0;
        }
    }
    std::printf("%s\n", failures == 0 ? "all answers optimal" : "SOME ANSWERS NOT OPTIMAL");
    return failures == 0 ? 0 : 1;
}

// Building the map's GridDataSource (per-cell moves and bit lines), reported as one "query".
void runGridBuild(benchmark::State& state, const std::string& mapName) {
    const Workload& work = workload(mapName);
    for (auto _ : state) {
        GridDataSource<double> grid(work.map.size, work.map.passable, movingAiExactMovement());
        benchmark::DoNotOptimize(grid);
    }
    state.counters["queries"] = 1;
    state.counters["expanded"] = 0;
    state.counters["allocs"] = 0;
    state.counters["B_per_cell"] = 0;
}

void registerAll() {
    for (const std::string& map : benchmarkMaps()) {
        for (const Row& row : rows()) {
            if (!runsOn(row, map))
                continue;
            benchmark::RegisterBenchmark((row.name + "/" + map).c_str(), [&row, map](
                                                                             benchmark::State& s) {
                runRow(s, row, map);
            })->Unit(benchmark::kMillisecond);
        }
        benchmark::RegisterBenchmark(("GridBuild/" + map).c_str(), [map](benchmark::State& s) {
            runGridBuild(s, map);
        })->Unit(benchmark::kMillisecond);
    }
}

}  // namespace

}  // namespace catmaze::bench

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--check") == 0)
            return catmaze::bench::checkAll();
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    catmaze::bench::registerAll();
    catmaze::bench::SummaryReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    reporter.printSummary();
    benchmark::Shutdown();
    return 0;
}
