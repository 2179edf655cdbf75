#include "patrol_level_generator.hpp"

#include <algorithm>
#include <cmath>

#include "patrol_placement.hpp"
#include "patrol_timing.hpp"
#include "seeded_random.hpp"
#include "tile_candidate.hpp"

namespace catmaze {

namespace {

// A candidate that passed, with what proved it.
struct ProvedLevel {
    Level level;
    TimingCheck check;
};

// The cheapest cost from the cat to an exit with the rules ignored (every dog and bone floor,
// no patrols): the detour ratio's divisor (levels/README.md, "Difficulty").
Solution plainWay(const Level& level, const SolveOptions& options) {
    Level plain = level;
    for (TileKind& kind : plain.tiles) {
        if (kind == TileKind::Dog || kind == TileKind::Bone)
            kind = TileKind::Floor;
    }
    plain.patrols.clear();
    return solveLevel(plain, options);
}

// The measures the patrol generator checks and records of a proved level (the others, exact
// through `measureLevel`, are left to `solve --metrics`).
LevelMetrics exactMetrics(const Solution& par, GridCost plain) {
    LevelMetrics m;
    m.status = MetricsStatus::Measured;
    m.par = par.cost;
    m.parSteps = static_cast<int>(par.route.size());
    m.bonesFetched = static_cast<int>(par.bonesPicked.size());
    m.dogsPaid = static_cast<int>(par.dogsBribed.size());
    m.detourRatio = plain > 0 ? static_cast<double>(par.cost) / static_cast<double>(plain) : 1.0;
    return m;
}

RecordedMetrics exactRecord(const LevelMetrics& m) {
    RecordedMetrics record = recordedMetrics(m);
    record.orderedFetches.reset();
    record.fewestClicks.reset();
    record.traps.reset();
    return record;
}

bool countInBounds(int value, int lo, int hi) {
    return lo <= value && value <= hi;
}

bool bonesAndDogsInBand(const Solution& win, const MetricsBand& band) {
    return countInBounds(static_cast<int>(win.bonesPicked.size()), band.minBones, band.maxBones) &&
           countInBounds(static_cast<int>(win.dogsBribed.size()), band.minDogs, band.maxDogs);
}

// The band's measures that are exact with patrols: the bones, the dogs and the detour ratio.
bool exactMeasuresInBand(const Solution& win, const LevelMetrics& m, const MetricsBand& band) {
    return bonesAndDogsInBand(win, band) && band.minDetour <= m.detourRatio &&
           m.detourRatio <= band.maxDetour;
}

}  // namespace

GeneratedLevel generatePatrolLevel(const GenerateOptions& options) {
    GeneratedLevel out;
    const GenerateBudget budget = options.budget.value_or(generateBudgetFor(options));
    const MetricsBand band = bandOf(options.difficulty);
    SeededRandom random(options.seed);
    // Each solver run may spend what the budget has left.
    const auto limited = [&] {
        SolveOptions run;
        run.diagonal = options.diagonal;
        run.maxTiles = std::min(run.maxTiles, std::max<std::int64_t>(budget.maxWork - out.work, 0));
        return run;
    };
    while (out.attempts < budget.maxAttempts && out.work < budget.maxWork) {
        ++out.attempts;
        std::optional<ProvedLevel> proved;
        if (const std::optional<Level> base = tileCandidate(options, random)) {
            // The level without its patrols first: it is solved fast, and its bones and dogs
            // are those of the patrol level nearly always, so one out of the band is dropped
            // before the costly search through time.
            const Solution ignoring = solveLevel(*base, limited());
            out.work += ignoring.tilesSearched;
            if (ignoring.status == SolveStatus::Winnable && bonesAndDogsInBand(ignoring, band)) {
                const RoutePlay walk = playRoute(*base, ignoring.route, options.diagonal);
                if (std::optional<Level> level = withPatrolsOn(
                        *base, ignoring.route, walk.bonesAfter, options.patrols, random)) {
                    TimingCheck check = checkTiming(*level, ignoring, limited());
                    out.work += check.work;
                    if (check.verdict == TimingVerdict::Proven)
                        proved = ProvedLevel{std::move(*level), std::move(check)};
                }
            }
        }
        LevelMetrics metrics;
        if (proved) {
            const Solution plain = plainWay(proved->level, limited());
            out.work += plain.tilesSearched;
            metrics = exactMetrics(proved->check.solution, plain.cost);
            metrics.work = out.work;
        }
        if (options.onProgress)
            options.onProgress({out.attempts, budget.maxAttempts, out.work, budget.maxWork});
        if (!proved || !exactMeasuresInBand(proved->check.solution, metrics, band))
            continue;
        proved->level.name = std::string("Generated patrol ") + toString(options.difficulty) +
                             " #" + std::to_string(options.seed);
        proved->level.metrics = exactRecord(metrics);
        out.status = GenerateStatus::Generated;
        out.level = std::move(proved->level);
        out.metrics = std::move(metrics);
        out.timing = proved->check.timing;
        return out;
    }
    out.status = GenerateStatus::BandNotMet;
    out.error = "no " + std::string(toString(options.difficulty)) + " level of " +
                std::to_string(options.size.width) + "x" + std::to_string(options.size.height) +
                " with " + std::to_string(options.patrols) + " dog" +
                (options.patrols == 1 ? "" : "s") + " on patrol found within the budget (" +
                std::to_string(out.attempts) + (out.attempts == 1 ? " candidate" : " candidates") +
                "): try another seed, fewer dogs on patrol or an easier difficulty";
    return out;
}

}  // namespace catmaze
