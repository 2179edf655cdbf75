/// \file
/// Open-floor levels (format version 2 with obstacles) in the real game: a click on the exit
/// makes the cat walk freely round the crate in its way and win; the crate is drawn as textured
/// stone with a shade as wide as the cat's radius round it. The same help and rules as on tiles
/// (issue 17) are decided by the play model and unit-tested:
/// tests/unit/app/test_play_open_floor.cpp and test_play_marks.cpp (the real pixels of a route
/// preview: test_rules.cpp).

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

}  // namespace
}  // namespace catmaze::wintest
