// The front door for level files from strangers (level_files.hpp): format choice, the bounded
// reader, confinement to a folder, and the shared limits. The capped diagnostics collector is
// tested in io/test_diagnostic.cpp.

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "catmaze/io/diagnostic.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/level/level_files.hpp"
#include "first_diagnostic.hpp"

namespace catmaze {
namespace {

namespace fs = std::filesystem;

class LevelFilesTest : public ::testing::Test {
  protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir_ = fs::temp_directory_path() /
               ("catmaze-files-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_ / "levels");
    }
    void TearDown() override {
        std::error_code ignored;
        fs::permissions(dir_ / "levels", fs::perms::owner_all, ignored);
        fs::remove_all(dir_, ignored);
    }
    fs::path write(const fs::path& relative, const std::string& text) const {
        const fs::path path = dir_ / relative;
        fs::create_directories(path.parent_path());
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }
    fs::path dir_;
};

const std::string kLevel = R"({"name": "L", "version": 1, "tiles": ["C.E"]})";

// --- format choice ---------------------------------------------------------------------------

TEST(LevelFormat, ChosenByExtensionInAnyLetterCase) {
    EXPECT_EQ(levelFormatOf("a/x.TMJ"), LevelFormat::Tiled);
    EXPECT_EQ(levelFormatOf("x.tmj"), LevelFormat::Tiled);
    EXPECT_EQ(levelFormatOf("x.Map"), LevelFormat::MovingAi);
    EXPECT_EQ(levelFormatOf("x.JSON"), LevelFormat::LevelJson);
    EXPECT_EQ(levelFormatOf("x.level"), LevelFormat::LevelJson);
    EXPECT_TRUE(hasExtension("x.ScEn", ".scen"));
    EXPECT_FALSE(hasExtension("x.scenario", ".scen"));
}

TEST_F(LevelFilesTest, UpperCaseTiledFileIsReadAsTiled) {
    // Once read as level JSON ("catmaze-level validate x.TMJ"), which gave nonsense errors.
    const fs::path path = write("levels/x.TMJ", R"({"type":"map","width":2,"height":1,"layers":[
        {"type":"objectgroup","name":"o","objects":[
          {"id":1,"type":"cat","x":0,"y":0,"width":32,"height":32},
          {"id":2,"type":"exit","x":32,"y":0,"width":32,"height":32}]}]})");
    const LevelLoadResult r = loadLevelFile(path);
    ASSERT_TRUE(r.ok()) << test::diagnosticsText(r.diagnostics);
    EXPECT_EQ(r.level->rows(), std::vector<std::string>{"CE"});
}

// --- the bounded reader ----------------------------------------------------------------------

TEST_F(LevelFilesTest, ReaderRefusesWhatIsNotARegularFile) {
    const auto firstError = [](const fs::path& path) {
        const FileText file = readFileCapped(path);
        EXPECT_FALSE(file.ok());
        EXPECT_TRUE(file.text.empty());
        return file.ok() ? std::string() : file.error->message;
    };
    EXPECT_EQ(firstError(dir_ / "levels"), "cannot open: it is a directory");
    ASSERT_EQ(::mkfifo((dir_ / "fifo.json").c_str(), 0600), 0);
    EXPECT_EQ(firstError(dir_ / "fifo.json"),
              "cannot open: it is a FIFO (named pipe), not a regular file");
    fs::create_symlink("/dev/zero", dir_ / "zero.json");
    EXPECT_EQ(firstError(dir_ / "zero.json"), "cannot open: it is a device, not a regular file");
    fs::create_symlink("loop.json", dir_ / "loop.json");
    EXPECT_EQ(firstError(dir_ / "loop.json"),
              "cannot open: Too many levels of symbolic links (a symbolic link loop?)");
    EXPECT_EQ(firstError(dir_ / "missing.json"), "cannot open: No such file or directory");
}

