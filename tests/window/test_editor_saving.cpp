/// \file
/// The editor never loses or overwrites work (issue 11 section 5), played as a designer would:
/// a new level is not on disk until saved, a shipped campaign level is saved as a copy in the
/// player's own levels folder (the shipped file stays as it was), and leaving with unsaved
/// changes asks first: Cancel stays, Discard drops them, Save writes them.

#include <filesystem>
#include <string>
#include <vector>

#include <sys/wait.h>

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

bool isUnsavedPrompt(const Json& e) {
    return e.value("name", "") == "unsaved";
}

TEST_F(WindowTest, CtrlNMakesAnUnsavedLevelUntilCtrlS) {
    const fs::path level = dir() / "fetch.json";
    writeFile(level, readFile(sourceDir() / "levels" / "03-fetch.json"));
    Game& game = launchOn(level, 0.1);
    openEditor(game);

    game.key("ctrl+n");
    const Json created = game.waitForEvent("new_level");
    const fs::path file = created.value("file", "");
    EXPECT_EQ(file, myLevels(dir()) / "untitled-1.json") << created.dump();
    EXPECT_EQ(created.value("saved", true), false) << created.dump();
    const Json editor = game.waitForEvent("editor");
    EXPECT_EQ(editor.value("unsaved", false), true) << editor.dump();
    // Nothing claims a save that did not happen: no file, no `saved` event.
    EXPECT_FALSE(fs::exists(file));
    EXPECT_FALSE(game.watchFor("saved", Seconds(0.3)).has_value());

    game.key("ctrl+s");
    const Json saved = game.waitForEvent("saved");
    EXPECT_EQ(saved.value("file", ""), file.string()) << saved.dump();
    EXPECT_TRUE(fs::exists(file));
    const Json after = game.waitForEvent("editor");
    EXPECT_EQ(after.value("unsaved", true), false) << after.dump();
    EXPECT_NE(readFile(file).find("\"name\": \"Untitled 1\""), std::string::npos) << readFile(file);
}

TEST_F(WindowTest, SavingAShippedLevelWritesACopyInMyLevels) {
    // A copy of the campaign, so that a bug could not spoil the source tree: its campaign.json
    // makes 03-fetch.json a shipped level.
    const fs::path shipped = dir() / "levels";
    fs::copy(sourceDir() / "levels", shipped, fs::copy_options::recursive);
    const fs::path level = shipped / "03-fetch.json";
    const std::string original = readFile(level);
    ASSERT_FALSE(original.empty());

    Game& game = launchOn(level, 0.1);
    const Json editor = openEditor(game);
    const fs::path copy = myLevels(dir()) / "03-fetch.json";
    EXPECT_EQ(editor.value("save_to", ""), copy.string()) << editor.dump();
    paintWall(game, {5, 3});

    game.key("ctrl+s");
    const Json saved = game.waitForEvent("saved");
    EXPECT_EQ(saved.value("file", ""), copy.string()) << saved.dump();
    EXPECT_EQ(readFile(level), original) << "the shipped file was changed";
    const Json file = Json::parse(readFile(copy), nullptr, false);
    ASSERT_TRUE(file.is_object()) << readFile(copy);
    EXPECT_EQ(file.at("tiles").at(3).get<std::string>(), "#..#.#.....#.......#");

    // The next save goes to the same copy, not to a second one nor to the shipped file.
    paintWall(game, {6, 3});
    game.key("ctrl+s");
    const Json again = game.waitForEvent("saved");
    EXPECT_EQ(again.value("file", ""), copy.string()) << again.dump();
    EXPECT_EQ(readFile(level), original);
    EXPECT_FALSE(fs::exists(myLevels(dir()) / "03-fetch-2.json"));
}

TEST_F(WindowTest, LeavingTheEditorWithUnsavedChangesAsksFirst) {
    const fs::path level = dir() / "fetch.json";
    const std::string original = readFile(sourceDir() / "levels" / "03-fetch.json");
    writeFile(level, original);
    Game& game = launchOn(level, 0.1);
    openEditor(game);
    paintWall(game, {5, 3});

    // Cancel: the prompt goes, the editor and the edit stay.
    game.key("Escape");
    EXPECT_TRUE(isUnsavedPrompt(game.clickMenuItem("Cancel")));
    const Json cancelled = game.waitForEvent("prompt");
    EXPECT_EQ(cancelled.value("answer", ""), "cancel") << cancelled.dump();
    for (const Json& e : game.pendingEvents())
        EXPECT_FALSE(e.value("event", "") == "screen") << e.dump();

    // Discard: back to play on the file as it is on disk, which was never written.
    game.key("Escape");
    EXPECT_TRUE(isUnsavedPrompt(game.clickMenuItem("Discard")));
    game.waitForEvent("discarded");
    game.waitForEvent("screen", [](const Json& e) { return isScreen(e, "play"); });
    EXPECT_EQ(readFile(level), original);

    // Save: written, then back to play.
    openEditor(game);
    paintWall(game, {5, 3});
    game.key("e");
    EXPECT_TRUE(isUnsavedPrompt(game.clickMenuItem("Save")));
    const Json saved = game.waitForEvent("saved");
    EXPECT_EQ(saved.value("file", ""), level.string()) << saved.dump();
    game.waitForEvent("screen", [](const Json& e) { return isScreen(e, "play"); });
    EXPECT_NE(readFile(level), original);
    EXPECT_NE(readFile(level).find("\"#..#.#.....#.......#\""), std::string::npos);
}

