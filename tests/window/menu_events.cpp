#include "menu_events.hpp"

#include <fstream>

namespace catmaze::wintest {

namespace fs = std::filesystem;

bool isScreen(const Json& e, const std::string& name) {
    return e.value("name", "") == name;
}

bool isLevelsMenu(const Json& e) {
    return isScreen(e, "levels");
}

bool levelsNamed(const Json& e, const std::string& last) {
    if (!isLevelsMenu(e))
        return false;
    for (const Json& item : e.value("items", Json::array())) {
        if (item.value("label", "") == last)
            return true;
    }
    return false;
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

void clickItem(Game& game, const Json& menu, const std::string& label) {
    clickCentre(game, menuItem(menu, label).at("rect"));
}

Json paletteItem(const Json& editor, const std::string& label) {
    for (const Json& item : editor.at("palette")) {
        if (item.value("label", "") == label)
            return item;
    }
    throw HarnessError("no palette item \"" + label + "\" in " + editor.dump());
}

std::pair<int, int> centreOf(const Json& item) {
    const Json& r = item.at("rect");
    return {static_cast<int>(r.at(0).get<double>() + r.at(2).get<double>() / 2),
            static_cast<int>(r.at(1).get<double>() + r.at(3).get<double>() / 2)};
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

}  // namespace catmaze::wintest
