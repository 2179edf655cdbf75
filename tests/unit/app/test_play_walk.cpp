// Walking as the player meets it (play/play_model.hpp): a click walks the cheapest path, a dog
// without a bone catches the cat, a click mid-step takes over when the step ends, and undo takes
// steps (and a loss) back. Checked against the reference Dijkstra of tests/support.

#include <gtest/gtest.h>

#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

// bone_before_dog.json: the cat (1,1), the bone (3,3) in a side room, the only way to the exit
// (11,5) past the dog (11,4).
constexpr const char* kBoneBeforeDog = "bone_before_dog.json";

TEST(PlayWalk, WalkingOntoTheDogWithoutABoneLosesAndRestartPlaysAgain) {
    PlayFixture play(kBoneBeforeDog);
    play.clickTile({11, 5});
    const PlayJson path = play.last("path");
    ASSERT_FALSE(path.is_null());
    EXPECT_EQ(path.at("cost").get<std::int64_t>(),
              referencePathCost(kBoneBeforeDog, {1, 1}, {11, 5}, false))
        << path.dump();
    ASSERT_TRUE(play.playUntilEvent("lost"));
    EXPECT_EQ(tileOfJson(play.last("eaten").at("tile")), (Tile{11, 4}));
    EXPECT_EQ(play.model->caughtBy(), (Tile{11, 4}));
    EXPECT_FALSE(play.model->won());
    play.play(0.5);
    EXPECT_TRUE(play.eventsNamed("won").empty());

    // R starts the level again: the cat walks from its start once more.
    const std::size_t restarted = play.mark();
    play.model->restart();
    EXPECT_EQ(play.eventsNamed("restart", restarted).size(), 1u);
    EXPECT_FALSE(play.model->ended());
    EXPECT_EQ(play.model->caughtBy(), std::nullopt);
    play.clickTile({3, 3});
    EXPECT_EQ(play.last("path").at("cost").get<std::int64_t>(),
              referencePathCost(kBoneBeforeDog, {1, 1}, {3, 3}, false));
    ASSERT_TRUE(play.playUntilEvent("bone", restarted));
    EXPECT_EQ(tileOfJson(play.last("bone").at("tile")), (Tile{3, 3}));
}

TEST(PlayWalk, AClickDuringAStepRedirectsTheCatWhenTheStepEnds) {
    // corridor.json: one row of floor, the cat at (1,1); half a second a step.
    PlayFixture play("corridor.json", 0.5);
    play.clickTile({13, 1});
    const PlayJson first = play.last("path");
    ASSERT_GE(first.at("tiles").size(), 3u) << first.dump();
    ASSERT_EQ(tileOfJson(first.at("tiles")[0]), (Tile{2, 1}));
    ASSERT_EQ(tileOfJson(first.at("tiles")[1]), (Tile{3, 1}));

    // The first step ends; a quarter of a second into the second, to (3,1), click back at (1,1).
    ASSERT_TRUE(play.playUntilEvent("step"));
    play.play(0.25);
    const std::size_t midStep = play.mark();
    play.clickTile({1, 1});
    ASSERT_TRUE(play.playUntil([&] {
        const std::vector<std::string> seen = play.timeline({"step"}, midStep);
        return !seen.empty() && seen.back() == "step(1,1)";
    }));
    // The step under way completes first, then the cat turns back: never further right.
    EXPECT_EQ(play.timeline({"click", "step"}, midStep),
              (std::vector<std::string>{"click(1,1)", "step(3,1)", "step(2,1)", "step(1,1)"}));
    // The new path was planned from (3,1), where the interrupted step ended.
    const std::vector<PlayJson> paths = play.eventsNamed("path", midStep);
    ASSERT_EQ(paths.size(), 1u);
    EXPECT_EQ(paths[0].at("cost").get<std::int64_t>(),
              referencePathCost("corridor.json", {3, 1}, {1, 1}, false));
    EXPECT_EQ(paths[0].at("tiles").dump(), "[[2,1],[1,1]]");
    // And the cat stays there.
    const std::size_t arrived = play.mark();
    play.play(1.2);
    EXPECT_TRUE(play.eventsNamed("step", arrived).empty());
}

TEST(PlayUndo, UndoTakesBackTheBoneStepAndRedoTakesItAgain) {
    PlayFixture play(kBoneBeforeDog, 0.05);
    play.clickTile({3, 3});
    ASSERT_TRUE(play.playUntilEvent("bone"));
    EXPECT_EQ(tileOfJson(play.last("bone").at("tile")), (Tile{3, 3}));

    play.command(PlayCommand::Undo);  // U
    const PlayJson undone = play.last("step_undone");
    ASSERT_FALSE(undone.is_null());
    EXPECT_EQ(tileOfJson(undone.at("tile")), (Tile{4, 3})) << undone.dump();
    EXPECT_EQ(undone.value("bones", -1), 0) << "the bone went back on the board";
    EXPECT_EQ(undone.value("cost", -1), undone.value("steps", -1) * 10) << undone.dump();

    const std::size_t before = play.mark();
    play.command(PlayCommand::Redo);  // Ctrl+Y
    EXPECT_EQ(play.timeline({"step_redone", "bone"}, before),
              (std::vector<std::string>{"step_redone(3,3)", "bone(3,3)"}))
        << "the redone step picks it up";
}

TEST(PlayUndo, ALossIsTakenBackAndTheLevelPlaysOnToAWin) {
    PlayFixture play(kBoneBeforeDog, 0.02);
    play.clickTile({11, 4});  // the dog, with no bone in hand
    ASSERT_TRUE(play.playUntil([&] { return play.model->endDue(); }));
    EXPECT_EQ(play.model->takeEndScreen(), std::optional<bool>(false)) << "the lost screen";
    EXPECT_EQ(play.model->takeEndScreen(), std::nullopt) << "shown once";

    play.command(PlayCommand::Undo);  // Backspace
    const PlayJson undone = play.last("step_undone");
    ASSERT_FALSE(undone.is_null());
    EXPECT_NE(tileOfJson(undone.at("tile")), (Tile{11, 4}));
    EXPECT_FALSE(play.model->ended());
    EXPECT_EQ(play.model->takeEndScreen(), std::nullopt);

    // Playing again: a click walks, and winning shows the end screen again.
    play.clickTile({3, 3});
    ASSERT_TRUE(play.playUntilEvent("bone"));
    play.clickTile({11, 5});
    ASSERT_TRUE(play.playUntil([&] { return play.model->endDue(); }));
    EXPECT_EQ(play.model->takeEndScreen(), std::optional<bool>(true)) << "the won screen";
}

}  // namespace
}  // namespace catmaze::app
