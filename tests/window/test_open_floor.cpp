/// \file
/// An open-floor level (format version 2 with obstacles) in the real game: a click on the exit
/// makes the cat walk freely round the crate in its way and win.

#include <string>

#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

TEST_F(WindowTest, OpenFloorCatWalksRoundTheCrateToTheExitAndWins) {
    // open_floor.json: the cat (1,3) and the exit (7,3) with a crate from x 3.5 to 5.5 between.
    Game& game = launchOn(testLevel("open_floor.json"), 0.1);
    game.clickTile({7, 3});
    const Json click = game.waitForEvent("click");
    ASSERT_TRUE(click.contains("point")) << click.dump();
    EXPECT_NEAR(click["point"][0].get<double>(), 7.5, 0.5) << click.dump();
    EXPECT_NEAR(click["point"][1].get<double>(), 3.5, 0.5) << click.dump();
    const Json path = game.waitForEvent("path");
    EXPECT_EQ(path.value("status", ""), "Found") << path.dump();
    // The straight line (6 tiles) crosses the crate: the route turns round it.
    EXPECT_GE(path.at("points").size(), 3u) << path.dump();
    EXPECT_GT(path.at("length").get<double>(), 6.5) << path.dump();
    const Json won = game.waitForEvent("won");
    EXPECT_GT(won.at("walked").get<double>(), 6.0) << won.dump();
}

}  // namespace
}  // namespace catmaze::wintest
