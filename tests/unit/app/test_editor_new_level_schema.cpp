// Ctrl+N's new level, saved with Ctrl+S, names the level schema in its "$schema": the campaign's
// (the editor is told where it is), as the new file's folder reaches it; or the player's own
// copy beside the file. Real files in a temp home, the real editor model.

#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <string>

#include "catmaze/level/level_schema.hpp"
#include "editor_test_fixture.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

// Ctrl+N then Ctrl+S in `bench`; the "$schema" of the file written, if any.
std::optional<std::string> schemaOfSavedNewLevel(editor_test::EditorBench& bench) {
    bench.key(Key::N, true);
    bench.key(Key::S, true);
    const std::vector<Json> saved = editor_test::eventsNamed(bench.log, "saved");
    EXPECT_EQ(saved.size(), 1u);
    if (saved.empty())
        return std::nullopt;
    const Json file = Json::parse(test::readText(saved[0].value("file", "")), nullptr, false);
    EXPECT_TRUE(file.is_object());
    if (!file.is_object() || !file.contains("$schema"))
        return std::nullopt;
    return file["$schema"].get<std::string>();
}

TEST(EditorNewLevelSchema, ANewLevelNamesTheCampaignsSchemaFromItsFolder) {
    editor_test::EditorBench bench(editor_test::fetchLevel());
    // The campaign in the same home as the player's levels: reached by a relative path.
    const fs::path campaign = bench.home.dir.path() / "game" / "levels";
    fs::create_directories(campaign);
    fs::copy_file(editor_test::shippedLevels() / kLevelSchemaFileName,
                  campaign / kLevelSchemaFileName);
    bench.model.setLevelSchema(campaign / kLevelSchemaFileName);

    const std::optional<std::string> schema = schemaOfSavedNewLevel(bench);
    ASSERT_TRUE(schema.has_value());
    // My levels is <home>/data/catmaze/levels.
    EXPECT_EQ(*schema, "../../../game/levels/level.schema.json");
    EXPECT_TRUE(fs::exists(bench.home.myLevels() / *schema)) << *schema;
}

TEST(EditorNewLevelSchema, TheShippedSchemaIsNamedWhereverItIs) {
    editor_test::EditorBench bench(editor_test::fetchLevel());
    const fs::path shipped = editor_test::shippedLevels() / kLevelSchemaFileName;
    bench.model.setLevelSchema(shipped);
    const std::optional<std::string> schema = schemaOfSavedNewLevel(bench);
    ASSERT_TRUE(schema.has_value());
    EXPECT_TRUE(fs::equivalent(bench.home.myLevels() / *schema, shipped)) << *schema;
}

TEST(EditorNewLevelSchema, ASchemaBesideThePlayersLevelsWins) {
    editor_test::EditorBench bench(editor_test::fetchLevel());
    fs::create_directories(bench.home.myLevels());
    fs::copy_file(editor_test::shippedLevels() / kLevelSchemaFileName,
                  bench.home.myLevels() / kLevelSchemaFileName);
    bench.model.setLevelSchema(editor_test::shippedLevels() / kLevelSchemaFileName);
    EXPECT_EQ(schemaOfSavedNewLevel(bench), "./level.schema.json");
}

TEST(EditorNewLevelSchema, NoSchemaKnownWritesNone) {
    editor_test::EditorBench bench(editor_test::fetchLevel());
    bench.model.setLevelSchema(bench.home.dir.path() / "nowhere" / kLevelSchemaFileName);
    EXPECT_EQ(schemaOfSavedNewLevel(bench), std::nullopt);
}

}  // namespace
}  // namespace catmaze::app
