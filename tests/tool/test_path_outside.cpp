// catmaze-level path refuses points off an open-floor map (a usage error, exit 2) rather than
// answering with a route of infinite or made-up length.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

// A 6 x 3 open-floor room (format version 2) with a crate in the middle.
const char* const kRoomWithAPost = R"({
  "name": "Room",
  "version": 2,
  "tiles": ["......", ".C..E.", "......"],
  "obstacles": [{"points": [[2.2, 1.0], [2.8, 1.0], [2.8, 2.0], [2.2, 2.0]]}]
}
)";

TEST_F(ToolTest, PathOnOpenFloorRefusesAPointOffTheMap) {
    const std::string level = writeFile("room.json", kRoomWithAPost);
    const struct {
        const char* from;
        const char* to;
        const char* message;
    } cases[] = {
        {"1.5,1.5", "1e308,1e308", "--to 1e308,1e308 is outside the 6x3 map"},
        {"1.5,1.5", "1e6,1.5", "--to 1e6,1.5 is outside the 6x3 map"},
        {"-0.5,1.5", "4.5,1.5", "--from -0.5,1.5 is outside the 6x3 map"},
        {"1.5,3.01", "4.5,1.5", "--from 1.5,3.01 is outside the 6x3 map"},
    };
    for (const auto& c : cases) {
        for (const bool json : {false, true}) {
            std::vector<std::string> args = {"path", level, "--from", c.from, "--to", c.to};
            if (json)
                args.push_back("--json");
            const ToolRun r = run(args);
            EXPECT_EQ(r.exitCode, 2) << c.from << ' ' << c.to << '\n' << r.out << r.err;
            EXPECT_EQ(r.out, "") << c.from << ' ' << c.to;
            EXPECT_NE(r.err.find(c.message), std::string::npos) << r.err;
        }
    }
    // On the map, the same room answers as before.
    const ToolRun r = run({"path", level, "--from", "1.5,1.5", "--to", "4.5,1.5"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out.rfind("Found: length ", 0), 0u) << r.out;
}

}  // namespace
}  // namespace catmaze::tool_test
