/// \file
/// The level editor on an open-floor level (issue 17 section 4), used as a designer uses it: E
/// opens it on the courtyard, the obstacle tool (palette item "Obstacle") shows the polygons'
/// corners, a corner dragged moves (`corner_moved`), Ctrl+S writes the moved corner to the file
/// and nothing else in it, and the polygons are drawn: deleting one changes the pixels inside it
/// and not those of the floor around. (Drawing a polygon corner by corner, and refusing one that
/// crosses itself, is tests/unit/app/test_editor_model.cpp.)

#include <string>

#include "game_view.hpp"
#include "menu_events.hpp"
#include "png.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

TEST_F(WindowTest, EditorDrawsMovesAndSavesAnOpenFloorPolygon) {
    // A copy of the courtyard, so saving changes nothing in the source tree. Its obstacle 0 is
    // the octagon (5,2) (7,2) (8,3) (8,4) (7,5) (5,5) (4,4) (4,3).
    const std::string original = readFile(sourceDir() / "levels" / "08-open-courtyard.json");
    ASSERT_FALSE(original.empty());
    const std::filesystem::path level = dir() / "courtyard.json";
    writeFile(level, original);
    const Json before = Json::parse(original);
    ASSERT_EQ(before.at("obstacles").at(0).at("points").at(2), Json::array({8, 3}));

    GameOptions options = optionsFor(level, 0.1);
    options.screenshotFile = dir() / "editor.png";  // not the working directory
    Game& game = launchAndAttach(options);
    game.key("e");
    const Json editor =
        game.waitForEvent("editor", [](const Json& e) { return e.value("on", false); });
    EXPECT_EQ(editor.value("obstacles", 0), 3) << editor.dump();
    game.waitForEvent("view");
    // The live check (started as the editor opens, answered by a worker: before or after the
    // view) plans the open floor, not the tile game.
    Json check;
    for (const Json& e : game.events()) {
        if (e.value("event", "") == "check")
            check = e;
    }
    if (check.is_null())
        check = game.waitForEvent("check");
    EXPECT_EQ(check.value("floor", ""), "open") << check.dump();
    EXPECT_EQ(check.value("winnable", ""), "winnable") << check.dump();
    EXPECT_GT(check.value("length", 0.0), 10.0) << check.dump();

    const auto [px, py] = centreOf(paletteItem(editor, "Obstacle"));
    game.clickAt(px, py);
    game.waitForEvent("tool", [](const Json& e) { return e.value("kind", "") == "obstacle"; });

    // Corner 2 of the octagon dragged from (8, 3) to (9, 2.5) (points snap to half tiles).
    const auto [fromX, fromY] = pixelOf(game, 8, 3);
    const auto [toX, toY] = pixelOf(game, 9, 2.5);
    game.drag(1, fromX, fromY, toX, toY);
    const Json moved = game.waitForEvent("corner_moved");
    EXPECT_EQ(moved.value("obstacle", -1), 0) << moved.dump();
    EXPECT_EQ(moved.value("corner", -1), 2) << moved.dump();
    EXPECT_EQ(moved.at("to"), Json::array({9, 2.5})) << moved.dump();

    game.key("ctrl+s");
    const Json saved = game.waitForEvent("saved");
    EXPECT_EQ(saved.value("file", ""), level.string()) << saved.dump();
    const std::string text = readFile(level);
    Json expected = before;
    expected["obstacles"][0]["points"][2] = Json::array({9, 2.5});
    EXPECT_EQ(Json::parse(text, nullptr, false), expected) << text;

    // The polygons are drawn: with the pointer off the map, the octagon's inside changes when
    // it is deleted, and the floor away from every obstacle does not.
    game.moveMouseTo(px, py);
    const RgbImage drawn = screenshot(game);
    game.clickAt(pixelOf(game, 6, 3.5).first, pixelOf(game, 6, 3.5).second);  // selects it
    game.key("Delete");
    const Json removed = game.waitForEvent("obstacle_removed");
    EXPECT_EQ(removed.value("obstacle", -1), 0) << removed.dump();
    game.moveMouseTo(px, py);
    const RgbImage gone = screenshot(game);
    ASSERT_EQ(drawn.width, gone.width);
    int changedInside = 0;
    const std::pair<double, double> inside[] = {{5.5, 3}, {6.5, 3}, {5.5, 4}, {6.5, 4.2}};
    for (const auto& [x, y] : inside) {
        const auto [ix, iy] = pixelOf(game, x, y);
        changedInside += drawn.at(ix, iy) != gone.at(ix, iy) ? 1 : 0;
    }
    EXPECT_EQ(changedInside, 4) << "the octagon's inside looked the same without it";
    const std::pair<double, double> floor[] = {{2.5, 2.5}, {13.5, 1.5}, {13.5, 7.5}};
    for (const auto& [x, y] : floor) {
        const auto [fx, fy] = pixelOf(game, x, y);
        EXPECT_EQ(drawn.at(fx, fy), gone.at(fx, fy)) << "floor at " << x << "," << y;
    }

    // Undo brings it back, as it was after the drag and as it is saved: nothing to write.
    game.key("ctrl+z");
    game.waitForEvent("undo");
    game.key("ctrl+s");
    game.waitForEvent(
        "notice", [](const Json& e) { return e.value("text", "").starts_with("Nothing to save"); });
    EXPECT_EQ(Json::parse(readFile(level), nullptr, false), expected);
}

}  // namespace
}  // namespace catmaze::wintest
