/// \file
/// The game as a child process: started on a display with its own settings and folders, and
/// watched through its event log.

#include "harness.hpp"

#include <cstdlib>
#include <sstream>
#include <thread>

#include "harness_detail.hpp"

namespace catmaze::wintest {

namespace fs = std::filesystem;
using detail::Clock;
using detail::kPollInterval;
using detail::tail;

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
    child.argv.insert(child.argv.begin(), options.launcher.begin(), options.launcher.end());

    const char* asan = std::getenv("ASAN_OPTIONS");
    child.env = {{"DISPLAY", display_},
                 {"ALSOFT_DRIVERS", "null"},
                 {"XDG_CONFIG_HOME", (dir / "config").string()},
                 {"XDG_DATA_HOME", (dir / "data").string()},  // the editor's levels folder
                 // English, as the tests read it, whatever language the tests run in.
                 {"LANGUAGE", std::nullopt},
                 {"LC_ALL", std::nullopt},
                 {"LC_MESSAGES", std::nullopt},
                 {"LANG", "C.UTF-8"},
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

}  // namespace catmaze::wintest
