/// \file
/// The daily maze as a player meets it (issue 18 section 4), where it needs the real game: the
/// day's maze, clicked in its menu and opened in the editor, saves as a new level in My levels.
/// The title's offer, the week's list and keeping the day's best are
/// tests/unit/app/test_daily_list.cpp; its keys, the play model's tests.

#include <filesystem>
#include <string>
#include <vector>

#include "menu_events.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

namespace fs = std::filesystem;

bool isMenu(const Json& e, const std::string& name) {
    return e.value("name", "") == name;
}

bool startsWith(const Json& item, const std::string& text) {
    return item.value("value", "").rfind(text, 0) == 0;
}

// The game on a one-level campaign in `dir`, on 2026-11-25 (--date), config in dir/config.
GameOptions dailyOptions(const fs::path& dir) {
    const fs::path campaign = dir / "campaign";
    fs::create_directories(campaign);
    fs::create_directories(dir / "config" / "catmaze");
    writeFile(campaign / "campaign.json", R"({"levels": ["a.json"]})");
    writeFile(campaign / "a.json",
              R"({"version": 1, "name": "Level A", "tiles": ["#####", "#CE.#", "#####"]})");
    GameOptions options;
    options.extraArgs = {"--levels", campaign.string(), "--date", "2026-11-25"};
    options.settingsFile = dir / "config" / "catmaze" / "settings.json";
    options.settings = testSettings(0.02);
    options.env["XDG_CONFIG_HOME"] = (dir / "config").string();
    return options;
}

// The Daily maze menu once all seven days are generated (from the title).
Json openDailyList(Game& game) {
    const Json title = game.waitForEvent("menu", [](const Json& e) { return isMenu(e, "title"); });
    game.attachWindow(/*needView=*/false);
    clickItem(game, title, "Daily maze");
    return game.waitForEvent("menu", [](const Json& e) {
        return isMenu(e, "daily") && e.at("items").size() == 8 &&
               startsWith(e.at("items")[6], "par ");
    });
}

TEST_F(WindowTest, TheDailyMazeOpenedInTheEditorSavesAsANewLevelInMyLevels) {
    Game& game = launch(dailyOptions(dir()));
    clickItem(game, openDailyList(game), "2026-11-25");
    game.waitForEvent("level_loaded");
    game.waitForEvent("view");
    game.key("e");
    const Json editor = game.waitForEvent("editor");
    const fs::path target = dir() / "data" / "catmaze" / "levels" / "untitled-1.json";
    EXPECT_EQ(editor.value("save_to", ""), target.string()) << editor.dump();
    game.key("ctrl+s");
    const Json saved = game.waitForEvent("saved");
    EXPECT_EQ(saved.value("file", ""), target.string()) << saved.dump();
    EXPECT_NE(readFile(target).find("Daily maze 2026-11-25"), std::string::npos);
}

}  // namespace
}  // namespace catmaze::wintest
