// The player's files can never stop the game (issue 9, "never bricked, never silent"): every way
// a settings or progress file can be bad gives defaults, one problem and a .bak; saves go through
// symbolic links; a failed save is reported and retried at the next save.

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
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

Settings someSettings() {
    Settings s;
    s.diagonal = DiagonalMode::NoCornerCutting;
    s.stepSeconds = 0.2;
    s.volume = 30;
    return s;
}

// Loads `file` as settings, expecting defaults, one problem naming the file and `expected`, the
// bad entry moved to `file.bak`, and a quiet next load.
void expectBadSettings(const fs::path& file, const std::string& expected) {
    const StoredLoad<Settings> loaded = loadSettings(file);
    EXPECT_EQ(loaded.value, Settings{});
    ASSERT_TRUE(loaded.problem.has_value());
    EXPECT_NE(loaded.problem->find(file.string()), std::string::npos) << *loaded.problem;
    EXPECT_NE(loaded.problem->find(expected), std::string::npos) << *loaded.problem;
    EXPECT_NE(loaded.problem->find("kept as"), std::string::npos) << *loaded.problem;
    EXPECT_LT(loaded.problem->size(), 600U) << "a bad file is not echoed whole";
    EXPECT_FALSE(fs::exists(fs::symlink_status(file)));
    fs::path backup = file;
    backup += ".bak";
    EXPECT_TRUE(fs::exists(fs::symlink_status(backup)));
    EXPECT_EQ(loadSettings(file).problem, std::nullopt) << "reported once";
}

TEST(NeverBricked, ANumberBeyondADoubleInSettingsGivesDefaults) {
    // Was: "internal error ... number overflow" and exit 3 on every start.
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    for (const std::string bad : {R"({"stepSeconds": 1e400})", R"({"stepSeconds": -1e400})",
                                  R"({"volume": 1e999999})", R"({"x": [1, 2, 1E+400]})"}) {
        writeText(file, bad);
        expectBadSettings(file, "number overflow");
        EXPECT_EQ(readText(dir.path() / "settings.json.bak"), bad);
    }
}

TEST(NeverBricked, AHugeIntegerInSettingsIsAWrongTypeOrClamped) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    // Past uint64: read as a fractional number, which volume is not.
    writeText(file, R"({"volume": 123456789012345678901234567890})");
    expectBadSettings(file, "\"volume\" should be a whole number");
    // Within uint64 but past int64 and int: clamped.
    writeText(file, R"({"volume": 18446744073709551615})");
    EXPECT_EQ(loadSettings(file).value.volume, 100);
    writeText(file, R"({"volume": -9223372036854775808})");
    EXPECT_EQ(loadSettings(file).value.volume, 0);
}

TEST(NeverBricked, AHugeNumberInProgressGivesNothingCompleted) {
    TempDir dir;
    const fs::path file = dir.path() / "progress.json";
    for (const std::string& bad : std::vector<std::string>{
             R"({"completed": ["01-first-steps.json", 1e400]})",
             R"({"completed": [123456789012345678901234567890123456789]})",
             R"({"completed": 18446744073709551616})",
             std::string(R"({"completed": [)") + std::string(100000, '9') + "]}"}) {
        writeText(file, bad);
        const StoredLoad<Progress> loaded = loadProgress(file);
        ASSERT_TRUE(loaded.problem.has_value()) << bad;
        EXPECT_TRUE(loaded.value.completed.empty());
        EXPECT_LT(loaded.problem->size(), 600U) << *loaded.problem;
        EXPECT_EQ(readText(dir.path() / "progress.json.bak"), bad);
        EXPECT_EQ(loadProgress(file).problem, std::nullopt);
    }
}

TEST(NeverBricked, AFileTooLargeIsNotRead) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    writeText(file, "{" + std::string(kMaxSettingsFileBytes, ' ') + "}");
    expectBadSettings(file, "too large");
}

TEST(NeverBricked, AFifoDoesNotBlockTheStart) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    ASSERT_EQ(::mkfifo(file.c_str(), 0644), 0);
    expectBadSettings(file, "not a regular file");
    EXPECT_TRUE(fs::is_fifo(dir.path() / "settings.json.bak"));
}

