// Tests of the level loader (format version 1): what a valid level becomes, and the warnings about
// unknown keys.
//
// Each expected diagnostic is compared as its formatted line `FILE:LINE:COL: error: MESSAGE`, so a
// wrong file name, line, column, severity or message all fail. Expected lines and columns are
// computed from the test text itself (`positionOf`), independently of the parser.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/level/level_loader.hpp"

#include "loader_text.hpp"

namespace catmaze {
namespace {

using namespace test;

// --- valid levels -------------------------------------------------------------------------------

TEST(LevelLoaderValid, ContractExampleLoadsWithDefaults) {
    const std::string text = R"({ "name": "First Steps", "version": 1,
  "tiles": ["##########", "#C..B...E#", "#.##D###.#", "#........#", "##########"] })";
    const LevelLoadResult r = parseLevel(text, kFileName);
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.diagnostics.empty());
    const Level& level = *r.level;
    EXPECT_EQ(level.name, "First Steps");
    EXPECT_EQ(level.size, (GridSize{10, 5}));
    EXPECT_EQ(level.rows(),
              (Rows{"##########", "#C..B...E#", "#.##D###.#", "#........#", "##########"}));
    EXPECT_EQ(level.at({1, 1}), TileKind::CatStart);
    EXPECT_EQ(level.at({4, 1}), TileKind::Bone);
    EXPECT_EQ(level.at({4, 2}), TileKind::Dog);
    EXPECT_EQ(level.at({8, 1}), TileKind::Exit);
    EXPECT_EQ(level.at({0, 0}), TileKind::Wall);
    EXPECT_EQ(level.at({1, 3}), TileKind::Floor);
    EXPECT_EQ(level.catStart(), (Tile{1, 1}));
    EXPECT_EQ(level.tileSize, 32);
    EXPECT_EQ(level.rules, (LevelRules{10, 14, 10}));
    EXPECT_EQ(level.schema, "");
    EXPECT_TRUE(level.extraKeys.empty());
}

TEST(LevelLoaderValid, TileSizeRulesAndSchemaAreRead) {
    const std::string text = R"({
  "$schema": "./level.schema.json",
  "name": "Costly",
  "version": 1,
  "tileSize": 48,
  "rules": {"straightCost": 3, "diagonalCost": 5, "dogCostMultiplier": 100},
  "tiles": ["C.E"]
})";
    const LevelLoadResult r = parseLevel(text, kFileName);
    ASSERT_TRUE(r.ok()) << testing::PrintToString(formatted(r));
    EXPECT_TRUE(r.diagnostics.empty()) << testing::PrintToString(formatted(r));
    EXPECT_EQ(r.level->name, "Costly");
    EXPECT_EQ(r.level->tileSize, 48);
    EXPECT_EQ(r.level->rules, (LevelRules{3, 5, 100}));
    EXPECT_EQ(r.level->schema, "./level.schema.json");
    EXPECT_EQ(r.level->rows(), (Rows{"C.E"}));
}

TEST(LevelLoaderValid, RulesNotGivenKeepTheirDefaults) {
    const LevelLoadResult r =
        parseLevel(levelWithMembers(R"(  "rules": {"dogCostMultiplier": 3},)"), kFileName);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.level->rules, (LevelRules{10, 14, 3}));
}

TEST(LevelLoaderValid, IntegralNumbersWrittenWithFractionOrExponentAreIntegers) {
    const LevelLoadResult r = parseLevel(
        levelWithMembers(R"(  "tileSize": 6.4e1, "rules": {"straightCost": 1.0e1},)"), kFileName);
    ASSERT_TRUE(r.ok()) << testing::PrintToString(formatted(r));
    EXPECT_EQ(r.level->tileSize, 64);
    EXPECT_EQ(r.level->rules.straightCost, 10);
}

TEST(LevelLoaderValid, TileSizeBoundsAreAccepted) {
    for (const int size : {8, 256}) {
        const LevelLoadResult r = parseLevel(
            levelWithMembers("  \"tileSize\": " + std::to_string(size) + ","), kFileName);
        ASSERT_TRUE(r.ok()) << size;
        EXPECT_EQ(r.level->tileSize, size);
    }
}

TEST(LevelLoaderValid, SchemaKeyIsAcceptedSilently) {
    const LevelLoadResult r = parseLevel(
        "{\"$schema\": \"https://example.com/level.schema.json\", \"name\": \"S\", \"version\": 1, "
        "\"tiles\": [\"CE\"]}",
        kFileName);
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.diagnostics.empty());
    EXPECT_EQ(r.level->schema, "https://example.com/level.schema.json");
    EXPECT_TRUE(r.level->extraKeys.empty());
}

TEST(LevelLoaderValid, KeysMayComeInAnyOrder) {
    const LevelLoadResult r = parseLevel(
        R"({"tiles": ["EC"], "rules": {"diagonalCost": 20}, "version": 1, "name": "Backwards"})",
        kFileName);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.level->rows(), (Rows{"EC"}));
    EXPECT_EQ(r.level->rules.diagonalCost, 20);
}

