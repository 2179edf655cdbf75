// What a key means in the level in play (play/play_model.hpp, play/key_help.hpp): the key bar
// offers G only on tiles and F5 only for a level read from a file (not the daily maze), G on open
// floor changes nothing, and G on tiles switches diagonal moves, after which the cat's route is
// the cheapest diagonal one.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "catmaze/player/settings_table.hpp"
#include "play/hud_text.hpp"
#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

// The keys `level_loaded` says the key bar offers.
std::vector<std::string> offeredKeysLogged(const PlayFixture& play) {
    return play.last("level_loaded").at("keys").get<std::vector<std::string>>();
}

int countOf(const std::vector<std::string>& keys, const std::string& key) {
    return static_cast<int>(std::count(keys.begin(), keys.end(), key));
}

TEST(PlayCommands, OnTilesTheKeyBarOffersGAndF5) {
    PlayFixture play("corridor.json");
    const std::vector<std::string> keys = offeredKeysLogged(play);
    EXPECT_EQ(countOf(keys, "G"), 1);
    EXPECT_EQ(countOf(keys, "F5"), 1);  // read from a file
    EXPECT_NE(hudText(*play.model, false).keyBar.find("G diagonal"), std::string::npos);
}

TEST(PlayCommands, OnOpenFloorTheKeyBarOffersNoGAndGChangesNothing) {
    PlayFixture play("open_floor.json");
    const std::vector<std::string> keys = offeredKeysLogged(play);
    EXPECT_EQ(countOf(keys, "G"), 0);
    EXPECT_EQ(countOf(keys, "H"), 1);
    EXPECT_EQ(countOf(keys, "O"), 1);
    const std::size_t before = play.mark();
    EXPECT_EQ(play.command(PlayCommand::ToggleDiagonal), PlayRequest{});
    EXPECT_EQ(play.mark(), before) << "G logged something";
    EXPECT_TRUE(play.notices.lines.empty());
    // O asks for the search overlay's setting, with its notice.
    EXPECT_EQ(play.command(PlayCommand::ToggleOverlay),
              PlayRequest::changeSetting("searchOverlay", "Search overlay"));
}

TEST(PlayCommands, TheDailyMazeOffersNoReload) {
    // The daily maze is made, not read: no file, so no F5; E still opens it in the editor.
    LevelOrigin daily;
    daily.daily = "2026-11-25";
    PlayFixture play("open_room.json", 0.1, DiagonalMode::Never, daily);
    const std::vector<std::string> keys = offeredKeysLogged(play);
    EXPECT_EQ(countOf(keys, "F5"), 0);
    EXPECT_EQ(countOf(keys, "E"), 1);
    EXPECT_EQ(play.command(PlayCommand::Edit), PlayRequest::edit());
}

TEST(PlayCommands, GSwitchesDiagonalMovesAndTheRouteBecomesTheCheapestDiagonalOne) {
    PlayFixture play("open_room.json", 0.1);
    const PlayRequest asked = play.command(PlayCommand::ToggleDiagonal);
    EXPECT_EQ(asked, PlayRequest::changeSetting("diagonal", "Diagonal moves"));
    // What the game does with the request (App::changeSetting): the setting changes, and the
    // level in play takes it.
    play.settings = changedSetting(*findSetting(asked.setting), play.settings, 0);
    play.model->applySettings(play.settings.diagonal, play.settings.stepSeconds);
    EXPECT_NE(play.settings.diagonal, DiagonalMode::Never);
    play.clickTile({6, 4});
    const PlayJson path = play.last("path");
    ASSERT_FALSE(path.is_null());
    EXPECT_EQ(path.at("cost").get<std::int64_t>(),
              referencePathCost("open_room.json", {1, 1}, {6, 4}, true))
        << path.dump();
    EXPECT_NE(hudText(*play.model, false).stats.find("Diagonal: on"), std::string::npos);
}

TEST(PlayCommands, ThePauseAndTheKeysOfAStepAskWhatTheySay) {
    PlayFixture play("open_room.json", 0.05);
    EXPECT_EQ(play.command(PlayCommand::Pause), PlayRequest::pause());
    EXPECT_EQ(play.command(PlayCommand::StepDown), PlayRequest{});
    ASSERT_TRUE(play.playUntilEvent("step"));
    EXPECT_EQ(tileOfJson(play.last("step").at("tile")), (Tile{1, 2}));
}

}  // namespace
}  // namespace catmaze::app
