// The open-floor level generator (GenerateOptions::openFloor): for many seeds, sizes and each
// difficulty its levels load again without a diagnostic (valid, within the open-floor limits),
// are won by the open-floor planner at the recorded par, and at medium and hard cannot be won
// without their bones; its obstacles sit on the half-tile grid; a seed gives the same bytes.

#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "catmaze/game/level_generator.hpp"
#include "catmaze/game/open_floor.hpp"
#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/level_writer.hpp"

namespace catmaze {
namespace {

constexpr int kSeeds = 60;
constexpr GridSize kSizes[] = {{7, 7}, {15, 11}, {24, 18}, {40, 30}, {64, 64}, {9, 31}};

GenerateOptions openFloor(std::uint64_t seed, GridSize size, Difficulty difficulty) {
    GenerateOptions options;
    options.seed = seed;
    options.size = size;
    options.difficulty = difficulty;
    options.openFloor = true;
    return options;
}

bool onHalfTiles(double v) {
    return std::floor(v * 2) == v * 2;
}

void expectGoodLevels(Difficulty difficulty) {
    for (int seed = 1; seed <= kSeeds; ++seed) {
        const GridSize size = kSizes[seed % std::size(kSizes)];
        const GeneratedLevel generated =
            generateLevel(openFloor(static_cast<std::uint64_t>(seed), size, difficulty));
        const std::string what = std::string(toString(difficulty)) + " seed " +
                                 std::to_string(seed) + " " + std::to_string(size.width) + "x" +
                                 std::to_string(size.height);
        ASSERT_TRUE(generated.level.has_value()) << what << ": " << generated.error;
        const Level& level = *generated.level;
        EXPECT_TRUE(level.openFloor()) << what;
        EXPECT_EQ(level.version, 2) << what;
        EXPECT_EQ(level.size, size) << what;

        // Valid: what it writes loads again with no diagnostic at all (no error, no object inside
        // an obstacle), as the same level.
        const std::string text = formatLevel(level);
        const LevelLoadResult loaded = parseLevel(text, "generated.json");
        ASSERT_TRUE(loaded.ok()) << what << "\n" << text;
        EXPECT_TRUE(loaded.diagnostics.empty())
            << what << ": " << loaded.diagnostics.front().format() << "\n"
            << text;
        EXPECT_EQ(*loaded.level, level) << what;
        for (const Polygon& polygon : level.obstacles) {
            for (const Vec2 p : polygon)
                EXPECT_TRUE(onHalfTiles(p.x) && onHalfTiles(p.y)) << what;
        }

        // Winnable by the planner, at the recorded par.
        const OpenFloorPlan plan = openFloorPlan(*loaded.level);
        EXPECT_TRUE(plan.winnable) << what << "\n" << text;
        ASSERT_TRUE(level.metrics.has_value()) << what;
        EXPECT_EQ(level.metrics->par, plan.cost) << what;

        // Medium and hard: the dogs in the doorways must be paid.
        const int dogs = static_cast<int>(level.find(TileKind::Dog).size());
        if (difficulty != Difficulty::Easy) {
            EXPECT_GE(dogs, 1) << what;
            Level boneless = level;
            for (const Tile bone : level.find(TileKind::Bone))
                boneless.set(bone, TileKind::Floor);
            EXPECT_FALSE(openFloorPlan(boneless).winnable) << what << "\n" << text;
        } else {
            EXPECT_LE(dogs, 1) << what;
        }
        if (difficulty == Difficulty::Hard) {
            EXPECT_GE(dogs, 2) << what;
        }
    }
}

TEST(OpenFloorGenerator, EasyLevelsAreValidAndWinnable) {
    expectGoodLevels(Difficulty::Easy);
}

TEST(OpenFloorGenerator, MediumLevelsAreValidWinnableAndNeedTheirBones) {
    expectGoodLevels(Difficulty::Medium);
}

TEST(OpenFloorGenerator, HardLevelsAreValidWinnableAndNeedTheirBones) {
    expectGoodLevels(Difficulty::Hard);
}

TEST(OpenFloorGenerator, TheSameSeedGivesTheSameBytes) {
    for (const Difficulty difficulty : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard}) {
        const GenerateOptions options = openFloor(42, {31, 23}, difficulty);
        const std::string first = formatLevel(*generateLevel(options).level);
        EXPECT_EQ(formatLevel(*generateLevel(options).level), first);
        EXPECT_NE(formatLevel(*generateLevel(openFloor(43, {31, 23}, difficulty)).level), first);
    }
}

}  // namespace
}  // namespace catmaze
