// Tests of catmaze-level's dispatch, `validate` and `path` on levels, running the real binary on
// files written to a temporary directory (test_path_movingai.cpp: `path` on Moving AI maps).

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tool_levels.hpp"
#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

using nlohmann::json;

// A level file with the given rows.
std::string levelJson(const std::string& name, const std::vector<std::string>& rows) {
    return json{{"name", name}, {"version", 1}, {"tiles", rows}}.dump(2) + "\n";
}

// 10x5. From the cat (1,1) the only way to the exit (8,3) is along row 1 and down column 8:
// 9 steps of cost 10. Row 2's inner tiles (2..7,2) are walls.
const std::vector<std::string> kCorridor = {
    "##########", "#C.......#", "#.######.#", "#......#E#", "##########",
};

// An open room: (1,1) to (4,3) costs 50 with side moves only, 14 + 14 + 10 with diagonals.

// (4,1) lies in a pocket that the cat's side cannot reach.
const std::vector<std::string> kPocket = {
    "#######",
    "#C.#..#",
    "#.E#..#",
    "#######",
};

// A dog in the only corridor: entering its tile costs 10 times more.
const std::vector<std::string> kDogCorridor = {
    "#######",
    "#C.D.E#",
    "#######",
};

// --- dispatch ----------------------------------------------------------------------------------

TEST_F(ToolTest, HelpListsTheCommands) {
    const ToolRun r = run({"--help"});
    EXPECT_EQ(r.exitCode, 0);
    for (const char* command : {"validate", "path", "bench", "help"}) {
        EXPECT_NE(r.out.find(command), std::string::npos) << command;
    }
    EXPECT_EQ(run({"help"}).out, r.out);
}

TEST_F(ToolTest, VersionPrintsTheProjectVersion) {
    const ToolRun r = run({"--version"});
    EXPECT_EQ(r.exitCode, 0);
    // "catmaze-level 1.0.0", then " (git REVISION)" when built from a git checkout.
    EXPECT_TRUE(r.out.starts_with(std::string("catmaze-level ") + CATMAZE_VERSION)) << r.out;
    EXPECT_TRUE(r.out.ends_with("\n")) << r.out;
}

TEST_F(ToolTest, CommandHelpShowsItsUsage) {
    for (const char* command : {"validate", "path", "bench"}) {
        const ToolRun viaHelp = run({"help", command});
        EXPECT_EQ(viaHelp.exitCode, 0) << command;
        EXPECT_NE(viaHelp.out.find(std::string("usage: catmaze-level ") + command),
                  std::string::npos)
            << viaHelp.out;
        const ToolRun viaOption = run({command, "--help"});
        EXPECT_EQ(viaOption.exitCode, 0) << command;
        EXPECT_EQ(viaOption.out, viaHelp.out);
    }
    EXPECT_NE(run({"path", "--help"}).out.find("--from"), std::string::npos);
}

TEST_F(ToolTest, NoCommandIsAUsageError) {
    const ToolRun r = run({});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("usage:"), std::string::npos);
}

