// A campaign of 30,000 levels (issue 19, finding 6), as a player meets it: the Levels list
// scrolls, its last level is reached by keys and by clicking the scroll bar, and the game stays
// as idle while the list is shown as on a short menu.

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <optional>
#include <sstream>
#include <string>
#include <thread>

#include "menu_events.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

namespace fs = std::filesystem;

// The CPU time (user and system) the process has used, in seconds, from /proc/PID/stat.
double cpuSeconds(pid_t pid) {
    const std::string stat = readFile("/proc/" + std::to_string(pid) + "/stat");
    // The fields after the command name (in parentheses, which may hold spaces): utime and
    // stime are the 12th and 13th of them.
    std::istringstream rest(stat.substr(stat.rfind(')') + 2));
    std::string field;
    double ticks = 0;
    for (int i = 1; i <= 13 && rest >> field; ++i) {
        if (i >= 12)
            ticks += std::stod(field);
    }
    return ticks / static_cast<double>(sysconf(_SC_CLK_TCK));
}

TEST_F(WindowTest, ALevelsListOfThirtyThousandScrollsAndItsLastLevelIsReachedByKeysAndClicks) {
#ifdef __SANITIZE_ADDRESS__
    // Reading 30,000 level names under ASan outlasts the harness's waits; the normal build runs it.
    GTEST_SKIP() << "30,000 levels are too slow under the sanitizers";
#endif
    const fs::path campaign = writeHugeCampaign(dir(), 30000);
    Game& game = launch(campaignOptions(dir(), campaign, "1000x700"));
    const Json levels = openLevels(game);
    // Every row shown is on screen; the rest are scrolled to.
    ASSERT_TRUE(levels.contains("scroll")) << levels.dump();
    const Json& scroll = levels.at("scroll");
    EXPECT_EQ(scroll.value("count", 0), 30001);  // the levels and Back
    const int rows = scroll.value("rows", 0);
    EXPECT_GE(rows, 10);
    EXPECT_EQ(static_cast<int>(levels.at("items").size()), rows);
    for (const Json& item : levels.at("items"))
        EXPECT_TRUE(inside(item.at("rect"), Json::array({0, 0, 1000, 700}))) << item.dump();

    // By keys: End goes to the last item (Back), Up to the last level, Enter plays it.
    game.key("End");
    const Json end = game.waitForEvent("menu", isScrolledDown);
    EXPECT_EQ(end.at("scroll").value("first", 0), 30001 - rows) << end.dump();
    EXPECT_EQ(end.at("items").back().value("label", ""), "Back");
    game.key("Up");
    game.key("Return");
    Json loaded = game.waitForEvent("level_loaded");
    EXPECT_EQ(fs::path(loaded.value("file", "")).filename(), "l30000.json") << loaded.dump();

    // By clicks: the foot of the scroll bar shows the end of the list; its last level is clicked.
    game.key("Escape");
    game.clickMenuItem("Levels");
    const Json again = settledLevels(game);
    ASSERT_TRUE(again.contains("scroll")) << again.dump();
    EXPECT_EQ(again.at("scroll").value("first", -1), 0);
    const Json track = again.at("scroll").at("track");
    game.clickAt(static_cast<int>(track[0].get<double>() + track[2].get<double>() / 2),
                 static_cast<int>(track[1].get<double>() + track[3].get<double>() - 2));
    const Json bottom = game.waitForEvent("menu", isScrolledDown);
    EXPECT_EQ(bottom.at("scroll").value("first", 0), 30001 - rows) << bottom.dump();
    // The row of the last level (index 29999): its label may still be its file name, since a
    // worker reads the 30,000 names in order.
    Json lastLevel;
    for (const Json& item : bottom.at("items")) {
        if (item.value("index", -1) == 29999)
            lastLevel = item;
    }
    ASSERT_FALSE(lastLevel.is_null()) << bottom.dump();
    EXPECT_TRUE(lastLevel.value("label", "").starts_with("30000. ")) << lastLevel.dump();
    clickCentre(game, lastLevel.at("rect"));
    loaded = game.waitForEvent("level_loaded");
    EXPECT_EQ(fs::path(loaded.value("file", "")).filename(), "l30000.json") << loaded.dump();
}

// The share of a core the game uses over `seconds` of doing nothing on the screen it shows.
double idleShare(Game& game, double seconds) {
    // Whatever the last input started (a menu sliding in, a level list read) settles first.
    game.watchFor("menu", Seconds(1));
    const double before = cpuSeconds(game.pid());
    const auto start = std::chrono::steady_clock::now();
    std::this_thread::sleep_for(Seconds(seconds));
    const double used = cpuSeconds(game.pid()) - before;
    return used / std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

TEST_F(WindowTest, ALevelsListOfThirtyThousandCostsNoMoreWhileIdleThanAShortMenu) {
#ifdef __SANITIZE_ADDRESS__
    // Reading 30,000 level names under ASan outlasts the harness's waits; the normal build runs it.
    GTEST_SKIP() << "30,000 levels are too slow under the sanitizers";
#endif
    const fs::path campaign = writeHugeCampaign(dir(), 30000);
    Game& game = launch(campaignOptions(dir(), campaign, "1000x700"));
    const Json title =
        game.waitForEvent("menu", [](const Json& e) { return isScreen(e, "title"); });
    game.attachWindow(/*needView=*/false);
    // The baseline, in the same game: the settings menu, a dozen rows over the same title.
    clickCentre(game, menuItem(title, "Settings").at("rect"));
    game.waitForEvent("menu", [](const Json& e) { return isScreen(e, "settings"); });
    const double shortMenu = idleShare(game, 3);
    game.key("Escape");
    const Json again =
        game.waitForEvent("menu", [](const Json& e) { return isScreen(e, "title"); });
    clickCentre(game, menuItem(again, "Levels").at("rect"));
    settledLevels(game);  // the names read, so only the idle list is measured
    // The lower of two measures: a names reader still finishing, or a neighbour's burst on a
    // busy machine, lifts one window, while a list that costs more per frame lifts both.
    const double longMenu = std::min(idleShare(game, 3), idleShare(game, 3));
    // The baseline again after the long list, and the higher of the two: the machine's load
    // drifts over the 12 seconds (a fresh-clone CI run measured 0.75 before the list and 1.08
    // on it, both far above the 0.4 of a quiet machine).
    game.key("Escape");
    const Json title2 =
        game.waitForEvent("menu", [](const Json& e) { return isScreen(e, "title"); });
    clickCentre(game, menuItem(title2, "Settings").at("rect"));
    game.waitForEvent("menu", [](const Json& e) { return isScreen(e, "settings"); });
    const double baseline = std::max(shortMenu, idleShare(game, 3));
    // Only the rows shown are laid out and drawn: a list of 30,001 costs what a short menu's
    // does (software OpenGL makes even that a fair share of a core, hence the baseline).
    EXPECT_LT(longMenu, baseline * 1.3 + 0.05)
        << "idle, the game used " << longMenu << " of a core on the Levels list of 30,001 and "
        << baseline << " on the settings menu (the higher of " << shortMenu
        << " before and the measure after)";
}

}  // namespace
}  // namespace catmaze::wintest