TEST(NeverBricked, ALoopOfSymbolicLinksIsABadFile) {
    TempDir dir;
    const fs::path file = dir.path() / "progress.json";
    fs::create_symlink("other.json", file);
    fs::create_symlink("progress.json", dir.path() / "other.json");
    const StoredLoad<Progress> loaded = loadProgress(file);
    ASSERT_TRUE(loaded.problem.has_value());
    EXPECT_NE(loaded.problem->find("cannot be examined"), std::string::npos) << *loaded.problem;
    EXPECT_TRUE(fs::is_symlink(dir.path() / "progress.json.bak"));
    EXPECT_EQ(loadProgress(file).problem, std::nullopt);
}

TEST(NeverBricked, AFileThatCannotBeReadEvenByRootIsABadFile) {
    // Reading /proc/self/mem at offset 0 fails (EIO) for every user, root included.
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    fs::create_symlink("/proc/self/mem", file);
    expectBadSettings(file, "cannot be read");
}

TEST(NeverBricked, AFileWithoutReadPermissionIsABadFile) {
    if (::geteuid() == 0)
        GTEST_SKIP() << "root reads files without read permission";
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    writeText(file, "{}");
    fs::permissions(file, fs::perms::none);
    expectBadSettings(file, "cannot be opened");
}

TEST(SettingsText, FormatThenParseGivesTheClampedSettings) {
    Settings odd = someSettings();
    odd.stepSeconds = 99;
    const StoredParse<Settings> parsed = parseSettings(formatSettings(odd));
    ASSERT_TRUE(parsed.value.has_value()) << parsed.error;
    EXPECT_EQ(*parsed.value, clampSettings(odd));
    EXPECT_FALSE(parseSettings("[1]").value.has_value());
    EXPECT_EQ(parseSettings("[1]").error, "does not hold a JSON object");
}

TEST(ProgressText, FormatThenParseGivesTheSameLevels) {
    Progress progress;
    progress.completed = {"a.json", "b \"quoted\" \xc3\xa9.json"};
    const StoredParse<Progress> parsed = parseProgress(formatProgress(progress));
    ASSERT_TRUE(parsed.value.has_value()) << parsed.error;
    EXPECT_EQ(*parsed.value, progress);
}

TEST(SymlinkedFiles, SavesGoThroughTheLinksToTheirTarget) {
    TempDir dir;
    fs::create_directory(dir.path() / "dotfiles");
    const fs::path settings = dir.path() / "settings.json";
    const fs::path middle = dir.path() / "middle.json";
    // settings.json -> middle.json -> dotfiles/settings.json (relative links, a chain of two).
    fs::create_symlink("middle.json", settings);
    fs::create_symlink("dotfiles/settings.json", middle);
    const fs::path progress = dir.path() / "progress.json";
    fs::create_symlink(dir.path() / "dotfiles" / "progress.json", progress);  // absolute

    ASSERT_EQ(saveSettings(settings, someSettings()), std::nullopt);
    Progress done;
    done.completed = {"01-first-steps.json"};
    ASSERT_EQ(saveProgress(progress, done), std::nullopt);

    EXPECT_TRUE(fs::is_symlink(settings)) << "the link is kept";
    EXPECT_TRUE(fs::is_symlink(middle));
    EXPECT_TRUE(fs::is_symlink(progress));
    EXPECT_EQ(readText(dir.path() / "dotfiles" / "settings.json"), formatSettings(someSettings()));
    EXPECT_EQ(readText(dir.path() / "dotfiles" / "progress.json"), formatProgress(done));
    EXPECT_EQ(loadSettings(settings).value, someSettings());
    EXPECT_EQ(loadProgress(progress).value, done);

    // Saving again replaces the target again, and still keeps the links.
    Settings second = someSettings();
    second.music = false;
    ASSERT_EQ(saveSettings(settings, second), std::nullopt);
    EXPECT_TRUE(fs::is_symlink(settings));
    EXPECT_EQ(loadSettings(settings).value, second);
}

TEST(SymlinkedFiles, ALinkLoopIsASaveError) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    fs::create_symlink("settings.json", file);
    const auto problem = saveSettings(file, someSettings());
    ASSERT_TRUE(problem.has_value());
    EXPECT_NE(problem->find("symbolic links"), std::string::npos) << *problem;
    EXPECT_TRUE(fs::is_symlink(file));
}

