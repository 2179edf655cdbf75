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
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "event_log_check.hpp"
#include "harness.hpp"

namespace {

namespace fs = std::filesystem;
using namespace catmaze::wintest;
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

// The game as the driver sees it from the event log: screen, menu and map placement.
class Player {
  public:
    Player(Game& game, std::string display, unsigned seed)
        : game_(game), display_(std::move(display)), random_(seed) {}

    // Reads the events the game wrote since the last call.
    void update() {
        game_.poll();
        const auto& events = game_.events();
        for (; seen_ < events.size(); ++seen_) {
            const Json& e = events[seen_];
            const std::string name = e.value("event", "");
            // The editor's unsaved-changes prompt: up from its menu event until answered.
            if (name == "menu" || name == "prompt" || name == "screen")
                prompting_ = name == "menu" && e.value("name", "") == "unsaved";
            if (name == "screen")
                screen_ = e.value("name", "");
            else if (name == "menu")
                menu_ = e;
            else if (name == "view" && screen_ != "editor")
                view_ = e;
            else if (name == "level_loaded")
                size_ = {e.value("width", 1), e.value("height", 1)};
        }
    }

    const std::string& screen() const { return screen_; }

    // One random action fitting the screen shown.
    void act() {
        update();
        if (screen_ == "play")
            actInPlay();
        else if (screen_ == "editor" && prompting_)
            actInMenu();  // save, discard or cancel
        else if (screen_ == "editor")
            actInEditor();
        else
            actInMenu();
        ++actions_;
        std::this_thread::sleep_for(std::chrono::milliseconds(pick(15, 120)));
    }

    // Brings the game to level 1 of the campaign, on the play screen (for the memory readings).
    void playFirstLevel() {
        for (int attempt = 0; attempt < 12; ++attempt) {
            update();
            if (screen_ == "levels") {
                if (clickItemStartingWith("1. ")) {
                    settle();  // unsaved changes in the editor are asked about first
                    if (screen_ == "editor" && prompting_)
                        clickItemStartingWith("Discard");
                    game_.waitForEvent("level_loaded", Seconds(20));
                    settle();
                    if (screen_ == "play")
                        return;
                }
            } else if (screen_ == "editor" && prompting_) {
                clickItemStartingWith("Discard");
            } else if (screen_ == "editor" || screen_ == "play" || screen_ == "settings") {
                game_.key("Escape");
            } else if (!clickItemStartingWith("Levels")) {
                game_.key("Escape");
            }
            settle();
        }
        throw HarnessError("could not get back to the first level\n" + game_.diagnostics());
    }

    // Quits from the pause menu.
    void quit() {
        for (int attempt = 0; attempt < 6 && screen_ != "pause"; ++attempt) {
            if (screen_ == "editor" && prompting_)
                clickItemStartingWith("Discard");
            else
                game_.key("Escape");
            settle();
        }
        if (!clickItemStartingWith("Quit"))
            throw HarnessError("no Quit item\n" + game_.diagnostics());
        // The pause menu's Quit asks first ("Quit CatMaze?"): confirm.
        settle();
        if (!clickItemStartingWith("Quit"))
            throw HarnessError("no Quit item to confirm\n" + game_.diagnostics());
        // Unsaved changes in the editor (played with P) are asked about before quitting.
        settle();
        if (screen_ == "editor" && prompting_)
            clickItemStartingWith("Discard");
    }

    std::size_t actions() const { return actions_; }

  private:
    int pick(int low, int high) { return std::uniform_int_distribution<int>(low, high)(random_); }
    bool chance(int percent) { return pick(1, 100) <= percent; }

    void settle() {
        std::this_thread::sleep_for(std::chrono::milliseconds(400));
        update();
    }

