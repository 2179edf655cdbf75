#include "measured_run.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <thread>

#include "tool_runner.hpp"

namespace catmaze::tool_test {

namespace fs = std::filesystem;

namespace {
constexpr auto kHangGuard = std::chrono::seconds(60);
}  // namespace

Measured runMeasured(const std::vector<std::string>& args, const fs::path& dir) {
    const fs::path outFile = dir / "stdout.txt";
    const fs::path errFile = dir / "stderr.txt";
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, outFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0600);
    posix_spawn_file_actions_addopen(&actions, 2, errFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0600);
    std::string tool = CATMAZE_LEVEL_TOOL;
    std::vector<std::string> copies = args;
    std::vector<char*> argv{tool.data()};
    for (std::string& a : copies)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_t pid = -1;
    const int spawned = ::posix_spawn(&pid, tool.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    Measured m;
    if (spawned != 0) {
        m.err = "cannot start " + tool;
        return m;
    }
    rusage usage{};
    const auto deadline = std::chrono::steady_clock::now() + kHangGuard;
    while (true) {
        const pid_t done = ::wait4(pid, &m.status, WNOHANG, &usage);
        if (done == pid)
            break;
        if (std::chrono::steady_clock::now() > deadline) {
            ::kill(pid, SIGKILL);
            ::wait4(pid, &m.status, 0, &usage);
            m.hung = true;
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    m.cpuSeconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                   static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    m.maxResidentKiB = usage.ru_maxrss;
    m.out = readFile(outFile);
    m.err = readFile(errFile);
    return m;
}

}  // namespace catmaze::tool_test
