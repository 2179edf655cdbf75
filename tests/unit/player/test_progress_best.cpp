// Campaign progress keeps the best win per level (cost, steps, and whether it was the solver's
// cheapest), in the file and when a new win comes in.

#include <gtest/gtest.h>

#include "catmaze/player/settings.hpp"

namespace catmaze {
namespace {

TEST(ProgressBest, AWinIsCompletedAndItsRecordKeptWhenItIsTheFirst) {
    Progress p;
    recordWin(p, "01.json", {120, 12, false});
    EXPECT_EQ(p.completed.count("01.json"), 1U);
    EXPECT_EQ(p.best.at("01.json"), (LevelBest{120, 12, false}));
}

TEST(ProgressBest, OnlyACheaperWinOrAsCheapInFewerStepsReplacesTheBest) {
    Progress p;
    recordWin(p, "a", {120, 12, false});
    recordWin(p, "a", {130, 8, false});
    EXPECT_EQ(p.best.at("a"), (LevelBest{120, 12, false})) << "dearer: kept";
    recordWin(p, "a", {120, 10, false});
    EXPECT_EQ(p.best.at("a"), (LevelBest{120, 10, false})) << "as cheap, fewer steps";
    recordWin(p, "a", {100, 14, true});
    EXPECT_EQ(p.best.at("a"), (LevelBest{100, 14, true})) << "cheaper and the solver's cost";
    recordWin(p, "a", {100, 16, false});
    EXPECT_EQ(p.best.at("a"), (LevelBest{100, 14, true})) << "the star stays";
}

TEST(ProgressBest, AnOptimalWinAtTheSameCostGivesTheStar) {
    Progress p;
    recordWin(p, "a", {100, 10, false});
    recordWin(p, "a", {100, 12, true});
    EXPECT_EQ(p.best.at("a"), (LevelBest{100, 10, true}));
}

TEST(ProgressBest, TheFileKeepsTheRecordsAndOlderFilesStillRead) {
    Progress p;
    recordWin(p, "01-first-steps.json", {120, 12, true});
    recordWin(p, "02.json", {300, 25, false});
    const StoredParse<Progress> back = parseProgress(formatProgress(p));
    ASSERT_TRUE(back.value) << back.error;
    EXPECT_EQ(*back.value, p);

    const StoredParse<Progress> old = parseProgress(R"({"completed": ["01.json"]})");
    ASSERT_TRUE(old.value) << old.error;
    EXPECT_TRUE(old.value->best.empty());
    EXPECT_EQ(old.value->completed.count("01.json"), 1U);
}

TEST(ProgressBest, AnOpenFloorRecordKeepsItsLengthAndEveryRecordItsPar) {
    Progress p;
    LevelBest open{123, 0, true};
    open.length = 12.25;
    open.par = 123;
    recordWin(p, "08.json", open);
    LevelBest tiles{260, 24, false};
    tiles.par = 240;
    recordWin(p, "01.json", tiles);
    const StoredParse<Progress> back = parseProgress(formatProgress(p));
    ASSERT_TRUE(back.value) << back.error;
    EXPECT_EQ(*back.value, p);
    EXPECT_EQ(back.value->best.at("08.json").length, 12.25);
    EXPECT_EQ(back.value->best.at("01.json").par, 240);
    EXPECT_FALSE(back.value->best.at("01.json").length) << "tiles count steps, not a length";
}

TEST(ProgressBest, OnOpenFloorTheShorterWalkAtTheSameCostIsKept) {
    Progress p;
    LevelBest first{123, 0, false};
    first.length = 12.5;
    first.par = 120;
    recordWin(p, "08.json", first);
    LevelBest shorter{123, 0, false};
    shorter.length = 12.3;
    recordWin(p, "08.json", shorter);
    EXPECT_EQ(p.best.at("08.json").length, 12.3);
    EXPECT_EQ(p.best.at("08.json").par, 120) << "a win with no par keeps the known one";
}

TEST(ProgressBest, TheFileKeepsTheCampaignComplete) {
    Progress p;
    recordWin(p, "09.json", {100, 10, false});
    p.campaignComplete = true;
    const StoredParse<Progress> back = parseProgress(formatProgress(p));
    ASSERT_TRUE(back.value) << back.error;
    EXPECT_TRUE(back.value->campaignComplete);
    const StoredParse<Progress> before = parseProgress(R"({"completed": ["01.json"]})");
    ASSERT_TRUE(before.value) << before.error;
    EXPECT_FALSE(before.value->campaignComplete);
    EXPECT_FALSE(parseProgress(R"({"campaignComplete": "yes"})").value);
}

TEST(ProgressBest, ABadRecordIsABadFile) {
    EXPECT_FALSE(parseProgress(R"({"best": []})").value);
    EXPECT_FALSE(parseProgress(R"({"best": {"a": 3}})").value);
    const StoredParse<Progress> wrong = parseProgress(R"({"best": {"a": {"cost": "cheap"}}})");
    ASSERT_FALSE(wrong.value);
    EXPECT_NE(wrong.error.find("cost"), std::string::npos) << wrong.error;
    EXPECT_FALSE(parseProgress(R"({"best": {"a": {"par": "low"}}})").value);
    EXPECT_FALSE(parseProgress(R"({"best": {"a": {"length": true}}})").value);
}

}  // namespace
}  // namespace catmaze
