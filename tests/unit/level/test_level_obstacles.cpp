// Tests of format version 2's "obstacles" (open-floor levels): loading, each diagnostic with its
// exact line:column, writing back, and version 1 files staying as they were.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/level_writer.hpp"

namespace catmaze {
namespace {

constexpr const char* kOpenFile = "open.json";

// A version-`version` level, 6 x 4 tiles, with `obstacles` (raw JSON) as its last member.
std::string levelText(int version, const std::string& obstacles) {
    return "{\n  \"name\": \"Open\",\n  \"version\": " + std::to_string(version) +
           ",\n  \"tiles\": [\n    \"......\",\n    \".C..E.\",\n    \"......\",\n"
           "    \"......\"\n  ],\n  \"obstacles\": " +
           obstacles + "\n}\n";
}

// "open.json:LINE:COL: error: MESSAGE" where LINE:COL is the first `needle` in `text` (on one
// line: the tests put every obstacle on the last lines, which hold no tabs or wide characters).
std::string errorAt(const std::string& text, const std::string& needle,
                    const std::string& message) {
    const std::size_t offset = text.find(needle);
    EXPECT_NE(offset, std::string::npos) << needle;
    int line = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    return std::string(kOpenFile) + ":" + std::to_string(line) + ":" +
           std::to_string(offset - lineStart + 1) + ": error: " + message;
}

std::vector<std::string> diagnostics(const std::string& text) {
    std::vector<std::string> lines;
    for (const Diagnostic& d : parseLevel(text, kOpenFile).diagnostics)
        lines.push_back(d.format());
    return lines;
}

TEST(LevelObstacles, Version2LoadsPolygonsAndIsOpenFloor) {
    const std::string text = levelText(2,
                                       "[{\"points\": [[2, 0.5], [3, 0.5], [3, 3.5], [2, 3.5]]}, "
                                       "{\"points\": [[4.5, 3], [6, 4], [4, 4]]}]");
    const LevelLoadResult r = parseLevel(text, kOpenFile);
    ASSERT_TRUE(r.ok()) << (r.diagnostics.empty() ? "" : r.diagnostics[0].format());
    EXPECT_EQ(r.level->version, 2);
    ASSERT_EQ(r.level->obstacles.size(), 2u);
    EXPECT_EQ(r.level->obstacles[0][1], (Vec2{3, 0.5}));
    EXPECT_EQ(r.level->obstacles[1].size(), 3u);
    EXPECT_TRUE(r.level->openFloor());
}

TEST(LevelObstacles, Version2WithoutObstaclesIsATileLevel) {
    const LevelLoadResult r =
        parseLevel("{\"name\": \"T\", \"version\": 2, \"tiles\": [\"CE\"]}", kOpenFile);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.level->version, 2);
    EXPECT_FALSE(r.level->openFloor());
}

TEST(LevelObstacles, ObstaclesNeedVersion2) {
    const std::string text = levelText(1, "[{\"points\": [[1, 1], [2, 1], [2, 2]]}]");
    EXPECT_EQ(diagnostics(text),
              std::vector<std::string>{errorAt(
                  text, "\"obstacles\"",
                  "\"obstacles\" needs format version 2 (write \"version\": 2); version 1 files "
                  "have tiles only")});
}

TEST(LevelObstacles, EachMistakeAtItsPlace) {
    std::string text = levelText(2, "{\"points\": []}");
    EXPECT_EQ(diagnostics(text),
              std::vector<std::string>{errorAt(
                  text, "{\"points\": []}",
                  "\"obstacles\" must be an array of polygons such as [{\"points\": [[x, y], "
                  "...]}], not an object")});

    text = levelText(2, "[7]");
    EXPECT_EQ(diagnostics(text),
              std::vector<std::string>{errorAt(
                  text, "7]", "obstacle 0 must be an object {\"points\": [[x, y], ...]}, not 7")});

    text = levelText(2, "[{\"pts\": []}]");
    EXPECT_EQ(diagnostics(text),
              (std::vector<std::string>{
                  errorAt(text, "{\"pts\"",
                          "obstacle 0 has no \"points\" (write {\"points\": [[x, y], ...]})"),
                  errorAt(text, "\"pts\"",
                          "unknown key \"pts\" in obstacle 0; an obstacle has only \"points\"")}));

    text = levelText(2, "[{\"points\": [[1, 1], [2, 1]]}]");
    EXPECT_EQ(diagnostics(text),
              std::vector<std::string>{errorAt(text, "[[1, 1]",
                                               "obstacle 0 has 2 points; a polygon needs at "
                                               "least 3")});

    text = levelText(2, "[{\"points\": [[1, 1], [2, \"x\"], [2, 2]]}]");
    EXPECT_EQ(diagnostics(text),
              std::vector<std::string>{
                  errorAt(text, "\"x\"",
                          "a coordinate of point 1 of obstacle 0 must be a number, not the string "
                          "\"x\"")});

    text = levelText(2, "[{\"points\": [[1, 1], 5, [2, 2]]}]");
    EXPECT_EQ(diagnostics(text),
              std::vector<std::string>{
                  errorAt(text, "5,", "point 1 of obstacle 0 must be [x, y], two numbers, not 5")});

    text = levelText(2, "[{\"points\": [[1, 1], [6.5, 1], [2, 2]]}]");
    EXPECT_EQ(diagnostics(text),
              std::vector<std::string>{errorAt(text, "[6.5",
                                               "point 1 of obstacle 0 (6.5, 1) is outside the "
                                               "map (x from 0 to 6, y from 0 to 4)")});

    // A bow tie: its edges cross.
    text = levelText(2,
                     "[{\"points\": [[1, 1], [3, 1]]}, {\"points\": [[1, 1], [3, 3], [3, 1], "
                     "[1, 3]]}]");
    EXPECT_EQ(diagnostics(text),
              (std::vector<std::string>{
                  errorAt(text, "[[1, 1], [3, 1]]",
                          "obstacle 0 has 2 points; a polygon needs at least 3"),
                  errorAt(text, "[[1, 1], [3, 3]",
                          "obstacle 1 is not a simple polygon: two of its edges cross or touch, "
                          "or it has no area")}));
}

TEST(LevelObstacles, WriterRoundTripsVersion2) {
    const std::string text = levelText(2, "[{\"points\": [[2, 0.5], [3, 0.5], [3, 3.25]]}]");
    const LevelLoadResult r = parseLevel(text, kOpenFile);
    ASSERT_TRUE(r.ok());
    const std::string written = formatLevel(*r.level);
    EXPECT_NE(written.find("\"version\": 2"), std::string::npos);
    EXPECT_NE(written.find("\"obstacles\": [\n    {\"points\": [[2, 0.5], [3, 0.5], [3, 3.25]]}\n"
                           "  ]\n}"),
              std::string::npos)
        << written;
    const LevelLoadResult again = parseLevel(written, kOpenFile);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.level->obstacles, r.level->obstacles);
    EXPECT_EQ(formatLevel(*again.level), written);
}

