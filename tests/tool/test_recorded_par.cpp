// Tests of `catmaze-level validate` on a level's recorded par ("metrics": {"par": ...}): the real
// binary on real files.

#include <gtest/gtest.h>

#include <string>

#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

// B.C.D.E: the cheapest win fetches the bone behind the cat and pays the dog, cost 170.
std::string boneLevel(const std::string& metrics) {
    return "{\n  \"name\": \"Bone\",\n  \"version\": 1,\n  \"tiles\": [\n    \"#########\",\n"
           "    \"#B.C.D.E#\",\n    \"#########\"\n  ],\n  \"metrics\": " +
           metrics + "\n}\n";
}

TEST_F(ToolTest, ValidateWarnsAtARecordedParThatIsNotTheSolvers) {
    // A par recorded before the level was edited: the 150 is on line 9, column 34.
    const std::string file = writeFile("stale.json", boneLevel("{\"steps\": 6, \"par\": 150}"));
    const ToolRun r = run({"validate", file});
    EXPECT_EQ(r.exitCode, 0);  // a warning: the level itself is fine
    EXPECT_EQ(r.out, file + ": ok (with warnings)\n");
    EXPECT_EQ(r.err, file +
                         ":9:34: warning: the recorded par 150 is not the solver's: the cheapest "
                         "win costs 170 (`catmaze-level solve --metrics` measures it again)\n");
}

TEST_F(ToolTest, ValidateIsQuietAboutAParThatMatches) {
    const std::string file = writeFile("right.json", boneLevel("{\"par\": 170}"));
    const ToolRun r = run({"validate", file});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(r.err, "");
    EXPECT_EQ(r.out, file + ": ok\n");
}

TEST_F(ToolTest, ValidateSaysARecordedParOfAnUnwinnableLevelCannotBeReached) {
    const std::string file =
        writeFile("walled.json",
                  "{\n  \"name\": \"Walled\",\n  \"version\": 1,\n  \"tiles\": [\"C#E\"],\n"
                  "  \"metrics\": {\"par\": 20}\n}\n");
    const ToolRun r = run({"validate", file});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.err.find(file + ":5:22: warning: the recorded par 20 cannot be reached: "),
              std::string::npos)
        << r.err;
}

// More bones and dogs than the solver tracks: it gives up at once, and validate says so at the
// par (line 14, column 20) rather than searching on.
TEST_F(ToolTest, ValidateSaysItCouldNotCheckAParTheSolverCannotDecide) {
    std::string tiles = "\"#######################\",\n";
    for (int r = 0; r < 9; ++r) {
        std::string row = "#";
        for (int c = 0; c < 21; ++c)
            row += r % 2 == 0 && c % 2 == 0 ? 'B' : r % 2 == 1 && c % 2 == 1 ? 'D' : '.';
        tiles += "\"" + row + "#\",\n";
    }
    tiles += "\"#C...................E#\",\n\"#######################\"";
    const std::string file =
        writeFile("many.json", "{\"name\": \"Many\", \"version\": 1, \"tiles\": [\n" + tiles +
                                   "],\n\"metrics\": {\"par\": 10}}\n");
    const ToolRun r = run({"validate", file});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.err.find(file + ":14:20: warning: could not check the recorded par 10: too "
                                "complex to decide"),
              std::string::npos)
        << r.err;
}

TEST_F(ToolTest, GenerateRecordsTheParThatValidateConfirms) {
    const std::string file = (dir_ / "made.json").string();
    ASSERT_EQ(
        run({"generate", file, "--seed", "3", "--size", "15x11", "--difficulty", "easy"}).exitCode,
        0);
    const std::string level = readFile(file);
    ASSERT_NE(level.find("  \"metrics\": {\"par\": "), std::string::npos) << level;
    const ToolRun r = run({"validate", file});
    EXPECT_EQ(r.err, "");
    EXPECT_EQ(r.out, file + ": ok\n");
}

}  // namespace
}  // namespace catmaze::tool_test
