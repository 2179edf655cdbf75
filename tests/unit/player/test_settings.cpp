// Settings and progress files on real files in a temporary directory: round trips, missing and
// bad files (kept as .bak), clamping (test_atomic_writes.cpp: the writes and their failures;
// test_config_dir.cpp: where the files live).

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "catmaze/player/settings.hpp"
#include "temp_files.hpp"

namespace catmaze {
namespace {

namespace fs = std::filesystem;
using test::namesIn;
using test::readText;
using test::TempDir;
using test::writeText;

Settings changedSettings() {
    Settings s;
    s.diagonal = DiagonalMode::NoCornerCutting;
    s.showPath = false;
    s.searchOverlay = true;
    s.stepSeconds = 0.25;
    s.volume = 35;
    s.music = false;
    s.rulesCardDismissed = true;
    s.patrolCardDismissed = true;
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
    EXPECT_EQ(json.at("patrolCardDismissed"), true);
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

}  // namespace
}  // namespace catmaze
