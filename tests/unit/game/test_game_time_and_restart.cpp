// The movement controller over time (step timing at any frame rate), restart, and the
// settings that change a session.
// Events are compared as short strings (event_lines.hpp) so a failure shows the whole story.

#include <gtest/gtest.h>

#include <limits>
#include <string>
#include <vector>

#include "catmaze/game/game.hpp"

#include "event_lines.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

using namespace test;

// ---------------------------------------------------------------------------------------------
// Time

TEST(GameSession, AStepEndsExactlyAfterStepSecondsAtAnyFrameRate) {
    GameSession game(levelFrom({
                         "############",
                         "#C.........#",
                         "############",
                     }),
                     DiagonalMode::Never, 0.4);
    game.clickTile({10, 1});
    take(game);
    game.update(0.1);
    EXPECT_DOUBLE_EQ(game.stepProgress(), 0.25);
    game.update(0.2);
    EXPECT_DOUBLE_EQ(game.stepProgress(), 0.75);
    EXPECT_TRUE(take(game).empty());

    // 1/60 s frames: step k ends in the first frame at or after k * 0.4 s, never before.
    GameSession walk(levelFrom({
                         "############",
                         "#C.........#",
                         "############",
                     }),
                     DiagonalMode::Never, 0.4);
    walk.clickTile({10, 1});
    take(walk);
    int frame = 0;
    int stepsSeen = 0;
    while (walk.moving() && frame < 1000) {
        ++frame;
        walk.update(1.0 / 60.0);
        const double now = frame / 60.0;
        const double progress = walk.stepProgress();
        EXPECT_GE(progress, 0.0);
        EXPECT_LT(progress, 1.0);
        for (const std::string& line : only(take(walk), {"step"})) {
            ++stepsSeen;
            EXPECT_GE(now, stepsSeen * 0.4 - 1e-9) << line << " ended early";
            // At most one frame late, plus rounding of the frame times.
            EXPECT_LT(now, stepsSeen * 0.4 + 1.0 / 60.0 + 1e-6) << line << " ended late";
        }
    }
    EXPECT_EQ(stepsSeen, 9);
}

TEST(GameSession, ALongUpdateTakesSeveralStepsAndCarriesTheRest) {
    GameSession game(levelFrom({
                         "########",
                         "#C.....#",
                         "########",
                     }),
                     DiagonalMode::Never, 0.25);
    game.clickTile({6, 1});
    take(game);
    game.update(1.125);  // four steps and half of the fifth
    EXPECT_EQ(take(game),
              (Lines{"step(2,1)#1", "start(2,1)->(3,1)", "step(3,1)#2", "start(3,1)->(4,1)",
                     "step(4,1)#3", "start(4,1)->(5,1)", "step(5,1)#4", "start(5,1)->(6,1)"}));
    EXPECT_DOUBLE_EQ(game.stepProgress(), 0.5);
    game.update(0.125);
    EXPECT_EQ(take(game), (Lines{"step(6,1)#5"}));
    EXPECT_FALSE(game.moving());
}

TEST(GameSession, ALongUpdateAppliesEveryRuleOnTheWayAndStopsAtTheEnd) {
    GameSession game(levelFrom({
                         "#########",
                         "#CB.D.E.#",
                         "#########",
                     }),
                     DiagonalMode::Never, 0.4);
    game.clickTile({7, 1});
    take(game);
    game.update(100.0);
    EXPECT_EQ(only(take(game), {"step", "bone", "bribed", "won"}),
              (Lines{"step(2,1)#1", "bone(2,1)=1", "step(3,1)#2", "step(4,1)#3", "bribed(4,1)=0",
                     "step(5,1)#4", "step(6,1)#5", "won(6,1)"}));
    EXPECT_EQ(game.cat().tile, (Tile{6, 1}));
    EXPECT_FALSE(game.moving());

    GameSession eaten(levelFrom({"C.D..E"}), DiagonalMode::Never, 0.4);
    eaten.clickTile({5, 0});
    take(eaten);
    eaten.update(100.0);
    EXPECT_EQ(take(eaten).back(), "eaten(2,0)");
    EXPECT_EQ(eaten.cat().tile, (Tile{2, 0}));
}

