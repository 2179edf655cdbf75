#include "workload.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <limits>
#include <map>
#include <queue>
#include <random>

#include "grid_moves.hpp"

namespace catmaze::bench {

namespace {

const std::filesystem::path kData = std::filesystem::path(CATMAZE_TEST_DATA) / "movingai";

constexpr double kTutorialMaxLength = 96.0;
constexpr double kTolerance = 1e-4;

[[noreturn]] void fail(const std::string& what) {
    std::fprintf(stderr, "catmaze_bench: %s\n", what.c_str());
    std::exit(2);
}

// One problem per chosen bucket (its first), buckets spread evenly over those in the file.
std::vector<MovingAiProblem> spreadOverBuckets(const std::vector<MovingAiProblem>& problems) {
    std::map<int, const MovingAiProblem*> firstOfBucket;
    for (const MovingAiProblem& p : problems)
        firstOfBucket.emplace(p.bucket, &p);
    std::vector<const MovingAiProblem*> buckets;
    for (const auto& [bucket, problem] : firstOfBucket)
        buckets.push_back(problem);
    std::vector<MovingAiProblem> chosen;
    const std::size_t n = std::min(buckets.size(), kMaxQueries);
    for (std::size_t k = 0; k < n; ++k) {
        const std::size_t index = n == 1 ? 0 : k * (buckets.size() - 1) / (n - 1);
        chosen.push_back(*buckets[index]);
    }
    return chosen;
}

// Dijkstra from `start` over the map's moves (grid_moves.hpp), entering a cell costing the step
// times its multiplier: the cheapest cost to `goal`, or -1.
double dijkstraCost(const MovingAiMap& map, const std::vector<double>& multiplier, Tile start,
                    Tile goal) {
    const GridSize size = map.size;
    std::vector<double> best(static_cast<std::size_t>(size.cellCount()),
                             std::numeric_limits<double>::infinity());
    using Item = std::pair<double, std::int32_t>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
    best[static_cast<std::size_t>(size.indexOf(start))] = 0.0;
    open.push({0.0, size.indexOf(start)});
    const std::int32_t target = size.indexOf(goal);
    while (!open.empty()) {
        const auto [g, node] = open.top();
        open.pop();
        if (node == target)
            return g;
        if (g > best[static_cast<std::size_t>(node)])
            continue;
        const Tile t = size.tileAt(node);
        for (const Offset o : kMoves) {
            if (!canMove(map, t, o))
                continue;
            const std::int32_t next = size.indexOf(t + o);
            const double step = (o.dcol != 0 && o.drow != 0) ? kSqrt2 : 1.0;
            const double cost = g + step * multiplier[static_cast<std::size_t>(next)];
            if (cost < best[static_cast<std::size_t>(next)]) {
                best[static_cast<std::size_t>(next)] = cost;
                open.push({cost, next});
            }
        }
    }
    return -1.0;
}

}  // namespace

const std::vector<std::string>& weightedMaps() {
    static const std::vector<std::string> maps = {"8room_000.map", "Berlin_0_512.map"};
    return maps;
}

std::vector<double> weightedMultipliers(const std::string& mapName) {
    const Workload& work = workload(mapName);
    std::vector<double> multiplier(work.map.passable.size(), 1.0);
    std::mt19937 rng(20);  // fixed: every run weighs the same cells
    std::uniform_int_distribution<int> percent(0, 99);
    for (std::size_t i = 0; i < work.map.passable.size(); ++i) {
        if (work.map.passable[i] != 0 && percent(rng) < kWeightedPercent)
            multiplier[i] = kWeightedMultiplier;
    }
    return multiplier;
}

const WeightedWorkload& weightedWorkload(const std::string& mapName) {
    static std::map<std::string, WeightedWorkload> cache;  // filled once per map
    if (const auto it = cache.find(mapName); it != cache.end())
        return it->second;
    const Workload& work = workload(mapName);
    WeightedWorkload weighted;
    weighted.multiplier = weightedMultipliers(mapName);
    for (const MovingAiProblem& p : work.queries)
        weighted.optimal.push_back(dijkstraCost(work.map, weighted.multiplier, p.start, p.goal));
    return cache.emplace(mapName, std::move(weighted)).first->second;
}

bool matchesCost(const Answer& answer, double optimal) {
    return answer.found && std::abs(answer.cost - optimal) <= 1e-6;
}

const std::vector<std::string>& benchmarkMaps() {
    static const std::vector<std::string> maps = {
        "arena.map",        "den312d.map",     "arena2.map",        "8room_000.map",
        "Berlin_0_512.map", "maze512-1-0.map", "random512-10-0.map"};
    return maps;
}

const Workload& workload(const std::string& mapName) {
    static std::map<std::string, Workload> cache;  // filled once per map, read-only afterwards
    if (const auto it = cache.find(mapName); it != cache.end())
        return it->second;
    auto map = loadMovingAiMap(kData / mapName);
    auto scen = loadMovingAiScenario(kData / (mapName + ".scen"));
    if (!map.ok() || !scen.ok())
        fail("cannot read " + (kData / mapName).string() + " or its .scen");
    Workload work{mapName, std::move(*map.value), spreadOverBuckets(*scen.value), {}};
    for (const MovingAiProblem& p : work.queries) {
        if (p.optimalLength <= kTutorialMaxLength)
            work.tutorialQueries.push_back(p);
    }
    return cache.emplace(mapName, std::move(work)).first->second;
}

bool matchesOptimal(const Answer& answer, const MovingAiProblem& problem) {
    return answer.found && std::abs(answer.cost - problem.optimalLength) <= kTolerance;
}

}  // namespace catmaze::bench
