/// \file
/// Clicking makes the cat walk: the cheapest path (checked against the level tool), one step
/// event per tile in order, bones and dogs on the way, and a click mid-walk that takes over when
/// the step under way ends.

#include <algorithm>
#include <string>
#include <vector>

#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

/// A predicate matching events whose tile is `tile`.
Game::Predicate onTile(TileRef tile) {
    return [tile](const Json& e) { return e.contains("tile") && tileOf(e) == tile; };
}

/// The events named in `names`, as "name(col,row)" strings (tile left out when absent).
std::vector<std::string> timeline(const std::vector<Json>& events,
                                  const std::vector<std::string>& names) {
    std::vector<std::string> out;
    for (const Json& e : events) {
        const std::string name = e.value("event", "");
        if (std::find(names.begin(), names.end(), name) == names.end())
            continue;
        out.push_back(e.contains("tile") ? name + toString(tileOf(e)) : name);
    }
    return out;
}

/// Clicks `to` and checks the whole walk from `from`: the click event, a path event with the
/// level tool's cost (and tiles, on levels where the cheapest path is unique), then one step
/// event per path tile, in order. Returns the path's tiles.
std::vector<TileRef> clickAndWalk(Game& game, const std::filesystem::path& level, TileRef from,
                                  TileRef to, bool diagonal) {
    const ToolPath expected = toolPath(level, from, to, diagonal);
    EXPECT_EQ(expected.status, "found") << expected.raw.dump();

    game.clickTile(to);
    const Json click = game.waitForEvent("click");
    EXPECT_EQ(tileOf(click), to) << "the click landed on another tile: " << click.dump();
    const Json path = game.waitForEvent("path");
    EXPECT_EQ(path.value("status", ""), "found") << path.dump();
    EXPECT_EQ(path.at("cost").get<long long>(), expected.cost)
        << "the game's path is not the cheapest one the level tool finds\n  game: " << path.dump()
        << "\n  tool: " << expected.raw.dump();
    const std::vector<TileRef> tiles = tilesFromJson(path.at("tiles"));
    EXPECT_EQ(toString(tiles), toString(expected.tiles))
        << "the cheapest path is unique on this level";

    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const Json step = game.waitForEvent("step");
        EXPECT_EQ(tileOf(step), tiles[i]) << "step " << i << " left the planned path";
    }
    return tiles;
}

TEST_F(WindowTest, ClickWalksCheapestPathPicksBoneThenBribesDogAndWins) {
    // bone_before_dog.json: the bone (3,3) is in a side room; the only way to the exit (11,5)
    // passes the dog (11,4).
    const auto level = testLevel("bone_before_dog.json");
    Game& game = launchOn(level, 0.1);

    const auto loadedAt =
        std::find_if(game.events().begin(), game.events().end(),
                     [](const Json& e) { return e.value("event", "") == "level_loaded"; });
    ASSERT_NE(loadedAt, game.events().end()) << game.diagnostics();
    const Json loaded = *loadedAt;
    EXPECT_EQ(loaded.value("name", ""), "Bone Before Dog");
    EXPECT_EQ(loaded.value("width", 0), 13);
    EXPECT_EQ(loaded.value("height", 0), 7);
    EXPECT_EQ(tileFromJson(loaded.at("cat")), (TileRef{1, 1}));
    EXPECT_EQ(std::filesystem::path(loaded.value("file", "")).filename(), level.filename());
    EXPECT_EQ(game.windowTitle(), "CatMaze — Bone Before Dog");

    const std::size_t walkStart = game.cursor();
    clickAndWalk(game, level, {1, 1}, {3, 3}, false);
    clickAndWalk(game, level, {3, 3}, {11, 5}, false);
    game.waitForEvent("won");

    // The rules fired in this order, each on arrival at its tile (next to the step event onto
    // it), and nothing else happened.
    const std::vector<Json> walk(
        game.events().begin() + static_cast<std::ptrdiff_t>(walkStart),
        game.events().begin() + static_cast<std::ptrdiff_t>(game.cursor()));
    EXPECT_EQ(timeline(walk, {"bone", "dog_bribed", "eaten", "won", "lost"}),
              (std::vector<std::string>{"bone(3,3)", "dog_bribed(11,4)", "won"}))
        << game.diagnostics();
    for (const Json& e : walk) {
        if (e.value("event", "") == "bone") {
            EXPECT_EQ(e.value("bones", -1), 1) << e.dump();
        }
        if (e.value("event", "") == "dog_bribed") {
            EXPECT_EQ(e.value("bones", -1), 0) << e.dump();
        }
    }
    const std::vector<std::string> steps = timeline(walk, {"step", "bone", "dog_bribed"});
    for (const auto& [rule, step] : {std::pair<std::string, std::string>{"bone(3,3)", "step(3,3)"},
                                     {"dog_bribed(11,4)", "step(11,4)"}}) {
        const auto at = std::find(steps.begin(), steps.end(), rule);
        ASSERT_NE(at, steps.end()) << rule;
        const bool besideItsStep = (at != steps.begin() && *(at - 1) == step) ||
                                   (at + 1 != steps.end() && *(at + 1) == step);
        EXPECT_TRUE(besideItsStep) << rule << " did not happen on arrival at its tile\n"
                                   << game.diagnostics();
    }
}

