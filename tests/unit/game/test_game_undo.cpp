// Undo and redo of steps (a puzzle player's mis-click costs one key, not a restart): the cat, its
// bones, steps and cost, and the bones and dogs on the board and the grid come back exactly.

#include <gtest/gtest.h>

#include <vector>

#include "catmaze/game/game.hpp"

#include "event_lines.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

using namespace test;

// The cat (1,1), a bone (2,1), a dog (4,1), the exit (6,1); a detour row below.
Level boneThenDogRoom() {
    return levelFrom({
        "########",
        "#CB.D.E#",
        "#......#",
        "########",
    });
}

TEST(GameUndo, NothingToTakeBackAtTheStart) {
    GameSession game(boneThenDogRoom(), DiagonalMode::Never, 0.1);
    EXPECT_FALSE(game.undo());
    EXPECT_FALSE(game.redo());
    EXPECT_TRUE(take(game).empty());
}

TEST(GameUndo, TakingBackTheBoneStepPutsTheBoneBackAndRestoresTheCounts) {
    GameSession game(boneThenDogRoom(), DiagonalMode::Never, 0.1);
    game.clickTile({3, 1});
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().steps, 2);
    ASSERT_EQ(game.cat().bones, 1);

    ASSERT_TRUE(game.undo());
    EXPECT_EQ(take(game), (Lines{"undone(2,1)#1"}));
    EXPECT_EQ(game.cat().tile, (Tile{2, 1}));
    EXPECT_EQ(game.cat().bones, 1);
    EXPECT_EQ(game.cat().cost, 10);

    ASSERT_TRUE(game.undo());
    EXPECT_EQ(take(game), (Lines{"undone(1,1)#0"}));
    EXPECT_EQ(game.cat().tile, (Tile{1, 1}));
    EXPECT_EQ(game.cat().bones, 0);
    EXPECT_EQ(game.cat().steps, 0);
    EXPECT_EQ(game.cat().cost, 0);
    EXPECT_EQ(game.board().at({2, 1}), TileKind::Bone);
    EXPECT_FALSE(game.undo());

    // Walking again picks the bone up again.
    game.clickTile({2, 1});
    EXPECT_EQ(only(walkUntilIdle(game), {"bone"}), (Lines{"bone(2,1)=1"}));
}

TEST(GameUndo, ALossIsTakenBackAndTheDogCostsAgain) {
    GameSession game(boneThenDogRoom(), DiagonalMode::Never, 0.1);
    // Round the bone, then into the dog with no bone: caught.
    game.pressDirection({0, 1});
    walkUntilIdle(game);
    game.pressDirection({1, 0});
    walkUntilIdle(game);
    game.pressDirection({1, 0});
    walkUntilIdle(game);
    game.pressDirection({1, 0});
    walkUntilIdle(game);
    game.pressDirection({0, -1});
    EXPECT_EQ(only(walkUntilIdle(game), {"eaten"}), (Lines{"eaten(4,1)"}));
    ASSERT_EQ(game.cat().status, GameStatus::Lost);

    ASSERT_TRUE(game.undo());
    EXPECT_EQ(game.cat().status, GameStatus::Playing);
    EXPECT_EQ(game.cat().tile, (Tile{4, 2}));
    EXPECT_EQ(game.board().at({4, 1}), TileKind::Dog);
    take(game);
    // The game goes on: a click on the exit plans round the dog, as before the loss.
    game.clickTile({6, 1});
    const Lines walk = walkUntilIdle(game);
    EXPECT_EQ(only(walk, {"won"}), (Lines{"won(6,1)"}));
    EXPECT_TRUE(only(walk, {"eaten"}).empty());
}

TEST(GameUndo, APaidDogComesBackWithItsCostOnTheGrid) {
    GameSession game(boneThenDogRoom(), DiagonalMode::Never, 0.1);
    game.clickTile({4, 1});  // bone, then the dog, paid
    walkUntilIdle(game);
    ASSERT_EQ(game.board().at({4, 1}), TileKind::Floor);
    ASSERT_EQ(game.grid().multiplierAt({4, 1}), 1);

    ASSERT_TRUE(game.undo());
    EXPECT_EQ(game.board().at({4, 1}), TileKind::Dog);
    EXPECT_EQ(game.grid().multiplierAt({4, 1}), 10);
    EXPECT_EQ(game.cat().bones, 1);
    EXPECT_EQ(game.cat().cost, 20);
}

TEST(GameUndo, RedoTakesTheStepAgainUntilANewStepIsTaken) {
    GameSession game(boneThenDogRoom(), DiagonalMode::Never, 0.1);
    game.clickTile({3, 1});
    walkUntilIdle(game);
    game.undo();
    game.undo();
    take(game);

    ASSERT_TRUE(game.redo());
    EXPECT_EQ(take(game), (Lines{"redone(2,1)", "step(2,1)#1", "bone(2,1)=1"}));
    EXPECT_EQ(game.cat().cost, 10);

    // A new step forgets the step still undone.
    game.pressDirection({0, 1});
    walkUntilIdle(game);
    EXPECT_FALSE(game.redo());
}

TEST(GameUndo, UndoMidStepDropsTheWalkAndTakesBackTheLastStepFinished) {
    GameSession game(boneThenDogRoom(), DiagonalMode::Never, 0.1);
    game.clickTile({3, 1});
    game.update(0.15);  // the first step done, the second under way
    take(game);
    ASSERT_TRUE(game.undo());
    EXPECT_FALSE(game.moving());
    EXPECT_EQ(game.cat().tile, (Tile{1, 1}));
    EXPECT_EQ(game.board().at({2, 1}), TileKind::Bone);
}

TEST(GameUndo, AWinIsFinal) {
    GameSession game(boneThenDogRoom(), DiagonalMode::Never, 0.1);
    game.clickTile({6, 1});
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().status, GameStatus::Won);
    EXPECT_FALSE(game.undo());
}

TEST(GameUndo, RestartForgetsWhatCouldBeUndone) {
    GameSession game(boneThenDogRoom(), DiagonalMode::Never, 0.1);
    game.clickTile({3, 1});
    walkUntilIdle(game);
    game.restart();
    EXPECT_FALSE(game.undo());
}

}  // namespace
}  // namespace catmaze
