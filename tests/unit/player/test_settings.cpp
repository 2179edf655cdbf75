// Settings and progress files on real files in a temporary directory: round trips, missing and
// bad files (kept as .bak), clamping, atomic writes and their failures, the config directory.

#include <gtest/gtest.h>

#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "catmaze/player/settings.hpp"

namespace catmaze {
namespace {

namespace fs = std::filesystem;

// A fresh directory, removed with everything in it at the end of the test.
class TempDir {
  public:
    TempDir() {
        std::string name = (fs::temp_directory_path() / "catmaze-settings-XXXXXX").string();
        if (::mkdtemp(name.data()) != nullptr)
            path_ = name;
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const fs::path& path() const { return path_; }

  private:
    fs::path path_;
};

// Sets (or unsets, with nullopt) an environment variable for one test, restoring it afterwards.
class EnvGuard {
  public:
    EnvGuard(const char* name, std::optional<std::string> value) : name_(name) {
        if (const char* old = std::getenv(name))
            old_ = old;
        set(value);
    }
    ~EnvGuard() { set(old_); }
    EnvGuard(const EnvGuard&) = delete;
    EnvGuard& operator=(const EnvGuard&) = delete;

  private:
    void set(const std::optional<std::string>& value) {
        if (value)
            ::setenv(name_.c_str(), value->c_str(), 1);
        else
            ::unsetenv(name_.c_str());
    }
    std::string name_;
    std::optional<std::string> old_;
};

void writeText(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

std::string readText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<std::string> namesIn(const fs::path& dir) {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(dir))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

Settings changedSettings() {
    Settings s;
    s.diagonal = DiagonalMode::NoCornerCutting;
    s.showPath = false;
    s.searchOverlay = true;
    s.stepSeconds = 0.25;
    s.volume = 35;
    s.music = false;
    s.rulesCardDismissed = true;
    return s;
}

// ---------------------------------------------------------------------------------------------
// Settings

TEST(Settings, SaveThenLoadGivesTheSameSettings) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    ASSERT_EQ(saveSettings(file, changedSettings()), std::nullopt);

    const StoredLoad<Settings> loaded = loadSettings(file);
    EXPECT_EQ(loaded.problem, std::nullopt);
    EXPECT_EQ(loaded.value, changedSettings());

    // The file is plain JSON with the documented keys.
    const nlohmann::json json = nlohmann::json::parse(readText(file));
    EXPECT_EQ(json.at("diagonal"), "no-corner-cutting");
    EXPECT_EQ(json.at("showPath"), false);
    EXPECT_EQ(json.at("searchOverlay"), true);
    EXPECT_EQ(json.at("stepSeconds"), 0.25);
    EXPECT_EQ(json.at("volume"), 35);
    EXPECT_EQ(json.at("music"), false);
    EXPECT_EQ(json.at("rulesCardDismissed"), true);
}

TEST(Settings, AMissingFileGivesDefaultsAndNoProblem) {
    TempDir dir;
    const StoredLoad<Settings> loaded = loadSettings(dir.path() / "settings.json");
    EXPECT_EQ(loaded.problem, std::nullopt);
    EXPECT_EQ(loaded.value, Settings{});
    EXPECT_TRUE(namesIn(dir.path()).empty()) << "loading creates nothing";
}

TEST(Settings, ACorruptFileIsKeptAsBakAndDefaultsAreUsed) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    const std::string bytes = "{\"diagonal\": true, \"volume\": 4";  // cut short
    writeText(file, bytes);

    const StoredLoad<Settings> loaded = loadSettings(file);
    EXPECT_EQ(loaded.value, Settings{});
    ASSERT_TRUE(loaded.problem.has_value());
    EXPECT_NE(loaded.problem->find(file.string()), std::string::npos) << *loaded.problem;
    EXPECT_NE(loaded.problem->find("not valid JSON"), std::string::npos) << *loaded.problem;
    EXPECT_NE(loaded.problem->find("settings.json.bak"), std::string::npos) << *loaded.problem;

    EXPECT_FALSE(fs::exists(file));
    EXPECT_EQ(readText(dir.path() / "settings.json.bak"), bytes);
    // The next start finds no file: defaults, quietly.
    EXPECT_EQ(loadSettings(file).problem, std::nullopt);
}

TEST(Settings, AKeyOfTheWrongTypeIsAProblemNamingTheKey) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    const std::string bytes = R"({"diagonal": true, "volume": "loud"})";
    writeText(file, bytes);

