// Tests of the exact planners' state store (src/core/game/state_store.hpp): states taken cheapest
// bound first with ties to the first reached, a cheaper way replacing the parent and leaving the
// old open entry behind, the budget of states and its reason, raised estimates, the chain of
// parents, thousands of states kept apart, the best win, and a small search of key points (fetch
// the bone, pay the dog, leave) run the way both planners run it.

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <vector>

#include "state_store.hpp"

namespace catmaze::solving {
namespace {

// Every state the store hands out, in order, until none is left.
std::vector<StateIndex> takeAllFromStore(StateStore<std::int64_t>& store) {
    std::vector<StateIndex> taken;
    while (const std::optional<StateIndex> next = store.takeNext())
        taken.push_back(*next);
    return taken;
}

TEST(StateStore, TakesTheLeastBoundFirstAndTiesGoToTheStateFirstReached) {
    StateStore<std::int64_t> store(100);
    EXPECT_EQ(store.reach({0, 0}, 0, kNoState, 0), Reached::First);  // 0: the start
    EXPECT_EQ(store.reach({1, 0b1}, 5, 0, 0), Reached::First);       // 1: bound 5
    EXPECT_EQ(store.reach({2, 0b10}, 3, 0, 0), Reached::First);      // 2: bound 3
    EXPECT_EQ(store.reach({3, 0b100}, 3, 0, 0), Reached::First);     // 3: bound 3, later
    EXPECT_EQ(store.reach({4, 0b1000}, 1, 0, 10), Reached::First);   // 4: bound 11
    EXPECT_EQ(store.size(), 5);
    EXPECT_EQ(takeAllFromStore(store), (std::vector<StateIndex>{0, 2, 3, 1, 4}));
    EXPECT_EQ(store.boundOf(4), 11);
    EXPECT_EQ(store.estimateOf(4), 10);
}

TEST(StateStore, ACheaperWayReplacesTheParentAndTheDearerEntryIsSkipped) {
    StateStore<std::int64_t> store(100);
    store.reach({0, 0}, 0, kNoState, 0);
    store.reach({1, 0b1}, 2, 0, 0);
    EXPECT_EQ(store.reach({2, 0b11}, 10, 0, 0), Reached::First);
    EXPECT_EQ(store.reach({2, 0b11}, 4, 1, 0), Reached::Cheaper);
    EXPECT_EQ(store.reach({2, 0b11}, 4, 0, 0), Reached::NotCheaper);  // as cheap is not cheaper
    EXPECT_EQ(store.reach({2, 0b11}, 7, 0, 0), Reached::NotCheaper);
    EXPECT_EQ(store.costOf(2), 4);
    EXPECT_EQ(store.parentOf(2), 1);
    // The entry at 10 is still in the heap, but the state is handed out once, at 4.
    EXPECT_EQ(takeAllFromStore(store), (std::vector<StateIndex>{0, 1, 2}));
}

TEST(StateStore, SameMaskOnAnotherPointIsAnotherState) {
    StateStore<std::int64_t> store(100);
    store.reach({0, 0b101}, 1, kNoState, 0);
    EXPECT_EQ(store.reach({2, 0b101}, 1, 0, 0), Reached::First);
    EXPECT_EQ(store.reach({0, 0b100}, 1, 0, 0), Reached::First);
    EXPECT_EQ(store.state(1), (KeyState{2, 0b101}));
    EXPECT_EQ(store.state(2), (KeyState{0, 0b100}));
}

TEST(StateStore, TheBudgetRefusesNewStatesButNotCheaperWays) {
    StateStore<std::int64_t> store(2);
    EXPECT_EQ(store.reach({0, 0}, 0, kNoState, 0), Reached::First);
    EXPECT_EQ(store.reach({1, 0b1}, 9, 0, 0), Reached::First);
    EXPECT_EQ(store.reach({2, 0b10}, 1, 0, 0), Reached::OverBudget);
    EXPECT_EQ(store.size(), 2);
    EXPECT_EQ(store.reach({1, 0b1}, 3, 0, 0), Reached::Cheaper);
    EXPECT_EQ(tooComplexReason(store.size()), "too complex to decide (2 states)");
    EXPECT_EQ(cancelledReason(store.size()), "cancelled after 2 states");
}

TEST(StateStore, TheStartIsKeptEvenWithABudgetOfNone) {
    StateStore<std::int64_t> store(0);
    EXPECT_EQ(store.reach({0, 0}, 0, kNoState, 0), Reached::First);
    EXPECT_EQ(store.reach({1, 0b1}, 1, 0, 0), Reached::OverBudget);
    EXPECT_EQ(store.size(), 1);
}

TEST(StateStore, ARaisedEstimateQueuesTheStateBehindCheaperOnes) {
    StateStore<double> store(100);
    store.reach({0, 0}, 0, kNoState, 0);
    store.reach({1, 0b1}, 1.0, 0, 0.5);   // bound 1.5
    store.reach({2, 0b10}, 2.0, 0, 0.0);  // bound 2
    ASSERT_EQ(store.takeNext(), 0);
    ASSERT_EQ(store.takeNext(), 1);
    EXPECT_FALSE(store.raiseEstimate(1, 0.5));  // not higher: nothing changes
    EXPECT_TRUE(store.raiseEstimate(1, 3.0));   // bound 4: behind state 2
    EXPECT_DOUBLE_EQ(store.boundOf(1), 4.0);
    EXPECT_EQ(store.takeNext(), 2);
    EXPECT_EQ(store.takeNext(), 1);
    EXPECT_EQ(store.takeNext(), std::nullopt);
    // A cheaper way keeps the raised estimate.
    EXPECT_EQ(store.reach({1, 0b1}, 0.5, 0, 0.0), Reached::Cheaper);
    EXPECT_DOUBLE_EQ(store.boundOf(1), 3.5);
}

TEST(StateStore, TheChainRunsFromTheStartToTheLastState) {
    StateStore<std::int64_t> store(100);
    store.reach({5, 0}, 0, kNoState, 0);
    store.reach({0, 0b1}, 1, 0, 0);
    store.reach({1, 0b11}, 2, 1, 0);
    store.reach({2, 0b101}, 2, 1, 0);
    EXPECT_EQ(store.chainTo(3), (std::vector<StateIndex>{0, 1, 3}));
    EXPECT_EQ(store.chainTo(2), (std::vector<StateIndex>{0, 1, 2}));
    EXPECT_EQ(store.chainTo(0), (std::vector<StateIndex>{0}));
    EXPECT_TRUE(store.chainTo(kNoState).empty());
}

TEST(StateStore, KeepsTensOfThousandsOfStatesApart) {
    // Masks that differ in high bits only, on a few points: a poor hash would pile them up.
    StateStore<std::int64_t> store(1'000'000);
    std::vector<KeyState> added;
    for (int point = 0; point < 5; ++point) {
        for (std::uint64_t bits = 0; bits < 8000; ++bits)
            added.push_back({point, bits << 40});
    }
    for (std::size_t i = 0; i < added.size(); ++i) {
        ASSERT_EQ(store.reach(added[i], static_cast<std::int64_t>(i % 97), kNoState, 0),
                  Reached::First);
    }
    ASSERT_EQ(store.size(), static_cast<std::int64_t>(added.size()));
    for (std::size_t i = 0; i < added.size(); ++i) {
        EXPECT_EQ(store.state(static_cast<StateIndex>(i)), added[i]);
        EXPECT_EQ(store.reach(added[i], 100, kNoState, 0), Reached::NotCheaper);
    }
    const std::vector<StateIndex> taken = takeAllFromStore(store);
    ASSERT_EQ(taken.size(), added.size());
    for (std::size_t i = 1; i < taken.size(); ++i)
        EXPECT_LE(store.boundOf(taken[i - 1]), store.boundOf(taken[i]));
}

TEST(BestWin, KeepsTheCheapestWinAndSaysWhenNothingCanBeatIt) {
    BestWin<std::int64_t> best;
    EXPECT_FALSE(best.found());
    EXPECT_FALSE(best.beatsAll(1'000'000));
    best.offer(50, 3, 7);
    best.offer(60, 4, 8);  // dearer: ignored
    best.offer(40, 5, 9);
    EXPECT_TRUE(best.found());
    EXPECT_EQ(best.cost, 40);
    EXPECT_EQ(best.last, 5);
    EXPECT_EQ(best.exit, 9);
    EXPECT_FALSE(best.beatsAll(39));
    EXPECT_TRUE(best.beatsAll(40));
}

// Key points of a tiny level: the cat's start, a bone, a dog before the exit, and the exit; the
// walk between two of them costs storeWalk(from, to) (-1: no walk). Paying the dog costs 100
// more. The dog is object 1 (bit 1), the bone object 0 (bit 0).
constexpr int kStoreStart = 0, kStoreBone = 1, kStoreDog = 2, kStoreExit = 3;

std::int64_t storeWalk(int from, int to) {
    constexpr std::int64_t walks[4][4] = {
        {-1, 30, 10, -1},  // from the start: the dog is nearer than the bone
        {30, -1, 25, -1},
        {10, 25, -1, 5},  // only through the dog to the exit
        {-1, -1, -1, -1},
    };
    return walks[from][to];
}

TEST(StateStore, ASearchOfKeyPointsFetchesTheBoneBeforePayingTheDog) {
    StateStore<std::int64_t> store(100);
    BestWin<std::int64_t> best;
    store.reach({kStoreStart, 0}, 0, kNoState, 0);
    while (const std::optional<StateIndex> next = store.takeNext()) {
        if (best.beatsAll(store.boundOf(*next)))
            break;
        const KeyState at = store.state(*next);
        const int bonesHeld =
            static_cast<int>(at.gone & 1U) - static_cast<int>((at.gone >> 1) & 1U);
        for (int to = 0; to < 4; ++to) {
            const std::int64_t walk = storeWalk(at.point, to);
            if (walk < 0)
                continue;
            const std::int64_t cost = store.costOf(*next) + walk;
            if (to == kStoreExit) {
                best.offer(cost, *next, to);
                continue;
            }
            const std::uint64_t bit = to == kStoreBone ? 1U : 2U;
            if (to == kStoreStart || (at.gone & bit) != 0)
                continue;  // nothing there any more
            if (to == kStoreDog && bonesHeld == 0)
                continue;  // it would catch the cat
            store.reach({to, at.gone | bit}, to == kStoreDog ? cost + 100 : cost, *next, 0);
        }
    }
    ASSERT_TRUE(best.found());
    EXPECT_EQ(best.cost, 30 + 25 + 100 + 5);
    std::vector<int> points;
    for (const StateIndex i : store.chainTo(best.last))
        points.push_back(store.state(i).point);
    EXPECT_EQ(points, (std::vector<int>{kStoreStart, kStoreBone, kStoreDog}));
}

}  // namespace
}  // namespace catmaze::solving
