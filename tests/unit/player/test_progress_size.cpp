// The game's own output obeys the game's own input limits (issue 19, finding 5): the largest
// progress the reader accepts is saved, read back whole, and is the same. A progress file of
// about 950 KB used to be rewritten indented at 1.4 MB, over kMaxStoredFileBytes, so the next
// start moved it aside and reset all progress.

#include <gtest/gtest.h>

#include <stdlib.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "catmaze/player/settings.hpp"

namespace catmaze {
namespace {

namespace fs = std::filesystem;

// A progress file of `levels` campaign levels, each completed with a best win, written compact
// (as a player's tool, or this game, may write it).
std::string progressFile(int levels) {
    nlohmann::json file;
    file["completed"] = nlohmann::json::array();
    for (int i = 0; i < levels; ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "level-%06d.json", i);
        file["completed"].push_back(name);
        file["best"][name] = {{"cost", 1000000 + i}, {"steps", 10000 + i}, {"optimal", i % 2 == 0}};
    }
    return file.dump() + "\n";
}

// The largest such file the reader accepts (at most kMaxStoredFileBytes).
std::string largestProgressFile() {
    int low = 1;         // fits
    int high = 1 << 16;  // does not
    while (high - low > 1) {
        const int middle = (low + high) / 2;
        (progressFile(middle).size() <= kMaxStoredFileBytes ? low : high) = middle;
    }
    return progressFile(low);
}

TEST(ProgressSize, TheLargestProgressTheReaderAcceptsIsSavedAndReadBackWhole) {
    std::string dir = (fs::temp_directory_path() / "catmaze-progress-XXXXXX").string();
    ASSERT_NE(::mkdtemp(dir.data()), nullptr);
    const fs::path file = fs::path(dir) / "progress.json";
    std::ofstream(file, std::ios::binary) << largestProgressFile();
    const StoredLoad<Progress> first = loadProgress(file);
    ASSERT_EQ(first.problem, std::nullopt);
    ASSERT_GT(first.value.completed.size(), 10000u);

    ASSERT_EQ(saveProgress(file, first.value), std::nullopt);  // as the next win does
    EXPECT_LE(fs::file_size(file), kMaxStoredFileBytes);
    const StoredLoad<Progress> again = loadProgress(file);
    EXPECT_EQ(again.problem, std::nullopt);
    EXPECT_TRUE(again.value == first.value) << "the progress read back differs";
    EXPECT_FALSE(fs::exists(fs::path(dir) / "progress.json.bak")) << "nothing was moved aside";
    fs::remove_all(dir);
}

TEST(ProgressSize, SettingsAreWrittenCompact) {
    const std::string text = formatSettings(Settings{});
    EXPECT_EQ(text.find("\n"), text.size() - 1) << text;
    EXPECT_EQ(text.find(": "), std::string::npos) << text;
    EXPECT_EQ(parseSettings(text).value, Settings{});
}

}  // namespace
}  // namespace catmaze
