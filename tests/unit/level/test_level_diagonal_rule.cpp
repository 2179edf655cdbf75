// Tests of a level's own diagonal mode (the rules' optional "diagonal": "on" or "off"): the
// loader reads it and points at a bad value, the writer keeps it (a file read and written gives
// the same level back), and the Tiled map property carries it both ways.

#include <gtest/gtest.h>

#include <string>

#include "catmaze/level/level_formats.hpp"
#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/level_writer.hpp"
#include "first_diagnostic.hpp"
#include "loader_text.hpp"

namespace catmaze {
namespace {

using namespace test;

LevelDiagonal diagonalRuleRead(const std::string& members) {
    const LevelLoadResult r = parseLevel(levelWithMembers(members), kFileName);
    EXPECT_TRUE(r.ok()) << diagnosticsText(r.diagnostics);
    EXPECT_TRUE(r.diagnostics.empty()) << diagnosticsText(r.diagnostics);
    return r.ok() ? r.level->rules.diagonal : LevelDiagonal::PlayersSetting;
}

TEST(LevelDiagonalRule, OnOffOrThePlayersSetting) {
    EXPECT_EQ(diagonalRuleRead("  \"rules\": {\"diagonal\": \"on\"},"), LevelDiagonal::On);
    EXPECT_EQ(diagonalRuleRead("  \"rules\": {\"diagonal\": \"off\"},"), LevelDiagonal::Off);
    EXPECT_EQ(diagonalRuleRead("  \"rules\": {\"straightCost\": 10},"),
              LevelDiagonal::PlayersSetting);
    EXPECT_EQ(diagonalRuleRead(""), LevelDiagonal::PlayersSetting);
}

TEST(LevelDiagonalRule, ABadValueIsAnErrorAtIt) {
    const std::string message =
        "\"diagonal\" in \"rules\" must be \"on\" or \"off\" (leave it "
        "out to let the player's setting decide), not ";
    const std::string onCapital = levelWithMembers("  \"rules\": {\"diagonal\": \"On\"},");
    expectDiagnostics(onCapital,
                      {errorAt(positionOf(onCapital, "\"On\""), message + "the string \"On\"")});
    const std::string boolean = levelWithMembers("  \"rules\": {\"diagonal\": true},");
    expectDiagnostics(boolean, {errorAt(positionOf(boolean, "true"), message + "true")});
    const std::string twice = levelWithMembers(
        "  \"rules\": {\n    \"diagonal\": \"on\",\n    \"diagonal\": \"off\"\n  },");
    expectDiagnostics(twice, {errorAt(positionOfNth(twice, "\"diagonal\"", 2),
                                      "duplicate key \"diagonal\" in \"rules\"; it was already "
                                      "given on line 5")});
}

TEST(LevelDiagonalRule, WrittenAndReadBackTheSame) {
    for (const LevelDiagonal mode : {LevelDiagonal::On, LevelDiagonal::Off}) {
        Level level = Level::filled(5, 3, TileKind::Floor);
        level.name = "Corners";
        level.set({0, 0}, TileKind::CatStart);
        level.set({4, 2}, TileKind::Exit);
        level.rules.diagonal = mode;
        const std::string text = formatLevel(level);
        EXPECT_NE(text.find(std::string("\"rules\": {\"diagonal\": \"") + toString(mode) + "\"}"),
                  std::string::npos)
            << text;
        const LevelLoadResult back = parseLevel(text, kFileName);
        ASSERT_TRUE(back.ok()) << diagnosticsText(back.diagnostics);
        EXPECT_EQ(*back.level, level);

        // With costs of its own, the level keeps both.
        level.rules.straightCost = 3;
        level.rules.diagonalCost = 4;
        const LevelLoadResult withCosts = parseLevel(formatLevel(level), kFileName);
        ASSERT_TRUE(withCosts.ok()) << diagnosticsText(withCosts.diagnostics);
        EXPECT_EQ(*withCosts.level, level);
    }
}

TEST(LevelDiagonalRule, TiledMapPropertyBothWays) {
    Level level = Level::filled(4, 3, TileKind::Floor);
    level.name = "Tiled Corners";
    level.set({0, 0}, TileKind::CatStart);
    level.set({3, 2}, TileKind::Exit);
    level.rules.diagonal = LevelDiagonal::On;
    const std::string map = formatTiledMap(level, "tileset.png");
    const LevelLoadResult back = parseTiledMap(map, "corners.tmj", ".");
    ASSERT_TRUE(back.ok()) << diagnosticsText(back.diagnostics);
    EXPECT_EQ(back.level->rules, level.rules);

    std::string bad = map;
    const std::string value = "\"value\": \"on\"";
    const std::size_t at = bad.find(value);
    ASSERT_NE(at, std::string::npos) << map;
    bad.replace(at, value.size(), "\"value\": \"sometimes\"");
    const LevelLoadResult refused = parseTiledMap(bad, "corners.tmj", ".");
    EXPECT_FALSE(refused.ok());
    EXPECT_NE(diagnosticsText(refused.diagnostics)
                  .find("map property \"diagonal\" must be the string \"on\" or \"off\""),
              std::string::npos)
        << diagnosticsText(refused.diagnostics);
}

}  // namespace
}  // namespace catmaze