    void xdotool(const std::vector<std::string>& args) {
        std::vector<std::string> argv{"xdotool"};
        argv.insert(argv.end(), args.begin(), args.end());
        const CommandResult r = runCommand(argv, {{"DISPLAY", display_}}, Seconds(10));
        if (r.exitCode() != 0)
            throw HarnessError("xdotool failed: " + r.describe());
    }
    void mouseTo(int x, int y) {
        xdotool({"mousemove", "--window", game_.windowId(), std::to_string(x), std::to_string(y)});
    }

    bool clickItemStartingWith(const std::string& prefix) {
        if (!menu_.is_object())
            return false;
        for (const Json& item : menu_.value("items", Json::array())) {
            if (item.value("label", "").rfind(prefix, 0) == 0) {
                clickItem(item);
                return true;
            }
        }
        return false;
    }
    void clickItem(const Json& item) {
        const Json& r = item.at("rect");
        game_.clickAt(static_cast<int>(r[0].get<double>() + r[2].get<double>() / 2),
                      static_cast<int>(r[1].get<double>() + r[3].get<double>() / 2));
    }

    void actInPlay() {
        static const char* kKeys[] = {"Up", "Down", "Left", "Right", "w", "a", "s", "d"};
        const int roll = pick(1, 100);
        if (roll <= 35 && view_.is_object()) {
            // A tile of the map (the camera's latest placement).
            const double tile = view_.value("tile", 32.0);
            const Json origin = view_.value("origin", Json::array({0, 0}));
            const int col = pick(0, size_.first - 1);
            const int row = pick(0, size_.second - 1);
            const int x = static_cast<int>(origin[0].get<double>() + (col + 0.5) * tile);
            const int y = static_cast<int>(origin[1].get<double>() + (row + 0.5) * tile);
            if (x >= 0 && y >= 0 && x < 800 && y < 600)
                game_.clickAt(x, y);
        } else if (roll <= 45) {
            game_.clickAt(pick(0, 799), pick(0, 599));
        } else if (roll <= 67) {
            game_.key(kKeys[pick(0, 7)]);
        } else if (roll <= 72) {
            game_.key("r");  // restart the level
        } else if (roll <= 75) {
            game_.key("g");
        } else if (roll <= 78) {
            game_.key("o");
        } else if (roll <= 82) {
            game_.key("h");
        } else if (roll <= 84) {
            game_.key("F5");
        } else if (roll <= 87) {
            mouseTo(pick(0, 799), pick(0, 599));
            xdotool({"click", "--window", game_.windowId(), chance(50) ? "4" : "5"});  // zoom
        } else if (roll <= 94) {
            game_.key("Escape");
        } else {
            game_.key("e");
        }
    }

    void actInMenu() {
        const int roll = pick(1, 100);
        if (roll <= 65 && menu_.is_object() && !menu_.value("items", Json::array()).empty()) {
            // Any item but Quit and Fullscreen: settings change, levels switch, restart, next
            // level, back. Fullscreen replaces the window (and its X id) mid-run; its own window
            // test covers it.
            const Json items = menu_["items"];
            const Json& item = items[static_cast<std::size_t>(pick(0, int(items.size()) - 1))];
            const std::string label = item.value("label", "");
            if (label != "Quit" && label.rfind("Fullscreen", 0) != 0)
                clickItem(item);
        } else if (roll <= 85) {
            static const char* kKeys[] = {"Up", "Down", "Left", "Right"};
            game_.key(kKeys[pick(0, 3)]);
        } else if (roll <= 95) {
            game_.key("Escape");
        } else {
            game_.key("r");
        }
    }

