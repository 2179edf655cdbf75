/// \file
/// Settings changed like a player changes them (Esc, click "Settings", click "Diagonal
/// movement") change the next path, are written to the settings file, and are back after the
/// game is started again.

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

/// True when some move of the path (from `start`) changes both the column and the row.
bool hasDiagonalMove(TileRef start, const std::vector<TileRef>& tiles) {
    TileRef at = start;
    for (const TileRef& next : tiles) {
        if (next.col != at.col && next.row != at.row)
            return true;
        at = next;
    }
    return false;
}

/// Every move of the path (from `start`) goes to one of the 8 neighbours.
bool isConnected(TileRef start, const std::vector<TileRef>& tiles) {
    TileRef at = start;
    for (const TileRef& next : tiles) {
        if (std::abs(next.col - at.col) > 1 || std::abs(next.row - at.row) > 1 || next == at) {
            return false;
        }
        at = next;
    }
    return true;
}

/// Clicks `to` and returns the path event; waits until the cat has arrived.
Json walk(Game& game, TileRef to) {
    game.clickTile(to);
    EXPECT_EQ(tileOf(game.waitForEvent("click")), to);
    const Json path = game.waitForEvent("path");
    game.waitForEvent("step", [to](const Json& e) { return tileOf(e) == to; });
    return path;
}

/// The value shown for a menu item, as JSON (for messages).
Json itemValue(const Json& menu, const std::string& label) {
    for (const Json& item : menu.at("items")) {
        if (item.value("label", "") == label)
            return item.contains("value") ? item["value"] : Json();
    }
    return Json();
}

/// True when a menu item's value reads as "on".
bool isOn(const Json& value) {
    if (value.is_boolean())
        return value.get<bool>();
    if (value.is_string()) {
        const std::string s = value.get<std::string>();
        return s == "on" || s == "On" || s == "ON" || s == "true" || s == "yes";
    }
    return false;
}

/// True for a screen event of a menu screen (pause, settings, levels ...), false for play.
bool isMenuScreen(const Json& e) {
    const std::string name = e.value("name", "");
    for (const char* menu :
         {"pause", "settings", "levels", "menu", "Pause", "Settings", "Levels"}) {
        if (name.find(menu) != std::string::npos)
            return true;
    }
    return false;
}

/// Presses Escape until a screen event says the game is being played again.
void backToPlay(Game& game) {
    for (int i = 0; i < 3; ++i) {
        game.key("Escape");
        const Json screen = game.waitForEvent("screen");
        if (!isMenuScreen(screen))
            return;
    }
    throw HarnessError("Escape did not lead back to the game\n" + game.diagnostics());
}

TEST_F(WindowTest, DiagonalSettingFromTheMenuChangesThePathAndIsKeptAfterARestart) {
    // open_room.json: a room with one pillar at (4,3); the cat starts at (1,1).
    const auto level = testLevel("open_room.json");
    const TileRef start{1, 1};
    const TileRef target{6, 4};
    const ToolPath straight = toolPath(level, start, target, false);
    const ToolPath diagonal = toolPath(level, start, target, true);
    ASSERT_LT(diagonal.cost, straight.cost) << "the level must reward diagonal moves";

    Game& game = launchOn(level, 0.1, /*diagonal=*/false);
    {
        const Json path = walk(game, target);
        EXPECT_EQ(path.at("cost").get<long long>(), straight.cost) << path.dump();
        EXPECT_FALSE(hasDiagonalMove(start, tilesFromJson(path.at("tiles")))) << path.dump();
    }
    game.key("r");
    game.waitForEvent("restart");

    // Like a player: Esc, "Settings", "Diagonal movement".
    game.key("Escape");
    game.clickMenuItem("Settings");
    const Json before = game.clickMenuItem("Diagonal movement");
    EXPECT_FALSE(isOn(itemValue(before, "Diagonal movement"))) << before.dump();
    const Json changed = game.waitForEvent("settings");
    const Json keys = changed.contains("changed") ? changed["changed"] : changed;
    const bool mentionsDiagonal =
        (keys.is_object() && keys.contains("diagonal")) ||
        (keys.is_array() && std::find(keys.begin(), keys.end(), Json("diagonal")) != keys.end());
    EXPECT_TRUE(mentionsDiagonal) << changed.dump();
    game.waitForEvent("menu",
                      [](const Json& e) { return isOn(itemValue(e, "Diagonal movement")); });
    backToPlay(game);

    {
        const Json path = walk(game, target);
        EXPECT_EQ(path.at("cost").get<long long>(), diagonal.cost)
            << "expected the diagonal path the level tool finds with --diagonal\n  game: "
            << path.dump() << "\n  tool: " << diagonal.raw.dump();
        const std::vector<TileRef> tiles = tilesFromJson(path.at("tiles"));
        EXPECT_TRUE(hasDiagonalMove(start, tiles)) << path.dump();
        EXPECT_TRUE(isConnected(start, tiles)) << path.dump();
        EXPECT_EQ(tiles.size(), diagonal.tiles.size()) << path.dump();
    }

    // Quit from the pause menu, which asks first (issue 18 section 5).
    game.key("Escape");
    game.clickMenuItem("Quit");
    const Json ask = game.clickMenuItem("Quit");
    EXPECT_EQ(ask.value("title", ""), "Quit CatMaze?") << ask.dump();
    game.waitForEvent("quit");
    const auto status = game.waitExit(Seconds(15));
    ASSERT_TRUE(status) << "the game did not exit after Quit\n" << game.diagnostics();
    EXPECT_EQ(describeWaitStatus(*status), "exit code 0") << game.diagnostics();

    const Json saved = Json::parse(readFile(settingsFile()), nullptr, false);
    ASSERT_TRUE(saved.is_object()) << "settings file:\n" << readFile(settingsFile());
    EXPECT_EQ(saved.value("diagonal", std::string()), "no-corner-cutting") << saved.dump();
    EXPECT_EQ(saved.value("stepSeconds", 0.0), 0.1)
        << "other settings must be kept: " << saved.dump();

    // Start again with the same settings file (not rewritten) and no --diagonal option.
    GameOptions again;
    again.level = level;
    again.settingsFile = settingsFile();
    Game& second = launchAndAttach(again);
    {
        const Json path = walk(second, target);
        EXPECT_EQ(path.at("cost").get<long long>(), diagonal.cost) << path.dump();
        EXPECT_TRUE(hasDiagonalMove(start, tilesFromJson(path.at("tiles")))) << path.dump();
    }

    // Closing the window (as a window manager asks) ends the game cleanly too.
    second.requestClose();
    const auto closed = second.waitExit(Seconds(15));
    ASSERT_TRUE(closed) << "the game did not exit when its window was closed\n"
                        << second.diagnostics();
    EXPECT_EQ(describeWaitStatus(*closed), "exit code 0") << second.diagnostics();
    second.poll();
    EXPECT_EQ(second.events().back().value("event", ""), "quit") << second.diagnostics();
}

}  // namespace
}  // namespace catmaze::wintest
