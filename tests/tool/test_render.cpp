// Tests of `catmaze-level render`: the real binary draws levels into PNGs, which are decoded here
// with sf::Image. The art is made by the tests (plain colours), so pixels can be checked exactly.

#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>
#include <filesystem>
#include <iterator>
#include <string>
#include <vector>

#include "tool_levels.hpp"
#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

namespace fs = std::filesystem;

const sf::Color kFloor(200, 180, 140);
const sf::Color kWall(60, 60, 80);
const sf::Color kExit(40, 200, 40);
const sf::Color kCat(250, 120, 20);

// 8x4 tiles; the cat (1,1) walks right along row 1 and down to the exit (6,2).
const std::vector<std::string> kHall = {
    "########",
    "#C.....#",
    "#..##.E#",
    "########",
};

// Fills the 32x32 art tile (`column`, `row`) of `image` with `color`.
void fillTile(sf::Image& image, unsigned column, unsigned row, sf::Color color) {
    for (unsigned y = 0; y < 32; ++y) {
        for (unsigned x = 0; x < 32; ++x)
            image.setPixel(column * 32 + x, row * 32 + y, color);
    }
}

// The art of one test: a tileset of plain tiles and a cat frame that is a plain square.
class RenderTest : public ToolTest {
  protected:
    void SetUp() override {
        ToolTest::SetUp();
        assets_ = dir_ / "assets";
        fs::create_directories(assets_ / "images");
        sf::Image tileset;
        tileset.create(256, 32, sf::Color::Transparent);
        fillTile(tileset, 0, 0, kFloor);
        fillTile(tileset, 1, 0, kFloor);
        fillTile(tileset, 2, 0, kWall);
        fillTile(tileset, 3, 0, kWall);
        fillTile(tileset, 4, 0, kExit);
        fillTile(tileset, 5, 0, sf::Color::White);
        fillTile(tileset, 6, 0, sf::Color::Red);
        fillTile(tileset, 7, 0, sf::Color::Red);
        ASSERT_TRUE(tileset.saveToFile((assets_ / "images" / "tileset.png").string()));
        sf::Image cat;
        cat.create(96, 128, sf::Color::Transparent);
        fillTile(cat, 0, 0, kCat);
        ASSERT_TRUE(cat.saveToFile((assets_ / "images" / "cat.png").string()));
    }

    // Runs `render FILE OUT --assets <the test's art>` with `extra` options.
    ToolRun render(const std::string& level, const fs::path& out,
                   const std::vector<std::string>& extra = {}) const {
        std::vector<std::string> args = {"render", level, out.string(), "--assets",
                                         assets_.string()};
        args.insert(args.end(), extra.begin(), extra.end());
        return run(args);
    }

    fs::path assets_;
};

// The colour at the middle of tile (`col`, `row`) of an image drawn at `scale` pixels per tile.
sf::Color middleOf(const sf::Image& image, int col, int row, int scale) {
    return image.getPixel(static_cast<unsigned>(col * scale + scale / 2),
                          static_cast<unsigned>(row * scale + scale / 2));
}

// True when the two images have the same size and pixels.
bool samePixels(const sf::Image& a, const sf::Image& b) {
    if (a.getSize() != b.getSize())
        return false;
    for (unsigned y = 0; y < a.getSize().y; ++y) {
        for (unsigned x = 0; x < a.getSize().x; ++x) {
            if (a.getPixel(x, y) != b.getPixel(x, y))
                return false;
        }
    }
    return true;
}

