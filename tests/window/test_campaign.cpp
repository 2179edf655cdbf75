// The campaign as a player meets it (issue 11 section 3), where it needs the real game: the
// title screen and Continue opening the first level not won yet, long names in the Levels list
// fitted with real fonts, fullscreen (F11) kept after a restart, and a small level fitted to the
// window. The Levels list's records, the ending and the pause menu's way back to the title are
// tests/unit/app/test_levels_list.cpp and test_menu_pages.cpp.

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <utility>

#include "menu_events.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

namespace fs = std::filesystem;

// A campaign of three small levels in dir/campaign: "a" (one step right wins), "b" (three steps
// right win; a detour is possible), "c".
fs::path writeCampaign(const fs::path& dir) {
    const fs::path campaign = dir / "campaign";
    fs::create_directories(campaign);
    writeFile(campaign / "campaign.json", R"({"levels": ["a.json", "b.json", "c.json"]})");
    writeFile(campaign / "a.json",
              R"({"version": 1, "name": "Level A", "tiles": ["#####", "#CE.#", "#####"]})");
    writeFile(campaign / "b.json", R"({"version": 1, "name": "Level B", "tiles": ["######",
              "#C..E#", "#....#", "######"]})");
    writeFile(campaign / "c.json",
              R"({"version": 1, "name": "Level C", "tiles": ["#####", "#C.E#", "#####"]})");
    return campaign;
}

// Presses F11 in `game`'s window. The game replaces its window on F11, so xdotool may find the
// window gone while it finishes sending the key: its exit code is not a failure here (the
// `window` event the test then waits for is the check).
void pressF11(Game& game, const std::string& display) {
    runCommand({"xdotool", "key", "--window", game.windowId(), "F11"}, {{"DISPLAY", display}});
}

TEST_F(WindowTest, WithoutALevelTheGameStartsOnTheTitleAndContinueOpensTheFirstUnfinished) {
    const fs::path campaign = writeCampaign(dir());
    fs::create_directories(dir() / "config" / "catmaze");
    writeFile(dir() / "config" / "catmaze" / "progress.json", R"({"completed": ["a.json"]})");
    Game& game = launch(campaignOptions(dir(), campaign));
    game.waitForEvent("screen", [](const Json& e) { return isScreen(e, "title"); });
    const Json menu = game.waitForEvent("menu");
    std::vector<std::string> labels;
    for (const Json& item : menu.value("items", Json::array()))
        labels.push_back(item.value("label", ""));
    EXPECT_EQ(labels, (std::vector<std::string>{"Continue", "Daily maze", "Levels", "Editor",
                                                "Settings", "Quit"}));
    EXPECT_EQ(menuItem(menu, "Continue").value("value", ""), "level 2");
    for (const Json& e : game.events())
        EXPECT_NE(e.value("event", ""), "level_loaded") << "no level before Continue";

    game.attachWindow(/*needView=*/false);
    game.clickMenuItem("Continue");
    const Json loaded = game.waitForEvent("level_loaded");
    EXPECT_EQ(fs::path(loaded.value("file", "")).filename(), "b.json") << loaded.dump();
    game.waitForEvent("screen", [](const Json& e) { return isScreen(e, "play"); });
}

TEST_F(WindowTest, F11MakesTheWindowFillTheScreenAndItIsKeptAfterARestart) {
    GameOptions options = optionsFor(testLevel("open_room.json"), 0.1);
    Game& game = launchAndAttach(options);
    EXPECT_EQ(game.windowSize(), (std::pair<int, int>{800, 600}));

    pressF11(game, display());
    const Json full = game.waitForEvent("window");
    EXPECT_TRUE(full.value("fullscreen", false)) << full.dump();
    const Json changed = game.waitForEvent("settings");
    EXPECT_TRUE(changed["changed"].value("fullscreen", false)) << changed.dump();
    game.attachWindow(/*needView=*/false);  // a new window
    EXPECT_EQ(game.windowSize(), (std::pair<int, int>{1280, 1024})) << "the Xvfb screen's size";
    game.requestClose();
    ASSERT_TRUE(game.waitExit(Seconds(10)));

    options.settings.reset();  // the file as the game left it
    Game& again = launch(options);
    const Json start = again.waitForEvent("window");
    EXPECT_TRUE(start.value("fullscreen", false)) << start.dump();
    again.waitForEvent("level_loaded");
    again.attachWindow();
    EXPECT_EQ(again.windowSize(), (std::pair<int, int>{1280, 1024}));
}

}  // namespace
}  // namespace catmaze::wintest
