// Tests of the level loader (format version 1): the tiles' shape, limits and contents.
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

// --- tiles: shape -------------------------------------------------------------------------------

TEST(LevelLoaderTiles, MustBeAnArrayOfStrings) {
    std::string text = "{\"name\": \"T\", \"version\": 1, \"tiles\": \"#C.E#\"}";
    expectDiagnostics(text, {errorAt(positionOf(text, "\"#C"),
                                     "\"tiles\" must be an array of strings, not the string "
                                     "\"#C.E#\"")});
    text = "{\"name\": \"T\", \"version\": 1, \"tiles\": {\"row\": \"CE\"}}";
    expectDiagnostics(text, {errorAt(positionOf(text, "{\"row"),
                                     "\"tiles\" must be an array of strings, not an object")});
}

TEST(LevelLoaderTiles, RowThatIsNotAStringPointsAtIt) {
    const std::string text = levelWithRawRows({"\"#####\"", "\"#C.E#\"", "12345", "[\"#\"]"});
    expectDiagnostics(text, {errorAt(positionOf(text, "12345"),
                                     "\"tiles\" must be an array of strings; row 2 is 12345"),
                             errorAt(positionOf(text, "[\"#\"]"),
                                     "\"tiles\" must be an array of strings; row 3 is an array")});
}

TEST(LevelLoaderTiles, NoRowIsAString) {
    const std::string text = levelWithRawRows({"1", "null"});
    expectDiagnostics(text, {errorAt(positionOf(text, "1,\n    null"),
                                     "\"tiles\" must be an array of strings; row 0 is 1"),
                             errorAt(positionOf(text, "null"),
                                     "\"tiles\" must be an array of strings; row 1 is null")});
}

TEST(LevelLoaderTiles, EmptyArray) {
    const std::string text = "{\"name\": \"T\", \"version\": 1, \"tiles\": []}";
    expectDiagnostics(text, {errorAt(positionOf(text, "[]"),
                                     "\"tiles\" is empty; a level needs at least one row")});
}

TEST(LevelLoaderTiles, EmptyFirstRow) {
    const std::string text = levelWithRows({"", "#C.E#"});
    expectDiagnostics(text, {errorAt(positionOf(text, "\"\""), "row 0 is empty")});
}

TEST(LevelLoaderTiles, EmptyLaterRowHasZeroTiles) {
    const std::string text = levelWithRows({"#C.E#", ""});
    expectDiagnostics(text, {errorAt(positionOf(text, "\"\""), "row 1 has 0 tiles, expected 5")});
}

TEST(LevelLoaderTiles, RowOfTheWrongLengthPointsAtTheRow) {
    const std::string text =
        levelWithRows({"##########", "#C..B...E#", "#.##D###.#", "#......#", "##########"});
    expectDiagnostics(
        text, {errorAt(positionOf(text, "\"#......#\""), "row 3 has 8 tiles, expected 10")});
}

TEST(LevelLoaderTiles, EveryRowOfTheWrongLengthIsReported) {
    const std::string text = levelWithRows({"#C.E#", "#.#", "#######", "#####"});
    expectDiagnostics(text,
                      {errorAt(positionOf(text, "\"#.#\""), "row 1 has 3 tiles, expected 5"),
                       errorAt(positionOf(text, "\"#######\""), "row 2 has 7 tiles, expected 5")});
}

TEST(LevelLoaderTiles, RowLengthCountsCharactersNotBytes) {
    const std::string text = levelWithRows({"#C.E#", "#\xC3\xA9..#"});
    expectDiagnostics(text, {errorAt(positionOf(text, "\xC3\xA9"),
                                     "unknown tile '\xC3\xA9' at (1,1); use one of # . C B D E")});
}

// --- tiles: limits ------------------------------------------------------------------------------

TEST(LevelLoaderLimits, TooManyRows) {
    const Rows rows(kMaxLevelSide + 1, "#");
    const std::string text = levelWithRows(rows);
    expectDiagnostics(text, {errorAt(positionOf(text, "[\n"),
                                     "\"tiles\" has 1025 rows; a level has at most 1024")});
}

TEST(LevelLoaderLimits, FirstRowTooWide) {
    const std::string wide(kMaxLevelSide + 1, '.');
    const std::string text = levelWithRows({wide, wide});
    expectDiagnostics(text, {errorAt(positionOf(text, "\"" + wide),
                                     "row 0 has 1025 tiles; a level is at most 1024 wide")});
}