TEST_F(ToolTest, UnknownCommandIsAUsageError) {
    const ToolRun r = run({"frobnicate", "x"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("unknown command 'frobnicate'"), std::string::npos) << r.err;
    EXPECT_EQ(run({"help", "frobnicate"}).exitCode, 2);
}

TEST_F(ToolTest, UnknownOptionIsAUsageError) {
    const ToolRun top = run({"--frobnicate"});
    EXPECT_EQ(top.exitCode, 2);
    EXPECT_NE(top.err.find("unknown option '--frobnicate'"), std::string::npos) << top.err;

    const std::string level = writeFile("corridor.json", levelJson("Corridor", kCorridor));
    const ToolRun r = run({"path", level, "--from", "1,1", "--to", "8,3", "--fast"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("unknown option '--fast'"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("usage: catmaze-level path"), std::string::npos) << r.err;
    EXPECT_EQ(r.out, "");
}

TEST_F(ToolTest, MissingArgumentsAreUsageErrors) {
    const std::string level = writeFile("corridor.json", levelJson("Corridor", kCorridor));
    ToolRun r = run({"path", level, "--to", "8,3"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("missing --from"), std::string::npos) << r.err;

    r = run({"path", level, "--to", "8,3", "--from"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("'--from' needs a value"), std::string::npos) << r.err;

    r = run({"path", "--from", "1,1", "--to", "8,3"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("no FILE"), std::string::npos) << r.err;

    r = run({"validate"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("no FILE"), std::string::npos) << r.err;
}

// --- validate ----------------------------------------------------------------------------------

TEST_F(ToolTest, ValidateAcceptsAGoodLevel) {
    const std::string level = writeFile("corridor.json", levelJson("Corridor", kCorridor));
    const ToolRun r = run({"validate", level});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, level + ": ok\n");
}

TEST_F(ToolTest, ValidateAcceptsTheShippedLevels) {
    std::vector<std::string> args = {"validate"};
    for (const auto& level : campaignLevels())
        args.push_back(level.string());
    ASSERT_GT(args.size(), 1u);
    const ToolRun r = run(args);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    for (std::size_t i = 1; i < args.size(); ++i) {
        EXPECT_NE(r.out.find(args[i] + ": ok\n"), std::string::npos) << args[i];
    }
}

TEST_F(ToolTest, ValidateReportsSyntaxErrorsWithTheirPlace) {
    const std::string bad = writeFile("bad.json", "{\n  \"name\": \"Broken\",\n  \"tiles\": [,\n");
    const ToolRun r = run({"validate", bad});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.out.find(": ok"), std::string::npos) << r.out;
    // GCC-style: FILE:LINE:COL: error: MESSAGE.
    EXPECT_TRUE(::testing::internal::RE::PartialMatch(
        r.err, ::testing::internal::RE("bad\\.json:[0-9]+:[0-9]+: error: ")))
        << r.err;
}

TEST_F(ToolTest, ValidateReportsALevelWithoutACat) {
    const std::string bad =
        writeFile("nocat.json", levelJson("No cat", {"#####", "#...#", "#..E#", "#####"}));
    const ToolRun r = run({"validate", bad});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find(bad + ":"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(": error: "), std::string::npos) << r.err;
}

TEST_F(ToolTest, ValidateMixedFilesReportsEachAndFails) {
    const std::string good = writeFile("good.json", levelJson("Good", kCorridor));
    const std::string bad = writeFile("bad.json", "{ \"tiles\": ");
    const std::string room = writeFile("room.json", levelJson("Room", kRoom));
    const ToolRun r = run({"validate", good, bad, room});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.out, good + ": ok\n" + room + ": ok\n");
    EXPECT_NE(r.err.find(bad + ":"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find(good + ":"), std::string::npos) << r.err;
}

TEST_F(ToolTest, ValidateReportsAMissingFile) {
    const std::string missing = (dir_ / "missing.json").string();
    const ToolRun r = run({"validate", missing});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find(missing), std::string::npos) << r.err;
}

TEST_F(ToolTest, ValidateReadsMovingAiMaps) {
    const std::string arena = CATMAZE_TEST_DATA "/movingai/arena.map";
    ToolRun r = run({"validate", arena});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, arena + ": ok\n");

    // Three rows promised, two given, one of them short.
    const std::string broken =
        writeFile("broken.map", "type octile\nheight 3\nwidth 4\nmap\n....\n..\n");
    r = run({"validate", broken});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find(broken + ":"), std::string::npos) << r.err;
}

// --- path on levels ----------------------------------------------------------------------------

TEST_F(ToolTest, PathFoundAsJson) {
    const std::string level = writeFile("corridor.json", levelJson("Corridor", kCorridor));
    const ToolRun r = run({"path", level, "--from", "1,1", "--to", "8,3", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json answer = json::parse(r.out);
    EXPECT_EQ(answer["status"], "found");
    EXPECT_EQ(answer["cost"], 90);
    const json expected = json::parse("[[2,1],[3,1],[4,1],[5,1],[6,1],[7,1],[8,1],[8,2],[8,3]]");
    EXPECT_EQ(answer["path"], expected);
}

TEST_F(ToolTest, PathFoundAsText) {
    const std::string level = writeFile("corridor.json", levelJson("Corridor", kCorridor));
    const ToolRun r = run({"path", level, "--from", "1,1", "--to", "8,3"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out,
              "found: cost 90, 9 steps\n"
              "(2,1) (3,1) (4,1) (5,1) (6,1) (7,1) (8,1) (8,2) (8,3)\n");
}

TEST_F(ToolTest, PathAlreadyThere) {
    const std::string level = writeFile("corridor.json", levelJson("Corridor", kCorridor));
    const ToolRun r = run({"path", level, "--from", "3,1", "--to", "3,1", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json answer = json::parse(r.out);
    EXPECT_EQ(answer["status"], "already there");
    EXPECT_EQ(answer["cost"], 0);
    EXPECT_EQ(answer["path"], json::array());
}

TEST_F(ToolTest, PathEntersDogsAtTheirCost) {
    const std::string level = writeFile("dog.json", levelJson("Dog", kDogCorridor));
    const ToolRun r = run({"path", level, "--from", "1,1", "--to", "5,1", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json answer = json::parse(r.out);
    EXPECT_EQ(answer["cost"], 10 + 100 + 10 + 10);
    EXPECT_EQ(answer["path"], json::parse("[[2,1],[3,1],[4,1],[5,1]]"));
}

TEST_F(ToolTest, NoPathExitsOne) {
    const std::string level = writeFile("pocket.json", levelJson("Pocket", kPocket));
    ToolRun r = run({"path", level, "--from", "1,1", "--to", "4,1", "--json"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    const json answer = json::parse(r.out);
    EXPECT_EQ(answer["status"], "no path");
    EXPECT_EQ(answer["path"], json::array());

    r = run({"path", level, "--from", "1,1", "--to", "4,1"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "no path: goal (4,1) cannot be reached from (1,1)\n");
}

TEST_F(ToolTest, GoalOnAWallExitsOneAndSaysSo) {
    const std::string level = writeFile("corridor.json", levelJson("Corridor", kCorridor));
    ToolRun r = run({"path", level, "--from", "1,1", "--to", "3,2"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.out, "invalid: goal (3,2) is a wall\n");

    r = run({"path", level, "--from", "1,1", "--to", "3,2", "--json"});
    EXPECT_EQ(r.exitCode, 1);
    const json answer = json::parse(r.out);
    EXPECT_EQ(answer["status"], "invalid");
    EXPECT_EQ(answer["reason"], "goal (3,2) is a wall");

    r = run({"path", level, "--from", "0,0", "--to", "8,3"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "invalid: start (0,0) is a wall\n");
}

TEST_F(ToolTest, EndpointOutsideTheMapExitsTwo) {
    const std::string level = writeFile("corridor.json", levelJson("Corridor", kCorridor));
    ToolRun r = run({"path", level, "--from", "1,1", "--to", "40,2"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("--to 40,2 is outside the 10x5 map"), std::string::npos) << r.err;

    r = run({"path", level, "--from", "-1,2", "--to", "8,3"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--from -1,2 is outside the 10x5 map"), std::string::npos) << r.err;
}

TEST_F(ToolTest, MalformedCoordinatesExitTwo) {
    const std::string level = writeFile("corridor.json", levelJson("Corridor", kCorridor));
    for (const char* bad : {"1;1", "a,b", "1,2,3", "", "1,", ",1", "1.5,2", " 1,1", "1"}) {
        const ToolRun r = run({"path", level, "--from", bad, "--to", "8,3"});
        EXPECT_EQ(r.exitCode, 2) << "'" << bad << "'";
        EXPECT_NE(r.err.find("--from"), std::string::npos) << r.err;
        EXPECT_EQ(r.out, "");
    }
}

TEST_F(ToolTest, BadLevelFileExitsTwo) {
    const std::string bad = writeFile("bad.json", "{ \"tiles\": ");
    const ToolRun r = run({"path", bad, "--from", "1,1", "--to", "2,2"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find(bad + ":"), std::string::npos) << r.err;
}

TEST_F(ToolTest, DiagonalIsCheaper) {
    const std::string level = writeFile("room.json", levelJson("Room", kRoom));
    const ToolRun straight = run({"path", level, "--from", "1,1", "--to", "4,3", "--json"});
    ASSERT_EQ(straight.exitCode, 0) << straight.err;
    EXPECT_EQ(json::parse(straight.out)["cost"], 50);
    EXPECT_EQ(json::parse(straight.out)["path"].size(), 5u);

    const ToolRun diagonal =
        run({"path", level, "--from", "1,1", "--to", "4,3", "--diagonal", "--json"});
    ASSERT_EQ(diagonal.exitCode, 0) << diagonal.err;
    const json answer = json::parse(diagonal.out);
    EXPECT_EQ(answer["cost"], 14 + 14 + 10);
    EXPECT_EQ(answer["path"].size(), 3u);
    EXPECT_EQ(answer["path"].back(), json::parse("[4,3]"));
}

}  // namespace
}  // namespace catmaze::tool_test
