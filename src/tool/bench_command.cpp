// `catmaze-level bench MAP.map SCEN.scen [--limit N] [--sample N] [--algorithm NAME]`: checks
// one algorithm's costs (the A* engine unless told) against a Moving AI scenario file's optimal
// lengths and times the queries.

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "algorithms.hpp"
#include "args.hpp"
#include "catmaze/level/movingai.hpp"
#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "commands.hpp"
#include "common.hpp"

namespace catmaze::tool {

namespace {

// The scenario files give lengths with 8 decimals, and kExactSqrt2 is 1.1e-11 above sqrt(2).
constexpr double kTolerance = 1e-4;

// Indices of the problems to solve: the first `limit` (all when unset), then `sample` of those
// spread evenly, the first and the last included, so the long problems at the end are covered.
std::vector<std::size_t> selectProblems(std::size_t total, std::optional<std::int64_t> limit,
                                        std::optional<std::int64_t> sample) {
    const std::size_t count = limit ? std::min(total, static_cast<std::size_t>(*limit)) : total;
    std::vector<std::size_t> chosen;
    if (!sample || static_cast<std::size_t>(*sample) >= count) {
        for (std::size_t i = 0; i < count; ++i)
            chosen.push_back(i);
        return chosen;
    }
    const auto n = static_cast<std::size_t>(*sample);
    if (n == 1)
        return {0};
    // Consecutive picks are at least one apart because n <= count, so they are distinct.
    for (std::size_t k = 0; k < n; ++k)
        chosen.push_back(k * (count - 1) / (n - 1));
    return chosen;
}

std::optional<std::int64_t> positiveOption(const ParsedArgs& args, const std::string& name) {
    const auto text = args.value(name);
    if (!text)
        return std::nullopt;
    return parsePositive(*text, "--" + name);
}

}  // namespace

int runBench(const CommandArgs& call) {
    const ParsedArgs& args = call.args;
    if (args.positional.size() != 2)
        throw UsageError("expected MAP.map and SCEN.scen");
    const std::optional<std::int64_t> limit = positiveOption(args, "limit");
    const std::optional<std::int64_t> sample = positiveOption(args, "sample");
    const Algorithm algorithm = parseAlgorithm(args.value("algorithm"), Algorithm::AStar);

    const auto map = loadMovingAiMap(args.positional[0]);
    const auto scenario = loadMovingAiScenario(args.positional[1]);
    printDiagnostics(call.err, map.diagnostics);
    printDiagnostics(call.err, scenario.diagnostics);
    if (!map.ok() || !scenario.ok())
        return kExitBadInput;

    const std::vector<MovingAiProblem>& problems = *scenario.value;
    const GridDataSource<double> grid(map.value->size, map.value->passable,
                                      movingAiExactMovement());
    const GridSize size = map.value->size;
    GridSearcher<double> searcher;
    PathResult<double> result;  // reused, so the engines do not allocate per query
    std::chrono::steady_clock::duration searchTime{};
    std::size_t passed = 0;
    std::size_t failed = 0;

    for (const std::size_t index : selectProblems(problems.size(), limit, sample)) {
        const MovingAiProblem& problem = problems[index];
        std::string got;
        if (!size.contains(problem.start) || !size.contains(problem.goal)) {
            got = "an endpoint outside the map";
        } else {
            const auto started = std::chrono::steady_clock::now();
            searcher.findPath(algorithm, grid, size.indexOf(problem.start),
                              size.indexOf(problem.goal), result);
            searchTime += std::chrono::steady_clock::now() - started;
            if (!result.reachedGoal()) {
                got = toString(result.status);
            } else if (std::abs(result.cost - problem.optimalLength) > kTolerance) {
                got = formatCost(result.cost);
            }
        }
        if (got.empty()) {
            ++passed;
            continue;
        }
        ++failed;
        call.out << "problem " << index << ": start " << formatTile(problem.start) << " goal "
                 << formatTile(problem.goal) << ": expected " << formatCost(problem.optimalLength)
                 << ", got " << got << '\n';
    }

    const std::size_t queries = passed + failed;
    if (queries > 0) {
        const double micros = std::chrono::duration<double, std::micro>(searchTime).count() /
                              static_cast<double>(queries);
        char mean[64];
        std::snprintf(mean, sizeof mean, "%.1f", micros);
        call.out << "mean time per query: " << mean << " us over " << queries << " queries\n";
    }
    call.out << passed << " passed, " << failed << " failed\n";
    return failed == 0 ? kExitOk : kExitNo;
}

}  // namespace catmaze::tool
