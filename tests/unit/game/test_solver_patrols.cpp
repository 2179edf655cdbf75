// The exact solver on levels whose dogs walk patrols (issue 36): hand-made scenarios (wait for
// the gap, pay a patrolling dog, a patrol that blocks the only corridor, the limits), and the
// solver against an independent brute force on hundreds of small random patrol levels.

#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "catmaze/game/solver.hpp"
#include "catmaze/game/win_plan.hpp"

#include "level_rows.hpp"
#include "patrol_reference.hpp"

namespace catmaze {
namespace {

// A dog crossing the corridor at (2,2): on it at odd ticks.
Level crossingLevel() {
    return test::patrolLevelFrom(
        {
            "#######",
            "##D####",
            "#C...E#",
            "##.####",
            "#######",
        },
        {{{{2, 1}, {2, 2}, {2, 3}}, false}});
}

// Two dogs crossing the corridor side by side, in step: no timing gets the cat past both.
Level twoCrossingsLevel(bool withBone) {
    return test::patrolLevelFrom(
        {
            "#########",
            "####DD###",
            withBone ? "#CB....E#" : "#C.....E#",
            "####..###",
            "#########",
        },
        {{{{4, 1}, {4, 2}, {4, 3}}, false}, {{{5, 1}, {5, 2}, {5, 3}}, false}});
}

TEST(SolverPatrols, WaitsForTheGap) {
    const Solution s = solveLevel(crossingLevel());
    ASSERT_EQ(s.status, SolveStatus::Winnable) << s.reason;
    EXPECT_EQ(s.cost, 50);  // one wait, four steps
    EXPECT_EQ(s.route, (std::vector<Tile>{{1, 2}, {2, 2}, {3, 2}, {4, 2}, {5, 2}}));
    EXPECT_TRUE(s.dogsBribed.empty());
}

// The cat must lose seven ticks before it may follow the dog to the bone: pacing towards the dog
// and back costs what waiting does, and the route a hint shows should read "wait here".
TEST(SolverPatrols, OfTheCheapestWinsItKeepsOneThatWaitsRatherThanPaces) {
    const Solution s = solveLevel(test::patrolLevelFrom(
        {
            "##############",
            "#..###########",
            "#C.....B...DE#",
            "#..###########",
            "##############",
        },
        {{{{11, 2}, {10, 2}, {9, 2}, {8, 2}, {7, 2}, {6, 2}, {5, 2}, {4, 2}, {3, 2}}, false}}));
    ASSERT_EQ(s.status, SolveStatus::Winnable) << s.reason;
    EXPECT_EQ(s.cost, 270);
    Tile at{1, 2};
    int moves = 0;
    for (const Tile& next : s.route) {
        moves += next == at ? 0 : 1;
        at = next;
    }
    EXPECT_EQ(moves, 11) << "the fewest steps from (1,2) to the exit at (12,2); the rest waits";
}

TEST(SolverPatrols, PlansFromAMomentInPlay) {
    // One tick in, the dog is on the crossing and leaves it as the cat steps on: no wait.
    const Solution s = solveFrom(crossingLevel(), {1, 2}, 0, 1);
    ASSERT_EQ(s.status, SolveStatus::Winnable) << s.reason;
    EXPECT_EQ(s.cost, 40);
    EXPECT_EQ(solveFrom(crossingLevel(), {1, 2}, 0, 0).cost, 50);
    EXPECT_EQ(solveFrom(crossingLevel(), {1, 2}, 0, 3).cost, 40);
    EXPECT_EQ(solveFrom(crossingLevel(), {1, 2}, 0, 4).cost, 50);  // a round later: as at 0
    const WinPlan plan = planWinFrom(crossingLevel(), PlanStart{{1, 2}, {1.5, 2.5}, 0, 1});
    EXPECT_EQ(plan.cost, 40);
    EXPECT_EQ(solveFrom(crossingLevel(), {1, 2}, 0, -1).status, SolveStatus::Unwinnable);
}

TEST(SolverPatrols, ADogWhoseRoundStartsUnderTheCatStillCounts) {
    // Tick 2: the cat in the dog's alcove, the dog at (2,3) coming back up: stepping out or
    // staying, the cat meets it. With a bone it pays (a step out costs 100, then three steps).
    EXPECT_EQ(solveFrom(crossingLevel(), {2, 1}, 0, 2).status, SolveStatus::Unwinnable);
    const Solution paid = solveFrom(crossingLevel(), {2, 1}, 1, 2);
    ASSERT_EQ(paid.status, SolveStatus::Winnable) << paid.reason;
    EXPECT_EQ(paid.cost, 130);
    EXPECT_EQ(paid.dogsBribed, (std::vector<Tile>{{2, 1}}));
}

TEST(SolverPatrols, CheapestWinPaysAPatrollingDog) {
    const Solution s = solveLevel(twoCrossingsLevel(true));
    ASSERT_EQ(s.status, SolveStatus::Winnable) << s.reason;
    EXPECT_EQ(s.cost, 150);  // six steps, the one that meets the first dog ten times dearer
    EXPECT_EQ(s.bonesPicked, (std::vector<Tile>{{2, 2}}));
    EXPECT_EQ(s.dogsBribed, (std::vector<Tile>{{4, 1}}));
    const test::PatrolWalk walk =
        test::playPatrolRoute(twoCrossingsLevel(true), {1, 2}, 0, s.route, false);
    EXPECT_TRUE(walk.won) << walk.error;
    EXPECT_EQ(walk.cost, s.cost);
}

TEST(SolverPatrols, UnwinnableWhenAPatrolBlocksTheOnlyCorridorWithoutABone) {
    const Solution s = solveLevel(twoCrossingsLevel(false));
    EXPECT_EQ(s.status, SolveStatus::Unwinnable);
    EXPECT_NE(s.reason.find("dog"), std::string::npos) << s.reason;
}

TEST(SolverPatrols, BeyondTheStateLimitSaysTooComplexAtOnce) {
    SolveOptions options;
    options.maxStates = 5;
    const Solution s = solveLevel(crossingLevel(), options);
    EXPECT_EQ(s.status, SolveStatus::TooComplex);
    EXPECT_NE(s.reason.find("too complex"), std::string::npos) << s.reason;
    EXPECT_LE(s.statesSearched, 5);
}

TEST(SolverPatrols, ALargeLevelBeyondTheDefaultBudgetSaysTooComplex) {
    // 64 x 64 open tiles, twelve bones out of the way and three dogs on rounds of coprime
    // periods (6, 10, 14: 210 moments): far more states than the default budget allows, and the
    // exit is walled in behind a dog that only a bone pays, so no cheap win ends the search.
    Level level = Level::filled(64, 64);
    level.version = 2;
    for (int i = 0; i < 12; ++i)
        level.set({5 * i + 2, 60}, TileKind::Bone);
    const int lengths[] = {4, 6, 8};
    for (int d = 0; d < 3; ++d) {
        Patrol round;
        for (int col = 0; col < lengths[d]; ++col)
            round.tiles.push_back({10 + col, 10 + 10 * d});
        level.set(round.tiles.front(), TileKind::Dog);
        level.patrols.push_back(round);
    }
    // The exit in the corner, its one way in through a dog that stays on its tile.
    level.set({62, 63}, TileKind::Wall);
    level.set({62, 62}, TileKind::Wall);
    level.set({63, 62}, TileKind::Dog);
    level.set({63, 63}, TileKind::Exit);
    level.set({0, 0}, TileKind::CatStart);
    const Solution s = solveLevel(level);
    EXPECT_EQ(s.status, SolveStatus::TooComplex) << s.reason;
    EXPECT_EQ(s.reason, "too complex to decide (250000 states)");
    EXPECT_LE(s.statesSearched, SolveOptions{}.maxStates);
}

TEST(SolverPatrols, ACancelledSearchSaysSo) {
    const std::atomic<bool> cancel{true};
    SolveOptions options;
    options.cancel = &cancel;
    const Solution s = solveLevel(crossingLevel(), options);
    EXPECT_EQ(s.status, SolveStatus::Cancelled);
    EXPECT_NE(s.reason.find("cancelled"), std::string::npos) << s.reason;
}

TEST(SolverPatrols, RoundsThatRepeatTooSeldomSayTooComplex) {
    // Back-and-forth rounds of 8, 12, 14, 18 and 20 tiles: periods 14, 22, 26, 34 and 38, whose
    // common multiple is 646646 ticks.
    Level level = Level::filled(22, 12);
    level.version = 2;
    int row = 1;
    for (const int length : {8, 12, 14, 18, 20}) {
        Patrol round;
        for (int col = 0; col < length; ++col)
            round.tiles.push_back({col, row});
        level.set({0, row}, TileKind::Dog);
        level.patrols.push_back(round);
        row += 2;
    }
    level.set({21, 11}, TileKind::CatStart);
    level.set({20, 11}, TileKind::Exit);
    const Solution s = solveLevel(level);
    EXPECT_EQ(s.status, SolveStatus::TooComplex);
    EXPECT_NE(s.reason.find("repeat"), std::string::npos) << s.reason;
}

TEST(SolverPatrols, MatchesBruteForceOnRandomPatrolLevels) {
    std::mt19937 random(36036);
    int winnable = 0;
    int unwinnable = 0;
    int waits = 0;
    for (int round = 0; round < 300; ++round) {
        const test::RandomPatrolLevel made = test::randomPatrolLevel(random);
        const Level& level = made.level;
        const Tile start = made.start;
        const int held = static_cast<int>(random() % 3 == 0);
        for (const bool diagonal : {false, true}) {
            SCOPED_TRACE(::testing::Message() << "round " << round << " diagonal " << diagonal);
            const GridCost expected = test::patrolBruteForce(level, start, held, diagonal);
            const Solution s = solveFrom(level, start, held, {.diagonal = catDiagonal(diagonal)});
            if (expected < 0) {
                EXPECT_EQ(s.status, SolveStatus::Unwinnable);
                EXPECT_FALSE(s.reason.empty());
                ++unwinnable;
                continue;
            }
            ASSERT_EQ(s.status, SolveStatus::Winnable) << s.reason;
            EXPECT_EQ(s.cost, expected);
            const test::PatrolWalk walk =
                test::playPatrolRoute(level, start, held, s.route, diagonal);
            EXPECT_TRUE(walk.won) << walk.error;
            EXPECT_EQ(walk.cost, s.cost);
            Tile at = start;
            for (const Tile t : s.route) {
                waits += t == at;
                at = t;
            }
            ++winnable;
        }
    }
    // The generator must exercise both outcomes, and routes that wait.
    EXPECT_GT(winnable, 150);
    EXPECT_GT(unwinnable, 50);
    EXPECT_GT(waits, 5);
}

}  // namespace
}  // namespace catmaze
