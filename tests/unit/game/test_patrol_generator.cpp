// The generator with dogs on patrol (GenerateOptions::patrols, issue 36): every level it makes is
// valid, and timing matters on it as the exact solver and a replay through the tick rules
// (playTick) show: the cheapest win with the patrolling dogs taken off, replayed with them
// walking, is caught; the cheapest win costs more and waits or goes round them. A seed gives the
// same bytes; a count out of range is refused.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "catmaze/game/dog_rounds.hpp"
#include "catmaze/game/game.hpp"
#include "catmaze/game/level_generator.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/game/tick_rules.hpp"
#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/level_writer.hpp"
#include "catmaze/level/patrol_rules.hpp"

namespace catmaze {
namespace {

// How a route played out, tick by tick.
struct PatrolGenReplay {
    GameStatus status = GameStatus::Playing;
    GridCost cost = 0;
    std::int64_t ticks = 0;
};

// `route` (one tile a tick, a repeated tile a wait) played from the start of `level` by the
// rules' one tick (playTick), every dog where DogRounds puts it: the test's own replay, with
// nothing of the generator's.
PatrolGenReplay patrolGenReplay(const Level& level, const std::vector<Tile>& route) {
    const DogRounds dogs(level);
    std::vector<bool> gone(dogs.count(), false);
    std::vector<bool> bonePicked(static_cast<std::size_t>(level.size.cellCount()), false);
    PatrolGenReplay replay;
    Tile at = level.catStart();
    int bones = 0;
    for (const Tile to : route) {
        TickStart start;
        const bool diagonal = to.col != at.col && to.row != at.row;
        start.stepCost = diagonal ? level.rules.diagonalCost : level.rules.straightCost;
        start.dogMultiplier = level.rules.dogCostMultiplier;
        start.bonesHeld = bones;
        const auto cell = static_cast<std::size_t>(level.size.indexOf(to));
        start.boneOnTile = level.at(to) == TileKind::Bone && !bonePicked[cell];
        std::vector<std::size_t> met;
        for (std::size_t dog = 0; dog < dogs.count(); ++dog) {
            if (!gone[dog] && dogs.meets(dog, at, to, replay.ticks))
                met.push_back(dog);
        }
        start.dogsMet = static_cast<int>(met.size());
        start.exitOnTile = level.at(to) == TileKind::Exit;
        const TickOutcome outcome = playTick(start);
        ++replay.ticks;
        replay.cost += outcome.cost;
        bones = outcome.bonesHeld;
        if (outcome.bonePicked)
            bonePicked[cell] = true;
        if (outcome.dogsPaid > 0) {
            for (const std::size_t dog : met)
                gone[dog] = true;
        }
        replay.status = outcome.status;
        if (outcome.status != GameStatus::Playing)
            return replay;
        at = to;
    }
    return replay;
}

// The first tiles of the level's patrols: its patrolling dogs.
std::vector<Tile> patrollingDogs(const Level& level) {
    std::vector<Tile> dogs;
    for (const Patrol& patrol : level.patrols)
        dogs.push_back(patrol.tiles.front());
    return dogs;
}

// FNV-1a, written here so that the pinned value below means the same on every machine.
std::uint64_t patrolGenFnv1a(const std::string& bytes) {
    std::uint64_t hash = 0xCBF29CE484222325ull;
    for (const char c : bytes) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001B3ull;
    }
    return hash;
}

// Checks everything the generator promises of one level with `patrols` dogs on patrol.
void expectTimingMatters(const GeneratedLevel& generated, int patrols, const std::string& what) {
    ASSERT_EQ(generated.status, GenerateStatus::Generated) << what << ": " << generated.error;
    ASSERT_TRUE(generated.level && generated.timing) << what;
    const Level& level = *generated.level;

    // Valid: version 2, its patrols obey the rules, and what it writes loads with no diagnostic.
    EXPECT_EQ(level.version, 2) << what;
    ASSERT_EQ(level.patrols.size(), static_cast<std::size_t>(patrols)) << what;
    EXPECT_TRUE(patrolRouteProblems(level, level.patrols).empty()) << what;
    const LevelLoadResult loaded = parseLevel(formatLevel(level), "generated.json");
    EXPECT_TRUE(loaded.ok() && loaded.diagnostics.empty()) << what << "\n" << formatLevel(level);
    EXPECT_TRUE(DogRounds(level).period(24).has_value()) << what << ": rounds repeat within 24";

    // The par is the exact solver's, and its route wins at that cost tick by tick.
    const Solution win = solveLevel(level);
    ASSERT_EQ(win.status, SolveStatus::Winnable) << what << ": " << win.reason;
    EXPECT_EQ(generated.metrics.par, win.cost) << what;
    ASSERT_TRUE(level.metrics) << what;
    EXPECT_EQ(level.metrics->par, win.cost) << what;
    const PatrolGenReplay played = patrolGenReplay(level, win.route);
    EXPECT_EQ(played.status, GameStatus::Won) << what;
    EXPECT_EQ(played.cost, win.cost) << what;

    // The route that ignores the patrols: the cheapest win with the patrolling dogs taken off,
    // replayed with them walking, is caught; the cheapest win costs more.
    Level ignoring = level;
    for (const Tile dog : patrollingDogs(level))
        ignoring.set(dog, TileKind::Floor);
    ignoring.patrols.clear();
    const Solution blind = solveLevel(ignoring);
    ASSERT_EQ(blind.status, SolveStatus::Winnable) << what;
    const PatrolGenReplay caught = patrolGenReplay(level, blind.route);
    EXPECT_EQ(caught.status, GameStatus::Lost) << what;
    EXPECT_EQ(caught.ticks, generated.timing->caughtTick) << what;
    EXPECT_GT(win.cost, blind.cost) << what;
    EXPECT_EQ(generated.timing->parIgnoringPatrols, blind.cost) << what;

    // The cheapest win waits, or goes round: it pays no dog on patrol.
    int waits = 0;
    Tile before = level.catStart();
    for (const Tile t : win.route) {
        waits += t == before ? 1 : 0;
        before = t;
    }
    const std::vector<Tile> walking = patrollingDogs(level);
    const bool paysAPatrol = std::any_of(win.dogsBribed.begin(), win.dogsBribed.end(), [&](Tile d) {
        return std::find(walking.begin(), walking.end(), d) != walking.end();
    });
    EXPECT_TRUE(waits > 0 || !paysAPatrol) << what;
    EXPECT_EQ(generated.timing->waits, waits) << what;
    EXPECT_EQ(generated.timing->goesRound, !paysAPatrol) << what;
}

// Two seeds of every difficulty and count, on the default 15x11 and the daily maze's 21x15.
TEST(PatrolGenerator, LevelsAreValidAndTimingMattersByTheSolverAndTheTickRules) {
    int seed = 0;
    for (const Difficulty difficulty : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard}) {
        for (int patrols = 1; patrols <= kMaxGeneratedPatrols; ++patrols) {
            for (int i = 0; i < 2; ++i) {
                GenerateOptions options;
                options.seed = static_cast<std::uint64_t>(++seed);
                options.size = i % 2 == 0 ? GridSize{15, 11} : GridSize{21, 15};
                options.difficulty = difficulty;
                options.patrols = patrols;
                expectTimingMatters(generateLevel(options), patrols,
                                    std::string(toString(difficulty)) + " seed " +
                                        std::to_string(seed) + " with " + std::to_string(patrols));
            }
        }
    }
}

