#include "harness.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <thread>

#include <X11/Xlib.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace catmaze::wintest {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

/// The interval between two looks at a file or a process while waiting.
constexpr auto kPollInterval = std::chrono::milliseconds(15);

std::string systemError(const std::string& what) {
    return what + ": " + std::strerror(errno);
}

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

std::string tail(const std::string& text, std::size_t maxChars) {
    if (text.size() <= maxChars)
        return text;
    return "[...]" + text.substr(text.size() - maxChars);
}

std::string lowerCase(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
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

// ---------------------------------------------------------------------------------------------
// Event log

void EventLog::poll() {
    std::ifstream in(path_, std::ios::binary);
    if (!in)
        return;  // not created yet
    in.seekg(static_cast<std::streamoff>(offset_));
    std::ostringstream chunk;
    chunk << in.rdbuf();
    const std::string data = chunk.str();
    offset_ += data.size();
    partial_ += data;
    std::size_t start = 0;
    for (std::size_t nl; (nl = partial_.find('\n', start)) != std::string::npos; start = nl + 1) {
        const std::string line = partial_.substr(start, nl - start);
        if (line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        Json event = Json::parse(line, nullptr, /*allow_exceptions=*/false);
        if (event.is_discarded() || !event.is_object() || !event.contains("event") ||
            !event["event"].is_string()) {
            event = Json{{"event", "<not json>"}, {"line", line}};
        }
        events_.push_back(std::move(event));
    }
    partial_.erase(0, start);
}

std::string EventLog::describe(std::size_t maxLines) const {
    std::ostringstream out;
    const std::size_t first = events_.size() > maxLines ? events_.size() - maxLines : 0;
    if (first > 0)
        out << "  ... " << first << " earlier events\n";
    for (std::size_t i = first; i < events_.size(); ++i) {
        out << "  #" << i << " " << events_[i].dump() << "\n";
    }
    if (events_.empty())
        out << "  (no events)\n";
    if (!partial_.empty())
        out << "  unterminated line: " << partial_ << "\n";
    return out.str();
}

// ---------------------------------------------------------------------------------------------
// Tiles and the level tool

TileRef tileFromJson(const Json& value) {
    if (value.is_array() && value.size() == 2 && value[0].is_number_integer() &&
        value[1].is_number_integer()) {
        return {value[0].get<int>(), value[1].get<int>()};
    }
    if (value.is_object() && value.contains("col") && value.contains("row")) {
        return {value["col"].get<int>(), value["row"].get<int>()};
    }
    throw HarnessError("not a tile [col,row]: " + value.dump());
}

std::vector<TileRef> tilesFromJson(const Json& value) {
    if (!value.is_array())
        throw HarnessError("not a list of tiles: " + value.dump());
    std::vector<TileRef> out;
    for (const Json& item : value)
        out.push_back(tileFromJson(item));
    return out;
}

std::string toString(TileRef tile) {
    std::string text = "(";  // appended, not "(" + ..., which trips GCC 12's -Wrestrict
    text += std::to_string(tile.col);
    text += ',';
    text += std::to_string(tile.row);
    text += ')';
    return text;
}

std::string toString(const std::vector<TileRef>& tiles) {
    std::string out = "[";
    for (const TileRef& t : tiles) {
        if (out.size() > 1)
            out += ' ';
        out += toString(t);
    }
    return out + "]";
}

ToolPath toolPath(const fs::path& level, TileRef from, TileRef to, bool diagonal) {
    std::vector<std::string> argv = {levelToolExecutable().string(),
                                     "path",
                                     level.string(),
                                     "--from",
                                     std::to_string(from.col) + "," + std::to_string(from.row),
                                     "--to",
                                     std::to_string(to.col) + "," + std::to_string(to.row),
                                     "--json"};
    if (diagonal)
        argv.push_back("--diagonal");
    const CommandResult r = runCommand(argv);
    if (r.exitCode() != 0)
        throw HarnessError("the level tool failed:\n" + r.describe());
    ToolPath out;
    out.raw = Json::parse(r.out, nullptr, false);
    if (out.raw.is_discarded() || !out.raw.is_object() || !out.raw.contains("cost")) {
        throw HarnessError("the level tool printed no JSON object with a cost:\n" + r.describe());
    }
    out.status = out.raw.value("status", "");
    out.cost = out.raw["cost"].get<long long>();
    const char* tilesKey = out.raw.contains("tiles") ? "tiles" : "path";
    if (out.raw.contains(tilesKey))
        out.tiles = tilesFromJson(out.raw[tilesKey]);
    return out;
}

Json testSettings(double stepSeconds, bool diagonal) {
    return Json{{"diagonal", diagonal},       {"showPath", true}, {"searchOverlay", false},
                {"stepSeconds", stepSeconds}, {"volume", 0},      {"music", false}};
}

// ---------------------------------------------------------------------------------------------
// The game

Game::Game(const std::string& display, const fs::path& dir, int serial, const GameOptions& options)
    : display_(display),
      eventsFile_(dir / ("events-" + std::to_string(serial) + ".jsonl")),
      stderrFile_(dir / ("stderr-" + std::to_string(serial) + ".txt")),
      log_(eventsFile_) {
    std::error_code ignored;
    fs::remove(eventsFile_, ignored);
    fs::create_directories(dir / "config");
    if (options.settings) {
        if (options.settingsFile.empty())
            throw HarnessError("settings given without settingsFile");
        writeFile(options.settingsFile, options.settings->dump(2) + "\n");
    }

    ChildProcess::Options child;
    child.argv = {gameExecutable().string(), "--events", eventsFile_.string(), "--window",
                  options.windowSize};
    if (options.level) {
        child.argv.push_back("--level");
        child.argv.push_back(options.level->string());
    }
    if (!options.settingsFile.empty()) {
        child.argv.push_back("--settings");
        child.argv.push_back(options.settingsFile.string());
    }
    if (!options.screenshotFile.empty()) {
        child.argv.push_back("--screenshot");
        child.argv.push_back(options.screenshotFile.string());
    }
    child.argv.insert(child.argv.end(), options.extraArgs.begin(), options.extraArgs.end());

    const char* asan = std::getenv("ASAN_OPTIONS");
    child.env = {{"DISPLAY", display_},
                 {"ALSOFT_DRIVERS", "null"},
                 {"XDG_CONFIG_HOME", (dir / "config").string()},
                 {"XDG_DATA_HOME", (dir / "data").string()},  // the editor's levels folder
                 // Mesa's swrast driver leaks 240 bytes that no suppression can name (see
                 // tests/window/PLATFORM.md): no leak check in the windowed game.
                 {"ASAN_OPTIONS",
                  std::string(asan ? asan : "") + (asan && *asan ? ":" : "") + "detect_leaks=0"}};
    for (const auto& [name, value] : options.env)
        child.env[name] = value;
    child.stdoutFile = dir / ("stdout-" + std::to_string(serial) + ".txt");
    child.stderrFile = stderrFile_;
    process_ = std::make_unique<ChildProcess>(child);
}

Game::~Game() = default;

std::string Game::diagnostics() {
    log_.poll();
    std::ostringstream out;
    out << "events seen (" << eventsFile_.string() << "), cursor at #" << cursor_ << ":\n"
        << log_.describe();
    out << "game: "
        << (process_->running() ? std::string("running")
                                : describeWaitStatus(*process_->waitStatus()))
        << "\n";
    out << "game stderr (" << stderrFile_.string() << "):\n" << tail(stderrText(), 4000) << "\n";
    return out.str();
}

Json Game::waitFor(const std::string& what, const Predicate& matches, Seconds timeout) {
    const auto deadline = Clock::now() + timeout;
    std::size_t next = cursor_;
    for (;;) {
        const bool alive = process_->running();  // before reading, so no event is missed
        log_.poll();
        const std::vector<Json>& all = log_.events();
        for (; next < all.size(); ++next) {
            bool ok = false;
            try {
                ok = matches(all[next]);
            } catch (const Json::exception&) {
                ok = false;  // an event without the expected fields does not match
            }
            if (ok) {
                cursor_ = next + 1;
                return all[next];
            }
        }
        if (!alive) {
            throw HarnessError("the game exited before " + what + "\n" + diagnostics());
        }
        if (Clock::now() >= deadline) {
            throw HarnessError("timed out after " + std::to_string(timeout.count()) +
                               " s waiting for " + what + "\n" + diagnostics());
        }
        std::this_thread::sleep_for(kPollInterval);
    }
}

Json Game::waitForEvent(const std::string& name, Seconds timeout) {
    return waitFor(
        "a '" + name + "' event", [&](const Json& e) { return e.value("event", "") == name; },
        timeout);
}

Json Game::waitForEvent(const std::string& name, const Predicate& matches, Seconds timeout) {
    return waitFor(
        "a matching '" + name + "' event",
        [&](const Json& e) { return e.value("event", "") == name && matches(e); }, timeout);
}

std::vector<Json> Game::pendingEvents() {
    log_.poll();
    const std::vector<Json>& all = log_.events();
    return {all.begin() + static_cast<std::ptrdiff_t>(std::min(cursor_, all.size())), all.end()};
}

std::string Game::xdotool(const std::vector<std::string>& args, Seconds timeout) {
    std::vector<std::string> argv = {"xdotool"};
    argv.insert(argv.end(), args.begin(), args.end());
    const CommandResult r = runCommand(argv, {{"DISPLAY", display_}}, timeout);
    if (r.exitCode() != 0)
        throw HarnessError("xdotool failed:\n" + r.describe() + "\n" + diagnostics());
    return r.out;
}

std::optional<Json> Game::watchFor(const std::string& name, Seconds duration) {
    const auto deadline = Clock::now() + duration;
    for (;;) {
        log_.poll();
        const std::vector<Json>& all = log_.events();
        for (std::size_t i = cursor_; i < all.size(); ++i) {
            if (all[i].value("event", "") == name)
                return all[i];
        }
        if (Clock::now() >= deadline)
            return std::nullopt;
        std::this_thread::sleep_for(kPollInterval);
    }
}

std::string Game::windowTitle() {
    // _NET_WM_NAME holds the UTF-8 title; WM_NAME (what `xdotool getwindowname` prints) may only
    // hold a Latin-1 fallback without the em dash.
    Display* connection = XOpenDisplay(display_.c_str());
    if (connection == nullptr)
        throw HarnessError("cannot open display " + display_);
    Atom type = None;
    int format = 0;
    unsigned long count = 0;
    unsigned long remaining = 0;
    unsigned char* data = nullptr;
    std::string title;
    if (XGetWindowProperty(connection, std::stoul(windowId_),
                           XInternAtom(connection, "_NET_WM_NAME", False), 0, 1024, False,
                           XInternAtom(connection, "UTF8_STRING", False), &type, &format, &count,
                           &remaining, &data) == Success &&
        data != nullptr) {
        title.assign(reinterpret_cast<const char*>(data), count);
    }
    if (data != nullptr)
        XFree(data);
    XCloseDisplay(connection);
    if (title.empty()) {  // no UTF-8 title: fall back to WM_NAME
        title = xdotool({"getwindowname", windowId_});
        while (!title.empty() && title.back() == '\n')
            title.pop_back();
    }
    return title;
}

void Game::attachWindow(bool needView) {
    const std::string found = xdotool({"search", "--sync", "--name", "^CatMaze"}, Seconds(20));
    std::istringstream lines(found);
    std::getline(lines, windowId_);
    if (windowId_.empty())
        throw HarnessError("no window titled CatMaze*\n" + diagnostics());

    // SFML 2.5.1 may place a new window partly off screen: move it to the top-left corner.
    std::size_t viewsBefore = 0;
    log_.poll();
    for (const Json& e : log_.events())
        viewsBefore += e.value("event", "") == "view";
    xdotool({"windowmove", "--sync", windowId_, "0", "0"});

    if (!needView)
        return;
    // A view event must exist before clicking; a fresh one may follow the move (the window's
    // position does not change window coordinates, so it is not required).
    latestView();
    const auto deadline = Clock::now() + Seconds(1);
    while (Clock::now() < deadline) {
        log_.poll();
        std::size_t views = 0;
        for (const Json& e : log_.events())
            views += e.value("event", "") == "view";
        if (views > viewsBefore)
            break;
        std::this_thread::sleep_for(kPollInterval);
    }
}

Json Game::latestView() {
    const auto deadline = Clock::now() + Seconds(20);
    for (;;) {
        const bool alive = process_->running();
        log_.poll();
        const std::vector<Json>& all = log_.events();
        for (auto it = all.rbegin(); it != all.rend(); ++it) {
            if (it->value("event", "") == "view")
                return *it;
        }
        if (!alive || Clock::now() >= deadline) {
            throw HarnessError("no view event (needed to turn a tile into a window pixel)\n" +
                               diagnostics());
        }
        std::this_thread::sleep_for(kPollInterval);
    }
}

std::pair<int, int> Game::tileCentre(TileRef tile) {
    const Json view = latestView();
    try {
        const double ox = view.at("origin").at(0).get<double>();
        const double oy = view.at("origin").at(1).get<double>();
        const double size = view.at("tile").get<double>();
        return {static_cast<int>(ox + (tile.col + 0.5) * size),
                static_cast<int>(oy + (tile.row + 0.5) * size)};
    } catch (const Json::exception& e) {
        throw HarnessError("view event without origin:[x,y] and tile: " + view.dump());
    }
}

void Game::clickAt(int x, int y) {
    if (windowId_.empty())
        throw HarnessError("clickAt before attachWindow");
    xdotool(
        {"mousemove", "--window", windowId_, std::to_string(x), std::to_string(y), "click", "1"});
}

void Game::moveMouseTo(int x, int y) {
    if (windowId_.empty())
        throw HarnessError("moveMouseTo before attachWindow");
    xdotool({"mousemove", "--window", windowId_, std::to_string(x), std::to_string(y)});
}

void Game::hoverTile(TileRef tile) {
    settleView();
    const auto [x, y] = tileCentre(tile);
    moveMouseTo(x, y);
}

void Game::clickTile(TileRef tile, bool settle) {
    if (settle)
        settleView();
    const auto [x, y] = tileCentre(tile);
    clickAt(x, y);
}

void Game::settleView() {
    auto countViews = [this] {
        log_.poll();
        return std::count_if(log_.events().begin(), log_.events().end(),
                             [](const Json& e) { return e.value("event", "") == "view"; });
    };
    const auto deadline = Clock::now() + Seconds(3);
    auto views = countViews();
    auto quietSince = Clock::now();
    while (Clock::now() < deadline && Clock::now() - quietSince < Seconds(0.2)) {
        std::this_thread::sleep_for(kPollInterval);
        if (const auto now = countViews(); now != views) {
            views = now;
            quietSince = Clock::now();
        }
    }
}

void Game::key(const std::string& keyName) {
    if (windowId_.empty())
        throw HarnessError("key before attachWindow");
    xdotool({"key", "--window", windowId_, keyName});
}

Json Game::clickMenuItem(const std::string& label, Seconds timeout) {
    const std::string wanted = lowerCase(label);
    auto itemOf = [&](const Json& e) -> const Json* {
        if (e.value("event", "") != "menu" || !e.contains("items"))
            return nullptr;
        for (const Json& item : e["items"]) {
            if (lowerCase(item.value("label", "")) == wanted)
                return &item;
        }
        return nullptr;
    };
    const Json menu = waitFor(
        "a menu event with an item \"" + label + "\"",
        [&](const Json& e) { return itemOf(e) != nullptr; }, timeout);
    const Json& item = *itemOf(menu);
    try {
        const Json& rect = item.at("rect");
        const double x = rect.at(0).get<double>() + rect.at(2).get<double>() / 2;
        const double y = rect.at(1).get<double>() + rect.at(3).get<double>() / 2;
        clickAt(static_cast<int>(x), static_cast<int>(y));
    } catch (const Json::exception&) {
        throw HarnessError("menu item without rect:[x,y,w,h]: " + item.dump());
    }
    return menu;
}

void Game::requestClose() {
    if (windowId_.empty())
        throw HarnessError("requestClose before attachWindow");
    Display* connection = XOpenDisplay(display_.c_str());
    if (connection == nullptr)
        throw HarnessError("cannot open display " + display_);
    const Window window = std::stoul(windowId_);
    XEvent event{};
    event.xclient.type = ClientMessage;
    event.xclient.window = window;
    event.xclient.message_type = XInternAtom(connection, "WM_PROTOCOLS", False);
    event.xclient.format = 32;
    event.xclient.data.l[0] = static_cast<long>(XInternAtom(connection, "WM_DELETE_WINDOW", False));
    event.xclient.data.l[1] = CurrentTime;
    XSendEvent(connection, window, False, NoEventMask, &event);
    XFlush(connection);
    XCloseDisplay(connection);
}

std::pair<int, int> Game::windowSize() {
    const std::string out = xdotool({"getwindowgeometry", "--shell", windowId_});
    int width = -1;
    int height = -1;
    std::istringstream lines(out);
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("WIDTH=", 0) == 0)
            width = std::stoi(line.substr(6));
        if (line.rfind("HEIGHT=", 0) == 0)
            height = std::stoi(line.substr(7));
    }
    if (width < 0 || height < 0)
        throw HarnessError("no geometry in: " + out);
    return {width, height};
}

}  // namespace catmaze::wintest
