// The level generator: every level it makes is valid, winnable and in its difficulty's band;
// the difficulties are ordered by their medians on every measure; a seed gives the same bytes.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "catmaze/game/level_generator.hpp"
#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/level_writer.hpp"

namespace catmaze {
namespace {

// A thousand levels a difficulty in a normal build; fewer under the sanitizers, which run the
// same code ten times slower and look for memory errors rather than statistics.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kLevelsPerDifficulty = 100;
#else
constexpr int kLevelsPerDifficulty = 1000;
#endif

// FNV-1a, written here so that the pinned value below means the same on every machine.
std::uint64_t fnv1a(const std::string& bytes) {
    std::uint64_t hash = 0xCBF29CE484222325ull;
    for (const char c : bytes) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001B3ull;
    }
    return hash;
}

struct Medians {
    double par, bones, dogs, ordered, clicks, detour, traps;
};

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

Medians generateMany(Difficulty difficulty) {
    std::vector<double> par, bones, dogs, ordered, clicks, detour, traps;
    for (int seed = 1; seed <= kLevelsPerDifficulty; ++seed) {
        GenerateOptions options;
        options.seed = static_cast<std::uint64_t>(seed);
        options.difficulty = difficulty;
        const GeneratedLevel generated = generateLevel(options);
        EXPECT_TRUE(generated.level.has_value())
            << toString(difficulty) << " seed " << seed << ": " << generated.error;
        if (!generated.level)
            continue;
        // Valid: what it writes loads again with no diagnostic at all.
        const LevelLoadResult loaded = parseLevel(formatLevel(*generated.level), "generated.json");
        EXPECT_TRUE(loaded.ok() && loaded.diagnostics.empty())
            << toString(difficulty) << " seed " << seed;
        // Winnable and in its band, measured afresh.
        const LevelMetrics m = measureLevel(*generated.level);
        EXPECT_EQ(m.status, MetricsStatus::Measured) << toString(difficulty) << " seed " << seed;
        EXPECT_TRUE(bandOf(difficulty).contains(m)) << toString(difficulty) << " seed " << seed;
        // The par it records is the one measured afresh.
        EXPECT_EQ(generated.level->metrics ? generated.level->metrics->par : -1, m.par)
            << toString(difficulty) << " seed " << seed;
        par.push_back(static_cast<double>(m.par));
        bones.push_back(m.bonesFetched);
        dogs.push_back(m.dogsPaid);
        ordered.push_back(m.orderedFetches);
        clicks.push_back(m.fewestClicks);
        detour.push_back(m.detourRatio);
        traps.push_back(m.traps);
    }
    return {median(par),    median(bones),  median(dogs), median(ordered),
            median(clicks), median(detour), median(traps)};
}

TEST(LevelGenerator, LevelsAreValidWinnableInTheirBandAndOrderedByDifficulty) {
    const Medians easy = generateMany(Difficulty::Easy);
    const Medians medium = generateMany(Difficulty::Medium);
    const Medians hard = generateMany(Difficulty::Hard);
    const std::vector<std::pair<const char*, std::function<double(const Medians&)>>> measures{
        {"par", [](const Medians& m) { return m.par; }},
        {"bones", [](const Medians& m) { return m.bones; }},
        {"dogs", [](const Medians& m) { return m.dogs; }},
        {"ordered fetches", [](const Medians& m) { return m.ordered; }},
        {"fewest clicks", [](const Medians& m) { return m.clicks; }},
        {"detour ratio", [](const Medians& m) { return m.detour; }},
        {"traps", [](const Medians& m) { return m.traps; }},
    };
    for (const auto& [name, of] : measures) {
        EXPECT_LE(of(easy), of(medium)) << name;
        EXPECT_LE(of(medium), of(hard)) << name;
        EXPECT_LT(of(easy), of(hard)) << name;
    }
}

TEST(LevelGenerator, TheSameSeedGivesTheSameBytes) {
    GenerateOptions options;
    options.seed = 42;
    options.size = {21, 15};
    options.difficulty = Difficulty::Hard;
    const std::string first = formatLevel(*generateLevel(options).level);
    EXPECT_EQ(formatLevel(*generateLevel(options).level), first);
    options.seed = 43;
    EXPECT_NE(formatLevel(*generateLevel(options).level), first);
}

// The bytes of one level, pinned: the generator's random numbers and layouts are our own, so a
// seed gives the same level with any compiler and standard library. A change of the generator
// that changes levels changes this number on purpose (and the daily maze of every player).
TEST(LevelGenerator, ASeedsLevelIsPinned) {
    GenerateOptions options;
    options.seed = 7;
    options.difficulty = Difficulty::Medium;
    const GeneratedLevel generated = generateLevel(options);
    ASSERT_TRUE(generated.level.has_value());
    EXPECT_EQ(fnv1a(formatLevel(*generated.level)), 3232784809120983706ull)
        << formatLevel(*generated.level);
}

TEST(LevelGenerator, RefusesASizeOutOfRange) {
    GenerateOptions options;
    options.size = {6, 11};
    const GeneratedLevel generated = generateLevel(options);
    EXPECT_FALSE(generated.level.has_value());
    EXPECT_EQ(generated.error, "a generated level is 7 to 64 tiles a side");
}

TEST(LevelGenerator, DifficultyNamesRoundTrip) {
    for (const Difficulty d : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard})
        EXPECT_EQ(parseDifficulty(toString(d)), d);
    EXPECT_EQ(parseDifficulty("impossible"), std::nullopt);
}

}  // namespace
}  // namespace catmaze
