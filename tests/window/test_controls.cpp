/// \file
/// Keys you choose (issue 37 section 2), in the real window: Esc, Settings, Controls, Restart,
/// then T rebinds restart to T; the game quits, starts again on the same settings file, and then
/// T restarts the level while R no longer does. What the page decides (refusals, Esc, reset, bad
/// bindings in the file) is unit-tested: tests/unit/app/test_key_bindings.cpp and
/// test_controls_page.cpp.

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
        return controlsValue(e, "Restart") == "press a key\xE2\x80\xA6";
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

}  // namespace
}  // namespace catmaze::wintest
