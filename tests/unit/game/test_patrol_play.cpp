// Playing a level whose dogs walk patrols (issue 36): every step and every wait is a tick in
// which the dogs walk too; meeting a dog (the same tile, or swapping tiles) is today's rule (a bone
// pays it, none gets the cat caught), after the bone and before the exit; a click plans through
// time and waits for a gap; the preview shows the dogs along the way; undo restores the moment.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/game/game.hpp"
#include "catmaze/game/solver.hpp"

#include "event_lines.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

using namespace test;

// A corridor from the cat (2,2) to the exit (7,2), crossed at (3,2) by a dog walking
// (3,1) -> (3,2) -> (3,3) and back: it is on the crossing at every odd tick.
Level crossingDog() {
    return test::patrolLevelFrom({"#########", "###D#####", "##C....E#", "###.#####", "#########"},
                                 {Patrol{{{3, 1}, {3, 2}, {3, 3}}, false}});
}

// The cat (2,1) beside a dog (3,1) that walks to the cat's tile and back: a step right swaps.
Level swappingDog() {
    return test::patrolLevelFrom({"######", "#.CD.#", "######"}, {Patrol{{{3, 1}, {2, 1}}, false}});
}

// The cat (1,1), a bone (2,1) that a dog from (2,2) steps onto at tick 1, the exit (5,1).
Level dogOnTheBone() {
    return test::patrolLevelFrom({"#######", "#CB..E#", "##D####", "#######"},
                                 {Patrol{{{2, 2}, {2, 1}}, false}});
}

// Steps the cat one tile `direction` and lets the step end.
Lines stepAndWatch(GameSession& game, Offset direction) {
    game.pressDirection(direction);
    Lines lines = take(game);
    for (const std::string& line : walkUntilIdle(game))
        lines.push_back(line);
    return lines;
}

TEST(PatrolPlay, ThePlanningBoardGivesTheSolverTheDogsOnTheirRoundsAtTheTickPlayed) {
    GameSession game(crossingDog(), DiagonalMode::Never, 0.1);
    // At tick 0 the dog walks onto the crossing as the cat would: the cheapest win waits first.
    const Solution fromStart =
        solveFrom(game.planningBoard(), game.cat().tile, game.cat().bones, game.cat().tick);
    ASSERT_EQ(fromStart.status, SolveStatus::Winnable) << fromStart.reason;
    EXPECT_EQ(fromStart.cost, 60);
    EXPECT_EQ(fromStart.cost, game.previewRoute({7, 2}).cost);
    // The board alone has no dog on it: the hint would walk the cat into it.
    EXPECT_EQ(solveFrom(game.board(), game.cat().tile, 0, game.cat().tick).cost, 50);

    game.wait();
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().tick, 1);
    const Solution afterWait =
        solveFrom(game.planningBoard(), game.cat().tile, game.cat().bones, game.cat().tick);
    ASSERT_EQ(afterWait.status, SolveStatus::Winnable) << afterWait.reason;
    EXPECT_EQ(afterWait.cost, 50);  // the dog is leaving the crossing: straight on
}

TEST(PatrolPlay, TheClickWaitsForTheGapInsteadOfMeetingTheDog) {
    GameSession game(crossingDog(), DiagonalMode::Never, 0.1);
    game.clickTile({7, 2});
    const Lines planned = take(game);
    ASSERT_FALSE(planned.empty());
    // One wait (10) and five steps (50); walking straight on would meet the dog on (3,2) at tick 1.
    EXPECT_EQ(planned.front(), "path(7,2) found 60 [(2,2)(3,2)(4,2)(5,2)(6,2)(7,2)] waits 1");
    const Lines walk = walkUntilIdle(game);
    EXPECT_EQ(only(walk, {"wait", "step(3,2)", "dog", "eaten", "won"}),
              (Lines{"wait(2,2)#1", "dog0(3,1)->(3,2)", "step(3,2)#2", "dog0(3,2)->(3,3)",
                     "dog0(3,3)->(3,2)", "dog0(3,2)->(3,1)", "dog0(3,1)->(3,2)", "dog0(3,2)->(3,3)",
                     "won(7,2)"}));
    EXPECT_EQ(game.cat().status, GameStatus::Won);
    EXPECT_EQ(game.cat().cost, 60);
    EXPECT_EQ(game.cat().tick, 6);
}

