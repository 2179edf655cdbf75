// Tests of dogs' patrols ("patrols", format version 2) through the real catmaze-level: `validate`
// names a bad patrol at its file:line:col and fails, accepts a good one, `convert` takes a
// patrolled level to a Tiled map and back to the same bytes, and `solve` plans through time
// (its route waits for a dog to cross, and its --metrics count the wait and judge the clicks).

#include <gtest/gtest.h>

#include <string>

#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

// A dog at (3,1) walking back and forth along the top corridor; the cat goes round below.
std::string patrolledLevel(const std::string& patrol) {
    return "{\n  \"name\": \"Rounds\",\n  \"version\": 2,\n  \"tiles\": [\n"
           "    \"#######\",\n    \"#C.D.E#\",\n    \"#.....#\",\n    \"#######\"\n  ],\n"
           "  \"patrols\": [\n    " +
           patrol + "\n  ]\n}\n";
}

TEST_F(ToolTest, ValidateNamesABadPatrolAtItsTile) {
    // Line 11 is the patrol; (5,2), at column 32, is two columns from (3,2).
    const std::string bad = writeFile(
        "gap.json", patrolledLevel("{\"tiles\": [[3, 1], [3, 2], [5, 2]], \"loop\": false}"));
    const ToolRun r = run({"validate", bad});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, bad +
                         ":11:32: error: tile 2 of patrol 0, (5,2), is not a neighbour of tile 1, "
                         "(3,2); each tile of a patrol is a neighbour of the one before\n");
}

TEST_F(ToolTest, ValidateAcceptsAGoodPatrol) {
    const std::string good =
        writeFile("good.json",
                  patrolledLevel("{\"tiles\": [[3, 1], [4, 1], [4, 2], [3, 2]], \"loop\": true}"));
    const ToolRun r = run({"validate", good});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, good + ": ok\n");
}

TEST_F(ToolTest, ConvertKeepsPatrolsThroughTiled) {
    const std::string text =
        patrolledLevel("{\"tiles\": [[3, 1], [4, 1], [4, 2], [3, 2]], \"loop\": true}");
    const std::string input = writeFile("rounds.json", text);
    const std::string tiled = (dir_ / "rounds.tmj").string();
    const std::string back = (dir_ / "back.json").string();
    ToolRun r = run({"convert", input, tiled});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(readFile(tiled).find("\"polyline\""), std::string::npos);
    r = run({"convert", tiled, back});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(readFile(back), text);
}

// The dog crosses the corridor at (2,2) on odd ticks.
const char* const kCrossing =
    "{\"name\": \"Crossing\", \"version\": 2, \"tiles\": [\"#######\", \"##D####\", "
    "\"#C...E#\", \"##.####\", \"#######\"], \"patrols\": [{\"tiles\": [[2, 1], [2, 2], "
    "[2, 3]], \"loop\": false}]}\n";

TEST_F(ToolTest, SolveWaitsForAPatrollingDogToCross) {
    // The cat waits one tick, then walks.
    const std::string level = writeFile("crossing.json", kCrossing);
    const ToolRun r = run({"solve", level});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out,
              "winnable: cost 50, 4 steps and 1 wait\n"
              "route: wait (2,2) (3,2) (4,2) (5,2)\n"
              "bones: none\n"
              "dogs:  none\n");
}

TEST_F(ToolTest, SolveMetricsOfAPatrolLevelAreMeasuredThroughTime) {
    // One click on the exit walks the par with its wait; a click on the dog ends behind it in
    // its alcove, which it walks back into at tick 4: the level can no longer be won.
    const std::string level = writeFile("crossing.json", kCrossing);
    const ToolRun r = run({"solve", level, "--metrics"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out,
              "winnable: cost 50, 4 steps and 1 wait\n"
              "route: wait (2,2) (3,2) (4,2) (5,2)\n"
              "bones: none\n"
              "dogs:  none\n"
              "par: 50 (5 steps)\n"
              "bones fetched: 0\n"
              "dogs paid: 0\n"
              "ordered fetches: 0\n"
              "fewest clicks: 1\n"
              "detour ratio: 1.25\n"
              "traps: 1 of 2 first clicks\n"
              "  dog (2,1): trap: the level can no longer be won\n"
              "  exit (5,2): fine\n");
}

TEST_F(ToolTest, SolveOfAPatrolLevelBeyondItsStatesSaysItCouldNotDecide) {
    const std::string level = writeFile("crossing.json", kCrossing);
    const ToolRun r = run({"solve", level, "--max-states", "3"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, level +
                         ": error: could not decide whether this level can be won: too complex "
                         "to decide (3 states); a larger --max-states may help\n");
}

}  // namespace
}  // namespace catmaze::tool_test
