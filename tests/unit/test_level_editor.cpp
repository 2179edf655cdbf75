#include <gtest/gtest.h>

#include "catmaze/level_editor.hpp"

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

}  // namespace
}  // namespace catmaze
