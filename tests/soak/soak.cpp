// catmaze_soak: plays the real game under Xvfb for a while with random input from a fixed seed —
// clicks, keys, level restarts, setting changes, editor edits and level switches — and then
// checks that it never crashed, printed no sanitizer report, kept its resident memory (within
// 10% of what it was after a warm-up) and wrote a consistent event log (event_log_check.hpp).
// Usage: catmaze_soak [--seconds N] [--seed S] [--warmup N] [--keep]   (tests/soak/README.md)

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "event_log_check.hpp"
#include "harness.hpp"
#include "soak_player.hpp"

namespace {

namespace fs = std::filesystem;
using namespace catmaze::wintest;
using catmaze::soak::Player;
using Clock = std::chrono::steady_clock;

struct Args {
    double seconds = 120;
    double warmup = -1;  // default: a fifth of the run, at least 20 s
    unsigned seed = 1;
    bool keep = false;
};

std::optional<Args> parseArgs(int argc, char** argv) {
    Args args;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--seconds" && hasValue)
            args.seconds = std::atof(argv[++i]);
        else if (arg == "--warmup" && hasValue)
            args.warmup = std::atof(argv[++i]);
        else if (arg == "--seed" && hasValue)
            args.seed = static_cast<unsigned>(std::strtoul(argv[++i], nullptr, 10));
        else if (arg == "--keep")
            args.keep = true;
        else
            return std::nullopt;
    }
    if (args.warmup < 0)
        args.warmup = std::max(20.0, args.seconds / 5);
    return args;
}

// VmRSS of `pid` in KiB (0 when it cannot be read).
long residentKiB(pid_t pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/status");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("VmRSS:", 0) == 0)
            return std::atol(line.c_str() + 6);
    }
    return 0;
}

std::vector<std::string> linesOf(const fs::path& file) {
    std::ifstream in(file);
    std::vector<std::string> lines;
    std::string line;
    while (std::getline(in, line))
        lines.push_back(line);
    return lines;
}

// Whether `game` has ended as the player told it to: exit code 0 after its `quit` event (a
// random click can meet a Quit item; the game quitting then is right, not a failure).
bool quitAsTold(Game& game) {
    const std::optional<int> status = game.waitExit(Seconds(10));
    if (!status || describeWaitStatus(*status) != "exit code 0")
        return false;
    game.poll();
    const auto& events = game.events();
    return !events.empty() && events.back().value("event", "") == "quit";
}

// The checks of one run of the game once it has ended; returns the number that failed.
int checkRun(Game& game, catmaze::soak::EventLogReport& total) {
    int failures = 0;
    const std::string err = game.stderrText();
    for (const char* report :
         {"ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:"}) {
        if (err.find(report) != std::string::npos) {
            std::cout << "soak: FAILED: a sanitizer report (" << report << ") on stderr:\n"
                      << err.substr(err.find(report), 4000) << std::endl;
            ++failures;
        }
    }
    const catmaze::soak::EventLogReport log =
        catmaze::soak::checkEventLog(linesOf(game.eventsFile()));
    for (const std::string& p : log.problems) {
        std::cout << "soak: FAILED: event log " << game.eventsFile().filename().string() << ": "
                  << p << std::endl;
        ++failures;
    }
    total.events += log.events;
    total.steps += log.steps;
    total.levels += log.levels;
    total.ends += log.ends;
    return failures;
}

