// Patrols beyond the loader: validateLevel (the editor's live check, and converted levels) gives
// the loader's messages; a file that does not load keeps the patrols that fit its repaired map;
// the editor's resizes move patrols with the tiles.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/level/level_editor.hpp"
#include "catmaze/level/level_repair.hpp"
#include "catmaze/level/level_validator.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

// Dogs at (2,1) and (4,2); a wall at (2,2) below the first.
const std::vector<std::string> kRoundsRows = {"#######", "#CD..E#", "#.#.D.#", "#######"};

Level roundsLevel(std::vector<Patrol> patrols) {
    Level level = test::levelFrom(kRoundsRows);
    level.name = "Rounds";
    level.version = 2;
    level.patrols = std::move(patrols);
    return level;
}

std::vector<std::string> validatedMessagesOf(const Level& level) {
    std::vector<std::string> lines;
    for (const Diagnostic& d : validateLevel(level, "rounds.json"))
        lines.push_back(d.format());
    return lines;
}

TEST(PatrolsValidated, AValidLevelHasNoDiagnostics) {
    EXPECT_TRUE(validatedMessagesOf(roundsLevel({{{{2, 1}, {3, 1}, {4, 1}}, false},
                                                 {{{4, 2}, {3, 2}, {3, 1}, {4, 1}}, true}}))
                    .empty());
}

TEST(PatrolsValidated, WithTheLoadersMessagesAndNoPosition) {
    const Level level = roundsLevel({{{{2, 1}, {2, 2}}, false},  // into the wall
                                     {{{3, 1}, {4, 1}}, false},  // not on a dog
                                     {{{2, 1}, {4, 1}}, false}});
    EXPECT_EQ(validatedMessagesOf(level),
              (std::vector<std::string>{
                  "rounds.json: error: tile 1 of patrol 0, (2,2), is a wall '#'; a dog walks "
                  "where the cat can",
                  "rounds.json: error: patrol 1 starts at (3,1), which is not a dog 'D'; a "
                  "patrol's first tile is its dog's tile",
                  "rounds.json: error: patrol 2 starts on the dog at (2,1), which patrol 0 "
                  "already walks; a dog walks one patrol",
                  "rounds.json: error: tile 1 of patrol 2, (4,1), is not a neighbour of tile 0, "
                  "(2,1); each tile of a patrol is a neighbour of the one before"}));
}

TEST(PatrolsValidated, VersionOpenFloorAndLengths) {
    Level old = roundsLevel({{{{2, 1}}, false}});
    old.version = 1;
    EXPECT_EQ(
        validatedMessagesOf(old),
        (std::vector<std::string>{"rounds.json: error: \"patrols\" needs format version 2 "
                                  "(write \"version\": 2); in version 1 files every dog stays "
                                  "on its tile",
                                  "rounds.json: error: patrol 0 has 1 tile; a patrol has at "
                                  "least 2 (leave out a dog that stays on its tile)"}));
    Level open = roundsLevel({{{{2, 1}, {3, 1}}, false}});
    open.obstacles = {{{5, 2}, {6, 2}, {6, 3}}};
    EXPECT_EQ(validatedMessagesOf(open),
              (std::vector<std::string>{
                  "rounds.json: error: \"patrols\" is for tile levels only; this level has "
                  "\"obstacles\" (open floor), where dogs stay on their tiles"}));
    const Level many = roundsLevel(std::vector<Patrol>(kMaxPatrols + 1, {{{2, 1}, {3, 1}}, false}));
    EXPECT_EQ(
        validatedMessagesOf(many),
        (std::vector<std::string>{"rounds.json: error: \"patrols\" has 17 patrols; a level has "
                                  "at most 16"}));
}

TEST(PatrolsRepaired, ABrokenFileKeepsThePatrolsThatFitItsMap) {
    // Row 2 is short (padded with floor): the patrol still fits, and is kept.
    const std::string text = R"({"name": "Torn", "version": 2,
  "tiles": ["#######", "#CD..E#", "#.#.", "#######"],
  "patrols": [{"tiles": [[2, 1], [3, 1], [3, 2]], "loop": false}]})";
    const LevelDraft draft = draftLevel(text, "torn.json");
    ASSERT_TRUE(draft.level.has_value()) << draft.problem;
    EXPECT_EQ(draft.level->patrols, (std::vector<Patrol>{{{{2, 1}, {3, 1}, {3, 2}}, false}}));
    EXPECT_EQ(draft.fixes, (std::vector<std::string>{"row 2 padded with 3 floor tile(s)"}));
}

TEST(PatrolsRepaired, APatrolThatDoesNotFitIsLeftOutAndTheRestKept) {
    const std::string text = R"({"name": "Torn", "version": 2, "tileSize": 16,
  "tiles": ["#######", "#C...E#", "#.#.", "#######"],
  "patrols": [{"tiles": [[2, 1], [3, 1]], "loop": false}]})";
    const LevelDraft draft = draftLevel(text, "torn.json");
    ASSERT_TRUE(draft.level.has_value()) << draft.problem;
    EXPECT_TRUE(draft.level->patrols.empty());
    EXPECT_EQ(draft.level->tileSize, 16);
    EXPECT_EQ(draft.fixes,
              (std::vector<std::string>{"row 2 padded with 3 floor tile(s)",
                                        "its patrols do not fit the repaired map: left out"}));
}

TEST(PatrolsInTheEditor, ResizingAtTheTopOrLeftMovesThePatrolsWithTheTiles) {
    const Patrol patrol{{{2, 1}, {3, 1}, {3, 2}}, false};
    LevelEditor editor(roundsLevel({patrol}));
    ASSERT_TRUE(editor.addLine(Edge::Left));
    ASSERT_TRUE(editor.addLine(Edge::Top));
    EXPECT_EQ(editor.level().patrols.at(0).tiles, (std::vector<Tile>{{3, 2}, {4, 2}, {4, 3}}));
    EXPECT_TRUE(validateLevel(editor.level(), "x").empty());
    ASSERT_TRUE(editor.removeLine(Edge::Top));
    ASSERT_TRUE(editor.removeLine(Edge::Left));
    EXPECT_EQ(editor.level().patrols.at(0), patrol);
    ASSERT_TRUE(editor.addLine(Edge::Bottom));  // no shift
    EXPECT_EQ(editor.level().patrols.at(0), patrol);
}

}  // namespace
}  // namespace catmaze
