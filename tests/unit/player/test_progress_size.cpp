// What the game writes it can read (issue 19 finding 5, issue 34 item 3). The worst progress file
// the limits of progress_limits.hpp allow (every list full, every name and value at its longest)
// is accepted, saved and read back the same, and its size is the derived limit; one past the
// limits is refused, and the game writes none. Records the reader would not take are written as
// it keeps them. The settings file is written back small whatever it was read from.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <string>
#include <vector>

#include "catmaze/player/player_files.hpp"
#include "catmaze/player/settings.hpp"
#include "temp_files.hpp"

namespace catmaze {
namespace {

namespace fs = std::filesystem;
using test::readText;
using test::TempDir;
using test::writeText;

// The longest record formatProgress writes (see kMaxProgressRecordBytes): the cost at its most
// negative, the steps at the most the reader keeps, no star, the longest double and the par at
// its largest.
constexpr const char* kLongestRecordText =
    R"({"cost":-9223372036854775808,"steps":2147483647,"optimal":false,)"
    R"("length":2.2250738585072014e-308,"par":9223372036854775807})";

// A distinct name that takes kMaxProgressNameBytes + `extra` bytes as written between its
// quotes: `prefix`, the index, and escapes and two-byte characters the writer spells as they are
// spelled here.
std::string longestNameText(const char* prefix, int index, std::size_t extra = 0) {
    char head[32];
    std::snprintf(head, sizeof head, "%s%06d-", prefix, index);
    std::string name = head;
    const std::vector<std::string> pieces = {"\\u0001", "\xC3\xA9", "\\n", "\\\"", "/"};
    const std::size_t length = kMaxProgressNameBytes + extra;
    for (std::size_t i = 0; name.size() < length; ++i) {
        const std::string& piece = pieces[i % pieces.size()];
        name += name.size() + piece.size() <= length ? piece : "x";
    }
    return name;
}

// `count` records named from `prefix`, every name and record at its longest, as
// formatProgress spells them between the braces of their key.
std::string longestRecordsText(const char* prefix, std::size_t count) {
    std::string text;
    for (std::size_t i = 0; i < count; ++i)
        text += (i ? ",\"" : "\"") + longestNameText(prefix, static_cast<int>(i)) +
                "\":" + kLongestRecordText;
    return text;
}

// A progress file of `levels` completed levels and best records of each diagonal rule, and `days`
// daily records of each rule, every name and record at its longest, spelled as formatProgress
// spells them.
std::string worstProgressText(std::size_t levels, std::size_t days) {
    std::string text = "{\"completed\":[";
    for (std::size_t i = 0; i < levels; ++i)
        text += (i ? ",\"" : "\"") + longestNameText("level-", static_cast<int>(i)) + "\"";
    text += "],\"best\":{" + longestRecordsText("level-", levels);
    text += "},\"bestDiagonal\":{" + longestRecordsText("level-", levels);
    text += "},\"daily\":{" + longestRecordsText("2026-", days);
    text += "},\"dailyDiagonal\":{" + longestRecordsText("2026-", days);
    return text + "},\"campaignComplete\":true}\n";
}

TEST(ProgressSize, TheLongestRecordIsTheOneTheLimitCounts) {
    EXPECT_EQ(std::string(kLongestRecordText).size(), kMaxProgressRecordBytes);
    Progress progress;
    progress.best["a"] = {std::numeric_limits<std::int64_t>::min(), std::numeric_limits<int>::max(),
                          false, 2.2250738585072014e-308, std::numeric_limits<std::int64_t>::max()};
    EXPECT_NE(formatProgress(progress).find(std::string("\"a\":") + kLongestRecordText + "}"),
              std::string::npos)
        << formatProgress(progress);
}

TEST(ProgressSize, TheWorstProgressTheLimitsAllowIsSavedAndReadBackWhole) {
    TempDir dir;
    const fs::path file = dir.path() / "progress.json";
    const std::string worst = worstProgressText(kMaxProgressLevels, kDailyRecordsKept);
    // The limit is exact: one comma per entry is counted where each of the five lists has one
    // fewer.
    EXPECT_EQ(worst.size() + 5, kMaxProgressFileBytes);
    writeText(file, worst);
    const StoredLoad<Progress> first = loadProgress(file);
    ASSERT_EQ(first.problem, std::nullopt);
    ASSERT_EQ(first.value.completed.size(), kMaxProgressLevels);
    ASSERT_EQ(first.value.best.size(), kMaxProgressLevels);
    ASSERT_EQ(first.value.bestDiagonal.size(), kMaxProgressLevels);
    ASSERT_EQ(first.value.daily.size(), kDailyRecordsKept);
    ASSERT_EQ(first.value.dailyDiagonal.size(), kDailyRecordsKept);

    ASSERT_EQ(saveProgress(file, first.value), std::nullopt);  // as the next win does
    EXPECT_EQ(readText(file), worst) << "written as it was spelled";
    const StoredLoad<Progress> again = loadProgress(file);
    EXPECT_EQ(again.problem, std::nullopt);
    EXPECT_TRUE(again.value == first.value) << "the progress read back differs";
    EXPECT_FALSE(fs::exists(dir.path() / "progress.json.bak")) << "nothing was moved aside";
}

TEST(ProgressSize, AFilePastTheLimitsIsABadFile) {
    const std::string record = "{\"cost\":1}";
    std::string best = "{\"best\":{";
    for (std::size_t i = 0; i <= kMaxProgressLevels; ++i)
        best += (i ? ",\"" : "\"") + std::to_string(i) + "\":" + record;
    best += "}}";
    EXPECT_NE(parseProgress(best).error.find("\"best\" holds 25001 levels, more than 25000"),
              std::string::npos)
        << parseProgress(best).error;

    std::string completed = "{\"completed\":[";
    for (std::size_t i = 0; i <= kMaxProgressLevels; ++i)
        completed += (i ? ",\"" : "\"") + std::to_string(i) + "\"";
    completed += "]}";
    EXPECT_NE(parseProgress(completed).error.find("\"completed\" holds 25001 levels"),
              std::string::npos)
        << parseProgress(completed).error;

    const std::string longName = "{\"daily\":{\"" + longestNameText("2026-", 1, 1) + "\":{}}}";
    const std::string error = parseProgress(longName).error;
    EXPECT_EQ(error.rfind("is wrong: a name is longer than 255 bytes: \"2026-000001-", 0), 0U)
        << error;
    EXPECT_NE(error.find("(line 1, column 11)"), std::string::npos) << error;
    const std::string longest = "{\"daily\":{\"" + longestNameText("2026-", 1) + "\":{}}}";
    EXPECT_TRUE(parseProgress(longest).value) << parseProgress(longest).error;
}

TEST(ProgressSize, AProgressPastTheLimitsIsNotWrittenAndTheFileKept) {
    TempDir dir;
    const fs::path file = dir.path() / "progress.json";
    PlayerFiles files(dir.path() / "settings.json");
    recordWin(files.progress, "01.json", {120, 12, true});
    ASSERT_TRUE(files.save(PlayerFile::Progress).empty());
    const std::string saved = readText(file);

    recordWin(files.progress, std::string(kMaxProgressNameBytes + 1, 'a'), {5, 5, false});
    const std::vector<PlayerFileProblem> problems = files.save(PlayerFile::Progress);
    ASSERT_EQ(problems.size(), 1U);
    EXPECT_NE(problems[0].message.find("progress not saved: the progress is larger than the game "
                                       "can read back: a name is longer than 255 bytes: \"aaa"),
              std::string::npos)
        << problems[0].message;
    EXPECT_EQ(readText(file), saved);
    EXPECT_EQ(loadProgress(file).value.best.size(), 1U);
}

TEST(ProgressSize, ValuesTheReaderWouldNotTakeAreWrittenAsItKeepsThem) {
    Progress progress;
    progress.best["nan"] = {1, -5, false, std::nan(""), -1};
    progress.best["inf"] = {1, 2, true, std::numeric_limits<double>::infinity(), 7};
    progress.best["minus"] = {1, 2, false, -0.5, {}};
    for (int day = 1; day <= 70; ++day) {
        char date[32];  // room for any two ints: GCC's -Wformat-truncation cannot see day <= 70
        std::snprintf(date, sizeof date, "2026-%02d-%02d", 1 + day / 28, 1 + day % 28);
        progress.daily[date] = {day, day, false};
    }
    const StoredParse<Progress> back = parseProgress(formatProgress(progress));
    ASSERT_TRUE(back.value) << back.error;
    EXPECT_EQ(back.value->best.at("nan"), (LevelBest{1, 0, false}));
    EXPECT_EQ(back.value->best.at("inf"), (LevelBest{1, 2, true, {}, 7}));
    EXPECT_EQ(back.value->best.at("minus"), (LevelBest{1, 2, false}));
    ASSERT_EQ(back.value->daily.size(), kDailyRecordsKept);
    EXPECT_EQ(back.value->daily.begin()->first, std::next(progress.daily.begin(), 10)->first);
}

TEST(ProgressSize, SettingsAreWrittenCompact) {
    const std::string text = formatSettings(Settings{});
    EXPECT_EQ(text.find("\n"), text.size() - 1) << text;
    EXPECT_EQ(text.find(": "), std::string::npos) << text;
    EXPECT_EQ(parseSettings(text).value, Settings{});
}

TEST(ProgressSize, TheLargestSettingsFileIsWrittenBackSmallAndTheSame) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    // Every setting at its longest spelling, then unknown keys up to the size limit.
    std::string text =
        R"({"diagonal":"at-least-one-side-free","showPath":false,"searchOverlay":false,)"
        R"("stepSeconds":0.051234567890123456,"volume":100,"music":false,)"
        R"("rulesCardDismissed":false,"patrolCardDismissed":false,"fullscreen":false,)"
        R"("fastWalk":false,"padding":")";
    text += std::string(kMaxSettingsFileBytes - text.size() - 3, 'x') + "\"}\n";
    ASSERT_EQ(text.size(), kMaxSettingsFileBytes);
    writeText(file, text);
    const StoredLoad<Settings> first = loadSettings(file);
    ASSERT_EQ(first.problem, std::nullopt);
    ASSERT_EQ(saveSettings(file, first.value), std::nullopt);
    EXPECT_LT(fs::file_size(file), 400U) << readText(file);
    const StoredLoad<Settings> again = loadSettings(file);
    EXPECT_EQ(again.problem, std::nullopt);
    EXPECT_EQ(again.value, first.value);
}

}  // namespace
}  // namespace catmaze