TEST_F(LevelFilesTest, ReaderRefusesAnUnreadableFile) {
    const fs::path path = write("secret.json", kLevel);
    fs::permissions(path, fs::perms::none);
    if (::access(path.c_str(), R_OK) == 0)
        GTEST_SKIP() << "running as root: a mode 000 file is still readable, nothing to test";
    const FileText file = readFileCapped(path);
    ASSERT_FALSE(file.ok());
    EXPECT_EQ(file.error->format(), path.string() + ": error: cannot open: Permission denied");
}

TEST_F(LevelFilesTest, ReaderRefusesAFileOverItsLimitAndReadsOneAtIt) {
    const fs::path path = write("big.json", std::string(100, 'x'));
    EXPECT_TRUE(readFileCapped(path, 100).ok());
    const FileText over = readFileCapped(path, 99);
    ASSERT_FALSE(over.ok());
    EXPECT_EQ(over.error->message, "the file is 100 bytes; a level file is at most 99 bytes");
}

// --- confinement -----------------------------------------------------------------------------

TEST_F(LevelFilesTest, ConfinedPathAllowsOnlyFilesInsideTheFolder) {
    const fs::path folder = dir_ / "levels";
    write("levels/a.json", kLevel);
    write("levels/sub/b.json", kLevel);
    write("outside.json", kLevel);
    EXPECT_EQ(confinedPath(folder, "a.json"), folder / "a.json");
    EXPECT_EQ(confinedPath(folder, "sub/b.json"), folder / "sub/b.json");
    EXPECT_EQ(confinedPath(folder, "sub/../a.json"), folder / "sub/../a.json");
    EXPECT_EQ(confinedPath(folder, "not-yet.json"), folder / "not-yet.json");
    for (const char* escape : {"../outside.json", "sub/../../outside.json", "/etc/passwd",
                               "../../../../etc/passwd", "/proc/self/environ", "", ".", "sub/.."}) {
        EXPECT_EQ(confinedPath(folder, escape), std::nullopt) << escape;
    }
    EXPECT_EQ(confinedPath(folder, std::string("a.json\0x", 8)), std::nullopt);
    // A symbolic link inside the folder that leads out of it.
    fs::create_symlink(dir_ / "outside.json", folder / "link.json");
    fs::create_directory_symlink("/etc", folder / "etc");
    EXPECT_EQ(confinedPath(folder, "link.json"), std::nullopt);
    EXPECT_EQ(confinedPath(folder, "etc/passwd"), std::nullopt);
    // A folder whose name starts like the folder's is not inside it.
    write("levels2/c.json", kLevel);
    EXPECT_EQ(confinedPath(folder, "../levels2/c.json"), std::nullopt);
}

TEST_F(LevelFilesTest, CampaignEntriesOutsideItsFolderAreRefusedByName) {
    write("outside.json", kLevel);
    write("levels/a.json", kLevel);
    fs::create_symlink(dir_ / "outside.json", dir_ / "levels" / "link.json");
    const fs::path campaign = write("levels/campaign.json", R"({"levels": [
        "a.json", "../../../../etc/passwd", "/etc/shadow", "/proc/self/environ", "link.json"]})");
    const CampaignLoad load = loadCampaign(campaign);
    ASSERT_FALSE(load.ok());
    const std::string text = test::diagnosticsText(load.diagnostics);
    const std::string tail =
        "' is not a file in this file's own folder; only files beside it (or in folders below it) "
        "can be named\n";
    EXPECT_EQ(text, campaign.string() + ":2:19: error: campaign level '../../../../etc/passwd" +
                        tail + campaign.string() + ":2:45: error: campaign level '/etc/shadow" +
                        tail + campaign.string() +
                        ":2:60: error: campaign level '/proc/self/environ" + tail +
                        campaign.string() + ":2:82: error: campaign level 'link.json" + tail);
    EXPECT_TRUE(load.campaign.levels.empty());
}

