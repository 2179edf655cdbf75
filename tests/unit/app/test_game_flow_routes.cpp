// Where the game goes between levels (shell/game_flow.hpp), as the player meets it: the first
// screen (the command line's level, the frame bench's first campaign level, else the title); the
// next campaign level, and none after the last; R from the start on the play screen; the title
// dropping the level; Esc on the loading note, back to where the player was; the daily maze,
// which F5 has no file to reload; and the editor's unsaved
// changes asked about before quitting, another level, the daily maze or the title, but not
// before reloading the file it edits. Loads run on their real workers; the screens and the
// editor are recording fakes.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "catmaze/level/level_files.hpp"
#include "flow_fixture.hpp"

namespace catmaze::app {
namespace {

using Json = nlohmann::ordered_json;

// A scene whose campaign is two small levels, "One" and "Two", written in its folder.
struct CampaignScene : flow_test::FlowScene {
    CampaignScene() {
        for (const char* name : {"One", "Two"}) {
            const std::filesystem::path file = dir / (std::string(name) + ".json");
            flow_test::writeBytes(file, std::string("{\"version\": 1, \"name\": \"") + name +
                                            "\", \"tiles\": [\"C.E\"]}\n");
            campaign.levels.push_back(file);
            campaign.names.push_back(file.filename().string());
        }
    }
    // The files of the `loading` events, oldest first.
    std::vector<std::string> loadedFiles() const {
        std::vector<std::string> files;
        for (const Json& e : flow_test::eventsNamed(log, "loading"))
            files.push_back(e.value("file", ""));
        return files;
    }
};

TEST(GameFlowRoutes, TheFirstScreenIsTheCommandLinesLevelTheBenchsFirstLevelOrTheTitle) {
    CampaignScene named;
    named.flow.begin(named.campaign.levels[1], /*firstCampaignLevel=*/false);
    EXPECT_EQ(named.loadedFiles(), (std::vector<std::string>{named.campaign.levels[1].string()}));
    ASSERT_TRUE(named.settle());
    EXPECT_EQ(named.screens.top(), "play");
    EXPECT_EQ(named.flow.campaignIndex(), std::nullopt) << "a file named is not the campaign's";

    CampaignScene bench;
    bench.flow.begin(std::nullopt, /*firstCampaignLevel=*/true);
    ASSERT_TRUE(bench.settle());
    EXPECT_EQ(bench.loadedFiles(), (std::vector<std::string>{bench.campaign.levels[0].string()}));
    EXPECT_EQ(bench.flow.campaignIndex(), 0u);

    CampaignScene title;
    title.flow.begin(std::nullopt, /*firstCampaignLevel=*/false);
    EXPECT_EQ(title.screens.calls, (std::vector<std::string>{"push title"}));
    EXPECT_TRUE(title.loadedFiles().empty());
}

TEST(GameFlowRoutes, NextLevelFollowsTheCampaignAndStopsAfterItsLast) {
    CampaignScene scene;
    scene.flow.openLevel(scene.campaign.levels[0], 0, false);
    ASSERT_TRUE(scene.settle());
    scene.flow.nextLevel();
    ASSERT_TRUE(scene.settle());
    ASSERT_TRUE(scene.screens.level);
    EXPECT_EQ(scene.screens.level->session->originalLevel().name, "Two");
    EXPECT_EQ(scene.screens.level->campaignIndex, 1u);
    EXPECT_EQ(scene.flow.campaignIndex(), 1u);

    scene.flow.nextLevel();  // Two is the last
    EXPECT_FALSE(scene.flow.loading());
    EXPECT_EQ(scene.loadedFiles().size(), 2u);

    // A level that is not the campaign's has no next one.
    scene.flow.openLevel(scene.campaign.levels[0], std::nullopt, false);
    ASSERT_TRUE(scene.settle());
    scene.flow.nextLevel();
    EXPECT_EQ(scene.loadedFiles().size(), 3u);
}

TEST(GameFlowRoutes, RestartPlaysTheLevelFromTheStartAndTheTitleDropsIt) {
    CampaignScene scene;
    scene.flow.restartLevel();
    EXPECT_TRUE(scene.screens.calls.empty()) << "no level to restart";

    scene.flow.openLevel(scene.campaign.levels[0], 0, false);
    ASSERT_TRUE(scene.settle());
    scene.screens.calls.clear();
    scene.flow.restartLevel();
    EXPECT_EQ(scene.screens.calls, (std::vector<std::string>{"restart", "clear", "push play"}));

    scene.screens.calls.clear();
    scene.flow.showTitle();
    EXPECT_EQ(scene.screens.calls,
              (std::vector<std::string>{"drop", "clear", "push title", "title CatMaze"}));
    EXPECT_FALSE(scene.screens.levelInPlay());
}

TEST(GameFlowRoutes, EscWhileALevelLoadsGoesBackToWhereThePlayerWas) {
    CampaignScene scene;
    // At start nothing is beneath the loading note: the title.
    scene.flow.begin(scene.campaign.levels[0], /*firstCampaignLevel=*/false);
    scene.flow.cancelLoading();
    EXPECT_EQ(scene.screens.calls,
              (std::vector<std::string>{"push loading", "clear", "push title"}));
    const std::vector<Json> cancelled = flow_test::eventsNamed(scene.log, "load_cancelled");
    ASSERT_EQ(cancelled.size(), 1u);
    EXPECT_EQ(cancelled[0].value("file", ""), scene.campaign.levels[0].string());
    EXPECT_FALSE(scene.flow.loading());

    // Over the level in play, the note goes and that level plays on.
    scene.flow.openLevel(scene.campaign.levels[0], 0, false);
    ASSERT_TRUE(scene.settle());
    scene.screens.calls.clear();
    scene.flow.openLevel(scene.campaign.levels[1], 1, false);
    scene.flow.cancelLoading();
    EXPECT_EQ(scene.screens.calls, (std::vector<std::string>{"push loading", "pop"}));

    // A level that replaced the screens as it started (the editor's, played): back to the level
    // in play on its play screen; nothing is played after it.
    scene.screens.calls.clear();
    const LevelLoadResult edited = loadLevelFile(scene.campaign.levels[1]);
    ASSERT_TRUE(edited.ok());
    scene.flow.play(*edited.level, scene.campaign.levels[1], std::nullopt, /*clearScreens=*/true);
    scene.flow.cancelLoading();
    EXPECT_EQ(scene.screens.calls,
              (std::vector<std::string>{"clear", "push loading", "clear", "push play"}));
    ASSERT_TRUE(scene.settle());
    EXPECT_EQ(scene.screens.level->session->originalLevel().name, "One");
}

TEST(GameFlowRoutes, TheDailyMazeIsPlayedAsThatDaysAndHasNoFileToReload) {
    CampaignScene scene;
    const LevelLoadResult loaded = loadLevelFile(scene.campaign.levels[0]);
    ASSERT_TRUE(loaded.ok());
    scene.flow.playDaily({2026, 11, 25}, *loaded.level);
    const std::vector<Json> loading = flow_test::eventsNamed(scene.log, "loading");
    ASSERT_EQ(loading.size(), 1u);
    EXPECT_EQ(loading[0], (Json{{"event", "loading"}, {"file", ""}, {"name", "One"}}));
    ASSERT_TRUE(scene.settle());
    ASSERT_TRUE(scene.screens.level);
    EXPECT_EQ(scene.screens.level->daily, "2026-11-25");
    EXPECT_TRUE(scene.flow.levelFile().empty());

    scene.flow.reloadLevel();
    EXPECT_FALSE(scene.flow.loading()) << "F5 has nothing to reload";
    EXPECT_EQ(flow_test::eventsNamed(scene.log, "loading").size(), 1u);
}

TEST(GameFlowRoutes, UnsavedEditsAreAskedAboutBeforeTheGameLeavesThem) {
    CampaignScene scene;
    scene.flow.openLevel(scene.campaign.levels[0], 0, false);
    ASSERT_TRUE(scene.settle());
    scene.editor.unsaved = true;
    scene.editor.editing = scene.campaign.levels[0];

    // Quitting waits for the prompt; Cancel drops it; Save carries it out.
    scene.flow.quit();
    EXPECT_EQ(scene.editor.asked, 1);
    EXPECT_FALSE(scene.flow.quitting());
    scene.editor.cancel();
    EXPECT_TRUE(flow_test::eventsNamed(scene.log, "quit").empty());
    scene.flow.quit();
    EXPECT_EQ(scene.editor.asked, 2);
    scene.editor.saveAndGoOn();
    EXPECT_TRUE(scene.flow.quitting());
    EXPECT_EQ(flow_test::eventsNamed(scene.log, "quit").size(), 1u);

    // Another level, the title and the daily maze ask too; nothing is loaded or dropped first.
    scene.editor.unsaved = true;
    const std::size_t calls = scene.screens.calls.size();
    scene.flow.openLevel(scene.campaign.levels[1], 1, false);
    scene.flow.showTitle();
    const LevelLoadResult daily = loadLevelFile(scene.campaign.levels[1]);
    ASSERT_TRUE(daily.ok());
    scene.flow.playDaily({2026, 11, 25}, *daily.level);
    EXPECT_EQ(scene.editor.asked, 5);
    EXPECT_EQ(scene.screens.calls.size(), calls);
    EXPECT_EQ(scene.loadedFiles().size(), 1u);
    scene.editor.saveAndGoOn();  // the last held: the daily maze
    ASSERT_TRUE(scene.settle());
    EXPECT_EQ(scene.screens.level->daily, "2026-11-25");

    // Reloading the file the editor edits keeps the edit: nothing to ask.
    scene.editor.unsaved = true;
    scene.flow.openLevel(scene.campaign.levels[0], 0, /*reload=*/true);
    EXPECT_EQ(scene.editor.asked, 5);
    EXPECT_TRUE(scene.flow.loading());
}

}  // namespace
}  // namespace catmaze::app