TEST(LevelLoaderLimits, HugeRowIsRefusedWithoutAllocatingTheGrid) {
    // 4 million tiles in one row: refused by width before any grid exists.
    const std::string huge(4'000'000, '.');
    const std::string text = levelWithRows({huge, "C", "E"});
    expectDiagnostics(text, {errorAt(positionOf(text, "\"."),
                                     "row 0 has 4000000 tiles; a level is at most 1024 wide")});
}

TEST(LevelLoaderLimits, TextOverSixteenMebibytesIsRefusedBeforeParsing) {
    const std::string text(static_cast<std::size_t>(kMaxLevelFileBytes) + 1, ' ');
    expectDiagnostics(text, {fileError("the file is 16777217 bytes; a level file is at most "
                                       "16777216 bytes (16 MiB)")});
}

// --- tiles: contents ----------------------------------------------------------------------------

TEST(LevelLoaderTiles, UnknownTilePointsAtTheCharacter) {
    const std::string text =
        levelWithRows({"##########", "#C..B...E#", "#.##X###.#", "#........#", "##########"});
    expectDiagnostics(text, {errorAt(positionOf(text, "X###"),
                                     "unknown tile 'X' at (4,2); use one of # . C B D E")});
}

TEST(LevelLoaderTiles, EveryUnknownTileIsReportedInFileOrder) {
    const std::string text = levelWithRows({"#C.E#", "#x y#", "#####"});
    expectDiagnostics(
        text,
        {errorAt(positionOf(text, "x"), "unknown tile 'x' at (1,1); use one of # . C B D E"),
         errorAt(positionOf(text, " y"), "unknown tile ' ' at (2,1); use one of # . C B D E"),
         errorAt(positionOf(text, "y#"), "unknown tile 'y' at (3,1); use one of # . C B D E")});
}

TEST(LevelLoaderTiles, UnknownTileWrittenAsAnEscapePointsAtTheEscape) {
    // Columns follow the text as written: the escape "\u0041" takes six columns.
    const std::string text = levelWithRawRows({R"("C\u0041\tE")"});
    expectDiagnostics(
        text,
        {errorAt(positionOf(text, "\\u0041"), "unknown tile 'A' at (1,0); use one of # . C B D E"),
         errorAt(positionOf(text, "\\t"), "unknown tile U+0009 at (2,0); use one of # . C B D E")});
}

TEST(LevelLoaderTiles, EscapedTileCharactersAreTiles) {
    const LevelLoadResult r = parseLevel(levelWithRawRows({R"("\u0043\u002e\u0045")"}), kFileName);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.level->rows(), (Rows{"C.E"}));
}

TEST(LevelLoaderTiles, NoCatStart) {
    const std::string text = levelWithRows({"#####", "#..E#", "#####"});
    expectDiagnostics(
        text, {errorAt(positionOf(text, "[\n"), "no cat start 'C'; a level needs exactly one")});
}

TEST(LevelLoaderTiles, TwoCatStartsPointAtTheSecond) {
    const std::string text = levelWithRows({"#######", "#C..E.#", "#....C#", "#######"});
    expectDiagnostics(text,
                      {errorAt(positionOf(text, "C#\""),
                               "2 cat starts, at (1,1) and (5,2); a level needs exactly one")});
}

TEST(LevelLoaderTiles, ThreeCatStartsAreAllListed) {
    const std::string text = levelWithRows({"CCEC"});
    expectDiagnostics(text, {errorAt(positionOf(text, "CEC"),
                                     "3 cat starts, at (0,0), (1,0) and (3,0); a level needs "
                                     "exactly one")});
}

TEST(LevelLoaderTiles, ManyCatStartsListTheFirstFive) {
    const std::string text = levelWithRows({"CCCCCCCE"});
    expectDiagnostics(text, {errorAt(positionOf(text, "CCCCCCE"),
                                     "7 cat starts, at (0,0), (1,0), (2,0), (3,0), (4,0), ...; a "
                                     "level needs exactly one")});
}

TEST(LevelLoaderTiles, NoExit) {
    const std::string text = levelWithRows({"#####", "#C.B#", "#####"});
    expectDiagnostics(
        text, {errorAt(positionOf(text, "[\n"), "no exit 'E'; a level needs at least one")});
}

