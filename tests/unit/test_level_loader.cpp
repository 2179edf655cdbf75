// Tests of the level loader (format version 1): every diagnostic it can give, with its exact
// message, severity, line and column; the limits; files on disk; and what a valid level becomes.
//
// Each expected diagnostic is compared as its formatted line `FILE:LINE:COL: error: MESSAGE`, so a
// wrong file name, line, column, severity or message all fail. Expected lines and columns are
// computed from the test text itself (`positionOf`), independently of the parser.

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_loader.hpp"

namespace catmaze {
namespace {

using Rows = std::vector<std::string>;

constexpr const char* kFileName = "level.json";
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

// A 1-based line and column in test text.
struct Point {
    int line = 0;
    int column = 0;
};

// Where the first occurrence of `needle` at or after byte `from` starts in `text`, counted the
// way editors do: lines end at LF, CRLF or a lone CR; columns count UTF-8 characters; a byte
// order mark at the start of the file takes no column.
Point positionOf(std::string_view text, std::string_view needle, std::size_t from = 0) {
    const std::size_t offset = text.find(needle, from);
    if (offset == std::string_view::npos) {
        ADD_FAILURE() << "test text has no " << needle;
        return {};
    }
    Point point{1, 1};
    std::size_t i = text.substr(0, kByteOrderMark.size()) == kByteOrderMark ? 3 : 0;
    for (; i < offset; ++i) {
        const char c = text[i];
        if (c == '\n' || (c == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n'))) {
            ++point.line;
            point.column = 1;
        } else if (c != '\r' && (static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++point.column;
        }
    }
    return point;
}

// The same, for the `occurrence`-th (1-based) match of `needle`.
Point positionOfNth(std::string_view text, std::string_view needle, int occurrence) {
    std::size_t from = 0;
    for (int i = 1; i < occurrence; ++i)
        from = text.find(needle, from) + 1;
    return positionOf(text, needle, from);
}

// The formatted line a diagnostic should have.
std::string errorAt(Point at, const std::string& message) {
    return std::string(kFileName) + ":" + std::to_string(at.line) + ":" +
           std::to_string(at.column) + ": error: " + message;
}
std::string warningAt(Point at, const std::string& message) {
    return std::string(kFileName) + ":" + std::to_string(at.line) + ":" +
           std::to_string(at.column) + ": warning: " + message;
}
// A diagnostic about the whole file (no line, no column).
std::string fileError(const std::string& message) {
    return std::string(kFileName) + ": error: " + message;
}

std::vector<std::string> formatted(const LevelLoadResult& result) {
    std::vector<std::string> lines;
    for (const Diagnostic& d : result.diagnostics)
        lines.push_back(d.format());
    return lines;
}

// Parses `text` and checks it gives exactly `expected` (in order) and, when any is an error, no
// level.
void expectDiagnostics(const std::string& text, const std::vector<std::string>& expected) {
    const LevelLoadResult result = parseLevel(text, kFileName);
    EXPECT_EQ(formatted(result), expected) << "in:\n" << text;
    bool anyError = false;
    for (const std::string& line : expected)
        anyError = anyError || line.find(": error: ") != std::string::npos;
    EXPECT_EQ(result.ok(), !anyError);
}

// A level file in the writer's layout whose "tiles" rows are the raw JSON values `rowValues`
// (so tests can put numbers, escapes or anything else in the array).
std::string levelWithRawRows(const std::vector<std::string>& rowValues) {
    std::string text = "{\n  \"name\": \"Test\",\n  \"version\": 1,\n  \"tiles\": [";
    for (std::size_t i = 0; i < rowValues.size(); ++i)
        text += (i == 0 ? "\n    " : ",\n    ") + rowValues[i];
    return text + "\n  ]\n}\n";
}

// The same with plain row strings.
std::string levelWithRows(const Rows& rows) {
    std::vector<std::string> quoted;
    for (const std::string& row : rows)
        quoted.push_back('"' + row + '"');
    return levelWithRawRows(quoted);
}

// A level file with `members` (raw JSON, each "KEY": VALUE) between "version" and "tiles".
std::string levelWithMembers(const std::string& members) {
    return "{\n  \"name\": \"Test\",\n  \"version\": 1,\n" + members +
           "\n  \"tiles\": [\"#####\", \"#C.E#\", \"#####\"]\n}\n";
}

const Rows kSmallRows = {"#####", "#C.E#", "#####"};

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
                                       "rules are \"straightCost\", \"diagonalCost\" and "
                                       "\"dogCostMultiplier\"")});
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

// --- JSON syntax --------------------------------------------------------------------------------

TEST(LevelLoaderSyntax, MissingCommaBetweenMembers) {
    const std::string text = "{\n  \"name\": \"Test\"\n  \"version\": 1,\n  \"tiles\": [\"CE\"]\n}";
    expectDiagnostics(text,
                      {errorAt(positionOf(text, "\"version\""),
                               "unexpected '\"'; expected ',' or '}' after an object member")});
}

TEST(LevelLoaderSyntax, MissingCommaBetweenRows) {
    const std::string text = levelWithRawRows({"\"#C#\"", "\"#E#\" \"###\""});
    expectDiagnostics(text,
                      {errorAt(positionOf(text, "\"###\""),
                               "unexpected '\"'; expected ',' or ']' after an array element")});
}

TEST(LevelLoaderSyntax, TrailingCommaInArrayPointsAtTheComma) {
    const std::string text = "{\"name\": \"T\", \"version\": 1, \"tiles\": [\"CE\",\n  ]}";
    expectDiagnostics(text, {errorAt(positionOf(text, ",\n"), "trailing comma before ']'")});
}

TEST(LevelLoaderSyntax, TrailingCommaInObjectPointsAtTheComma) {
    const std::string text = "{\"name\": \"T\", \"version\": 1, \"tiles\": [\"CE\"],\n}";
    expectDiagnostics(text, {errorAt(positionOf(text, ",\n"), "trailing comma before '}'")});
}

TEST(LevelLoaderSyntax, EmptyFile) {
    expectDiagnostics("", {errorAt({1, 1}, "unexpected end of file; expected a value")});
}

TEST(LevelLoaderSyntax, TruncatedFileEndsAtTheLastPosition) {
    const std::string text = "{\n  \"name\": \"T\",\n  \"version\": 1\n";
    expectDiagnostics(text, {errorAt({4, 1}, "unexpected end of file; expected ',' or '}'")});
}

TEST(LevelLoaderSyntax, UnterminatedStringPointsAtItsOpeningQuote) {
    const std::string text = "{\"name\": \"T\", \"version\": 1, \"tiles\": [\"CE]}";
    expectDiagnostics(text, {errorAt(positionOf(text, "\"CE"), "unterminated string")});
}

TEST(LevelLoaderSyntax, StringCannotSpanLines) {
    const std::string text = "{\"name\": \"T\nX\", \"version\": 1, \"tiles\": [\"CE\"]}";
    expectDiagnostics(text, {errorAt(positionOf(text, "\"T"),
                                     "unterminated string (a string cannot span lines)")});
}

TEST(LevelLoaderSyntax, MisspelledLiteralIsQuotedWhole) {
    const std::string text = "{\"name\": \"T\", \"version\": 1, \"x\": tru, \"tiles\": [\"CE\"]}";
    expectDiagnostics(text, {errorAt(positionOf(text, "tru,"),
                                     "unexpected 'tru'; expected a value (did you "
                                     "mean true?)")});
}

TEST(LevelLoaderSyntax, SingleQuotesAreNotJson) {
    const std::string text = "{'name': 'T'}";
    expectDiagnostics(text, {errorAt(positionOf(text, "'name"),
                                     "unexpected '''; expected a key in double quotes")});
}

TEST(LevelLoaderSyntax, CommentsAreNotJson) {
    const std::string text = "{\n  // the first level\n  \"name\": \"T\"\n}";
    expectDiagnostics(
        text, {errorAt(positionOf(text, "//"), "unexpected '/'; expected a key in double quotes")});
}

TEST(LevelLoaderSyntax, MissingColon) {
    const std::string text = "{\"name\" \"T\"}";
    expectDiagnostics(
        text, {errorAt(positionOf(text, "\"T\""), "unexpected '\"'; expected ':' after the key")});
}

TEST(LevelLoaderSyntax, LeadingZero) {
    const std::string text = "{\"name\": \"T\", \"version\": 01, \"tiles\": [\"CE\"]}";
    expectDiagnostics(text, {errorAt(positionOf(text, "01"),
                                     "a number cannot start with 0 (leading zeros are not JSON)")});
}

TEST(LevelLoaderSyntax, NumberOutOfRange) {
    const std::string text = "{\"name\": \"T\", \"version\": 1e999, \"tiles\": [\"CE\"]}";
    expectDiagnostics(text, {errorAt(positionOf(text, "1e999"), "number 1e999 is out of range")});
}

TEST(LevelLoaderSyntax, DigitMissingAfterPointOrInExponent) {
    std::string text = "{\"version\": 1.}";
    expectDiagnostics(
        text, {errorAt(positionOf(text, "}"), "unexpected '}'; expected a digit after '.'")});
    text = "{\"version\": 1e+}";
    expectDiagnostics(
        text, {errorAt(positionOf(text, "}"), "unexpected '}'; expected a digit in the exponent")});
    text = "{\"version\": -x}";
    expectDiagnostics(text, {errorAt(positionOf(text, "x"), "unexpected 'x'; expected a digit")});
}

TEST(LevelLoaderSyntax, TextAfterTheValue) {
    const std::string text = levelWithRows(kSmallRows) + "}";
    expectDiagnostics(
        text, {errorAt(positionOfNth(text, "}", 2), "unexpected '}' after the JSON value")});
}

TEST(LevelLoaderSyntax, InvalidEscapePointsAtTheBackslash) {
    const std::string text = levelWithRawRows({R"("#C\q")"});
    expectDiagnostics(text, {errorAt(positionOf(text, "\\q"),
                                     "invalid escape '\\q'; use one of \\\" \\\\ \\/ \\b \\f \\n "
                                     "\\r \\t \\uXXXX")});
}

TEST(LevelLoaderSyntax, BadUnicodeEscapes) {
    std::string text = levelWithRawRows({R"("C\u12G4E")"});
    expectDiagnostics(
        text, {errorAt(positionOf(text, "\\u"), "\\u must be followed by four hex digits")});
    text = levelWithRawRows({R"("C\uDC00E")"});
    expectDiagnostics(text,
                      {errorAt(positionOf(text, "\\u"), "\\u escape is a lone low surrogate")});
    text = levelWithRawRows({R"("C\uD83DE")"});
    expectDiagnostics(text, {errorAt(positionOf(text, "\\u"),
                                     "\\u escape is a high surrogate without its low half")});
}

TEST(LevelLoaderSyntax, ControlCharacterInAString) {
    const std::string text = levelWithRawRows({"\"C\tE\""});
    expectDiagnostics(text, {errorAt(positionOf(text, "\t"),
                                     "control character (byte 0x09) in a string; write it as an "
                                     "escape such as \\t")});
}

TEST(LevelLoaderSyntax, InvalidUtf8PointsAtTheBadByte) {
    const std::string text = "{\"name\": \"Caf\xC3\xA9 \xFF\", \"version\": 1}";
    expectDiagnostics(text, {errorAt(positionOf(text, "\xFF"),
                                     "invalid UTF-8 in a string; save the file as UTF-8")});
}

TEST(LevelLoaderSyntax, Utf16FileIsRefusedAtTheFirstByte) {
    const std::string text("\xFF\xFE{\0", 4);
    expectDiagnostics(text, {errorAt({1, 1}, "unexpected byte 0xFF; expected a value")});
}

TEST(LevelLoaderSyntax, ColumnsCountCharactersNotBytes) {
    // "é" is two bytes but one column; the error is on the comma-less "version" after it.
    const std::string text = "{\"name\": \"\xC3\xA9\xC3\xA9\" \"version\": 1}";
    const LevelLoadResult r = parseLevel(text, kFileName);
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].line, 1);
    EXPECT_EQ(r.diagnostics[0].column, 15);
    EXPECT_EQ(positionOf(text, "\"version\"").column, 15);
}

TEST(LevelLoaderSyntax, NestingDeeperThanTheLimit) {
    const std::string text = "{\"x\": " + std::string(300, '[') + std::string(300, ']') + "}";
    // The 257th nested value (the root object is the first) is refused where it opens.
    expectDiagnostics(text, {errorAt({1, 7 + 255}, "nested deeper than 256 levels")});
}

TEST(LevelLoaderSyntax, MoreValuesThanTheLimit) {
    std::string zeros;
    for (int i = 0; i < 200000; ++i)
        zeros += "0,";
    const std::string text = "{\"x\": [" + zeros + "0]}";
    // The root, the array and 199998 zeros make 200000 values; the next zero is one too many.
    const Point at{1, 8 + 2 * 199998};
    expectDiagnostics(text, {errorAt(at,
                                     "more than 200000 values; the file is too large to be a "
                                     "level")});
}

// --- line endings and byte order mark -----------------------------------------------------------

TEST(LevelLoaderPositions, ByteOrderMarkTakesNoColumn) {
    const std::string text = std::string(kByteOrderMark) + "{\"name\": 5}";
    expectDiagnostics(text,
                      {errorAt({1, 1}, "missing \"version\" (write \"version\": 1)"),
                       errorAt({1, 1}, "missing \"tiles\" (the map: an array of row strings)"),
                       errorAt({1, 10}, "\"name\" must be a non-empty string, not 5")});
}

TEST(LevelLoaderPositions, CrlfCountsAsOneLineBreak) {
    const std::string text =
        "{\r\n  \"name\": \"T\",\r\n  \"version\": 1,\r\n  \"tiles\": [\r\n"
        "    \"#X#\",\r\n    \"CE.\"\r\n  ]\r\n}\r\n";
    expectDiagnostics(text, {errorAt({5, 7}, "unknown tile 'X' at (1,0); use one of # . C B D E")});
    EXPECT_EQ(positionOf(text, "X#").line, 5);
    EXPECT_EQ(positionOf(text, "X#").column, 7);
}

TEST(LevelLoaderPositions, LoneCrIsALineBreak) {
    const std::string text = "{\r\"name\": \"T\",\r\"version\": 3,\r\"tiles\": [\"CE\"]}";
    expectDiagnostics(text, {errorAt({3, 12},
                                     "unsupported version 3; this CatMaze reads version 1 "
                                     "and 2 level files (a newer CatMaze may read it)")});
}

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

// --- several problems at once -------------------------------------------------------------------

TEST(LevelLoaderReport, EveryProblemIsReportedInFileOrder) {
    const std::string text = R"({
  "name": "",
  "version": 3,
  "colour": "blue",
  "tileSize": 4,
  "rules": {"straightCost": -1},
  "tiles": ["#C#", "#Z", "#C#"]
})";
    expectDiagnostics(
        text,
        std::vector<std::string>{
            errorAt(positionOf(text, "\"\""),
                    "\"name\" must be a non-empty string, not the string \"\""),
            errorAt(positionOf(text, "3,"),
                    "unsupported version 3; this CatMaze reads "
                    "version 1 and 2 level files (a newer CatMaze may "
                    "read it)"),
            warningAt(positionOf(text, "\"colour\""),
                      "unknown key \"colour\" (kept when the level is saved; the game "
                      "ignores it)"),
            errorAt(positionOf(text, "4,"), "\"tileSize\" must be an integer from 8 to 256, not 4"),
            errorAt(positionOf(text, "-1"), "\"straightCost\" must be a positive integer, not -1"),
            errorAt(positionOf(text, "[\"#C#\""), "no exit 'E'; a level needs at least one"),
            errorAt(positionOf(text, "\"#Z\""), "row 1 has 2 tiles, expected 3"),
            errorAt(positionOf(text, "Z\""), "unknown tile 'Z' at (1,1); use one of # . C B D E"),
            errorAt(positionOfNth(text, "C#\"", 2),
                    "2 cat starts, at (1,0) and (1,2); a level needs exactly one")});
}

