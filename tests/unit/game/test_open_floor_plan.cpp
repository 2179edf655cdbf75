// Tests of the exact open-floor planner (catmaze/game/open_floor_plan.hpp): the cheapest winning
// route, the choice of dog a greedy walk gets wrong, a plan from the middle of play, the plan
// walked by the game costing what it said, and the limits.

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "catmaze/game/open_floor.hpp"
#include "catmaze/game/open_floor_plan.hpp"

#include "level_rows.hpp"

namespace catmaze {
namespace {

// Walks `plan` in the game, clicking each of its points in turn; returns the session's cost once
// the level is won (-1 when it is not).
GridCost walkInTheGame(const Level& level, const OpenFloorPlan& plan) {
    OpenFloorSession session(level);
    for (std::size_t i = 1; i < plan.route.size(); ++i) {
        session.click(plan.route[i]);
        for (int t = 0; t < 60 * 60 && !session.route().empty(); ++t)
            session.update(1.0 / 60);
        if (session.status() != GameStatus::Playing)
            break;
    }
    return session.status() == GameStatus::Won ? session.cost() : -1;
}

TEST(OpenFloorPlan, ChoosesTheDogToPayWhereAGreedyWalkWouldNot) {
    // One bone. The nearer dog guards a dead end; the farther one the exit.
    const Level level = test::openLevelFrom({
        "#########",
        "#D#####E#",
        "#.#####D#",
        "#..C.B..#",
        "#########",
    });
    const OpenFloorPlan plan = openFloorPlan(level);
    ASSERT_EQ(plan.status, SolveStatus::Winnable) << plan.reason;
    EXPECT_EQ(plan.bonesPicked, (std::vector<Tile>{{5, 3}}));
    EXPECT_EQ(plan.dogsPaid, (std::vector<Tile>{{7, 2}}));
    EXPECT_EQ(plan.route.back(), (Vec2{7.5, 1.5}));
    EXPECT_EQ(plan.cost, routeCost(level.rules, plan.length, 1));
    // Walked in the game, the plan wins and costs what it said: the game wins within reach of
    // the exit, where the plan's length ends (it used to count on to the exit's centre, so a
    // player following it beat the par by 4).
    EXPECT_EQ(walkInTheGame(level, plan), plan.cost);
}

TEST(OpenFloorPlan, GoesRoundADogOrThroughItWhicheverIsCheaper) {
    // Round: the dog in the open, a bone beside the cat (kept).
    const Level open = test::openLevelFrom({".....", ".CDE.", ".B..."});
    const OpenFloorPlan round = openFloorPlan(open);
    ASSERT_TRUE(round.winnable);
    EXPECT_TRUE(round.dogsPaid.empty());
    EXPECT_TRUE(round.bonesPicked.empty());
    EXPECT_LT(round.length, 3);
    EXPECT_EQ(round.cost, std::llround(round.length * 10));

    // Through: the dog blocks the corridor; fetch the bone, pay it.
    const Level corridor = test::openLevelFrom({"#######", "#B.C.D#", "#####E#"});
    const OpenFloorPlan through = openFloorPlan(corridor);
    ASSERT_TRUE(through.winnable);
    EXPECT_EQ(through.dogsPaid, (std::vector<Tile>{{5, 1}}));
    // Up to where the exit comes in reach: 0.4 before its centre.
    EXPECT_NEAR(through.length, 2 + 4 + 1 - kOpenFloorExitRadius, 1e-6);
    EXPECT_EQ(through.cost, 66 + 90);
    EXPECT_EQ(through.route, (std::vector<Vec2>{{3.5, 1.5}, {1.5, 1.5}, {5.5, 1.5}, {5.5, 2.5}}));
}

TEST(OpenFloorPlan, PlansFromTheMiddleOfPlay) {
    const Level level = test::openLevelFrom({"#######", "#B.C.D#", "#####E#"});
    // The bone already taken (floor now), held, the cat half way back to the dog.
    Level board = level;
    board.set({1, 1}, TileKind::Floor);
    const OpenFloorPlan plan = openFloorPlanFrom(board, {2.5, 1.5}, 1);
    ASSERT_TRUE(plan.winnable) << plan.reason;
    EXPECT_EQ(plan.route.front(), (Vec2{2.5, 1.5}));
    EXPECT_NEAR(plan.length, 3 + 1 - kOpenFloorExitRadius, 1e-6);
    EXPECT_EQ(plan.cost, 36 + 90);
    // No bone held: the dog cannot be paid.
    const OpenFloorPlan stuck = openFloorPlanFrom(board, {2.5, 1.5}, 0);
    EXPECT_EQ(stuck.status, SolveStatus::Unwinnable);
    EXPECT_EQ(stuck.reason, "not enough bones for the dogs in the way (the exit is at (5,2))");
    EXPECT_EQ(stuck.cutOff, (ExitCutOff{CutBy::TooFewBones, {5, 2}, std::nullopt}));
    EXPECT_EQ(openFloorPlanFrom(board, {0.5, 0.5}, 1).reason, "the cat is inside an obstacle");
    EXPECT_EQ(openFloorPlanFrom(board, {-1, 0.5}, 1).reason, "the cat is off the map");
}

TEST(OpenFloorPlan, SaysWhyALevelCannotBeWon) {
    const OpenFloorPlan walled = openFloorPlan(test::openLevelFrom({".C.#.E."}));
    EXPECT_EQ(walled.status, SolveStatus::Unwinnable);
    EXPECT_EQ(walled.reason, "the exit cannot be reached: walled off (the exit is at (5,0))");
    EXPECT_EQ(openFloorPlan(test::openLevelFrom({".C..."})).reason, "the level has no exit");
}

// 63 bones along the top of a room (62 far from the cat), and a dog in a doorway before the
// exit; a dog costs twice a tile here, so the cheapest win is close by.
Level boneField() {
    std::vector<std::string> rows(12, std::string(20, '.'));
    for (int i = 0; i < 62; ++i)
        rows[static_cast<std::size_t>(i / 20)][static_cast<std::size_t>(i % 20)] = 'B';
    rows[10][1] = 'C';
    rows[10][2] = 'B';
    rows[10][4] = 'D';
    rows[10][6] = 'E';
    for (int row = 5; row < 12; ++row)
        rows[static_cast<std::size_t>(row)][4] = row == 10 ? 'D' : '#';
    Level level = test::openLevelFrom(rows);
    level.rules.dogCostMultiplier = 2;
    return level;
}

TEST(OpenFloorPlan, ManyBonesAreMeasuredOnOneGraphPerBoardAndTheLimitIsReported) {
    // 63 bones and a dog (64 objects, as many as the states track): the walks are measured on
    // one graph per board (64 bones took over 20 s with a graph per bone). The cheapest plan
    // fetches the nearest bone only.
    const Level level = boneField();
    ASSERT_EQ(level.find(TileKind::Bone).size(), 63u);
    const OpenFloorPlan plan = openFloorPlan(level);
    ASSERT_EQ(plan.status, SolveStatus::Winnable) << plan.reason;
    EXPECT_EQ(plan.bonesPicked.size(), 1u);
    EXPECT_EQ(plan.dogsPaid.size(), 1u);

    const OpenFloorPlan limited = openFloorPlan(level, {.maxStates = 10});
    EXPECT_EQ(limited.status, SolveStatus::TooComplex);
    EXPECT_EQ(limited.reason, "too complex to decide (10 states)");
    EXPECT_FALSE(limited.winnable);

    const std::atomic<bool> cancel{true};
    EXPECT_EQ(openFloorPlan(level, {.cancel = &cancel}).status, SolveStatus::Cancelled);
}

// A room walled in by dogs, 24 bones inside, the exits outside: every win pays a dog, and a bone
// off the way out only adds to the walk. The search must not try every subset of the bones.
TEST(OpenFloorPlan, BonesInARoomWalledInByDogsAreNotTriedInEverySubset) {
    std::vector<std::string> rows(24, std::string(24, '.'));
    for (int i = 3; i <= 20; ++i) {
        for (auto [r, c] : {std::pair{3, i}, {20, i}, {i, 3}, {i, 20}})
            rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = '#';
    }
    for (auto [r, c] : {std::pair{3, 8}, {3, 15}, {20, 8}, {20, 15}, {8, 3}, {15, 3}, {8, 20}})
        rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = 'D';
    for (int b = 0; b < 24; ++b)
        rows[static_cast<std::size_t>(6 + 2 * (b / 6))][static_cast<std::size_t>(6 + 2 * (b % 6))] =
            'B';
    rows[11][11] = 'C';
    rows[1][2] = 'E';
    rows[1][21] = 'E';
    const OpenFloorPlan plan = openFloorPlan(
        test::openLevelFrom(rows, {{{22.2, 22.2}, {23, 22.3}, {22.5, 23}}}), {.maxStates = 5000});
    ASSERT_EQ(plan.status, SolveStatus::Winnable) << plan.reason;
    EXPECT_EQ(plan.bonesPicked.size(), 1u);
    EXPECT_EQ(plan.dogsPaid.size(), 1u);
}

}  // namespace
}  // namespace catmaze