TEST_F(LevelFilesTest, CampaignNestedTooDeepIsADiagnostic) {
    const fs::path campaign =
        write("levels/campaign.json",
              "{\"levels\": " + std::string(60000, '[') + std::string(60000, ']') + "}");
    const CampaignLoad load = loadCampaign(campaign);
    ASSERT_FALSE(load.ok());
    EXPECT_EQ(test::diagnosticsText(load.diagnostics),
              campaign.string() +
                  ":1:75: error: the campaign file is not valid JSON: nested deeper than 64 "
                  "levels\n");
}

TEST_F(LevelFilesTest, TiledTilesetOutsideTheMapsFolderIsNotRead) {
    // The tileset outside is valid and would make the map load if it were read.
    write("outside.tsj", R"({"tiles":[{"id":0,"type":"cat"},{"id":1,"type":"exit"}]})");
    fs::create_symlink(dir_ / "outside.tsj", dir_ / "levels" / "link.tsj");
    for (const std::string source : {"../outside.tsj", "/etc/passwd", "link.tsj"}) {
        const fs::path map = write("levels/m.tmj", R"({"type":"map","width":2,"height":1,
            "tilesets":[{"firstgid":1,"source":")" + source +
                                                       R"("}],
            "layers":[{"type":"tilelayer","name":"t","data":[1,2]}]})");
        const LevelLoadResult r = loadLevelFile(map);
        ASSERT_FALSE(r.ok()) << source;
        EXPECT_EQ(r.diagnostics.front().format(),
                  map.string() + ": error: tileset source '" + source +
                      "' is not a file in this file's own folder; only files beside it (or in "
                      "folders below it) can be named");
    }
    // The same tileset beside the map is read.
    write("levels/inside.tsj", R"({"tiles":[{"id":0,"type":"cat"},{"id":1,"type":"exit"}]})");
    const fs::path map = write("levels/ok.tmj", R"({"type":"map","width":2,"height":1,
        "tilesets":[{"firstgid":1,"source":"inside.tsj"}],
        "layers":[{"type":"tilelayer","name":"t","data":[1,2]}]})");
    const LevelLoadResult r = loadLevelFile(map);
    ASSERT_TRUE(r.ok()) << test::diagnosticsText(r.diagnostics);
    EXPECT_EQ(r.level->rows(), std::vector<std::string>{"CE"});
}

// --- limits, after conversion too ------------------------------------------------------------

TEST(LevelLimits, HugeMovingAiMapIsRefusedBeforeItsGridIsAllocated) {
    const LevelLoadResult r = parseLevelText("type octile\nheight 8192\nwidth 8192\nmap\n",
                                             LevelFormat::MovingAi, "big.map", ".");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(test::diagnosticsText(r.diagnostics),
              "big.map:2:8: error: height must be a whole number from 1 to 1024, found '8192'\n"
              "big.map:3:7: error: width must be a whole number from 1 to 1024, found '8192'\n");
}

TEST(LevelLimits, NulInAMovingAiMapIsShownEscaped) {
    const LevelLoadResult r =
        parseLevelText(std::string("type octile\nheight 1\nwidth 2\nmap\n.\0", 35),
                       LevelFormat::MovingAi, "nul.map", ".");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(
        test::diagnosticsText(r.diagnostics),
        "nul.map:5:2: error: unknown map character '\\x00' (expected one of . G S @ O T W)\n");
}

TEST(LevelLimits, TiledNestingIsRefusedBeforeParsingWherever) {
    const std::string deep = std::string(60000, '[') + std::string(60000, ']');
    for (
        const std::string& text :
        {R"({"type":"map","width":1,"height":1,"layers":)" + deep + "}",
         R"({"type":"map","width":1,"height":1,"tilesets":[{"firstgid":1,"tiles":)" + deep + "}]}",
         R"({"type":"map","width":1,"height":1,"layers":[{"type":"objectgroup","objects":[{"id":)" +
             deep + "}]}]}"}) {
        const LevelLoadResult r = parseLevelText(text, LevelFormat::Tiled, "deep.tmj", ".");
        ASSERT_FALSE(r.ok());
        ASSERT_EQ(r.diagnostics.size(), 1u);
        EXPECT_EQ(r.diagnostics[0].message, "invalid JSON: nested deeper than 64 levels");
    }
}

