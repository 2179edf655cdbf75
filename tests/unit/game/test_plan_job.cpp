// The one planner (catmaze/game/win_plan.hpp) and its worker (plan_job.hpp): the same answer as
// each floor's own planner, told the same way on both floors, off the main thread; the hint and
// the editor's check poll it each frame and may cancel or drop it at any time.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <string>
#include <thread>
#include <vector>

#include "catmaze/game/open_floor_plan.hpp"
#include "catmaze/game/plan_job.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/game/win_plan.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

// C . B . D . E on tiles: the bone pays the dog; entering it costs 100, so 150 in all.
const std::vector<std::string> kBoneDogLine = {"C.B.D.E"};

// The same line on open floor, walled above and below so that the dog cannot be walked round,
// with a crate in the wall.
Level openBoneDogLine() {
    return test::openLevelFrom({"#######", "C.B.D.E", "#######"},
                               {Polygon{{{0.1, 0.1}, {0.4, 0.1}, {0.4, 0.4}, {0.1, 0.4}}}});
}

// No work limits: only a cancellation stops a plan early.
SolveOptions noLimits() {
    SolveOptions options;
    options.maxStates = INT64_MAX;
    options.maxTiles = INT64_MAX;
    return options;
}

// 60 bones and dogs in a 40 x 40 corner of a map 1024 tiles wide, the exit at the far end: every
// way of collecting bones in the corner costs less than the walk to the exit, so the exact
// search goes through them all before it can answer, far longer than any test runs.
Level endlessCorner() {
    std::vector<std::string> rows(40, std::string(1024, '.'));
    int placed = 0;
    for (int i = 1; placed < 60; ++i) {  // 37 is prime to 1600: every cell of the corner once
        const int cell = (i * 37) % 1600;
        if (cell == 0)
            continue;
        rows[static_cast<std::size_t>(cell / 40)][static_cast<std::size_t>(cell % 40)] =
            placed % 2 == 0 ? 'B' : 'D';
        ++placed;
    }
    rows[0][0] = 'C';
    rows[39][1023] = 'E';
    return test::levelFrom(rows);
}

