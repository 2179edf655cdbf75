// Menus and text boxes bounded by construction (issue 19, finding 6), as a player meets them:
// a campaign of 30,000 levels gives a Levels list that scrolls (its last level reached by keys
// and by clicking the scroll bar) and leaves the game idle while shown; a long name, a file name
// with a newline and an extreme cost stay inside their rows; bytes that are not UTF-8 show as
// U+FFFD; the editor's notice of a save that failed on a full disk keeps its reason.

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>

#include "png.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

namespace fs = std::filesystem;

constexpr char kEllipsis[] = "\xE2\x80\xA6";
constexpr char kReplacement[] = "\xEF\xBF\xBD";

bool isScreen(const Json& e, const std::string& name) {
    return e.value("name", "") == name;
}

bool isLevelsMenu(const Json& e) {
    return isScreen(e, "levels");
}

// A Levels menu scrolled away from its top.
bool isScrolledDown(const Json& e) {
    return isLevelsMenu(e) && e.contains("scroll") && e["scroll"].value("first", 0) > 0;
}

// A level one step from its exit, named `name`.
std::string tinyLevel(const std::string& name) {
    return R"({"version": 1, "name": ")" + name + R"(", "tiles": ["#####", "#CE.#", "#####"]})";
}

// A campaign of `count` levels in dir/campaign, level i (from 1) in l<i>.json named "Level <i>":
// made at test time (30,000 files are not kept in the tree).
fs::path writeHugeCampaign(const fs::path& dir, int count) {
    const fs::path campaign = dir / "campaign";
    fs::create_directories(campaign);
    std::string list;
    for (int i = 1; i <= count; ++i) {
        const std::string file = "l" + std::to_string(i) + ".json";
        std::ofstream(campaign / file) << tinyLevel("Level " + std::to_string(i));
        list += (i > 1 ? ", \"" : "\"") + file + "\"";
    }
    writeFile(campaign / "campaign.json", R"({"levels": [)" + list + "]}");
    return campaign;
}

// The game on the campaign in `campaign`, with the test settings and XDG_CONFIG_HOME in dir.
GameOptions campaignOptions(const fs::path& dir, const fs::path& campaign,
                            const std::string& window) {
    GameOptions options;
    options.extraArgs = {"--levels", campaign.string()};
    fs::create_directories(dir / "config" / "catmaze");
    options.settingsFile = dir / "config" / "catmaze" / "settings.json";
    options.settings = testSettings(0.05);
    options.env["XDG_CONFIG_HOME"] = (dir / "config").string();
    options.windowSize = window;
    return options;
}

// The Levels menu once its names are in: a worker reads them and the menu is logged again as
// they arrive, so the list has settled when it has been quiet for 2 s. Waits for the first
// Levels menu, then returns the last one logged.
Json settledLevels(Game& game) {
    Json menu = game.waitForEvent("menu", isLevelsMenu, Seconds(90));
    for (int i = 0; i < 300; ++i) {
        const std::optional<Json> later = game.watchFor("menu", Seconds(2));
        if (!later)
            break;
        if (isLevelsMenu(*later))
            menu = *later;
    }
    return menu;
}

// Opens the Levels list from the title screen and returns its menu (30,000 names take a while).
Json openLevels(Game& game) {
    // The game reads the 30,000-level campaign before its title (slow under the sanitizers).
    game.waitForEvent(
        "screen", [](const Json& e) { return isScreen(e, "title"); }, Seconds(120));
    game.attachWindow(/*needView=*/false);
    game.clickMenuItem("Levels");
    return settledLevels(game);
}

// The item of a `menu` event labelled `label` (throws when there is none).
Json menuItem(const Json& menu, const std::string& label) {
    for (const Json& item : menu.value("items", Json::array())) {
        if (item.value("label", "") == label)
            return item;
    }
    throw HarnessError("no item '" + label + "' in " + menu.dump());
}

void clickCentre(Game& game, const Json& rect) {
    game.clickAt(static_cast<int>(rect[0].get<double>() + rect[2].get<double>() / 2),
                 static_cast<int>(rect[1].get<double>() + rect[3].get<double>() / 2));
}

// True when box [x, y, w, h] lies within `rect`.
bool inside(const Json& box, const Json& rect) {
    const auto v = [](const Json& r, int i) {
        return r[static_cast<std::size_t>(i)].get<double>();
    };
    return v(box, 0) >= v(rect, 0) && v(box, 1) >= v(rect, 1) &&
           v(box, 0) + v(box, 2) <= v(rect, 0) + v(rect, 2) &&
           v(box, 1) + v(box, 3) <= v(rect, 1) + v(rect, 3);
}

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

