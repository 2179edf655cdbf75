// Menus and text boxes bounded by construction (issue 19, finding 6), as a player meets them: a
// long name, a file name with a newline and an extreme cost stay inside their rows
// (test_menus_long_list.cpp: a campaign of 30,000 levels; the editor's notice of a save on a full
// disk: tests/unit/app/test_editor_model.cpp; bytes that are not UTF-8 in My levels:
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

}  // namespace
}  // namespace catmaze::wintest
