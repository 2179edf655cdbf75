/// \file
/// The editor never loses or overwrites work (issue 11 section 5), played as a designer would:
/// a level that does not load is repaired in the editor. (The editor's own prompt, Ctrl+N, the
/// title's star and saving copies are tests/unit/app/test_editor_*.cpp; quitting or opening
/// another level with unsaved changes, and My levels listing a level saved, are
/// test_editing_flow.cpp.)

#include <filesystem>
#include <string>
#include <vector>

#include "menu_events.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

namespace fs = std::filesystem;

/// Paints a wall on `tile` with the keyboard's tool 2 (Wall) and waits for the edit.
void paintWall(Game& game, TileRef tile) {
    game.key("2");
    game.waitForEvent("tool", [](const Json& e) { return e.value("kind", "") == "wall"; });
    game.clickTile(tile);
    game.waitForEvent("edit");
}

TEST_F(WindowTest, ALevelThatDoesNotLoadIsRepairedInTheEditor) {
    // Row 2 is one tile short and has an 'x': the level does not load.
    const fs::path level = dir() / "broken.json";
    writeFile(level, R"({"name": "Broken", "version": 1,
  "tiles": ["#######", "#C...E#", "#..x.#", "#######"]})");
    Game& game = launch(optionsFor(level, 0.1));
    game.waitForEvent("error");
    game.attachWindow(false);
    game.clickMenuItem("Repair in the editor");
    const Json draft = game.waitForEvent("draft");
    EXPECT_EQ(draft.at("fixes").size(), 2U) << draft.dump();
    game.waitForEvent("screen", [](const Json& e) { return isScreen(e, "editor"); });
    game.waitForEvent("view");
    paintWall(game, {3, 2});  // where the 'x' was (now floor)
    game.key("ctrl+s");
    const Json saved = game.waitForEvent("saved");
    EXPECT_EQ(saved.value("file", ""), level.string()) << saved.dump();
    EXPECT_EQ(saved.value("errors", -1), 0) << saved.dump();
    // Playing it now works: it loads.
    game.key("p");
    const Json loaded = game.waitForEvent("level_loaded");
    EXPECT_EQ(loaded.value("name", ""), "Broken") << loaded.dump();
    const Json file = Json::parse(readFile(level), nullptr, false);
    ASSERT_TRUE(file.is_object()) << readFile(level);
    EXPECT_EQ(file.at("tiles").at(2).get<std::string>(), "#..#.#.");  // padded, x now floor
}

}  // namespace
}  // namespace catmaze::wintest