// A campaign whose rows hold hostile text: a very long name, a file name with a newline (which
// does not load, so its file name is shown) and a best result with extreme numbers.
fs::path writeHostileCampaign(const fs::path& dir) {
    const fs::path campaign = dir / "campaign";
    fs::create_directories(campaign);
    writeFile(campaign / "campaign.json",
              R"({"levels": ["long.json", "two\nlines.json", "costly.json"]})");
    // The hostile corpus's level with a name of 2,408 characters.
    fs::copy_file(sourceDir() / "tests" / "data" / "hostile" / "long-name.json",
                  campaign / "long.json");
    writeFile(campaign / "two\nlines.json", "not a level");
    writeFile(campaign / "costly.json", tinyLevel("Costly"));
    fs::create_directories(dir / "config" / "catmaze");
    writeFile(dir / "config" / "catmaze" / "progress.json",
              R"({"completed": ["costly.json"], "best": {"costly.json": )"
              R"({"cost": 9223372036854775807, "steps": 2147483647, "optimal": false, )"
              R"("par": 9223372036854775806}}})");
    return campaign;
}

TEST_F(WindowTest, LongNamesNewlinesAndExtremeCostsStayInsideTheirRows) {
    const fs::path campaign = writeHostileCampaign(dir());
    Game& game = launch(campaignOptions(dir(), campaign, "800x600"));
    openLevels(game);
    // The names arrive from a worker, in order: the menu once the last one ("Costly") is in.
    const Json levels = game.waitForEvent(
        "menu",
        [](const Json& e) {
            if (!isLevelsMenu(e))
                return false;
            for (const Json& item : e.value("items", Json::array())) {
                if (item.value("label", "") == "3. Costly")
                    return true;
            }
            return false;
        },
        Seconds(60));
    for (const Json& item : levels.at("items")) {
        const Json& rect = item.at("rect");
        EXPECT_TRUE(inside(item.at("label_box"), rect)) << item.dump();
        if (item.contains("value_box")) {
            EXPECT_TRUE(inside(item.at("value_box"), rect)) << item.dump();
            EXPECT_LT(item["label_box"][0].get<double>() + item["label_box"][2].get<double>(),
                      item["value_box"][0].get<double>())
                << item.dump();
        }
    }
    const Json& items = levels.at("items");
    ASSERT_GE(items.size(), 3u) << levels.dump();
    EXPECT_TRUE(items[0].value("shown", "").ends_with(kEllipsis)) << items[0].dump();
    // The newline is drawn as U+FFFD on the row's one line.
    EXPECT_EQ(items[1].value("shown", ""), std::string("2. two") + kReplacement + "lines.json")
        << items[1].dump();
    EXPECT_TRUE(items[2].value("value_shown", "").ends_with(kEllipsis)) << items[2].dump();
}

TEST_F(WindowTest, BytesThatAreNotUtf8ShowAsAReplacementCharacter) {
    const fs::path campaign = dir() / "campaign";
    fs::create_directories(campaign);
    writeFile(campaign / "campaign.json", R"({"levels": ["a.json"]})");
    writeFile(campaign / "a.json", tinyLevel("Level A"));
    // A file in My levels whose name is not UTF-8 ("caf" 0xC3 "e.json": 0xC3 wants a
    // continuation byte and gets 'e'). It does not load, so its file name is its label.
    const fs::path mine = dir() / "data" / "catmaze" / "levels";
    fs::create_directories(mine);
    writeFile(mine /
                  "caf\xC3"
                  "e.json",
              "not a level");
    Game& game = launch(campaignOptions(dir(), campaign, "800x600"));
    const Json levels = openLevels(game);
    clickCentre(game, menuItem(levels, "My levels").at("rect"));
    // Listed at once as "reading…", then "has errors" once a worker has tried to load it.
    const Json my = game.waitForEvent("menu", [](const Json& e) {
        if (!isScreen(e, "my_levels"))
            return false;
        for (const Json& item : e.value("items", Json::array())) {
            if (item.value("value", "") == "has errors")
                return true;
        }
        return false;
    });
    bool found = false;
    for (const Json& item : my.at("items")) {
        if (item.value("value", "") != "has errors")
            continue;
        found = true;
        // The bad byte is one U+FFFD and the 'e' after it stays (SFML's own decoder took the
        // 'e' as the missing byte).
        EXPECT_EQ(item.value("shown", ""), std::string("caf") + kReplacement + "e.json")
            << item.dump();
    }
    EXPECT_TRUE(found) << my.dump();
}

