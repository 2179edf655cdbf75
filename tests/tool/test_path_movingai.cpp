// Tests of `catmaze-level path` on Moving AI maps (tests/data/movingai): the optimal real cost
// of the .scen file's problems, as JSON and text, and the answers off the map or on a wall.

#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

using nlohmann::json;

// One problem line of a .scen file: bucket, map, width, height, start, goal, optimal length.
struct ScenLine {
    int startCol = 0, startRow = 0, goalCol = 0, goalRow = 0;
    double length = 0.0;
};

ScenLine lastScenLine(const std::string& path) {
    std::istringstream lines(readFile(path));
    std::string line, last;
    while (std::getline(lines, line)) {
        if (!line.empty())
            last = line;
    }
    std::istringstream fields(last);
    ScenLine scen;
    std::string bucket, map, width, height;
    fields >> bucket >> map >> width >> height >> scen.startCol >> scen.startRow >> scen.goalCol >>
        scen.goalRow >> scen.length;
    return scen;
}

// The rows of a .map file (after the four header lines).
std::vector<std::string> mapRows(const std::string& path) {
    std::istringstream lines(readFile(path));
    std::string line;
    std::vector<std::string> rows;
    for (int header = 0; header < 4 && std::getline(lines, line); ++header) {
    }
    while (std::getline(lines, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        rows.push_back(line);
    }
    return rows;
}

TEST_F(ToolTest, PathOnAMovingAiMapHasTheOptimalRealCost) {
    const std::string map = CATMAZE_TEST_DATA "/movingai/arena.map";
    const ScenLine scen = lastScenLine(map + ".scen");  // the longest problem of the file
    const auto tile = [](int col, int row) {
        return std::to_string(col) + "," + std::to_string(row);
    };
    const ToolRun r = run({"path", map, "--from", tile(scen.startCol, scen.startRow), "--to",
                           tile(scen.goalCol, scen.goalRow), "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json answer = json::parse(r.out);
    EXPECT_EQ(answer["status"], "found");
    EXPECT_NEAR(answer["cost"].get<double>(), scen.length, 1e-4);

    // The path is legal: one 8-connected move at a time over passable cells, no corner cutting,
    // and its length is the reported cost.
    const std::vector<std::string> rows = mapRows(map);
    const auto passable = [&](int col, int row) {
        const char c = rows.at(static_cast<std::size_t>(row)).at(static_cast<std::size_t>(col));
        return c == '.' || c == 'G' || c == 'S';
    };
    int col = scen.startCol, row = scen.startRow;
    double length = 0.0;
    for (const json& step : answer["path"]) {
        const int nextCol = step[0], nextRow = step[1];
        const int dc = nextCol - col, dr = nextRow - row;
        ASSERT_TRUE(std::abs(dc) <= 1 && std::abs(dr) <= 1 && (dc != 0 || dr != 0)) << step;
        ASSERT_TRUE(passable(nextCol, nextRow)) << step;
        if (dc != 0 && dr != 0) {
            ASSERT_TRUE(passable(col + dc, row) && passable(col, row + dr)) << step;
            length += std::sqrt(2.0);
        } else {
            length += 1.0;
        }
        col = nextCol;
        row = nextRow;
    }
    EXPECT_EQ(col, scen.goalCol);
    EXPECT_EQ(row, scen.goalRow);
    EXPECT_NEAR(length, answer["cost"].get<double>(), 1e-9);
}

TEST_F(ToolTest, PathOnAMovingAiMapAsText) {
    const std::string map = CATMAZE_TEST_DATA "/movingai/arena.map";
    const ScenLine scen = lastScenLine(map + ".scen");
    const auto tile = [](int col, int row) {
        return std::to_string(col) + "," + std::to_string(row);
    };
    const ToolRun r = run({"path", map, "--from", tile(scen.startCol, scen.startRow), "--to",
                           tile(scen.goalCol, scen.goalRow)});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    double cost = 0.0;
    int steps = 0;
    ASSERT_EQ(std::sscanf(r.out.c_str(), "found: cost %lf, %d steps", &cost, &steps), 2) << r.out;
    EXPECT_NEAR(cost, scen.length, 1e-4);
    EXPECT_GT(steps, 0);
}

TEST_F(ToolTest, PathOnAMovingAiMapOutsideOrBlocked) {
    const std::string map = CATMAZE_TEST_DATA "/movingai/arena.map";
    ToolRun r = run({"path", map, "--from", "1,3", "--to", "49,3"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--to 49,3 is outside the 49x49 map"), std::string::npos) << r.err;

    // The map's border row is out of bounds ('@' or 'T').
    r = run({"path", map, "--from", "1,3", "--to", "0,0", "--json"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(json::parse(r.out)["status"], "invalid");
}

}  // namespace
}  // namespace catmaze::tool_test
