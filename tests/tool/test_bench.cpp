// Tests of `catmaze-level bench` on the Moving AI maps in tests/data/movingai.

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

const std::string kData = CATMAZE_TEST_DATA "/movingai/";

// A copy of `scen` in which the optimal length of each problem listed in `wrong` (0-based) is
// one more than the file says.
std::string withWrongLengths(const std::string& scen, const std::vector<int>& wrong) {
    std::istringstream lines(scen);
    std::string line;
    std::string out;
    int problem = -1;  // the first line is the version header
    while (std::getline(lines, line)) {
        const bool isWrong =
            problem >= 0 && std::find(wrong.begin(), wrong.end(), problem) != wrong.end();
        if (isWrong) {
            const std::size_t tab = line.rfind('\t');
            const double length = std::stod(line.substr(tab + 1));
            char changed[32];
            std::snprintf(changed, sizeof changed, "%.8f", length + 1.0);
            line = line.substr(0, tab + 1) + changed;
        }
        out += line + '\n';
        ++problem;
    }
    return out;
}

class BenchOnMap : public ToolTest, public ::testing::WithParamInterface<const char*> {};

// A sample of 20 problems spread over each file keeps the suite fast (also under sanitizers)
// while covering the longest problems at the end of the file.
TEST_P(BenchOnMap, SampleMatchesTheOptimalLengths) {
    const std::string map = kData + GetParam();
    const ToolRun r = run({"bench", map, map + ".scen", "--sample", "20"});
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    EXPECT_EQ(r.lastLine(), "20 passed, 0 failed") << r.out;
    EXPECT_NE(r.out.find("mean time per query: "), std::string::npos) << r.out;
    EXPECT_EQ(r.err, "");
}

INSTANTIATE_TEST_SUITE_P(MovingAi, BenchOnMap,
                         ::testing::Values("arena.map", "den312d.map", "arena2.map",
                                           "maze512-1-0.map", "random512-10-0.map", "8room_000.map",
                                           "Berlin_0_512.map"),
                         [](const auto& info) {
                             std::string name = info.param;
                             for (char& c : name) {
                                 if (!std::isalnum(static_cast<unsigned char>(c)))
                                     c = '_';
                             }
                             return name;
                         });

TEST_F(ToolTest, BenchWholeSmallFile) {
    const ToolRun r = run({"bench", kData + "arena.map", kData + "arena.map.scen"});
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    EXPECT_EQ(r.lastLine(), "130 passed, 0 failed");
}

TEST_F(ToolTest, BenchLimitTakesTheFirstProblems) {
    const ToolRun r = run({"bench", kData + "arena.map", kData + "arena.map.scen", "--limit", "7"});
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    EXPECT_EQ(r.lastLine(), "7 passed, 0 failed");
}

TEST_F(ToolTest, BenchReportsWrongLengths) {
    const std::string scen = writeFile(
        "arena.map.scen", withWrongLengths(readFile(kData + "arena.map.scen"), {0, 2, 4}));
    const ToolRun r = run({"bench", kData + "arena.map", scen, "--limit", "5"});
    EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
    EXPECT_EQ(r.lastLine(), "2 passed, 3 failed");
    for (const char* problem : {"problem 0: ", "problem 2: ", "problem 4: "}) {
        EXPECT_NE(r.out.find(problem), std::string::npos) << r.out;
    }
    EXPECT_EQ(r.out.find("problem 1: "), std::string::npos) << r.out;
    // The failure shows the problem, what the file expects and what was found.
    EXPECT_NE(r.out.find("problem 0: start (19,26) goal (19,29): expected 4.00000000, got "
                         "3.00000000"),
              std::string::npos)
        << r.out;
}

TEST_F(ToolTest, BenchSampleIncludesTheLastProblem) {
    const std::string scen =
        writeFile("arena.map.scen", withWrongLengths(readFile(kData + "arena.map.scen"), {129}));
    const ToolRun r = run({"bench", kData + "arena.map", scen, "--sample", "3"});
    EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
    EXPECT_EQ(r.lastLine(), "2 passed, 1 failed");
    EXPECT_NE(r.out.find("problem 129: "), std::string::npos) << r.out;
}

