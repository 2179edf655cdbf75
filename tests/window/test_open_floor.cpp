/// \file
/// An open-floor level (format version 2 with obstacles) in the real game: a click on the exit
/// makes the cat walk freely round the crate in its way and win; the key bar offers only the keys
/// that work there.

#include <algorithm>
#include <string>
#include <vector>

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

// The keys a `level_loaded` event says the key bar offers.
std::vector<std::string> offeredKeys(const Json& loaded) {
    std::vector<std::string> keys;
    for (const Json& key : loaded.at("keys"))
        keys.push_back(key.get<std::string>());
    return keys;
}

TEST_F(WindowTest, OnOpenFloorTheKeyBarOffersNoGAndGChangesNothing) {
    Game& game = launch(optionsFor(testLevel("open_floor.json"), 0.1));
    const std::vector<std::string> keys = offeredKeys(game.waitForEvent("level_loaded"));
    EXPECT_EQ(std::count(keys.begin(), keys.end(), "G"), 0);
    EXPECT_EQ(std::count(keys.begin(), keys.end(), "H"), 1);
    EXPECT_EQ(std::count(keys.begin(), keys.end(), "O"), 1);
    game.attachWindow();
    // G, then O: O's setting change arrives after whatever G did, so nothing before it is G's.
    game.key("g");
    game.key("o");
    const Json changed = game.waitForEvent("settings");
    EXPECT_TRUE(changed.at("changed").contains("searchOverlay")) << changed.dump();
    for (const Json& e : game.events()) {
        EXPECT_FALSE(e.value("event", "") == "settings" && e["changed"].contains("diagonal"))
            << e.dump();
        EXPECT_EQ(e.dump().find("Diagonal"), std::string::npos) << e.dump();
    }
}

TEST_F(WindowTest, OnTilesTheKeyBarOffersG) {
    Game& game = launch(optionsFor(testLevel("corridor.json"), 0.1));
    const std::vector<std::string> keys = offeredKeys(game.waitForEvent("level_loaded"));
    EXPECT_EQ(std::count(keys.begin(), keys.end(), "G"), 1);
}

}  // namespace
}  // namespace catmaze::wintest
