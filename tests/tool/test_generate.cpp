// Tests of `catmaze-level generate` and `solve --metrics`: the real binary, real files.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

using nlohmann::json;

TEST_F(ToolTest, GenerateWritesAValidLevelInItsBandAndTheSameBytesForASeed) {
    const std::string first = (dir_ / "first.json").string();
    const std::string again = (dir_ / "again.json").string();
    const ToolRun r =
        run({"generate", first, "--seed", "5", "--size", "17x13", "--difficulty", "hard"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("Generated hard #5, hard, 17x13"), std::string::npos) << r.out;
    ASSERT_EQ(
        run({"generate", again, "--seed", "5", "--size", "17x13", "--difficulty", "hard"}).exitCode,
        0);
    EXPECT_EQ(readFile(first), readFile(again));

    // What it wrote is a valid level the solver can win, and its measures are a hard level's.
    EXPECT_EQ(run({"validate", first}).out, first + ": ok\n");
    const ToolRun solved = run({"solve", first, "--json", "--metrics"});
    ASSERT_EQ(solved.exitCode, 0) << solved.err;
    const json metrics = json::parse(solved.out)["metrics"];
    EXPECT_GE(metrics["bones"].get<int>(), 2);
    EXPECT_GE(metrics["dogs"].get<int>(), 2);
    EXPECT_GE(metrics["orderedFetches"].get<int>(), 1);
    EXPECT_GE(metrics["traps"].get<int>(), 2);
}

TEST_F(ToolTest, GenerateRefusesBadOptionsWithExit2) {
    const std::string out = (dir_ / "out.json").string();
    const ToolRun badDifficulty =
        run({"generate", out, "--seed", "1", "--size", "15x11", "--difficulty", "nightmare"});
    EXPECT_EQ(badDifficulty.exitCode, 2);
    EXPECT_NE(badDifficulty.err.find("--difficulty is easy, medium or hard, not 'nightmare'"),
              std::string::npos);
    const ToolRun tooSmall =
        run({"generate", out, "--seed", "1", "--size", "5x5", "--difficulty", "easy"});
    EXPECT_EQ(tooSmall.exitCode, 2);
    EXPECT_NE(tooSmall.err.find("7 to 64 tiles a side"), std::string::npos) << tooSmall.err;
    const ToolRun badSize =
        run({"generate", out, "--seed", "1", "--size", "15by11", "--difficulty", "easy"});
    EXPECT_EQ(badSize.exitCode, 2);
    const ToolRun badFloor = run({"generate", out, "--seed", "1", "--size", "15x11", "--difficulty",
                                  "easy", "--floor", "sideways"});
    EXPECT_EQ(badFloor.exitCode, 2);
    EXPECT_NE(badFloor.err.find("--floor is tiles or open, not 'sideways'"), std::string::npos);
    EXPECT_FALSE(std::filesystem::exists(out));
}

// --floor open: an open-floor level the tool itself finds valid and winnable, at the par it
// records; the same seed gives the same bytes.
TEST_F(ToolTest, GenerateOpenFloorWritesAValidWinnableLevelAndTheSameBytesForASeed) {
    const std::string first = (dir_ / "open.json").string();
    const std::string again = (dir_ / "open-again.json").string();
    const std::vector<std::string> options = {"--seed",       "9",    "--size",  "24x18",
                                              "--difficulty", "hard", "--floor", "open"};
    std::vector<std::string> args = {"generate", first};
    args.insert(args.end(), options.begin(), options.end());
    const ToolRun r = run(args);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("Generated open hard #9, hard, 24x18"), std::string::npos) << r.out;
    args[1] = again;
    ASSERT_EQ(run(args).exitCode, 0);
    EXPECT_EQ(readFile(first), readFile(again));

    const std::string level = readFile(first);
    EXPECT_NE(level.find("\"version\": 2"), std::string::npos) << level;
    EXPECT_NE(level.find("\"obstacles\": ["), std::string::npos) << level;
    const ToolRun validated = run({"validate", first});
    EXPECT_EQ(validated.err, "");  // no warning: winnable, and the recorded par is the planner's
    EXPECT_EQ(validated.out, first + ": ok\n");
    const ToolRun solved = run({"solve", first});
    EXPECT_EQ(solved.exitCode, 0) << solved.out << solved.err;
}

// B.C.D.E: the bone behind the cat pays the dog; clicking the dog or the exit first is a trap.
TEST_F(ToolTest, SolveMetricsAsText) {
    const std::string level =
        writeFile("bone.json", levelText("Bone", {"#########", "#B.C.D.E#", "#########"}));
    const ToolRun r = run({"solve", level, "--metrics"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    for (const char* line :
         {"par: 170 (8 steps)\n", "bones fetched: 1\n", "dogs paid: 1\n", "ordered fetches: 0\n",
          "fewest clicks: 2\n", "detour ratio: 4.25\n", "traps: 2 of 3 first clicks\n",
          "  bone (1,1): fine\n", "  dog (5,1): trap: the cat is caught\n"}) {
        EXPECT_NE(r.out.find(line), std::string::npos) << line << "\nin:\n" << r.out;
    }
}

}  // namespace
}  // namespace catmaze::tool_test
