/// \file
/// main() of catmaze_bench_tables (bench_graph.cpp, bench_jump_tables.cpp): Google Benchmark's
/// console output, then a Markdown table of every row's CPU time per iteration with, for a row
/// named `Kind/case/variant` (two slashes or more), the ratio of the first row of its group (the
/// name up to its last '/'; the baseline, which each file registers first) to this row's time
/// (> 1: this row is faster). Rows with one slash (`TableBuild/arena`) stand alone.
///
/// Run: build/bench/catmaze_bench_tables [--benchmark_filter=Graph]

#include <benchmark/benchmark.h>

#include <cstdio>
#include <string>
#include <vector>

#include "report_rows.hpp"

namespace {

class RatioReporter : public benchmark::ConsoleReporter {
  public:
    void ReportRuns(const std::vector<Run>& runs) override {
        ConsoleReporter::ReportRuns(runs);
        for (const Run& run : runs) {
            if (!catmaze::bench::standsForRow(run))
                continue;
            const std::string name = run.run_name.function_name;
            const double us = catmaze::bench::cpuSeconds(run) * 1e6;
            if (!rows_.empty() && rows_.back().name == name) {
                rows_.back().us = us;  // the median after the repetitions
                continue;
            }
            rows_.push_back({name, us});
        }
    }

    void printSummary() const {
        std::printf("\n| row | us | baseline / row |\n|---|---:|---:|\n");
        std::string group;
        double baseline = 0.0;
        for (const Row& row : rows_) {
            const bool grouped = row.name.find('/') != row.name.rfind('/');
            const std::string rowGroup = grouped ? row.name.substr(0, row.name.rfind('/')) : "";
            if (!grouped || rowGroup != group) {
                group = rowGroup;
                baseline = row.us;
                std::printf("| %s | %.3f | |\n", row.name.c_str(), row.us);
                continue;
            }
            std::printf("| %s | %.3f | %.2f |\n", row.name.c_str(), row.us,
                        row.us > 0.0 ? baseline / row.us : 0.0);
        }
    }

  private:
    struct Row {
        std::string name;
        double us;
    };
    std::vector<Row> rows_;
};

}  // namespace

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    reporter.printSummary();
    benchmark::Shutdown();
    return 0;
}