WinPlan waitForPlan(PlanJob& job) {
    for (int i = 0; i < 6000 && !job.done(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    EXPECT_TRUE(job.done()) << "the plan did not finish within a minute";
    return job.wait();
}

TEST(PlanWin, OnTilesIsTheSolversRouteAsTilesAndPoints) {
    const Level level = test::levelFrom(kBoneDogLine);
    const Solution solved = solveLevel(level);
    const WinPlan plan = planWin(level);
    ASSERT_TRUE(plan.winnable()) << plan.reason;
    EXPECT_EQ(plan.cost, 150);
    EXPECT_EQ(plan.cost, solved.cost);
    EXPECT_EQ(plan.tiles, solved.route);
    EXPECT_EQ(plan.bonesPicked, (std::vector<Tile>{{2, 0}}));
    EXPECT_EQ(plan.dogsPaid, (std::vector<Tile>{{4, 0}}));
    ASSERT_EQ(plan.points.size(), plan.tiles.size() + 1);  // the start first
    EXPECT_EQ(plan.points.front(), (Vec2{0.5, 0.5}));
    EXPECT_EQ(plan.points.back(), (Vec2{6.5, 0.5}));
    EXPECT_DOUBLE_EQ(plan.length, 6.0);
}

TEST(PlanWin, OnOpenFloorIsThePlannersWalkAsPoints) {
    const Level level = openBoneDogLine();
    const OpenFloorPlan planned = openFloorPlan(level);
    const WinPlan plan = planWin(level);
    ASSERT_TRUE(plan.winnable()) << plan.reason;
    EXPECT_EQ(plan.cost, planned.cost);
    EXPECT_EQ(plan.length, planned.length);
    EXPECT_EQ(plan.points, planned.route);
    EXPECT_TRUE(plan.tiles.empty());  // no steps: a walk of points
    EXPECT_EQ(plan.bonesPicked, (std::vector<Tile>{{2, 1}}));
    EXPECT_EQ(plan.dogsPaid, (std::vector<Tile>{{4, 1}}));
}

TEST(PlanWin, SaysWhyNotTheSameWayOnBothFloors) {
    Level tiles = test::levelFrom({"C.#.E"});
    Level open = test::openLevelFrom({"C.#.E"}, {Polygon{{{0.1, 0.1}, {0.3, 0.1}, {0.3, 0.3}}}});
    for (const Level& level : {tiles, open}) {
        const WinPlan plan = planWin(level);
        EXPECT_EQ(plan.status, SolveStatus::Unwinnable);
        EXPECT_FALSE(plan.winnable());
        EXPECT_FALSE(plan.reason.empty());
        EXPECT_TRUE(plan.points.empty());
        EXPECT_EQ(plan.cost, 0);
    }
}

TEST(PlanWin, FromAMomentInPlayStartsWhereTheCatIs) {
    // The cat at (3,0) holding the bone it picked: on through the dog, 100 + 10 + 10.
    Level board = test::levelFrom(kBoneDogLine);
    board.set({2, 0}, TileKind::Floor);
    const WinPlan onTiles = planWinFrom(board, {{3, 0}, {3.5, 0.5}, 1});
    ASSERT_TRUE(onTiles.winnable()) << onTiles.reason;
    EXPECT_EQ(onTiles.cost, 120);
    EXPECT_EQ(onTiles.tiles, (std::vector<Tile>{{4, 0}, {5, 0}, {6, 0}}));
    EXPECT_EQ(onTiles.points.front(), (Vec2{3.5, 0.5}));

    Level open = openBoneDogLine();
    open.set({2, 1}, TileKind::Floor);
    const Vec2 cat{3.2, 1.5};
    const WinPlan onOpenFloor = planWinFrom(open, {{3, 1}, cat, 1});
    ASSERT_TRUE(onOpenFloor.winnable()) << onOpenFloor.reason;
    EXPECT_EQ(onOpenFloor.points.front(), cat);
    EXPECT_EQ(onOpenFloor.cost, openFloorPlanFrom(open, cat, 1).cost);
}

TEST(PlanJob, AnswersWhatThePlannerAnswersOnBothFloors) {
    for (const Level& level : {test::levelFrom(kBoneDogLine), openBoneDogLine()}) {
        PlanJob job(level);
        const WinPlan polled = waitForPlan(job);
        const WinPlan direct = planWin(level);
        ASSERT_TRUE(polled.winnable()) << polled.reason;
        EXPECT_EQ(polled.cost, direct.cost);
        EXPECT_EQ(polled.points, direct.points);
        ASSERT_TRUE(job.poll());
        EXPECT_EQ(job.poll()->cost, direct.cost);
    }
}

TEST(PlanJob, PlansFromAMomentInPlay) {
    Level board = test::levelFrom(kBoneDogLine);
    board.set({2, 0}, TileKind::Floor);
    PlanJob job(board, PlanStart{{3, 0}, {3.5, 0.5}, 1});
    EXPECT_EQ(waitForPlan(job).cost, 120);
}

TEST(PlanJob, ALevelWithoutACatIsUnwinnableAndSaysSo) {
    Level level = test::levelFrom(kBoneDogLine);
    level.set({0, 0}, TileKind::Floor);
    PlanJob job(level);
    const WinPlan plan = waitForPlan(job);
    EXPECT_EQ(plan.status, SolveStatus::Unwinnable);
    EXPECT_EQ(plan.reason, "the level has no cat start");
}

TEST(PlanJob, ACancelledJobEndsWithCancelled) {
    PlanJob job(endlessCorner(), noLimits());
    // It cannot have finished: the search has no end within any test's time.
    EXPECT_FALSE(job.poll().has_value());
    EXPECT_FALSE(job.cancelRequested());
    job.cancel();
    EXPECT_TRUE(job.cancelRequested());
    const WinPlan plan = waitForPlan(job);
    EXPECT_EQ(plan.status, SolveStatus::Cancelled);
    EXPECT_TRUE(plan.reason.starts_with("cancelled after ")) << plan.reason;
}

TEST(PlanJob, DroppingARunningJobReturnsAtOnce) {
    // The destructor cancels and does not wait: one that waited for this endless plan would run
    // into ctest's timeout (no clock is read here: CONTRIBUTING, no timed assertions). A job
    // started after it answers as usual.
    { PlanJob dropped(endlessCorner(), noLimits()); }
    PlanJob next(test::levelFrom(kBoneDogLine));
    EXPECT_EQ(waitForPlan(next).cost, 150);
}

TEST(PlanJob, TheCallersLevelCanChangeWhileItRuns) {
    Level level = test::levelFrom(kBoneDogLine);
    PlanJob job(level);
    level.set({4, 0}, TileKind::Wall);  // the job holds its own copy
    EXPECT_EQ(waitForPlan(job).cost, 150);
}

}  // namespace
}  // namespace catmaze
