/// \file
/// F12 saves what the window shows as a PNG: the window's size, not blank, and the map drawn
/// where the view event says it is (a wall tile and a floor tile look different).
///
/// With CATMAZE_UPDATE_DOCS_SCREENSHOT=1 in the environment, the screenshot test of the first
/// campaign level also copies its PNG to docs/screenshot.png (the README's picture).

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <set>

#include "png.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

/// The mean colour (r, g, b) of the middle half of `tile` in `image`, using the view `view`.
std::array<double, 3> meanColour(const RgbImage& image, const Json& view, TileRef tile) {
    const double ox = view.at("origin").at(0).get<double>();
    const double oy = view.at("origin").at(1).get<double>();
    const double size = view.at("tile").get<double>();
    std::array<double, 3> sum{};
    int count = 0;
    for (int y = static_cast<int>(oy + (tile.row + 0.25) * size);
         y < static_cast<int>(oy + (tile.row + 0.75) * size); ++y) {
        for (int x = static_cast<int>(ox + (tile.col + 0.25) * size);
             x < static_cast<int>(ox + (tile.col + 0.75) * size); ++x) {
            if (x < 0 || y < 0 || x >= image.width || y >= image.height) {
                throw HarnessError("tile " + toString(tile) + " is outside the screenshot");
            }
            const std::uint32_t p = image.at(x, y);
            sum[0] += (p >> 16) & 0xff;
            sum[1] += (p >> 8) & 0xff;
            sum[2] += p & 0xff;
            ++count;
        }
    }
    if (count == 0)
        throw HarnessError("empty tile area");
    for (double& s : sum)
        s /= count;
    return sum;
}

/// The largest difference of one channel between two colours.
double colourDistance(const std::array<double, 3>& a, const std::array<double, 3>& b) {
    double d = 0;
    for (int i = 0; i < 3; ++i)
        d = std::max(d, std::abs(a[static_cast<std::size_t>(i)] - b[static_cast<std::size_t>(i)]));
    return d;
}

std::string toString(const std::array<double, 3>& c) {
    return "rgb(" + std::to_string(static_cast<int>(c[0])) + "," +
           std::to_string(static_cast<int>(c[1])) + "," + std::to_string(static_cast<int>(c[2])) +
           ")";
}

/// Presses F12, waits for the screenshot event and decodes the file it names.
RgbImage takeScreenshot(Game& game, const std::filesystem::path& expectedFile) {
    game.key("F12");
    const Json shot = game.waitForEvent("screenshot");
    const std::filesystem::path file = shot.value("file", "");
    EXPECT_EQ(std::filesystem::weakly_canonical(file),
              std::filesystem::weakly_canonical(expectedFile))
        << shot.dump();
    if (!std::filesystem::exists(file))
        throw HarnessError("no screenshot file " + file.string());
    return readPng(file);
}

// The box around the pixels of colour `rgb` (0xRRGGBB) in `image`, or nullopt when there are none.
struct PixelBox {
    int left, top, right, bottom;  // inclusive
};
std::optional<PixelBox> boxOfColour(const RgbImage& image, std::uint32_t rgb, int maxY) {
    std::optional<PixelBox> box;
    for (int y = 0; y < std::min(image.height, maxY); ++y) {
        for (int x = 0; x < image.width; ++x) {
            if (image.at(x, y) != rgb)
                continue;
            if (!box)
                box = PixelBox{x, y, x, y};
            box->left = std::min(box->left, x);
            box->right = std::max(box->right, x);
            box->top = std::min(box->top, y);
            box->bottom = std::max(box->bottom, y);
        }
    }
    return box;
}

