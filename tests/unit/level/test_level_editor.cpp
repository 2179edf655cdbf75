#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <unistd.h>

#include "catmaze/level/level_editor.hpp"
#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/level_writer.hpp"

namespace catmaze {
namespace {

using Rows = std::vector<std::string>;

// A 5x4 level:
//   #####
//   #C..#
//   #..E#
//   #####
Level smallLevel() {
    return LevelEditor::newLevel(5, 4, "Small");
}

TEST(LevelEditor, NewLevelHasBorderCatAndExit) {
    const Level level = smallLevel();
    EXPECT_EQ(level.name, "Small");
    EXPECT_EQ(level.rows(), (Rows{"#####", "#C..#", "#..E#", "#####"}));
}

TEST(LevelEditor, NewLevelClampsSize) {
    EXPECT_EQ(LevelEditor::newLevel(1, 1).size, (GridSize{3, 3}));
    EXPECT_EQ(LevelEditor::newLevel(5000, 4).size.width, kMaxLevelSide);
}

TEST(LevelEditor, PaintChangesOneTileAndUndoRedoRestoreIt) {
    LevelEditor editor(smallLevel());
    EXPECT_FALSE(editor.dirty());
    EXPECT_TRUE(editor.paint({2, 1}, TileKind::Wall));
    EXPECT_EQ(editor.level().rows()[1], "#C#.#");
    EXPECT_TRUE(editor.dirty());
    EXPECT_TRUE(editor.undo());
    EXPECT_EQ(editor.level().rows()[1], "#C..#");
    EXPECT_FALSE(editor.dirty());
    EXPECT_TRUE(editor.redo());
    EXPECT_EQ(editor.level().rows()[1], "#C#.#");
    EXPECT_FALSE(editor.redo());
}

TEST(LevelEditor, PaintingTheSameKindOrOffTheMapIsNotAStep) {
    LevelEditor editor(smallLevel());
    EXPECT_FALSE(editor.paint({0, 0}, TileKind::Wall));
    EXPECT_FALSE(editor.paint({9, 9}, TileKind::Wall));
    EXPECT_FALSE(editor.paint({-1, 0}, TileKind::Floor));
    EXPECT_FALSE(editor.canUndo());
}

TEST(LevelEditor, PaintingACatMovesTheOnlyCat) {
    LevelEditor editor(smallLevel());
    EXPECT_TRUE(editor.paint({3, 1}, TileKind::CatStart));
    EXPECT_EQ(editor.level().find(TileKind::CatStart), (std::vector<Tile>{{3, 1}}));
    EXPECT_EQ(editor.level().rows()[1], "#..C#");
    EXPECT_TRUE(editor.undo());  // one step restores both tiles
    EXPECT_EQ(editor.level().rows()[1], "#C..#");
}

TEST(LevelEditor, EachObjectKindCanBePaintedAndErased) {
    LevelEditor editor(smallLevel());
    editor.paint({2, 1}, TileKind::Bone);
    editor.paint({3, 1}, TileKind::Dog);
    editor.paint({1, 2}, TileKind::Exit);
    editor.paint({2, 2}, TileKind::Wall);
    EXPECT_EQ(editor.level().rows(), (Rows{"#####", "#CBD#", "#E#E#", "#####"}));
    EXPECT_TRUE(editor.erase({3, 1}));
    EXPECT_EQ(editor.level().rows()[1], "#CB.#");
}

TEST(LevelEditor, AStrokeUndoesAsOneStep) {
    LevelEditor editor(smallLevel());
    editor.beginStroke();
    editor.paint({2, 1}, TileKind::Wall);
    editor.paint({3, 1}, TileKind::Wall);
    editor.paint({2, 2}, TileKind::Wall);
    editor.endStroke();
    EXPECT_EQ(editor.level().rows(), (Rows{"#####", "#C###", "#.#E#", "#####"}));
    EXPECT_TRUE(editor.undo());
    EXPECT_EQ(editor.level().rows(), smallLevel().rows());
    EXPECT_FALSE(editor.canUndo());
}

TEST(LevelEditor, ANewStepClearsRedo) {
    LevelEditor editor(smallLevel());
    editor.paint({2, 1}, TileKind::Wall);
    editor.undo();
    EXPECT_TRUE(editor.canRedo());
    editor.paint({3, 1}, TileKind::Bone);
    EXPECT_FALSE(editor.canRedo());
}

TEST(LevelEditor, AddAndRemoveLinesAtEachEdge) {
    LevelEditor editor(smallLevel());
    EXPECT_TRUE(editor.addLine(Edge::Top));
    EXPECT_EQ(editor.level().rows(), (Rows{".....", "#####", "#C..#", "#..E#", "#####"}));
    EXPECT_TRUE(editor.addLine(Edge::Left));
    EXPECT_EQ(editor.level().rows()[3], ".#..E#");
    EXPECT_TRUE(editor.addLine(Edge::Right));
    EXPECT_EQ(editor.level().rows()[3], ".#..E#.");
    EXPECT_TRUE(editor.addLine(Edge::Bottom));
    EXPECT_EQ(editor.level().size, (GridSize{7, 6}));
    EXPECT_EQ(editor.level().rows()[5], ".......");
    EXPECT_TRUE(editor.removeLine(Edge::Bottom));
    EXPECT_TRUE(editor.removeLine(Edge::Right));
    EXPECT_TRUE(editor.removeLine(Edge::Left));
    EXPECT_TRUE(editor.removeLine(Edge::Top));
    EXPECT_EQ(editor.level().rows(), smallLevel().rows());
    // Undo walks back through every resize.
    for (int i = 0; i < 8; ++i)
        EXPECT_TRUE(editor.undo());
    EXPECT_EQ(editor.level().rows(), smallLevel().rows());
    EXPECT_FALSE(editor.dirty());
    for (int i = 0; i < 4; ++i)
        EXPECT_TRUE(editor.redo());
    EXPECT_EQ(editor.level().size, (GridSize{7, 6}));
}

TEST(LevelEditor, RemovingBelowTheMinimumIsRefused) {
    LevelEditor editor(LevelEditor::newLevel(3, 3));
    EXPECT_FALSE(editor.removeLine(Edge::Top));
    EXPECT_FALSE(editor.removeLine(Edge::Left));
    EXPECT_EQ(editor.level().size, (GridSize{3, 3}));
    EXPECT_FALSE(editor.canUndo());
}

TEST(LevelEditor, MarkSavedTracksDirtyAcrossUndo) {
    LevelEditor editor(smallLevel());
    editor.paint({2, 1}, TileKind::Wall);
    editor.markSaved();
    EXPECT_FALSE(editor.dirty());
    editor.undo();
    EXPECT_TRUE(editor.dirty());
    editor.redo();
    EXPECT_FALSE(editor.dirty());
}

TEST(LevelEditor, RenameIsAnUndoableStep) {
    LevelEditor editor(smallLevel());
    EXPECT_FALSE(editor.rename(""));       // a level needs a name
    EXPECT_FALSE(editor.rename("Small"));  // no change, no step
    EXPECT_FALSE(editor.dirty());
    EXPECT_TRUE(editor.rename("Cat's Cradle"));
    EXPECT_EQ(editor.level().name, "Cat's Cradle");
    EXPECT_TRUE(editor.dirty());
    EXPECT_EQ(editor.level().rows(), smallLevel().rows());  // the tiles are untouched
    EXPECT_TRUE(editor.undo());
    EXPECT_EQ(editor.level().name, "Small");
    EXPECT_FALSE(editor.dirty());
    EXPECT_TRUE(editor.redo());
    EXPECT_EQ(editor.level().name, "Cat's Cradle");
    // And it is written to the file.
    const LevelLoadResult again = parseLevel(formatLevel(editor.level()), "renamed.json");
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.level->name, "Cat's Cradle");
}

// --- save/load round trips: a level edited in the game stays clean in version control ----------

std::string shippedLevelText(const std::string& name) {
    std::ifstream in(std::filesystem::path(CATMAZE_SOURCE_DIR) / "levels" / name, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

LevelEditor editorFor(const std::string& text) {
    LevelLoadResult loaded = parseLevel(text, "level.json");
    EXPECT_TRUE(loaded.ok());
    return LevelEditor(loaded.ok() ? *loaded.level : Level::filled(3, 3));
}

TEST(LevelEditorRoundTrip, AnUntouchedShippedLevelSavesByteIdentical) {
    for (const char* name : {"01-first-steps.json", "03-fetch.json", "07-the-great-dungeon.json"}) {
        const std::string text = shippedLevelText(name);
        ASSERT_FALSE(text.empty()) << name;
        const LevelEditor editor = editorFor(text);
        EXPECT_EQ(formatLevel(editor.level()), text) << name;
    }
}

TEST(LevelEditorRoundTrip, PaintThenUndoSavesByteIdentical) {
    const std::string text = shippedLevelText("03-fetch.json");
    LevelEditor editor = editorFor(text);
    editor.beginStroke();
    EXPECT_TRUE(editor.paint({5, 3}, TileKind::Wall));
    EXPECT_TRUE(editor.paint({6, 3}, TileKind::Bone));
    editor.endStroke();
    EXPECT_TRUE(editor.paint({9, 2}, TileKind::CatStart));
    EXPECT_TRUE(editor.addLine(Edge::Right));
    EXPECT_NE(formatLevel(editor.level()), text);
    while (editor.undo()) {
    }
    EXPECT_FALSE(editor.dirty());
    EXPECT_EQ(formatLevel(editor.level()), text);
}

TEST(LevelEditorRoundTrip, OnePaintChangesOnlyThatRowAndKeepsSchemaAndUnknownKeys) {
    const std::string text =
        "{\n  \"$schema\": \"./level.schema.json\",\n  \"name\": \"Keys\",\n"
        "  \"version\": 1,\n  \"tiles\": [\n    \"#####\",\n    \"#C.E#\",\n"
        "    \"#####\"\n  ],\n  \"author\": \"someone\"\n}\n";
    LevelEditor editor = editorFor(text);
    ASSERT_EQ(formatLevel(editor.level()), text);
    EXPECT_TRUE(editor.paint({2, 1}, TileKind::Bone));
    std::string expected = text;
    expected.replace(expected.find("#C.E#"), 5, "#CBE#");
    EXPECT_EQ(formatLevel(editor.level()), expected);
    // And the saved text loads back to the same level.
    const LevelLoadResult again = parseLevel(formatLevel(editor.level()), "again.json");
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.level->rows(), editor.level().rows());
    EXPECT_EQ(again.level->extraKeys, editor.level().extraKeys);
}

TEST(LevelEditorRoundTrip, SaveLevelFileWritesWhatFormatLevelGives) {
    const std::string text = shippedLevelText("03-fetch.json");
    LevelEditor editor = editorFor(text);
    editor.paint({5, 3}, TileKind::Wall);
    const auto file = std::filesystem::temp_directory_path() /
                      ("catmaze-editor-roundtrip-" + std::to_string(::getpid()) + ".json");
    ASSERT_FALSE(saveLevelFile(file, editor.level()).has_value());
    std::ifstream in(file, std::ios::binary);
    std::ostringstream saved;
    saved << in.rdbuf();
    std::filesystem::remove(file);
    EXPECT_EQ(saved.str(), formatLevel(editor.level()));
    const LevelLoadResult loaded = parseLevel(saved.str(), "saved.json");
    ASSERT_TRUE(loaded.ok());
    EXPECT_EQ(loaded.level->rows()[3], "#..#.#.....#.......#");
}

}  // namespace
}  // namespace catmaze