int soak(const Args& args) {
    TempDir dir("catmaze-soak-");
    if (args.keep)
        dir.keep();
    // The campaign is copied: the editor's Ctrl+S writes into it.
    const fs::path levels = dir.path() / "levels";
    fs::copy(sourceDir() / "levels", levels, fs::copy_options::recursive);
    Xvfb xvfb(dir.path() / "xvfb.log");

    GameOptions options;
    options.settingsFile = dir.path() / "settings.json";
    options.settings = testSettings(0.05);
    options.extraArgs = {"--levels", levels.string()};
    options.screenshotFile = dir.path() / "shot.png";
    // soak.sh passes the sanitizer options for the game: the harness would turn leak checks off.
    for (const char* name : {"CATMAZE_SOAK_ASAN_OPTIONS", "CATMAZE_SOAK_LD_PRELOAD"}) {
        if (const char* value = std::getenv(name); value != nullptr && *value != '\0')
            options.env[std::string(name).substr(std::string("CATMAZE_SOAK_").size())] = value;
    }
    // Each run of the game: no level on the command line, so the title screen, then Continue
    // (the first level). The settings of a run that quit are kept for the next.
    std::vector<std::unique_ptr<Game>> runs;
    const auto startRun = [&]() -> Game& {
        runs.push_back(std::make_unique<Game>(xvfb.display(), dir.path(),
                                              static_cast<int>(runs.size()), options));
        options.settings.reset();
        Game& game = *runs.back();
        game.waitForEvent(
            "screen", [](const Json& e) { return e.value("name", "") == "title"; }, Seconds(60));
        game.attachWindow(/*needView=*/false);
        game.clickMenuItem("Continue");
        game.waitForEvent("level_loaded", Seconds(60));
        game.waitForEvent("view");
        return game;
    };
    Player player(startRun(), xvfb.display(), args.seed);
    std::cout << "soak: seed " << args.seed << ", " << args.seconds << " s (warm-up " << args.warmup
              << " s), logs in " << dir.path().string() << std::endl;

    const auto start = Clock::now();
    const auto elapsed = [&] { return Seconds(Clock::now() - start).count(); };
    const auto restoreLevels = [&] {
        fs::copy(sourceDir() / "levels", levels,
                 fs::copy_options::recursive | fs::copy_options::overwrite_existing);
    };
    int failures = 0;
    long rssStart = 0;
    long rssEnd = 0;
    double baselineAt = args.warmup;  // when the memory after warm-up is read
    try {
        while (elapsed() < args.seconds) {
            if (rssStart == 0 && elapsed() >= baselineAt) {
                restoreLevels();
                player.playFirstLevel();
                rssStart = residentKiB(runs.back()->pid());
            }
            try {
                player.act();
            } catch (const HarnessError&) {
                if (!quitAsTold(*runs.back()))  // waits up to 10 s for it to end
                    throw;
                std::cout << "soak: the game quit as told (a Quit met) at "
                          << static_cast<int>(elapsed()) << " s; started again" << std::endl;
                player.follow(startRun());
                // The memory is compared within one run, after a warm-up of its own.
                rssStart = 0;
                baselineAt = elapsed() + args.warmup;
            }
        }
        restoreLevels();
        player.playFirstLevel();
        rssEnd = residentKiB(runs.back()->pid());
        player.quit();
    } catch (const HarnessError& error) {
        std::cout << "soak: FAILED while playing: " << error.what() << std::endl;
        ++failures;
    }
    Game& last = *runs.back();
    const auto status = last.waitExit(Seconds(30));
    if (!status) {
        std::cout << "soak: FAILED: the game did not exit after Quit" << std::endl;
        last.stop();
        ++failures;
    } else if (describeWaitStatus(*status) != "exit code 0") {
        std::cout << "soak: FAILED: the game ended with " << describeWaitStatus(*status)
                  << std::endl;
        ++failures;
    }

    if (rssStart > 0 || runs.size() == 1) {
        const double growth = rssStart > 0 ? double(rssEnd) / double(rssStart) - 1 : 0;
        std::cout << "soak: resident memory after warm-up " << rssStart / 1024
                  << " MiB, at the end " << rssEnd / 1024 << " MiB (" << std::showpos
                  << static_cast<int>(growth * 100) << std::noshowpos << "%)" << std::endl;
        if (rssStart == 0 || rssEnd == 0 || growth > 0.10) {
            std::cout << "soak: FAILED: resident memory grew by more than 10%" << std::endl;
            ++failures;
        }
    } else {
        std::cout << "soak: memory not compared: the last run started too late for a warm-up"
                  << std::endl;
    }

    catmaze::soak::EventLogReport total;
    for (const auto& run : runs)
        failures += checkRun(*run, total);
    std::cout << "soak: " << player.actions() << " actions in " << runs.size() << " run(s), "
              << total.events << " events, " << total.steps << " steps, " << total.levels
              << " level starts, " << total.ends << " wins and losses" << std::endl;
    if (total.steps == 0 || total.levels < 2) {
        std::cout << "soak: FAILED: the run hardly played (no steps or no level change)"
                  << std::endl;
        ++failures;
    }
    if (failures > 0) {
        dir.keep();
        std::cout << "soak: logs kept in " << dir.path().string() << std::endl;
    }
    return failures;
}

}  // namespace

int main(int argc, char** argv) {
    const std::optional<Args> args = parseArgs(argc, argv);
    if (!args) {
        std::cerr << "usage: catmaze_soak [--seconds N] [--seed S] [--warmup N] [--keep]\n";
        return 2;
    }
    try {
        const int failures = soak(*args);
        std::cout << (failures == 0 ? "soak: passed" : "soak: FAILED") << std::endl;
        return failures == 0 ? 0 : 1;
    } catch (const std::exception& error) {
        std::cout << "soak: FAILED: " << error.what() << std::endl;
        return 1;
    }
}