// --- robustness ---------------------------------------------------------------------------------

// Lines in `text` as the loader counts them (LF, CRLF or lone CR end a line).
int lineCount(std::string_view text) {
    int lines = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n')))
            ++lines;
    }
    return lines;
}

TEST(LevelLoaderRobustness, MutatedLevelsGiveDiagnosticsOrValidLevels) {
    // Thousands of small random edits of a valid level (deterministic): the loader never throws
    // or crashes (the sanitizer build checks memory), every error points inside the text, and a
    // level it accepts is well formed.
    const std::string original = R"({
  "$schema": "./level.schema.json",
  "name": "Caf\u00e9 \ud83d\ude3a",
  "version": 1,
  "tileSize": 32,
  "rules": {"straightCost": 10, "diagonalCost": 14, "dogCostMultiplier": 10},
  "tiles": [
    "##########",
    "#C..B...E#",
    "#.##D###.#",
    "##########"
  ],
  "extra": [1, 2.5e3, null, true, {"k": "v"}]
})";
    const std::string pieces[] = {"\"",      "\\", "\\u", "{", "}",   "[",        "]",
                                  ",",       ":",  "C",   "E", "X",   "\xC3\xA9", "\xFF",
                                  "\r\n",    "\r", "\n",  "-", "1e9", " ",        "\xEF\xBB\xBF",
                                  "\\ud800", "0",  ".",   "\t"};
    std::uint32_t state = 12345;
    const auto random = [&](std::uint32_t bound) {
        state = state * 1664525u + 1013904223u;
        return (state >> 8) % bound;
    };
    int accepted = 0;
    for (int round = 0; round < 3000; ++round) {
        std::string text = original;
        const int edits = 1 + static_cast<int>(random(3));
        for (int e = 0; e < edits; ++e) {
            const std::size_t at = random(static_cast<std::uint32_t>(text.size()));
            const std::string& piece = pieces[random(std::size(pieces))];
            switch (random(3)) {
                case 0:
                    text.insert(at, piece);
                    break;
                case 1:
                    text.erase(at, 1 + random(4));
                    break;
                default:
                    text.replace(at, 1, piece);
                    break;
            }
        }
        const LevelLoadResult r = parseLevel(text, kFileName);
        for (const Diagnostic& d : r.diagnostics) {
            EXPECT_FALSE(d.message.empty());
            EXPECT_EQ(d.file, kFileName);
            EXPECT_GE(d.line, 0);
            EXPECT_LE(d.line, lineCount(text)) << d.format() << "\nin:\n" << text;
            EXPECT_EQ(d.line == 0, d.column == 0) << d.format();
        }
        EXPECT_EQ(r.ok(), !hasErrors(r.diagnostics));
        if (!r.ok())
            continue;
        ++accepted;
        const Level& level = *r.level;
        EXPECT_EQ(level.tiles.size(), static_cast<std::size_t>(level.size.cellCount()));
        EXPECT_EQ(level.find(TileKind::CatStart).size(), 1u) << text;
        EXPECT_FALSE(level.find(TileKind::Exit).empty()) << text;
        EXPECT_FALSE(level.name.empty());
    }
    // Some edits (inside strings, whitespace) keep the level valid; most break it.
    EXPECT_GT(accepted, 0);
    EXPECT_LT(accepted, 3000);
}

