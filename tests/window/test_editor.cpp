/// \file
/// The in-game level editor, used like a designer uses it: E opens it on the level being played,
/// a click on the palette's Wall and one on a floor tile paint a wall, Ctrl+S writes the level
/// file (only that row changes, byte for byte), and P plays the edited level at once.

#include <string>

#include "menu_events.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

TEST_F(WindowTest, EditorPaintsAWallSavesTheFileAndPlaysTheEdit) {
    // A copy of a campaign level, so saving changes nothing in the source tree.
    //   row 2: #..#...C...D.....E.#   (the cat at (7,2))
    //   row 3: #..#.......#.......#   (5,3) is floor
    const std::string original = readFile(sourceDir() / "levels" / "03-fetch.json");
    ASSERT_FALSE(original.empty());
    const std::filesystem::path level = dir() / "fetch.json";
    writeFile(level, original);
    const std::string rowBefore = "\"#..#.......#.......#\"";
    const std::string rowAfter = "\"#..#.#.....#.......#\"";
    ASSERT_NE(original.find(rowBefore), std::string::npos);

    Game& game = launchOn(level, 0.1);
    game.key("e");
    game.waitForEvent("screen", [](const Json& e) { return e.value("name", "") == "editor"; });
    const Json editor =
        game.waitForEvent("editor", [](const Json& e) { return e.value("on", false); });
    EXPECT_EQ(editor.value("file", ""), level.string()) << editor.dump();
    game.waitForEvent("view");  // where the editor draws the map

    const auto [px, py] = centreOf(paletteItem(editor, "Wall"));
    game.clickAt(px, py);
    game.waitForEvent("tool", [](const Json& e) { return e.value("kind", "") == "wall"; });
    game.clickTile({5, 3});
    const Json edit = game.waitForEvent("edit");
    EXPECT_EQ(tileFromJson(edit.at("tile")), (TileRef{5, 3})) << edit.dump();
    EXPECT_EQ(edit.value("kind", ""), "wall") << edit.dump();

    game.key("ctrl+s");
    const Json saved = game.waitForEvent("saved");
    EXPECT_EQ(saved.value("file", ""), level.string()) << saved.dump();

    // The painted tile is a wall, and nothing else in the file moved.
    const std::string text = readFile(level);
    const Json file = Json::parse(text, nullptr, false);
    ASSERT_TRUE(file.is_object()) << text;
    EXPECT_EQ(file.at("tiles").at(3).get<std::string>(), "#..#.#.....#.......#") << text;
    std::string expected = original;
    expected.replace(expected.find(rowBefore), rowBefore.size(), rowAfter);
    EXPECT_EQ(text, expected);

    // P plays the edited level straight away.
    game.key("p");
    const Json loaded = game.waitForEvent("level_loaded");
    EXPECT_EQ(loaded.value("file", ""), level.string()) << loaded.dump();
    game.waitForEvent("screen", [](const Json& e) { return e.value("name", "") == "play"; });
    game.waitForEvent("view");  // the game's camera again
    game.clickTile({9, 3});
    const Json path = game.waitForEvent("path");
    EXPECT_EQ(tileFromJson(path.at("target")), (TileRef{9, 3})) << path.dump();
    EXPECT_EQ(path.value("status", ""), "found") << path.dump();
}

}  // namespace
}  // namespace catmaze::wintest