    void actInEditor() {
        const int roll = pick(1, 100);
        const int x = pick(0, 799);
        const int y = pick(0, 599);
        if (roll <= 35) {
            game_.clickAt(x, y);  // paint, or press a palette entry or button
        } else if (roll <= 50) {
            mouseTo(x, y);  // a stroke
            xdotool({"mousedown", "--window", game_.windowId(), "1"});
            mouseTo(std::clamp(x + pick(-90, 90), 0, 799), std::clamp(y + pick(-90, 90), 0, 599));
            xdotool({"mouseup", "--window", game_.windowId(), "1"});
        } else if (roll <= 55) {
            mouseTo(x, y);  // erase
            xdotool({"click", "--window", game_.windowId(), "3"});
        } else if (roll <= 67) {
            game_.key(std::to_string(pick(1, 6)));
        } else if (roll <= 74) {
            game_.key("ctrl+z");
        } else if (roll <= 78) {
            game_.key("ctrl+y");
        } else if (roll <= 81) {
            game_.key("ctrl+s");
        } else if (roll <= 87) {
            static const char* kKeys[] = {"Up", "Down", "Left", "Right", "Home"};
            game_.key(kKeys[pick(0, 4)]);
        } else if (roll <= 94) {
            game_.key("Escape");
        } else {
            game_.key("p");  // play the edit
        }
    }

    Game& game_;
    std::string display_;
    std::mt19937 random_;
    std::size_t seen_ = 0;
    std::string screen_ = "play";
    Json menu_;
    bool prompting_ = false;
    Json view_;
    std::pair<int, int> size_{1, 1};
    std::size_t actions_ = 0;
};

// Runs the soak; returns the number of failed checks.
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
    Game game(xvfb.display(), dir.path(), 0, options);
    // No level on the command line: the title screen, then Continue (the first level).
    game.waitForEvent(
        "screen", [](const Json& e) { return e.value("name", "") == "title"; }, Seconds(60));
    game.attachWindow(/*needView=*/false);
    game.clickMenuItem("Continue");
    game.waitForEvent("level_loaded", Seconds(60));
    game.waitForEvent("view");
    Player player(game, xvfb.display(), args.seed);
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
    try {
        while (elapsed() < args.warmup)
            player.act();
        restoreLevels();
        player.playFirstLevel();
        rssStart = residentKiB(game.pid());
        while (elapsed() < args.seconds)
            player.act();
        restoreLevels();
        player.playFirstLevel();
        rssEnd = residentKiB(game.pid());
        player.quit();
    } catch (const HarnessError& error) {
        std::cout << "soak: FAILED while playing: " << error.what() << std::endl;
        ++failures;
    }
    const auto status = game.waitExit(Seconds(30));
    if (!status) {
        std::cout << "soak: FAILED: the game did not exit after Quit" << std::endl;
        game.stop();
        ++failures;
    } else if (describeWaitStatus(*status) != "exit code 0") {
        std::cout << "soak: FAILED: the game ended with " << describeWaitStatus(*status)
                  << std::endl;
        ++failures;
    }

    const std::string err = game.stderrText();
    for (const char* report :
         {"ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:"}) {
        if (err.find(report) != std::string::npos) {
            std::cout << "soak: FAILED: a sanitizer report (" << report << ") on stderr:\n"
                      << err.substr(err.find(report), 4000) << std::endl;
            ++failures;
        }
    }

    const double growth = rssStart > 0 ? double(rssEnd) / double(rssStart) - 1 : 0;
    std::cout << "soak: resident memory after warm-up " << rssStart / 1024 << " MiB, at the end "
              << rssEnd / 1024 << " MiB (" << std::showpos << static_cast<int>(growth * 100)
              << std::noshowpos << "%)" << std::endl;
    if (rssStart == 0 || rssEnd == 0 || growth > 0.10) {
        std::cout << "soak: FAILED: resident memory grew by more than 10%" << std::endl;
        ++failures;
    }

    const catmaze::soak::EventLogReport log =
        catmaze::soak::checkEventLog(linesOf(game.eventsFile()));
    std::cout << "soak: " << player.actions() << " actions, " << log.events << " events, "
              << log.steps << " steps, " << log.levels << " level starts, " << log.ends
              << " wins and losses" << std::endl;
    for (const std::string& p : log.problems) {
        std::cout << "soak: FAILED: event log: " << p << std::endl;
        ++failures;
    }
    if (log.steps == 0 || log.levels < 2) {
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
