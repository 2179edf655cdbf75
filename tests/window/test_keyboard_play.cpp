/// \file
/// Keyboard play in the real window (issue 37): the first campaign level won from the title
/// screen with keys only. Enter opens it from the title and closes its rules card; IJKL move the
/// tile cursor, which shows the mouse's preview at its tile; Enter walks there. What the keys
/// mean (the key table, the cursor, its preview, the key bar) is unit-tested through the play
/// model: tests/unit/app/test_play_keys.cpp and test_play_cursor.cpp.

#include <filesystem>
#include <string>

#include "menu_events.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

TEST_F(WindowTest, TheFirstCampaignLevelIsWonFromTheTitleWithKeysOnly) {
    const std::filesystem::path levels = sourceDir() / "levels";
    Game& game = launch(campaignOptions(dir(), levels));
    game.waitForEvent("screen", [](const Json& e) { return isScreen(e, "title"); });
    game.attachWindow(/*needView=*/false);

    game.key("Return");  // Continue: the first level, nothing won yet
    const Json loaded = game.waitForEvent("level_loaded");
    EXPECT_EQ(loaded.value("name", ""), "First Steps");
    EXPECT_EQ(tileFromJson(loaded.at("cat")), (TileRef{2, 2}));
    game.waitForEvent("rules_card", [](const Json& e) { return e.value("shown", false); });
    game.key("Return");  // closes the card
    game.waitForEvent("rules_card", [](const Json& e) { return e.value("dismissed", false); });

    // The cursor from the cat (2,2) to the exit (13,2): the preview follows it there.
    for (int i = 0; i < 11; ++i)
        game.key("l");
    const Json preview = game.waitForEvent("preview", [](const Json& e) {
        return tileFromJson(e.at("target")) == TileRef{13, 2};
    });
    EXPECT_EQ(preview.value("status", ""), "walk") << preview.dump();
    EXPECT_FALSE(preview.value("warning", true)) << preview.dump();

    game.key("Return");  // walks to the cursor
    EXPECT_EQ(tileOf(game.waitForEvent("click")), (TileRef{13, 2}));
    game.waitForEvent("bone");
    game.waitForEvent("won");
}

}  // namespace
}  // namespace catmaze::wintest
