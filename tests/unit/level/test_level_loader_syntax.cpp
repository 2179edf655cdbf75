// Tests of the level loader (format version 1): JSON syntax errors, each at its exact line and
// column, and how lines and columns are counted.
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

}  // namespace
}  // namespace catmaze
