// The editor's tools (editor/paint_tool.hpp, editor/obstacle_tool.hpp) as a designer uses them:
// a drag paints every tile on its way and undoes as one step, Shift snaps a corner finer, a
// corner dragged where the polygon would cross itself is put back with the loader's words, and a
// right-click deletes a polygon. Clicks land where MapFrame draws the points.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "catmaze/level/level_writer.hpp"
#include "editor/editor_document.hpp"
#include "editor/editor_notice.hpp"
#include "editor/map_frame.hpp"
#include "editor/obstacle_tool.hpp"
#include "editor/paint_tool.hpp"
#include "editor_test_fixture.hpp"
#include "level_rows.hpp"

namespace catmaze::app {
namespace {

using Json = nlohmann::ordered_json;

// A 12 x 8 room, walls round it, in a 480 x 320 map area (40 pixels a tile), never saved.
struct ToolBench {
    explicit ToolBench(Level level)
        : notice(log, editor_test::eightPixelFont()),
          document(home.myLevels(), log, notice, keys, saveLevelFile),
          paint(document, log),
          obstacles(document, log, notice, keys) {
        log.openInMemory();
        document.open(std::move(level), {});
        frame.setArea({0, 0, 480, 320});
        frame.fit(document.level().size);
    }
    // A left click at point `p` (tile units), Shift held when `fine`.
    ToolOutcome clickAt(Vec2 p, bool fine = false) {
        return obstacles.press(frame.pixelOf(p), true, fine, frame);
    }

    editor_test::PlayerHome home;
    EventLog log;
    EditorKeyTable keys = editorKeys();
    EditorNotice notice;
    EditorDocument document;
    PaintTool paint;
    ObstacleTool obstacles;
    MapFrame frame;
};

Level toolRoom() {
    Level level = test::levelFrom({"############", "#C.........#", "#..........#", "#..........#",
                                   "#..........#", "#..........#", "#.........E#", "############"});
    level.name = "Room";
    return level;
}

TEST(EditorTools, ADragPaintsEveryTileOnItsWayAndUndoesAsOneStep) {
    ToolBench bench(toolRoom());
    ASSERT_EQ(bench.frame.tile(), 40.0f);
    EXPECT_TRUE(bench.paint.begin({2, 2}, false, 1));  // palette 1: Wall
    EXPECT_TRUE(bench.paint.painting());
    EXPECT_TRUE(bench.paint.drag({6, 4}));  // a fast drag: no gaps
    EXPECT_FALSE(bench.paint.drag({6, 4}));
    EXPECT_TRUE(bench.paint.end()) << "the stroke changed the level: check it again";
    EXPECT_FALSE(bench.paint.painting());
    const std::vector<Json> edits = editor_test::eventsNamed(bench.log, "edit");
    ASSERT_EQ(edits.size(), 5u);
    EXPECT_EQ(edits.front().at("tile"), Json::array({2, 2}));
    EXPECT_EQ(edits.back().at("tile"), Json::array({6, 4}));
    EXPECT_EQ(edits.back().value("kind", ""), "wall");
    EXPECT_TRUE(bench.document.unsaved());

    ASSERT_TRUE(bench.document.edit().undo());
    EXPECT_EQ(bench.document.level(), toolRoom()) << "one stroke, one undo step";

    // An erasing stroke over floor changes nothing and asks for no check.
    EXPECT_FALSE(bench.paint.begin({3, 3}, true, 1));
    EXPECT_TRUE(bench.paint.erasing());
    EXPECT_FALSE(bench.paint.end());
}

TEST(EditorTools, ShiftSnapsACornerToTenthsAndOtherwiseToHalfTiles) {
    ToolBench bench(toolRoom());
    const Pointer near = bench.frame.pixelOf({3.32, 2.87});
    EXPECT_EQ(snappedPoint(near, false, bench.frame), (Vec2{3.5, 3}));
    EXPECT_EQ(snappedPoint(near, true, bench.frame), (Vec2{3.3, 2.9}));
    bench.obstacles.move(near, true, bench.frame);
    ASSERT_TRUE(bench.obstacles.pointer().has_value());
    EXPECT_EQ(*bench.obstacles.pointer(), (Vec2{3.3, 2.9}));
    bench.obstacles.move({600, 10}, false, bench.frame);  // right of the map area
    EXPECT_FALSE(bench.obstacles.pointer().has_value());
}

TEST(EditorTools, ACornerDraggedAcrossThePolygonIsPutBackWithTheLoadersWords) {
    ToolBench bench(toolRoom());
    for (const Vec2 corner : {Vec2{3, 2}, Vec2{6, 2}, Vec2{6, 5}, Vec2{3, 5}})
        EXPECT_FALSE(bench.clickAt(corner).changed);
    EXPECT_TRUE(bench.clickAt({3, 2}).changed) << "the first corner again closes it";
    ASSERT_EQ(bench.document.level().obstacles.size(), 1u);

    // Corner 1 dragged below the bottom edge: its edge from corner 0 would cross that one.
    EXPECT_FALSE(bench.clickAt({6, 2}).changed);
    ASSERT_TRUE(bench.obstacles.drag().has_value());
    EXPECT_EQ(bench.obstacles.drag()->corner, 1u);
    bench.obstacles.move(bench.frame.pixelOf({6, 6}), false, bench.frame);
    const ToolOutcome released = bench.obstacles.release();
    EXPECT_FALSE(released.changed);
    const std::vector<Json> refused = editor_test::eventsNamed(bench.log, "obstacle_refused");
    ASSERT_EQ(refused.size(), 1u);
    EXPECT_NE(refused[0].value("message", "").find("not a simple polygon"), std::string::npos)
        << refused[0].dump();
    EXPECT_EQ(bench.notice.text(), refused[0].value("message", ""));
    EXPECT_TRUE(bench.notice.warning());
    EXPECT_EQ(bench.document.level().obstacles[0][1], (Vec2{6, 2})) << "put back";

    // A right-click inside deletes it: a tile level again.
    EXPECT_TRUE(
        bench.obstacles.press(bench.frame.pixelOf({4.5, 3.5}), false, false, bench.frame).changed);
    EXPECT_TRUE(bench.document.level().obstacles.empty());
    EXPECT_EQ(editor_test::eventsNamed(bench.log, "obstacle_removed").size(), 1u);
    EXPECT_EQ(bench.notice.text(), "No obstacles left: the level is a tile level again");
}

}  // namespace
}  // namespace catmaze::app