TEST(LevelLoaderTiles, NoCatAndNoExit) {
    const std::string text = levelWithRows({"..."});
    const Point tiles = positionOf(text, "[\n");
    expectDiagnostics(text, {errorAt(tiles, "no cat start 'C'; a level needs exactly one"),
                             errorAt(tiles, "no exit 'E'; a level needs at least one")});
}

TEST(LevelLoaderTiles, OnlyTheFirstTwentyErrorsAreShown) {
    const std::string text = levelWithRows({"CE" + std::string(25, '?')});
    const LevelLoadResult r = parseLevel(text, kFileName);
    ASSERT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 21u);
    const Point firstUnknown = positionOf(text, "?");
    EXPECT_EQ(r.diagnostics[0].format(),
              errorAt(firstUnknown, "unknown tile '?' at (2,0); use one of # . C B D E"));
    EXPECT_EQ(r.diagnostics[19].format(),
              errorAt({firstUnknown.line, firstUnknown.column + 19},
                      "unknown tile '?' at (21,0); use one of # . C B D E"));
    EXPECT_EQ(r.diagnostics[20].format(), fileError("too many errors; showing the first 20 of 25"));
}

TEST(LevelLoaderTiles, TheFirstTwentyErrorsAreTheFirstInTheFile) {
    // "missing name" is found after all the tile errors but is on line 1, so it is shown and the
    // last tile error is not.
    const std::string text = "{\"version\": 1, \"tiles\": [\"CE" + std::string(20, '?') + "\"]}";
    const LevelLoadResult r = parseLevel(text, kFileName);
    ASSERT_EQ(r.diagnostics.size(), 21u);
    EXPECT_EQ(r.diagnostics[0].format(),
              errorAt({1, 1}, "missing \"name\" (the level's title, a string)"));
    const Point firstUnknown = positionOf(text, "?");
    EXPECT_EQ(r.diagnostics[1].format(),
              errorAt(firstUnknown, "unknown tile '?' at (2,0); use one of # . C B D E"));
    EXPECT_EQ(r.diagnostics[19].format(),
              errorAt({firstUnknown.line, firstUnknown.column + 18},
                      "unknown tile '?' at (20,0); use one of # . C B D E"));
    EXPECT_EQ(r.diagnostics[20].format(), fileError("too many errors; showing the first 20 of 21"));
}

TEST(LevelLoaderLimits, LargestLevelOfUnknownTilesIsReportedQuickly) {
    // A million bad tiles: the first twenty problems in the file are reported (the missing cat and
    // exit, at the array, come first), and finding where each tile is takes one pass per row.
    const Rows rows(kMaxLevelSide, std::string(kMaxLevelSide, '?'));
    const std::string text = levelWithRows(rows);
    const LevelLoadResult r = parseLevel(text, kFileName);
    ASSERT_EQ(r.diagnostics.size(), 21u);
    const Point tiles = positionOf(text, "[\n");
    EXPECT_EQ(r.diagnostics[0].format(),
              errorAt(tiles, "no cat start 'C'; a level needs exactly one"));
    EXPECT_EQ(r.diagnostics[1].format(), errorAt(tiles, "no exit 'E'; a level needs at least one"));
    const Point firstUnknown = positionOf(text, "?");
    EXPECT_EQ(r.diagnostics[2].format(),
              errorAt(firstUnknown, "unknown tile '?' at (0,0); use one of # . C B D E"));
    EXPECT_EQ(r.diagnostics[19].format(),
              errorAt({firstUnknown.line, firstUnknown.column + 17},
                      "unknown tile '?' at (17,0); use one of # . C B D E"));
    EXPECT_EQ(r.diagnostics[20].format(),
              fileError("too many errors; showing the first 20 of 1048578"));
}

TEST(LevelLoaderLimits, LargestLevelOfCatsIsReportedQuickly) {
    Rows rows(kMaxLevelSide, std::string(kMaxLevelSide, 'C'));
    rows[0][0] = 'E';
    const std::string text = levelWithRows(rows);
    const LevelLoadResult r = parseLevel(text, kFileName);
    ASSERT_EQ(r.diagnostics.size(), 1u);
    const Point exit = positionOf(text, "EC");
    const Point secondCat{exit.line, exit.column + 2};
    EXPECT_EQ(r.diagnostics[0].format(),
              errorAt(secondCat,
                      "1048575 cat starts, at (1,0), (2,0), (3,0), (4,0), (5,0), ...; a "
                      "level needs exactly one"));
}

}  // namespace
}  // namespace catmaze