TEST(PatrolPlay, TheWaitKeyAndAClickOnTheCatWaitATickAtTheCostOfAStep) {
    GameSession game(crossingDog(), DiagonalMode::Never, 0.1);
    game.wait();
    Lines lines = take(game);
    for (const std::string& line : walkUntilIdle(game))
        lines.push_back(line);
    EXPECT_EQ(lines, (Lines{"start(2,2)->(2,2)", "wait(2,2)#1", "dog0(3,1)->(3,2)"}));
    game.clickTile({2, 2});
    walkUntilIdle(game);
    EXPECT_EQ(game.cat().tick, 2);
    EXPECT_EQ(game.cat().cost, 20);
    EXPECT_EQ(game.patrolDogsNow(), (std::vector<DogSpot>{{0, {3, 3}}}));
    EXPECT_EQ(game.board().at({3, 1}), TileKind::Floor);  // the dog is where its round says
}

TEST(PatrolPlay, WaitingWhereTheDogArrivesIsAMeeting) {
    // The dog walks onto the cat's tile (2,1) at tick 1: the cat, with no bone, is caught.
    GameSession game(swappingDog(), DiagonalMode::Never, 0.1);
    game.wait();
    walkUntilIdle(game);
    EXPECT_EQ(game.cat().status, GameStatus::Lost);
}

TEST(PatrolPlay, SwappingTilesWithADogIsAMeetingThatCatchesTheCatWithoutABone) {
    GameSession game(swappingDog(), DiagonalMode::Never, 0.1);
    EXPECT_EQ(stepAndWatch(game, {1, 0}),
              (Lines{"start(2,1)->(3,1)", "step(3,1)#1", "dog0(3,1)->(2,1)", "eaten(2,1)"}));
    EXPECT_EQ(game.cat().status, GameStatus::Lost);
    EXPECT_EQ(game.cat().cost, 100);  // the meeting's step at ten times the cost
}

TEST(PatrolPlay, TheBoneOnTheTileIsPickedUpFirstAndPaysTheDogArrivingThere) {
    GameSession game(dogOnTheBone(), DiagonalMode::Never, 0.1);
    EXPECT_EQ(stepAndWatch(game, {1, 0}),
              (Lines{"start(1,1)->(2,1)", "step(2,1)#1", "dog0(2,2)->(2,1)", "bone(2,1)=1",
                     "bribed(2,1)=0"}));
    // The dog left for good: it walks no more and costs nothing.
    EXPECT_TRUE(game.patrolDogsNow().empty());
    game.clickTile({5, 1});
    const Lines walk = walkUntilIdle(game);
    EXPECT_TRUE(only(walk, {"dog"}).empty());
    EXPECT_EQ(only(walk, {"won"}), (Lines{"won(5,1)"}));
    EXPECT_EQ(game.cat().cost, 100 + 30);
}

TEST(PatrolPlay, TheExitCountsOnlyAfterTheMeeting) {
    // The dog from (3,2) steps onto the exit (3,1) as the cat does: with no bone, caught.
    GameSession caught(test::patrolLevelFrom({"#####", "#.CE#", "###D#", "#####"},
                                             {Patrol{{{3, 2}, {3, 1}}, false}}),
                       DiagonalMode::Never, 0.1);
    EXPECT_EQ(stepAndWatch(caught, {1, 0}),
              (Lines{"start(2,1)->(3,1)", "step(3,1)#1", "dog0(3,2)->(3,1)", "eaten(3,1)"}));
    EXPECT_EQ(caught.cat().status, GameStatus::Lost);

    // With a bone picked up on the way, the bone pays the dog, then the exit wins.
    GameSession paid(test::patrolLevelFrom({"#####", "#CBE#", "###.#", "###D#", "#####"},
                                           {Patrol{{{3, 3}, {3, 2}, {3, 1}}, false}}),
                     DiagonalMode::Never, 0.1);
    stepAndWatch(paid, {1, 0});
    EXPECT_EQ(stepAndWatch(paid, {1, 0}), (Lines{"start(2,1)->(3,1)", "step(3,1)#2",
                                                 "dog0(3,2)->(3,1)", "bribed(3,1)=0", "won(3,1)"}));
}