// --- files on disk ------------------------------------------------------------------------------

// A fresh directory per test, removed afterwards.
class LevelFile : public testing::Test {
  protected:
    void SetUp() override {
        const testing::TestInfo* info = testing::UnitTest::GetInstance()->current_test_info();
        dir_ = std::filesystem::temp_directory_path() /
               ("catmaze_level_loader_" + std::string(info->name()) + "_" +
                std::to_string(::getpid()));
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override {
        std::error_code ignored;
        std::filesystem::remove_all(dir_, ignored);
    }

    std::filesystem::path write(const std::string& name, const std::string& text) {
        const std::filesystem::path path = dir_ / name;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

    std::filesystem::path dir_;
};

TEST_F(LevelFile, ValidFileLoads) {
    const LevelLoadResult r = loadLevelFile(write("ok.json", levelWithRows(kSmallRows)));
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.diagnostics.empty());
    EXPECT_EQ(r.level->rows(), kSmallRows);
    EXPECT_EQ(r.level->name, "Test");
}

TEST_F(LevelFile, DiagnosticsNameTheFileAndFormatGccStyle) {
    const std::string text =
        levelWithRows({"##########", "#C..B...E#", "#.##D###.#", "#......#", "##########"});
    const std::filesystem::path path = write("broken level.json", text);
    const LevelLoadResult r = loadLevelFile(path);
    ASSERT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    const Diagnostic& d = r.diagnostics[0];
    EXPECT_EQ(d.severity, Severity::Error);
    EXPECT_EQ(d.file, path.string());
    EXPECT_EQ(d.line, 8);
    EXPECT_EQ(d.column, 5);
    EXPECT_EQ(d.message, "row 3 has 8 tiles, expected 10");
    EXPECT_EQ(d.format(), path.string() + ":8:5: error: row 3 has 8 tiles, expected 10");
}

TEST_F(LevelFile, WarningFormatsGccStyle) {
    const std::filesystem::path path =
        write("w.json", "{\"name\": \"T\", \"version\": 1, \"tiles\": [\"CE\"], \"notes\": 1}");
    const LevelLoadResult r = loadLevelFile(path);
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].format(),
              path.string() +
                  ":1:46: warning: unknown key \"notes\" (kept when the level is saved; the game "
                  "ignores it)");
}