TEST(GameSession, ChangingTheStepTimeAppliesFromTheNextStep) {
    GameSession game(levelFrom({"C...."}), DiagonalMode::Never, 1.0);
    game.setStepSeconds(0.0);
    game.setStepSeconds(-1.0);
    EXPECT_EQ(game.stepSeconds(), 1.0) << "non-positive step times are ignored";
    game.clickTile({3, 0});
    take(game);
    game.update(0.5);
    game.setStepSeconds(0.25);
    EXPECT_EQ(game.stepSeconds(), 0.25);
    game.update(0.25);
    EXPECT_TRUE(take(game).empty()) << "the step under way keeps its second";
    game.update(0.25);
    EXPECT_EQ(take(game), (Lines{"step(1,0)#1", "start(1,0)->(2,0)"}));
    game.update(0.25);
    EXPECT_EQ(take(game), (Lines{"step(2,0)#2", "start(2,0)->(3,0)"}));
}

TEST(GameSession, NonsenseTimeIsIgnored) {
    GameSession game(levelFrom({"C...."}), DiagonalMode::Never, 1.0);
    game.clickTile({3, 0});
    take(game);
    game.update(-5.0);
    game.update(0.0);
    game.update(std::numeric_limits<double>::quiet_NaN());
    game.update(std::numeric_limits<double>::infinity());
    EXPECT_EQ(game.stepProgress(), 0.0);
    EXPECT_TRUE(take(game).empty());
}

// ---------------------------------------------------------------------------------------------
// Restart and settings

TEST(GameSession, KeepsOneGridAndUpdatesOnlyTheCellsThatChange) {
    GameSession game(levelFrom({"CBD.E"}), DiagonalMode::Never, 0.25);
    const CatGrid* grid = &game.grid();
    EXPECT_EQ(grid->multiplierAt({2, 0}), 10);
    game.clickTile({3, 0});
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().tile, (Tile{3, 0}));
    EXPECT_EQ(game.lastSearchGrid(), grid) << "the search ran on the session's own grid";
    EXPECT_EQ(grid->multiplierAt({2, 0}), 1) << "the bribed dog's cell costs 1 again";
    EXPECT_TRUE(grid->walkableTile({1, 0}));
    // Back over the dog's old tile: 3 plain steps.
    game.clickTile({0, 0});
    EXPECT_EQ(take(game).front().rfind("path(0,0) found 30 [", 0), 0u);
    walkUntilIdle(game);
    game.restart();
    EXPECT_EQ(&game.grid(), grid);
    EXPECT_EQ(grid->multiplierAt({2, 0}), 10) << "restart puts the dog back";
    game.setDiagonal(DiagonalMode::AtLeastOneSideFree);
    EXPECT_EQ(game.grid().movement().diagonal, DiagonalMode::AtLeastOneSideFree);
}

TEST(GameSession, DirectionKeysFollowTheDiagonalMode) {
    // From C, up-right passes the wall above the cat and the floor to its right.
    const std::vector<std::string> rows = {
        "##.",
        "#C.",
        "...",
    };
    GameSession strict(levelFrom(rows), DiagonalMode::NoCornerCutting, 0.25);
    strict.pressDirection({1, -1});
    EXPECT_EQ(take(strict), (Lines{"refused(2,0) wall"}));
    GameSession loose(levelFrom(rows), DiagonalMode::AtLeastOneSideFree, 0.25);
    loose.pressDirection({1, -1});
    ASSERT_EQ(loose.stepTarget(), (Tile{2, 0}));
}