// zlib (or gzip) data of `bytes` zero bytes, base64-encoded.
std::string compressedZeros(std::size_t bytes, bool gzip) {
    const std::string zeros(bytes, '\0');
    z_stream s{};
    deflateInit2(&s, 9, Z_DEFLATED, gzip ? 31 : 15, 9, Z_DEFAULT_STRATEGY);
    std::string out(deflateBound(&s, static_cast<uLong>(bytes)), '\0');
    s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(zeros.data()));
    s.avail_in = static_cast<uInt>(zeros.size());
    s.next_out = reinterpret_cast<Bytef*>(out.data());
    s.avail_out = static_cast<uInt>(out.size());
    deflate(&s, Z_FINISH);
    out.resize(s.total_out);
    deflateEnd(&s);
    static constexpr char kAlphabet[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string b64;
    for (std::size_t i = 0; i < out.size(); i += 3) {
        const auto byte = [&](std::size_t k) {
            return k < out.size() ? static_cast<unsigned char>(out[k]) : 0u;
        };
        const unsigned v = byte(i) << 16 | byte(i + 1) << 8 | byte(i + 2);
        b64 += kAlphabet[(v >> 18) & 63];
        b64 += kAlphabet[(v >> 12) & 63];
        b64 += i + 1 < out.size() ? kAlphabet[(v >> 6) & 63] : '=';
        b64 += i + 2 < out.size() ? kAlphabet[v & 63] : '=';
    }
    return b64;
}

TEST(LevelLimits, ZipBombStopsAtItsLayersSize) {
    for (const bool gzip : {false, true}) {
        const std::string text =
            R"({"type":"map","width":2,"height":2,"layers":[{"type":"tilelayer","name":"bomb",
            "encoding":"base64","compression":")" +
            std::string(gzip ? "gzip" : "zlib") + R"(","data":")" +
            compressedZeros(64 * 1024 * 1024, gzip) + R"("}]})";
        const LevelLoadResult r = parseLevelText(text, LevelFormat::Tiled, "bomb.tmj", ".");
        ASSERT_FALSE(r.ok());
        EXPECT_EQ(r.diagnostics[0].message,
                  "tile layer 'bomb': " + std::string(gzip ? "gzip" : "zlib") +
                      " data inflates to more than the 16 bytes of its 4 tiles");
    }
}

TEST(LevelLimits, AllTileLayersShareOneDecodedSizeBudget) {
    // Each layer is a valid full 1024x1024 layer of 4 MiB; the fifth passes the 16 MiB budget.
    std::string layers;
    const std::string data = compressedZeros(4u * 1024 * 1024, false);
    for (int i = 0; i < 3000; ++i) {
        layers +=
            std::string(i ? "," : "") +
            R"({"type":"tilelayer","name":"l","encoding":"base64","compression":"zlib","data":")" +
            data + "\"}";
    }
    const std::string text =
        R"({"type":"map","width":1024,"height":1024,"layers":[)" + layers + "]}";
    const LevelLoadResult r = parseLevelText(text, LevelFormat::Tiled, "layers.tmj", ".");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.diagnostics[0].message,
              "the map has more tile layers than the 16777216 bytes of decoded tile data allowed "
              "in all (4 layers of 1024x1024)");
}

