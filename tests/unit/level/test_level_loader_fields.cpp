// Tests of the level loader (format version 1): the top-level object, name, version, tile size and
// rules.
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

// --- the top level ------------------------------------------------------------------------------

TEST(LevelLoaderTopLevel, MustBeAnObject) {
    expectDiagnostics(
        "[\"CE\"]", {errorAt({1, 1}, "a level file must be a JSON object { ... }, not an array")});
    expectDiagnostics("\n  \"CE\"",
                      {errorAt({2, 3},
                               "a level file must be a JSON object { ... }, not the string "
                               "\"CE\"")});
    expectDiagnostics("null",
                      {errorAt({1, 1}, "a level file must be a JSON object { ... }, not null")});
}

TEST(LevelLoaderTopLevel, MissingKeysPointAtTheObject) {
    const std::string text = "\n{}";
    expectDiagnostics(text,
                      {errorAt({2, 1}, "missing \"name\" (the level's title, a string)"),
                       errorAt({2, 1}, "missing \"version\" (write \"version\": 1)"),
                       errorAt({2, 1}, "missing \"tiles\" (the map: an array of row strings)")});
}

TEST(LevelLoaderTopLevel, MissingVersion) {
    const std::string text = "{\"name\": \"T\", \"tiles\": [\"CE\"]}";
    expectDiagnostics(text, {errorAt({1, 1}, "missing \"version\" (write \"version\": 1)")});
}

TEST(LevelLoaderTopLevel, DuplicateKeyPointsAtTheSecondAndNamesTheFirstLine) {
    const std::string text = levelWithMembers("  \"name\": \"Again\",");
    expectDiagnostics(text, {errorAt(positionOfNth(text, "\"name\"", 2),
                                     "duplicate key \"name\"; it was already given on line 2")});
}

TEST(LevelLoaderTopLevel, DuplicateUnknownKeyIsAnError) {
    const std::string text = levelWithMembers("  \"x\": 1,\n  \"x\": 2,");
    expectDiagnostics(
        text, {warningAt(positionOfNth(text, "\"x\"", 1),
                         "unknown key \"x\" (kept when the level is saved; the game ignores it)"),
               errorAt(positionOfNth(text, "\"x\"", 2),
                       "duplicate key \"x\"; it was already given on line 4")});
}

TEST(LevelLoaderTopLevel, SchemaMustBeAString) {
    const std::string text = levelWithMembers("  \"$schema\": 7,");
    expectDiagnostics(text,
                      {errorAt(positionOf(text, "7,"), "\"$schema\" must be a string, not 7")});
}

// --- name, version, tileSize --------------------------------------------------------------------

TEST(LevelLoaderName, MissingNameOrWrongType) {
    std::string text = "{\"version\": 1, \"tiles\": [\"CE\"]}";
    expectDiagnostics(text, {errorAt({1, 1}, "missing \"name\" (the level's title, a string)")});
    text = "{\"name\": 42, \"version\": 1, \"tiles\": [\"CE\"]}";
    expectDiagnostics(
        text, {errorAt(positionOf(text, "42"), "\"name\" must be a non-empty string, not 42")});
    text = "{\"name\": \"\", \"version\": 1, \"tiles\": [\"CE\"]}";
    expectDiagnostics(text, {errorAt(positionOf(text, "\"\""),
                                     "\"name\" must be a non-empty string, not the string \"\"")});
    text = "{\"name\": [\"T\"], \"version\": 1, \"tiles\": [\"CE\"]}";
    expectDiagnostics(text, {errorAt(positionOf(text, "[\"T"),
                                     "\"name\" must be a non-empty string, not an array")});
    text = "{\"name\": null, \"version\": 1, \"tiles\": [\"CE\"]}";
    expectDiagnostics(
        text, {errorAt(positionOf(text, "null"), "\"name\" must be a non-empty string, not null")});
}

TEST(LevelLoaderVersion, UnsupportedOrWrong) {
    const auto versionText = [](const std::string& value) {
        return "{\"name\": \"T\", \"version\": " + value + ", \"tiles\": [\"CE\"]}";
    };
    const Point valueAt{1, 26};
    EXPECT_EQ(positionOf(versionText("3"), "3,").column, valueAt.column);
    expectDiagnostics(versionText("3"),
                      {errorAt(valueAt,
                               "unsupported version 3; this CatMaze reads version 1 and 2 level "
                               "files (a newer CatMaze may read it)")});
    expectDiagnostics(
        versionText("\"1\""),
        {errorAt(valueAt, "\"version\" must be the integer 1 or 2, not the string \"1\"")});
    expectDiagnostics(versionText("0"),
                      {errorAt(valueAt, "\"version\" must be the integer 1 or 2, not 0")});
    expectDiagnostics(versionText("-1"),
                      {errorAt(valueAt, "\"version\" must be the integer 1 or 2, not -1")});
    expectDiagnostics(versionText("1.5"),
                      {errorAt(valueAt, "\"version\" must be the integer 1 or 2, not 1.5")});
    expectDiagnostics(versionText("true"),
                      {errorAt(valueAt, "\"version\" must be the integer 1 or 2, not true")});
    expectDiagnostics(versionText("1.0"), {});
}

