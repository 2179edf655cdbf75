// The movement controller walking by clicks: paths, pending moves, refusals, and the rules
// met on the way.
// Events are compared as short strings (event_lines.hpp) so a failure shows the whole story.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "catmaze/game/game.hpp"
#include "catmaze/game/solver.hpp"

#include "event_lines.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

using namespace test;

// ---------------------------------------------------------------------------------------------
// Walking by clicks

TEST(GameSession, StartsOnTheCatStartWhichIsFloorOnTheBoard) {
    const Level level = levelFrom({
        "#####",
        "#.C.#",
        "#####",
    });
    GameSession game(level);
    EXPECT_EQ(game.cat().tile, (Tile{2, 1}));
    EXPECT_EQ(game.cat().bones, 0);
    EXPECT_EQ(game.cat().steps, 0);
    EXPECT_EQ(game.cat().status, GameStatus::Playing);
    EXPECT_EQ(game.board().at({2, 1}), TileKind::Floor);
    EXPECT_EQ(game.originalLevel().at({2, 1}), TileKind::CatStart);
    EXPECT_FALSE(game.moving());
    EXPECT_EQ(game.stepProgress(), 0.0);
    EXPECT_EQ(game.facing(), (Offset{0, 1}));
    EXPECT_EQ(game.lastSearchGrid(), nullptr);
    EXPECT_TRUE(game.takeEvents().empty());
}

TEST(GameSession, WalkingOntoABonePicksItUp) {
    GameSession game(levelFrom({
                         "#######",
                         "#C.B.E#",
                         "#######",
                     }),
                     DiagonalMode::Never, 1.0);
    game.clickTile({3, 1});
    EXPECT_EQ(take(game), (Lines{"path(3,1) found 20 [(2,1)(3,1)]", "start(1,1)->(2,1)"}));
    EXPECT_EQ(game.stepTarget(), (Tile{2, 1}));
    EXPECT_EQ(game.facing(), (Offset{1, 0}));
    EXPECT_EQ(str(game.remainingPath()), "[(3,1)]");

    game.update(1.0);
    EXPECT_EQ(take(game), (Lines{"step(2,1)#1", "start(2,1)->(3,1)"}));
    EXPECT_EQ(game.cat().bones, 0);
    game.update(1.0);
    EXPECT_EQ(take(game), (Lines{"step(3,1)#2", "bone(3,1)=1"}));
    EXPECT_EQ(game.cat().bones, 1);
    EXPECT_EQ(game.cat().tile, (Tile{3, 1}));
    EXPECT_EQ(game.board().at({3, 1}), TileKind::Floor);
    EXPECT_EQ(game.originalLevel().at({3, 1}), TileKind::Bone);
    EXPECT_FALSE(game.moving());

    // Walking over the same tile again gives nothing more.
    game.clickTile({2, 1});
    walkUntilIdle(game);
    game.clickTile({4, 1});
    const Lines back = walkUntilIdle(game);
    EXPECT_TRUE(only(back, {"bone"}).empty());
    EXPECT_EQ(game.cat().bones, 1);
}

TEST(GameSession, ADogTakesABoneAndLeavesAndItsTileIsThenCheap) {
    GameSession game(levelFrom({
                         "#########",
                         "#CB.D..E#",
                         "#########",
                     }),
                     DiagonalMode::Never, 0.25);
    game.clickTile({3, 1});
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().bones, 1);

    // Past the dog: entering its tile costs ten times more.
    game.clickTile({5, 1});
    EXPECT_EQ(take(game).front(), "path(5,1) found 110 [(4,1)(5,1)]");
    const Lines walk = walkUntilIdle(game);
    EXPECT_EQ(walk, (Lines{"step(4,1)#3", "bribed(4,1)=0", "start(4,1)->(5,1)", "step(5,1)#4"}));
    EXPECT_EQ(game.cat().bones, 0);
    EXPECT_EQ(game.board().at({4, 1}), TileKind::Floor);
    EXPECT_EQ(game.cat().status, GameStatus::Playing);

    // The dog is gone: walking back through its tile costs a plain step.
    game.clickTile({3, 1});
    EXPECT_EQ(take(game).front(), "path(3,1) found 20 [(4,1)(3,1)]");
    EXPECT_TRUE(only(walkUntilIdle(game), {"bribed", "eaten"}).empty());
    EXPECT_EQ(game.cat().status, GameStatus::Playing);
}