TEST(LevelLoaderValid, NameKeepsUnicodeAndEscapes) {
    const LevelLoadResult r = parseLevel(
        R"({"name": "Caf\u00e9 \"Chat\" \ud83d\ude3a", "version": 1, "tiles": ["CE"]})", kFileName);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.level->name, "Caf\xC3\xA9 \"Chat\" \xF0\x9F\x98\xBA");
}

TEST(LevelLoaderValid, ManyExitsBonesAndDogsAreFine) {
    const LevelLoadResult r = parseLevel(levelWithRows({"EBDCDBE"}), kFileName);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.level->find(TileKind::Exit), (std::vector<Tile>{{0, 0}, {6, 0}}));
    EXPECT_EQ(r.level->find(TileKind::Bone), (std::vector<Tile>{{1, 0}, {5, 0}}));
    EXPECT_EQ(r.level->find(TileKind::Dog), (std::vector<Tile>{{2, 0}, {4, 0}}));
}

TEST(LevelLoaderValid, ByteOrderMarkIsSkipped) {
    const LevelLoadResult r =
        parseLevel(std::string(kByteOrderMark) + levelWithRows(kSmallRows), kFileName);
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.diagnostics.empty());
    EXPECT_EQ(r.level->rows(), kSmallRows);
}

TEST(LevelLoaderValid, CrlfLineEndingsLoad) {
    std::string text;
    for (const char c : levelWithRows(kSmallRows))
        text += c == '\n' ? std::string("\r\n") : std::string(1, c);
    const LevelLoadResult r = parseLevel(text, kFileName);
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.diagnostics.empty());
    EXPECT_EQ(r.level->rows(), kSmallRows);
}

TEST(LevelLoaderValid, LargestLevelLoads) {
    Rows rows(kMaxLevelSide, std::string(kMaxLevelSide, '.'));
    rows[0][0] = 'C';
    rows[kMaxLevelSide - 1][kMaxLevelSide - 1] = 'E';
    const LevelLoadResult r = parseLevel(levelWithRows(rows), kFileName);
    ASSERT_TRUE(r.ok()) << testing::PrintToString(formatted(r));
    EXPECT_EQ(r.level->size, (GridSize{kMaxLevelSide, kMaxLevelSide}));
    EXPECT_EQ(r.level->at({kMaxLevelSide - 1, kMaxLevelSide - 1}), TileKind::Exit);
}

// --- unknown keys -------------------------------------------------------------------------------

TEST(LevelLoaderWarnings, UnknownKeyIsAWarningAtTheKeyAndIsKept) {
    const std::string text = levelWithMembers(R"(  "author": "Ann", "hint": [1, {"a": true}],)");
    expectDiagnostics(text,
                      {warningAt(positionOf(text, "\"author\""),
                                 "unknown key \"author\" (kept when the level is saved; the game "
                                 "ignores it)"),
                       warningAt(positionOf(text, "\"hint\""),
                                 "unknown key \"hint\" (kept when the level is saved; the game "
                                 "ignores it)")});
    const LevelLoadResult r = parseLevel(text, kFileName);
    ASSERT_TRUE(r.ok());
    const std::vector<ExtraKey> kept = {{"author", R"("Ann")"}, {"hint", R"([1,{"a":true}])"}};
    EXPECT_EQ(r.level->extraKeys, kept);
    EXPECT_EQ(r.diagnostics[0].severity, Severity::Warning);
}

TEST(LevelLoaderWarnings, UnknownRuleIsAWarningAtItsKey) {
    const std::string text = levelWithMembers(R"(  "rules": {"boneCost": 5},)");
    expectDiagnostics(text, {warningAt(positionOf(text, "\"boneCost\""),
                                       "unknown rule \"boneCost\" is ignored (and not saved); the "
                                       "rules are \"straightCost\", \"diagonalCost\", "
                                       "\"dogCostMultiplier\" and \"diagonal\"")});
}

TEST(LevelLoaderWarnings, OnlyTheFirstTwentyWarningsAreShown) {
    std::string members;
    for (int i = 0; i < 25; ++i)
        members += "  \"extra" + std::to_string(i) + "\": " + std::to_string(i) + ",\n";
    const std::string text = levelWithMembers(members);
    const LevelLoadResult r = parseLevel(text, kFileName);
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 21u);
    EXPECT_EQ(r.diagnostics[19].format(),
              warningAt(positionOf(text, "\"extra19\""),
                        "unknown key \"extra19\" (kept when the level is saved; the game ignores "
                        "it)"));
    EXPECT_EQ(r.diagnostics[20].format(),
              std::string(kFileName) + ": warning: too many warnings; showing the first 20 of 25");
    EXPECT_EQ(r.level->extraKeys.size(), 25u);
}

}  // namespace
}  // namespace catmaze
