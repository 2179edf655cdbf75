// Menus and text boxes bounded by construction (issue 19, finding 6), as a player meets them: a
// long name, a file name with a newline and an extreme cost stay inside their rows; bytes that
// are not UTF-8 show as U+FFFD (test_menus_long_list.cpp: a campaign of 30,000 levels; the
// editor's notice of a save on a full disk: tests/unit/app/test_editor_model.cpp).

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