TEST_F(WindowTest, TheTitleScreenShowsTheLogoWholeAndCentred) {
    // "MAZE" in the logo is gold (base 214,168,60 in tools/assets/art_palette.hpp): on the title
    // screen those pixels must span the logo's gold letters at a whole-number scale, centred.
    constexpr std::uint32_t kGoldBase = 0xD6A83C;
    const RgbImage logo = readPng(sourceDir() / "assets" / "images" / "logo.png");
    const std::optional<PixelBox> inLogo = boxOfColour(logo, kGoldBase, logo.height);
    ASSERT_TRUE(inLogo) << "no gold letters in logo.png";

    GameOptions options;
    options.settingsFile = dir() / "settings.json";
    options.settings = testSettings(0.1);
    options.extraArgs = {"--levels", (sourceDir() / "levels").string()};
    options.screenshotFile = dir() / "title.png";
    Game& game = launch(options);
    game.waitForEvent("menu");
    game.attachWindow(/*needView=*/false);
    const RgbImage image = takeScreenshot(game, options.screenshotFile);
    const std::optional<PixelBox> drawn = boxOfColour(image, kGoldBase, image.height / 3);
    ASSERT_TRUE(drawn) << "no logo in the top third of the title screen";
    const int logoWidth = inLogo->right - inLogo->left + 1;
    const int drawnWidth = drawn->right - drawn->left + 1;
    EXPECT_EQ(drawnWidth % logoWidth, 0) << drawnWidth << " px for " << logoWidth;
    EXPECT_GE(drawnWidth / logoWidth, 1);
    EXPECT_EQ(drawn->bottom - drawn->top + 1,
              (inLogo->bottom - inLogo->top + 1) * (drawnWidth / logoWidth));
    // The gold letters sit right of the logo's centre by the same (scaled) amount.
    const int scale = drawnWidth / logoWidth;
    const double logoCentre = (inLogo->left + inLogo->right + 1) / 2.0 - logo.width / 2.0;
    const double drawnCentre = (drawn->left + drawn->right + 1) / 2.0 - image.width / 2.0;
    EXPECT_NEAR(drawnCentre, logoCentre * scale, 2.0);
}

TEST_F(WindowTest, F12ScreenshotIsAPngOfTheWindowShowingTheMap) {
    GameOptions options = optionsFor(testLevel("bone_before_dog.json"), 0.1);
    options.screenshotFile = dir() / "shot.png";
    Game& game = launchAndAttach(options);

    const RgbImage image = takeScreenshot(game, options.screenshotFile);
    const auto [width, height] = game.windowSize();
    EXPECT_EQ(image.width, width);
    EXPECT_EQ(image.height, height);
    EXPECT_EQ(std::to_string(image.width) + "x" + std::to_string(image.height), "800x600");

    const std::set<std::uint32_t> colours(image.pixels.begin(), image.pixels.end());
    EXPECT_GE(colours.size(), 16u) << "the screenshot looks blank";

    // Walls and floor at the places the view event gives.
    const Json view = game.latestView();
    const auto wall = meanColour(image, view, {0, 0});
    const auto wall2 = meanColour(image, view, {6, 1});
    const auto floor = meanColour(image, view, {2, 1});
    const auto floor2 = meanColour(image, view, {9, 1});
    EXPECT_GT(colourDistance(wall, floor), 20.0) << toString(wall) << " vs " << toString(floor);
    EXPECT_LT(colourDistance(wall, wall2), 20.0) << toString(wall) << " vs " << toString(wall2);
    EXPECT_LT(colourDistance(floor, floor2), 20.0) << toString(floor) << " vs " << toString(floor2);
    // The cat, bone and dog tiles are drawn differently from plain floor.
    for (const TileRef t : {TileRef{1, 1}, TileRef{3, 3}, TileRef{11, 4}}) {
        EXPECT_GT(colourDistance(meanColour(image, view, t), floor), 10.0) << toString(t);
    }
}

TEST_F(WindowTest, ScreenshotOfTheFirstCampaignLevel) {
    const Json campaign =
        Json::parse(readFile(sourceDir() / "levels" / "campaign.json"), nullptr, false);
    ASSERT_FALSE(campaign.is_discarded()) << "levels/campaign.json is missing or not JSON";
    // campaign.json lists level files (strings, or objects with a "file"), in chapters or flat.
    const Json& list = campaign.is_array()             ? campaign
                       : campaign.contains("chapters") ? campaign.at("chapters").at(0).at("levels")
                                                       : campaign.at("levels");
    ASSERT_FALSE(list.empty());
    const std::string first =
        list[0].is_string() ? list[0].get<std::string>() : list[0].at("file").get<std::string>();
    GameOptions options = optionsFor(sourceDir() / "levels" / first, 0.1);
    options.screenshotFile = dir() / "campaign.png";
    options.windowSize = "800x600";
    Game& game = launchAndAttach(options);
    const RgbImage image = takeScreenshot(game, options.screenshotFile);
    const std::set<std::uint32_t> colours(image.pixels.begin(), image.pixels.end());
    EXPECT_GE(colours.size(), 16u) << "the screenshot looks blank";

    const char* update = std::getenv("CATMAZE_UPDATE_DOCS_SCREENSHOT");
    if (update != nullptr && std::string(update) == "1" && !HasFailure()) {
        std::filesystem::create_directories(sourceDir() / "docs");
        std::filesystem::copy_file(options.screenshotFile, sourceDir() / "docs" / "screenshot.png",
                                   std::filesystem::copy_options::overwrite_existing);
    }
}

}  // namespace
}  // namespace catmaze::wintest