TEST_F(WindowTest, CtrlNOnUnsavedChangesAsksFirst) {
    const fs::path level = dir() / "fetch.json";
    const std::string original = readFile(sourceDir() / "levels" / "03-fetch.json");
    writeFile(level, original);
    Game& game = launchOn(level, 0.1);
    openEditor(game);
    paintWall(game, {5, 3});

    game.key("ctrl+n");
    game.waitForEvent("menu", isUnsavedPrompt);
    EXPECT_FALSE(game.watchFor("new_level", Seconds(0.3)).has_value());
    game.key("Escape");  // cancel
    const Json cancelled = game.waitForEvent("prompt");
    EXPECT_EQ(cancelled.value("answer", ""), "cancel") << cancelled.dump();

    game.key("ctrl+n");
    EXPECT_TRUE(isUnsavedPrompt(game.clickMenuItem("Save")));
    game.waitForEvent("saved");
    const Json created = game.waitForEvent("new_level");
    EXPECT_EQ(created.value("saved", true), false) << created.dump();
    EXPECT_NE(readFile(level).find("\"#..#.#.....#.......#\""), std::string::npos);
}

TEST_F(WindowTest, TheTitleShowsAStarWhileThereAreUnsavedChanges) {
    // The editor logs `title` when it sets the window's title; the X server's copy is checked.
    const std::string clean = "CatMaze \xE2\x80\x94 Editing Fetch!";
    const fs::path level = dir() / "fetch.json";
    writeFile(level, readFile(sourceDir() / "levels" / "03-fetch.json"));
    Game& game = launchOn(level, 0.1);
    openEditor(game);
    const auto titled = [&](const std::string& text) {
        game.waitForEvent("title", [&](const Json& e) { return e.value("text", "") == text; });
        EXPECT_EQ(game.windowTitle(), text);
    };
    titled(clean);
    paintWall(game, {5, 3});
    titled(clean + " *");
    game.key("ctrl+s");
    game.waitForEvent("saved");
    titled(clean);
}

TEST_F(WindowTest, QuittingWithUnsavedChangesAsksFirst) {
    const fs::path level = dir() / "fetch.json";
    const std::string original = readFile(sourceDir() / "levels" / "03-fetch.json");
    writeFile(level, original);
    Game& game = launchOn(level, 0.1);
    openEditor(game);
    paintWall(game, {5, 3});
    game.key("p");  // play the edit: it stays unsaved in the editor
    game.waitForEvent("screen", [](const Json& e) { return isScreen(e, "play"); });

    // Closing the window shows the editor with its prompt; Cancel keeps the game running.
    game.requestClose();
    EXPECT_TRUE(isUnsavedPrompt(game.clickMenuItem("Cancel")));
    game.waitForEvent("prompt");
    EXPECT_FALSE(game.watchFor("quit", Seconds(0.5)).has_value());
    EXPECT_TRUE(game.running());

    // Closing again and saving writes the file, then quits.
    game.requestClose();
    EXPECT_TRUE(isUnsavedPrompt(game.clickMenuItem("Save")));
    game.waitForEvent("saved");
    game.waitForEvent("quit");
    const auto status = game.waitExit(Seconds(15));
    ASSERT_TRUE(status) << game.diagnostics();
    EXPECT_TRUE(WIFEXITED(*status) && WEXITSTATUS(*status) == 0) << describeWaitStatus(*status);
    EXPECT_NE(readFile(level).find("\"#..#.#.....#.......#\""), std::string::npos);
}

TEST_F(WindowTest, OpeningAnotherLevelWithUnsavedChangesAsksFirst) {
    const fs::path shipped = dir() / "levels";
    fs::copy(sourceDir() / "levels", shipped, fs::copy_options::recursive);
    const std::string original = readFile(shipped / "03-fetch.json");
    GameOptions options = optionsFor(shipped / "03-fetch.json", 0.1);
    options.extraArgs = {"--levels", shipped.string()};
    Game& game = launchAndAttach(options);
    openEditor(game);
    paintWall(game, {5, 3});
    game.key("p");  // play the edit: it stays unsaved in the editor
    game.waitForEvent("screen", [](const Json& e) { return isScreen(e, "play"); });

    // Another level from the Levels menu: the editor's prompt first; Cancel opens nothing.
    game.key("Escape");
    game.clickMenuItem("Levels");
    game.clickMenuItem("1. First Steps");
    EXPECT_TRUE(isUnsavedPrompt(game.clickMenuItem("Cancel")));
    game.waitForEvent("prompt");
    EXPECT_FALSE(game.watchFor("level_loaded", Seconds(0.5)).has_value());

    // Again, and Discard: the other level opens; the shipped file was never written.
    game.key("p");
    game.waitForEvent("screen", [](const Json& e) { return isScreen(e, "play"); });
    game.key("Escape");
    game.clickMenuItem("Levels");
    game.clickMenuItem("1. First Steps");
    EXPECT_TRUE(isUnsavedPrompt(game.clickMenuItem("Discard")));
    const Json loaded = game.waitForEvent("level_loaded");
    EXPECT_EQ(loaded.value("file", ""), (shipped / "01-first-steps.json").string())
        << loaded.dump();
    EXPECT_EQ(readFile(shipped / "03-fetch.json"), original);
    EXPECT_FALSE(fs::exists(myLevels(dir()) / "03-fetch.json"));
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
