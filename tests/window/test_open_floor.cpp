/// \file
/// Open-floor levels (format version 2 with obstacles) in the real game: a click on the exit
/// makes the cat walk freely round the crate in its way and win; the crate is drawn as textured
/// stone with a shade as wide as the cat's radius round it; the same help and rules as on tiles
/// (issue 17), drawn: the hover preview shows the route and warns in red of a dog that would catch
/// the cat; H draws the cheapest winning route as a trail; O the search with its legend. What the
/// rules decide there is unit-tested: tests/unit/app/test_play_open_floor.cpp.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "game_view.hpp"
#include "menu_events.hpp"
#include "png.hpp"
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

// The pixels of the screenshot `image` in the box [x0, x1) x [y0, y1) of tile units, placed by
// the latest `view` event.
std::vector<std::uint32_t> pixelsIn(const RgbImage& image, const Json& view, double x0, double y0,
                                    double x1, double y1) {
    const double ox = view.at("origin").at(0).get<double>();
    const double oy = view.at("origin").at(1).get<double>();
    const double tile = view.at("tile").get<double>();
    std::vector<std::uint32_t> out;
    for (int y = static_cast<int>(oy + y0 * tile); y < static_cast<int>(oy + y1 * tile); ++y) {
        for (int x = static_cast<int>(ox + x0 * tile); x < static_cast<int>(ox + x1 * tile); ++x) {
            if (x >= 0 && y >= 0 && x < image.width && y < image.height)
                out.push_back(image.at(x, y));
        }
    }
    return out;
}

double meanBrightness(const std::vector<std::uint32_t>& pixels) {
    double sum = 0;
    for (const std::uint32_t p : pixels)
        sum += ((p >> 16) & 0xff) + ((p >> 8) & 0xff) + (p & 0xff);
    return pixels.empty() ? 0 : sum / (3.0 * static_cast<double>(pixels.size()));
}

TEST_F(WindowTest, OpenFloorObstaclesAreTexturedStoneWithTheCatsClearanceShadedRoundThem) {
    // open_floor.json: the crate spans x 3.5 to 5.5, y 2 to 5 (tile units); the cat's radius is
    // 0.35 tiles.
    GameOptions options = optionsFor(testLevel("open_floor.json"), 0.1);
    options.screenshotFile = dir() / "open_floor.png";
    Game& game = launchAndAttach(options);
    game.key("Return");  // closes the rules card, if shown
    game.key("F12");
    game.waitForEvent("screenshot");
    const RgbImage image = readPng(options.screenshotFile);
    const Json view = game.latestView();

    // Inside: stone blocks with grain, not one flat grey.
    const std::vector<std::uint32_t> inside = pixelsIn(image, view, 3.7, 2.2, 5.3, 4.8);
    ASSERT_FALSE(inside.empty());
    EXPECT_GT(std::set<std::uint32_t>(inside.begin(), inside.end()).size(), 12U);
    // Just outside its left edge, within the cat's radius: the floor in shade, darker than the
    // same floor half a tile further out.
    const double near = meanBrightness(pixelsIn(image, view, 3.5 - 0.3, 2.2, 3.5 - 0.1, 2.8));
    const double far = meanBrightness(pixelsIn(image, view, 2.3, 2.2, 2.5, 2.8));
    EXPECT_LT(near, far - 8) << "near " << near << ", far " << far;
}

// ---- The same help and rules as on tiles (issue 17) ----------------------------------------

/// True when some pixel within `radius` of (x, y) satisfies `match`.
template <class Match>
bool anyNear(const RgbImage& image, int x, int y, int radius, Match match) {
    for (int dy = -radius; dy <= radius; ++dy) {
        for (int dx = -radius; dx <= radius; ++dx) {
            const int px = x + dx;
            const int py = y + dy;
            if (px >= 0 && py >= 0 && px < image.width && py < image.height &&
                match(colourAt(image, px, py)))
                return true;
        }
    }
    return false;
}

bool red(Rgb c) {
    return c.r >= 180 && c.g <= 120 && c.b <= 120;
}

// open_dogs.json: the cat (1,1), a bone (1,4), the exit (10,4) at the end of a corridor
// guarded by a dog (8,4), a crate, and a sealed one-tile pocket (9,1).
class OpenFloorWindowTest : public WindowTest {
  protected:
    Game& launchWithScreenshots() {
        GameOptions options = optionsFor(testLevel("open_dogs.json"), 0.1);
        options.screenshotFile = dir() / "shot.png";
        return launchAndAttach(options);
    }
};

