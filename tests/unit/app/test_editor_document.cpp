// The editor's document (editor/editor_document.hpp) as a designer meets it: a level with no file
// (the daily maze) and a shipped campaign level are saved as new files in the player's own
// levels folder, never over the shipped file, and a second save goes to the same copy. Real
// files in a temp folder, written by the core's saveLevelFile.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "catmaze/game/daily_maze.hpp"
#include "catmaze/level/level_writer.hpp"
#include "editor/editor_document.hpp"
#include "editor/editor_notice.hpp"
#include "editor_test_fixture.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;

using Json = nlohmann::ordered_json;

// A document saving into `home`'s levels folder with the core's writer, and what it logs.
struct DocumentOnDisk {
    explicit DocumentOnDisk(const editor_test::PlayerHome& home)
        : notice(log, editor_test::eightPixelFont()),
          document(home.myLevels(), log, notice, keys, saveLevelFile) {
        log.openInMemory();
    }
    EventLog log;
    EditorKeyTable keys = editorKeys();
    EditorNotice notice;
    EditorDocument document;
};

TEST(EditorDocument, TheDailyMazeOpenedInTheEditorSavesAsANewLevelInMyLevels) {
    const editor_test::PlayerHome home;
    DocumentOnDisk editing(home);
    const GeneratedLevel daily = dailyLevel(*parseDate("2026-11-25"));
    ASSERT_TRUE(daily.level.has_value()) << daily.error;
    editing.document.open(*daily.level, {});  // the daily maze has no file

    const fs::path target = home.myLevels() / "untitled-1.json";
    EXPECT_EQ(editing.document.saveTarget(), target);
    ASSERT_EQ(editing.document.save(0, false), SaveOutcome::Saved);
    const std::vector<Json> saved = editor_test::eventsNamed(editing.log, "saved");
    ASSERT_EQ(saved.size(), 1u);
    EXPECT_EQ(saved[0].value("file", ""), target.string()) << saved[0].dump();
    EXPECT_NE(test::readText(target).find("Daily maze 2026-11-25"), std::string::npos);
}

TEST(EditorDocument, SavingAShippedLevelWritesACopyInMyLevels) {
    // A copy of the campaign, so that a bug could not spoil the source tree: its campaign.json
    // makes 03-fetch.json a shipped level.
    const editor_test::PlayerHome home;
    const fs::path shipped = home.dir.path() / "levels";
    fs::copy(editor_test::shippedLevels(), shipped, fs::copy_options::recursive);
    const fs::path level = shipped / "03-fetch.json";
    const std::string original = test::readText(level);
    ASSERT_FALSE(original.empty());

    DocumentOnDisk editing(home);
    editing.document.open(editor_test::loadedLevel(level), level);
    const fs::path copy = home.myLevels() / "03-fetch.json";
    EXPECT_EQ(editing.document.saveTarget(), copy);
    ASSERT_TRUE(editing.document.edit().paint({5, 3}, TileKind::Wall));

    ASSERT_EQ(editing.document.save(0, false), SaveOutcome::Saved);
    std::vector<Json> saved = editor_test::eventsNamed(editing.log, "saved");
    ASSERT_EQ(saved.size(), 1u);
    EXPECT_EQ(saved[0].value("file", ""), copy.string()) << saved[0].dump();
    EXPECT_EQ(test::readText(level), original) << "the shipped file was changed";
    const Json file = Json::parse(test::readText(copy), nullptr, false);
    ASSERT_TRUE(file.is_object()) << test::readText(copy);
    EXPECT_EQ(file.at("tiles").at(3).get<std::string>(), "#..#.#.....#.......#");

    // The next save goes to the same copy, not to a second one nor to the shipped file.
    ASSERT_TRUE(editing.document.edit().paint({6, 3}, TileKind::Wall));
    ASSERT_EQ(editing.document.save(0, false), SaveOutcome::Saved);
    saved = editor_test::eventsNamed(editing.log, "saved");
    ASSERT_EQ(saved.size(), 2u);
    EXPECT_EQ(saved[1].value("file", ""), copy.string()) << saved[1].dump();
    EXPECT_EQ(test::readText(level), original);
    EXPECT_FALSE(fs::exists(home.myLevels() / "03-fetch-2.json"));
}

}  // namespace
}  // namespace catmaze::app
