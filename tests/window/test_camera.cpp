/// \file
/// The camera on a map bigger than the window: a drag with the right or middle button pans it
/// (the map follows the mouse), the wheel zooms about the cursor (the map point under it stays
/// there), and the first view shows the cat together with the exit when both fit.

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

/// A level `width` x 20 tiles with the cat at column `catCol` and the exit at `exitCol`, row 10.
std::string wideLevel(int width, int catCol, int exitCol) {
    std::string rows;
    for (int r = 0; r < 20; ++r) {
        std::string row(static_cast<std::size_t>(width), '.');
        if (r == 0 || r == 19)
            row.assign(static_cast<std::size_t>(width), '#');
        row.front() = row.back() = '#';
        if (r == 10) {
            row[static_cast<std::size_t>(catCol)] = 'C';
            row[static_cast<std::size_t>(exitCol)] = 'E';
        }
        rows += std::string(rows.empty() ? "" : ",\n") + "    \"" + row + "\"";
    }
    return "{\n  \"name\": \"Wide\",\n  \"version\": 1,\n  \"tiles\": [\n" + rows + "\n  ]\n}\n";
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

TEST_F(WindowTest, TheFirstViewShowsTheCatAndTheExitWhenBothFit) {
    // 60 tiles wide: at 32 px the 800-px window shows 25. The cat (30) and the exit (48) are 18
    // apart, so both fit, but a view centred on the cat would leave the exit out.
    const auto level = dir() / "wide.json";
    writeFile(level, wideLevel(60, 30, 48));
    Game& game = launchOn(level, 0.1);
    const auto [width, height] = game.windowSize();
    for (const TileRef tile : {TileRef{30, 10}, TileRef{48, 10}}) {
        const auto [x, y] = game.tileCentre(tile);
        EXPECT_TRUE(x > 0 && x < width && y > 0 && y < height)
            << "tile " << toString(tile) << " is drawn at (" << x << ", " << y
            << "), outside the window\n"
            << game.diagnostics();
    }
}

}  // namespace
}  // namespace catmaze::wintest