TEST_F(WindowTest, TheEditorsNoticeOfASaveOnAFullDiskKeepsItsReason) {
    // A full disk without being root: a private mount namespace (unshare) with a small tmpfs
    // over the level's folder, the level copied in and the rest filled up; the editor saves the
    // level in place (it is no campaign level), where no byte is left.
    if (runCommand({"unshare", "-Urm", "true"}).exitCode() != 0)
        GTEST_SKIP() << "unshare -Urm is not allowed here (user namespaces off)";
    // A long folder name: the message (path, then reason) is longer than the notice's lines.
    const fs::path full = dir() / "a-rather-long-folder-name-for-a-level-on-a-disk-that-is-full";
    fs::create_directories(full);
    const fs::path source = dir() / "corridor.json";
    fs::copy_file(testLevel("corridor.json"), source);
    GameOptions options = optionsFor(full / "corridor.json", 0.05);
    options.env["CATMAZE_FULL_DIR"] = full.string();
    options.env["CATMAZE_LEVEL"] = source.string();
    options.launcher = {"unshare",
                        "-Urm",
                        "sh",
                        "-c",
                        "mount -t tmpfs -o size=64k tmpfs \"$CATMAZE_FULL_DIR\" && "
                        "cp \"$CATMAZE_LEVEL\" \"$CATMAZE_FULL_DIR\" && "
                        "{ head -c 1048576 /dev/zero > \"$CATMAZE_FULL_DIR/filler\" 2>/dev/null; "
                        "exec \"$@\"; }",
                        "sh"};
    Game& game = launchAndAttach(options);
    game.key("e");
    const Json editor = game.waitForEvent("editor");
    ASSERT_EQ(fs::path(editor.value("save_to", "")), full / "corridor.json") << editor.dump();
    game.waitForEvent("view");
    game.key("ctrl+s");
    // The notice is logged as it is shown, then the failure.
    const Json notice = game.waitForEvent(
        "notice", [](const Json& e) { return e.value("text", "").starts_with("Could not save"); });
    const Json failed = game.waitForEvent("save_failed");
    ASSERT_NE(failed.value("message", "").find("No space left on device"), std::string::npos)
        << failed.dump();
    const Json& lines = notice.at("lines");
    ASSERT_FALSE(lines.empty()) << notice.dump();
    EXPECT_LE(lines.size(), 3u) << notice.dump();
    // The message is longer than the notice's three lines: its middle (the path) is cut, and the
    // reason, at its end, shows.
    EXPECT_TRUE(lines.back().get<std::string>().ends_with("(No space left on device)"))
        << notice.dump();
}

TEST_F(WindowTest, ALongLevelNameIsCutInTheHudAndLeavesTheCountsOnScreen) {
    GameOptions options =
        optionsFor(sourceDir() / "tests" / "data" / "hostile" / "long-name.json", 0.05);
    options.screenshotFile = dir() / "hud.png";
    Game& game = launchAndAttach(options);
    game.key("F12");
    game.waitForEvent("screenshot");
    const RgbImage image = readPng(options.screenshotFile);
    ASSERT_EQ(image.width, 800);
    // The name is drawn in the HUD's gold (255, 220, 120) along the top bar. Cut to 40 % of the
    // bar, no gold is left right of it and the bone beside it; uncut, its 2,408 characters ran
    // across the whole bar, over the counts.
    const auto gold = [](std::uint32_t rgb) {
        const int r = static_cast<int>(rgb >> 16 & 0xFF);
        const int g = static_cast<int>(rgb >> 8 & 0xFF);
        const int b = static_cast<int>(rgb & 0xFF);
        return r > 200 && g > 160 && r - b > 80;
    };
    int rightmost = -1;
    for (int y = 2; y < 34; ++y) {
        for (int x = 0; x < image.width; ++x) {
            if (gold(image.at(x, y)))
                rightmost = std::max(rightmost, x);
        }
    }
    EXPECT_GT(rightmost, 40) << "the name is drawn";
    EXPECT_LT(rightmost, 800 * 0.4 + 40) << "the name runs past its part of the bar";
}

}  // namespace
}  // namespace catmaze::wintest
