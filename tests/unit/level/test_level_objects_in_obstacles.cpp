// An object lying inside an obstacle of an open-floor level (issue 17 section 4): the loader
// warns at the object's character in "tiles" (file:line:col), naming the object and the
// obstacle; the level still loads, and the editor's check (validateLevel) gives the same words.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/level_validator.hpp"

namespace catmaze {
namespace {

constexpr const char* kYardFile = "yard.json";

// 8 x 4 open floor: a crate (obstacle 0) over columns 2-3 and a small one (obstacle 1) over
// column 6, with `rows` as the map.
std::string yardText(const std::vector<std::string>& rows) {
    std::string text = "{\n  \"name\": \"Yard\",\n  \"version\": 2,\n  \"tiles\": [\n";
    for (std::size_t r = 0; r < rows.size(); ++r)
        text += "    \"" + rows[r] + (r + 1 < rows.size() ? "\",\n" : "\"\n");
    return text +
           "  ],\n  \"obstacles\": [\n    {\"points\": [[2, 0.5], [4, 0.5], [4, 3.5], [2, 3.5]]},\n"
           "    {\"points\": [[6, 2], [7, 2], [7, 3], [6, 3]]}\n  ]\n}\n";
}

std::vector<std::string> formatted(const std::vector<Diagnostic>& diagnostics) {
    std::vector<std::string> lines;
    for (const Diagnostic& d : diagnostics)
        lines.push_back(d.format());
    return lines;
}

TEST(LevelObjectsInObstacles, TheLoaderWarnsAtEachObjectsCharacter) {
    // Row 1 is on line 6; its first character is in column 6 (after four spaces and a quote).
    const std::string text = yardText({"........", "C.BD...E", "...E..B.", "........"});
    const LevelLoadResult r = parseLevel(text, kYardFile);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(formatted(r.diagnostics),
              (std::vector<std::string>{
                  "yard.json:6:8: warning: the bone at (2,1) lies inside obstacle 0: the cat can "
                  "never reach it",
                  "yard.json:6:9: warning: the dog at (3,1) lies inside obstacle 0: the cat can "
                  "never meet it",
                  "yard.json:7:9: warning: the exit at (3,2) lies inside obstacle 0: the cat can "
                  "never reach it",
                  "yard.json:7:12: warning: the bone at (6,2) lies inside obstacle 1: the cat can "
                  "never reach it"}));
}

TEST(LevelObjectsInObstacles, TheCatsStartInsideAnObstacleIsNamed) {
    const std::string text = yardText({"........", "..C....E", "........", "........"});
    const LevelLoadResult r = parseLevel(text, kYardFile);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(formatted(r.diagnostics),
              (std::vector<std::string>{"yard.json:6:8: warning: the cat's start at (2,1) lies "
                                        "inside obstacle 0: the cat starts walled in"}));
}

TEST(LevelObjectsInObstacles, ObjectsOutsideEveryObstacleGiveNoWarning) {
    const std::string text = yardText({"B...D...", "C......E", "........", "....B..."});
    const LevelLoadResult r = parseLevel(text, kYardFile);
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.diagnostics.empty()) << formatted(r.diagnostics)[0];
}

TEST(LevelObjectsInObstacles, TheEditorsCheckGivesTheSameWordsWithoutAPlace) {
    const std::string text = yardText({"........", "C.B....E", "........", "........"});
    const LevelLoadResult r = parseLevel(text, kYardFile);
    ASSERT_TRUE(r.ok());
    const std::vector<Diagnostic> checked = validateLevel(*r.level, kYardFile);
    ASSERT_EQ(checked.size(), 1u);
    EXPECT_EQ(checked[0].severity, Severity::Warning);
    EXPECT_EQ(checked[0].message, r.diagnostics.at(0).message);
    EXPECT_EQ(checked[0].format(), "yard.json: warning: " + r.diagnostics[0].message);
}

TEST(LevelObjectsInObstacles, ATileLevelHasNone) {
    Level level = Level::filled(4, 3);
    level.set({1, 1}, TileKind::Bone);
    EXPECT_TRUE(objectsInObstacles(level).empty());
}

}  // namespace
}  // namespace catmaze
