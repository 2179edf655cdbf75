// The campaign in chapters as a player meets it (issue 18 section 3): the Levels list shows one
// chapter under its title row, a chapter's levels are locked until the previous chapter is won
// (clicking one opens nothing), and they open once the progress file says it is won.

#include <filesystem>
#include <string>

#include "menu_events.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

namespace fs = std::filesystem;

// Two chapters: "First" (a.json, b.json) and "Second" (c.json), each level one step to win.
fs::path writeChapters(const fs::path& dir) {
    const fs::path campaign = dir / "campaign";
    fs::create_directories(campaign);
    writeFile(campaign / "campaign.json", R"({"chapters": [
        {"name": "First", "idea": "Walk to the door.", "levels": ["a.json", "b.json"]},
        {"name": "Second", "idea": "Walk again.", "levels": ["c.json"]}]})");
    for (const char* name : {"a", "b", "c"}) {
        writeFile(campaign / (std::string(name) + ".json"),
                  std::string(R"({"version": 1, "name": "Level )") + name +
                      R"(", "tiles": ["#####", "#CE.#", "#####"]})");
    }
    return campaign;
}

GameOptions chapterOptions(const fs::path& dir, const fs::path& campaign) {
    GameOptions options;
    options.extraArgs = {"--levels", campaign.string()};
    options.settingsFile = dir / "config" / "catmaze" / "settings.json";
    options.settings = testSettings(0.05);
    options.env["XDG_CONFIG_HOME"] = (dir / "config").string();
    return options;
}

// Opens the Levels list from the title; it starts on the chapter of the first level not won.
// With `turn`, turns it from the first chapter to the second. Returns the second chapter's menu.
Json secondChapter(Game& game, bool turn) {
    game.waitForEvent("screen", [](const Json& e) { return isScreen(e, "title"); });
    game.attachWindow(/*needView=*/false);
    game.clickMenuItem("Levels");
    if (turn)
        game.clickMenuItem("Chapter 1: First");
    return game.waitForEvent("menu", [](const Json& e) {
        // Its level's name read (a worker reads the names): the item "3. Level c".
        return isScreen(e, "levels") && e.contains("items") && e["items"].size() > 1 &&
               e["items"][0].value("label", "") == "Chapter 2: Second" &&
               e["items"][1].value("label", "") == "3. Level c";
    });
}

TEST_F(WindowTest, ALockedChaptersLevelDoesNotOpenUntilThePreviousChapterIsWon) {
    const fs::path campaign = writeChapters(dir());
    const fs::path progressFile = dir() / "config" / "catmaze" / "progress.json";
    fs::create_directories(progressFile.parent_path());
    // Half of the first chapter won: the second stays locked.
    writeFile(progressFile, R"({"completed": ["a.json"]})");
    {
        Game& game = launch(chapterOptions(dir(), campaign));
        const Json menu = secondChapter(game, true);
        EXPECT_EQ(menuItem(menu, "Chapter 2: Second").value("value", ""), "locked");
        EXPECT_EQ(menuItem(menu, "3. Level c").value("value", ""), "locked");
        EXPECT_EQ(menu.value("subtitle", ""), "Walk again.\nWin chapter 1 to open it");
        clickItem(game, menu, "3. Level c");
        // The next menu event (turning the chapter) comes after the click was handled.
        clickItem(game, menu, "Chapter 2: Second");
        game.waitForEvent("menu", [](const Json& e) { return isScreen(e, "levels"); });
        for (const Json& e : game.events())
            EXPECT_NE(e.value("event", ""), "level_loaded") << "a locked level opened";
        game.requestClose();
        ASSERT_TRUE(game.waitExit(Seconds(10)));
    }
    // The whole first chapter won: the second opens and its level plays.
    writeFile(progressFile, R"({"completed": ["a.json", "b.json"]})");
    Game& game = launch(chapterOptions(dir(), campaign));
    const Json menu = secondChapter(game, false);
    EXPECT_EQ(menuItem(menu, "Chapter 2: Second").value("value", ""), "0 of 1 won");
    EXPECT_FALSE(menuItem(menu, "3. Level c").contains("value"));
    clickItem(game, menu, "3. Level c");
    const Json loaded = game.waitForEvent("level_loaded");
    EXPECT_EQ(fs::path(loaded.value("file", "")).filename(), "c.json") << loaded.dump();
}

}  // namespace
}  // namespace catmaze::wintest
