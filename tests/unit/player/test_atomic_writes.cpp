// Settings, progress and level files are written atomically (writeFileAtomically): parents made,
// a file replaced and never written over in place, no temporary files left, and every failure
// reported with the old file untouched.

#include <gtest/gtest.h>

#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/player/settings.hpp"
#include "temp_files.hpp"

namespace catmaze {
namespace {

namespace fs = std::filesystem;
using test::namesIn;
using test::readText;
using test::TempDir;
using test::writeText;

TEST(WriteFileAtomically, CreatesParentsOverwritesAndLeavesNoTemporaryFiles) {
    TempDir dir;
    const fs::path file = dir.path() / "a" / "b" / "settings.json";
    ASSERT_EQ(writeFileAtomically(file, "first, longer contents\n"), std::nullopt);
    EXPECT_EQ(readText(file), "first, longer contents\n");

    ASSERT_EQ(writeFileAtomically(file, "second\n"), std::nullopt);
    EXPECT_EQ(readText(file), "second\n") << "replaced, not written over in place";
    EXPECT_EQ(namesIn(file.parent_path()), (std::vector<std::string>{"settings.json"}));

    ASSERT_EQ(writeFileAtomically(file, ""), std::nullopt);
    EXPECT_EQ(fs::file_size(file), 0u);
    EXPECT_EQ(namesIn(file.parent_path()), (std::vector<std::string>{"settings.json"}));
}

TEST(WriteFileAtomically, WritesIntoTheCurrentDirectoryForABareName) {
    TempDir dir;
    const fs::path old = fs::current_path();
    fs::current_path(dir.path());
    const std::optional<std::string> error = writeFileAtomically("bare.json", "{}");
    fs::current_path(old);
    EXPECT_EQ(error, std::nullopt);
    EXPECT_EQ(readText(dir.path() / "bare.json"), "{}");
}

TEST(WriteFileAtomically, AParentThatCannotBeADirectoryIsAnError) {
    // A path below a regular file can never be created, even by root.
    TempDir dir;
    const fs::path blocker = dir.path() / "plain-file";
    writeText(blocker, "not a directory");
    const fs::path file = blocker / "config" / "settings.json";

    const std::optional<std::string> error = writeFileAtomically(file, "{}");
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find(blocker.string()), std::string::npos) << *error;
    EXPECT_EQ(readText(blocker), "not a directory");
    EXPECT_EQ(namesIn(dir.path()), (std::vector<std::string>{"plain-file"}));

    EXPECT_TRUE(saveSettings(file, Settings{}).has_value());
    EXPECT_TRUE(saveProgress(file, Progress{}).has_value());
}

TEST(WriteFileAtomically, ADirectoryInTheWayIsAnErrorAndStaysAsItWas) {
    TempDir dir;
    const fs::path target = dir.path() / "settings.json";
    fs::create_directories(target / "inside");
    const std::optional<std::string> error = writeFileAtomically(target, "{}");
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find(target.string()), std::string::npos) << *error;
    EXPECT_TRUE(fs::is_directory(target / "inside"));
    EXPECT_EQ(namesIn(dir.path()), (std::vector<std::string>{"settings.json"}))
        << "the temporary file was removed";
}

TEST(WriteFileAtomically, AFailedWriteLeavesTheOldFileUntouched) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    ASSERT_EQ(writeFileAtomically(file, "old"), std::nullopt);

    // Limit this process's file size so the write fails (EFBIG) whoever runs the test.
    rlimit old{};
    ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &old), 0);
    rlimit small = old;
    small.rlim_cur = 16;
    const sighandler_t oldHandler = ::signal(SIGXFSZ, SIG_IGN);
    ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &small), 0);
    const std::optional<std::string> error = writeFileAtomically(file, std::string(4096, 'x'));
    ::setrlimit(RLIMIT_FSIZE, &old);
    ::signal(SIGXFSZ, oldHandler);

    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find(file.string()), std::string::npos) << *error;
    EXPECT_EQ(readText(file), "old");
    EXPECT_EQ(namesIn(dir.path()), (std::vector<std::string>{"settings.json"}));
}

}  // namespace
}  // namespace catmaze
