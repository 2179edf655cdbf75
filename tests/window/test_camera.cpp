/// \file
/// The camera on a map bigger than the window: a drag with the right or middle button pans it
/// (the map follows the mouse), the wheel zooms about the cursor (the map point under it stays
/// there). The camera's decisions (the first view, fitting between the HUD's bands) are
/// unit-tested: tests/unit/app/test_play_layout.cpp.

#include <cmath>
#include <string>

#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

struct View {
    double x = 0;  // window pixel of tile (0,0)'s top-left corner
    double y = 0;
    double tile = 0;  // a tile's side in window pixels
};

View viewOf(const Json& event) {
    return {event.at("origin").at(0).get<double>(), event.at("origin").at(1).get<double>(),
            event.at("tile").get<double>()};
}

/// A view event whose origin is (x, y), within a pixel.
Game::Predicate originAt(double x, double y) {
    return [x, y](const Json& e) {
        const View v = viewOf(e);
        return std::abs(v.x - x) <= 1 && std::abs(v.y - y) <= 1;
    };
}

TEST_F(WindowTest, ARightDragPansTheViewAndTheWheelZoomsAtTheCursor) {
    // The Great Dungeon (64x42 tiles of 32 px) in 800x600: the view starts on the cat, at the
    // map's east edge.
    Game& game = launchOn(sourceDir() / "levels" / "07-the-great-dungeon.json", 0.1);
    const View start = viewOf(game.latestView());

    // Dragging right and down by (150, 100) moves the map with the mouse.
    game.drag(3, 350, 250, 500, 350);
    const View panned =
        viewOf(game.waitFor("the view panned", originAt(start.x + 150, start.y + 100)));
    EXPECT_EQ(panned.tile, start.tile);

    // A middle-button drag back returns it.
    game.drag(2, 500, 350, 350, 250);
    game.waitFor("the view panned back", originAt(start.x, start.y));

    // One notch of the wheel at (600, 350) zooms in about that pixel.
    const double mapX = (600 - start.x) / start.tile;
    const double mapY = (350 - start.y) / start.tile;
    game.wheelAt(600, 350, true);
    const View zoomed = viewOf(game.waitFor(
        "the view zoomed", [&start](const Json& e) { return viewOf(e).tile > start.tile; }));
    EXPECT_NEAR((600 - zoomed.x) / zoomed.tile, mapX, 1.5 / zoomed.tile)
        << "the map point under the cursor moved sideways";
    EXPECT_NEAR((350 - zoomed.y) / zoomed.tile, mapY, 1.5 / zoomed.tile)
        << "the map point under the cursor moved up or down";
}

}  // namespace
}  // namespace catmaze::wintest
