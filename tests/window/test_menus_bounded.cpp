// Menus and text boxes bounded by construction (issue 19, finding 6), as a player meets them: a
// long name (cut before its whole score), a file name with a newline and an extreme cost (whole
// on lines of its own under its name) stay inside their rows, and every row inside the window, at
// 800 x 600 and 1280 x 720 (test_menus_long_list.cpp: a campaign of 30,000 levels; the editor's
// notice of a save on a full disk: tests/unit/app/test_editor_model.cpp; bytes that are not UTF-8
// in My levels: tests/unit/app/test_my_levels_list.cpp).

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

// A campaign whose rows hold hostile text: a very long name with a starred best, a file name with
// a newline (which does not load, so its file name is shown), a best result with extreme numbers,
// and ten more levels: more rows than fit at full height in a small window.
fs::path writeHostileCampaign(const fs::path& dir) {
    const fs::path campaign = dir / "campaign";
    fs::create_directories(campaign);
    std::string more;
    for (int i = 0; i < 10; ++i) {
        const std::string name = "more" + std::to_string(i) + ".json";
        writeFile(campaign / name, tinyLevel("More"));
        more += ", \"" + name + "\"";
    }
    writeFile(campaign / "campaign.json",
              R"({"levels": ["long.json", "two\nlines.json", "costly.json")" + more + "]}");
    // The hostile corpus's level with a name of 2,408 characters.
    fs::copy_file(sourceDir() / "tests" / "data" / "hostile" / "long-name.json",
                  campaign / "long.json");
    writeFile(campaign / "two\nlines.json", "not a level");
    writeFile(campaign / "costly.json", tinyLevel("Costly"));
    fs::create_directories(dir / "config" / "catmaze");
    writeFile(dir / "config" / "catmaze" / "progress.json",
              R"({"completed": ["long.json", "costly.json"], "best": {"costly.json": )"
              R"({"cost": 9223372036854775807, "steps": 2147483647, "optimal": false, )"
              R"("par": 9223372036854775806}, )"
              R"("long.json": {"cost": 26000, "steps": 2330, "optimal": true, "par": 26000}}})");
    return campaign;
}

TEST_F(WindowTest, LongNamesNewlinesAndExtremeCostsStayInsideTheirRows) {
    const fs::path campaign = writeHostileCampaign(dir());
    for (const auto& [window, height] :
         {std::pair{"800x600", 600.0}, std::pair{"1280x720", 720.0}}) {
        Game& game = launch(campaignOptions(dir(), campaign, window));
        openLevels(game);
        // The names arrive from a worker, in order: the menu once the last one shown in the
        // smaller window is in (the extreme record's row takes three lines).
        const Json levels = game.waitForEvent(
            "menu", [](const Json& e) { return levelsNamed(e, "12. More"); }, Seconds(60));
        for (const Json& item : levels.at("items")) {
            const Json& rect = item.at("rect");
            EXPECT_LE(rect[1].get<double>() + rect[3].get<double>(), height)
                << window << ": every row on screen " << item.dump();
            EXPECT_TRUE(inside(item.at("label_box"), rect)) << window << " " << item.dump();
            if (item.contains("value_box")) {
                EXPECT_TRUE(inside(item.at("value_box"), rect)) << window << " " << item.dump();
                // Beside its label, or on lines of its own under it: never over it.
                if (item.value("value_under", false)) {
                    EXPECT_LE(
                        item["label_box"][1].get<double>() + item["label_box"][3].get<double>(),
                        item["value_box"][1].get<double>())
                        << window << " " << item.dump();
                } else {
                    EXPECT_LT(
                        item["label_box"][0].get<double>() + item["label_box"][2].get<double>(),
                        item["value_box"][0].get<double>())
                        << window << " " << item.dump();
                }
            }
        }
        const Json& items = levels.at("items");
        ASSERT_GE(items.size(), 3u) << levels.dump();
        // The long name is cut before its score, which is whole.
        EXPECT_TRUE(items[0].value("shown", "").ends_with(kEllipsis)) << items[0].dump();
        EXPECT_EQ(items[0].value("value", ""), "best 26000 in 2330 steps, par 26000 \xE2\x98\x85")
            << items[0].dump();
        // The newline is drawn as U+FFFD on the row's one line.
        EXPECT_EQ(items[1].value("shown", ""), std::string("2. two") + kReplacement + "lines.json")
            << items[1].dump();
        // An extreme record too wide for one line is whole on lines of its own under the name
        // (the row takes three lines), not cut.
        EXPECT_FALSE(items[2].contains("value_shown")) << items[2].dump();
        EXPECT_TRUE(items[2].value("value_under", false)) << items[2].dump();
        EXPECT_EQ(items[2].value("lines", 1), 3) << items[2].dump();
        game.requestClose();
        ASSERT_TRUE(game.waitExit(Seconds(10)));
    }
}

}  // namespace
}  // namespace catmaze::wintest