TEST_F(OpenFloorWindowTest, OpenFloorHoverPreviewsTheRouteAndWarnsInRedOfTheDog) {
    Game& game = launchWithScreenshots();
    game.hoverTile({10, 4});
    const Json preview = game.waitForEvent("preview", [](const Json& e) {
        return e.contains("target") && tileFromJson(e["target"]) == TileRef{10, 4};
    });
    EXPECT_EQ(preview.value("status", ""), "walk") << preview.dump();
    EXPECT_EQ(preview.value("end", ""), "caught") << preview.dump();
    EXPECT_EQ(preview.value("warning", false), true) << preview.dump();
    EXPECT_EQ(tileFromJson(preview.at("caught_by")), (TileRef{8, 4})) << preview.dump();
    EXPECT_EQ(preview.value("status_line", "").rfind("No bone for the dog at (8,4)", 0), 0u)
        << preview.dump();
    EXPECT_GT(preview.value("cost", 0LL), 90) << preview.dump();  // the dog's surcharge
    // The route is drawn as a line in the warning colour: red half way along its first leg.
    const Json& points = preview.at("points");
    ASSERT_GE(points.size(), 2u) << preview.dump();
    const double mx = (points[0][0].get<double>() + points[1][0].get<double>()) / 2;
    const double my = (points[0][1].get<double>() + points[1][1].get<double>()) / 2;
    const auto [x, y] = pixelOf(game, mx, my);
    EXPECT_TRUE(anyNear(screenshot(game), x, y, 2, red))
        << "no red line at (" << x << "," << y << ") on the way to the hungry dog";
    // Nothing was clicked: the cat has not moved.
    EXPECT_FALSE(game.watchFor("path", Seconds(0.3))) << game.diagnostics();
}

TEST_F(OpenFloorWindowTest, OpenFloorHDrawsTheCheapestWinningRouteAsATrail) {
    Game& game = launchWithScreenshots();
    game.key("h");
    const Json hint = game.waitForEvent("hint");
    ASSERT_EQ(hint.value("winnable", false), true) << hint.dump();
    // 12 tiles to the exit's centre, won 0.4 before it, and the dog's 9.
    EXPECT_EQ(hint.value("cost", 0LL), 206) << hint.dump();
    EXPECT_EQ(tilesFromJson(hint.at("bones")).size(), 1u) << hint.dump();
    EXPECT_EQ(tilesFromJson(hint.at("dogs")).size(), 1u) << hint.dump();
    const Json& points = hint.at("points");
    ASSERT_GE(points.size(), 2u) << hint.dump();
    // The first arrow sits 0.75 tiles along the first leg, in the hint's green.
    const double x0 = points[0][0].get<double>();
    const double y0 = points[0][1].get<double>();
    const double dx = points[1][0].get<double>() - x0;
    const double dy = points[1][1].get<double>() - y0;
    const double length = std::hypot(dx, dy);
    const auto [x, y] = pixelOf(game, x0 + dx / length * 0.75, y0 + dy / length * 0.75);
    EXPECT_TRUE(anyNear(screenshot(game), x, y, 3,
                        [](Rgb c) { return c.g >= 180 && c.r <= 190 && c.b >= 120; }))
        << "no green arrow at (" << x << "," << y << ")";
}

TEST_F(OpenFloorWindowTest, OpenFloorOShowsTheVisibilityGraphSearchWithALegend) {
    Game& game = launchWithScreenshots();
    game.key("o");
    game.waitForEvent("settings");
    game.clickTile({6, 1});
    const Json path = game.waitForEvent("path");
    EXPECT_EQ(path.value("status", ""), "Found") << path.dump();
    EXPECT_GT(path.value("expanded", 0), 0) << path.dump();
    // The legend's first swatch, in the colour of the corners expanded, on the bottom band.
    const RgbImage shot = screenshot(game);
    bool swatch = false;
    for (int y = shot.height - 30; y < shot.height && !swatch; ++y) {
        for (int x = 0; x < 40 && !swatch; ++x) {
            const Rgb c = colourAt(shot, x, y);
            swatch = c.r <= 80 && c.g >= 100 && c.g <= 140 && c.b >= 230;
        }
    }
    EXPECT_TRUE(swatch) << "no legend swatch for the corners expanded";
}

}  // namespace
}  // namespace catmaze::wintest