TEST(PlayerFiles, BadFilesAtStartAreProblemsAndDefaults) {
    TempDir dir;
    writeText(dir.path() / "settings.json", R"({"stepSeconds": 1e400})");
    fs::create_directory(dir.path() / "progress.json");
    PlayerFiles files(dir.path() / "settings.json");
    const std::vector<PlayerFileProblem> problems = files.load();
    ASSERT_EQ(problems.size(), 2U);
    EXPECT_EQ(problems[0].file, PlayerFile::Settings);
    EXPECT_EQ(problems[1].file, PlayerFile::Progress);
    EXPECT_EQ(files.settings, Settings{});
    EXPECT_TRUE(files.progress.completed.empty());
    EXPECT_TRUE(PlayerFiles(dir.path() / "settings.json").load().empty()) << "reported once";
}

TEST(PlayerFiles, AFailedSaveIsReportedAndRetriedAtTheNextSave) {
    TempDir dir;
    // The config directory cannot be made: its parent is a regular file.
    const fs::path blocker = dir.path() / "blocker";
    writeText(blocker, "in the way");
    PlayerFiles files(blocker / "catmaze" / "settings.json");
    EXPECT_TRUE(files.load().empty());

    files.progress.completed.insert("01-first-steps.json");
    std::vector<PlayerFileProblem> problems = files.save(PlayerFile::Progress);
    ASSERT_EQ(problems.size(), 1U);
    EXPECT_EQ(problems[0].file, PlayerFile::Progress);
    EXPECT_NE(problems[0].message.find("progress not saved"), std::string::npos)
        << problems[0].message;
    EXPECT_TRUE(files.unsaved(PlayerFile::Progress));

    files.settings = someSettings();
    problems = files.save(PlayerFile::Settings);
    ASSERT_EQ(problems.size(), 2U) << "the progress is tried again too";
    EXPECT_EQ(problems[0].file, PlayerFile::Settings);
    EXPECT_EQ(problems[1].file, PlayerFile::Progress);

    // The disk is fixed: the next save of either writes both.
    fs::remove(blocker);
    EXPECT_TRUE(files.save(PlayerFile::Settings).empty());
    EXPECT_FALSE(files.unsaved(PlayerFile::Settings));
    EXPECT_FALSE(files.unsaved(PlayerFile::Progress));
    PlayerFiles reread(blocker / "catmaze" / "settings.json");
    EXPECT_TRUE(reread.load().empty());
    EXPECT_EQ(reread.settings, someSettings());
    EXPECT_EQ(reread.progress.completed, files.progress.completed);
}

// Read by the positioned JSON reader, a bad settings file is refused with where it went wrong.
TEST(Settings, HostileTextIsABadFileSayingWhere) {
    EXPECT_EQ(
        parseSettings(R"({"volume": 4)").error,
        "is not valid JSON at line 1, column 13: unexpected end of file; expected ',' or '}'");
    EXPECT_EQ(parseSettings("{\"music\": true,\n \"showPath\": \"yes\"}").error,
              "is wrong: \"showPath\" should be true or false, not a string (line 2, column 14)");
    EXPECT_EQ(
        parseSettings(R"({"x": )" + std::string(100, '[') + std::string(100, ']') + "}").error,
        "is not valid JSON at line 1, column 70: nested deeper than 64 levels");
    std::string many = R"({"x": [0)";
    for (int i = 0; i < 250000; ++i)
        many += ",0";
    EXPECT_EQ(parseSettings(many + "]}").error, "is too large (more than 200000 JSON values)");
    EXPECT_EQ(parseProgress(R"({"completed": ["a.json", 1e400]})").error,
              "is not valid JSON at line 1, column 26: number overflow (number 1e400 is out of "
              "range)");
}

TEST(Settings, AKeyGivenTwiceCountsWithItsLastValueAsBefore) {
    const StoredParse<Settings> settings = parseSettings(R"({"volume": 10, "volume": 20})");
    ASSERT_TRUE(settings.value.has_value()) << settings.error;
    EXPECT_EQ(settings.value->volume, 20);
    const StoredParse<Progress> progress =
        parseProgress(R"({"best": {"a.json": {"cost": 5, "steps": 3}, "a.json": {"cost": 9}}})");
    ASSERT_TRUE(progress.value.has_value()) << progress.error;
    EXPECT_EQ(progress.value->best.at("a.json"), (LevelBest{9, 0, false})) << "the last, whole";
}

}  // namespace
}  // namespace catmaze
