/// \file
/// Keys you choose (issue 37 section 2), in the real window: Esc, Settings, Controls, Restart,
/// then T rebinds restart to T; the game quits, starts again on the same settings file, and then
/// T restarts the level while R no longer does; the pad's buttons in the file show on the page, a
/// bad one is told at start, and Reset to defaults saves none. What the page decides (refusals,
/// Esc, a pad button taken, reset, bad bindings in the file) is unit-tested:
/// tests/unit/app/test_key_bindings.cpp and test_controls_page.cpp. At 200 % in the smallest
/// window (issue 37 section 3) the page keeps its text at 200 %, its long rows on more lines,
/// whole and apart (the rule: tests/unit/app/test_menu_text_layout.cpp).

#include <algorithm>
#include <string>

#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

/// The value shown for the item `label` of the menu event `menu` ("" when none).
std::string controlsValue(const Json& menu, const std::string& label) {
    for (const Json& item : menu.value("items", Json::array())) {
        if (item.value("label", "") == label)
            return item.value("value", "");
    }
    return "";
}

TEST_F(WindowTest, RestartReboundOnTheControlsPageToTIsObeyedAfterTheGameStartsAgain) {
    const auto level = testLevel("open_room.json");
    Game& game = launchOn(level, 0.05);
    game.key("Escape");
    game.clickMenuItem("Settings");
    game.clickMenuItem("Controls");
    const Json page = game.clickMenuItem("Restart");
    EXPECT_EQ(controlsValue(page, "Restart"), "R") << page.dump();
    game.waitForEvent("menu", [](const Json& e) {
        return controlsValue(e, "Restart") == "press a key or a pad button\xE2\x80\xA6";
    });
    game.key("t");
    const Json changed = game.waitForEvent("settings");
    EXPECT_EQ(changed.at("changed").at("keys"), Json::parse(R"({"restart": ["T"]})"))
        << changed.dump();
    game.waitForEvent("menu", [](const Json& e) { return controlsValue(e, "Restart") == "T"; });

    game.requestClose();
    const auto status = game.waitExit(Seconds(15));
    ASSERT_TRUE(status) << "the game did not exit when its window was closed\n"
                        << game.diagnostics();
    const Json saved = Json::parse(readFile(settingsFile()), nullptr, false);
    ASSERT_TRUE(saved.is_object()) << readFile(settingsFile());
    EXPECT_EQ(saved.value("keys", Json()), Json::parse(R"({"restart": ["T"]})")) << saved.dump();

    // Started again on the same file: the key bar says T, R does nothing, T restarts.
    GameOptions again;
    again.level = level;
    again.settingsFile = settingsFile();
    Game& second = launch(again);
    const Json loaded = second.waitForEvent("level_loaded");
    const Json bar = loaded.at("keys");
    EXPECT_NE(std::find(bar.begin(), bar.end(), Json("T")), bar.end()) << loaded.dump();
    EXPECT_EQ(std::find(bar.begin(), bar.end(), Json("R")), bar.end()) << loaded.dump();
    second.attachWindow();
    second.key("Right");
    second.waitForEvent("step", [](const Json& e) { return e.value("steps", 0) == 1; });
    second.key("r");
    // Keys are handled in order: a restart by R would make this the first step again.
    second.key("Right");
    const Json step = second.waitForEvent("step");
    EXPECT_EQ(step.value("steps", 0), 2) << "R restarted the level\n" << second.diagnostics();
    second.key("t");
    second.waitForEvent("restart");
}