TEST_F(LevelFile, MissingFile) {
    const std::filesystem::path path = dir_ / "nowhere.json";
    const LevelLoadResult r = loadLevelFile(path);
    ASSERT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].line, 0);
    EXPECT_EQ(r.diagnostics[0].format(),
              path.string() + ": error: cannot open: No such file or directory");
}

TEST_F(LevelFile, DirectoryIsNotALevel) {
    const LevelLoadResult r = loadLevelFile(dir_);
    ASSERT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].format(), dir_.string() + ": error: cannot open: it is a directory");
}

TEST_F(LevelFile, FileOverSixteenMebibytesIsRefusedWithoutReadingIt) {
    const std::filesystem::path path = write("huge.json", "");
    std::filesystem::resize_file(path, static_cast<std::uintmax_t>(kMaxLevelFileBytes) + 1);
    const LevelLoadResult r = loadLevelFile(path);
    ASSERT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].format(),
              path.string() +
                  ": error: the file is 16777217 bytes; a level file is at most 16777216 bytes "
                  "(16 MiB)");
}

TEST_F(LevelFile, FileOfExactlySixteenMebibytesIsRead) {
    // Sixteen MiB of spaces: within the limit, so it is read, and is not JSON.
    const std::filesystem::path path =
        write("big.json", std::string(static_cast<std::size_t>(kMaxLevelFileBytes), ' '));
    const LevelLoadResult r = loadLevelFile(path);
    ASSERT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].format(),
              path.string() + ":1:16777217: error: unexpected end of file; expected a value");
}