TEST(PatrolPlay, UndoRestoresTheMomentAndBringsAPaidDogBack) {
    GameSession game(dogOnTheBone(), DiagonalMode::Never, 0.1);
    stepAndWatch(game, {1, 0});
    ASSERT_TRUE(game.patrolDogsNow().empty());
    ASSERT_TRUE(game.undo());
    EXPECT_EQ(game.cat().tick, 0);
    EXPECT_EQ(game.cat().bones, 0);
    EXPECT_EQ(game.board().at({2, 1}), TileKind::Bone);
    EXPECT_EQ(game.patrolDogsNow(), (std::vector<DogSpot>{{0, {2, 2}}}));
    take(game);
    ASSERT_TRUE(game.redo());
    EXPECT_EQ(only(take(game), {"step", "dog", "bone", "bribed"}),
              (Lines{"step(2,1)#1", "dog0(2,2)->(2,1)", "bone(2,1)=1", "bribed(2,1)=0"}));

    // A wait taken back puts the clock back too.
    GameSession waited(crossingDog(), DiagonalMode::Never, 0.1);
    waited.wait();
    walkUntilIdle(waited);
    ASSERT_TRUE(waited.undo());
    EXPECT_EQ(waited.cat().tick, 0);
    EXPECT_EQ(waited.cat().cost, 0);
    EXPECT_EQ(waited.patrolDogsNow(), (std::vector<DogSpot>{{0, {3, 1}}}));
}

TEST(PatrolPlay, ThePreviewShowsTheWaitAndWhereTheDogWillBeAtEachStep) {
    GameSession game(crossingDog(), DiagonalMode::Never, 0.1);
    const RoutePreview preview = game.previewRoute({7, 2});
    ASSERT_EQ(preview.status, PreviewStatus::Walk);
    EXPECT_EQ(preview.waits, 1);
    EXPECT_EQ(preview.cost, 60);
    EXPECT_EQ(preview.ticks, (std::vector<std::int64_t>{1, 2, 3, 4, 5, 6}));
    ASSERT_EQ(preview.dogs.size(), 7U);  // the start, then after each of the six ticks
    const std::vector<Tile> dog{{3, 1}, {3, 2}, {3, 3}, {3, 2}, {3, 1}, {3, 2}, {3, 3}};
    for (std::size_t i = 0; i < dog.size(); ++i)
        EXPECT_EQ(preview.dogs[i], (std::vector<DogSpot>{{0, dog[i]}})) << "after tick " << i;
    EXPECT_FALSE(preview.warns());
    EXPECT_EQ(describe(preview), "To the exit: 6 steps (1 wait), cost 60");
}

TEST(PatrolPlay, ThePreviewWarnsWhenEveryWayMeetsTheDogWithoutABone) {
    GameSession game(swappingDog(), DiagonalMode::Never, 0.1);
    const RoutePreview preview = game.previewRoute({4, 1});
    ASSERT_EQ(preview.status, PreviewStatus::Walk);
    EXPECT_TRUE(preview.warns());
    // The first step swaps with the dog, which is then on (2,1): caught there, after one step.
    EXPECT_EQ(preview.caughtBy, (Tile{2, 1}));
    EXPECT_EQ(preview.stepsWalked, 1U);
    EXPECT_EQ(preview.ticks, (std::vector<std::int64_t>{1, 2}));
    ASSERT_EQ(preview.dogs.size(), 2U);
    EXPECT_EQ(preview.dogs[1], (std::vector<DogSpot>{{0, {2, 1}}}));
    EXPECT_EQ(describe(preview),
              "No bone for the dog at (2,1): the cat would be caught after 1 "
              "step, cost 100");
}