TEST(GameSession, ADogEatsACatWithNoBoneAndEverythingStops) {
    GameSession game(levelFrom({
                         "#######",
                         "#C.D.E#",
                         "#######",
                     }),
                     DiagonalMode::Never, 0.5);
    game.clickTile({5, 1});
    EXPECT_EQ(take(game),
              (Lines{"path(5,1) found 130 [(2,1)(3,1)(4,1)(5,1)]", "start(1,1)->(2,1)"}));
    game.update(0.5);
    game.update(0.5);
    EXPECT_EQ(take(game), (Lines{"step(2,1)#1", "start(2,1)->(3,1)", "step(3,1)#2", "eaten(3,1)"}));
    EXPECT_EQ(game.cat().status, GameStatus::Lost);
    EXPECT_EQ(game.cat().tile, (Tile{3, 1}));
    EXPECT_EQ(game.board().at({3, 1}), TileKind::Dog);
    EXPECT_FALSE(game.moving());
    EXPECT_FALSE(game.stepTarget().has_value());
    EXPECT_TRUE(game.remainingPath().empty());

    // The walk does not go on, and nothing the player does moves the cat any more.
    game.update(10.0);
    EXPECT_TRUE(take(game).empty());
    game.clickTile({4, 1});
    game.pressDirection({1, 0});
    game.update(10.0);
    EXPECT_EQ(take(game), (Lines{"refused(4,1) game over", "refused(4,1) game over"}));
    EXPECT_EQ(game.cat().tile, (Tile{3, 1}));
    EXPECT_EQ(game.cat().steps, 2);
}

TEST(GameSession, ReachingTheExitWinsAndStopsTheWalk) {
    // The path to (6,1) passes the exit at (4,1): the level ends there.
    GameSession game(levelFrom({
                         "########",
                         "#C..E..#",
                         "########",
                     }),
                     DiagonalMode::Never, 0.25);
    game.clickTile({6, 1});
    const Lines walk = walkUntilIdle(game);
    EXPECT_EQ(only(walk, {"step", "won"}),
              (Lines{"step(2,1)#1", "step(3,1)#2", "step(4,1)#3", "won(4,1)"}));
    EXPECT_EQ(walk.back(), "won(4,1)");
    EXPECT_EQ(game.cat().status, GameStatus::Won);
    EXPECT_EQ(game.cat().tile, (Tile{4, 1}));
    EXPECT_FALSE(game.moving());
    game.clickTile({5, 1});
    EXPECT_EQ(take(game), (Lines{"refused(5,1) game over"}));
}

