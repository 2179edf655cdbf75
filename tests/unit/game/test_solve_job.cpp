// Solving off the main thread: the solver's cancellation flag, and SolveJob (a solve on a worker
// thread that the game and the editor poll each frame and can cancel), from a level's start or
// from a moment in play, a tick into the dogs' rounds too.

#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "catmaze/game/game.hpp"
#include "catmaze/game/solve_job.hpp"
#include "catmaze/game/solver.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

// A small corridor: C . B . D . E  (the bone pays the dog; entering it costs 100: 150 in all).
Level boneDogLine() {
    Level level = Level::filled(7, 1);
    level.set({0, 0}, TileKind::CatStart);
    level.set({2, 0}, TileKind::Bone);
    level.set({4, 0}, TileKind::Dog);
    level.set({6, 0}, TileKind::Exit);
    return level;
}

// No work limits: only a cancellation stops a search early.
SolveOptions unlimited() {
    SolveOptions options;
    options.maxStates = INT64_MAX;
    options.maxTiles = INT64_MAX;
    return options;
}

// 60 bones and dogs in a 40 x 40 corner of an open map 1024 tiles wide, and the exit at the far
// end. Every way of collecting bones in the corner costs less than the walk to the exit, so the
// exact search must go through them all (up to 2^60 sets of objects gone) before it can answer:
// far longer than any test runs.
Level endlessField() {
    Level level = Level::filled(1024, 40);
    int placed = 0;
    // 37 is prime to 1600, so i * 37 walks every cell of the corner once, spread over it.
    for (int i = 1; placed < 60; ++i) {
        const int cell = (i * 37) % 1600;
        const Tile t{cell % 40, cell / 40};
        if (t == Tile{0, 0})
            continue;
        level.set(t, placed % 2 == 0 ? TileKind::Bone : TileKind::Dog);
        ++placed;
    }
    level.set({0, 0}, TileKind::CatStart);
    level.set({1023, 39}, TileKind::Exit);
    return level;
}

TEST(SolverCancel, AFlagAlreadySetStopsTheSearchAtOnce) {
    const std::atomic<bool> cancel{true};
    SolveOptions options = unlimited();
    options.cancel = &cancel;
    const Solution s = solveLevel(endlessField(), options);
    EXPECT_EQ(s.status, SolveStatus::Cancelled);
    EXPECT_EQ(s.reason, "cancelled after 1 states");
    EXPECT_EQ(s.tilesSearched, 0);
    EXPECT_TRUE(s.route.empty());
    EXPECT_STREQ(toString(SolveStatus::Cancelled), "cancelled");
}

TEST(SolverCancel, AFlagNeverSetChangesNothing) {
    const std::atomic<bool> cancel{false};
    const Solution plain = solveLevel(boneDogLine());
    const Solution watched = solveLevel(boneDogLine(), {.cancel = &cancel});
    ASSERT_EQ(watched.status, SolveStatus::Winnable) << watched.reason;
    EXPECT_EQ(watched.cost, 150);
    EXPECT_EQ(watched.cost, plain.cost);
    EXPECT_EQ(watched.route, plain.route);
}

TEST(SolverCancel, AnAnswerKnownBeforeSearchingIsStillGiven) {
    // No exit: decided before the search starts, so a cancellation has nothing to stop.
    const std::atomic<bool> cancel{true};
    Level level = boneDogLine();
    level.set({6, 0}, TileKind::Floor);
    const Solution s = solveLevel(level, {.cancel = &cancel});
    EXPECT_EQ(s.status, SolveStatus::Unwinnable);
    EXPECT_EQ(s.reason, "the level has no exit");
}

TEST(SolveJob, GivesTheSameAnswerAsTheSolver) {
    SolveJob job(boneDogLine(), SolveOptions{});
    const Solution s = job.wait();
    ASSERT_EQ(s.status, SolveStatus::Winnable) << s.reason;
    const Solution direct = solveLevel(boneDogLine());
    EXPECT_EQ(s.cost, direct.cost);
    EXPECT_EQ(s.route, direct.route);
    EXPECT_TRUE(job.done());
    ASSERT_TRUE(job.poll().has_value());
    EXPECT_EQ(job.poll()->cost, 150);
}

