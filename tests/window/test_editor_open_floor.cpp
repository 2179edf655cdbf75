/// \file
/// The level editor on an open-floor level (issue 17 section 4), used as a designer uses it: E
/// opens it on the courtyard, the obstacle tool (palette item "Obstacle") shows the polygons'
/// corners, a corner dragged moves (`corner_moved`), Ctrl+S writes the moved corner to the file
/// and nothing else in it, and the polygons are drawn: deleting one changes the pixels inside it
/// and not those of the floor around. A polygon is drawn corner by corner (closed by its first
/// corner) and one that crosses itself is refused with the loader's message.

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

    // Undo brings it back, as it was after the drag.
    game.key("ctrl+z");
    game.waitForEvent("undo");
    game.key("ctrl+s");
    game.waitForEvent("saved");
    EXPECT_EQ(Json::parse(readFile(level), nullptr, false), expected);
}

TEST_F(WindowTest, EditorDrawsAPolygonCornerByCornerAndRefusesOneThatCrossesItself) {
    // A tile level: its first polygon makes it open-floor (format version 2).
    const std::string original = readFile(sourceDir() / "levels" / "03-fetch.json");
    ASSERT_FALSE(original.empty());
    const std::filesystem::path level = dir() / "fetch.json";
    writeFile(level, original);
    Game& game = launchOn(level, 0.1);
    game.key("e");
    const Json editor =
        game.waitForEvent("editor", [](const Json& e) { return e.value("on", false); });
    game.waitForEvent("view");
    const auto [px, py] = centreOf(paletteItem(editor, "Obstacle"));
    game.clickAt(px, py);
    game.waitForEvent("tool", [](const Json& e) { return e.value("kind", "") == "obstacle"; });

    // A bow tie, closed with Enter: refused with the loader's words, and nothing changes.
    for (const auto& [x, y] : {std::pair{13.0, 4.0}, {15.0, 6.0}, {15.0, 4.0}, {13.0, 6.0}}) {
        const auto [cx, cy] = pixelOf(game, x, y);
        game.clickAt(cx, cy);
    }
    game.key("Return");
    const Json refused = game.waitForEvent("obstacle_refused");
    EXPECT_EQ(refused.value("message", ""),
              "obstacle 0 is not a simple polygon: two of its edges cross or touch, or it has no "
              "area")
        << refused.dump();

    // Esc drops it; a triangle closed by clicking its first corner again is added.
    game.key("Escape");
    const std::pair<double, double> triangle[] = {{13, 4}, {15, 4}, {14, 5.5}, {13, 4}};
    for (const auto& [x, y] : triangle) {
        const auto [cx, cy] = pixelOf(game, x, y);
        game.clickAt(cx, cy);
    }
    const Json added = game.waitForEvent("obstacle_added");
    EXPECT_EQ(added.value("obstacle", -1), 0) << added.dump();
    EXPECT_EQ(added.at("points"), Json::parse("[[13, 4], [15, 4], [14, 5.5]]")) << added.dump();
    const Json check = game.waitForEvent("check");
    EXPECT_EQ(check.value("floor", ""), "open") << check.dump();

    game.key("ctrl+s");
    game.waitForEvent("saved");
    const Json file = Json::parse(readFile(level), nullptr, false);
    ASSERT_TRUE(file.is_object());
    EXPECT_EQ(file.value("version", 0), 2);
    EXPECT_EQ(file.at("obstacles"), Json::parse(R"([{"points": [[13, 4], [15, 4], [14, 5.5]]}])"));
    EXPECT_EQ(file.at("tiles"), Json::parse(original).at("tiles"));
}

}  // namespace
}  // namespace catmaze::wintest
