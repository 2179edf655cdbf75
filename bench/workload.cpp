#include "workload.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>

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

}  // namespace

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