TEST_F(WindowTest, WalkingOntoTheDogWithoutABoneLoses) {
    const auto level = testLevel("bone_before_dog.json");
    Game& game = launchOn(level, 0.1);
    const ToolPath toExit = toolPath(level, {1, 1}, {11, 5}, false);

    game.clickTile({11, 5});
    const Json path = game.waitForEvent("path");
    EXPECT_EQ(path.at("cost").get<long long>(), toExit.cost) << path.dump();
    const Json eaten = game.waitForEvent("eaten");
    EXPECT_EQ(tileOf(eaten), (TileRef{11, 4}));
    game.waitForEvent("lost");
    EXPECT_FALSE(game.watchFor("won", Seconds(0.5))) << game.diagnostics();

    // R starts the level again: the cat can walk from its start once more.
    game.key("r");
    game.waitForEvent("restart");
    clickAndWalk(game, level, {1, 1}, {3, 3}, false);
}

TEST_F(WindowTest, ClickDuringAStepRedirectsTheCatWhenTheStepEnds) {
    // corridor.json: one row of floor, the cat at (1,1). Slow steps leave time to click mid-step.
    const auto level = testLevel("corridor.json");
    Game& game = launchOn(level, 0.5);

    game.clickTile({13, 1});
    const Json first = game.waitForEvent("path");
    const std::vector<TileRef> firstTiles = tilesFromJson(first.at("tiles"));
    ASSERT_GE(firstTiles.size(), 3u) << first.dump();
    ASSERT_EQ(firstTiles[0], (TileRef{2, 1}));
    ASSERT_EQ(firstTiles[1], (TileRef{3, 1}));

    // The first step ends; the second, to (3,1), is under way for 0.5 s: click back at (1,1).
    game.waitForEvent("step", onTile({2, 1}));
    const std::size_t midStep = game.cursor();
    game.clickTile({1, 1}, /*settle=*/false);
    game.waitForEvent("step", onTile({1, 1}), Seconds(20));

    const std::vector<Json> after(
        game.events().begin() + static_cast<std::ptrdiff_t>(midStep),
        game.events().begin() + static_cast<std::ptrdiff_t>(game.cursor()));
    const std::vector<std::string> seen = timeline(after, {"click", "step"});
    ASSERT_FALSE(seen.empty());
    ASSERT_EQ(seen.front(), "click(1,1)")
        << "the click was not handled before the step under way ended (machine too slow?)\n"
        << game.diagnostics();
    // The step under way completes first, then the cat turns back: never further right.
    EXPECT_EQ(seen, (std::vector<std::string>{"click(1,1)", "step(3,1)", "step(2,1)", "step(1,1)"}))
        << game.diagnostics();

    // The new path was planned from (3,1), where the interrupted step ended.
    const ToolPath back = toolPath(level, {3, 1}, {1, 1}, false);
    bool found = false;
    for (const Json& e : after) {
        if (e.value("event", "") != "path")
            continue;
        found = true;
        EXPECT_EQ(e.at("cost").get<long long>(), back.cost) << e.dump();
        EXPECT_EQ(toString(tilesFromJson(e.at("tiles"))), toString(back.tiles)) << e.dump();
    }
    EXPECT_TRUE(found) << "no path event for the second click\n" << game.diagnostics();
    // And the cat stays there.
    EXPECT_FALSE(game.watchFor("step", Seconds(1.2))) << game.diagnostics();
}

}  // namespace
}  // namespace catmaze::wintest
