/// \file
/// The daily maze as a player meets it (issue 18 section 4): the title screen offers the maze of
/// the day (--date fixes the day), its menu lists that day and the six before with their par,
/// clicking the day plays a generated level named after the date, and winning it keeps the day's
/// best in the progress file and in the list.

#include <filesystem>
#include <map>
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

// The arrow key that steps from `from` to the next tile `to`.
std::string arrowKey(const Json& from, const Json& to) {
    const int dx = to[0].get<int>() - from[0].get<int>();
    const int dy = to[1].get<int>() - from[1].get<int>();
    static const std::map<std::pair<int, int>, std::string> keys = {
        {{1, 0}, "Right"}, {{-1, 0}, "Left"}, {{0, 1}, "Down"}, {{0, -1}, "Up"}};
    const auto key = keys.find({dx, dy});
    if (key == keys.end())
        throw HarnessError("not one step apart: " + from.dump() + " " + to.dump());
    return key->second;
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

TEST_F(WindowTest, TheTitleOffersTheDailyMazeAndWinningItKeepsTheDaysBest) {
    Game& game = launch(dailyOptions(dir()));

    // The title: Daily maze, for the day --date names.
    const Json title = game.waitForEvent("menu", [](const Json& e) { return isMenu(e, "title"); });
    EXPECT_EQ(menuItem(title, "Daily maze").value("value", ""), "2026-11-25") << title.dump();
    game.attachWindow(/*needView=*/false);
    clickItem(game, title, "Daily maze");

    // The week's list once every day's maze is generated: the day first, then the six before,
    // each with its par (no day played yet), then Back.
    const Json week = game.waitForEvent("menu", [](const Json& e) {
        return isMenu(e, "daily") && e.at("items").size() == 8 &&
               startsWith(e.at("items")[6], "par ");
    });
    std::vector<std::string> labels;
    for (const Json& item : week.at("items"))
        labels.push_back(item.value("label", ""));
    EXPECT_EQ(labels, (std::vector<std::string>{"2026-11-25", "2026-11-24", "2026-11-23",
                                                "2026-11-22 (hard)", "2026-11-21 (hard)",
                                                "2026-11-20", "2026-11-19", "Back"}));
    for (std::size_t i = 0; i < 7; ++i)
        EXPECT_TRUE(startsWith(week.at("items")[i], "par ")) << week.dump();
    const int par = std::stoi(menuItem(week, "2026-11-25").value("value", "").substr(4));

    // The day plays a generated level named after its date.
    clickItem(game, week, "2026-11-25");
    const Json loaded = game.waitForEvent("level_loaded");
    EXPECT_EQ(loaded.value("name", ""), "Daily maze 2026-11-25") << loaded.dump();
    EXPECT_EQ(loaded.value("width", 0), 21);
    EXPECT_EQ(loaded.value("height", 0), 15);
    game.waitForEvent("view");

    // Won along the hint's route (the cheapest win), one arrow key a step.
    game.key("h");
    const Json hint =
        game.waitForEvent("hint", [](const Json& e) { return e.value("winnable", false); });
    EXPECT_EQ(hint.value("cost", -1), par) << hint.dump();
    Json at = loaded.at("cat");
    for (const Json& next : hint.at("route")) {
        if (next == at)
            continue;
        game.key(arrowKey(at, next));
        game.waitForEvent("step");
        at = next;
    }
    const Json best = game.waitForEvent("best");
    EXPECT_EQ(best.value("daily", ""), "2026-11-25") << best.dump();
    EXPECT_EQ(best.value("cost", -1), par) << best.dump();
    EXPECT_FALSE(best.value("optimal", true)) << "a hint was used: no star";
    EXPECT_EQ(best.at("record").value("par", -1), par) << best.dump();

    // The win screen leads back to the list, which shows the day's best and par.
    const Json won = game.waitForEvent("menu", [](const Json& e) { return isMenu(e, "won"); });
    clickItem(game, won, "Daily maze");
    const Json after = game.waitForEvent("menu", [](const Json& e) {
        return isMenu(e, "daily") && startsWith(e.at("items")[0], "best ");
    });
    const std::string value = menuItem(after, "2026-11-25").value("value", "");
    EXPECT_EQ(value.rfind("best " + std::to_string(par) + " in ", 0), 0U) << value;
    EXPECT_NE(value.find("par " + std::to_string(par)), std::string::npos) << value;

    // And the progress file keeps it.
    const std::string progress = readFile(dir() / "config" / "catmaze" / "progress.json");
    EXPECT_NE(progress.find("\"daily\":{\"2026-11-25\":{\"cost\":" + std::to_string(par)),
              std::string::npos)
        << progress;
}

}  // namespace
}  // namespace catmaze::wintest
