// Tests of format version 2's "patrols" (dogs that walk their rounds) in level files: loading,
// the round trip through the writer, and each mistake reported at its exact line:column.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/level_writer.hpp"
#include "loader_text.hpp"

namespace catmaze {
namespace {

// Dogs at (3,1) and (5,2); a wall at (3,2) below the first.
const std::vector<std::string> kPatrolRows = {"#########", "#C.D...E#", "#..#.D..#", "#.......#",
                                              "#########"};

// A version-`version` level on kPatrolRows with `rules` (raw JSON, "" for none) and `patrols`
// (raw JSON) as its last member.
std::string patrolLevel(const std::string& patrols, int version = 2,
                        const std::string& rules = "") {
    std::string text =
        "{\n  \"name\": \"Rounds\",\n  \"version\": " + std::to_string(version) + ",\n";
    if (!rules.empty())
        text += "  \"rules\": " + rules + ",\n";
    text += "  \"tiles\": [";
    for (std::size_t i = 0; i < kPatrolRows.size(); ++i)
        text += (i == 0 ? "\n    \"" : ",\n    \"") + kPatrolRows[i] + "\"";
    return text + "\n  ],\n  \"patrols\": " + patrols + "\n}\n";
}

// The error `message` at the first `needle` after "patrols" in `text`.
std::string patrolErrorAt(const std::string& text, const std::string& needle,
                          const std::string& message) {
    return test::errorAt(test::positionOf(text, needle, text.find("\"patrols\"")), message);
}

// The patrols after a trip through the writer and back, checking the bytes stay the same.
TEST(LevelPatrols, LoadWriteAndLoadAgainByteForByte) {
    const std::string text = patrolLevel(
        "[\n    {\"tiles\": [[3, 1], [4, 1], [5, 1]], \"loop\": false},\n"
        "    {\"tiles\": [[5, 2], [6, 2], [6, 3], [5, 3]], \"loop\": true}\n  ]");
    const LevelLoadResult loaded = parseLevel(text, test::kFileName);
    ASSERT_TRUE(loaded.ok()) << test::formatted(loaded).front();
    ASSERT_EQ(loaded.level->patrols.size(), 2u);
    EXPECT_EQ(loaded.level->patrols[0], (Patrol{{{3, 1}, {4, 1}, {5, 1}}, false}));
    EXPECT_EQ(loaded.level->patrols[1], (Patrol{{{5, 2}, {6, 2}, {6, 3}, {5, 3}}, true}));

    // The writer's layout is the text above: one patrol a line after the tiles.
    const std::string written = formatLevel(*loaded.level);
    EXPECT_EQ(written, text);
    const LevelLoadResult again = parseLevel(written, test::kFileName);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(*again.level, *loaded.level);
    EXPECT_EQ(formatLevel(*again.level), written);
}

TEST(LevelPatrols, LoopIsOptionalAndFalseMeansBackAndForth) {
    const LevelLoadResult loaded =
        parseLevel(patrolLevel("[{\"tiles\": [[3, 1], [4, 1], [5, 1]]}]"), test::kFileName);
    ASSERT_TRUE(loaded.ok());
    const Patrol& patrol = loaded.level->patrols.at(0);
    EXPECT_FALSE(patrol.loop);
    // 0, 1, 2, 1, 0, 1, ...: back at the start after 2 x (3 - 1) ticks.
    EXPECT_EQ(patrol.period(), 4);
    const std::vector<Tile> walked = {patrol.tileAt(0), patrol.tileAt(1), patrol.tileAt(2),
                                      patrol.tileAt(3), patrol.tileAt(4), patrol.tileAt(9)};
    EXPECT_EQ(walked, (std::vector<Tile>{{3, 1}, {4, 1}, {5, 1}, {4, 1}, {3, 1}, {4, 1}}));
    // Written back with its "loop" spelled out.
    EXPECT_NE(
        formatLevel(*loaded.level).find("{\"tiles\": [[3, 1], [4, 1], [5, 1]], \"loop\": false}"),
        std::string::npos);
}

TEST(LevelPatrols, ALoopingDogGoesRound) {
    const Patrol loop{{{5, 2}, {6, 2}, {6, 3}, {5, 3}}, true};
    EXPECT_EQ(loop.period(), 4);
    EXPECT_EQ(loop.tileAt(3), (Tile{5, 3}));
    EXPECT_EQ(loop.tileAt(4), (Tile{5, 2}));
    EXPECT_THROW((void)Patrol{}.period(), std::invalid_argument);
    EXPECT_THROW((void)loop.tileAt(-1), std::invalid_argument);
}

TEST(LevelPatrols, DiagonalStepsOnlyWhenTheRulesSayDiagonalOn) {
    const std::string patrols = "[{\"tiles\": [[5, 2], [6, 3]], \"loop\": false}]";
    EXPECT_TRUE(parseLevel(patrolLevel(patrols, 2, "{\"diagonal\": \"on\"}"), "x").ok());
    for (const char* rules : {"", "{\"diagonal\": \"off\"}"}) {
        const std::string text = patrolLevel(patrols, 2, rules);
        test::expectDiagnostics(
            text, {patrolErrorAt(text, "[6, 3]",
                                 "tile 1 of patrol 0, (6,3), is a diagonal step from tile 0, "
                                 "(5,2); a patrol steps diagonally only when the level's rules "
                                 "say \"diagonal\": \"on\"")});
    }
}

TEST(LevelPatrols, ADiagonalStepNeverCutsAWallsCorner) {
    const std::string text =
        patrolLevel("[{\"tiles\": [[3, 1], [2, 2]]}]", 2, "{\"diagonal\": \"on\"}");
    test::expectDiagnostics(text,
                            {patrolErrorAt(text, "[2, 2]",
                                           "tile 1 of patrol 0, (2,2), is a diagonal step from "
                                           "tile 0, (3,1), that cuts the corner of the wall at "
                                           "(3,2); a diagonal step needs both tiles beside it "
                                           "free of walls, as the cat's does")});
}

TEST(LevelPatrols, PatrolsNeedVersion2) {
    const std::string text = patrolLevel("[{\"tiles\": [[3, 1], [4, 1]]}]", 1);
    test::expectDiagnostics(
        text, {test::errorAt(test::positionOf(text, "\"patrols\""),
                             "\"patrols\" needs format version 2 (write \"version\": 2); "
                             "in version 1 files every dog stays on its tile")});
}

TEST(LevelPatrols, PatrolsAreForTileLevelsOnly) {
    const std::string text =
        "{\"name\": \"Open\", \"version\": 2, \"tiles\": [\"CD.E\"],\n"
        "\"obstacles\": [{\"points\": [[0, 0], [1, 0], [1, 0.5]]}],\n"
        "\"patrols\": [{\"tiles\": [[1, 0], [2, 0]]}]}";
    test::expectDiagnostics(
        text, {test::errorAt(test::positionOf(text, "\"patrols\""),
                             "\"patrols\" is for tile levels only; this level has "
                             "\"obstacles\" (open floor), where dogs stay on their tiles")});
}

TEST(LevelPatrols, TheShapeOfEachPatrolAtItsPlace) {
    const std::string notArray = patrolLevel("{\"tiles\": []}");
    test::expectDiagnostics(
        notArray, {patrolErrorAt(notArray, "{\"tiles\"",
                                 "\"patrols\" must be an array of patrols such as [{\"tiles\": "
                                 "[[col, row], ...], \"loop\": false}], not an object")});

    const std::string text = patrolLevel(
        "[7,\n    {\"tiles\": [[3, 1], [4, 1]], \"loop\": \"yes\", \"speed\": 2},\n"
        "    {\"loop\": true},\n    {\"tiles\": \"here\"},\n"
        "    {\"tiles\": [[3, 1], [4]]},\n    {\"tiles\": [[3, 1], [4.5, 1]]},\n"
        "    {\"tiles\": [[3, 1], [4, -1]]}]");
    test::expectDiagnostics(
        text,
        {patrolErrorAt(text, "7",
                       "patrol 0 must be an object {\"tiles\": [[col, row], ...], \"loop\": "
                       "false}, not 7"),
         patrolErrorAt(text, "\"yes\"",
                       "\"loop\" of patrol 1 must be true (round and round) or false (back and "
                       "forth), not the string \"yes\""),
         patrolErrorAt(text, "\"speed\"",
                       "unknown key \"speed\" in patrol 1; a patrol has only \"tiles\" and "
                       "\"loop\""),
         patrolErrorAt(text, "{\"loop\": true}",
                       "patrol 2 has no \"tiles\" (write {\"tiles\": [[col, row], ...], "
                       "\"loop\": false})"),
         patrolErrorAt(text, "\"here\"",
                       "\"tiles\" of patrol 3 must be an array of [col, row] pairs, not the "
                       "string \"here\""),
         patrolErrorAt(text, "[4]",
                       "tile 1 of patrol 4 must be [col, row], two integers, not an array"),
         patrolErrorAt(text, "4.5",
                       "the column of tile 1 of patrol 5 must be an integer from 0 to 1023, not "
                       "4.5"),
         patrolErrorAt(text, "-1",
                       "the row of tile 1 of patrol 6 must be an integer from 0 to 1023, not -1")});
}

TEST(LevelPatrols, CountsAndLengthsAreLimited) {
    std::string seventeen = "[";
    for (int i = 0; i < 17; ++i)
        seventeen += std::string(i ? ", " : "") + "{\"tiles\": [[3, 1], [4, 1]]}";
    const std::string tooMany = patrolLevel(seventeen + "]");
    test::expectDiagnostics(
        tooMany,
        {patrolErrorAt(tooMany, "[{", "\"patrols\" has 17 patrols; a level has at most 16")});

    std::string long65 = "[[3, 1]";
    for (int i = 1; i < 65; ++i)
        long65 += i % 2 ? ", [4, 1]" : ", [3, 1]";
    const std::string text =
        patrolLevel("[{\"tiles\": [[3, 1]]}, {\"tiles\": []}, {\"tiles\": " + long65 + "]}]");
    test::expectDiagnostics(
        text, {patrolErrorAt(text, "[[3, 1]]",
                             "patrol 0 has 1 tile; a patrol has at least 2 (leave out a dog "
                             "that stays on its tile)"),
               patrolErrorAt(text, "[]",
                             "patrol 1 has 0 tiles; a patrol has at least 2 (leave out a dog "
                             "that stays on its tile)"),
               patrolErrorAt(text, long65,
                             "patrol 2 has 65 tiles; a patrol has at most 64 (so the dogs' "
                             "rounds repeat soon enough to plan through)")});
}

TEST(LevelPatrols, EachRouteMistakeAtItsTile) {
    const std::string text = patrolLevel(
        "[{\"tiles\": [[3, 1], [4, 1], [4, 2], [4, 2], [6, 2], [6, 9]]},\n"
        "    {\"tiles\": [[2, 1], [3, 1]]},\n"
        "    {\"tiles\": [[3, 1], [3, 2]]},\n"
        "    {\"tiles\": [[5, 2], [6, 2], [7, 2]], \"loop\": true},\n"
        "    {\"tiles\": [[5, 1], [5, 2]]}]");
    const std::size_t line2 = text.find("[[2, 1]");
    const std::size_t line3 = text.find("[[3, 1], [3, 2]");
    const std::size_t line4 = text.find("[[5, 2]");
    test::expectDiagnostics(
        text,
        {test::errorAt(test::positionOf(text, "[4, 2], [6"),
                       "tile 3 of patrol 0, (4,2), is the tile before it again; each tile of a "
                       "patrol is a neighbour of the one before (a dog never stands still)"),
         patrolErrorAt(text, "[6, 2], [6, 9]",
                       "tile 4 of patrol 0, (6,2), is not a neighbour of tile 3, (4,2); each tile "
                       "of a patrol is a neighbour of the one before"),
         patrolErrorAt(text, "[6, 9]",
                       "tile 5 of patrol 0, (6,9), is outside the map (columns 0 to 8, rows 0 to "
                       "4)"),
         test::errorAt(
             test::positionOf(text, "[2, 1]", line2),
             "patrol 1 starts at (2,1), which is not a dog 'D'; a patrol's first tile is its "
             "dog's tile"),
         test::errorAt(
             test::positionOf(text, "[3, 1]", line3),
             "patrol 2 starts on the dog at (3,1), which patrol 0 already walks; a dog walks "
             "one patrol"),
         test::errorAt(test::positionOf(text, "[3, 2]", line3),
                       "tile 1 of patrol 2, (3,2), is a wall '#'; a dog walks where the cat can"),
         test::errorAt(test::positionOf(text, "[7, 2]", line4),
                       "patrol 3 loops, but its last tile, (7,2), is not a neighbour of its first, "
                       "(5,2); a looping dog steps from its last tile back to its first (write "
                       "\"loop\": false for a dog that walks back and forth)"),
         patrolErrorAt(text, "[5, 1]",
                       "patrol 4 starts at (5,1), which is not a dog 'D'; a patrol's first tile "
                       "is its dog's tile")});
}

TEST(LevelPatrols, APatrolGoesRoundADogThatStaysButMayCrossOneThatWalks) {
    // The dog at (5,2) stays put: the round through its tile is refused there.
    const std::string text = patrolLevel("[{\"tiles\": [[3, 1], [4, 1], [4, 2], [5, 2]]}]");
    test::expectDiagnostics(
        text, {patrolErrorAt(text, "[5, 2]",
                             "tile 3 of patrol 0, (5,2), is the tile of a dog that stays put; a "
                             "patrol goes round the dogs that do not walk")});
    // Once that dog walks too, the two rounds may cross.
    const LevelLoadResult loaded =
        parseLevel(patrolLevel("[{\"tiles\": [[3, 1], [4, 1], [4, 2], [5, 2]]},\n"
                               "    {\"tiles\": [[5, 2], [6, 2]]}]"),
                   test::kFileName);
    EXPECT_TRUE(loaded.ok()) << test::formatted(loaded).front();
}

TEST(LevelPatrols, ALoopThatRepeatsItsFirstTileIsToldToLeaveItOut) {
    const std::string text =
        patrolLevel("[{\"tiles\": [[5, 2], [6, 2], [6, 3], [5, 3], [5, 2]], \"loop\": true}]");
    test::expectDiagnostics(
        text, {test::errorAt(test::positionOf(text, "[5, 2]", text.find("[5, 3]")),
                             "patrol 0 loops, but its last tile, (5,2), is its first "
                             "again; leave it out: a looping dog steps from its last tile "
                             "back to its first by itself")});
}

TEST(LevelPatrols, AVersion2LevelWithoutPatrolsIsWrittenAsBefore) {
    const std::string text =
        "{\n  \"name\": \"Still\",\n  \"version\": 2,\n  \"tiles\": [\n    \"CDE\"\n  ]\n}\n";
    const LevelLoadResult loaded = parseLevel(text, test::kFileName);
    ASSERT_TRUE(loaded.ok());
    EXPECT_TRUE(loaded.level->patrols.empty());
    EXPECT_EQ(formatLevel(*loaded.level), text);
}

}  // namespace
}  // namespace catmaze