TEST_F(RenderTest, DrawsTheLevelAtTheScale) {
    const std::string level = writeFile("hall.json", levelText("Hall", kHall));
    const fs::path out = dir_ / "hall.png";
    const ToolRun r = render(level, out, {"--scale", "10"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, "wrote " + out.string() + " (80x40)\n");

    sf::Image image;
    ASSERT_TRUE(image.loadFromFile(out.string()));
    ASSERT_EQ(image.getSize(), sf::Vector2u(8 * 10, 4 * 10));
    EXPECT_EQ(middleOf(image, 0, 0, 10), kWall);
    EXPECT_EQ(middleOf(image, 3, 2, 10), kWall);
    EXPECT_EQ(middleOf(image, 2, 2, 10), kFloor);
    EXPECT_EQ(middleOf(image, 6, 2, 10), kExit);
    EXPECT_EQ(middleOf(image, 1, 1, 10), kCat);
    EXPECT_NE(kWall, kFloor);
}

TEST_F(RenderTest, DefaultScaleIsTheArtsSize) {
    const std::string level = writeFile("hall.json", levelText("Hall", kHall));
    const fs::path out = dir_ / "images" / "hall.png";
    fs::create_directories(out.parent_path());  // the tool makes no folder
    ASSERT_EQ(render(level, out).exitCode, 0);
    sf::Image image;
    ASSERT_TRUE(image.loadFromFile(out.string()));
    EXPECT_EQ(image.getSize(), sf::Vector2u(8 * 32, 4 * 32));
    // Only the image: no temporary file left beside it.
    EXPECT_EQ(std::distance(fs::directory_iterator(out.parent_path()), fs::directory_iterator()),
              1);
}

TEST_F(RenderTest, UnwritableOutputExitsTwo) {
    const std::string level = writeFile("hall.json", levelText("Hall", kHall));
    const std::string file = writeFile("file", "a file, not a directory");
    const ToolRun r = render(level, fs::path(file) / "hall.png");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("catmaze-level render: error: "), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(file), std::string::npos) << r.err;
}

TEST_F(RenderTest, SolutionDrawsTheRoute) {
    const std::string level = writeFile("hall.json", levelText("Hall", kHall));
    const fs::path plainFile = dir_ / "plain.png";
    const fs::path solvedFile = dir_ / "solved.png";
    ASSERT_EQ(render(level, plainFile, {"--scale", "16"}).exitCode, 0);
    const ToolRun r = render(level, solvedFile, {"--scale", "16", "--solution"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err, "");

    sf::Image plain, solved;
    ASSERT_TRUE(plain.loadFromFile(plainFile.string()));
    ASSERT_TRUE(solved.loadFromFile(solvedFile.string()));
    ASSERT_EQ(plain.getSize(), solved.getSize());
    EXPECT_FALSE(samePixels(plain, solved));
    // The route runs through (3,1); a tile off the route is drawn the same.
    EXPECT_EQ(middleOf(plain, 3, 1, 16), kFloor);
    EXPECT_NE(middleOf(solved, 3, 1, 16), kFloor);
    EXPECT_EQ(middleOf(solved, 1, 2, 16), kFloor);
}

TEST_F(RenderTest, UnwinnableWithSolutionStillWritesTheImage) {
    const std::string level = writeFile("walled.json", levelText("Walled", kWalledOff));
    const fs::path out = dir_ / "walled.png";
    const ToolRun r = render(level, out, {"--scale", "4", "--solution"});
    EXPECT_EQ(r.exitCode, 1);
    // At the exit, (5,1): row 1 of "tiles" is line 5, its 'E' in column 11.
    EXPECT_EQ(r.err, level +
                         ":5:11: warning: this level cannot be won: the exit cannot be reached: "
                         "walled off (the cat gets no nearer than (2,1); the exit is at (5,1))\n");
    sf::Image image;
    ASSERT_TRUE(image.loadFromFile(out.string()));
    EXPECT_EQ(image.getSize(), sf::Vector2u(7 * 4, 3 * 4));
}

TEST_F(RenderTest, MissingArtNamesTheFile) {
    const std::string level = writeFile("hall.json", levelText("Hall", kHall));
    const fs::path out = dir_ / "hall.png";
    const fs::path nowhere = dir_ / "no-assets";
    ToolRun r = run({"render", level, out.string(), "--assets", nowhere.string()});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find((nowhere / "images" / "tileset.png").string()), std::string::npos)
        << r.err;
    EXPECT_FALSE(fs::exists(out));

    fs::remove(assets_ / "images" / "cat.png");
    r = render(level, out);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find((assets_ / "images" / "cat.png").string()), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(out));
}

