/// \file
/// The editor never loses or overwrites work (issue 11 section 5), played as a designer would:
/// a level saved in the player's own folder is listed in the Levels menu, and a level that does
/// not load is repaired in the editor. (The editor's own prompt, Ctrl+N, the title's star and
/// saving copies are tests/unit/app/test_editor_*.cpp; quitting or opening another level with
/// unsaved changes is test_editing_flow.cpp.)

#include <filesystem>
#include <string>
#include <vector>

#include "menu_events.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

namespace fs = std::filesystem;

/// The player's levels folder of a test's game (the harness sets XDG_DATA_HOME to dir/data).
fs::path myLevels(const fs::path& dir) {
    return dir / "data" / "catmaze" / "levels";
}

/// Opens the editor with E and returns its `editor` event (after its first view).
Json openEditor(Game& game) {
    game.key("e");
    game.waitForEvent("screen", [](const Json& e) { return isScreen(e, "editor"); });
    const Json editor =
        game.waitForEvent("editor", [](const Json& e) { return e.value("on", false); });
    game.waitForEvent("view");
    return editor;
}

/// Paints a wall on `tile` with the keyboard's tool 2 (Wall) and waits for the edit.
void paintWall(Game& game, TileRef tile) {
    game.key("2");
    game.waitForEvent("tool", [](const Json& e) { return e.value("kind", "") == "wall"; });
    game.clickTile(tile);
    game.waitForEvent("edit");
}

TEST_F(WindowTest, ALevelSavedInMyLevelsIsListedInTheLevelsMenu) {
    const fs::path shipped = dir() / "levels";
    fs::copy(sourceDir() / "levels", shipped, fs::copy_options::recursive);
    GameOptions options = optionsFor(shipped / "03-fetch.json", 0.1);
    options.extraArgs = {"--levels", shipped.string()};
    Game& game = launchAndAttach(options);
    openEditor(game);
    game.key("F2");  // rename it, so the list shows the new name
    game.waitForEvent("name_edit");
    for (const char* key : {"BackSpace", "BackSpace", "BackSpace", "BackSpace", "BackSpace",
                            "BackSpace", "M", "i", "n", "e", "Return"})
        game.key(key);
    const Json renamed = game.waitForEvent("rename");
    EXPECT_EQ(renamed.value("name", ""), "Mine") << renamed.dump();
    game.key("ctrl+s");
    game.waitForEvent("saved");
    game.key("Escape");  // saved: leaves without asking, plays the edit
    game.waitForEvent("screen", [](const Json& e) { return isScreen(e, "play"); });

    game.key("Escape");
    game.clickMenuItem("Levels");
    const Json levels = game.clickMenuItem("My levels");
    EXPECT_EQ(levels.value("name", ""), "levels") << levels.dump();
    game.clickMenuItem("Mine");
    const Json loaded = game.waitForEvent("level_loaded");
    EXPECT_EQ(loaded.value("file", ""), (myLevels(dir()) / "03-fetch.json").string())
        << loaded.dump();
    EXPECT_EQ(loaded.value("name", ""), "Mine") << loaded.dump();
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
