// Tests of the committed assets: they must be byte-identical to what catmaze-make-assets writes
// (so they never drift from the generator), and have the sizes, transparency and sound format
// the game and the preview library rely on.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Image.hpp>

#include <unistd.h>

namespace {

namespace fs = std::filesystem;

const fs::path kAssets = fs::path(CATMAZE_SOURCE_DIR) / "assets";
constexpr unsigned kTile = 32;

std::vector<char> readBytes(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Relative paths of the regular files under `dir`, sorted.
std::set<std::string> filesUnder(const fs::path& dir) {
    std::set<std::string> names;
    for (const auto& entry : fs::recursive_directory_iterator(dir)) {
        if (entry.is_regular_file())
            names.insert(fs::relative(entry.path(), dir).generic_string());
    }
    return names;
}

// A fresh directory, removed with everything in it at the end of the test.
class TempDir {
  public:
    TempDir()
        : path_(fs::temp_directory_path() /
                ("catmaze-assets-" + std::to_string(::getpid()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name())) {
        fs::remove_all(path_);
        fs::create_directories(path_);
    }
    ~TempDir() {
        std::error_code ignored;
        fs::remove_all(path_, ignored);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const fs::path& path() const { return path_; }

  private:
    fs::path path_;
};

int runGenerator(const fs::path& out) {
    const std::string command =
        std::string("\"") + CATMAZE_MAKE_ASSETS + "\" \"" + out.string() + "\" 2>&1";
    return std::system(command.c_str());
}

sf::Image loadImage(const std::string& name) {
    sf::Image image;
    EXPECT_TRUE(image.loadFromFile((kAssets / "images" / name).string())) << name;
    return image;
}

// Counts the pixels of the 32x32 frame at (`frameX`, `frameY`) with alpha 0 and alpha 255.
struct AlphaCount {
    int transparent = 0;
    int opaque = 0;
};

AlphaCount countAlpha(const sf::Image& sheet, unsigned frameX, unsigned frameY) {
    AlphaCount count;
    for (unsigned y = 0; y < kTile; ++y) {
        for (unsigned x = 0; x < kTile; ++x) {
            const sf::Uint8 a = sheet.getPixel(frameX * kTile + x, frameY * kTile + y).a;
            count.transparent += a == 0 ? 1 : 0;
            count.opaque += a == 255 ? 1 : 0;
        }
    }
    return count;
}

bool cornersTransparent(const sf::Image& sheet, unsigned frameX, unsigned frameY) {
    const unsigned x0 = frameX * kTile;
    const unsigned y0 = frameY * kTile;
    const unsigned last = kTile - 1;
    return sheet.getPixel(x0, y0).a == 0 && sheet.getPixel(x0 + last, y0).a == 0 &&
           sheet.getPixel(x0, y0 + last).a == 0 && sheet.getPixel(x0 + last, y0 + last).a == 0;
}

bool sameFrame(const sf::Image& sheet, unsigned ax, unsigned ay, unsigned bx, unsigned by) {
    for (unsigned y = 0; y < kTile; ++y) {
        for (unsigned x = 0; x < kTile; ++x) {
            if (sheet.getPixel(ax * kTile + x, ay * kTile + y) !=
                sheet.getPixel(bx * kTile + x, by * kTile + y))
                return false;
        }
    }
    return true;
}

std::uint32_t readLe(const std::vector<char>& bytes, std::size_t at, int count) {
    std::uint32_t value = 0;
    for (int i = count - 1; i >= 0; --i)
        value = (value << 8) | static_cast<unsigned char>(bytes[at + static_cast<std::size_t>(i)]);
    return value;
}

// What a WAV file says about itself, found by walking its chunks.
struct WavInfo {
    bool riff = false;
    std::uint32_t format = 0;
    std::uint32_t channels = 0;
    std::uint32_t rate = 0;
    std::uint32_t bits = 0;
    std::vector<std::int16_t> samples;
};

WavInfo parseWav(const std::vector<char>& bytes) {
    WavInfo info;
    if (bytes.size() < 12 || std::string(bytes.data(), 4) != "RIFF" ||
        std::string(bytes.data() + 8, 4) != "WAVE" || readLe(bytes, 4, 4) + 8 != bytes.size())
        return info;
    info.riff = true;
    std::size_t at = 12;
    while (at + 8 <= bytes.size()) {
        const std::string id(bytes.data() + at, 4);
        const std::uint32_t size = readLe(bytes, at + 4, 4);
        const std::size_t body = at + 8;
        if (body + size > bytes.size())
            break;
        if (id == "fmt " && size >= 16) {
            info.format = readLe(bytes, body, 2);
            info.channels = readLe(bytes, body + 2, 2);
            info.rate = readLe(bytes, body + 4, 4);
            info.bits = readLe(bytes, body + 14, 2);
        } else if (id == "data") {
            for (std::size_t i = 0; i + 1 < size; i += 2)
                info.samples.push_back(static_cast<std::int16_t>(readLe(bytes, body + i, 2)));
        }
        at = body + size + (size % 2);
    }
    return info;
}

TEST(AssetGenerator, RegeneratesTheCommittedImagesAndSoundsByteForByte) {
    TempDir out;
    ASSERT_EQ(runGenerator(out.path()), 0);
    for (const char* kind : {"images", "sounds", "icons"}) {
        const std::set<std::string> committed = filesUnder(kAssets / kind);
        const std::set<std::string> generated = filesUnder(out.path() / kind);
        EXPECT_EQ(committed, generated)
            << "assets/" << kind << " and the generator's output name different files";
        for (const std::string& name : generated) {
            EXPECT_TRUE(readBytes(kAssets / kind / name) == readBytes(out.path() / kind / name))
                << "assets/" << kind << "/" << name
                << " differs from the generator's; run build/catmaze-make-assets assets";
        }
    }
}

TEST(AssetGenerator, RejectsAMissingOutputDirectoryArgument) {
    const std::string command = std::string("\"") + CATMAZE_MAKE_ASSETS + "\" > /dev/null 2>&1";
    EXPECT_NE(std::system(command.c_str()), 0);
}

TEST(AssetImages, HaveTheDocumentedSizes) {
    EXPECT_EQ(loadImage("tileset.png").getSize(), sf::Vector2u(8 * kTile, kTile));
    EXPECT_EQ(loadImage("cat.png").getSize(), sf::Vector2u(3 * kTile, 4 * kTile));
    EXPECT_EQ(loadImage("icon.png").getSize(), sf::Vector2u(kTile, kTile));
    EXPECT_EQ(loadImage("logo.png").getSize(), sf::Vector2u(216, 48));  // kLogoWidth x kLogoHeight
    EXPECT_EQ(loadImage("stone.png").getSize(), sf::Vector2u(kTile, kTile));
}

TEST(AssetImages, TheStoneOfObstaclesIsAnOpaqueTexturedTile) {
    const sf::Image stone = loadImage("stone.png");
    ASSERT_EQ(stone.getSize(), sf::Vector2u(kTile, kTile));
    EXPECT_EQ(countAlpha(stone, 0, 0).opaque, 32 * 32) << "a fill covers its polygon";
    std::set<std::uint32_t> colours;
    for (unsigned y = 0; y < kTile; ++y) {
        for (unsigned x = 0; x < kTile; ++x)
            colours.insert(stone.getPixel(x, y).toInteger());
    }
    EXPECT_GT(colours.size(), 12U) << "stone blocks with grain, not a flat colour";
}

TEST(AssetImages, TilesAreOpaqueAndSpritesHaveTransparentBackgrounds) {
    const sf::Image tileset = loadImage("tileset.png");
    ASSERT_EQ(tileset.getSize(), sf::Vector2u(8 * kTile, kTile));
    // Floor, floor', wall, wall', exit cover their whole tile.
    for (unsigned tile = 0; tile < 5; ++tile)
        EXPECT_EQ(countAlpha(tileset, tile, 0).opaque, 32 * 32) << "tile " << tile;
    // Bone, dog, dog' are drawn over the floor.
    for (unsigned tile = 5; tile < 8; ++tile) {
        const AlphaCount count = countAlpha(tileset, tile, 0);
        EXPECT_TRUE(cornersTransparent(tileset, tile, 0)) << "tile " << tile;
        EXPECT_GT(count.transparent, 200) << "tile " << tile;
        EXPECT_GT(count.opaque, 60) << "tile " << tile;
    }
    EXPECT_FALSE(sameFrame(tileset, 6, 0, 7, 0)) << "the dog's two frames are the same";
}

TEST(AssetImages, CatHasAllFramesWithWalkPosesDifferentFromRest) {
    const sf::Image cat = loadImage("cat.png");
    ASSERT_EQ(cat.getSize(), sf::Vector2u(3 * kTile, 4 * kTile));
    for (unsigned row = 0; row < 4; ++row) {
        for (unsigned column = 0; column < 3; ++column) {
            const AlphaCount count = countAlpha(cat, column, row);
            EXPECT_TRUE(cornersTransparent(cat, column, row)) << column << "," << row;
            EXPECT_GT(count.opaque, 150) << column << "," << row;
        }
        EXPECT_FALSE(sameFrame(cat, 0, row, 1, row)) << "row " << row;
        EXPECT_FALSE(sameFrame(cat, 1, row, 2, row)) << "row " << row;
    }
    for (unsigned row = 0; row < 4; ++row) {
        for (unsigned other = row + 1; other < 4; ++other)
            EXPECT_FALSE(sameFrame(cat, 0, row, 0, other)) << row << " vs " << other;
    }
}

TEST(AssetImages, IconHasATransparentBackground) {
    const sf::Image icon = loadImage("icon.png");
    ASSERT_EQ(icon.getSize(), sf::Vector2u(kTile, kTile));
    EXPECT_TRUE(cornersTransparent(icon, 0, 0));
    EXPECT_GT(countAlpha(icon, 0, 0).opaque, 400);
}

TEST(AssetSounds, AreNonSilentMono16BitPcmAt22050Hz) {
    std::uintmax_t total = 0;
    for (const char* name : {"step", "bone", "bribe", "wall", "win", "lose", "click", "music"}) {
        const fs::path file = kAssets / "sounds" / (std::string(name) + ".wav");
        ASSERT_TRUE(fs::is_regular_file(file)) << file;
        total += fs::file_size(file);
        const WavInfo wav = parseWav(readBytes(file));
        EXPECT_TRUE(wav.riff) << name;
        EXPECT_EQ(wav.format, 1u) << name;
        EXPECT_EQ(wav.channels, 1u) << name;
        EXPECT_EQ(wav.rate, 22050u) << name;
        EXPECT_EQ(wav.bits, 16u) << name;
        const double seconds = static_cast<double>(wav.samples.size()) / 22050.0;
        const bool music = std::string(name) == "music";
        EXPECT_GE(seconds, music ? 8.0 : 0.03) << name;
        EXPECT_LE(seconds, music ? 16.0 : 1.2) << name;
        int peak = 0;
        for (const std::int16_t sample : wav.samples)
            peak = std::max(peak, std::abs(static_cast<int>(sample)));
        EXPECT_GT(peak, 2000) << name << " is (nearly) silent";
    }
    EXPECT_LT(total, 1500u * 1000u) << "sounds take too much space";
}

TEST(AssetFonts, BothFontsAndTheirLicenceArePresentAndLoad) {
    for (const char* name : {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf"}) {
        const fs::path file = kAssets / "fonts" / name;
        ASSERT_TRUE(fs::is_regular_file(file)) << file;
        sf::Font font;
        EXPECT_TRUE(font.loadFromFile(file.string())) << file;
    }
    EXPECT_TRUE(fs::is_regular_file(kAssets / "fonts" / "LICENSE"));
}

}  // namespace

TEST(AssetIcons, DesktopIconComesInTheHicolorSizesAndEnlargesSharply) {
    const sf::Image icon = loadImage("icon.png");
    for (const unsigned size : {16u, 24u, 32u, 48u, 64u, 128u, 256u}) {
        const std::string name = std::to_string(size) + "x" + std::to_string(size) + ".png";
        sf::Image sized;
        ASSERT_TRUE(sized.loadFromFile((kAssets / "icons" / name).string())) << name;
        EXPECT_EQ(sized.getSize(), sf::Vector2u(size, size)) << name;
        EXPECT_EQ(sized.getPixel(0, 0).a, 0) << name << ": the corner is not transparent";
        // Whole-number enlargements repeat each pixel of the 32 x 32 icon.
        if (size % kTile == 0) {
            const unsigned k = size / kTile;
            for (unsigned y = 0; y < size; ++y) {
                for (unsigned x = 0; x < size; ++x)
                    ASSERT_EQ(sized.getPixel(x, y), icon.getPixel(x / k, y / k)) << name;
            }
        }
    }
}
