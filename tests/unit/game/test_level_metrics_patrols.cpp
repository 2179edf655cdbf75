// The difficulty metrics (level_metrics.hpp) on levels whose dogs walk patrols (issue 36): the
// par route replayed tick by tick with its waits, the fewest clicks planned through time, the
// traps judged from the moment a click's walk ends, and the ordered fetches, on hand-made levels
// whose answers are worked out in the comments, and the ordered fetches and the traps against a
// brute force on random small ones.

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "catmaze/game/game.hpp"
#include "catmaze/game/level_metrics.hpp"
#include "catmaze/game/solver.hpp"
#include "level_rows.hpp"
#include "patrol_reference.hpp"
#include "solver_patrols.hpp"

namespace catmaze {
namespace {

// A dog crossing the corridor at (2,1): at (2,0) at ticks 0, 4, ..., on the crossing at odd
// ticks, at (2,2) at ticks 2, 6, ... Stepping on at once meets it there (caught, no bone), so the
// cheapest win waits once, then walks: 10 + 40 = 50, and passes behind it (on the crossing at
// tick 2, on (3,1) at tick 3 as the dog comes back up: no swap).
Level waitForTheGap() {
    return test::patrolLevelFrom(
        {
            "##D###",
            "#C...E",
            "##.###",
        },
        {{{{2, 0}, {2, 1}, {2, 2}}, false}});
}

TEST(LevelMetricsPatrols, AWaitForTheGapIsOneClickOnTheExit) {
    const LevelMetrics m = measureLevel(waitForTheGap());
    ASSERT_EQ(m.status, MetricsStatus::Measured) << m.reason;
    EXPECT_EQ(m.par, 50);
    EXPECT_EQ(m.parSteps, 5);  // the wait counts
    // A click on the exit plans through time: the same wait, then the same walk.
    EXPECT_EQ(m.fewestClicks, 1);
    // The dog's tile: reached by waiting once and going round behind the dog (30, at tick 3),
    // into the dead end the dog walks back into at tick 4: caught whatever the cat does.
    ASSERT_EQ(m.firstClicks.size(), 2u);
    EXPECT_EQ(m.firstClicks[0].kind, TileKind::Dog);
    EXPECT_FALSE(m.firstClicks[0].caught);
    EXPECT_TRUE(m.firstClicks[0].unwinnable);
    EXPECT_EQ(m.firstClicks[1].kind, TileKind::Exit);
    EXPECT_FALSE(m.firstClicks[1].unwinnable);
    EXPECT_EQ(m.firstClicks[1].bestCost, 50);
    EXPECT_EQ(m.traps, 1);
}

// A dog pacing between (2,0) and the exit (1,0): on the exit at odd ticks. The cat (3,2) goes
// round below in 4 steps and steps on the exit at tick 4, as the dog leaves for (2,0): par 40.
Level aDogOnTheExit() {
    return test::patrolLevelFrom(
        {
            ".ED.",
            "..#.",
            "...C",
        },
        {{{{2, 0}, {1, 0}}, false}});
}

TEST(LevelMetricsPatrols, AClickOnThePacingDogIsATrapThroughTime) {
    const LevelMetrics m = measureLevel(aDogOnTheExit());
    ASSERT_EQ(m.status, MetricsStatus::Measured) << m.reason;
    EXPECT_EQ(m.par, 40);
    EXPECT_EQ(m.fewestClicks, 1);
    ASSERT_EQ(m.firstClicks.size(), 2u);  // row-major: the exit, the dog
    EXPECT_EQ(m.firstClicks[0].bestCost, 40);
    // The dog's tile: over the top, (3,1) (3,0) (2,0) at tick 3 as the dog steps onto the exit
    // (30). One step on it is the exit, but the dog comes back over it at every odd tick:
    // stepping on then swaps with it, and the cat cannot stand on (2,0) at even ticks. So back
    // out at tick 4 and all the way round below, 7 steps: 100 in all. With the dog left out of
    // the reckoning the exit is one step away (40: no trap).
    EXPECT_EQ(m.firstClicks[1].kind, TileKind::Dog);
    EXPECT_FALSE(m.firstClicks[1].unwinnable);
    EXPECT_EQ(m.firstClicks[1].bestCost, 100);
    EXPECT_EQ(m.traps, 1);
}

// Bones at (1,1) and (3,1), a dog sweeping column 2 (3,0) (2,0) (2,1) (2,2) and back: on (2,1)
// at ticks 2 and 4 (mod 6), on (2,2) at 3, at (3,0) at 0. Par 50: the bone (1,1), a wait, then
// (2,1) at tick 3 behind the dog, the bone (3,1), the exit (4,1). Fetching (3,1) first, with
// (1,1) left alone, goes (2,2) (2,1) (3,1): on (2,2) at tick a, not 3 (the dog is there), not 2
// (they would swap on the next step) and not 1 (the dog on (2,1) at a + 1): the earliest is tick
// 4, after three waits, so 70 > 50: that fetch order is forced. Dogs left out, it would cost 40.
Level twoBonesAcrossTheSweep() {
    return test::patrolLevelFrom(
        {
            ".#.D.",
            ".B.BE",
            "#C.##",
        },
        {{{{3, 0}, {2, 0}, {2, 1}, {2, 2}}, false}});
}

TEST(LevelMetricsPatrols, AFetchOrderTheDogsTimingForcesIsOrdered) {
    const LevelMetrics m = measureLevel(twoBonesAcrossTheSweep());
    ASSERT_EQ(m.status, MetricsStatus::Measured) << m.reason;
    EXPECT_EQ(m.par, 50);
    EXPECT_EQ(m.bonesFetched, 2);
    EXPECT_EQ(m.orderedFetches, 1);
    // Every way at 50 passes (1,1), waits and takes (3,1): a click on the exit walks the par.
    EXPECT_EQ(m.fewestClicks, 1);
}

// The solver keeps a fetch order exactly (what the ordered fetches ask of it through time): on
// random small patrol levels, its cheapest win that fetches one bone before another and before
// the exit is the brute force's.
TEST(LevelMetricsPatrols, TheSearchThatKeepsAFetchOrderMatchesBruteForce) {
    std::mt19937 random(3636);
    int kept = 0;
    int broken = 0;
    for (int round = 0; round < 200; ++round) {
        const test::RandomPatrolLevel made = test::randomPatrolLevel(random);
        const std::vector<Tile> bones = made.level.find(TileKind::Bone);
        if (bones.size() < 2 || made.level.find(TileKind::Exit).empty())
            continue;
        const Tile first = bones[random() % bones.size()];
        const Tile later = bones[random() % bones.size()];
        if (first == later)
            continue;
        SCOPED_TRACE(::testing::Message() << "round " << round);
        const GridCost expected =
            test::patrolBruteForce(made.level, made.start, 0, false, test::BoneOrder{first, later});
        const Solution s = solving::solveWithPatrols(made.level, made.start, 0, 0, {},
                                                     solving::FetchBefore{first, later});
        if (expected < 0) {
            EXPECT_EQ(s.status, SolveStatus::Unwinnable);
            ++broken;
            continue;
        }
        ASSERT_EQ(s.status, SolveStatus::Winnable) << s.reason;
        EXPECT_EQ(s.cost, expected);
        const auto firstAt = std::find(s.bonesPicked.begin(), s.bonesPicked.end(), first);
        const auto laterAt = std::find(s.bonesPicked.begin(), s.bonesPicked.end(), later);
        EXPECT_TRUE(firstAt != s.bonesPicked.end() && firstAt < laterAt);
        const test::PatrolWalk walk =
            test::playPatrolRoute(made.level, made.start, 0, s.route, false);
        EXPECT_TRUE(walk.won) << walk.error;
        EXPECT_EQ(walk.cost, s.cost);
        ++kept;
    }
    EXPECT_GT(kept, 20);
    EXPECT_GT(broken, 5);
}

// On random small patrol levels whose par route fetches exactly two bones, the ordered fetches
// are the brute force's answer: 1 when fetching the second bone first cannot win at par.
TEST(LevelMetricsPatrols, OrderedFetchesMatchBruteForceOnRandomLevels) {
    std::mt19937 random(36037);
    int measured = 0;
    int ordered = 0;
    for (int round = 0; round < 6000 && measured < 40; ++round) {
        const test::RandomPatrolLevel made = test::randomPatrolLevel(random);
        const Solution par = solveLevel(made.level);
        if (par.status != SolveStatus::Winnable || par.bonesPicked.size() != 2 ||
            made.level.patrols.empty())
            continue;
        SCOPED_TRACE(::testing::Message() << "round " << round);
        const LevelMetrics m = measureLevel(made.level);
        ASSERT_EQ(m.status, MetricsStatus::Measured) << m.reason;
        const GridCost swapped =
            test::patrolBruteForce(made.level, made.start, 0, false,
                                   test::BoneOrder{par.bonesPicked[1], par.bonesPicked[0]});
        const int expected = swapped < 0 || swapped > par.cost ? 1 : 0;
        EXPECT_EQ(m.orderedFetches, expected);
        ++measured;
        ordered += expected;
    }
    EXPECT_GE(measured, 20);
    EXPECT_GT(ordered, 2);
}

// On random small patrol levels, each natural first click is judged from the moment its walk
// ends: the game's click played out, then the brute force's cheapest win from there (the board
// as a planner needs it, the tick where the dogs stand).
TEST(LevelMetricsPatrols, TrapsMatchBruteForceFromWhereTheClickEnds) {
    std::mt19937 random(36038);
    int clicks = 0;
    int traps = 0;
    int measured = 0;
    for (int round = 0; round < 600 && measured < 60; ++round) {
        const test::RandomPatrolLevel made = test::randomPatrolLevel(random);
        if (made.level.patrols.empty() || solveLevel(made.level).status != SolveStatus::Winnable)
            continue;
        SCOPED_TRACE(::testing::Message() << "round " << round);
        const LevelMetrics m = measureLevel(made.level);
        ASSERT_EQ(m.status, MetricsStatus::Measured) << m.reason;
        ++measured;
        for (const TrapClick& click : m.firstClicks) {
            GameSession session(made.level);
            session.clickTile(click.tile);
            for (int i = 0; i < 100 && session.moving(); ++i)
                session.update(session.stepSeconds());
            const CatState& cat = session.cat();
            ++clicks;
            if (cat.status != GameStatus::Playing) {
                EXPECT_EQ(click.caught, cat.status == GameStatus::Lost);
                continue;
            }
            const GridCost rest = test::patrolBruteForce(session.planningBoard(), cat.tile,
                                                         cat.bones, false, std::nullopt, cat.tick);
            EXPECT_EQ(click.unwinnable, rest < 0) << toString(click.tile);
            if (rest >= 0) {
                EXPECT_EQ(click.bestCost, cat.cost + rest) << toString(click.tile);
            }
            traps += click.unwinnable || click.bestCost > m.par;
        }
    }
    EXPECT_GE(measured, 40);
    EXPECT_GT(traps, 10);
    EXPECT_GT(clicks, traps + 10);
}

}  // namespace
}  // namespace catmaze