TEST_F(ToolTest, BenchBadInputExitsTwo) {
    const std::string map = kData + "arena.map";
    ToolRun r = run({"bench", map, (dir_ / "missing.scen").string()});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("missing.scen"), std::string::npos) << r.err;

    r = run({"bench", map});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("usage: catmaze-level bench"), std::string::npos) << r.err;

    for (const char* bad : {"0", "-3", "x", "2.5"}) {
        r = run({"bench", map, map + ".scen", "--sample", bad});
        EXPECT_EQ(r.exitCode, 2) << bad;
        EXPECT_NE(r.err.find("--sample"), std::string::npos) << r.err;
    }
}

// Every algorithm finds the file's optimal lengths (the tutorial's on a small sample: it is slow).
TEST_F(ToolTest, BenchEveryAlgorithmMatchesTheOptimalLengths) {
    for (const char* algorithm : {"astar", "jps", "dijkstra", "tutorial"}) {
        const std::string sample = std::string(algorithm) == "tutorial" ? "8" : "40";
        const ToolRun r = run({"bench", kData + "arena2.map", kData + "arena2.map.scen", "--sample",
                               sample, "--algorithm", algorithm});
        EXPECT_EQ(r.exitCode, 0) << algorithm << '\n' << r.out << r.err;
        EXPECT_EQ(r.lastLine(), sample + " passed, 0 failed") << algorithm;
        EXPECT_NE(r.out.find("mean time per query: "), std::string::npos) << r.out;
    }
}

TEST_F(ToolTest, BenchUnknownAlgorithmIsAUsageError) {
    const ToolRun r =
        run({"bench", kData + "arena.map", kData + "arena.map.scen", "--algorithm", "bfs"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--algorithm must be astar, jps, dijkstra or tutorial, not 'bfs'"),
              std::string::npos)
        << r.err;
}

// `path` gives the same cost with every algorithm, on a level with dogs and on a map.
TEST_F(ToolTest, PathCostIsTheSameWithEveryAlgorithm) {
    const std::string level = writeFile("dogs.json", R"({
  "name": "Dogs",
  "version": 1,
  "tiles": [
    "##########",
    "#C..D....#",
    "#.##D###.#",
    "#..D...DE#",
    "##########"
  ]
})");
    for (const char* diagonal : {"", "--diagonal"}) {
        std::string first;
        for (const char* algorithm : {"jps", "astar", "dijkstra", "tutorial"}) {
            std::vector<std::string> args = {"path", level,    "--from",      "1,1",    "--to",
                                             "8,3",  "--json", "--algorithm", algorithm};
            if (*diagonal != '\0')
                args.push_back(diagonal);
            const ToolRun r = run(args);
            EXPECT_EQ(r.exitCode, 0) << algorithm << r.out << r.err;
            const std::string cost = r.out.substr(0, r.out.find(",\"path\""));
            if (first.empty())
                first = cost;
            EXPECT_EQ(cost, first) << algorithm << ' ' << diagonal;
        }
    }
    // On a benchmark map the first line is "found: cost C, N steps".
    const std::string map = kData + "den312d.map";
    std::string firstLine;
    for (const char* algorithm : {"jps", "astar", "dijkstra", "tutorial"}) {
        const ToolRun r =
            run({"path", map, "--from", "5,5", "--to", "30,40", "--algorithm", algorithm});
        const std::string line = r.out.substr(0, r.out.find('\n'));
        if (firstLine.empty())
            firstLine = line;
        EXPECT_EQ(line, firstLine) << algorithm << r.err;
    }
    EXPECT_EQ(firstLine.rfind("found: cost ", 0), 0u) << firstLine;
}

}  // namespace
}  // namespace catmaze::tool_test
