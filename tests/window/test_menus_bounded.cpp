// Menus and text boxes bounded by construction (issue 19, finding 6), as a player meets them: a
// long name, a file name with a newline and an extreme cost stay inside their rows; the editor's
// notice of a save that failed on a full disk keeps its reason (test_menus_long_list.cpp: a
// campaign of 30,000 levels; bytes that are not UTF-8 in My levels:
// tests/unit/app/test_my_levels_list.cpp).

#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "menu_events.hpp"
#include "png.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

namespace fs = std::filesystem;

constexpr char kEllipsis[] = "\xE2\x80\xA6";
constexpr char kReplacement[] = "\xEF\xBF\xBD";

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

}  // namespace
}  // namespace catmaze::wintest