TEST(LevelObstacles, Version1FilesWriteBackUnchanged) {
    const std::string text =
        "{\n  \"name\": \"Old\",\n  \"version\": 1,\n  \"tiles\": [\n"
        "    \"C.E\"\n  ]\n}\n";
    const LevelLoadResult r = parseLevel(text, kOpenFile);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.level->version, 1);
    EXPECT_FALSE(r.level->openFloor());
    EXPECT_EQ(formatLevel(*r.level), text);
}

}  // namespace
}  // namespace catmaze

namespace catmaze {
namespace {

// Issue 19, finding 9: the format says a repeated key is an error, wherever it is.
TEST(LevelObstacles, ARepeatedPointsKeyIsAnError) {
    const std::string text = levelText(
        2, "[{\"points\": [[1, 1], [2, 1], [2, 2]],\n    \"points\": [[3, 1], [4, 1], [4, 2]]}]");
    EXPECT_EQ(diagnostics(text),
              std::vector<std::string>{errorAt(text, "\"points\": [[3",
                                               "duplicate key \"points\"; it was already given "
                                               "on line 10")});
}

TEST(LevelObstacles, ARepeatedKeyInsideAnUnknownKeyIsAnError) {
    std::string text = levelText(2, "[{\"points\": [[1, 1], [2, 1], [2, 2]]}]");
    text.insert(text.find("\"name\""), "\"extra\": {\"a\": 1, \"a\": 2},\n  ");
    const std::vector<std::string> found = diagnostics(text);
    ASSERT_EQ(found.size(), 2u) << ::testing::PrintToString(found);
    EXPECT_EQ(found[1], errorAt(text, "\"a\": 2",
                                "duplicate key \"a\"; it was already given on "
                                "line 2"));
}

}  // namespace
}  // namespace catmaze
