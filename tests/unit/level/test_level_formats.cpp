#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_formats.hpp"
#include "first_diagnostic.hpp"

namespace catmaze {
namespace {

using Rows = std::vector<std::string>;
const std::filesystem::path kTiledData = std::filesystem::path(CATMAZE_TEST_DATA) / "tiled";

// What every map in tests/data/tiled holds: walls from the tile layer; a cat rectangle, a bone
// tile object, a dog point and an exit rectangle from the object layer.
const Rows kTiledFixtureRows = {"########", "#C.....#", "#.##.D.#",
                                "#..B...#", "#.....E#", "########"};

class TiledFixture : public testing::TestWithParam<const char*> {};

TEST_P(TiledFixture, LoadsEveryLayerEncoding) {
    const LevelLoadResult r = loadLevelFile(kTiledData / GetParam());
    ASSERT_TRUE(r.ok()) << test::diagnosticsText(r.diagnostics);
    EXPECT_EQ(r.level->name, "Tiled Test");
    EXPECT_EQ(r.level->rows(), kTiledFixtureRows);
    EXPECT_EQ(r.level->tileSize, 32);
}

INSTANTIATE_TEST_SUITE_P(Encodings, TiledFixture,
                         testing::Values("csv_map.tmj", "base64_map.tmj", "zlib_map.tmj",
                                         "gzip_map.tmj",
                                         // re-saved by Tiled 1.8.2 (tiled --export-map json)
                                         "saved_by_tiled_zlib.tmj", "saved_by_tiled_gzip.tmj"));

// A campaign level converted to .tmj, opened and saved by Tiled 1.8.2, reads back as the level.
TEST(TiledMaps, ALevelSavedByTiledReadsBackUnchanged) {
    const LevelLoadResult original = loadLevelFile(std::filesystem::path(CATMAZE_SOURCE_DIR) /
                                                   "levels" / "05-pecking-order.json");
    ASSERT_TRUE(original.ok()) << test::diagnosticsText(original.diagnostics);
    const LevelLoadResult saved = loadLevelFile(kTiledData / "pecking_order_saved_by_tiled.tmj");
    ASSERT_TRUE(saved.ok()) << test::diagnosticsText(saved.diagnostics);
    EXPECT_EQ(saved.level->rows(), original.level->rows());
    EXPECT_EQ(saved.level->name, original.level->name);
    EXPECT_EQ(saved.level->rules, original.level->rules);
}

Level sampleLevel() {
    Level level = Level::filled(6, 4, TileKind::Wall);
    const Rows rows = {"######", "#CB.D#", "#..#E#", "######"};
    for (int r = 0; r < 4; ++r) {
        for (int c = 0; c < 6; ++c) {
            const char ch = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            level.set({c, r}, ch == '#'   ? TileKind::Wall
                              : ch == 'C' ? TileKind::CatStart
                              : ch == 'B' ? TileKind::Bone
                              : ch == 'D' ? TileKind::Dog
                              : ch == 'E' ? TileKind::Exit
                                          : TileKind::Floor);
        }
    }
    level.name = "Round Trip";
    level.rules.dogCostMultiplier = 7;
    return level;
}

TEST(TiledMaps, RoundTripKeepsTilesNameAndRules) {
    const Level level = sampleLevel();
    const std::string text = formatTiledMap(level, "tileset.png");
    const LevelLoadResult back = parseTiledMap(text, "round.tmj", ".");
    ASSERT_TRUE(back.ok()) << test::diagnosticsText(back.diagnostics);
    EXPECT_EQ(back.level->rows(), level.rows());
    EXPECT_EQ(back.level->name, "Round Trip");
    EXPECT_EQ(back.level->rules, level.rules);
    EXPECT_TRUE(back.diagnostics.empty()) << test::diagnosticsText(back.diagnostics);
}

TEST(TiledMaps, RoundTripKeepsTheSchema) {
    Level level = sampleLevel();
    level.schema = "./level.schema.json";
    const LevelLoadResult back =
        parseTiledMap(formatTiledMap(level, "tileset.png"), "round.tmj", ".");
    ASSERT_TRUE(back.ok()) << test::diagnosticsText(back.diagnostics);
    EXPECT_EQ(back.level->schema, "./level.schema.json");

    // A map property "$schema" that is not a string is pointed at.
    std::string text = formatTiledMap(level, "tileset.png");
    const std::string written = "\"value\": \"./level.schema.json\"";
    ASSERT_NE(text.find(written), std::string::npos) << text;
    text.replace(text.find(written), written.size(), "\"value\": 7");
    const LevelLoadResult wrong = parseTiledMap(text, "wrong.tmj", ".");
    EXPECT_FALSE(wrong.ok());
    EXPECT_NE(
        test::diagnosticsText(wrong.diagnostics).find("map property \"$schema\" must be a string"),
        std::string::npos)
        << test::diagnosticsText(wrong.diagnostics);
}

TEST(TiledMaps, SyntaxErrorHasLineAndColumn) {
    const LevelLoadResult r =
        parseTiledMap("{\n  \"type\": \"map\",\n  \"width\": ,\n}", "bad.tmj", ".");
    ASSERT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].line, 3);
    EXPECT_EQ(r.diagnostics[0].column, 12);
    EXPECT_NE(r.diagnostics[0].format().find("bad.tmj:3:12: error: invalid JSON"),
              std::string::npos);
}

