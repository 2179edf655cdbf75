/// \file
/// The harness's paths and files, and child processes: started with their own environment and
/// output files, waited for, stopped, and run to completion with their output captured.

#include "harness.hpp"

#include <cerrno>
#include <csignal>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "harness_detail.hpp"

extern char** environ;

namespace catmaze::wintest {

namespace fs = std::filesystem;
using detail::Clock;
using detail::kPollInterval;
using detail::systemError;
using detail::tail;

namespace {

/// Our environment with `changes` applied, as NAME=VALUE strings.
std::vector<std::string> buildEnvironment(const EnvChanges& changes) {
    std::map<std::string, std::string> vars;
    for (char** entry = environ; *entry != nullptr; ++entry) {
        const std::string text(*entry);
        const auto eq = text.find('=');
        if (eq != std::string::npos)
            vars[text.substr(0, eq)] = text.substr(eq + 1);
    }
    for (const auto& [name, value] : changes) {
        if (value) {
            vars[name] = *value;
        } else {
            vars.erase(name);
        }
    }
    std::vector<std::string> out;
    for (const auto& [name, value] : vars)
        out.push_back(name + "=" + value);
    return out;
}

std::vector<char*> cStrings(std::vector<std::string>& strings) {
    std::vector<char*> out;
    for (std::string& s : strings)
        out.push_back(s.data());
    out.push_back(nullptr);
    return out;
}

int openForWriting(const fs::path& path) {
    const char* name = path.empty() ? "/dev/null" : path.c_str();
    const int fd = ::open(name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        throw HarnessError(systemError("cannot open " + std::string(name)));
    return fd;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Paths and files

fs::path gameExecutable() {
    return CATMAZE_GAME;
}
fs::path levelToolExecutable() {
    return CATMAZE_LEVEL_TOOL;
}
fs::path sourceDir() {
    return CATMAZE_SOURCE_DIR;
}
fs::path testLevel(const std::string& fileName) {
    return fs::path(CATMAZE_WINDOW_TEST_LEVELS) / fileName;
}

std::string readFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

void writeFile(const fs::path& path, const std::string& contents) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << contents;
    out.close();
    if (!out)
        throw HarnessError("cannot write " + path.string());
}

void replaceFile(const fs::path& path, const std::string& contents) {
    const fs::path beside = path.string() + ".new";
    writeFile(beside, contents);
    std::error_code error;
    fs::rename(beside, path, error);
    if (error)
        throw HarnessError("cannot replace " + path.string() + ": " + error.message());
}

// ---------------------------------------------------------------------------------------------
// Processes

std::string describeWaitStatus(int status) {
    if (WIFEXITED(status))
        return "exit code " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) {
        const int sig = WTERMSIG(status);
        const char* name = sigabbrev_np(sig);
        return "killed by signal " + std::to_string(sig) + " (SIG" + (name ? name : "?") + ")";
    }
    return "wait status " + std::to_string(status);
}

ChildProcess::ChildProcess(const Options& options) {
    if (options.argv.empty())
        throw HarnessError("ChildProcess: empty argv");
    // Everything the child needs is prepared before fork: after it, only async-signal-safe calls.
    std::vector<std::string> args = options.argv;
    std::vector<std::string> env = buildEnvironment(options.env);
    std::vector<char*> argv = cStrings(args);
    std::vector<char*> envp = cStrings(env);
    const int devNull = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    const int outFd = openForWriting(options.stdoutFile);
    const int errFd = openForWriting(options.stderrFile);
    int execPipe[2];
    if (devNull < 0 || ::pipe2(execPipe, O_CLOEXEC) != 0) {
        throw HarnessError(systemError("ChildProcess: setup"));
    }
    const pid_t parent = ::getpid();

    pid_ = ::fork();
    if (pid_ == 0) {
        // Child: die with the test program, so a crashed test leaves no Xvfb or game behind.
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent)
            ::_exit(127);
        ::dup2(devNull, 0);
        ::dup2(outFd, 1);
        ::dup2(errFd, 2);
        for (const auto& [from, to] : options.passFds) {
            if (from == to) {
                ::fcntl(to, F_SETFD, 0);  // keep it open across exec
            } else {
                ::dup2(from, to);
            }
        }
        ::execvpe(argv[0], argv.data(), envp.data());
        const int error = errno;
        [[maybe_unused]] const auto written = ::write(execPipe[1], &error, sizeof error);
        ::_exit(127);
    }
    const int forkErrno = errno;
    ::close(devNull);
    ::close(outFd);
    ::close(errFd);
    ::close(execPipe[1]);
    if (pid_ < 0) {
        ::close(execPipe[0]);
        errno = forkErrno;
        throw HarnessError(systemError("fork"));
    }
    // The pipe closes on a successful exec; otherwise it carries exec's errno.
    int execErrno = 0;
    ssize_t n;
    do {
        n = ::read(execPipe[0], &execErrno, sizeof execErrno);
    } while (n < 0 && errno == EINTR);
    ::close(execPipe[0]);
    if (n == static_cast<ssize_t>(sizeof execErrno)) {
        int status = 0;
        ::waitpid(pid_, &status, 0);
        status_ = status;
        errno = execErrno;
        throw HarnessError(systemError("cannot run " + options.argv[0]));
    }
}

ChildProcess::~ChildProcess() {
    if (pid_ > 0 && !status_)
        stop(Seconds(2));
}

bool ChildProcess::running() {
    if (status_)
        return false;
    int status = 0;
    const pid_t r = ::waitpid(pid_, &status, WNOHANG);
    if (r == pid_) {
        status_ = status;
        return false;
    }
    return true;
}

std::optional<int> ChildProcess::waitExit(Seconds timeout) {
    const auto deadline = Clock::now() + timeout;
    while (running()) {
        if (Clock::now() >= deadline)
            return std::nullopt;
        std::this_thread::sleep_for(kPollInterval);
    }
    return status_;
}

int ChildProcess::stop(Seconds grace) {
    if (running()) {
        ::kill(pid_, SIGTERM);
        if (!waitExit(grace)) {
            ::kill(pid_, SIGKILL);
            int status = 0;
            ::waitpid(pid_, &status, 0);
            status_ = status;
        }
    }
    return *status_;
}

int CommandResult::exitCode() const {
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string CommandResult::describe() const {
    return "$ " + commandLine + "\n  -> " + (timedOut ? "timed out, " : "") +
           describeWaitStatus(status) + "\n  stdout: " + tail(out, 2000) +
           "\n  stderr: " + tail(err, 2000);
}

CommandResult runCommand(const std::vector<std::string>& argv, const EnvChanges& env,
                         Seconds timeout) {
    CommandResult result;
    for (const std::string& arg : argv)
        result.commandLine += (result.commandLine.empty() ? "" : " ") + arg;
    int outPipe[2];
    int errPipe[2];
    if (::pipe2(outPipe, O_CLOEXEC) != 0)
        throw HarnessError(systemError("pipe"));
    if (::pipe2(errPipe, O_CLOEXEC) != 0)
        throw HarnessError(systemError("pipe"));
    ChildProcess::Options options;
    options.argv = argv;
    options.env = env;
    options.passFds = {{outPipe[1], 1}, {errPipe[1], 2}};
    std::unique_ptr<ChildProcess> child;
    try {
        child = std::make_unique<ChildProcess>(options);
    } catch (...) {
        for (int fd : {outPipe[0], outPipe[1], errPipe[0], errPipe[1]})
            ::close(fd);
        throw;
    }
    ::close(outPipe[1]);
    ::close(errPipe[1]);

    const auto deadline = Clock::now() + timeout;
    pollfd fds[2] = {{outPipe[0], POLLIN, 0}, {errPipe[0], POLLIN, 0}};
    std::string* sinks[2] = {&result.out, &result.err};
    int open = 2;
    while (open > 0) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) {
            result.timedOut = true;
            break;
        }
        if (::poll(fds, 2, static_cast<int>(left.count())) < 0 && errno != EINTR)
            break;
        for (int i = 0; i < 2; ++i) {
            if (fds[i].fd < 0 || fds[i].revents == 0)
                continue;
            char buffer[4096];
            const ssize_t n = ::read(fds[i].fd, buffer, sizeof buffer);
            if (n > 0) {
                sinks[i]->append(buffer, static_cast<std::size_t>(n));
            } else if (n == 0 || errno != EINTR) {
                ::close(fds[i].fd);
                fds[i].fd = -1;
                --open;
            }
        }
    }
    for (const pollfd& p : fds) {
        if (p.fd >= 0)
            ::close(p.fd);
    }
    result.status = result.timedOut ? child->stop(Seconds(1)) : child->stop(timeout);
    return result;
}

}  // namespace catmaze::wintest
