/// \file
/// The hint (H) shows the solver's cheapest winning route, and its notice never hides the cat or
/// the trail it announces; a missing asset stops the game with a message naming the file.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "png.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

/// Writes a tile level named `name` with `rows` to `file`; returns `file`.
std::filesystem::path writeLevel(const std::filesystem::path& file, const std::string& name,
                                 const std::vector<std::string>& rows) {
    writeFile(file, Json{{"version", 1}, {"name", name}, {"tiles", rows}}.dump());
    return file;
}

/// A box on screen, in window pixels.
struct Box {
    int left = 0;
    int top = 0;
    int right = 0;   // exclusive
    int bottom = 0;  // exclusive
    bool intersects(const Box& o) const {
        return left < o.right && o.left < right && top < o.bottom && o.top < bottom;
    }
};

/// The notice's box: the rows holding a long run of its outline's colour (palette.hpp's
/// kNoticeOutline; text in that colour never makes a run this long). Nullopt when none is shown.
std::optional<Box> noticeBox(const RgbImage& image) {
    constexpr std::uint32_t kOutline = 0xffdc78;
    constexpr int kMinRun = 120;
    std::optional<Box> box;
    for (int y = 0; y < image.height; ++y) {
        for (int x = 0; x < image.width;) {
            int end = x;
            while (end < image.width && image.at(end, y) == kOutline)
                ++end;
            if (end - x >= kMinRun) {
                if (!box)
                    box = Box{x, y, end, y + 1};
                box->bottom = y + 1;
            }
            x = end + 1;
        }
    }
    return box;
}

TEST_F(WindowTest, TheHintsNoticeNeverCoversTheCat) {
    // A map taller than the window, the cat in its top row under the middle of the window:
    // right where the notice line is drawn. The notice used to hide the cat and the first
    // arrows of the trail it announced.
    std::vector<std::string> rows(30, "#.............#");
    rows.front() = rows.back() = std::string(15, '#');
    rows[1][7] = 'C';
    rows[28][7] = 'E';
    const std::filesystem::path level = writeLevel(dir() / "tall.json", "Tall", rows);

    Game& game = launchOn(level, 0.1);
    game.key("h");
    game.waitForEvent("hint");
    game.key("F12");
    const Json shot = game.waitForEvent("screenshot");
    const RgbImage image = readPng(shot.value("file", ""));
    const std::optional<Box> notice = noticeBox(image);
    ASSERT_TRUE(notice) << "no notice on screen after H";

    const auto [x, y] = game.tileCentre({7, 1});
    const int half = static_cast<int>(game.latestView().at("tile").get<double>() / 2);
    const Box cat{x - half, y - half, x + half, y + half};
    EXPECT_FALSE(notice->intersects(cat))
        << "notice " << notice->left << "," << notice->top << " to " << notice->right << ","
        << notice->bottom << "; cat " << cat.left << "," << cat.top;
}

TEST_F(WindowTest, TheHintsNoticeLeavesTheBoneItSendsTheCatForInSight) {
    // A map taller than the window, the bone in its second row under the middle of the window:
    // where the notice line was drawn, over the first thing the hint's trail sends the cat to
    // fetch. The cat, a little lower, was all the notice kept clear of. A dog guards the way out.
    std::vector<std::string> rows(30, "#.......................#");
    rows.front() = rows[27] = rows[28] = rows[29] = std::string(25, '#');
    rows[1][12] = 'B';
    rows[4][12] = 'C';
    rows[27][20] = 'D';
    rows[28][20] = 'E';
    const std::filesystem::path level = writeLevel(dir() / "bone_on_top.json", "Bone on top", rows);

    Game& game = launchOn(level, 0.1);
    game.key("h");
    const Json hint = game.waitForEvent("hint");
    ASSERT_EQ(tilesFromJson(hint.at("bones")), (std::vector<TileRef>{{12, 1}})) << hint.dump();
    game.key("F12");
    const Json shot = game.waitForEvent("screenshot");
    const std::optional<Box> notice = noticeBox(readPng(shot.value("file", "")));
    ASSERT_TRUE(notice) << "no notice on screen after H";

    const int half = static_cast<int>(game.latestView().at("tile").get<double>() / 2);
    const auto tileBox = [half](std::pair<int, int> centre) {
        return Box{centre.first - half, centre.second - half, centre.first + half,
                   centre.second + half};
    };
    for (const TileRef tile : {TileRef{12, 1}, TileRef{12, 4}}) {
        const Box box = tileBox(game.tileCentre(tile));
        EXPECT_FALSE(notice->intersects(box))
            << "notice " << notice->left << "," << notice->top << " to " << notice->right << ","
            << notice->bottom << " covers tile " << tile.col << "," << tile.row;
    }
}

TEST_F(WindowTest, MissingArtStopsTheGameWithTheFileNamed) {
    // A copy of the assets without the cat's sprite sheet.
    const std::filesystem::path assets = dir() / "assets";
    std::filesystem::copy(sourceDir() / "assets", assets, std::filesystem::copy_options::recursive);
    std::filesystem::remove(assets / "images" / "cat.png");

    GameOptions options = optionsFor(testLevel("open_room.json"), 0.1);
    options.extraArgs = {"--assets", assets.string()};
    Game& game = launch(options);
    const auto status = game.waitExit(Seconds(20));
    ASSERT_TRUE(status) << "the game kept running without its art\n" << game.diagnostics();
    EXPECT_EQ(describeWaitStatus(*status), "exit code 2") << game.diagnostics();
    EXPECT_NE(game.stderrText().find((assets / "images" / "cat.png").string()), std::string::npos)
        << game.stderrText();
}

}  // namespace
}  // namespace catmaze::wintest
