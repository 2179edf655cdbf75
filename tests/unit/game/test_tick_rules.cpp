// What one tick does (tick_rules.hpp: playTick), the order of the rules shared by the session
// and the solver: the bone first, then the meetings, then the exit.

#include <gtest/gtest.h>

#include "catmaze/game/tick_rules.hpp"

namespace catmaze {
namespace {

TickStart plainStep() {
    TickStart start;
    start.stepCost = 10;
    start.dogMultiplier = 10;
    return start;
}

TEST(TickRules, APlainStepCostsItsStepAndGoesOn) {
    const TickOutcome out = playTick(plainStep());
    EXPECT_EQ(out.cost, 10);
    EXPECT_EQ(out.status, GameStatus::Playing);
    EXPECT_FALSE(out.bonePicked);
    EXPECT_EQ(out.dogsPaid, 0);
}

TEST(TickRules, TheBoneOnTheTilePaysTheDogMetThere) {
    TickStart start = plainStep();
    start.boneOnTile = true;
    start.dogsMet = 1;
    const TickOutcome out = playTick(start);
    EXPECT_TRUE(out.bonePicked);
    EXPECT_EQ(out.dogsPaid, 1);
    EXPECT_EQ(out.bonesHeld, 0);
    EXPECT_EQ(out.cost, 100);
    EXPECT_EQ(out.status, GameStatus::Playing);
}

TEST(TickRules, TwoDogsCostTheMultiplierOnceAndABoneEach) {
    TickStart start = plainStep();
    start.bonesHeld = 2;
    start.dogsMet = 2;
    const TickOutcome paid = playTick(start);
    EXPECT_EQ(paid.cost, 100);
    EXPECT_EQ(paid.dogsPaid, 2);
    EXPECT_EQ(paid.bonesHeld, 0);
    start.bonesHeld = 1;
    const TickOutcome caught = playTick(start);
    EXPECT_EQ(caught.status, GameStatus::Lost);
    EXPECT_EQ(caught.dogsPaid, 0);
}

TEST(TickRules, AnExitWinsOnlyAfterTheMeetingsArePaid) {
    TickStart start = plainStep();
    start.exitOnTile = true;
    EXPECT_EQ(playTick(start).status, GameStatus::Won);
    start.dogsMet = 1;
    EXPECT_EQ(playTick(start).status, GameStatus::Lost);
    start.bonesHeld = 1;
    const TickOutcome out = playTick(start);
    EXPECT_EQ(out.status, GameStatus::Won);
    EXPECT_EQ(out.cost, 100);
}

}  // namespace
}  // namespace catmaze
