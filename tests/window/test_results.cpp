/// \file
/// The win screen as a player reads it (issue 17 section 3, issue 18 section 5): the cost and
/// steps on tiles or the length and cost on open floor, the par, "Perfect!" at par with the star
/// earned, and a hint used during the run shown there, forfeiting the star ("At par!" instead).

#include <string>

#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

bool isWonMenu(const Json& e) {
    return e.value("name", "") == "won";
}

// The win screen's menu event after the cat reached the exit.
Json winScreen(Game& game) {
    game.waitForEvent("won");
    return game.waitForEvent("menu", isWonMenu);
}

bool contains(const Json& menu, const std::string& key, const std::string& text) {
    return menu.value(key, "").find(text) != std::string::npos;
}

TEST_F(WindowTest, AWinAtParSaysPerfectWithTheCostStepsParAndStar) {
    // corridor.json: 13 straight steps (cost 10 each) from the cat to the exit, the only way.
    Game& game = launchOn(testLevel("corridor.json"), 0.02);
    game.clickTile({14, 1});
    const Json menu = winScreen(game);
    EXPECT_EQ(menu.value("title", ""), "Perfect!") << menu.dump();
    EXPECT_TRUE(contains(menu, "subtitle", "Cost 130 in 13 steps")) << menu.dump();
    EXPECT_TRUE(contains(menu, "subtitle", "Par 130")) << menu.dump();
    EXPECT_TRUE(contains(menu, "subtitle", "\xE2\x98\x85 star earned")) << menu.dump();
}

TEST_F(WindowTest, AHintUsedIsShownOnTheWinScreenAndForfeitsTheStar) {
    Game& game = launchOn(testLevel("corridor.json"), 0.02);
    game.key("h");
    EXPECT_TRUE(game.waitForEvent("hint").value("winnable", false));
    game.clickTile({14, 1});
    const Json menu = winScreen(game);
    EXPECT_EQ(menu.value("title", ""), "At par!") << menu.dump();
    EXPECT_TRUE(contains(menu, "subtitle", "hint used")) << menu.dump();
    EXPECT_FALSE(contains(menu, "subtitle", "star earned")) << menu.dump();
}

TEST_F(WindowTest, AWinAboveParGivesThePar) {
    // open_room.json: the cat (1,1), the exit (7,5); one step up-left of the cheapest first.
    Game& game = launchOn(testLevel("open_room.json"), 0.02);
    game.key("Right");
    game.waitForEvent("step");
    game.key("Left");
    game.waitForEvent("step");
    game.clickTile({7, 5});
    const Json menu = winScreen(game);
    EXPECT_EQ(menu.value("title", ""), "You win!") << menu.dump();
    EXPECT_TRUE(contains(menu, "subtitle", "Par 100")) << menu.dump();
    EXPECT_TRUE(contains(menu, "subtitle", "Cost 120 in 12 steps")) << menu.dump();
    EXPECT_FALSE(contains(menu, "subtitle", "star earned")) << menu.dump();
}

TEST_F(WindowTest, TheWinScreenOfAnOpenFloorLevelGivesTheLengthWalkedAndItsCost) {
    // open_floor.json: the cat (1,3), the exit (7,3), a crate between: more than 6 tiles round.
    Game& game = launchOn(testLevel("open_floor.json"), 0.1);
    game.clickTile({7, 3});
    const Json won = game.waitForEvent("won");
    const Json menu = game.waitForEvent("menu", isWonMenu);
    const std::string subtitle = menu.value("subtitle", "");
    ASSERT_TRUE(subtitle.starts_with("Length ")) << menu.dump();
    const double length = std::stod(subtitle.substr(7));
    EXPECT_GT(length, 6.0) << menu.dump();
    EXPECT_NEAR(length, won.at("walked").get<double>(), 0.05) << won.dump();
    const std::size_t cost = subtitle.find("cost ");
    ASSERT_NE(cost, std::string::npos) << menu.dump();
    EXPECT_GT(std::stoi(subtitle.substr(cost + 5)), 0) << menu.dump();
    EXPECT_TRUE(contains(menu, "subtitle", "Par ")) << menu.dump();
}

}  // namespace
}  // namespace catmaze::wintest