TEST(LevelLimits, LongLayerNameIsNotCopiedPerTile) {
    // A 16 KiB layer name over a million bone tiles (1,024 x 1,024, no cat): once 16 GiB of
    // place descriptions; now nothing is built per tile.
    std::string data;  // base64 of 1024 * 1024 tiles of gid 1, three tiles (12 bytes) at a time
    for (int i = 0; i < 1024 * 1024 / 3; ++i)
        data += "AQAAAAEAAAABAAAA";
    data += "AQAAAA==";  // the last tile
    const std::string text =
        R"({"type":"map","width":1024,"height":1024,
        "tilesets":[{"firstgid":1,"tiles":[{"id":0,"type":"bone"}]}],
        "layers":[{"type":"tilelayer","encoding":"base64","name":")" +
        std::string(16 * 1024, 'n') + R"(","data":")" + data + R"("}]})";
    const LevelLoadResult r = parseLevelText(text, LevelFormat::Tiled, "names.tmj", ".");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(test::diagnosticsText(r.diagnostics),
              "names.tmj: error: no cat start: add an object of type 'cat'\n"
              "names.tmj: error: no exit: add an object of type 'exit'\n");
}

TEST(LevelLimits, ObjectsOutsideTheMapGiveCappedDiagnostics) {
    std::string objects;
    for (int i = 0; i < 150000; ++i)
        objects += std::string(i ? "," : "") + R"({"type":"bone","x":99999})";
    const std::string text =
        R"({"type":"map","width":2,"height":1,"layers":[{"type":"objectgroup","name":"o","objects":[)" +
        objects + "]}]}";
    const LevelLoadResult r = parseLevelText(text, LevelFormat::Tiled, "many.tmj", ".");
    ASSERT_FALSE(r.ok());
    // The warning that there is no tile layer, 20 errors, and the note.
    ASSERT_EQ(r.diagnostics.size(), 22u);
    EXPECT_EQ(r.diagnostics[0].message, "the map has no tile layer, so no walls");
    EXPECT_EQ(r.diagnostics[1].message, "object ? in layer 'o' lies outside the map, at (3124,0)");
    EXPECT_EQ(r.diagnostics.back().message, "too many errors; showing the first 20 of 150002");
}

TEST(LevelLimits, HugeIntegerIsCutInTheMessage) {
    const std::string digits(15 * 1024 * 1024, '7');
    const LevelLoadResult r =
        parseLevelText(R"({"tileSize": )" + digits + "}", LevelFormat::LevelJson, "int.json", ".");
    ASSERT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].message, "number " + std::string(80, '7') + "... is out of range");
}

TEST(LevelLimits, HundredThousandUnknownKeysAreWarnedAboutOnceEach) {
    for (const char* where : {"top", "rules", "value"}) {
        std::string keys;
        for (int i = 0; i < 100000; ++i)
            keys += "\"k" + std::to_string(i) + "\": 0,";
        keys.pop_back();
        const std::string w = where;
        const std::string text = R"({"name":"K","version":1,"tiles":["C.E"])" +
                                 (w == "top"     ? "," + keys
                                  : w == "rules" ? ",\"rules\":{" + keys + "}"
                                                 : ",\"x\":{" + keys + "}") +
                                 "}";
        const LevelLoadResult r = parseLevelText(text, LevelFormat::LevelJson, "keys.json", ".");
        ASSERT_TRUE(r.ok()) << where;
        const std::string last = r.diagnostics.back().message;
        EXPECT_EQ(last, w == "value" ? "unknown key \"x\" (kept when the level is saved; the game "
                                       "ignores it)"
                                     : "too many warnings; showing the first 20 of 100000")
            << where;
        if (w == "value") {
            ASSERT_EQ(r.level->extraKeys.size(), 1u);
            EXPECT_EQ(nlohmann::json::parse(r.level->extraKeys[0].json).size(), 100000u);
        } else if (w == "top") {
            EXPECT_EQ(r.level->extraKeys.size(), 100000u);
        }
    }
}

}  // namespace
}  // namespace catmaze
