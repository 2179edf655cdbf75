// Tests of `catmaze-level convert`: level files, Tiled maps and Moving AI maps, run as the real
// binary on files in a temporary directory.

#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/level_writer.hpp"
#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

using nlohmann::json;

const std::vector<std::string> kDungeon = {
    "##########", "#C..#..B.#", "#.#.D.##.#", "#B#....#E#", "##########",
};

// The level the Tiled fixtures (tests/data/tiled) all describe, as convert writes it.
const std::string kTiledFixtureLevel = R"({
  "name": "Tiled Test",
  "version": 1,
  "tiles": [
    "########",
    "#C.....#",
    "#.##.D.#",
    "#..B...#",
    "#.....E#",
    "########"
  ]
}
)";

bool matches(const std::string& text, const std::string& pattern) {
    return ::testing::internal::RE::PartialMatch(text, ::testing::internal::RE(pattern));
}

TEST_F(ToolTest, ConvertRoundTripThroughTiledIsByteIdentical) {
    // Custom rules, tile size and "$schema" too: all must survive the trip.
    json source = json::parse(levelText("Dungeon", kDungeon));
    source["$schema"] = "../levels/level.schema.json";
    source["rules"] = {{"straightCost", 3}, {"diagonalCost", 4}, {"dogCostMultiplier", 7}};
    source["tileSize"] = 16;
    const std::string input = writeFile("input.json", source.dump(2));
    const std::string first = (dir_ / "first.json").string();
    const std::string tiled = (dir_ / "map.tmj").string();
    const std::string back = (dir_ / "back.json").string();

    // json -> json writes the canonical layout (formatLevel).
    ToolRun r = run({"convert", input, first});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, "converted " + input + " -> " + first + "\n");
    const LevelLoadResult loaded = loadLevelFile(first);
    ASSERT_TRUE(loaded.ok());
    EXPECT_EQ(readFile(first), formatLevel(*loaded.level));
    EXPECT_EQ(loaded.level->rules.dogCostMultiplier, 7);

    r = run({"convert", first, tiled});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json map = json::parse(readFile(tiled));
    EXPECT_EQ(map["type"], "map");
    EXPECT_EQ(map["width"], 10);
    EXPECT_EQ(map["height"], 5);
    // The schema travels as a map property, which Tiled keeps as it is.
    bool schemaKept = false;
    for (const json& property : map["properties"])
        schemaKept = schemaKept || (property["name"] == "$schema" && property["type"] == "string" &&
                                    property["value"] == "../levels/level.schema.json");
    EXPECT_TRUE(schemaKept) << map["properties"].dump();

    r = run({"convert", tiled, back});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(readFile(back), readFile(first));
    EXPECT_NE(readFile(back).find("\"$schema\": \"../levels/level.schema.json\""),
              std::string::npos)
        << readFile(back);
}

TEST_F(ToolTest, ConvertCampaignLevelsRoundTrip) {
    // Everything, "$schema" included, comes back as formatLevel writes it.
    for (const auto& level : campaignLevels()) {
        const std::string name = level.stem().string();
        const std::string tiled = (dir_ / (name + ".tmj")).string();
        const std::string back = (dir_ / (name + ".json")).string();
        if (loadLevelFile(level).level->openFloor()) {
            // Not written to Tiled maps (yet): refused, never converted without its obstacles.
            const ToolRun r = run({"convert", level.string(), tiled});
            EXPECT_EQ(r.exitCode, 2) << name;
            EXPECT_NE(r.err.find("is an open-floor level"), std::string::npos) << r.err;
            continue;
        }
        ASSERT_EQ(run({"convert", level.string(), tiled}).exitCode, 0) << name;
        ASSERT_EQ(run({"convert", tiled, back}).exitCode, 0) << name;
        LevelLoadResult original = loadLevelFile(level);
        ASSERT_TRUE(original.ok()) << name;
        EXPECT_EQ(readFile(back), formatLevel(*original.level)) << name;
    }
}

TEST_F(ToolTest, ConvertTiledMapRefersToTheTilesetRelativeToIt) {
    const std::string input = writeFile("dungeon.json", levelText("Dungeon", kDungeon));
    const std::filesystem::path assets = dir_ / "art";
    const std::filesystem::path out = dir_ / "maps" / "dungeon.tmj";
    std::filesystem::create_directories(out.parent_path());
    const ToolRun r = run({"convert", input, out.string(), "--assets", assets.string()});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json map = json::parse(readFile(out));
    EXPECT_EQ(map["tilesets"][0]["image"], "../art/images/tileset.png");
}

