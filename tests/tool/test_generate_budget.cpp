// `catmaze-level generate` answers in bounded time at the largest size and hardest difficulty,
// and says so, with exit 2 and the file unwritten, when its budget runs out before the band is
// met; with stderr a terminal (a pseudo-terminal here) a run over a second shows its progress in
// place, and with stderr a file it prints none.

#include <gtest/gtest.h>
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fcntl.h>
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

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
                         "(2000 candidates)"),
              std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("try another seed, a smaller size or an easier difficulty"),
              std::string::npos)
        << r.err;
    EXPECT_FALSE(std::filesystem::exists(out));
}

// Runs catmaze-level with `args`, its stderr (and stdin) a pseudo-terminal and its stdout thrown
// away; returns what reached the terminal, once the process has ended or after a minute.
std::string stderrOnATerminal(const std::vector<std::string>& args) {
    int terminal = -1;
    const pid_t child = forkpty(&terminal, nullptr, nullptr, nullptr);
    if (child == 0) {
        const int devNull = ::open("/dev/null", O_WRONLY);
        ::dup2(devNull, STDOUT_FILENO);
        std::vector<char*> argv{const_cast<char*>(CATMAZE_LEVEL_TOOL)};
        for (const std::string& arg : args)
            argv.push_back(const_cast<char*>(arg.c_str()));
        argv.push_back(nullptr);
        ::execv(CATMAZE_LEVEL_TOOL, argv.data());
        ::_exit(127);
    }
    std::string seen;
    if (child < 0)
        return seen;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(1);
    while (std::chrono::steady_clock::now() < deadline) {
        pollfd ready{terminal, POLLIN, 0};
        if (::poll(&ready, 1, 100) <= 0)
            continue;
        char buffer[4096];
        const ssize_t n = ::read(terminal, buffer, sizeof buffer);
        if (n <= 0)
            break;  // EIO: the child has gone, and the terminal with it
        seen.append(buffer, static_cast<std::size_t>(n));
    }
    ::kill(child, SIGKILL);  // a no-op when it has ended
    ::waitpid(child, nullptr, 0);
    ::close(terminal);
    return seen;
}

// The wiring: stderr a terminal, a run of a second or so (64x64 hard seed 1 spends its whole
// budget). Whether a progress line shows depends on the machine's speed (the line's own test,
// test_progress_line.cpp, checks it): here, any line shown is wiped before the answer.
TEST_F(ToolTest, GenerateOnATerminalWipesItsProgressBeforeItsAnswer) {
    const std::string out = (dir_ / "progress.json").string();
    const std::string seen = stderrOnATerminal(
        {"generate", out, "--seed", "1", "--size", "64x64", "--difficulty", "hard"});
    const std::string answer = "catmaze-level generate: no hard level of 64x64";
    const std::size_t at = seen.find(answer);
    ASSERT_NE(at, std::string::npos) << seen;
    const std::string before = seen.substr(0, at);
    if (!before.empty()) {
        EXPECT_EQ(before.rfind("\rgenerating 64x64 hard: attempt ", 0), 0u) << before;
        EXPECT_EQ(before.back(), '\r') << before;  // wiped: the answer starts the line
    }
    std::cout << "[ measured ] on a terminal: " << (before.empty() ? "no" : "a")
              << " progress line\n";
}

TEST_F(ToolTest, GenerateNamesAMissingRequiredOption) {
    // Each of --seed, --size and --difficulty left out in turn: a usage error naming it, no file.
    const std::string out = (dir_ / "missing.json").string();
    const std::vector<std::vector<std::string>> calls = {
        {"generate", out, "--size", "9x9", "--difficulty", "easy"},
        {"generate", out, "--seed", "7", "--difficulty", "easy"},
        {"generate", out, "--seed", "7", "--size", "21x15"},
    };
    const std::vector<std::string> said = {"missing --seed N", "missing --size WxH",
                                           "missing --difficulty D"};
    for (std::size_t i = 0; i < calls.size(); ++i) {
        const ToolRun r = run(calls[i]);
        EXPECT_EQ(r.exitCode, 2) << said[i];
        EXPECT_NE(r.err.find("catmaze-level generate: " + said[i]), std::string::npos) << r.err;
        EXPECT_FALSE(std::filesystem::exists(out));
    }
}

}  // namespace
}  // namespace catmaze::tool_test
