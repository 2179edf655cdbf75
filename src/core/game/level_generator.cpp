#include "catmaze/game/level_generator.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <deque>
#include <vector>

#include "courtyard_plan.hpp"
#include "level_layouts.hpp"
#include "patrol_level_generator.hpp"
#include "seeded_random.hpp"
#include "tile_candidate.hpp"

namespace catmaze {

namespace {

constexpr int kMinSide = 7;
constexpr int kMaxSide = 64;

// The budget (generateBudget), calibrated in docs/PERFORMANCE.md ("Generator") so that the worst
// seed of every size and difficulty answers within about 2 s here: a candidate (its plan, and the
// solver runs that reject most of them) costs about its tile count to the power 1.5, so the
// candidates tried are kCandidateWork over that, between the bounds (the smaller maps, the daily
// maze's among them, keep the 2000 they always had); the measuring work is the same at every size.
constexpr double kCandidateWork = 90e6;
constexpr std::int64_t kMinAttempts = 100;
constexpr std::int64_t kMaxAttempts = 2000;
constexpr std::int64_t kMaxWork = 40'000'000;
// The open floor's: nearly every candidate wins (twenty seeds of every size and difficulty won
// with their first), and each costs up to two plans of the open-floor planner, its work the
// states they search (about 1.3 million a second).
constexpr int kOpenFloorAttempts = 8;
constexpr std::int64_t kOpenFloorMaxStates = 1'500'000;
// With patrols: most candidates in the band are kept (the rounds are placed to catch the route
// that ignores them), so a few hundred are plenty; each costs a search through time, about
// 8 ms at 64x64, so the big maps get fewer, as above (docs/PERFORMANCE.md, "Generator").
constexpr double kPatrolCandidateWork = 40e6;
constexpr std::int64_t kMinPatrolAttempts = 50;
constexpr std::int64_t kMaxPatrolAttempts = 300;

// Breadth-first distances (4-connected, over walkable tiles that are not in `blocked`) from
// `from`; -1 where not reached.
std::vector<int> distancesFrom(const Level& level, Tile from,
                               const std::vector<Tile>& blocked = {}) {
    std::vector<int> dist(static_cast<std::size_t>(level.size.cellCount()), -1);
    const auto index = [&](Tile t) { return static_cast<std::size_t>(level.size.indexOf(t)); };
    for (const Tile b : blocked)
        dist[index(b)] = -2;  // never entered
    std::deque<Tile> queue{from};
    dist[index(from)] = 0;
    while (!queue.empty()) {
        const Tile at = queue.front();
        queue.pop_front();
        for (const Offset d : {Offset{1, 0}, Offset{-1, 0}, Offset{0, 1}, Offset{0, -1}}) {
            const Tile next{at.col + d.dcol, at.row + d.drow};
            if (level.walkable(next) && dist[index(next)] == -1) {
                dist[index(next)] = dist[index(at)] + 1;
                queue.push_back(next);
            }
        }
    }
    for (int& d : dist)
        d = std::max(d, -1);
    return dist;
}

std::vector<Tile> walkableTiles(const Level& level) {
    std::vector<Tile> out;
    for (int row = 0; row < level.size.height; ++row) {
        for (int col = 0; col < level.size.width; ++col) {
            if (level.walkable({col, row}))
                out.push_back({col, row});
        }
    }
    return out;
}

Tile farthest(const Level& level, const std::vector<int>& dist) {
    const auto best = std::max_element(dist.begin(), dist.end());
    return level.size.tileAt(static_cast<std::int32_t>(best - dist.begin()));
}

// Walls over every floor tile outside the largest walkable region.
void keepLargestRegion(Level& level) {
    std::vector<int> region(static_cast<std::size_t>(level.size.cellCount()), -1);
    int best = -1;
    std::size_t bestSize = 0;
    int next = 0;
    for (const Tile t : walkableTiles(level)) {
        if (region[static_cast<std::size_t>(level.size.indexOf(t))] != -1)
            continue;
        const std::vector<int> dist = distancesFrom(level, t);
        std::size_t size = 0;
        for (std::size_t i = 0; i < dist.size(); ++i) {
            if (dist[i] >= 0) {
                region[i] = next;
                ++size;
            }
        }
        if (size > bestSize) {
            bestSize = size;
            best = next;
        }
        ++next;
    }
    for (std::size_t i = 0; i < region.size(); ++i) {
        if (region[i] != best && level.tiles[i] != TileKind::Wall)
            level.tiles[i] = TileKind::Wall;
    }
}

// A shortest 4-connected path from `from` to `to` (both included), by walking down `dist` (the
// distances from `from`) from `to`, first direction first.
std::vector<Tile> pathBack(const Level& level, const std::vector<int>& dist, Tile to) {
    std::vector<Tile> path{to};
    Tile at = to;
    while (dist[static_cast<std::size_t>(level.size.indexOf(at))] > 0) {
        for (const Offset d : {Offset{1, 0}, Offset{-1, 0}, Offset{0, 1}, Offset{0, -1}}) {
            const Tile prev{at.col + d.dcol, at.row + d.drow};
            if (level.size.contains(prev) &&
                dist[static_cast<std::size_t>(level.size.indexOf(prev))] ==
                    dist[static_cast<std::size_t>(level.size.indexOf(at))] - 1) {
                at = prev;
                break;
            }
        }
        path.push_back(at);
    }
    std::reverse(path.begin(), path.end());
    return path;
}

template <class T>
const T& pick(SeededRandom& random, const std::vector<T>& from) {
    return from[static_cast<std::size_t>(random.below(static_cast<int>(from.size())))];
}

// How many dogs guard the way, and how many bones lie off it that no win needs.
struct Recipe {
    int dogs = 0;
    int decoys = 0;
    bool chained = false;  // each bone behind the dog before it (an order to find)
};

Recipe recipeFor(Difficulty difficulty, SeededRandom& random) {
    switch (difficulty) {
        case Difficulty::Easy:
            return {random.between(0, 1), random.between(0, 1), false};
        case Difficulty::Medium:
            return {random.between(1, 2), 1, false};
        case Difficulty::Hard:
            return {random.between(2, 3), random.between(1, 2), true};
    }
    return {};
}

}  // namespace

// For each dog a bone it can be paid with (before it, or with `chained` behind the dog before
// it), plus decoy bones.
std::optional<Level> tileCandidate(const GenerateOptions& options, SeededRandom& random) {
    const Recipe recipe = recipeFor(options.difficulty, random);
    Level level;
    switch (random.below(3)) {
        case 0:
            level = roomsAndCorridors(options.size, random, random.between(0, 2));
            break;
        case 1:
            level = maze(options.size, random, random.between(1, 4));
            break;
        default:
            level = courtyard(options.size, random);
            break;
    }
    keepLargestRegion(level);
    const std::vector<Tile> open = walkableTiles(level);
    if (open.size() < 12)
        return std::nullopt;
    const Tile cat = farthest(level, distancesFrom(level, pick(random, open)));
    const std::vector<int> fromCat = distancesFrom(level, cat);
    const Tile exit = farthest(level, fromCat);
    const std::vector<Tile> way = pathBack(level, fromCat, exit);
    if (way.size() < 4 + 3 * static_cast<std::size_t>(recipe.dogs))
        return std::nullopt;

    // Dogs on the way, in order from the cat, never next to each other or to the ends.
    std::vector<std::size_t> at;
    at.reserve(static_cast<std::size_t>(recipe.dogs));
    for (int i = 0; i < recipe.dogs; ++i) {
        const std::size_t segment = (way.size() - 2) / static_cast<std::size_t>(recipe.dogs);
        const std::size_t lo = 2 + static_cast<std::size_t>(i) * segment;
        const std::size_t hi = std::min(way.size() - 3, lo + segment - 2);
        if (hi < lo)
            return std::nullopt;
        at.push_back(lo + static_cast<std::size_t>(random.below(static_cast<int>(hi - lo + 1))));
    }
    std::vector<Tile> dogs;
    dogs.reserve(at.size());
    for (const std::size_t i : at)
        dogs.push_back(way[i]);

    // Bone k lies where the cat can walk having passed dogs 0..k-1 only (chained), or before
    // every dog; off the way when it can.
    const auto onWay = [&](Tile t) { return std::find(way.begin(), way.end(), t) != way.end(); };
    std::vector<Tile> taken{cat, exit};
    taken.insert(taken.end(), dogs.begin(), dogs.end());
    const auto free = [&](Tile t) {
        return std::find(taken.begin(), taken.end(), t) == taken.end();
    };
    for (int k = 0; k < recipe.dogs; ++k) {
        const std::vector<Tile> still(dogs.begin() + (recipe.chained ? k : 0), dogs.end());
        const std::vector<int> reach = distancesFrom(level, cat, still);
        std::vector<Tile> offWay;
        std::vector<Tile> anywhere;
        for (const Tile t : open) {
            if (reach[static_cast<std::size_t>(level.size.indexOf(t))] < 1 || !free(t))
                continue;
            anywhere.push_back(t);
            if (!onWay(t))
                offWay.push_back(t);
        }
        if (anywhere.empty())
            return std::nullopt;
        taken.push_back(pick(random, offWay.empty() ? anywhere : offWay));
    }
    for (int k = 0; k < recipe.decoys; ++k) {
        std::vector<Tile> offWay;
        for (const Tile t : open) {
            if (!onWay(t) && free(t))
                offWay.push_back(t);
        }
        if (!offWay.empty())
            taken.push_back(pick(random, offWay));
    }

    level.set(cat, TileKind::CatStart);
    level.set(exit, TileKind::Exit);
    for (const Tile d : dogs)
        level.set(d, TileKind::Dog);
    for (std::size_t i = 2 + dogs.size(); i < taken.size(); ++i)
        level.set(taken[i], TileKind::Bone);
    return level;
}

const char* toString(Difficulty difficulty) {
    switch (difficulty) {
        case Difficulty::Easy:
            return "easy";
        case Difficulty::Medium:
            return "medium";
        case Difficulty::Hard:
            return "hard";
    }
    return "?";
}

const char* toString(GenerateStatus status) {
    switch (status) {
        case GenerateStatus::Generated:
            return "generated";
        case GenerateStatus::SizeOutOfRange:
            return "size out of range";
        case GenerateStatus::BandNotMet:
            return "band not met";
        case GenerateStatus::PatrolsOutOfRange:
            return "patrols out of range";
    }
    return "?";
}

std::optional<Difficulty> parseDifficulty(std::string_view name) {
    for (const Difficulty d : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard}) {
        if (name == toString(d))
            return d;
    }
    return std::nullopt;
}