TEST_F(WindowTest, ThePadsButtonsFromTheSettingsFileAreOnThePageABadOneIsToldAndResetKeepsNone) {
    // No pad on this machine: what the page does with one is unit-tested
    // (test_controls_page.cpp); here the file's `pad` reaches the game, and the page resets it.
    GameOptions options = optionsFor(testLevel("open_room.json"), 0.05);
    (*options.settings)["pad"] = Json::parse(R"({"restart": "Back", "hint": "Up"})");
    Game& game = launch(options);
    const Json problem = game.waitForEvent("file_problem");
    const std::string message = problem.value("message", "");
    EXPECT_NE(message.find("\"hint\": Up is a direction"), std::string::npos) << message;
    game.waitForEvent("level_loaded");
    game.attachWindow();
    game.key("Escape");
    game.clickMenuItem("Settings");
    game.clickMenuItem("Controls");
    const Json page =
        game.waitForEvent("menu", [](const Json& e) { return e.value("name", "") == "controls"; });
    EXPECT_EQ(controlsValue(page, "Restart"), "R \xC2\xB7 pad Back") << page.dump();
    EXPECT_EQ(controlsValue(page, "Hint"), "H \xC2\xB7 pad X") << "the bad one keeps its own";

    // By keys, at the foot of the long page: End (Back), Up, Enter.
    game.key("End");
    game.waitForEvent("menu", [](const Json& e) {
        const Json items = e.value("items", Json::array());
        return !items.empty() && items.back().value("label", "") == "Back";
    });
    game.key("Up");
    game.key("Return");
    const Json changed = game.waitForEvent("settings");
    EXPECT_EQ(changed.at("changed"), Json::parse(R"({"keys": {}, "pad": {}})")) << changed.dump();
    game.waitForEvent("menu", [](const Json& e) {
        return e.value("subtitle", "") == "Every action has its own keys and pad buttons again";
    });
    game.requestClose();
    ASSERT_TRUE(game.waitExit(Seconds(15))) << game.diagnostics();
    const Json saved = Json::parse(readFile(settingsFile()), nullptr, false);
    ASSERT_TRUE(saved.is_object()) << readFile(settingsFile());
    EXPECT_EQ(saved.value("pad", Json()), Json::object()) << saved.dump();
}

// True when box [x, y, w, h] lies within `rect`.
bool within(const Json& box, const Json& rect) {
    const auto v = [](const Json& r, int i) { return r[i].get<double>(); };
    return v(box, 0) >= v(rect, 0) && v(box, 1) >= v(rect, 1) &&
           v(box, 0) + v(box, 2) <= v(rect, 0) + v(rect, 2) &&
           v(box, 1) + v(box, 3) <= v(rect, 1) + v(rect, 3);
}

TEST_F(WindowTest, AtTwoHundredPercentInTheSmallestWindowTheControlsRowsKeepTheirTextSize) {
    GameOptions options = optionsFor(testLevel("open_room.json"), 0.05);
    options.windowSize = "640x600";
    (*options.settings)["uiScale"] = 200;
    Game& game = launchAndAttach(options);
    // By keys, as the menus may scroll at this size: Pause > Settings > Controls > Undo.
    game.key("Escape");
    game.waitForEvent("menu", [](const Json& e) { return e.value("name", "") == "pause"; });
    for (const char* key : {"Down", "Down", "Return"})
        game.key(key);
    game.waitForEvent("menu", [](const Json& e) { return e.value("name", "") == "settings"; });
    for (const char* key : {"End", "Up", "Return"})
        game.key(key);
    game.waitForEvent("menu", [](const Json& e) { return e.value("name", "") == "controls"; });
    for (const char* key : {"Down", "Down", "Down"})
        game.key(key);
    const Json page = game.waitForEvent(
        "menu", [](const Json& e) { return controlsValue(e, "Undo").starts_with("U, "); });

    EXPECT_EQ(page.value("text_size", 0), 40) << "200 % of 20, not shrunk";
    double lastBottom = 0;
    for (const Json& item : page.at("items")) {
        const Json& rect = item.at("rect");
        EXPECT_GE(rect[1].get<double>(), lastBottom) << "rows apart " << item.dump();
        lastBottom = rect[1].get<double>() + rect[3].get<double>();
        EXPECT_LE(lastBottom, 600) << item.dump();
        EXPECT_TRUE(within(item.at("label_box"), rect)) << item.dump();
        if (item.contains("value_box")) {
            EXPECT_TRUE(within(item.at("value_box"), rect)) << item.dump();
        }
        EXPECT_FALSE(item.contains("shown")) << "no label cut " << item.dump();
        EXPECT_FALSE(item.contains("value_shown")) << "all the keys " << item.dump();
        if (item.value("label", "") == "Undo") {
            // "U, Backspace, Ctrl+Z · pad B" on lines of its own under "Undo".
            EXPECT_TRUE(item.value("value_under", false)) << item.dump();
            EXPECT_GE(item.value("lines", 1), 2) << item.dump();
        }
    }
}

}  // namespace
}  // namespace catmaze::wintest
