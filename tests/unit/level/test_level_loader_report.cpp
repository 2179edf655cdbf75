// Tests of the level loader (format version 1): several problems at once, and thousands of mutated
// levels.
//
// Each expected diagnostic is compared as its formatted line `FILE:LINE:COL: error: MESSAGE`, so a
// wrong file name, line, column, severity or message all fail. Expected lines and columns are
// computed from the test text itself (`positionOf`), independently of the parser.

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "catmaze/level/level_loader.hpp"

#include "loader_text.hpp"

namespace catmaze {
namespace {

using namespace test;

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

}  // namespace
}  // namespace catmaze
