// A level whose dog walks a patrol, as the player meets it (play/play_model.hpp): the wait key
// (Space, `.`) waits a tick while the dog walks on, and the event log names the wait, each dog's
// move and a route's ticks; on a level without patrols the key does nothing and the log's path
// lines are as they were.

#include <gtest/gtest.h>

#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

// patrol_crossing.json: the cat (2,2), the exit (7,2), a dog crossing the corridor at (3,2),
// walking (3,1) -> (3,2) -> (3,3) and back.
constexpr const char* kPatrolCrossing = "patrol_crossing.json";

TEST(PlayPatrol, TheWaitKeyWaitsATickAndTheLogNamesTheDogsMove) {
    PlayFixture play(kPatrolCrossing);
    play.command(PlayCommand::Wait);
    ASSERT_TRUE(play.playUntilEvent("wait"));
    const PlayJson waited = play.last("wait");
    EXPECT_EQ(tileOfJson(waited.at("tile")), (Tile{2, 2}));
    EXPECT_EQ(waited.at("steps").get<int>(), 1);
    const PlayJson moved = play.last("dog_moved");
    ASSERT_FALSE(moved.is_null());
    EXPECT_EQ(moved.at("dog").get<int>(), 0);
    EXPECT_EQ(tileOfJson(moved.at("from")), (Tile{3, 1}));
    EXPECT_EQ(tileOfJson(moved.at("to")), (Tile{3, 2}));

    // From tick 1 the way past the dog is clear: the route starts at tick 2 and waits no more.
    play.clickTile({7, 2});
    const PlayJson path = play.last("path");
    ASSERT_TRUE(path.contains("ticks")) << path.dump();
    EXPECT_EQ(path.at("ticks")[0].get<std::int64_t>(), 2);
    EXPECT_EQ(path.at("waits").get<int>(), 0);
    ASSERT_TRUE(play.playUntilEvent("won"));
    EXPECT_TRUE(play.eventsNamed("eaten").empty());
}

TEST(PlayPatrol, WithoutPatrolsTheWaitKeyDoesNothingAndPathsAreAsBefore) {
    PlayFixture play("corridor.json");
    play.command(PlayCommand::Wait);
    play.play(0.5);
    EXPECT_TRUE(play.eventsNamed("wait").empty());
    play.clickTile({14, 1});
    const PlayJson path = play.last("path");
    ASSERT_FALSE(path.is_null());
    EXPECT_FALSE(path.contains("ticks")) << path.dump();
    EXPECT_FALSE(path.contains("waits")) << path.dump();
}

}  // namespace
}  // namespace catmaze::app