TEST(GameSession, ALevelThatNeedsABoneBeforeTheDogIsWonByClicks) {
    // The dog (11,4) guards the exit (11,5); the only bone (3,3) is in a side room.
    const Level level = levelFrom({
        "#############",
        "#C....#.....#",
        "#.###.#.###.#",
        "#.#B....#.#.#",
        "#.###.###.#D#",
        "#.....#...#E#",
        "#############",
    });
    GameSession game(level, DiagonalMode::Never, 0.2);
    GridCost total = 0;
    Lines all;
    for (const Tile target : {Tile{3, 3}, Tile{11, 5}}) {
        game.clickTile(target);
        const Lines planned = take(game);
        ASSERT_FALSE(planned.empty());
        ASSERT_EQ(planned.front().rfind("path" + str(target) + " found ", 0), 0u) << planned[0];
        total += std::stoll(planned.front().substr(planned.front().find("found ") + 6));
        all.insert(all.end(), planned.begin(), planned.end());
        const Lines walk = walkUntilIdle(game);
        all.insert(all.end(), walk.begin(), walk.end());
    }
    EXPECT_EQ(only(all, {"bone", "bribed", "eaten", "won"}),
              (Lines{"bone(3,3)=1", "bribed(11,4)=0", "won(11,5)"}));
    // Each rule fires right after the step onto its tile.
    for (const auto& [rule, step] :
         {std::pair<std::string, std::string>{"bone(3,3)=1", "step(3,3)"},
          {"bribed(11,4)=0", "step(11,4)"},
          {"won(11,5)", "step(11,5)"}}) {
        const auto at = std::find(all.begin(), all.end(), rule);
        ASSERT_NE(at, all.begin());
        EXPECT_EQ((at - 1)->rfind(step, 0), 0u) << rule << " after " << *(at - 1);
    }
    EXPECT_EQ(game.cat().status, GameStatus::Won);
    EXPECT_EQ(game.cat().bones, 0);
    EXPECT_EQ(game.cat().steps, static_cast<int>(only(all, {"step"}).size()));
    // These two clicks are the cheapest winning route.
    const Solution best = solveLevel(level);
    ASSERT_EQ(best.status, SolveStatus::Winnable) << best.reason;
    EXPECT_EQ(total, best.cost);
}

TEST(GameSession, AClickDuringAStepRedirectsTheCatWhenThatStepEnds) {
    GameSession game(levelFrom({
                         "###########",
                         "#C........#",
                         "###########",
                     }),
                     DiagonalMode::Never, 1.0);
    game.clickTile({8, 1});
    EXPECT_EQ(take(game), (Lines{"path(8,1) found 70 [(2,1)(3,1)(4,1)(5,1)(6,1)(7,1)(8,1)]",
                                 "start(1,1)->(2,1)"}));
    game.update(1.0);
    EXPECT_EQ(take(game), (Lines{"step(2,1)#1", "start(2,1)->(3,1)"}));

    // Halfway to (3,1) the player clicks back at the start: nothing happens until the step ends.
    game.update(0.5);
    game.clickTile({1, 1});
    EXPECT_TRUE(take(game).empty());
    EXPECT_EQ(game.stepTarget(), (Tile{3, 1}));
    EXPECT_EQ(game.cat().tile, (Tile{2, 1}));
    EXPECT_TRUE(game.moving());
    game.update(0.25);
    EXPECT_TRUE(take(game).empty());

    // The step completes, then the new path is planned from (3,1) and replaces the old one.
    game.update(0.25);
    EXPECT_EQ(take(game),
              (Lines{"step(3,1)#2", "path(1,1) found 20 [(2,1)(1,1)]", "start(3,1)->(2,1)"}));
    EXPECT_EQ(str(game.remainingPath()), "[(1,1)]");
    EXPECT_EQ(game.facing(), (Offset{-1, 0}));
    EXPECT_EQ(walkUntilIdle(game), (Lines{"step(2,1)#3", "start(2,1)->(1,1)", "step(1,1)#4"}));
    EXPECT_EQ(game.cat().tile, (Tile{1, 1}));
}

TEST(GameSession, TheLastClickDuringAStepWins) {
    GameSession game(levelFrom({
                         "########",
                         "#C.....#",
                         "########",
                     }),
                     DiagonalMode::Never, 1.0);
    game.clickTile({6, 1});
    game.update(0.5);
    game.clickTile({1, 1});
    game.clickTile({4, 1});
    take(game);
    game.update(0.5);
    EXPECT_EQ(take(game),
              (Lines{"step(2,1)#1", "path(4,1) found 20 [(3,1)(4,1)]", "start(2,1)->(3,1)"}));
}