MetricsBand bandOf(Difficulty difficulty) {
    switch (difficulty) {
        case Difficulty::Easy:
            return {0, 1, 0, 1, 0, 0, 0, 2, 1, 3, 1.0, 2.5};
        case Difficulty::Medium:
            return {1, 2, 1, 2, 0, 1, 1, 6, 2, 5, 1.3, 8.0};
        case Difficulty::Hard:
            return {2, 6, 2, 6, 1, 6, 2, 20, 3, 12, 1.8, 30.0};
    }
    return {};
}

GenerateBudget generateBudget(GridSize size, bool openFloor) {
    if (openFloor)
        return {kOpenFloorAttempts, kOpenFloorMaxStates};
    const double cells = static_cast<double>(std::max<std::int64_t>(size.cellCount(), 1));
    GenerateBudget budget;
    budget.maxAttempts = static_cast<int>(std::clamp<std::int64_t>(
        static_cast<std::int64_t>(kCandidateWork / (cells * std::sqrt(cells))), kMinAttempts,
        kMaxAttempts));
    budget.maxWork = kMaxWork;
    return budget;
}

GenerateBudget generateBudgetFor(const GenerateOptions& options) {
    if (options.patrols > 0 && !options.openFloor) {
        const double cells =
            static_cast<double>(std::max<std::int64_t>(options.size.cellCount(), 1));
        return {static_cast<int>(std::clamp<std::int64_t>(
                    static_cast<std::int64_t>(kPatrolCandidateWork / (cells * std::sqrt(cells))),
                    kMinPatrolAttempts, kMaxPatrolAttempts)),
                kMaxWork};
    }
    return generateBudget(options.size, options.openFloor);
}