TEST_F(LevelFile, ByteOrderMarkAndCrlfFromAWindowsEditor) {
    std::string text(kByteOrderMark);
    for (const char c : levelWithRows({"#####", "#C.E#", "#.Q.#", "#####"}))
        text += c == '\n' ? std::string("\r\n") : std::string(1, c);
    const std::filesystem::path path = write("windows.json", text);
    const LevelLoadResult r = loadLevelFile(path);
    ASSERT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].format(),
              path.string() + ":7:8: error: unknown tile 'Q' at (2,2); use one of # . C B D E");
}

// --- Diagnostic::format -------------------------------------------------------------------------

TEST(DiagnosticFormat, LineAndColumnAreLeftOutWhenUnknown) {
    EXPECT_EQ((Diagnostic{Severity::Error, "a.json", 3, 7, "bad"}).format(),
              "a.json:3:7: error: bad");
    EXPECT_EQ((Diagnostic{Severity::Warning, "a.json", 3, 7, "odd"}).format(),
              "a.json:3:7: warning: odd");
    EXPECT_EQ((Diagnostic{Severity::Error, "a.json", 3, 0, "bad"}).format(),
              "a.json:3: error: bad");
    EXPECT_EQ((Diagnostic{Severity::Error, "a.json", 0, 0, "bad"}).format(), "a.json: error: bad");
}

TEST(DiagnosticFormat, HasErrorsIgnoresWarnings) {
    EXPECT_FALSE(hasErrors({}));
    EXPECT_FALSE(hasErrors({{Severity::Warning, "a", 1, 1, "w"}}));
    EXPECT_TRUE(
        hasErrors({{Severity::Warning, "a", 1, 1, "w"}, {Severity::Error, "a", 2, 1, "e"}}));
}

}  // namespace
}  // namespace catmaze
