// Tests of catmaze-level on open-floor levels (format version 2 with "obstacles"): validate's
// diagnostics, path between points, solve's open-floor plan, and render's obstacles and walk.

#include <gtest/gtest.h>

#include <cmath>

#include <SFML/Graphics/Image.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

// 10 x 5 open room: the cat at (1,2), the exit at (8,2), a crate between them.
std::string roomText(int version = 2, const std::string& crate =
                                          "[4, 1.5], [6, 1.5], [6, 3.5], "
                                          "[4, 3.5]") {
    return "{\n  \"name\": \"Room\",\n  \"version\": " + std::to_string(version) +
           ",\n  \"tiles\": [\n    \"..........\",\n    \"..........\",\n    \".C......E.\",\n"
           "    \"..........\",\n    \"..........\"\n  ],\n  \"obstacles\": [\n    {\"points\": [" +
           crate + "]}\n  ]\n}\n";
}

TEST_F(ToolTest, ValidateAcceptsAnOpenFloorLevel) {
    const std::string level = writeFile("room.json", roomText());
    const ToolRun r = run({"validate", level});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, level + ": ok\n");
    EXPECT_EQ(r.err, "");
}

TEST_F(ToolTest, ValidateReportsObstacleMistakesWithTheirPlace) {
    std::string level = writeFile("v1.json", roomText(1));
    ToolRun r = run({"validate", level});
    EXPECT_EQ(r.exitCode, 2) << r.err;
    EXPECT_NE(r.err.find(level + ":11:3: error: \"obstacles\" needs format version 2"),
              std::string::npos)
        << r.err;

    level = writeFile("off.json", roomText(2, "[4, 1.5], [16, 1.5], [6, 3.5]"));
    r = run({"validate", level});
    EXPECT_EQ(r.exitCode, 2) << r.err;
    EXPECT_NE(r.err.find(level + ":12:27: error: point 1 of obstacle 0 (16, 1.5) is outside the "
                                 "map (x from 0 to 10, y from 0 to 5)"),
              std::string::npos)
        << r.err;

    level = writeFile("bow.json", roomText(2, "[1, 1], [3, 3], [3, 1], [1, 3]"));
    r = run({"validate", level});
    EXPECT_EQ(r.exitCode, 2) << r.err;
    EXPECT_NE(r.err.find(level + ":12:16: error: obstacle 0 is not a simple polygon"),
              std::string::npos)
        << r.err;
}

TEST_F(ToolTest, PathOnOpenFloorTakesPointsAndGoesRoundTheCrate) {
    const std::string level = writeFile("room.json", roomText());
    ToolRun r = run({"path", level, "--from", "1.5,2.5", "--to", "8.5,2.5", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json answer = json::parse(r.out);
    EXPECT_EQ(answer["status"], "Found");
    EXPECT_GT(answer["length"].get<double>(), 7.0);
    EXPECT_GE(answer["points"].size(), 3u);
    EXPECT_EQ(answer["points"][0], json::array({1.5, 2.5}));
    EXPECT_EQ(answer["cost"], std::llround(answer["length"].get<double>() * 10));

    r = run({"path", level, "--from", "1.5,2.5", "--to", "1.5,4.5"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, "Found: length 2, 2 points\n(1.5,2.5) (1.5,4.5)\n");

    r = run({"path", level, "--from", "1.5,2.5", "--to", "5,2.5"});  // inside the crate
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "GoalBlocked: the goal is inside an obstacle\n");

    r = run({"path", level, "--from", "1.5,x", "--to", "5,2.5"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("is not a point; expected X,Y"), std::string::npos) << r.err;
}

TEST_F(ToolTest, PathOnOpenFloorWalksThroughADogWhenThatIsCheapest) {
    // The game's rule: a dog in a one-tile corridor costs its toll, but it is the only way.
    const std::string level = writeFile("corridor.json", R"({
  "name": "Corridor",
  "version": 2,
  "tiles": ["#######", "#..C.D#", "#####E#"],
  "obstacles": [{"points": [[1, 1], [1.3, 1], [1.3, 1.3]]}]
})");
    const ToolRun r = run({"path", level, "--from", "3.5,1.5", "--to", "5.5,2.5", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json answer = json::parse(r.out);
    EXPECT_EQ(answer["status"], "Found") << r.out;
    EXPECT_EQ(answer["cost"], std::llround(answer["length"].get<double>() * 10) + 90) << r.out;
}

TEST_F(ToolTest, SolveOnOpenFloorAnswersWithAWalk) {
    const std::string level = writeFile("room.json", roomText());
    ToolRun r = run({"solve", level, "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json answer = json::parse(r.out);
    EXPECT_EQ(answer["winnable"], true);
    EXPECT_EQ(answer["openFloor"], true);
    EXPECT_EQ(answer["route"].front(), json::array({1.5, 2.5}));
    EXPECT_EQ(answer["route"].back(), json::array({8.5, 2.5}));
    EXPECT_EQ(answer["cost"], std::llround(answer["length"].get<double>() * 10));
    r = run({"solve", level});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(r.out.rfind("winnable (open floor): the cheapest walk has length ", 0), 0u) << r.out;
    EXPECT_NE(r.out.find(", cost "), std::string::npos) << r.out;

    // A crate from wall to wall seals the exit off.
    const std::string sealed = writeFile("sealed.json", roomText(2,
                                                                 "[4, 0], [6, 0], [6, 5], "
                                                                 "[4, 5]"));
    r = run({"solve", sealed});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out,
              "unwinnable (open floor): the exit cannot be reached: walled off (the exit is at "
              "(8,2))\n");
    r = run({"validate", sealed});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.err.find("warning: this level cannot be won"), std::string::npos) << r.err;
}

TEST_F(ToolTest, RenderDrawsObstaclesAndTheWalk) {
    const std::string level = writeFile("room.json", roomText());
    const fs::path plainFile = dir_ / "plain.png";
    const fs::path solvedFile = dir_ / "solved.png";
    ToolRun r = run({"render", level, plainFile.string(), "--scale", "16"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    r = run({"render", level, solvedFile.string(), "--scale", "16", "--solution"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    sf::Image plain, solved;
    ASSERT_TRUE(plain.loadFromFile(plainFile.string()));
    ASSERT_TRUE(solved.loadFromFile(solvedFile.string()));
    // The crate's middle (5, 2.5) is the obstacle colour; the floor beside it is not.
    const sf::Color crate = plain.getPixel(5 * 16, static_cast<unsigned>(2.5 * 16));
    EXPECT_EQ(crate, sf::Color(120, 110, 100));
    EXPECT_NE(plain.getPixel(2 * 16, 1 * 16), crate);
    // The walk is drawn: the two images differ.
    bool differ = false;
    for (unsigned y = 0; y < plain.getSize().y && !differ; ++y) {
        for (unsigned x = 0; x < plain.getSize().x && !differ; ++x)
            differ = plain.getPixel(x, y) != solved.getPixel(x, y);
    }
    EXPECT_TRUE(differ);
}

}  // namespace
}  // namespace catmaze::tool_test