TEST_F(ToolTest, ConvertTiledFixturesInEveryEncoding) {
    for (const char* name : {"csv_map", "base64_map", "zlib_map", "gzip_map"}) {
        const std::string in = std::string(CATMAZE_TEST_DATA "/tiled/") + name + ".tmj";
        const std::string out = (dir_ / (std::string(name) + ".json")).string();
        const ToolRun r = run({"convert", in, out});
        ASSERT_EQ(r.exitCode, 0) << name << r.err;
        EXPECT_EQ(readFile(out), kTiledFixtureLevel) << name;
        EXPECT_EQ(run({"validate", out}).exitCode, 0) << name;
    }
}

TEST_F(ToolTest, ConvertBadTiledMapPointsAtTheMistake) {
    const std::string bad =
        writeFile("bad.tmj", "{\n  \"type\": \"map\",\n  \"width\": 4,\n  \"height\": ]\n}\n");
    const std::string out = (dir_ / "out.json").string();
    const ToolRun r = run({"convert", bad, out});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(matches(r.err, "bad\\.tmj:4:[0-9]+: error: ")) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_FALSE(std::filesystem::exists(out));
}

TEST_F(ToolTest, ConvertBadInputLeavesAnExistingOutputAlone) {
    const std::string bad = writeFile("bad.json", "{ \"tiles\": ");
    const std::string out = writeFile("out.tmj", "old contents");
    // Even with --force: the old file is replaced only by a whole new one.
    const ToolRun r = run({"convert", bad, out, "--force"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(matches(r.err, "bad\\.json:[0-9]+:[0-9]+: error: ")) << r.err;
    EXPECT_EQ(readFile(out), "old contents");
}

TEST_F(ToolTest, ConvertMovingAiMapThenValidate) {
    const std::string map = CATMAZE_TEST_DATA "/movingai/arena.map";
    const std::string out = (dir_ / "arena.json").string();
    ToolRun r = run({"convert", map, out, "--start", "1,3", "--exit", "47,45"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const LevelLoadResult level = loadLevelFile(out);
    ASSERT_TRUE(level.ok());
    EXPECT_EQ(level.level->size.width, 49);
    EXPECT_EQ(level.level->size.height, 49);
    EXPECT_EQ(level.level->name, "arena");
    EXPECT_EQ(level.level->at({1, 3}), TileKind::CatStart);
    EXPECT_EQ(level.level->at({47, 45}), TileKind::Exit);
    EXPECT_EQ(level.level->at({0, 0}), TileKind::Wall);

    r = run({"validate", out});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err, "");  // winnable too: no warning

    // Without --start and --exit: the first and the last passable tiles.
    const std::string defaults = (dir_ / "defaults.json").string();
    ASSERT_EQ(run({"convert", map, defaults}).exitCode, 0);
    const LevelLoadResult byDefault = loadLevelFile(defaults);
    ASSERT_TRUE(byDefault.ok());
    EXPECT_EQ(byDefault.level->find(TileKind::CatStart).size(), 1u);
    EXPECT_EQ(byDefault.level->find(TileKind::Exit).size(), 1u);
    EXPECT_EQ(run({"validate", defaults}).exitCode, 0);

    // A Moving AI map can become a Tiled map as well.
    EXPECT_EQ(run({"convert", map, (dir_ / "arena.tmj").string()}).exitCode, 0);
}

TEST_F(ToolTest, ConvertMovingAiMapWithABlockedStart) {
    const std::string map = CATMAZE_TEST_DATA "/movingai/arena.map";
    const std::string out = (dir_ / "arena.json").string();
    ToolRun r = run({"convert", map, out, "--start", "0,0"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find(map + ": error: the start (0,0) is blocked"), std::string::npos) << r.err;
    EXPECT_FALSE(std::filesystem::exists(out));

    r = run({"convert", map, out, "--exit", "100,1"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("outside the map"), std::string::npos) << r.err;

    r = run({"convert", map, out, "--exit", "1;1"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--exit"), std::string::npos) << r.err;
}

TEST_F(ToolTest, ConvertUnsupportedPairsAreUsageErrors) {
    const std::string level = writeFile("dungeon.json", levelText("Dungeon", kDungeon));
    ToolRun r = run({"convert", level, (dir_ / "dungeon.map").string()});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("OUT must end in .json or .tmj"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("usage: catmaze-level convert"), std::string::npos) << r.err;
    EXPECT_FALSE(std::filesystem::exists(dir_ / "dungeon.map"));

    const std::string text = writeFile("dungeon.txt", levelText("Dungeon", kDungeon));
    r = run({"convert", text, (dir_ / "out.json").string()});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("IN must end in .json, .tmj or .map"), std::string::npos) << r.err;

    r = run({"convert", level, (dir_ / "out.json").string(), "--start", "1,1"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--start and --exit are for Moving AI maps"), std::string::npos) << r.err;

    r = run({"convert", level});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("expected IN and OUT"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace catmaze::tool_test
