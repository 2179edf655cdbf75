/// \file
/// Rules the player sees before they bite (issue 11 section 2): hovering a tile previews the
/// route, its cost and, when it walks into a dog with no bone, a warning in red (the event log
/// says so and the screenshot shows it); the click still walks it. (The end screens, their
/// messages and Esc: tests/unit/app/test_menu_pages.cpp.)

#include <cstdint>
#include <string>
#include <vector>

#include "game_view.hpp"
#include "menu_events.hpp"
#include "png.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

std::string toString(Rgb c) {
    return "rgb(" + std::to_string(c.r) + "," + std::to_string(c.g) + "," + std::to_string(c.b) +
           ")";
}

/// The colour at the centre of `tile` in `image` (view from the latest view event).
Rgb centreColour(Game& game, const RgbImage& image, TileRef tile) {
    const auto [x, y] = game.tileCentre(tile);
    if (x < 0 || y < 0 || x >= image.width || y >= image.height)
        throw HarnessError("tile " + wintest::toString(tile) + " is outside the screenshot");
    return colourAt(image, x, y);
}

Game::Predicate onTarget(TileRef tile) {
    return
        [tile](const Json& e) { return e.contains("target") && tileFromJson(e["target"]) == tile; };
}

TEST_F(WindowTest, HoverPreviewsTheRouteAndWarnsInRedWhenADogWouldCatchTheCat) {
    // bone_before_dog.json: the way to the exit (11,5) passes the dog (11,4); the bone (3,3) is
    // in a side room, off that way.
    const auto level = testLevel("bone_before_dog.json");
    GameOptions options = optionsFor(level, 0.1);
    options.screenshotFile = dir() / "shot.png";
    Game& game = launchAndAttach(options);
    const ToolPath toExit = toolPath(level, {1, 1}, {11, 5}, false);

    game.hoverTile({11, 5});
    const Json risky = game.waitForEvent("preview", onTarget({11, 5}));
    EXPECT_EQ(risky.value("status", ""), "walk") << risky.dump();
    EXPECT_EQ(risky.value("cost", -1LL), toExit.cost) << risky.dump();
    EXPECT_EQ(risky.value("warning", false), true) << risky.dump();
    EXPECT_EQ(risky.value("end", ""), "caught") << risky.dump();
    EXPECT_EQ(tileFromJson(risky.at("caught_by")), (TileRef{11, 4})) << risky.dump();
    EXPECT_NE(risky.value("status_line", "").find("caught"), std::string::npos) << risky.dump();
    const std::vector<TileRef> riskyTiles = tilesFromJson(risky.at("tiles"));
    ASSERT_FALSE(riskyTiles.empty());
    EXPECT_EQ(wintest::toString(riskyTiles), wintest::toString(toExit.tiles));
    // Nothing was clicked: the cat has not moved.
    EXPECT_FALSE(game.watchFor("step", Seconds(0.3))) << game.diagnostics();

    // The route is drawn in the warning colour: red at its first tile.
    const Rgb warned = centreColour(game, screenshot(game), riskyTiles.front());
    EXPECT_TRUE(warned.r >= 180 && warned.g <= 120 && warned.b <= 120)
        << "first step of a route into a hungry dog is " << toString(warned);

    // A route with no dog on it: no warning, drawn in the route colour (a warm yellow).
    game.hoverTile({3, 3});
    const Json safe = game.waitForEvent("preview", onTarget({3, 3}));
    EXPECT_EQ(safe.value("warning", true), false) << safe.dump();
    EXPECT_EQ(safe.value("end", ""), "arrives") << safe.dump();
    EXPECT_EQ(safe.value("cost", -1LL), toolPath(level, {1, 1}, {3, 3}, false).cost);
    const std::vector<TileRef> safeTiles = tilesFromJson(safe.at("tiles"));
    ASSERT_FALSE(safeTiles.empty());
    const Rgb calm = centreColour(game, screenshot(game), safeTiles.front());
    EXPECT_TRUE(calm.r >= 180 && calm.g >= 170)
        << "first step of a safe route is " << toString(calm);

    // The rule stays: clicking the risky tile walks into the dog.
    game.clickTile({11, 5});
    const Json path = game.waitForEvent("path");
    EXPECT_EQ(path.at("cost").get<long long>(), toExit.cost);
    const Json eaten = game.waitForEvent("eaten");
    EXPECT_EQ(tileFromJson(eaten.at("tile")), (TileRef{11, 4}));
}

}  // namespace
}  // namespace catmaze::wintest
