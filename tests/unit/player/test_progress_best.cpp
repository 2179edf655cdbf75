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

TEST(ProgressBest, ABadRecordIsABadFile) {
    EXPECT_FALSE(parseProgress(R"({"best": []})").value);
    EXPECT_FALSE(parseProgress(R"({"best": {"a": 3}})").value);
    const StoredParse<Progress> wrong = parseProgress(R"({"best": {"a": {"cost": "cheap"}}})");
    ASSERT_FALSE(wrong.value);
    EXPECT_NE(wrong.error.find("cost"), std::string::npos) << wrong.error;
}

}  // namespace
}  // namespace catmaze
