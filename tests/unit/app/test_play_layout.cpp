// Where the level in play is shown (play/play_layout.hpp, play/camera.hpp): a small map fills the
// space between the HUD's bands and is fitted again when the window changes size; the first view
// of a wide map shows the cat and the exit when both fit.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "level_rows.hpp"
#include "play/play_layout.hpp"
#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

// The map's rectangle on screen through `camera`, for a map of `size` tiles of `tilePixels`.
ScreenBox mapOnScreen(const Camera& camera, GridSize size) {
    const ScreenPoint o = camera.origin();
    const float side = camera.tileOnScreen();
    return {o.x, o.y, static_cast<float>(size.width) * side,
            static_cast<float>(size.height) * side};
}

// The window pixel of `tile`'s centre through `camera`.
ScreenPoint centreOnScreen(const Camera& camera, Tile tile) {
    const float side = camera.tileOnScreen();
    return camera.origin() +
           ScreenPoint{static_cast<float>(tile.col) + 0.5f, static_cast<float>(tile.row) + 0.5f} *
               side;
}

TEST(PlayLayout, ASmallLevelIsFittedBetweenTheHudBandsAndFittedAgainOnResize) {
    // open_room.json is 9 x 7 tiles; the HUD keeps 36 px at the top and 48 px at the bottom.
    const Level level = loadPlayLevel(playLevelPath("open_room.json"));
    Camera camera;
    camera.setMap(level.size, level.tileSize);
    for (const auto& [width, height] : {std::pair{800.0f, 600.0f}, {1000.0f, 760.0f}}) {
        fitToWindow(camera, width, height);
        frameCatAndExit(camera, level, tileCentre(level.catStart()));
        const ScreenBox map = mapOnScreen(camera, level.size);
        EXPECT_GE(map.top, 36.0 - 0.5) << width;
        EXPECT_LE(map.top + map.height, height - 48.0 + 0.5) << width;  // half a pixel of rounding
        EXPECT_GE(map.height, 0.85 * (height - 36 - 48)) << "not a stamp in a black field";
        EXPECT_GE(map.left, 0.0);
        EXPECT_LE(map.left + map.width, width);
    }
    EXPECT_GT(camera.tileOnScreen(), 80) << "96 px a tile at 1000 x 760";
}

TEST(PlayLayout, TheFirstViewShowsTheCatAndTheExitWhenBothFit) {
    // 60 tiles wide: at 32 px the 800-px window shows 25. The cat (30) and the exit (48) are 18
    // apart, so both fit, but a view centred on the cat would leave the exit out.
    std::vector<std::string> rows(20, '#' + std::string(58, '.') + '#');
    rows.front() = rows.back() = std::string(60, '#');
    rows[10][30] = 'C';
    rows[10][48] = 'E';
    const Level level = test::levelFrom(rows);
    Camera camera;
    camera.setMap(level.size, level.tileSize);
    fitToWindow(camera, 800, 600);
    frameCatAndExit(camera, level, tileCentre(level.catStart()));
    for (const Tile tile : {Tile{30, 10}, Tile{48, 10}}) {
        const ScreenPoint at = centreOnScreen(camera, tile);
        EXPECT_TRUE(at.x > 0 && at.x < 800 && at.y > 0 && at.y < 600)
            << "tile " << toString(tile) << " is drawn at (" << at.x << ", " << at.y
            << "), outside the window";
    }

    // Too far apart to fit: the view is on the cat.
    rows[10][48] = '.';
    rows[10][58] = 'E';
    rows[10][30] = '.';
    rows[10][1] = 'C';
    const Level apart = test::levelFrom(rows);
    camera.setMap(apart.size, apart.tileSize);
    fitToWindow(camera, 800, 600);
    frameCatAndExit(camera, apart, tileCentre(apart.catStart()));
    const ScreenPoint cat = centreOnScreen(camera, {1, 10});
    EXPECT_TRUE(cat.x > 0 && cat.x < 800) << cat.x;
    EXPECT_GT(centreOnScreen(camera, {58, 10}).x, 800);
}

}  // namespace
}  // namespace catmaze::app
