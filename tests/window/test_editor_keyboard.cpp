/// \file
/// The level editor with keys alone in the real window (issue 37): E opens it on the level being
/// played, 2 chooses the wall, IJKL walk the tile cursor to a floor tile, Enter paints it, and
/// Ctrl+S writes the file (only that row changes, byte for byte). What each key means (the
/// obstacle and patrol tools, the held key, the help line) is unit-tested through the editor
/// model: tests/unit/app/test_editor_keys.cpp.

#include <string>

#include "menu_events.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

TEST_F(WindowTest, EditorPaintsAWallAtItsCursorAndSavesWithKeysAlone) {
    // A copy of a campaign level (20 x 7), so saving changes nothing in the source tree.
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
    game.waitForEvent("editor", [](const Json& e) { return e.value("on", false); });
    game.key("2");
    game.waitForEvent("tool", [](const Json& e) { return e.value("kind", "") == "wall"; });

    // The cursor to the top-left corner (it stops at the edges), then to (5,3).
    for (int i = 0; i < 20; ++i)
        game.key("j");
    for (int i = 0; i < 7; ++i)
        game.key("i");
    for (int i = 0; i < 5; ++i)
        game.key("l");
    for (int i = 0; i < 3; ++i)
        game.key("k");
    game.key("Return");
    const Json edit = game.waitForEvent("edit");
    EXPECT_EQ(tileFromJson(edit.at("tile")), (TileRef{5, 3})) << edit.dump();
    EXPECT_EQ(edit.value("kind", ""), "wall") << edit.dump();

    game.key("ctrl+s");
    const Json saved = game.waitForEvent("saved");
    EXPECT_EQ(saved.value("file", ""), level.string()) << saved.dump();
    std::string expected = original;
    expected.replace(expected.find(rowBefore), rowBefore.size(), rowAfter);
    EXPECT_EQ(readFile(level), expected);
}

}  // namespace
}  // namespace catmaze::wintest
