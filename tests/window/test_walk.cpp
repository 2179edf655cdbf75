/// \file
/// A click walks the cat in the real window: the cheapest path (checked against the level tool),
/// one step event per tile in order, a bone and a dog on the way, the win. The rest of walking
/// (a loss, a click mid-step, undo) is decided by the play model:
/// tests/unit/app/test_play_walk.cpp.

#include <algorithm>
#include <string>
#include <vector>

#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

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

}  // namespace
}  // namespace catmaze::wintest