TEST(GameSession, RestartBringsEverythingBack) {
    const Level level = levelFrom({
        "#######",
        "#CB.DE#",
        "#.....#",
        "#######",
    });
    GameSession game(level, DiagonalMode::Never, 0.25);
    game.clickTile({4, 1});
    walkUntilIdle(game);
    ASSERT_EQ(game.board().at({2, 1}), TileKind::Floor);
    ASSERT_EQ(game.board().at({4, 1}), TileKind::Floor);
    game.clickTile({1, 2});
    game.update(0.1);  // mid-step, with a pending request
    game.clickTile({5, 2});

    game.restart();
    EXPECT_TRUE(game.takeEvents().empty());
    EXPECT_EQ(game.cat().tile, (Tile{1, 1}));
    EXPECT_EQ(game.cat().bones, 0);
    EXPECT_EQ(game.cat().steps, 0);
    EXPECT_EQ(game.cat().status, GameStatus::Playing);
    EXPECT_EQ(game.board().at({2, 1}), TileKind::Bone);
    EXPECT_EQ(game.board().at({4, 1}), TileKind::Dog);
    EXPECT_EQ(game.board().at({1, 1}), TileKind::Floor);
    EXPECT_FALSE(game.moving());
    EXPECT_FALSE(game.stepTarget().has_value());
    EXPECT_EQ(game.stepProgress(), 0.0);
    EXPECT_EQ(game.facing(), (Offset{0, 1}));
    EXPECT_EQ(game.lastSearchGrid(), nullptr);
    game.update(5.0);
    EXPECT_TRUE(game.takeEvents().empty()) << "the pending click was dropped";

    // And a lost level can be played again: go round the bone and meet the dog empty-handed.
    game.pressDirection({0, 1});
    walkUntilIdle(game);
    game.clickTile({4, 2});
    walkUntilIdle(game);
    game.pressDirection({0, -1});
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().status, GameStatus::Lost);
    game.restart();
    game.clickTile({5, 1});
    // 60 around the dog: were the dog still gone, the straight way would cost 40.
    EXPECT_EQ(take(game).front().rfind("path(5,1) found 60 [", 0), 0u);
    EXPECT_EQ(only(walkUntilIdle(game), {"won"}), (Lines{"won(5,1)"}));
}

TEST(GameSession, TheDiagonalSettingChangesTheNextPath) {
    GameSession game(levelFrom({
                         "#####",
                         "#C..#",
                         "#...#",
                         "#...#",
                         "#####",
                     }),
                     DiagonalMode::Never, 0.25);
    game.clickTile({3, 3});
    EXPECT_EQ(take(game).front().rfind("path(3,3) found 40 [", 0), 0u);
    ASSERT_NE(game.lastSearchGrid(), nullptr);
    EXPECT_EQ(game.lastSearchGrid()->movement().diagonal, DiagonalMode::Never);
    EXPECT_EQ(game.remainingPath().size(), 3u);

    // Switching on mid-walk leaves the path under way alone.
    const std::vector<Tile> before = game.remainingPath();
    game.setDiagonal(DiagonalMode::NoCornerCutting);
    EXPECT_EQ(game.diagonal(), DiagonalMode::NoCornerCutting);
    EXPECT_EQ(game.remainingPath(), before);
    EXPECT_EQ(only(walkUntilIdle(game), {"step"}).size(), 4u);
    ASSERT_EQ(game.cat().tile, (Tile{3, 3}));

    game.clickTile({1, 1});
    const std::vector<PlayEvent> planned = game.takeEvents();
    EXPECT_EQ(str(planned.front()), "path(1,1) found 28 [(2,2)(1,1)]");
    EXPECT_EQ(game.lastSearchGrid()->movement().diagonal, DiagonalMode::NoCornerCutting);
    const auto& route = std::get<play_event::RoutePlanned>(planned.front());
    ASSERT_TRUE(route.trace);
    EXPECT_TRUE(route.trace->jumped);
    const SearchTrace::Node* goal = route.trace->nodeAt({1, 1});
    ASSERT_NE(goal, nullptr);
    EXPECT_FALSE(goal->open) << "the goal was reached and closed";
    walkUntilIdle(game);

    game.setDiagonal(DiagonalMode::Never);
    game.clickTile({3, 3});
    EXPECT_EQ(take(game).front().rfind("path(3,3) found 40 [", 0), 0u);
}

}  // namespace
}  // namespace catmaze
