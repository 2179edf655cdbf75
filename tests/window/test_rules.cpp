/// \file
/// Rules the player sees before they bite (issue 11 section 2): hovering a tile previews the
/// route, its cost and, when it walks into a dog with no bone, a warning in red (the event log
/// says so and the screenshot shows it); the click still walks it. Esc leaves the end screens.
/// The first level's rules card is dismissed with a click and stays dismissed after a restart.

#include <algorithm>
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

/// `text`'s words, in order (any run of spaces or newlines separates them).
std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> out;
    std::string word;
    for (const char c : text + " ") {
        if (c == ' ' || c == '\n') {
            if (!word.empty())
                out.push_back(word);
            word.clear();
        } else {
            word += c;
        }
    }
    return out;
}

TEST_F(WindowTest, TheLostScreenShowsItsWholeMessage) {
    // The reason the level was lost is wider than the panel on one line: it is shown on two, and
    // none is cut (it once read "...caught the cat: it had no b..."). Lines too wide for the panel
    // wrap; `subtitle_shown` logs the lines as drawn when they differ from the subtitle's.
    Game& game = launchOn(testLevel("bone_before_dog.json"), 0.05);
    game.clickTile({11, 5});
    game.waitForEvent("lost");
    const Json menu =
        game.waitForEvent("menu", [](const Json& e) { return e.value("name", "") == "lost"; });
    const std::string subtitle = menu.value("subtitle", "");
    EXPECT_NE(subtitle.find("(11,4)"), std::string::npos) << menu.dump();
    EXPECT_NE(subtitle.find("no bone"), std::string::npos) << menu.dump();
    const std::string shown = menu.value("subtitle_shown", subtitle);
    EXPECT_EQ(shown.find("\xE2\x80\xA6"), std::string::npos) << "a line was cut: " << shown;
    EXPECT_GE(std::count(shown.begin(), shown.end(), '\n'), 1) << shown;
    EXPECT_EQ(words(shown), words(subtitle)) << shown;
}

TEST_F(WindowTest, EscLeavesTheLostAndTheWonScreens) {
    const auto level = testLevel("bone_before_dog.json");
    Game& game = launchOn(level, 0.05);

    game.clickTile({11, 5});
    game.waitForEvent("lost");
    game.waitForEvent("screen", [](const Json& e) { return e.value("name", "") == "lost"; });
    game.key("Escape");
    game.waitForEvent(
        "screen", [](const Json& e) { return e.value("name", "") == "play"; }, Seconds(5));
    // Back on the board the level ended on; R starts again.
    game.key("r");
    game.waitForEvent("restart");

    game.clickTile({3, 3});
    game.waitForEvent("bone");
    game.clickTile({11, 5});
    game.waitForEvent("won");
    game.waitForEvent("screen", [](const Json& e) { return e.value("name", "") == "won"; });
    game.key("Escape");
    game.waitForEvent(
        "screen", [](const Json& e) { return e.value("name", "") == "play"; }, Seconds(5));
}

}  // namespace
}  // namespace catmaze::wintest
