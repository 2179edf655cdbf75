// `catmaze-level generate` answers in bounded time at the largest size and hardest difficulty,
// and says so, with exit 2 and the file unwritten, when its budget runs out before the band is
// met; with stderr not a terminal it prints no progress line.

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <filesystem>
#include <string>

#include "measured_run.hpp"
#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr double kGenerateCpuSeconds = 60.0;  // the sanitizers run it ten times slower
#else
constexpr double kGenerateCpuSeconds = 5.0;  // the promise of --help (about 2 s measured)
#endif

TEST_F(ToolTest, GenerateAtTheLargestSizeAndHardestDifficultyAnswersInBoundedTime) {
    const std::string out = (dir_ / "big.json").string();
    const Measured m = runMeasured(
        {"generate", out, "--seed", "99", "--size", "64x64", "--difficulty", "hard"}, dir_);
    ASSERT_FALSE(m.hung) << "still generating after a minute";
    ASSERT_TRUE(WIFEXITED(m.status));
    const int code = WEXITSTATUS(m.status);
    EXPECT_TRUE(code == 0 || code == 2) << m.err;
    if (code == 2) {
        EXPECT_NE(m.err.find("within the budget"), std::string::npos) << m.err;
    }
    EXPECT_LE(m.cpuSeconds, kGenerateCpuSeconds);
    EXPECT_EQ(m.err.find('\r'), std::string::npos) << "a progress line on a file: " << m.err;
    std::cout << "[ measured ] generate 64x64 hard seed 99: " << m.cpuSeconds << " s CPU, exit "
              << code << "\n";
}

TEST_F(ToolTest, GenerateSaysWhenTheBandIsNotMetWithinTheBudget) {
    // A hard level 7 tiles wide and 64 long: seed 1 finds none in its 2000 candidates.
    const std::string out = (dir_ / "thin.json").string();
    const ToolRun r =
        run({"generate", out, "--seed", "1", "--size", "7x64", "--difficulty", "hard"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("catmaze-level generate: no hard level of 7x64 found within the budget "
                         "(2000 of 2000 candidates"),
              std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("try another seed, a smaller size or an easier difficulty"),
              std::string::npos)
        << r.err;
    EXPECT_FALSE(std::filesystem::exists(out));
}

}  // namespace
}  // namespace catmaze::tool_test
