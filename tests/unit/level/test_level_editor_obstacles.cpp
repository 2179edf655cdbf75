// The editor model's obstacle edits (issue 17 section 4): add, move a corner, remove, undo and
// redo, and refusals with the loader's own message for the same polygon in a file.

#include <gtest/gtest.h>

#include <string>

#include "catmaze/level/level_editor.hpp"
#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/level_writer.hpp"

namespace catmaze {
namespace {

const Polygon kSquare{{2, 1}, {3, 1}, {3, 2}, {2, 2}};

// A 6x5 tile level (version 1, no obstacles).
Level tileLevel() {
    return LevelEditor::newLevel(6, 5, "Yard");
}

// The first error the loader gives for `level` saved with `polygon` as its only obstacle.
std::string loaderMessage(Level level, const Polygon& polygon) {
    level.version = 2;
    level.obstacles = {polygon};
    const LevelLoadResult loaded = parseLevel(formatLevel(level), "level.json");
    EXPECT_FALSE(loaded.level.has_value());
    for (const Diagnostic& d : loaded.diagnostics) {
        if (d.severity == Severity::Error)
            return d.message;
    }
    return "";
}

TEST(LevelEditorObstacles, AddingAPolygonMakesTheLevelOpenFloorAndItSavesAndLoads) {
    LevelEditor editor(tileLevel());
    const ObstacleEdit edit = editor.addObstacle(kSquare);
    EXPECT_TRUE(edit.done);
    EXPECT_EQ(edit.problem, "");
    EXPECT_TRUE(editor.level().openFloor());
    EXPECT_EQ(editor.level().version, 2);
    EXPECT_TRUE(editor.dirty());
    const LevelLoadResult loaded = parseLevel(formatLevel(editor.level()), "saved.json");
    ASSERT_TRUE(loaded.level.has_value());
    EXPECT_EQ(loaded.level->obstacles, (std::vector<Polygon>{kSquare}));
}

TEST(LevelEditorObstacles, UndoAndRedoAnAddedPolygon) {
    LevelEditor editor(tileLevel());
    ASSERT_TRUE(editor.addObstacle(kSquare).done);
    ASSERT_TRUE(editor.undo());
    EXPECT_TRUE(editor.level().obstacles.empty());
    EXPECT_EQ(editor.level().version, 1);
    EXPECT_FALSE(editor.dirty());
    ASSERT_TRUE(editor.redo());
    EXPECT_EQ(editor.level().obstacles, (std::vector<Polygon>{kSquare}));
}

TEST(LevelEditorObstacles, MovingACornerIsOneUndoStep) {
    LevelEditor editor(tileLevel());
    ASSERT_TRUE(editor.addObstacle(kSquare).done);
    const ObstacleEdit edit = editor.moveCorner(0, 2, {4, 3});
    EXPECT_TRUE(edit.done);
    EXPECT_EQ(editor.level().obstacles[0][2], (Vec2{4, 3}));
    ASSERT_TRUE(editor.undo());
    EXPECT_EQ(editor.level().obstacles[0], kSquare);
    ASSERT_TRUE(editor.redo());
    EXPECT_EQ(editor.level().obstacles[0][2], (Vec2{4, 3}));
}

TEST(LevelEditorObstacles, MovingACornerNowhereOrOfNoPolygonDoesNothing) {
    LevelEditor editor(tileLevel());
    ASSERT_TRUE(editor.addObstacle(kSquare).done);
    EXPECT_FALSE(editor.moveCorner(0, 0, kSquare[0]).done);
    EXPECT_FALSE(editor.moveCorner(1, 0, {1, 1}).done);
    EXPECT_FALSE(editor.moveCorner(0, 4, {1, 1}).done);
    EXPECT_EQ(editor.moveCorner(0, 4, {1, 1}).problem, "");
    ASSERT_TRUE(editor.undo());  // only the add was recorded
    EXPECT_FALSE(editor.canUndo());
}

TEST(LevelEditorObstacles, RemovingAPolygonAndUndoingIt) {
    LevelEditor editor(tileLevel());
    const Polygon triangle{{4, 3}, {5, 3}, {4.5, 4}};
    ASSERT_TRUE(editor.addObstacle(kSquare).done);
    ASSERT_TRUE(editor.addObstacle(triangle).done);
    EXPECT_TRUE(editor.removeObstacle(0));
    EXPECT_EQ(editor.level().obstacles, (std::vector<Polygon>{triangle}));
    EXPECT_FALSE(editor.removeObstacle(1));
    ASSERT_TRUE(editor.undo());
    EXPECT_EQ(editor.level().obstacles, (std::vector<Polygon>{kSquare, triangle}));
}

TEST(LevelEditorObstacles, ASelfCrossingPolygonIsRefusedWithTheLoadersMessage) {
    LevelEditor editor(tileLevel());
    const Polygon bowTie{{1, 1}, {3, 3}, {3, 1}, {1, 3}};
    const ObstacleEdit edit = editor.addObstacle(bowTie);
    EXPECT_FALSE(edit.done);
    EXPECT_EQ(edit.problem, loaderMessage(tileLevel(), bowTie));
    EXPECT_NE(edit.problem.find("not a simple polygon"), std::string::npos) << edit.problem;
    EXPECT_FALSE(editor.level().openFloor());
    EXPECT_FALSE(editor.canUndo());
}

TEST(LevelEditorObstacles, APolygonOffTheMapIsRefusedWithTheLoadersMessage) {
    LevelEditor editor(tileLevel());
    const Polygon outside{{4, 1}, {7, 1}, {4, 3}};
    const ObstacleEdit edit = editor.addObstacle(outside);
    EXPECT_FALSE(edit.done);
    EXPECT_EQ(edit.problem, loaderMessage(tileLevel(), outside));
    EXPECT_NE(edit.problem.find("outside the map"), std::string::npos) << edit.problem;
}

TEST(LevelEditorObstacles, TooFewCornersAreRefusedWithTheLoadersMessage) {
    LevelEditor editor(tileLevel());
    const Polygon line{{1, 1}, {3, 3}};
    const ObstacleEdit edit = editor.addObstacle(line);
    EXPECT_FALSE(edit.done);
    EXPECT_EQ(edit.problem, loaderMessage(tileLevel(), line));
    EXPECT_NE(edit.problem.find("at least 3"), std::string::npos) << edit.problem;
}

TEST(LevelEditorObstacles, AMoveThatMakesThePolygonCrossItselfIsRefused) {
    LevelEditor editor(tileLevel());
    ASSERT_TRUE(editor.addObstacle(kSquare).done);
    // Corner 1 dragged past the opposite edge folds the square into a bow tie.
    const Polygon folded{{2, 1}, {2.5, 3}, {3, 2}, {2, 2}};
    const ObstacleEdit edit = editor.moveCorner(0, 1, folded[1]);
    EXPECT_FALSE(edit.done);
    EXPECT_EQ(edit.problem, loaderMessage(tileLevel(), folded));
    EXPECT_EQ(editor.level().obstacles[0], kSquare);
    EXPECT_EQ(editor.obstacleProblem(folded, 0), edit.problem);
    EXPECT_EQ(editor.obstacleProblem(kSquare, 0), std::nullopt);
}

TEST(LevelEditorObstacles, ObstaclesMoveWithTheTilesWhenALineIsAddedOrRemoved) {
    LevelEditor editor(tileLevel());
    ASSERT_TRUE(editor.addObstacle(kSquare).done);
    ASSERT_TRUE(editor.addLine(Edge::Left));
    ASSERT_TRUE(editor.addLine(Edge::Top));
    EXPECT_EQ(editor.level().obstacles[0], (Polygon{{3, 2}, {4, 2}, {4, 3}, {3, 3}}));
    ASSERT_TRUE(editor.removeLine(Edge::Top));
    ASSERT_TRUE(editor.removeLine(Edge::Left));
    EXPECT_EQ(editor.level().obstacles[0], kSquare);
    ASSERT_TRUE(editor.addLine(Edge::Right));  // the right and bottom edges move nothing
    EXPECT_EQ(editor.level().obstacles[0], kSquare);
}

}  // namespace
}  // namespace catmaze
