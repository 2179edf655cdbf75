// The daily mazes' records: kept by date with the progress, the best win of each day, read back
// from the file, and bounded (only the kDailyRecordsKept latest days).

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include "catmaze/player/settings.hpp"

namespace catmaze {
namespace {

// "2026-MM-DD" for the `n`th day counted from 2026-01-01 (n < 365; months of 31 days are
// enough here: only the order of the names matters).
std::string dayName(int n) {
    char text[32];  // room for any int, so the compiler sees no truncation
    std::snprintf(text, sizeof text, "2026-%02d-%02d", 1 + n / 28, 1 + n % 28);
    return text;
}

TEST(ProgressDaily, ADayKeepsItsBestWinLikeALevelButIsNotACampaignLevel) {
    Progress p;
    recordDailyWin(p, "2026-11-25", {130, 14, false, std::nullopt, 120});
    recordDailyWin(p, "2026-11-25", {140, 10, false, std::nullopt, 120});
    EXPECT_EQ(p.daily.at("2026-11-25"), (LevelBest{130, 14, false, std::nullopt, 120}));
    recordDailyWin(p, "2026-11-25", {120, 16, true, std::nullopt, 120});
    EXPECT_EQ(p.daily.at("2026-11-25"), (LevelBest{120, 16, true, std::nullopt, 120}));
    EXPECT_TRUE(p.completed.empty());
    EXPECT_TRUE(p.best.empty());
}

TEST(ProgressDaily, TheFileKeepsTheDailyRecordsCompactly) {
    Progress p;
    recordWin(p, "01-first-steps.json", {120, 12, true, std::nullopt, 120});
    recordDailyWin(p, "2026-11-24", {300, 30, false, std::nullopt, 260});
    recordDailyWin(p, "2026-11-25", {260, 24, true, std::nullopt, 260});
    const std::string text = formatProgress(p);
    EXPECT_NE(text.find("\"daily\":{\"2026-11-24\":{\"cost\":300,\"steps\":30,\"optimal\":false,"
                        "\"par\":260},\"2026-11-25\":{"),
              std::string::npos)
        << text;
    const StoredParse<Progress> back = parseProgress(text);
    ASSERT_TRUE(back.value) << back.error;
    EXPECT_EQ(*back.value, p);

    // Through a real file too.
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() / "catmaze_progress_daily_test.json";
    ASSERT_FALSE(saveProgress(file, p));
    const StoredLoad<Progress> loaded = loadProgress(file);
    std::filesystem::remove(file);
    EXPECT_FALSE(loaded.problem);
    EXPECT_EQ(loaded.value, p);
}

TEST(ProgressDaily, OnlyTheLatestDaysAreKept) {
    Progress p;
    const int days = static_cast<int>(kDailyRecordsKept) + 5;
    for (int n = 0; n < days; ++n)
        recordDailyWin(p, dayName(n), {100, 10, false});
    ASSERT_EQ(p.daily.size(), kDailyRecordsKept);
    EXPECT_EQ(p.daily.begin()->first, dayName(5));
    EXPECT_EQ(p.daily.rbegin()->first, dayName(days - 1));

    // A file holding more days (written by hand) reads back bounded as well.
    std::string text = "{\"daily\":{";
    for (int n = 0; n < days; ++n)
        text += (n ? "," : "") + std::string("\"") + dayName(n) + "\":{\"cost\":1,\"steps\":1}";
    text += "}}";
    const StoredParse<Progress> read = parseProgress(text);
    ASSERT_TRUE(read.value) << read.error;
    EXPECT_EQ(read.value->daily.size(), kDailyRecordsKept);
    EXPECT_EQ(read.value->daily.begin()->first, dayName(5));
}

TEST(ProgressDaily, AWrongDailyValueIsABadFile) {
    EXPECT_FALSE(parseProgress("{\"daily\":[1]}").value);
    EXPECT_FALSE(parseProgress("{\"daily\":{\"2026-11-25\":3}}").value);
}

}  // namespace
}  // namespace catmaze