TEST(SolveJob, SolvesFromAMomentInPlay) {
    // The cat at (3,0) already holding a bone: straight on through the dog, cost 100 + 10 + 10.
    Level board = boneDogLine();
    board.set({2, 0}, TileKind::Floor);
    SolveJob job(board, {3, 0}, 1, SolveOptions{});
    const Solution s = job.wait();
    ASSERT_EQ(s.status, SolveStatus::Winnable) << s.reason;
    EXPECT_EQ(s.cost, 120);
    EXPECT_EQ(s.route, (std::vector<Tile>{{4, 0}, {5, 0}, {6, 0}}));
    EXPECT_EQ(s.cost, solveFrom(board, {3, 0}, 1).cost);
}

// A dog crossing the corridor at (2,1), on it at odd ticks: from the start the cat waits once for
// it to pass (40), one tick later it walks straight on behind it (30).
Level crossingDogForAJob() {
    Level level = test::levelFrom({
        "##D##",
        "#C..E",
        "##.##",
    });
    level.version = 2;
    level.patrols = {{{{2, 0}, {2, 1}, {2, 2}}, false}};
    return level;
}

TEST(SolveJob, SolvesFromAMomentOfTheDogsRounds) {
    GameSession session(crossingDogForAJob());
    session.wait();
    session.update(session.stepSeconds());
    ASSERT_EQ(session.cat().tick, 1);
    SolveJob job(session.planningBoard(), session.cat().tile, session.cat().bones,
                 session.cat().tick, SolveOptions{});
    const Solution s = job.wait();
    ASSERT_EQ(s.status, SolveStatus::Winnable) << s.reason;
    EXPECT_EQ(s.cost, 30);
    EXPECT_EQ(s.route, (std::vector<Tile>{{2, 1}, {3, 1}, {4, 1}}));
    SolveJob fromTheStart(session.planningBoard(), session.cat().tile, 0, 0, SolveOptions{});
    EXPECT_EQ(fromTheStart.wait().cost, 40);
    SolveJob beforeTheStart(session.planningBoard(), session.cat().tile, 0, -1, SolveOptions{});
    EXPECT_EQ(beforeTheStart.wait().reason, "the tick -1 is negative");
}

TEST(SolveJob, ALevelWithoutACatIsAnsweredAtOnce) {
    Level level = boneDogLine();
    level.set({0, 0}, TileKind::Floor);
    SolveJob job(level, SolveOptions{});
    ASSERT_TRUE(job.done());
    EXPECT_EQ(job.wait().reason, "the level has no cat start");
}

TEST(SolveJob, ACancelledJobEndsWithCancelled) {
    SolveJob job(endlessField(), unlimited());
    // It cannot have finished: the search has no end within any test's time.
    EXPECT_FALSE(job.poll().has_value());
    EXPECT_FALSE(job.cancelRequested());
    job.cancel();
    EXPECT_TRUE(job.cancelRequested());
    const Solution s = job.wait();
    EXPECT_EQ(s.status, SolveStatus::Cancelled);
    EXPECT_TRUE(s.reason.starts_with("cancelled after ")) << s.reason;
    EXPECT_TRUE(job.done());
}

TEST(SolveJob, DroppingARunningJobStopsItsThread) {
    // The destructor cancels and joins: a test that returns from here proves it.
    std::optional<SolveJob> job;
    job.emplace(endlessField(), unlimited());
    job.reset();
    SUCCEED();
}

TEST(SolveJob, TheCallersLevelCanChangeWhileItRuns) {
    Level level = boneDogLine();
    SolveJob job(level, SolveOptions{});
    level.set({4, 0}, TileKind::Wall);  // the job holds its own copy
    EXPECT_EQ(job.wait().cost, 150);
}

}  // namespace
}  // namespace catmaze
