// The win screen's words for a run played through the play model (play/play_model.hpp,
// play/run_result.hpp): "Perfect!" at par with the star, a hint used forfeits the star ("At
// par!"), a walk above par gives the par, and on open floor the length walked and its cost.

#include <gtest/gtest.h>

#include <string>

#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

// The win screen's lines as one text, for looking words up in.
std::string winLinesText(const RunResult& result) {
    std::string text;
    for (const std::string& line : resultLines(result))
        text += line + "\n";
    return text;
}

// Plays until the level is won; false when it was not within a minute of game time.
bool playToTheWin(PlayFixture& play) {
    return play.playUntil([&] { return play.model->ended(); }) && play.model->won();
}

TEST(PlayResults, AWinAtParSaysPerfectWithTheCostStepsParAndStar) {
    // corridor.json: 13 straight steps (cost 10 each) from the cat to the exit, the only way.
    PlayFixture play("corridor.json", 0.02);
    play.clickTile({14, 1});
    ASSERT_TRUE(playToTheWin(play));
    const std::optional<RunResult>& result = play.model->result();
    ASSERT_TRUE(result);
    EXPECT_EQ(resultTitle(result), "Perfect!");
    const std::string lines = winLinesText(*result);
    EXPECT_NE(lines.find("Cost 130 in 13 steps"), std::string::npos) << lines;
    EXPECT_NE(lines.find("Par 130"), std::string::npos) << lines;
    EXPECT_NE(lines.find("\xE2\x98\x85 star earned"), std::string::npos) << lines;
}

TEST(PlayResults, AHintUsedIsShownOnTheWinScreenAndForfeitsTheStar) {
    PlayFixture play("corridor.json", 0.02);
    play.command(PlayCommand::Hint);
    ASSERT_TRUE(play.playUntilEvent("hint"));
    EXPECT_TRUE(play.last("hint").value("winnable", false));
    play.clickTile({14, 1});
    ASSERT_TRUE(playToTheWin(play));
    const std::optional<RunResult>& result = play.model->result();
    ASSERT_TRUE(result);
    EXPECT_EQ(resultTitle(result), "At par!");
    const std::string lines = winLinesText(*result);
    EXPECT_NE(lines.find("hint used"), std::string::npos) << lines;
    EXPECT_EQ(lines.find("star earned"), std::string::npos) << lines;
}

TEST(PlayResults, AWinAboveParGivesThePar) {
    // open_room.json: the cat (1,1), the exit (7,5); one step right and back first.
    PlayFixture play("open_room.json", 0.02);
    play.command(PlayCommand::StepRight);
    ASSERT_TRUE(play.playUntilEvent("step"));
    const std::size_t back = play.mark();
    play.command(PlayCommand::StepLeft);
    ASSERT_TRUE(play.playUntilEvent("step", back));
    play.clickTile({7, 5});
    ASSERT_TRUE(playToTheWin(play));
    const std::optional<RunResult>& result = play.model->result();
    ASSERT_TRUE(result);
    EXPECT_EQ(resultTitle(result), "You win!");
    const std::string lines = winLinesText(*result);
    EXPECT_NE(lines.find("Par 100"), std::string::npos) << lines;
    EXPECT_NE(lines.find("Cost 120 in 12 steps"), std::string::npos) << lines;
    EXPECT_EQ(lines.find("star earned"), std::string::npos) << lines;
}

TEST(PlayResults, TheWinOfAnOpenFloorLevelGivesTheLengthWalkedAndItsCost) {
    // open_floor.json: the cat (1,3), the exit (7,3), a crate between: more than 6 tiles round.
    PlayFixture play("open_floor.json", 0.1);
    play.clickTile({7, 3});
    ASSERT_TRUE(playToTheWin(play));
    const std::optional<RunResult>& result = play.model->result();
    ASSERT_TRUE(result);
    const std::string lines = winLinesText(*result);
    ASSERT_TRUE(lines.starts_with("Length ")) << lines;
    const double length = std::stod(lines.substr(7));
    EXPECT_GT(length, 6.0) << lines;
    EXPECT_NEAR(length, play.last("won").at("walked").get<double>(), 0.05) << lines;
    const std::size_t cost = lines.find("cost ");
    ASSERT_NE(cost, std::string::npos) << lines;
    EXPECT_GT(std::stoi(lines.substr(cost + 5)), 0) << lines;
    EXPECT_NE(lines.find("Par "), std::string::npos) << lines;
}

}  // namespace
}  // namespace catmaze::app
