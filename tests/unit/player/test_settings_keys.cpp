// The player's keys in settings.json (`keys`: an action's name to its keys' names), on real files
// in a temporary directory: they are read and written back as the player wrote them (one key
// name alone reads as a list of one), and a `keys` of the wrong shape or beyond its limits is a
// bad file like any setting of the wrong type (kept as .bak, defaults used). The pad's buttons
// (`pad`) are kept the same way. What the names mean is the game's
// (tests/unit/app/test_key_bindings.cpp).

#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "catmaze/player/settings.hpp"
#include "temp_files.hpp"

namespace catmaze {
namespace {

namespace fs = std::filesystem;
using test::readText;
using test::TempDir;
using test::writeText;

// The `keys` of the settings file at `file`, as JSON (null when the file has none).
nlohmann::json keysInFile(const fs::path& file) {
    const nlohmann::json json = nlohmann::json::parse(readText(file));
    return json.contains("keys") ? json.at("keys") : nlohmann::json();
}

TEST(SettingsKeys, ThePlayersKeysAreReadAndWrittenBackThroughARealFile) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    writeText(file, R"({"volume": 30, "keys": {"undo": ["X", "Ctrl+Z"], "restart": "T"}})");

    const StoredLoad<Settings> loaded = loadSettings(file);
    EXPECT_EQ(loaded.problem, std::nullopt);
    ASSERT_EQ(saveSettings(file, loaded.value), std::nullopt);
    EXPECT_EQ(keysInFile(file),
              nlohmann::json::parse(R"({"restart": ["T"], "undo": ["X", "Ctrl+Z"]})"));

    // What was written reads back the same.
    const StoredLoad<Settings> again = loadSettings(file);
    EXPECT_EQ(again.problem, std::nullopt);
    EXPECT_EQ(again.value, loaded.value);
    EXPECT_EQ(again.value.volume, 30);
}

TEST(SettingsKeys, AFileWithoutKeysGivesTheGamesOwnAndWritesAnEmptyObject) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    writeText(file, R"({"volume": 30})");
    const StoredLoad<Settings> loaded = loadSettings(file);
    EXPECT_EQ(loaded.problem, std::nullopt);
    EXPECT_TRUE(loaded.value.keys.empty());
    ASSERT_EQ(saveSettings(file, loaded.value), std::nullopt);
    EXPECT_EQ(keysInFile(file), nlohmann::json::object());
}

TEST(SettingsKeys, KeysOfTheWrongShapeAreABadFileKeptAsBak) {
    for (const char* keys : {R"(3)", R"(["undo"])", R"({"undo": 3})", R"({"undo": ["U", 4]})"}) {
        TempDir dir;
        const fs::path file = dir.path() / "settings.json";
        const std::string text = R"({"volume": 30, "keys": )" + std::string(keys) + "}";
        writeText(file, text);
        const StoredLoad<Settings> loaded = loadSettings(file);
        ASSERT_TRUE(loaded.problem.has_value()) << keys;
        EXPECT_NE(loaded.problem->find("\"keys"), std::string::npos) << *loaded.problem;
        EXPECT_EQ(loaded.value, Settings{}) << keys;
        EXPECT_EQ(readText(fs::path(file.string() + ".bak")), text);
    }
}

TEST(SettingsKeys, KeysBeyondTheirLimitsAreABadFile) {
    std::string manyActions;
    for (std::size_t i = 0; i <= kMaxKeyActions; ++i)
        manyActions += (i ? "," : "") + ("\"a" + std::to_string(i) + "\": \"U\"");
    std::string manyKeys;
    for (std::size_t i = 0; i <= kMaxKeysPerAction; ++i)
        manyKeys += (i ? "," : "") + std::string("\"U\"");
    const std::string longName(kMaxKeyNameBytes + 1, 'x');
    for (const std::string& keys :
         {"{" + manyActions + "}", "{\"undo\": [" + manyKeys + "]}",
          "{\"undo\": \"" + longName + "\"}", "{\"" + longName + "\": \"U\"}"}) {
        TempDir dir;
        const fs::path file = dir.path() / "settings.json";
        writeText(file, "{\"keys\": " + keys + "}");
        const StoredLoad<Settings> loaded = loadSettings(file);
        EXPECT_TRUE(loaded.problem.has_value()) << keys;
        EXPECT_EQ(loaded.value, Settings{});
    }
}

TEST(SettingsPad, ThePadsButtonsAreReadAndWrittenBackBesideTheKeys) {
    TempDir dir;
    const fs::path file = dir.path() / "settings.json";
    writeText(file, R"({"keys": {"restart": "T"}, "pad": {"undo": "Back", "hint": ["RB", "X"]}})");
    const StoredLoad<Settings> loaded = loadSettings(file);
    EXPECT_EQ(loaded.problem, std::nullopt);
    EXPECT_EQ(loaded.value.pad, (KeyNames{{"hint", {"RB", "X"}}, {"undo", {"Back"}}}));
    EXPECT_EQ(loaded.value.keys, (KeyNames{{"restart", {"T"}}}));
    ASSERT_EQ(saveSettings(file, loaded.value), std::nullopt);
    const nlohmann::json json = nlohmann::json::parse(readText(file));
    EXPECT_EQ(json.at("pad"), nlohmann::json::parse(R"({"hint": ["RB", "X"], "undo": ["Back"]})"));
    const StoredLoad<Settings> again = loadSettings(file);
    EXPECT_EQ(again.problem, std::nullopt);
    EXPECT_EQ(again.value, loaded.value);
}

TEST(SettingsPad, APadOfTheWrongShapeOrBeyondTheLimitsIsABadFileNamingButtons) {
    std::string manyButtons;
    for (std::size_t i = 0; i <= kMaxKeysPerAction; ++i)
        manyButtons += (i ? "," : "") + std::string("\"A\"");
    for (const std::string& pad : {std::string(R"([])"), std::string(R"({"undo": 3})"),
                                   "{\"undo\": [" + manyButtons + "]}"}) {
        TempDir dir;
        const fs::path file = dir.path() / "settings.json";
        const std::string text = R"({"volume": 30, "pad": )" + pad + "}";
        writeText(file, text);
        const StoredLoad<Settings> loaded = loadSettings(file);
        ASSERT_TRUE(loaded.problem.has_value()) << pad;
        EXPECT_NE(loaded.problem->find("\"pad"), std::string::npos) << *loaded.problem;
        EXPECT_NE(loaded.problem->find("button"), std::string::npos) << *loaded.problem;
        EXPECT_EQ(loaded.problem->find(" key"), std::string::npos) << *loaded.problem;
        EXPECT_EQ(loaded.value, Settings{}) << pad;
        EXPECT_EQ(readText(fs::path(file.string() + ".bak")), text);
    }
}

}  // namespace
}  // namespace catmaze
