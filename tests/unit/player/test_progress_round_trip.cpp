// What the game writes it can read (issue 34, item 3): the progress file the reader accepts
// that grows most when the game writes it back is saved and read back whole on the next start.
// The shortest record, `"abc":{}`, is what grows most: the writer spells out the cost, the steps
// and the star such a record leaves at their defaults, so a file of them becomes about five
// times larger and holds four times as many JSON values. The test takes as many of them as the
// reader accepts, whatever its limits are, found by asking the reader.

#include <gtest/gtest.h>

#include <cstddef>
#include <filesystem>
#include <string>

#include "catmaze/player/settings.hpp"
#include "temp_files.hpp"

namespace catmaze {
namespace {

namespace fs = std::filesystem;
using test::TempDir;
using test::writeText;

// The `index`th of the shortest distinct record names: three characters that need no escape.
std::string shortRecordName(std::size_t index) {
    static constexpr std::string_view kAlphabet =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_";
    std::string name;
    for (int place = 0; place < 3; ++place) {
        name += kAlphabet[index % kAlphabet.size()];
        index /= kAlphabet.size();
    }
    return name;
}

// A progress file of `records` best records that give nothing but their level's name.
std::string fileOfShortestRecords(std::size_t records) {
    std::string text = "{\"best\":{";
    for (std::size_t i = 0; i < records; ++i)
        text += (i == 0 ? "\"" : ",\"") + shortRecordName(i) + "\":{}";
    return text + "}}";
}

// The most shortest records a progress file at `file` may hold and still be read.
std::size_t mostShortestRecordsRead(const fs::path& file) {
    std::size_t read = 1;          // accepted
    std::size_t refused = 200000;  // more than the names above can tell apart (64^3 = 262,144)
    while (refused - read > 1) {
        const std::size_t middle = read + (refused - read) / 2;
        writeText(file, fileOfShortestRecords(middle));
        (loadProgress(file).problem ? refused : read) = middle;
    }
    return read;
}

TEST(ProgressRoundTrip, TheFileThatGrowsMostWhenSavedIsReadBackWhole) {
    TempDir dir;
    const fs::path file = dir.path() / "progress.json";
    const std::size_t records = mostShortestRecordsRead(file);
    writeText(file, fileOfShortestRecords(records));
    fs::remove(dir.path() / "progress.json.bak");
    const StoredLoad<Progress> first = loadProgress(file);
    ASSERT_EQ(first.problem, std::nullopt);
    ASSERT_EQ(first.value.best.size(), records);

    ASSERT_EQ(saveProgress(file, first.value), std::nullopt);  // as the next win does
    const StoredLoad<Progress> again = loadProgress(file);
    EXPECT_EQ(again.problem, std::nullopt) << records << " records";
    EXPECT_TRUE(again.value == first.value) << "the progress read back differs";
    EXPECT_FALSE(fs::exists(dir.path() / "progress.json.bak")) << "nothing was moved aside";
}

}  // namespace
}  // namespace catmaze