TEST(PatrolGenerator, TheSameSeedGivesTheSameBytes) {
    GenerateOptions options;
    options.seed = 42;
    options.size = {21, 15};
    options.difficulty = Difficulty::Hard;
    options.patrols = 2;
    const GeneratedLevel first = generateLevel(options);
    ASSERT_TRUE(first.level) << first.error;
    EXPECT_EQ(first.level->name, "Generated patrol hard #42");
    EXPECT_EQ(formatLevel(*generateLevel(options).level), formatLevel(*first.level));
    options.seed = 43;
    EXPECT_NE(formatLevel(*generateLevel(options).level), formatLevel(*first.level));
    // Without patrols the same seed gives the level it always gave: no dog walks.
    options.patrols = 0;
    EXPECT_TRUE(generateLevel(options).level->patrols.empty());
}

// The bytes of one level, pinned: a seed gives the same level with any compiler and standard
// library. A change of the generator that changes levels changes this number on purpose (and
// the daily maze of every player on the days with patrols).
TEST(PatrolGenerator, ASeedsLevelIsPinned) {
    GenerateOptions options;
    options.seed = 7;
    options.difficulty = Difficulty::Medium;
    options.patrols = 1;
    const GeneratedLevel generated = generateLevel(options);
    ASSERT_TRUE(generated.level.has_value()) << generated.error;
    EXPECT_EQ(patrolGenFnv1a(formatLevel(*generated.level)), 5630686202263918455ull)
        << formatLevel(*generated.level);
}

TEST(PatrolGenerator, RefusesACountOutOfRangeAndTheOpenFloor) {
    GenerateOptions options;
    for (const int patrols : {-1, kMaxGeneratedPatrols + 1}) {
        options.patrols = patrols;
        const GeneratedLevel generated = generateLevel(options);
        EXPECT_EQ(generated.status, GenerateStatus::PatrolsOutOfRange) << patrols;
        EXPECT_FALSE(generated.level);
        EXPECT_EQ(generated.error,
                  "a generated level has 0 to 3 dogs on patrol, not " + std::to_string(patrols));
    }
    options.patrols = 1;
    options.openFloor = true;
    const GeneratedLevel open = generateLevel(options);
    EXPECT_EQ(open.status, GenerateStatus::PatrolsOutOfRange);
    EXPECT_EQ(open.error, "dogs on patrol are for tile levels only, not the open floor");
    EXPECT_STREQ(toString(GenerateStatus::PatrolsOutOfRange), "patrols out of range");
}

// A budget spent before any candidate is proved: the answer says so, and what it tried.
TEST(PatrolGenerator, ABudgetSpentBeforeAProofSaysSo) {
    GenerateOptions options;
    options.patrols = 1;
    options.budget = GenerateBudget{3, 1};  // one tile of solver work: nothing is decided
    const GeneratedLevel generated = generateLevel(options);
    EXPECT_EQ(generated.status, GenerateStatus::BandNotMet);
    EXPECT_FALSE(generated.level);
    EXPECT_NE(generated.error.find("no medium level of 15x11 with 1 dog on patrol found"),
              std::string::npos)
        << generated.error;
}

TEST(PatrolGenerator, TheBudgetKeepsBigMapsQuick) {
    GenerateOptions options;
    EXPECT_EQ(generateBudgetFor(options).maxAttempts, generateBudget(options.size).maxAttempts);
    options.patrols = 2;
    options.size = {21, 15};
    EXPECT_EQ(generateBudgetFor(options).maxAttempts, 300);
    options.size = {64, 64};
    EXPECT_EQ(generateBudgetFor(options).maxAttempts, 152);
}

}  // namespace
}  // namespace catmaze
