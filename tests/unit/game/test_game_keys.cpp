// The movement controller walking by keys: one tile a key, walls, diagonals, and keys
// during a walk.
// Events are compared as short strings (event_lines.hpp) so a failure shows the whole story.

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "catmaze/game/game.hpp"

#include "event_lines.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

using namespace test;

// ---------------------------------------------------------------------------------------------
// Keys

const std::vector<std::string> kKeysRoom = {
    "#####", "#...#", "#.C.#", "#...#", "#####",
};

TEST(GameSession, EachDirectionKeyMovesOneTile) {
    const std::vector<std::pair<Offset, Tile>> cases = {
        {{0, -1}, {2, 1}}, {{0, 1}, {2, 3}}, {{-1, 0}, {1, 2}}, {{1, 0}, {3, 2}}};
    for (const auto& [direction, expected] : cases) {
        GameSession game(levelFrom(kKeysRoom), DiagonalMode::Never, 0.5);
        game.pressDirection(direction);
        EXPECT_EQ(take(game), (Lines{"start(2,2)->" + str(expected)}));
        EXPECT_EQ(game.facing(), direction);
        EXPECT_EQ(walkUntilIdle(game), (Lines{"step" + str(expected) + "#1"}));
        EXPECT_EQ(game.cat().tile, expected);
    }
}

TEST(GameSession, KeysIntoAWallOrOffTheMapAreRefused) {
    GameSession game(levelFrom(kKeysRoom), DiagonalMode::Never, 0.5);
    game.pressDirection({0, -1});
    walkUntilIdle(game);
    game.pressDirection({0, -1});
    EXPECT_EQ(take(game), (Lines{"refused(2,0) wall"}));
    EXPECT_FALSE(game.moving());

    GameSession edge(Level::filled(3, 1), DiagonalMode::Never,
                     0.5);  // cat at (0,0) (no start tile)
    edge.pressDirection({-1, 0});
    edge.pressDirection({0, 1});
    EXPECT_EQ(take(edge), (Lines{"refused(-1,0) outside the map", "refused(0,1) outside the map"}));
    EXPECT_EQ(edge.cat().tile, (Tile{0, 0}));
}

TEST(GameSession, DiagonalKeysOnlyWithDiagonalsOnAndNeverCuttingACorner) {
    GameSession game(levelFrom({
                         "#####",
                         "#...#",
                         "#.C.#",
                         "#..##",
                         "#####",
                     }),
                     DiagonalMode::Never, 0.5);
    game.pressDirection({1, -1});
    game.pressDirection({0, 0});
    game.pressDirection({2, 0});
    EXPECT_TRUE(take(game).empty()) << "not a move with diagonals off: ignored";
    EXPECT_FALSE(game.moving());

    game.setDiagonal(DiagonalMode::NoCornerCutting);
    game.pressDirection({1, 1});  // (3,3) is a wall
    EXPECT_EQ(take(game), (Lines{"refused(3,3) wall"}));
    game.pressDirection({1, -1});
    EXPECT_EQ(take(game), (Lines{"start(2,2)->(3,1)"}));
    walkUntilIdle(game);
    game.pressDirection({-1, 1});  // to (2,2): fine
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().tile, (Tile{2, 2}));
    game.pressDirection({-1, 1});  // to (1,3)
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().tile, (Tile{1, 3}));
    game.pressDirection({1, 0});
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().tile, (Tile{2, 3}));
    game.pressDirection({1, -1});  // to (3,2), passing the wall (3,3)'s corner
    EXPECT_EQ(take(game), (Lines{"refused(3,2) wall"}));
}

TEST(GameSession, AKeyDuringAWalkReplacesTheRestOfThePathAfterTheStep) {
    GameSession game(levelFrom({
                         "#######",
                         "#.....#",
                         "#C....#",
                         "#######",
                     }),
                     DiagonalMode::Never, 1.0);
    game.clickTile({5, 2});
    take(game);
    game.update(0.5);
    // The key counts from (2,2), where the step under way ends.
    game.pressDirection({0, -1});
    EXPECT_TRUE(take(game).empty());
    EXPECT_TRUE(game.moving());
    EXPECT_EQ(walkUntilIdle(game), (Lines{"step(2,2)#1", "start(2,2)->(2,1)", "step(2,1)#2"}));
    EXPECT_EQ(game.cat().tile, (Tile{2, 1}));

    // A key into a wall during a walk is refused at once, and the walk goes on.
    game.clickTile({5, 1});
    take(game);
    game.update(0.5);
    game.pressDirection({0, -1});
    EXPECT_EQ(take(game), (Lines{"refused(3,0) wall"}));
    walkUntilIdle(game);
    EXPECT_EQ(game.cat().tile, (Tile{5, 1}));
}

}  // namespace
}  // namespace catmaze
