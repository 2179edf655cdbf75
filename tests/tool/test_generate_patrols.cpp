// Tests of `catmaze-level generate --patrols N` through the real binary: it writes a version 2
// level with N dogs on patrol that `validate` accepts and whose recorded par `solve` finds (the
// exact solver through time), prints why timing matters on it, gives the same bytes for a seed,
// and refuses a bad count or the open floor with exit 2, writing nothing; --help names it.

#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

using nlohmann::json;

TEST_F(ToolTest, GeneratePatrolsWritesALevelWhereTimingMatters) {
    const std::string first = (dir_ / "patrols.json").string();
    const std::string again = (dir_ / "patrols-again.json").string();
    std::vector<std::string> args = {"generate", first,          "--seed", "3",         "--size",
                                     "15x11",    "--difficulty", "medium", "--patrols", "2"};
    const ToolRun r = run(args);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("Generated patrol medium #3, medium, 15x11"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("ignoring the patrols: cost "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("timing: the cheapest win "), std::string::npos) << r.out;
    args[1] = again;
    ASSERT_EQ(run(args).exitCode, 0);
    EXPECT_EQ(readFile(first), readFile(again));

    // Two dogs walk, in a version 2 level the tool itself finds valid, at the par it records.
    const json level = json::parse(readFile(first));
    EXPECT_EQ(level["version"], 2);
    EXPECT_EQ(level["patrols"].size(), 2u);
    const ToolRun validated = run({"validate", first});
    EXPECT_EQ(validated.err, "");  // no warning: the recorded par is the solver's
    EXPECT_EQ(validated.out, first + ": ok\n");
    const ToolRun solved = run({"solve", first, "--json"});
    ASSERT_EQ(solved.exitCode, 0) << solved.err;
    EXPECT_EQ(json::parse(solved.out)["cost"], level["metrics"]["par"]) << solved.out;
    EXPECT_NE(r.out.find("par: " + level["metrics"]["par"].dump() + " ("), std::string::npos)
        << r.out;
}

TEST_F(ToolTest, GeneratePatrolsRefusesABadCountAndTheOpenFloor) {
    const std::string out = (dir_ / "out.json").string();
    const std::vector<std::string> base = {"generate", out,     "--seed",       "1",
                                           "--size",   "15x11", "--difficulty", "easy"};
    const auto withPatrols = [&](std::vector<std::string> more) {
        std::vector<std::string> args = base;
        args.insert(args.end(), more.begin(), more.end());
        return run(args);
    };
    for (const char* bad : {"4", "-1", "two", ""}) {
        const ToolRun r = withPatrols({"--patrols", bad});
        EXPECT_EQ(r.exitCode, 2) << bad;
        EXPECT_NE(
            r.err.find(std::string("--patrols is a number of dogs from 0 to 3, not '") + bad + "'"),
            std::string::npos)
            << r.err;
    }
    const ToolRun open = withPatrols({"--patrols", "1", "--floor", "open"});
    EXPECT_EQ(open.exitCode, 2);
    EXPECT_NE(open.err.find("--patrols is for tile levels"), std::string::npos) << open.err;
    EXPECT_FALSE(std::filesystem::exists(out));

    const ToolRun help = run({"help", "generate"});
    EXPECT_NE(help.out.find("--patrols N"), std::string::npos) << help.out;
}

}  // namespace
}  // namespace catmaze::tool_test
