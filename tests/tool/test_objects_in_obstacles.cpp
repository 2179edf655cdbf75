// catmaze-level validate on an open-floor level whose bone lies inside an obstacle (issue 17
// section 4): the real binary, on the shipped courtyard level with a second bone inside its
// octagon, warns at the bone's character (file:line:col), names the bone and the obstacle, and
// still calls the level ok.

#include <gtest/gtest.h>

#include <string>

#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

std::filesystem::path courtyard() {
    for (const std::filesystem::path& level : campaignLevels()) {
        if (level.filename() == "08-open-courtyard.json")
            return level;
    }
    ADD_FAILURE() << "levels/08-open-courtyard.json is not in the campaign";
    return {};
}

TEST_F(ToolTest, ValidateWarnsWhereABoneLiesInsideAnObstacle) {
    std::string text = readFile(courtyard());
    // A second bone on tile (6,3), inside obstacle 0 (the octagon from (4,2) to (8,5)).
    const std::string row3 = "\"#...........####\"";
    ASSERT_NE(text.find(row3), std::string::npos) << text;
    text.replace(text.find(row3), row3.size(), "\"#.....B.....####\"");
    const std::string level = writeFile("courtyard.json", text);

    const ToolRun r = run({"validate", level});
    EXPECT_EQ(r.exitCode, 0) << r.err;  // a warning, not an error: the level loads
    EXPECT_EQ(r.out, level + ": ok (with warnings)\n");
    // Row 3 of "tiles" is line 9; the row's text starts in column 6, so its 7th tile in column 12.
    EXPECT_NE(
        r.err.find(level + ":9:12: warning: the bone at (6,3) lies inside obstacle 0: the cat can "
                           "never reach it"),
        std::string::npos)
        << r.err;
}

}  // namespace
}  // namespace catmaze::tool_test