// Read by the positioned JSON reader, a map's diagnostics point at the value they are about.
TEST(TiledMaps, DiagnosticsHaveTheLineAndColumnOfTheirValue) {
    const auto firstDiagnostic = [](const std::string& text) {
        const LevelLoadResult r = parseTiledMap(text, "m.tmj", ".");
        EXPECT_FALSE(r.ok()) << text;
        return r.diagnostics.empty() ? std::string() : r.diagnostics[0].format();
    };
    EXPECT_EQ(
        firstDiagnostic("{\"type\": \"map\",\n \"width\": 2,\n \"height\": 1,\n \"width\": 9}"),
        "m.tmj:4:2: error: duplicate key \"width\"; it was already given on line 2");
    EXPECT_EQ(firstDiagnostic(R"({"type":"map","width":"2","height":2})"),
              "m.tmj:1:23: error: \"width\" must be a positive integer");
    EXPECT_EQ(
        firstDiagnostic(
            R"({"type":"map","width":2,"height":1,"layers":[{"type":"tilelayer","name":"w","data":[0,true]}]})"),
        "m.tmj:1:87: error: tile layer 'w': \"data\" must hold integers from 0 to 4294967295");
    EXPECT_EQ(
        firstDiagnostic(R"({"type":"map","width":1,"height":1,"properties":[{"name":"x","value":)" +
                        std::string(70, '[') + std::string(70, ']') + "}]}"),
        "m.tmj:1:131: error: invalid JSON: nested deeper than 64 levels");
    EXPECT_EQ(firstDiagnostic("{\"type\": \"map\", \"width\": 1e999}"),
              "m.tmj:1:26: error: invalid JSON: number 1e999 is out of range");
}

TEST(TiledMaps, RefusesWhatItCannotRead) {
    const auto firstError = [](const std::string& text) {
        const LevelLoadResult r = parseTiledMap(text, "m.tmj", ".");
        EXPECT_FALSE(r.ok());
        return r.diagnostics.empty() ? std::string() : r.diagnostics[0].message;
    };
    EXPECT_EQ(firstError(R"({"type":"map","orientation":"isometric","width":2,"height":2})"),
              "only orthogonal maps are supported, not 'isometric'");
    EXPECT_NE(firstError(R"({"type":"map","infinite":true,"width":2,"height":2})").find("infinite"),
              std::string::npos);
    EXPECT_EQ(firstError(R"({"type":"map","width":-3,"height":2})"),
              "\"width\" must be a positive integer");
    EXPECT_EQ(
        firstError(
            R"({"type":"map","width":2,"height":2,"layers":[{"type":"tilelayer","name":"w","data":[0,0,0]}]})"),
        "tile layer 'w' has 3 tiles, expected 4");
    EXPECT_EQ(
        firstError(
            R"({"type":"map","width":2,"height":2,"layers":[{"type":"tilelayer","name":"w","encoding":"base64","compression":"zlib","data":"AAAA"}]})"),
        "tile layer 'w': zlib data is corrupt");
    EXPECT_EQ(
        firstError(
            R"({"type":"map","width":2,"height":2,"layers":[{"type":"tilelayer","name":"w","encoding":"base64","compression":"zstd","data":"AAAA"}]})"),
        "tile layer 'w': compression 'zstd' is not supported; use zlib, gzip or none");
    EXPECT_EQ(
        firstError(
            R"({"type":"map","width":2,"height":2,"layers":[{"type":"tilelayer","name":"w","encoding":"base64","data":"!!"}]})"),
        "tile layer 'w': \"data\" is not valid base64");
    EXPECT_EQ(firstError(R"({"type":"map","width":2,"height":2,"layers":[]})"),
              "the map has no tile layer, so no walls");
    EXPECT_EQ(firstError(R"({"type":"map","width":2000,"height":2})"),
              "the map is larger than 1024x1024 tiles");
}

TEST(TiledMaps, TwoCatsAndObjectsOutsideTheMapAreErrors) {
    const std::string text =
        R"({"type":"map","width":3,"height":1,"tilewidth":32,"tileheight":32,"layers":[
        {"type":"objectgroup","name":"o","objects":[
          {"id":1,"type":"cat","x":0,"y":0,"width":32,"height":32},
          {"id":2,"type":"cat","x":32,"y":0,"width":32,"height":32},
          {"id":3,"type":"exit","x":64,"y":0,"width":32,"height":32},
          {"id":4,"type":"bone","x":640,"y":0,"width":32,"height":32}]}]})";
    const LevelLoadResult r = parseTiledMap(text, "m.tmj", ".");
    ASSERT_FALSE(r.ok());
    const std::string all = test::diagnosticsText(r.diagnostics);
    EXPECT_NE(all.find("object 4 in layer 'o' lies outside the map, at (20,0)"), std::string::npos)
        << all;
    EXPECT_NE(all.find("2 cat starts, at (0,0) and (1,0)"), std::string::npos) << all;
}

