/// \file
/// Undo as a puzzle player uses it: U takes back the last step (the bone comes back, the counts
/// go down), Ctrl+Y takes it again, and a loss is taken back with Backspace so the level plays on.

#include <string>

#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

TEST_F(WindowTest, UndoTakesBackTheBoneStepAndRedoTakesItAgain) {
    // bone_before_dog.json: the cat (1,1), the bone (3,3) in a side room, the dog (11,4).
    const auto level = testLevel("bone_before_dog.json");
    Game& game = launchOn(level, 0.05);
    game.clickTile({3, 3});
    const Json bone = game.waitForEvent("bone");
    EXPECT_EQ(tileFromJson(bone.at("tile")), (TileRef{3, 3}));

    game.key("u");
    const Json undone = game.waitForEvent("step_undone");
    EXPECT_EQ(tileFromJson(undone.at("tile")), (TileRef{4, 3})) << undone.dump();
    EXPECT_EQ(undone.value("bones", -1), 0) << "the bone went back on the board";
    const int steps = undone.value("steps", -1);
    EXPECT_EQ(undone.value("cost", -1), steps * 10) << undone.dump();

    game.key("ctrl+y");
    game.waitForEvent("step_redone");
    const Json again = game.waitForEvent("bone");
    EXPECT_EQ(tileFromJson(again.at("tile")), (TileRef{3, 3})) << "the redone step picks it up";
}

TEST_F(WindowTest, ALossIsTakenBackAndTheLevelPlaysOn) {
    const auto level = testLevel("bone_before_dog.json");
    Game& game = launchOn(level, 0.02);
    game.clickTile({11, 4});  // the dog, with no bone in hand
    game.waitForEvent("lost");
    game.waitForEvent("screen", [](const Json& e) { return e.value("name", "") == "lost"; });
    game.key("Escape");  // back to the board
    game.waitForEvent("screen", [](const Json& e) { return e.value("name", "") == "play"; });

    game.key("BackSpace");
    const Json undone = game.waitForEvent("step_undone");
    EXPECT_NE(tileFromJson(undone.at("tile")), (TileRef{11, 4}));
    // Playing again: a click walks, and winning shows the end screen again.
    game.clickTile({3, 3});
    game.waitForEvent("bone");
    game.clickTile({11, 5});
    game.waitForEvent("won");
    game.waitForEvent("screen", [](const Json& e) { return e.value("name", "") == "won"; });
}

}  // namespace
}  // namespace catmaze::wintest
