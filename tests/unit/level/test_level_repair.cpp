// Opening a level file that does not load in the editor, to repair it: the tiles as written
// (padded, unknown characters as floor), everything else the loader can read, and the changes
// said in words.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/level/level_repair.hpp"
#include "catmaze/level/level_writer.hpp"

namespace catmaze {
namespace {

using Rows = std::vector<std::string>;

TEST(LevelRepair, AFileThatLoadsIsOpenedAsItIs) {
    const std::string text =
        R"({"name": "Fine", "version": 1, "tiles": ["#####", "#C.E#", "#####"]})";
    const LevelDraft draft = draftLevel(text, "fine.json");
    ASSERT_TRUE(draft.level.has_value()) << draft.problem;
    EXPECT_TRUE(draft.fixes.empty());
    EXPECT_EQ(draft.level->name, "Fine");
    EXPECT_EQ(draft.level->rows(), (Rows{"#####", "#C.E#", "#####"}));
}

TEST(LevelRepair, RaggedRowsAndUnknownTilesBecomeFloorAndTheRestIsKept) {
    // Row 1 is short, row 2 has an 'x' and a second cat; the rules and an unknown key are fine.
    const std::string text = R"({
  "$schema": "./level.schema.json",
  "name": "Broken",
  "version": 1,
  "rules": {"straightCost": 3, "diagonalCost": 4, "dogCostMultiplier": 5},
  "author": "someone",
  "tiles": ["#####", "#C.", "#xCE#", "#####"]
})";
    const LevelDraft draft = draftLevel(text, "broken.json");
    ASSERT_TRUE(draft.level.has_value()) << draft.problem;
    const Level& level = *draft.level;
    EXPECT_EQ(level.rows(), (Rows{"#####", "#C...", "#.CE#", "#####"}));
    EXPECT_EQ(level.name, "Broken");
    EXPECT_EQ(level.rules.straightCost, 3);
    EXPECT_EQ(level.rules.dogCostMultiplier, 5);
    EXPECT_EQ(level.schema, "./level.schema.json");
    ASSERT_EQ(level.extraKeys.size(), 1U);
    EXPECT_EQ(level.extraKeys[0].name, "author");
    EXPECT_EQ(draft.fixes, (std::vector<std::string>{"row 1 padded with 2 floor tile(s)",
                                                     "unknown tile \"x\" at (1,2) is now floor"}));
    // Two cats stay two cats: that is the designer's to fix, and the editor's check says so.
    EXPECT_EQ(level.find(TileKind::CatStart).size(), 2U);
    // Saved, it is a level file again (it loads once the second cat is gone).
    EXPECT_NE(formatLevel(level).find("\"author\""), std::string::npos);
}

TEST(LevelRepair, AMissingNameAndABadVersionGetDefaults) {
    const LevelDraft draft = draftLevel(R"({"version": 7, "tiles": ["C.E"]})", "x.json");
    ASSERT_TRUE(draft.level.has_value()) << draft.problem;
    EXPECT_EQ(draft.level->name, "Repaired level");
    EXPECT_EQ(draft.level->version, 1);
    EXPECT_EQ(draft.fixes,
              (std::vector<std::string>{"no name: now \"Repaired level\"", "version set to 1"}));
}

TEST(LevelRepair, FieldsTheLoaderRefusesAreLeftAtTheirDefaults) {
    const LevelDraft draft =
        draftLevel(R"({"name": "R", "version": 1, "rules": {"straightCost": -1},
                      "tiles": ["C.", ".E", "."]})",
                   "r.json");
    ASSERT_TRUE(draft.level.has_value()) << draft.problem;
    EXPECT_EQ(draft.level->rules, LevelRules{});
    EXPECT_EQ(draft.level->rows(), (Rows{"C.", ".E", ".."}));
    ASSERT_FALSE(draft.fixes.empty());
    EXPECT_EQ(draft.fixes.back(),
              "its other fields (rules, tile size, obstacles...) could not be read: left at "
              "their defaults");
}

TEST(LevelRepair, TextWithoutTilesCannotBeRepairedHere) {
    EXPECT_FALSE(draftLevel("{ not json", "a.json").level.has_value());
    EXPECT_EQ(draftLevel("{ not json", "a.json").problem,
              "it is not a JSON object: fix it in a text editor");
    EXPECT_FALSE(draftLevel("[1, 2]", "b.json").level.has_value());
    const LevelDraft noTiles = draftLevel(R"({"name": "N", "version": 1})", "c.json");
    EXPECT_FALSE(noTiles.level.has_value());
    EXPECT_EQ(noTiles.problem, "it has no rows of tiles to edit: fix it in a text editor");
    EXPECT_FALSE(draftLevel(R"({"tiles": ["", ""]})", "d.json").level.has_value());
}

}  // namespace
}  // namespace catmaze