TEST(TiledMaps, AnObjectOnTheCatsTileIsAnError) {
    // A dog placed on the cat's tile replaced the cat: the map loaded without a cat, and the
    // map saved from it did not load again (found by fuzz_tiled).
    const std::string text =
        R"({"type":"map","width":3,"height":1,"tilewidth":32,"tileheight":32,"layers":[
        {"type":"objectgroup","name":"o","objects":[
          {"id":1,"type":"cat","x":0,"y":0,"width":32,"height":32},
          {"id":2,"type":"dog","point":true,"x":16,"y":16,"width":0,"height":0},
          {"id":3,"type":"exit","x":64,"y":0,"width":32,"height":32}]}]})";
    const LevelLoadResult r = parseTiledMap(text, "m.tmj", ".");
    ASSERT_FALSE(r.ok());
    EXPECT_NE(test::diagnosticsText(r.diagnostics)
                  .find("object 2 in layer 'o' lies on the cat's tile (0,0): one object "
                        "a tile"),
              std::string::npos)
        << test::diagnosticsText(r.diagnostics);
}

TEST(TiledMaps, ExternalTsxTilesetIsExplained) {
    const std::string text =
        R"({"type":"map","width":1,"height":1,"tilesets":[{"firstgid":1,"source":"tiles.tsx"}]})";
    const LevelLoadResult r = parseTiledMap(text, "m.tmj", ".");
    ASSERT_FALSE(r.ok());
    EXPECT_NE(test::diagnosticsText(r.diagnostics).find("is not JSON; save it as .tsj or embed it"),
              std::string::npos);
}

TEST(MovingAiConversion, PassableCellsBecomeFloorWithChosenStartAndExit) {
    MovingAiMap map;
    map.size = {4, 2};
    map.passable = {1, 1, 0, 1, 0, 1, 1, 1};
    LevelLoadResult r = levelFromMovingAi(map, {}, "x.map");
    ASSERT_TRUE(r.ok()) << test::diagnosticsText(r.diagnostics);
    EXPECT_EQ(r.level->rows(), (Rows{"C.#.", "#..E"}));
    EXPECT_EQ(r.level->name, "x");

    r = levelFromMovingAi(map, {Tile{3, 0}, Tile{1, 0}, "Named"}, "x.map");
    ASSERT_TRUE(r.ok()) << test::diagnosticsText(r.diagnostics);
    EXPECT_EQ(r.level->rows(), (Rows{".E#C", "#..."}));
    EXPECT_EQ(r.level->name, "Named");

    r = levelFromMovingAi(map, {Tile{2, 0}, Tile{9, 9}, ""}, "x.map");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(test::diagnosticsText(r.diagnostics),
              "x.map: error: the start (2,0) is blocked\nx.map: error: the exit (9,9) is outside "
              "the map\n");
}

TEST(MovingAiConversion, RealBenchmarkMapLoadsAsALevel) {
    const LevelLoadResult r =
        loadLevelFile(std::filesystem::path(CATMAZE_TEST_DATA) / "movingai" / "arena.map");
    ASSERT_TRUE(r.ok()) << test::diagnosticsText(r.diagnostics);
    EXPECT_EQ(r.level->size, (GridSize{49, 49}));
    EXPECT_EQ(r.level->find(TileKind::CatStart).size(), 1u);
    EXPECT_EQ(r.level->find(TileKind::Exit).size(), 1u);
}

TEST(TiledMaps, ValuesOfTheWrongTypeAreDiagnosticsNotExceptions) {
    for (
        const char* text : {
            R"({"type":5,"width":2,"height":2})",
            R"({"type":"map","width":"2","height":2,"layers":[]})",
            R"({"type":"map","width":3,"height":3,"tilewidth":32,"tileheight":32,"layers":[{"type":"objectgroup","name":"o","objects":[{"id":1,"type":"cat","x":"10","y":0}]}]})",
            R"({"type":"map","width":3,"height":3,"tilewidth":32,"tileheight":32,"layers":[{"type":"objectgroup","name":"o","objects":[{"id":1,"type":"cat","x":1e300,"y":-1e300}]}]})",
        }) {
        const LevelLoadResult result = parseTiledMap(text, "bad.tmj", ".");
        EXPECT_FALSE(result.ok()) << text;
        ASSERT_FALSE(result.diagnostics.empty()) << text;
        EXPECT_EQ(result.diagnostics.front().file, "bad.tmj");
    }
}

}  // namespace
}  // namespace catmaze