// The search overlay's trace of a click planned through time: the search visits (tile, moment)
// pairs and tells them to its listener; the trace has each tile once, with the moments of it the
// search reached and closed, the first tick it stood there and the least cost over its moments.
TEST(PatrolPlay, AClickThroughTimeTracesEachTileByItsMoments) {
    GameSession game(crossingDog(), DiagonalMode::Never, 0.1);
    game.setRecordSearches(true);
    game.clickTile({7, 2});
    const std::vector<PlayEvent> events = game.takeEvents();
    const auto& route = std::get<play_event::RoutePlanned>(events.at(0));
    ASSERT_EQ(route.waits, 1);
    ASSERT_TRUE(route.trace);
    const SearchTrace& trace = *route.trace;
    EXPECT_EQ(trace.period, 4) << "a walk there and back over three tiles";

    const SearchTrace::Node* start = trace.nodeAt({2, 2});
    ASSERT_NE(start, nullptr);
    EXPECT_EQ(start->momentsClosed, 2) << "the cat's tile at tick 0, and again after the wait";
    EXPECT_FALSE(start->open);
    EXPECT_EQ(start->firstTick, 0);
    EXPECT_EQ(start->g, 0);
    const SearchTrace::Node* crossing = trace.nodeAt({3, 2});
    ASSERT_NE(crossing, nullptr);
    EXPECT_EQ(crossing->firstTick, 1) << "reached at tick 1, meeting the dog there";
    EXPECT_GE(crossing->momentsReached, 2);
    EXPECT_EQ(crossing->g, 2 * crossingDog().rules.straightCost) << "the cheapest: after a wait";
    const SearchTrace::Node* exit = trace.nodeAt({7, 2});
    ASSERT_NE(exit, nullptr);
    EXPECT_EQ(exit->firstTick, 6);
    EXPECT_EQ(exit->momentsClosed, 1);

    int closed = 0;
    for (const SearchTrace::Node& node : trace.nodes) {
        EXPECT_EQ(trace.nodeAt(node.tile), &node) << "each tile once, row-major";
        EXPECT_LE(node.momentsClosed, node.momentsReached);
        EXPECT_LE(node.momentsReached, trace.period);
        closed += node.momentsClosed;
    }
    EXPECT_EQ(closed, trace.expanded) << "every tile-moment expanded is counted on its tile";
}

TEST(PatrolPlay, ADogWithoutAPatrolStaysOnItsTileAndPlaysAsEver) {
    // Dog 0 stands on (3,1) in the cat's corridor; dog 1 walks (1,3) <-> (2,3) in a room apart.
    GameSession game(test::patrolLevelFrom({"#######", "#C.D.E#", "#######", "#D...##", "#######"},
                                           {Patrol{{{1, 3}, {2, 3}}, false}}),
                     DiagonalMode::Never, 0.1);
    game.clickTile({5, 1});
    EXPECT_EQ(only(take(game), {"path"}),
              (Lines{"path(5,1) found 130 [(2,1)(3,1)(4,1)(5,1)] waits 0"}));
    EXPECT_EQ(only(walkUntilIdle(game), {"step", "dog", "eaten"}),
              (Lines{"step(2,1)#1", "dog1(1,3)->(2,3)", "step(3,1)#2", "dog1(2,3)->(1,3)",
                     "eaten(3,1)"}));
    EXPECT_EQ(game.board().at({3, 1}), TileKind::Dog);
}

TEST(PatrolPlay, WithoutPatrolsTheWaitKeyAndAClickOnTheCatDoNothing) {
    GameSession game(levelFrom({"#####", "#CDE#", "#####"}), DiagonalMode::Never, 0.1);
    game.wait();
    game.clickTile({1, 1});
    EXPECT_TRUE(take(game).empty());
    EXPECT_FALSE(game.moving());
    EXPECT_EQ(game.cat().tick, 0);
    EXPECT_EQ(game.board().at({2, 1}), TileKind::Dog);  // a standing dog stays on the board
}

}  // namespace
}  // namespace catmaze
