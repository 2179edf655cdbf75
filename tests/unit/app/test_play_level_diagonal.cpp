// A level that names its own diagonal mode ("rules": {"diagonal": "on"}) played through the play
// model with the player's setting off (issue 34 item 7): the routes, the hint and the par are
// the diagonal ones, the HUD and a notice say that the level's rule is in force, G explains
// instead of switching, and the win is kept as a diagonal record with its diagonal par. A level
// that leaves diagonals to the player still follows the setting; an open-floor win is always a
// 4-way record.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "play/hud_text.hpp"
#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

constexpr const char* kDiagonalRoom = "open_room_diagonal.json";  // the cat (1,1), the exit (7,5)

bool hasNotice(const PlayFixture& play, const std::string& text) {
    return std::find(play.notices.lines.begin(), play.notices.lines.end(), text) !=
           play.notices.lines.end();
}

TEST(PlayLevelDiagonal, ALevelWithDiagonalsOnPlansDiagonalRoutesAndParWithTheSettingOff) {
    const std::int64_t diagonal = referencePathCost(kDiagonalRoom, {1, 1}, {7, 5}, true);
    const std::int64_t fourWay = referencePathCost(kDiagonalRoom, {1, 1}, {7, 5}, false);
    ASSERT_LT(diagonal, fourWay);

    PlayFixture play(kDiagonalRoom, 0.02, DiagonalMode::Never,
                     LevelOrigin{playLevelPath(kDiagonalRoom), 0, std::nullopt});
    play.campaign.levels = {playLevelPath(kDiagonalRoom)};
    play.campaign.names = {kDiagonalRoom};
    // Said as the level starts, and on the HUD all along.
    EXPECT_TRUE(hasNotice(play, "This level's own rule: diagonal moves on (your setting: off)"))
        << ::testing::PrintToString(play.notices.lines);
    const PlayJson loaded = play.last("level_loaded");
    EXPECT_TRUE(loaded.value("diagonal", false)) << loaded.dump();
    EXPECT_EQ(loaded.value("diagonal_rule", ""), "level") << loaded.dump();
    EXPECT_NE(hudText(*play.model, false).stats.find("Diagonal: on (level's rule)"),
              std::string::npos)
        << hudText(*play.model, false).stats;

    // G changes nothing here, and says why.
    EXPECT_EQ(play.command(PlayCommand::ToggleDiagonal), PlayRequest{});
    EXPECT_TRUE(hasNotice(play,
                          "This level's own rule keeps diagonal moves on; change your "
                          "setting in Settings"));
    // The game applying the player's setting again (as after a settings change) changes nothing.
    play.model->applySettings(DiagonalMode::Never, 0.02);
    EXPECT_EQ(play.model->session().diagonal(), DiagonalMode::NoCornerCutting);

    // The hint plans the diagonal win.
    play.command(PlayCommand::Hint);
    ASSERT_TRUE(play.playUntilEvent("hint"));
    EXPECT_EQ(play.last("hint").value("cost", std::int64_t{-1}), diagonal)
        << play.last("hint").dump();

    // The click's route is the diagonal one, and the win is at the diagonal par.
    play.clickTile({7, 5});
    const PlayJson path = play.last("path");
    ASSERT_FALSE(path.is_null());
    EXPECT_EQ(path.value("cost", std::int64_t{-1}), diagonal) << path.dump();
    ASSERT_TRUE(play.playUntil([&] { return play.model->ended(); }));
    ASSERT_TRUE(play.model->won());
    const std::optional<RunResult>& result = play.model->result();
    ASSERT_TRUE(result);
    EXPECT_EQ(result->par, std::optional<GridCost>(diagonal));
    EXPECT_EQ(result->rule, MoveRule::Diagonal);
    EXPECT_EQ(resultTitle(result), "At par!") << "the hint was shown";
    EXPECT_EQ(resultLines(*result).at(1),
              "Par " + std::to_string(diagonal) + " (diagonal)   hint used: no star this time");

    // Kept as the level's diagonal record, with its diagonal par; no 4-way record.
    ASSERT_EQ(play.progress.bestDiagonal.count(kDiagonalRoom), 1u);
    EXPECT_EQ(play.progress.bestDiagonal.at(kDiagonalRoom).par, diagonal);
    EXPECT_TRUE(play.progress.best.empty());
    EXPECT_EQ(play.last("best").value("rule", ""), "diagonal") << play.last("best").dump();
}

TEST(PlayLevelDiagonal, ALevelThatLeavesDiagonalsToThePlayerFollowsTheSetting) {
    PlayFixture play("open_room.json", 0.02, DiagonalMode::NoCornerCutting);
    EXPECT_TRUE(play.notices.lines.empty()) << ::testing::PrintToString(play.notices.lines);
    EXPECT_NE(hudText(*play.model, false).stats.find("Diagonal: on"), std::string::npos);
    EXPECT_EQ(hudText(*play.model, false).stats.find("level's rule"), std::string::npos);
    EXPECT_EQ(play.command(PlayCommand::ToggleDiagonal),
              PlayRequest::changeSetting("diagonal", "Diagonal moves"));
    play.clickTile({7, 5});
    ASSERT_TRUE(play.playUntil([&] { return play.model->ended(); }));
    ASSERT_TRUE(play.model->result());
    EXPECT_EQ(play.model->result()->par,
              std::optional<GridCost>(referencePathCost("open_room.json", {1, 1}, {7, 5}, true)));
    EXPECT_EQ(play.model->result()->rule, MoveRule::Diagonal);
}

TEST(PlayLevelDiagonal, AnOpenFloorWinIsAFourWayRecordWhateverTheSetting) {
    // open_floor.json: the cat (1,3), the exit (7,3); diagonal moves mean nothing there.
    PlayFixture play("open_floor.json", 0.1, DiagonalMode::NoCornerCutting);
    play.clickTile({7, 3});
    ASSERT_TRUE(play.playUntil([&] { return play.model->ended(); }));
    ASSERT_TRUE(play.model->result());
    EXPECT_EQ(play.model->result()->rule, MoveRule::FourWay);
    EXPECT_EQ(resultLines(*play.model->result()).at(1).find("(diagonal)"), std::string::npos);
}

}  // namespace
}  // namespace catmaze::app