TEST(GameSession, ClickingTheCatsOwnTile) {
    GameSession game(levelFrom({
                         "######",
                         "#C...#",
                         "######",
                     }),
                     DiagonalMode::Never, 1.0);
    // Standing: nothing at all.
    game.clickTile({1, 1});
    EXPECT_TRUE(take(game).empty());
    EXPECT_FALSE(game.moving());
    EXPECT_EQ(game.lastSearchGrid(), nullptr);

    // During a step, the tile being left: the cat comes back to it after the step.
    game.clickTile({4, 1});
    game.update(0.5);
    take(game);
    game.clickTile({1, 1});
    EXPECT_TRUE(take(game).empty());
    EXPECT_EQ(walkUntilIdle(game), (Lines{"step(2,1)#1", "path(1,1) found 10 [(1,1)]",
                                          "start(2,1)->(1,1)", "step(1,1)#2"}));

    // During a step, the tile being stepped onto: the cat stops there, nothing is planned.
    game.clickTile({4, 1});
    game.update(0.5);
    take(game);
    game.clickTile({2, 1});
    EXPECT_EQ(walkUntilIdle(game), (Lines{"step(2,1)#3"}));
    EXPECT_EQ(game.cat().tile, (Tile{2, 1}));
    EXPECT_FALSE(game.moving());
}

TEST(GameSession, RefusedClicksSayWhy) {
    // (5,1) is floor shut in by walls.
    GameSession game(levelFrom({
                         "#######",
                         "#C.#.##",
                         "#######",
                     }),
                     DiagonalMode::Never, 1.0);
    game.clickTile({0, 0});
    game.clickTile({3, 1});
    game.clickTile({-1, 1});
    game.clickTile({7, 1});
    game.clickTile({2, 3});
    EXPECT_EQ(take(game),
              (Lines{"refused(0,0) wall", "refused(3,1) wall", "refused(-1,1) outside the map",
                     "refused(7,1) outside the map", "refused(2,3) outside the map"}));
    EXPECT_FALSE(game.moving());

    game.clickTile({4, 1});
    const std::vector<PlayEvent> events = game.takeEvents();
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(str(events[0]), "path(4,1) no path 0 []");
    EXPECT_EQ(str(events[1]), "refused(4,1) no path");
    EXPECT_FALSE(game.moving());
    EXPECT_EQ(game.cat().tile, (Tile{1, 1}));
    // The failed search is there for the overlay: it closed the cat's side of the wall.
    const auto& route = std::get<play_event::RoutePlanned>(events[0]);
    ASSERT_TRUE(route.trace);
    const SearchTrace::Node* near = route.trace->nodeAt({2, 1});
    ASSERT_NE(near, nullptr);
    EXPECT_FALSE(near->open);
    EXPECT_EQ(route.trace->nodeAt({4, 1}), nullptr);
}

TEST(GameSession, ARefusedClickDuringAWalkLeavesTheWalkAlone) {
    GameSession game(levelFrom({
                         "######",
                         "#C...#",
                         "#.####",
                         "######",
                     }),
                     DiagonalMode::Never, 1.0);
    game.clickTile({4, 1});
    take(game);
    game.update(0.5);
    game.clickTile({2, 2});
    EXPECT_EQ(take(game), (Lines{"refused(2,2) wall"}));
    EXPECT_EQ(only(walkUntilIdle(game), {"step"}),
              (Lines{"step(2,1)#1", "step(3,1)#2", "step(4,1)#3"}));
}

TEST(GameSession, AnUnreachableClickDuringAWalkStopsItAfterTheStep) {
    GameSession game(levelFrom({
                         "#######",
                         "#C..#.#",
                         "#######",
                     }),
                     DiagonalMode::Never, 1.0);
    game.clickTile({3, 1});
    game.update(0.5);
    game.clickTile({5, 1});
    take(game);
    EXPECT_EQ(walkUntilIdle(game),
              (Lines{"step(2,1)#1", "path(5,1) no path 0 []", "refused(5,1) no path"}));
    EXPECT_EQ(game.cat().tile, (Tile{2, 1}));
}

}  // namespace
}  // namespace catmaze
