#pragma once
// What the menu tests (test_menu_pages.cpp, test_levels_list.cpp, test_daily_list.cpp,
// test_my_levels_list.cpp) share: a scratch folder with files written into it, the little
// three-level campaign the players of these tests meet, a level played through the core's
// PlaySession as the arrow keys play it, and a list's page built again, as its screen does each
// frame, until a worker's names or mazes are in.

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

#include "catmaze/game/play_session.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/level/level_files.hpp"
#include "menus/menu_page.hpp"

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

/// The level in `file` (it must load), played without diagonals at 0.05 s a step: each of
/// `presses` is an arrow key, and the step it starts is walked to its end before the next.
inline std::unique_ptr<PlaySession> playWithKeys(const fs::path& file,
                                                 const std::vector<Offset>& presses) {
    LevelLoadResult load = loadLevelFile(file);
    EXPECT_TRUE(load.ok()) << file;
    if (!load.ok())
        return nullptr;
    auto session = startPlay(*load.level, DiagonalMode::Never, 0.05);
    for (const Offset& press : presses) {
        session->press(press);
        for (int frame = 0; frame < 12; ++frame)
            session->update(1.0 / 60);  // 0.2 s: the step (0.05 s) ends
    }
    return session;
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
