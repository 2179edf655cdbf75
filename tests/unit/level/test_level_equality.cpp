#include <gtest/gtest.h>

#include "catmaze/level/level.hpp"

namespace catmaze {
namespace {

Level sample() {
    Level level = Level::filled(4, 3);
    level.name = "Sample";
    level.set({1, 1}, TileKind::CatStart);
    level.set({2, 1}, TileKind::Exit);
    level.version = 2;
    level.obstacles = {{{0, 0}, {1, 0}, {1, 1}}};
    level.extraKeys = {{"author", "\"me\""}};
    return level;
}

TEST(LevelEquality, EqualLevelsCompareEqual) {
    EXPECT_EQ(sample(), sample());
    EXPECT_FALSE(sample() != sample());
}

TEST(LevelEquality, EveryMemberCounts) {
    const auto differs = [](auto change) {
        Level level = sample();
        change(level);
        return level != sample();
    };
    EXPECT_TRUE(differs([](Level& l) { l.name = "Other"; }));
    EXPECT_TRUE(differs([](Level& l) { l.set({0, 0}, TileKind::Wall); }));
    EXPECT_TRUE(differs([](Level& l) { l = Level::filled(3, 4); }));
    EXPECT_TRUE(differs([](Level& l) { l.size = {3, 4}; }));  // same cells, other shape
    EXPECT_TRUE(differs([](Level& l) { l.tileSize = 16; }));
    EXPECT_TRUE(differs([](Level& l) { l.rules.dogCostMultiplier = 3; }));
    EXPECT_TRUE(differs([](Level& l) { l.schema = "level.schema.json"; }));
    EXPECT_TRUE(differs([](Level& l) { l.extraKeys[0].json = "\"you\""; }));
    EXPECT_TRUE(differs([](Level& l) { l.version = 1; }));
    EXPECT_TRUE(differs([](Level& l) { l.obstacles[0][2].y = 0.5; }));
    EXPECT_TRUE(differs([](Level& l) { l.obstacles.clear(); }));
}

}  // namespace
}  // namespace catmaze
