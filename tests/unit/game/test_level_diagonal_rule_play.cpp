// A level's own diagonal mode ("rules": {"diagonal": "on" | "off"}) wins over the player's
// setting in the rules' one place (playedDiagonal): the solver's par, the session's moves and a
// setting changed in play all follow the level, and a level naming none follows the setting.

#include <gtest/gtest.h>

#include "catmaze/game/game.hpp"
#include "catmaze/game/win_plan.hpp"

#include "level_rows.hpp"

namespace catmaze {
namespace {

// An open room: the exit is two diagonal steps away (28), or four side steps (40).
Level openRoomWithDiagonalRule(LevelDiagonal rule) {
    Level level = test::levelFrom({
        "#####",
        "#C..#",
        "#...#",
        "#..E#",
        "#####",
    });
    level.rules.diagonal = rule;
    return level;
}

TEST(LevelDiagonalRulePlay, TheLevelsRuleDecidesThePar) {
    SolveOptions off;
    off.diagonal = DiagonalMode::Never;
    SolveOptions on;
    on.diagonal = DiagonalMode::NoCornerCutting;
    EXPECT_EQ(planWin(openRoomWithDiagonalRule(LevelDiagonal::On), off).cost, 28);
    EXPECT_EQ(planWin(openRoomWithDiagonalRule(LevelDiagonal::Off), on).cost, 40);
    EXPECT_EQ(planWin(openRoomWithDiagonalRule(LevelDiagonal::PlayersSetting), off).cost, 40);
    EXPECT_EQ(planWin(openRoomWithDiagonalRule(LevelDiagonal::PlayersSetting), on).cost, 28);
}

TEST(LevelDiagonalRulePlay, TheSessionKeepsTheLevelsRuleWhateverTheSetting) {
    GameSession session(openRoomWithDiagonalRule(LevelDiagonal::On), DiagonalMode::Never);
    EXPECT_EQ(session.diagonal(), DiagonalMode::NoCornerCutting);
    session.setDiagonal(DiagonalMode::Never);
    EXPECT_EQ(session.diagonal(), DiagonalMode::NoCornerCutting);

    GameSession offLevel(openRoomWithDiagonalRule(LevelDiagonal::Off),
                         DiagonalMode::NoCornerCutting);
    EXPECT_EQ(offLevel.diagonal(), DiagonalMode::Never);

    GameSession free(openRoomWithDiagonalRule(LevelDiagonal::PlayersSetting), DiagonalMode::Never);
    free.setDiagonal(DiagonalMode::NoCornerCutting);
    EXPECT_EQ(free.diagonal(), DiagonalMode::NoCornerCutting);
}

}  // namespace
}  // namespace catmaze
