/// \file
/// Temporary directories, and an Xvfb server per test.

#include "harness.hpp"

#include <csignal>
#include <cstdlib>
#include <thread>

#include <X11/Xlib.h>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include "harness_detail.hpp"

namespace catmaze::wintest {

namespace fs = std::filesystem;
using detail::Clock;
using detail::systemError;

// ---------------------------------------------------------------------------------------------
// Temporary directory and Xvfb

TempDir::TempDir(const std::string& prefix) {
    const char* base = std::getenv("TMPDIR");
    std::string pattern =
        (base != nullptr && *base != '\0' ? std::string(base) : "/tmp") + "/" + prefix + "XXXXXX";
    if (::mkdtemp(pattern.data()) == nullptr)
        throw HarnessError(systemError("mkdtemp " + pattern));
    path_ = pattern;
}

TempDir::~TempDir() {
    if (keep_)
        return;
    std::error_code ignored;
    fs::remove_all(path_, ignored);
}

Xvfb::Xvfb(const fs::path& logFile, Reset reset) {
    int pipeFds[2];
    if (::pipe2(pipeFds, O_CLOEXEC) != 0)
        throw HarnessError(systemError("pipe"));
    ChildProcess::Options options;
    // -displayfd: the server picks a free display and writes its number to fd 3 once it is ready.
    options.argv = {"Xvfb", "-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"};
    if (reset == Reset::Never)
        options.argv.push_back("-noreset");
    options.stderrFile = logFile;
    options.passFds = {{pipeFds[1], 3}};
    try {
        process_ = std::make_unique<ChildProcess>(options);
    } catch (...) {
        ::close(pipeFds[0]);
        ::close(pipeFds[1]);
        throw;
    }
    ::close(pipeFds[1]);

    std::string number;
    const auto deadline = Clock::now() + Seconds(20);
    while (number.find('\n') == std::string::npos) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        pollfd p{pipeFds[0], POLLIN, 0};
        if (left.count() <= 0 || ::poll(&p, 1, static_cast<int>(left.count())) <= 0)
            break;
        char buffer[64];
        const ssize_t n = ::read(pipeFds[0], buffer, sizeof buffer);
        if (n <= 0)
            break;
        number.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(pipeFds[0]);
    while (!number.empty() && (number.back() == '\n' || number.back() == ' '))
        number.pop_back();
    if (number.empty() || number.find_first_not_of("0123456789") != std::string::npos) {
        process_->stop();
        throw HarnessError("Xvfb did not report a display number (" +
                           describeWaitStatus(*process_->waitStatus()) + "); its log:\n" +
                           readFile(logFile));
    }
    display_ = ":" + number;
    // The number is written when the server listens; check that a client really gets in.
    Display* connection = XOpenDisplay(display_.c_str());
    if (connection == nullptr) {
        throw HarnessError("cannot connect to Xvfb on " + display_ + "; its log:\n" +
                           readFile(logFile));
    }
    XCloseDisplay(connection);
}

Xvfb::~Xvfb() {
    if (process_)
        process_->stop();
}

}  // namespace catmaze::wintest