    const StoredLoad<Settings> loaded = loadSettings(file);
    EXPECT_EQ(loaded.value, Settings{}) << "defaults, not half of the bad file";
    ASSERT_TRUE(loaded.problem.has_value());
    EXPECT_NE(loaded.problem->find("\"volume\""), std::string::npos) << *loaded.problem;
    EXPECT_NE(loaded.problem->find(file.string()), std::string::npos) << *loaded.problem;
    EXPECT_EQ(readText(dir.path() / "settings.json.bak"), bytes);

    for (const std::string bad : {R"({"diagonal": 1})", R"({"stepSeconds": "fast"})",
                                  R"({"volume": 50.5})", R"({"music": null})", "[true]", "42"}) {
        writeText(file, bad);
        const StoredLoad<Settings> again = loadSettings(file);
        EXPECT_TRUE(again.problem.has_value()) << bad;
        EXPECT_EQ(again.value, Settings{}) << bad;
        EXPECT_EQ(readText(dir.path() / "settings.json.bak"), bad) << "the newest bad file is kept";
    }
}

TEST(Settings, UnknownKeysAreIgnoredAndMissingKeysKeepTheirDefaults) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    const std::string bytes = R"({"diagonal": true, "theme": "dark", "volume": 10})";
    writeText(file, bytes);

    const StoredLoad<Settings> loaded = loadSettings(file);
    EXPECT_EQ(loaded.problem, std::nullopt);
    Settings expected;
    expected.diagonal = DiagonalMode::NoCornerCutting;
    expected.volume = 10;
    EXPECT_EQ(loaded.value, expected);
    EXPECT_EQ(readText(file), bytes) << "a good file is left alone";
    EXPECT_FALSE(fs::exists(dir.path() / "settings.json.bak"));
}

TEST(Settings, DiagonalReadsOldTrueFalseAndEveryModeName) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    const std::pair<std::string, DiagonalMode> cases[] = {
        {"false", DiagonalMode::Never},
        {"true", DiagonalMode::NoCornerCutting},
        {"\"never\"", DiagonalMode::Never},
        {"\"no-corner-cutting\"", DiagonalMode::NoCornerCutting},
        {"\"at-least-one-side-free\"", DiagonalMode::AtLeastOneSideFree},
        {"\"always\"", DiagonalMode::Always},
    };
    for (const auto& [text, mode] : cases) {
        writeText(file, "{\"diagonal\": " + text + "}");
        const StoredLoad<Settings> loaded = loadSettings(file);
        EXPECT_EQ(loaded.problem, std::nullopt) << text;
        EXPECT_EQ(loaded.value.diagonal, mode) << text;
    }
    writeText(file, R"({"diagonal": "sometimes"})");
    const StoredLoad<Settings> bad = loadSettings(file);
    ASSERT_TRUE(bad.problem.has_value());
    EXPECT_NE(bad.problem->find("\"diagonal\" should be true, false, \"never\""), std::string::npos)
        << *bad.problem;
    EXPECT_EQ(bad.value.diagonal, DiagonalMode::Never);
}

TEST(Settings, OutOfRangeValuesAreClampedQuietly) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    writeText(file, R"({"stepSeconds": 0.001, "volume": -5})");
    StoredLoad<Settings> loaded = loadSettings(file);
    EXPECT_EQ(loaded.problem, std::nullopt);
    EXPECT_EQ(loaded.value.stepSeconds, kMinStepSeconds);
    EXPECT_EQ(loaded.value.volume, 0);

    writeText(file, R"({"stepSeconds": 60, "volume": 18446744073709551615})");
    loaded = loadSettings(file);
    EXPECT_EQ(loaded.problem, std::nullopt);
    EXPECT_EQ(loaded.value.stepSeconds, kMaxStepSeconds);
    EXPECT_EQ(loaded.value.volume, 100);
    EXPECT_FALSE(fs::exists(dir.path() / "settings.json.bak"));

    Settings odd;
    odd.stepSeconds = std::numeric_limits<double>::quiet_NaN();
    odd.volume = 1000;
    const Settings fixed = clampSettings(odd);
    EXPECT_EQ(fixed.stepSeconds, Settings{}.stepSeconds);
    EXPECT_EQ(fixed.volume, 100);
    EXPECT_EQ(clampSettings(changedSettings()), changedSettings()) << "in range: unchanged";

    // What is saved is in range, so it always loads back as saved.
    ASSERT_EQ(saveSettings(file, odd), std::nullopt);
    EXPECT_EQ(loadSettings(file).value, fixed);
}