TEST_F(RenderTest, BrokenArtNamesTheFile) {
    const std::string level = writeFile("hall.json", levelText("Hall", kHall));
    const fs::path out = dir_ / "hall.png";
    const fs::path tileset = assets_ / "images" / "tileset.png";

    sf::Image small;
    small.create(64, 32, kFloor);
    ASSERT_TRUE(small.saveToFile(tileset.string()));
    ToolRun r = render(level, out);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find(tileset.string() + " is 64x32 pixels, expected 256x32"), std::string::npos)
        << r.err;

    writeFile("assets/images/tileset.png", "not a PNG");
    r = render(level, out);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find(tileset.string()), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(out));
}

TEST_F(RenderTest, BadUsageAndInput) {
    const std::string level = writeFile("hall.json", levelText("Hall", kHall));
    for (const char* scale : {"0", "-3", "257", "big"}) {
        const ToolRun r = render(level, dir_ / "hall.png", {"--scale", scale});
        EXPECT_EQ(r.exitCode, 2) << scale;
        EXPECT_NE(r.err.find("--scale"), std::string::npos) << r.err;
    }
    ToolRun r = render(level, dir_ / "hall.jpg");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("OUT must end in .png"), std::string::npos) << r.err;

    r = render(level, dir_ / "hall.png", {"--diagonal"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--diagonal only applies with --solution"), std::string::npos) << r.err;

    const std::string bad = writeFile("bad.json", "{\n  \"tiles\": [,\n");
    r = render(bad, dir_ / "bad.png");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(::testing::internal::RE::PartialMatch(
        r.err, ::testing::internal::RE("bad\\.json:[0-9]+:[0-9]+: error: ")))
        << r.err;
    EXPECT_FALSE(fs::exists(dir_ / "bad.png"));

    // 100 tiles of 200 pixels: more than 16384.
    const std::string wide = writeFile(
        "wide.json", levelText("Wide", {std::string(100, '#'), "#C" + std::string(96, '.') + "E#",
                                        std::string(100, '#')}));
    r = render(wide, dir_ / "wide.png", {"--scale", "200"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("20000x600 pixels, more than 16384"), std::string::npos) << r.err;
}

TEST_F(RenderTest, ReadsTiledMaps) {
    const fs::path out = dir_ / "tiled.png";
    const ToolRun r = render(CATMAZE_TEST_DATA "/tiled/zlib_map.tmj", out, {"--scale", "8"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    sf::Image image;
    ASSERT_TRUE(image.loadFromFile(out.string()));
    EXPECT_EQ(image.getSize(), sf::Vector2u(8 * 8, 6 * 8));
}

// With the game's own art (assets/images), once it exists: the default assets directory.
TEST_F(ToolTest, RenderWithTheGamesArt) {
    const fs::path art = CATMAZE_SOURCE_DIR "/assets/images";
    if (!fs::exists(art / "tileset.png") || !fs::exists(art / "cat.png"))
        GTEST_SKIP() << "no art in " << art;
    const std::string level = writeFile("hall.json", levelText("Hall", kHall));
    const fs::path out = dir_ / "hall.png";
    const ToolRun r = run({"render", level, out.string(), "--scale", "16", "--solution"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    sf::Image image;
    ASSERT_TRUE(image.loadFromFile(out.string()));
    ASSERT_EQ(image.getSize(), sf::Vector2u(8 * 16, 4 * 16));
    EXPECT_NE(middleOf(image, 0, 0, 16), middleOf(image, 2, 2, 16));
}

}  // namespace
}  // namespace catmaze::tool_test
