// DogRounds: where each dog of a level stands at every tick (a patrol walked one tile a tick,
// looping or back and forth; a dog without one stands still), whether a step of the cat meets a
// dog (ending on its tile, or swapping tiles with it), and the dogs as space-time movers.

#include <gtest/gtest.h>

#include <stdexcept>

#include "catmaze/game/dog_rounds.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

// A corridor with a dog at (1,1) walking to (4,1) and back, and a dog at (2,3) that stays.
Level corridorWithTwoDogs() {
    Level level = test::levelFrom({
        "######",
        "#D...#",
        "#....#",
        "#CD.E#",
        "######",
    });
    level.version = 2;
    level.patrols.push_back(Patrol{{{1, 1}, {2, 1}, {3, 1}, {4, 1}}, false});
    return level;
}

TEST(DogRounds, APatrollingDogWalksItsRoundAndTheOthersStandStill) {
    const DogRounds dogs(corridorWithTwoDogs());
    ASSERT_EQ(dogs.count(), 2U);
    EXPECT_TRUE(dogs.anyPatrol());
    const std::vector<Tile> walked{{1, 1}, {2, 1}, {3, 1}, {4, 1}, {3, 1}, {2, 1}, {1, 1}};
    for (std::int64_t tick = 0; tick < static_cast<std::int64_t>(walked.size()); ++tick) {
        EXPECT_EQ(dogs.at(0, tick), walked[static_cast<std::size_t>(tick)]) << "tick " << tick;
        EXPECT_EQ(dogs.at(1, tick), (Tile{2, 3})) << "tick " << tick;
    }
    EXPECT_EQ(dogs.period(), 6);
}

TEST(DogRounds, ALoopingRoundStepsFromItsLastTileToItsFirst) {
    Level level = test::levelFrom({"#####", "#D..#", "#..C#", "#####"});
    level.version = 2;
    level.patrols.push_back(Patrol{{{1, 1}, {2, 1}, {2, 2}, {1, 2}}, true});
    const DogRounds dogs(level);
    EXPECT_EQ(dogs.at(0, 3), (Tile{1, 2}));
    EXPECT_EQ(dogs.at(0, 4), (Tile{1, 1}));
    EXPECT_EQ(dogs.period(), 4);
}

TEST(DogRounds, ALevelWithoutPatrolsStandsStill) {
    const DogRounds dogs(test::levelFrom({"#####", "#CDE#", "#####"}));
    EXPECT_FALSE(dogs.anyPatrol());
    EXPECT_EQ(dogs.period(), 1);
    EXPECT_EQ(dogs.at(0, 1000), (Tile{2, 1}));
}

TEST(DogRounds, AStepMeetsADogByEndingOnItsTileOrBySwappingWithIt) {
    const DogRounds dogs(corridorWithTwoDogs());
    // Tick 0 -> 1 the walking dog goes (1,1) -> (2,1).
    EXPECT_TRUE(dogs.meets(0, {2, 2}, {2, 1}, 0));   // ends where the dog ends
    EXPECT_TRUE(dogs.meets(0, {2, 1}, {1, 1}, 0));   // swaps with it
    EXPECT_FALSE(dogs.meets(0, {1, 2}, {1, 1}, 0));  // onto the tile it has just left
    EXPECT_FALSE(dogs.meets(1, {1, 3}, {1, 3}, 0));  // a wait beside the dog that stays
    EXPECT_TRUE(dogs.meets(1, {3, 3}, {2, 3}, 5));   // the dog that stays, at any tick
}

TEST(DogRounds, MoversAreThePresentDogsWithTheirCycles) {
    const DogRounds dogs(corridorWithTwoDogs());
    const auto movers = dogs.movers({false, true}, 10);
    ASSERT_EQ(movers.size(), 1U);
    EXPECT_EQ(movers[0].cycle, (std::vector<Tile>{{2, 3}}));
    EXPECT_EQ(movers[0].multiplier, 10);
    const auto both = dogs.movers({true, true}, 10);
    EXPECT_EQ(both[0].cycle.size(), 6U);
}

TEST(DogRounds, AskingAfterADogThatIsNotThereThrows) {
    const DogRounds dogs(corridorWithTwoDogs());
    EXPECT_THROW((void)dogs.at(2, 0), std::out_of_range);
    EXPECT_THROW((void)dogs.at(0, -1), std::invalid_argument);
    EXPECT_THROW((void)dogs.movers({true}, 10), std::invalid_argument);
}

}  // namespace
}  // namespace catmaze