GeneratedLevel generateLevel(const GenerateOptions& options) {
    GeneratedLevel out;
    const auto sideOk = [](int side) { return side >= kMinSide && side <= kMaxSide; };
    if (!sideOk(options.size.width) || !sideOk(options.size.height)) {
        out.status = GenerateStatus::SizeOutOfRange;
        out.error = "a generated level is " + std::to_string(kMinSide) + " to " +
                    std::to_string(kMaxSide) + " tiles a side";
        return out;
    }
    if (options.patrols < 0 || options.patrols > kMaxGeneratedPatrols ||
        (options.patrols > 0 && options.openFloor)) {
        out.status = GenerateStatus::PatrolsOutOfRange;
        out.error = options.openFloor
                        ? "dogs on patrol are for tile levels only, not the open floor"
                        : "a generated level has 0 to " + std::to_string(kMaxGeneratedPatrols) +
                              " dogs on patrol, not " + std::to_string(options.patrols);
        return out;
    }
    if (options.openFloor)
        return generateOpenFloorLevel(options);
    if (options.patrols > 0)
        return generatePatrolLevel(options);
    const GenerateBudget budget = options.budget.value_or(generateBudgetFor(options));
    SeededRandom random(options.seed);
    MeasureOptions measure;
    measure.solve.diagonal = options.diagonal;
    measure.band = bandOf(options.difficulty);
    while (out.attempts < budget.maxAttempts && out.work < budget.maxWork) {
        ++out.attempts;
        std::optional<Level> level = tileCandidate(options, random);
        LevelMetrics metrics;
        if (level) {
            measure.maxWork = budget.maxWork - out.work;
            metrics = measureLevel(*level, measure);
            out.work += metrics.work;
        }
        if (options.onProgress)
            options.onProgress({out.attempts, budget.maxAttempts, out.work, budget.maxWork});
        if (!level || !measure.band->contains(metrics))
            continue;
        level->name = std::string("Generated ") + toString(options.difficulty) + " #" +
                      std::to_string(options.seed);
        level->metrics = recordedMetrics(metrics);  // the par and measures travel with the level
        out.status = GenerateStatus::Generated;
        out.level = std::move(level);
        out.metrics = std::move(metrics);
        return out;
    }
    out.status = GenerateStatus::BandNotMet;
    out.error = "no " + std::string(toString(options.difficulty)) + " level of " +
                std::to_string(options.size.width) + "x" + std::to_string(options.size.height) +
                " found within the budget (" +
                (out.work >= budget.maxWork
                     ? "its measuring work spent after " + std::to_string(out.attempts) + " of " +
                           std::to_string(budget.maxAttempts) + " candidates"
                     : std::to_string(out.attempts) + " candidates") +
                "): try another seed, a smaller size or an easier difficulty";
    return out;
}

}  // namespace catmaze
