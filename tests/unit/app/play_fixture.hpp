#pragma once
// A level in play through the play model (play/play_model.hpp), driven as the play screen drives
// it: fixed frames of 1/60 s, clicks on tiles, commands for keys. The event log is kept in memory
// and read back as the window tests read the game's log. Levels come from tests/window/levels.

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "ascii_grid.hpp"
#include "catmaze/level/level_files.hpp"
#include "notice_list.hpp"
#include "play/play_model.hpp"
#include "reference_dijkstra.hpp"
#include "shell/event_log.hpp"

namespace catmaze::app {

using PlayJson = nlohmann::ordered_json;

/// tests/window/levels/`name`.
inline std::filesystem::path playLevelPath(const std::string& name) {
    return std::filesystem::path(CATMAZE_SOURCE_DIR) / "tests/window/levels" / name;
}

/// The level file `path`, loaded (a failure fails the test that asked).
inline Level loadPlayLevel(const std::filesystem::path& path) {
    const LevelLoadResult loaded = loadLevelFile(path);
    EXPECT_TRUE(loaded.ok()) << path;
    return loaded.ok() ? *loaded.level : Level{};
}

/// The cheapest cost from `from` to `to` on the tile level `name` by the reference Dijkstra
/// (tests/support), which shares no code with the game's search; -1 when unreachable.
inline std::int64_t referencePathCost(const std::string& name, Tile from, Tile to, bool diagonal) {
    std::ifstream in(playLevelPath(name));
    const PlayJson file = PlayJson::parse(in);
    return test::referenceCost(test::parseAscii(file.at("tiles").get<std::vector<std::string>>()),
                               from, to, diagonal);
}

/// "(col,row)" for a JSON [col, row].
inline Tile tileOfJson(const PlayJson& t) {
    return {t.at(0).get<int>(), t.at(1).get<int>()};
}

/// One level in play.
struct PlayFixture {
    /// Plays tests/window/levels/`name` with `stepSeconds` a step, diagonal moves as
    /// `diagonal`, from `origin` (its file is set to the level's unless a daily maze), in an
    /// 800 x 600 window, the other settings as `base`.
    explicit PlayFixture(const std::string& name, double stepSeconds = 0.1,
                         DiagonalMode diagonal = DiagonalMode::Never, LevelOrigin origin = {},
                         Settings base = {})
        : settings(base) {
        log.openInMemory();
        settings.stepSeconds = stepSeconds;
        settings.diagonal = diagonal;
        if (origin.file.empty() && !origin.daily)
            origin.file = playLevelPath(name);
        level = loadPlayLevel(playLevelPath(name));
        model = std::make_unique<PlayModel>(
            PlayContext{log, notices, settings, progress, campaign, diagonal},
            startPlay(level, diagonal, stepSeconds), std::move(origin), 800.0f, 600.0f);
    }

    /// One frame of `seconds` (the screen's update; what it presents is dropped).
    void frame(double seconds = 1.0 / 60) {
        model->update(seconds, /*walking=*/true);
        model->takePresented();
        simulated += seconds;
    }
    /// Frames for `seconds` of game time.
    void play(double seconds) {
        const double until = simulated + seconds;
        while (simulated < until - 1e-9)
            frame();
    }
    /// Frames until `done` holds: true, or false after `seconds` of game time and 20 s of real
    /// time both passed (the hint's planner and the open floor's graphs run on real workers).
    bool playUntil(const std::function<bool()>& done, double seconds = 60) {
        const double until = simulated + seconds;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (!done()) {
            if (simulated >= until) {
                if (std::chrono::steady_clock::now() > deadline)
                    return false;
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            }
            frame();
        }
        return true;
    }
    /// Frames until the log has an event `name` after the first `from` lines; true when it came.
    bool playUntilEvent(const std::string& name, std::size_t from = 0, double seconds = 60) {
        return playUntil([&] { return !eventsNamed(name, from).empty(); }, seconds);
    }

    /// A left click on the centre of `tile` (never on the rules card).
    PlayRequest clickTile(Tile tile) {
        const PlayRequest request = model->click(-1, -1, tileCentre(tile));
        model->takePresented();
        return request;
    }
    /// A command, as its key sends it.
    PlayRequest command(PlayCommand command) {
        const PlayRequest request = model->command(command);
        model->takePresented();
        return request;
    }

    /// The log's events, oldest first, from line `from` on.
    std::vector<PlayJson> events(std::size_t from = 0) const {
        std::vector<PlayJson> out;
        const std::vector<std::string>& lines = log.lines();
        for (std::size_t i = from; i < lines.size(); ++i)
            out.push_back(PlayJson::parse(lines[i]));
        return out;
    }
    /// The events named `name`, from line `from` on.
    std::vector<PlayJson> eventsNamed(const std::string& name, std::size_t from = 0) const {
        std::vector<PlayJson> out;
        for (PlayJson& e : events(from)) {
            if (e.value("event", "") == name)
                out.push_back(std::move(e));
        }
        return out;
    }
    /// The last event named `name` (null when none).
    PlayJson last(const std::string& name) const {
        const std::vector<PlayJson> all = eventsNamed(name);
        return all.empty() ? PlayJson() : all.back();
    }
    /// The events named in `names` from line `from` on, as "name(col,row)" ("name" when the
    /// event has no tile).
    std::vector<std::string> timeline(const std::vector<std::string>& names,
                                      std::size_t from = 0) const {
        std::vector<std::string> out;
        for (const PlayJson& e : events(from)) {
            const std::string name = e.value("event", "");
            if (std::find(names.begin(), names.end(), name) == names.end())
                continue;
            out.push_back(e.contains("tile") ? name + toString(tileOfJson(e.at("tile"))) : name);
        }
        return out;
    }
    /// The number of lines in the log (a mark to read events after).
    std::size_t mark() const { return log.lines().size(); }

    EventLog log;
    NoticeList notices;
    Settings settings;
    Progress progress;
    Campaign campaign;
    Level level;
    std::unique_ptr<PlayModel> model;
    double simulated = 0;  // seconds of game time played
};

}  // namespace catmaze::app
