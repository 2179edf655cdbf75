#pragma once
/// \file
/// What the benchmark programs' summary tables read of a finished Google Benchmark run, written
/// once for catmaze_bench (bench_pathfinding.cpp) and catmaze_bench_tables (ratio_main.cpp).

#include <benchmark/benchmark.h>

namespace catmaze::bench {

/// True when `run` stands for its row: with --benchmark_repetitions the median of the
/// repetitions (one slow repetition on a shared machine does not move it), without them the one
/// run; a run that failed stands for nothing.
inline bool standsForRow(const benchmark::BenchmarkReporter::Run& run) {
    using Run = benchmark::BenchmarkReporter::Run;
    const bool median = run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
    return !run.error_occurred && (run.run_type == Run::RT_Iteration || median);
}

/// True when `run` is the median of repetitions (preferred to a single repetition).
inline bool isMedian(const benchmark::BenchmarkReporter::Run& run) {
    return run.run_type == benchmark::BenchmarkReporter::Run::RT_Aggregate &&
           run.aggregate_name == "median";
}

/// CPU seconds per iteration of `run`.
inline double cpuSeconds(const benchmark::BenchmarkReporter::Run& run) {
    return run.GetAdjustedCPUTime() / benchmark::GetTimeUnitMultiplier(run.time_unit);
}

}  // namespace catmaze::bench
