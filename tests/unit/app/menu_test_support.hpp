#pragma once
// What the menu tests (test_menu_pages.cpp, test_levels_list.cpp, test_daily_list.cpp,
// test_my_levels_list.cpp) share: a scratch folder with files written into it, the little
// three-level campaign the players of these tests meet, a level played through the play model
// as the play screen drives it (its wins kept in real player files), and a list's page built
// again, as its screen does each frame, until a worker's names or mazes are in.

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "catmaze/game/play_session.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/player/player_files.hpp"
#include "menus/menu_page.hpp"
#include "menus/menu_pages.hpp"
#include "play/play_model.hpp"
#include "shell/event_log.hpp"
#include "ui/notice_sink.hpp"

namespace catmaze::app::menutest {

namespace fs = std::filesystem;

/// A folder of its own under the system's temporary folder, empty at the start and removed at
/// the end.
class ScratchDir {
  public:
    /// The folder `catmaze-<tag>-<pid>`: `tag` names the test, so tests never share one.
    explicit ScratchDir(const std::string& tag)
        : path_(fs::temp_directory_path() / ("catmaze-" + tag + "-" + std::to_string(::getpid()))) {
        fs::remove_all(path_);
        fs::create_directories(path_);
    }
    ~ScratchDir() {
        std::error_code ignored;
        fs::remove_all(path_, ignored);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;

    /// The folder.
    const fs::path& path() const { return path_; }

  private:
    fs::path path_;
};

/// Writes `text` to `file`, making its folder first.
inline void writeText(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
}

/// A campaign of three small levels in dir/campaign: "Level A" (one step right wins),
/// "Level B" (three steps right win; a detour down and back is possible, cost 50 against the
/// par of 30) and "Level C" (two steps right win). Returns it loaded.
inline Campaign writeThreeLevelCampaign(const fs::path& dir) {
    const fs::path campaign = dir / "campaign";
    writeText(campaign / "campaign.json", R"({"levels": ["a.json", "b.json", "c.json"]})");
    writeText(campaign / "a.json",
              R"({"version": 1, "name": "Level A", "tiles": ["#####", "#CE.#", "#####"]})");
    writeText(campaign / "b.json", R"({"version": 1, "name": "Level B", "tiles": ["######",
              "#C..E#", "#....#", "######"]})");
    writeText(campaign / "c.json",
              R"({"version": 1, "name": "Level C", "tiles": ["#####", "#C.E#", "#####"]})");
    CampaignLoad load = loadCampaign(campaign / "campaign.json");
    EXPECT_TRUE(load.ok());
    return load.campaign;
}

/// The notices as a list, and the player's files saved for real when the game asks.
struct SavingNotices : NoticeSink {
    /// Saves into `files` (which outlive it).
    explicit SavingNotices(PlayerFiles& files) : files(files) {}
    void notify(std::string text) override { lines.push_back(std::move(text)); }
    void save(PlayerFile changed) override {
        for (const PlayerFileProblem& problem : files.save(changed))
            problems.push_back(problem.message);
    }
    PlayerFiles& files;                 ///< where the saves go
    std::vector<std::string> lines;     ///< the notices shown
    std::vector<std::string> problems;  ///< saves that failed
};

/// A level in play through the play model, driven frame by frame (1/60 s) as the play screen
/// drives it, at 0.05 s a step without diagonals, its wins kept in `files`' progress.
class ModelRun {
  public:
    /// Plays `level` from `origin` in an 800 x 600 window; the files and campaign outlive it.
    ModelRun(PlayerFiles& files, const Campaign& campaign, const Level& level, LevelOrigin origin)
        : notices_(files), settings_(quickSettings()) {
        log_.openInMemory();
        model_ = std::make_unique<PlayModel>(
            PlayContext{log_, notices_, settings_, files.progress, campaign, settings_.diagonal},
            startPlay(level, DiagonalMode::Never, settings_.stepSeconds), std::move(origin), 800,
            600);
    }

    /// The model.
    PlayModel& model() { return *model_; }
    /// `seconds` of frames.
    void frames(double seconds) {
        for (double t = 0; t < seconds; t += 1.0 / 60)
            model_->update(1.0 / 60, true);
    }
    /// A key's command, then the step it starts walked to its end (0.2 s).
    void key(PlayCommand command) {
        model_->command(command);
        frames(0.2);
    }
    /// A click on `tile`'s centre, then the walk (up to 5 s; it ends sooner).
    void clickTile(Tile tile) {
        model_->click(-1, -1, {tile.col + 0.5, tile.row + 0.5});
        for (double t = 0; t < 5; t += 1.0 / 60) {
            model_->update(1.0 / 60, true);
            if (model_->ended() || standsStill())
                return;
        }
    }
    /// Frames until the end screen is due (up to 5 s): true won, false lost; nullopt when none
    /// came.
    std::optional<bool> endScreen() {
        for (double t = 0; t < 5; t += 1.0 / 60) {
            if (const std::optional<bool> won = model_->takeEndScreen())
                return won;
            model_->update(1.0 / 60, true);
        }
        return std::nullopt;
    }
    /// Frames (a millisecond of real time each, for the workers) until an event `name` for
    /// which `accept` holds is logged, or 20 s pass: the first such event, or null.
    template <class Accept>
    nlohmann::json awaitEvent(const std::string& name, Accept accept) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (std::chrono::steady_clock::now() < deadline) {
            for (const nlohmann::json& e : events(name)) {
                if (accept(e))
                    return e;
            }
            model_->update(1.0 / 60, true);
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return nullptr;
    }
    /// The events named `name` logged so far, oldest first.
    std::vector<nlohmann::json> events(const std::string& name) const {
        std::vector<nlohmann::json> out;
        for (const std::string& line : log_.lines()) {
            nlohmann::json e = nlohmann::json::parse(line);
            if (e.value("event", "") == name)
                out.push_back(std::move(e));
        }
        return out;
    }
    /// What the end screen is built from, as EndScreen reads it from the level in play.
    EndFacts endFacts() const {
        return {model_->won(), model_->result(), model_->origin().campaignIndex,
                model_->origin().daily.has_value(), model_->caughtBy()};
    }
    /// The notices and the failed saves.
    const SavingNotices& notices() const { return notices_; }

  private:
    static Settings quickSettings() {
        Settings settings;
        settings.stepSeconds = 0.05;
        settings.rulesCardDismissed = true;
        settings.patrolCardDismissed = true;
        return settings;
    }
    // True when the cat has nowhere left to walk.
    bool standsStill() const { return model_->session().routeAhead().points.empty(); }

    EventLog log_;
    SavingNotices notices_;
    Settings settings_;
    std::unique_ptr<PlayModel> model_;
};

/// The level in `file`, which must load.
inline Level levelIn(const fs::path& file) {
    LevelLoadResult load = loadLevelFile(file);
    EXPECT_TRUE(load.ok()) << file;
    return load.ok() ? *load.level : Level{};
}

/// Builds a page with `build` (which also lets its list's worker report, as the screen's update
/// does) until `done(page)` holds or 20 s pass (a loaded machine); returns the last page built.
template <class Build, class Done>
MenuPage pageWhen(Build build, Done done) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    MenuPage page = build();
    while (!done(page) && std::chrono::steady_clock::now() < deadline) {
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
        page = build();
    }
    return page;
}

}  // namespace catmaze::app::menutest