TEST(Settings, ADirectoryInThePlaceOfTheFileIsAProblemAndKeptAsBak) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    fs::create_directory(file);
    writeText(file / "inside.txt", "mine");
    const StoredLoad<Settings> loaded = loadSettings(file);
    EXPECT_EQ(loaded.value, Settings{});
    ASSERT_TRUE(loaded.problem.has_value());
    EXPECT_NE(loaded.problem->find(file.string()), std::string::npos) << *loaded.problem;
    EXPECT_NE(loaded.problem->find("not a regular file"), std::string::npos) << *loaded.problem;
    // Moved aside whole, so that the next start is quiet and a save can put a file there.
    EXPECT_FALSE(fs::exists(file));
    EXPECT_EQ(readText(dir.path() / "settings.json.bak" / "inside.txt"), "mine");
    EXPECT_EQ(loadSettings(file).problem, std::nullopt);
    EXPECT_EQ(saveSettings(file, changedSettings()), std::nullopt);
}

// ---------------------------------------------------------------------------------------------
// Progress

TEST(Progress, SaveThenLoadGivesTheSameLevels) {
    TempDir dir;
    const fs::path file = dir.path() / "progress.json";
    Progress progress;
    progress.completed = {"03-fetch.json", "01-first-steps.json"};
    ASSERT_EQ(saveProgress(file, progress), std::nullopt);

    const StoredLoad<Progress> loaded = loadProgress(file);
    EXPECT_EQ(loaded.problem, std::nullopt);
    EXPECT_EQ(loaded.value, progress);
    EXPECT_EQ(nlohmann::json::parse(readText(file)),
              nlohmann::json::parse(R"({"completed": ["01-first-steps.json", "03-fetch.json"]})"));
}

TEST(Progress, MissingFileOrKeyMeansNothingCompleted) {
    TempDir dir;
    const fs::path file = dir.path() / "progress.json";
    StoredLoad<Progress> loaded = loadProgress(file);
    EXPECT_EQ(loaded.problem, std::nullopt);
    EXPECT_TRUE(loaded.value.completed.empty());

    writeText(file, R"({"version": 2})");
    loaded = loadProgress(file);
    EXPECT_EQ(loaded.problem, std::nullopt);
    EXPECT_TRUE(loaded.value.completed.empty());
}

TEST(Progress, ABadFileIsKeptAsBakAndNothingIsCompleted) {
    TempDir dir;
    const fs::path file = dir.path() / "progress.json";
    for (const std::string bad : {R"({"completed": "01-first-steps.json"})",
                                  R"({"completed": ["a.json", 7]})", "{{", "\xff\xfe garbage"}) {
        writeText(file, bad);
        const StoredLoad<Progress> loaded = loadProgress(file);
        ASSERT_TRUE(loaded.problem.has_value()) << bad;
        EXPECT_NE(loaded.problem->find("progress.json"), std::string::npos) << *loaded.problem;
        EXPECT_TRUE(loaded.value.completed.empty()) << bad;
        EXPECT_FALSE(fs::exists(file));
        EXPECT_EQ(readText(dir.path() / "progress.json.bak"), bad);
    }
}

// ---------------------------------------------------------------------------------------------
// Atomic writes

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

// ---------------------------------------------------------------------------------------------
// Where the files live

TEST(DefaultConfigDir, UsesAnAbsoluteXdgConfigHome) {
    const EnvGuard home("HOME", "/home/tester");
    {
        const EnvGuard xdg("XDG_CONFIG_HOME", "/tmp/xdg-config");
        EXPECT_EQ(defaultConfigDir(), fs::path("/tmp/xdg-config/catmaze"));
    }
    {
        const EnvGuard xdg("XDG_CONFIG_HOME", "relative/config");
        EXPECT_EQ(defaultConfigDir(), fs::path("/home/tester/.config/catmaze"))
            << "a relative XDG_CONFIG_HOME is ignored";
    }
    {
        const EnvGuard xdg("XDG_CONFIG_HOME", "");
        EXPECT_EQ(defaultConfigDir(), fs::path("/home/tester/.config/catmaze"));
    }
    {
        const EnvGuard xdg("XDG_CONFIG_HOME", std::nullopt);
        EXPECT_EQ(defaultConfigDir(), fs::path("/home/tester/.config/catmaze"));
    }
}

TEST(DefaultConfigDir, WithoutHomeUsesTheUsersHomeDirectory) {
    const EnvGuard xdg("XDG_CONFIG_HOME", std::nullopt);
    const EnvGuard home("HOME", std::nullopt);
    const fs::path dir = defaultConfigDir();
    EXPECT_TRUE(dir.is_absolute()) << dir;
    EXPECT_EQ(dir.filename(), "catmaze");
    EXPECT_EQ(dir.parent_path().filename(), ".config");
}

}  // namespace
}  // namespace catmaze
