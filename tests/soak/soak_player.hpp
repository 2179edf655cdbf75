#pragma once
/// \file
/// The soak test's player: reads the game's event log to know the screen, the menu and where
/// the map is, and acts at random on what is shown (clicks, keys, restarts, settings, editor
/// edits, level switches) with xdotool, from a seeded generator.
///
/// It knows which screen each action meets: after every press it waits for the game's `input`
/// event, which the game writes once it has handled the press and put up the screens it asked
/// for. Only what the game does by itself between two actions (a level loaded, a walk won or
/// lost) can change the screen unseen; a click meant for the map may then meet a menu item, and
/// through it (rarely) a Quit: soak.cpp starts the game again.

#include <algorithm>
#include <chrono>
#include <initializer_list>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "harness.hpp"

namespace catmaze::soak {

using wintest::CommandResult;
using wintest::Game;
using wintest::HarnessError;
using wintest::Json;
using wintest::runCommand;
using wintest::Seconds;

// The game as the driver sees it from the event log: screen, menu and map placement.
class Player {
  public:
    /// Plays `game`, started and attached (the presses that took it there are counted).
    Player(Game& game, std::string display, unsigned seed)
        : game_(&game), display_(std::move(display)), random_(seed) {
        countPressesSoFar();
    }

    /// Goes on playing `game`, a new run of the game (after the last one quit), from its start.
    void follow(Game& game) {
        game_ = &game;
        seen_ = 0;
        screen_ = "title";
        menu_ = Json();
        prompting_ = false;
        view_ = Json();
        pressesAcknowledged_ = 0;
        countPressesSoFar();
    }