TEST(LevelLoaderTileSize, OutOfRangeOrNotAnInteger) {
    for (const std::string value : {"7", "257", "0", "-32", "16.5", "\"32\"", "null"}) {
        const std::string text = levelWithMembers("  \"tileSize\": " + value + ",");
        const std::string shown = value == "\"32\"" ? "the string \"32\"" : value;
        expectDiagnostics(text,
                          {errorAt(positionOf(text, value + ","),
                                   "\"tileSize\" must be an integer from 8 to 256, not " + shown)});
    }
}

// --- rules --------------------------------------------------------------------------------------

TEST(LevelLoaderRules, MustBeAnObject) {
    const std::string text = levelWithMembers("  \"rules\": [10, 14, 10],");
    expectDiagnostics(text, {errorAt(positionOf(text, "[10"),
                                     "\"rules\" must be an object such as {\"straightCost\": 10, "
                                     "\"diagonalCost\": 14, \"dogCostMultiplier\": 10}, not an "
                                     "array")});
}

TEST(LevelLoaderRules, NegativeCost) {
    const std::string text = levelWithMembers("  \"rules\": {\"straightCost\": -10},");
    expectDiagnostics(text, {errorAt(positionOf(text, "-10"),
                                     "\"straightCost\" must be a positive integer, not -10")});
}

TEST(LevelLoaderRules, NonIntegerZeroAndWrongTypeCosts) {
    const std::string text = levelWithMembers(
        "  \"rules\": {\"straightCost\": 0, \"diagonalCost\": 14.5, \"dogCostMultiplier\": "
        "\"10\"},");
    expectDiagnostics(
        text,
        {errorAt(positionOf(text, "0,"), "\"straightCost\" must be a positive integer, not 0"),
         errorAt(positionOf(text, "14.5"), "\"diagonalCost\" must be a positive integer, not 14.5"),
         errorAt(positionOf(text, "\"10\""),
                 "\"dogCostMultiplier\" must be a positive integer, not the string \"10\"")});
}

TEST(LevelLoaderRules, CostTooLarge) {
    const std::string text = levelWithMembers("  \"rules\": {\"dogCostMultiplier\": 1000001},");
    expectDiagnostics(text,
                      {errorAt(positionOf(text, "1000001"),
                               "\"dogCostMultiplier\" must be at most 1000000, not 1000001")});
    const LevelLoadResult atLimit =
        parseLevel(levelWithMembers("  \"rules\": {\"dogCostMultiplier\": 1000000},"), kFileName);
    ASSERT_TRUE(atLimit.ok());
    EXPECT_EQ(atLimit.level->rules.dogCostMultiplier, 1000000);
}

TEST(LevelLoaderRules, HugeCostDoesNotOverflow) {
    const std::string text = levelWithMembers("  \"rules\": {\"straightCost\": 1e300},");
    expectDiagnostics(text, {errorAt(positionOf(text, "1e300"),
                                     "\"straightCost\" must be at most 1000000, not 1e300")});
}

constexpr const char* kDiagonalTooCheap =
    "must be at least \"straightCost\" (10): the octile distance estimate is only admissible "
    "(never more than the true cost, so paths stay shortest) when a diagonal move costs no less "
    "than a straight one";

TEST(LevelLoaderRules, DiagonalCheaperThanStraightPointsAtTheDiagonal) {
    const std::string text =
        levelWithMembers("  \"rules\": {\"straightCost\": 10, \"diagonalCost\": 9},");
    expectDiagnostics(text, {errorAt(positionOf(text, "9}"),
                                     std::string("\"diagonalCost\" (9) ") + kDiagonalTooCheap)});
}

TEST(LevelLoaderRules, StraightAboveTheDefaultDiagonalPointsAtTheStraight) {
    const std::string text = levelWithMembers("  \"rules\": {\"straightCost\": 20},");
    expectDiagnostics(
        text, {errorAt(positionOf(text, "20}"),
                       "\"diagonalCost\" (14) must be at least \"straightCost\" (20): the octile "
                       "distance estimate is only admissible (never more than the true cost, so "
                       "paths stay shortest) when a diagonal move costs no less than a straight "
                       "one")});
}

TEST(LevelLoaderRules, DuplicateRule) {
    const std::string text = levelWithMembers(
        "  \"rules\": {\n    \"straightCost\": 10,\n    \"straightCost\": 12\n  },");
    expectDiagnostics(text, {errorAt(positionOfNth(text, "\"straightCost\"", 2),
                                     "duplicate key \"straightCost\" in \"rules\"; it was already "
                                     "given on line 5")});
}

}  // namespace
}  // namespace catmaze
