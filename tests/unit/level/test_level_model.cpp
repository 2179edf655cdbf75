#include <gtest/gtest.h>

#include "catmaze/level/level.hpp"

namespace catmaze {
namespace {

TEST(LevelModel, RowsRoundTripTileKinds) {
    Level level = Level::filled(3, 2);
    level.set({0, 0}, TileKind::Wall);
    level.set({1, 0}, TileKind::CatStart);
    level.set({2, 1}, TileKind::Exit);
    level.set({0, 1}, TileKind::Dog);
    level.set({1, 1}, TileKind::Bone);
    EXPECT_EQ(level.rows(), (std::vector<std::string>{"#C.", "DBE"}));
    EXPECT_EQ(level.catStart(), (Tile{1, 0}));
    EXPECT_EQ(level.find(TileKind::Exit), (std::vector<Tile>{Tile{2, 1}}));
    EXPECT_FALSE(level.walkable({0, 0}));
    EXPECT_TRUE(level.walkable({1, 1}));
    EXPECT_FALSE(level.walkable({3, 0}));
}

}  // namespace
}  // namespace catmaze
