// A level keeps one best per diagonal rule (issue 34 item 7: a diagonal win of 278 under the
// 4-way par of 290): a win under one rule never replaces or stars the other's record, both are
// saved and read back, and a file written before the rules were told apart loads with its
// records as 4-way ones.

#include <gtest/gtest.h>

#include <filesystem>

#include "catmaze/player/settings.hpp"
#include "temp_files.hpp"

namespace catmaze {
namespace {

LevelBest winAt(std::int64_t cost, int steps, std::int64_t par) {
    LevelBest win{cost, steps, cost <= par};
    win.par = par;
    return win;
}

TEST(ProgressRules, EachRuleKeepsItsOwnBestParAndStar) {
    Progress p;
    recordWin(p, "12-long-way.json", winAt(300, 30, 290), MoveRule::FourWay);
    recordWin(p, "12-long-way.json", winAt(278, 24, 264), MoveRule::Diagonal);
    EXPECT_EQ(p.bests(MoveRule::FourWay).at("12-long-way.json"), winAt(300, 30, 290))
        << "a cheaper diagonal win is no 4-way record";
    EXPECT_EQ(p.bests(MoveRule::Diagonal).at("12-long-way.json"), winAt(278, 24, 264));
    EXPECT_FALSE(p.best.at("12-long-way.json").optimal);
    recordWin(p, "12-long-way.json", winAt(264, 22, 264), MoveRule::Diagonal);
    EXPECT_TRUE(p.bestDiagonal.at("12-long-way.json").optimal);
    EXPECT_FALSE(p.best.at("12-long-way.json").optimal) << "the 4-way star is still to earn";
    EXPECT_EQ(p.completed.count("12-long-way.json"), 1U);

    recordDailyWin(p, "2026-11-29", winAt(140, 10, 140), MoveRule::Diagonal);
    EXPECT_TRUE(p.daily.empty());
    EXPECT_EQ(p.dailies(MoveRule::Diagonal).at("2026-11-29"), winAt(140, 10, 140));
}

TEST(ProgressRules, BothRulesRecordsAreSavedAndReadBack) {
    test::TempDir dir;
    const std::filesystem::path file = dir.path() / "progress.json";
    Progress p;
    recordWin(p, "a.json", winAt(300, 30, 290), MoveRule::FourWay);
    recordWin(p, "a.json", winAt(264, 22, 264), MoveRule::Diagonal);
    recordWin(p, "b.json", winAt(100, 9, 100), MoveRule::Diagonal);
    recordDailyWin(p, "2026-11-28", winAt(90, 9, 80), MoveRule::FourWay);
    recordDailyWin(p, "2026-11-29", winAt(70, 6, 70), MoveRule::Diagonal);
    ASSERT_EQ(saveProgress(file, p), std::nullopt);
    const StoredLoad<Progress> back = loadProgress(file);
    ASSERT_EQ(back.problem, std::nullopt);
    EXPECT_EQ(back.value, p);
    EXPECT_NE(test::readText(file).find("\"bestDiagonal\":{\"a.json\":"), std::string::npos)
        << test::readText(file);
}

TEST(ProgressRules, AnOlderFilesRecordsCountAsFourWay) {
    const StoredParse<Progress> old = parseProgress(
        R"({"completed": ["a.json"], "best": {"a.json": {"cost": 278, "steps": 24, "optimal": false, "par": 290}},)"
        R"( "daily": {"2026-11-20": {"cost": 90}}})");
    ASSERT_TRUE(old.value) << old.error;
    EXPECT_EQ(old.value->bests(MoveRule::FourWay).at("a.json").cost, 278);
    EXPECT_TRUE(old.value->bests(MoveRule::Diagonal).empty());
    EXPECT_EQ(old.value->dailies(MoveRule::FourWay).at("2026-11-20").cost, 90);
    EXPECT_TRUE(old.value->dailies(MoveRule::Diagonal).empty());

    const StoredParse<Progress> bad = parseProgress(R"({"bestDiagonal": [1]})");
    ASSERT_FALSE(bad.value);
    EXPECT_NE(bad.error.find("bestDiagonal"), std::string::npos) << bad.error;
}

TEST(ProgressRules, TheRuleOfAMode) {
    EXPECT_EQ(moveRuleOf(DiagonalMode::Never), MoveRule::FourWay);
    EXPECT_EQ(moveRuleOf(DiagonalMode::NoCornerCutting), MoveRule::Diagonal);
    EXPECT_EQ(moveRuleOf(DiagonalMode::Always), MoveRule::Diagonal);
    EXPECT_STREQ(toString(MoveRule::FourWay), "4-way");
    EXPECT_STREQ(toString(MoveRule::Diagonal), "diagonal");
}

}  // namespace
}  // namespace catmaze
