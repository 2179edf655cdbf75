// Tests of the level loader (format version 1): level files on disk.
//
// Each expected diagnostic is compared as its formatted line `FILE:LINE:COL: error: MESSAGE`, so a
// wrong file name, line, column, severity or message all fail. Expected lines and columns are
// computed from the test text itself (`positionOf`), independently of the parser.

#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_loader.hpp"

#include "loader_text.hpp"

namespace catmaze {
namespace {

using namespace test;

// --- files on disk ------------------------------------------------------------------------------

// A fresh directory per test, removed afterwards.
class LevelFile : public testing::Test {
  protected:
    void SetUp() override {
        const testing::TestInfo* info = testing::UnitTest::GetInstance()->current_test_info();
        dir_ = std::filesystem::temp_directory_path() /
               ("catmaze_level_loader_" + std::string(info->name()) + "_" +
                std::to_string(::getpid()));
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override {
        std::error_code ignored;
        std::filesystem::remove_all(dir_, ignored);
    }

    std::filesystem::path write(const std::string& name, const std::string& text) {
        const std::filesystem::path path = dir_ / name;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

    std::filesystem::path dir_;
};

TEST_F(LevelFile, ValidFileLoads) {
    const LevelLoadResult r = loadLevelFile(write("ok.json", levelWithRows(kSmallRows)));
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.diagnostics.empty());
    EXPECT_EQ(r.level->rows(), kSmallRows);
    EXPECT_EQ(r.level->name, "Test");
}

TEST_F(LevelFile, DiagnosticsNameTheFileAndFormatGccStyle) {
    const std::string text =
        levelWithRows({"##########", "#C..B...E#", "#.##D###.#", "#......#", "##########"});
    const std::filesystem::path path = write("broken level.json", text);
    const LevelLoadResult r = loadLevelFile(path);
    ASSERT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    const Diagnostic& d = r.diagnostics[0];
    EXPECT_EQ(d.severity, Severity::Error);
    EXPECT_EQ(d.file, path.string());
    EXPECT_EQ(d.line, 8);
    EXPECT_EQ(d.column, 5);
    EXPECT_EQ(d.message, "row 3 has 8 tiles, expected 10");
    EXPECT_EQ(d.format(), path.string() + ":8:5: error: row 3 has 8 tiles, expected 10");
}

TEST_F(LevelFile, WarningFormatsGccStyle) {
    const std::filesystem::path path =
        write("w.json", "{\"name\": \"T\", \"version\": 1, \"tiles\": [\"CE\"], \"notes\": 1}");
    const LevelLoadResult r = loadLevelFile(path);
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].format(),
              path.string() +
                  ":1:46: warning: unknown key \"notes\" (kept when the level is saved; the game "
                  "ignores it)");
}

TEST_F(LevelFile, MissingFile) {
    const std::filesystem::path path = dir_ / "nowhere.json";
    const LevelLoadResult r = loadLevelFile(path);
    ASSERT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].line, 0);
    EXPECT_EQ(r.diagnostics[0].format(),
              path.string() + ": error: cannot open: No such file or directory");
}

TEST_F(LevelFile, DirectoryIsNotALevel) {
    const LevelLoadResult r = loadLevelFile(dir_);
    ASSERT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].format(), dir_.string() + ": error: cannot open: it is a directory");
}

TEST_F(LevelFile, FileOverSixteenMebibytesIsRefusedWithoutReadingIt) {
    const std::filesystem::path path = write("huge.json", "");
    std::filesystem::resize_file(path, static_cast<std::uintmax_t>(kMaxLevelFileBytes) + 1);
    const LevelLoadResult r = loadLevelFile(path);
    ASSERT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].format(),
              path.string() +
                  ": error: the file is 16777217 bytes; a level file is at most 16777216 bytes "
                  "(16 MiB)");
}

TEST_F(LevelFile, FileOfExactlySixteenMebibytesIsRead) {
    // Sixteen MiB of spaces: within the limit, so it is read, and is not JSON.
    const std::filesystem::path path =
        write("big.json", std::string(static_cast<std::size_t>(kMaxLevelFileBytes), ' '));
    const LevelLoadResult r = loadLevelFile(path);
    ASSERT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].format(),
              path.string() + ":1:16777217: error: unexpected end of file; expected a value");
}

TEST_F(LevelFile, ByteOrderMarkAndCrlfFromAWindowsEditor) {
    std::string text(kByteOrderMark);
    for (const char c : levelWithRows({"#####", "#C.E#", "#.Q.#", "#####"}))
        text += c == '\n' ? std::string("\r\n") : std::string(1, c);
    const std::filesystem::path path = write("windows.json", text);
    const LevelLoadResult r = loadLevelFile(path);
    ASSERT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].format(),
              path.string() + ":7:8: error: unknown tile 'Q' at (2,2); use one of # . C B D E");
}

}  // namespace
}  // namespace catmaze