    // Reads the events the game wrote since the last call.
    void update() {
        game_->poll();
        const auto& events = game_->events();
        for (; seen_ < events.size(); ++seen_) {
            const Json& e = events[seen_];
            const std::string name = e.value("event", "");
            // The editor's prompt (unsaved changes, or its file changed on disk): up from its
            // menu event until answered.
            if (name == "menu" || name == "prompt" || name == "screen") {
                const std::string menu = e.value("name", "");
                prompting_ = name == "menu" && (menu == "unsaved" || menu == "changed_on_disk" ||
                                                menu == "save_over_change" || menu == "reload");
            }
            if (name == "screen")
                screen_ = e.value("name", "");
            else if (name == "menu")
                menu_ = e;
            else if (name == "view" && screen_ != "editor")
                view_ = e;
            else if (name == "level_loaded")
                size_ = {e.value("width", 1), e.value("height", 1)};
            else if (name == "input")
                pressesAcknowledged_ = e.value("presses", 0L);
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
        awaitAcknowledgement();
        std::this_thread::sleep_for(std::chrono::milliseconds(pick(15, 120)));
    }

    // Brings the game to level 1 of the campaign, on the play screen (for the memory readings).
    void playFirstLevel() {
        for (int attempt = 0; attempt < 12; ++attempt) {
            update();
            if (screen_ == "levels") {
                if (clickItemStartingWith({"1. "})) {
                    settle();  // unsaved changes in the editor are asked about first
                    if (screen_ == "editor" && prompting_)
                        clickItemStartingWith({"Discard", "Verwerfen"});
                    game_->waitForEvent("level_loaded", Seconds(20));
                    settle();
                    if (screen_ == "play")
                        return;
                }
            } else if (screen_ == "editor" && prompting_) {
                clickItemStartingWith({"Discard", "Verwerfen"});
            } else if (screen_ == "editor" || screen_ == "play" || screen_ == "settings") {
                key("Escape");
            } else if (!clickItemStartingWith({"Levels", "Level"})) {
                key("Escape");
            }
            settle();
        }
        throw HarnessError("could not get back to the first level\n" + game_->diagnostics());
    }

    // Quits from the pause menu.
    void quit() {
        for (int attempt = 0; attempt < 6 && screen_ != "pause"; ++attempt) {
            if (screen_ == "editor" && prompting_)
                clickItemStartingWith({"Discard", "Verwerfen"});
            else
                key("Escape");
            settle();
        }
        if (!clickItemStartingWith({"Quit", "Beenden"}))
            throw HarnessError("no Quit item\n" + game_->diagnostics());
        // The pause menu's Quit asks first ("Quit CatMaze?"): confirm.
        settle();
        if (!clickItemStartingWith({"Quit", "Beenden"}))
            throw HarnessError("no Quit item to confirm\n" + game_->diagnostics());
        // Unsaved changes in the editor (played with P) are asked about before quitting.
        settle();
        if (screen_ == "editor" && prompting_)
            clickItemStartingWith({"Discard", "Verwerfen"});
    }

    std::size_t actions() const { return actions_; }

  private:
    int pick(int low, int high) { return std::uniform_int_distribution<int>(low, high)(random_); }
    bool chance(int percent) { return pick(1, 100) <= percent; }

    void settle() {
        awaitAcknowledgement();
        std::this_thread::sleep_for(std::chrono::milliseconds(400));
        update();
    }

    // Waits (up to 10 s) until the game has handled every press sent, so that the screen read
    // from the log is the one the next press meets. A press the window never got (none has
    // been seen here) would only cost the wait: the count starts again from the game's.
    void awaitAcknowledgement() {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        for (;;) {
            const bool alive = game_->running();
            update();
            if (pressesAcknowledged_ >= pressesSent_ || !alive) {
                pressesSent_ = pressesAcknowledged_;  // never behind the game's count
                return;
            }
            if (std::chrono::steady_clock::now() >= deadline) {
                pressesSent_ = pressesAcknowledged_;
                return;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    }

    // The presses sent before the player took over (Continue, clicked by the soak) are those the
    // game acknowledged: count from there.
    void countPressesSoFar() {
        update();
        pressesSent_ = pressesAcknowledged_;
    }

    // A key as xdotool names it ("Escape", "ctrl+z": two presses).
    void key(const std::string& name) {
        pressesSent_ += 1 + static_cast<long>(std::count(name.begin(), name.end(), '+'));
        game_->key(name);
    }
    void clickAt(int x, int y) {
        ++pressesSent_;
        game_->clickAt(x, y);
    }

    void xdotool(const std::vector<std::string>& args) {
        std::vector<std::string> argv{"xdotool"};
        argv.insert(argv.end(), args.begin(), args.end());
        if (args.front() == "click" || args.front() == "mousedown")
            ++pressesSent_;  // a button or a wheel notch
        const CommandResult r = runCommand(argv, {{"DISPLAY", display_}}, Seconds(10));
        if (r.exitCode() != 0)
            throw HarnessError("xdotool failed: " + r.describe());
    }
    void mouseTo(int x, int y) {
        xdotool({"mousemove", "--window", game_->windowId(), std::to_string(x), std::to_string(y)});
    }

    // The first item whose label starts with one of `prefixes`. A random press may switch the
    // game's language in Settings (the soak plays on in it), so an item is named in English and
    // in German.
    bool clickItemStartingWith(std::initializer_list<std::string_view> prefixes) {
        if (!menu_.is_object())
            return false;
        for (const Json& item : menu_.value("items", Json::array())) {
            if (startsWithAny(item.value("label", ""), prefixes)) {
                clickItem(item);
                return true;
            }
        }
        return false;
    }
    static bool startsWithAny(const std::string& label,
                              std::initializer_list<std::string_view> prefixes) {
        for (const std::string_view prefix : prefixes) {
            if (label.rfind(prefix, 0) == 0)
                return true;
        }
        return false;
    }
    void clickItem(const Json& item) {
        const Json& r = item.at("rect");
        clickAt(static_cast<int>(r[0].get<double>() + r[2].get<double>() / 2),
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
                clickAt(x, y);
        } else if (roll <= 45) {
            clickAt(pick(0, 799), pick(0, 599));
        } else if (roll <= 67) {
            key(kKeys[pick(0, 7)]);
        } else if (roll <= 72) {
            key("r");  // restart the level
        } else if (roll <= 75) {
            key("g");
        } else if (roll <= 78) {
            key("o");
        } else if (roll <= 82) {
            key("h");
        } else if (roll <= 84) {
            key("F5");
        } else if (roll <= 87) {
            mouseTo(pick(0, 799), pick(0, 599));
            xdotool({"click", "--window", game_->windowId(), chance(50) ? "4" : "5"});  // zoom
        } else if (roll <= 94) {
            key("Escape");
        } else {
            key("e");
        }
    }

    void actInMenu() {
        const int roll = pick(1, 100);
        if (roll <= 65 && menu_.is_object() && !menu_.value("items", Json::array()).empty()) {
            // Any item but Quit and Fullscreen (in either language): settings change, levels
            // switch, restart, next level, back. Fullscreen replaces the window (and its X id)
            // mid-run; its own window test covers it.
            const Json items = menu_["items"];
            const Json& item = items[static_cast<std::size_t>(pick(0, int(items.size()) - 1))];
            const std::string label = item.value("label", "");
            if (!startsWithAny(label, {"Quit", "Beenden", "Fullscreen", "Vollbild"}))
                clickItem(item);
        } else if (roll <= 85) {
            static const char* kKeys[] = {"Up", "Down", "Left", "Right"};
            key(kKeys[pick(0, 3)]);
        } else if (roll <= 95) {
            key("Escape");
        } else {
            key("r");
        }
    }

    void actInEditor() {
        const int roll = pick(1, 100);
        const int x = pick(0, 799);
        const int y = pick(0, 599);
        if (roll <= 35) {
            clickAt(x, y);  // paint, or press a palette entry or button
        } else if (roll <= 50) {
            mouseTo(x, y);  // a stroke
            xdotool({"mousedown", "--window", game_->windowId(), "1"});
            mouseTo(std::clamp(x + pick(-90, 90), 0, 799), std::clamp(y + pick(-90, 90), 0, 599));
            xdotool({"mouseup", "--window", game_->windowId(), "1"});
        } else if (roll <= 55) {
            mouseTo(x, y);  // erase
            xdotool({"click", "--window", game_->windowId(), "3"});
        } else if (roll <= 67) {
            key(std::to_string(pick(1, 6)));
        } else if (roll <= 74) {
            key("ctrl+z");
        } else if (roll <= 78) {
            key("ctrl+y");
        } else if (roll <= 81) {
            key("ctrl+s");
        } else if (roll <= 87) {
            static const char* kKeys[] = {"Up", "Down", "Left", "Right", "Home"};
            key(kKeys[pick(0, 4)]);
        } else if (roll <= 94) {
            key("Escape");
        } else {
            key("p");  // play the edit
        }
    }

    Game* game_;
    std::string display_;
    std::mt19937 random_;
    std::size_t seen_ = 0;
    std::string screen_ = "play";
    Json menu_;
    bool prompting_ = false;
    Json view_;
    std::pair<int, int> size_{1, 1};
    std::size_t actions_ = 0;
    long pressesSent_ = 0;          // keys, buttons and wheel notches sent to this run
    long pressesAcknowledged_ = 0;  // as the game's latest `input` event counts them
};

// Runs the soak; returns the number of failed checks.

}  // namespace catmaze::soak
