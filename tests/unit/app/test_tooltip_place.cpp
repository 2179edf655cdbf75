// placeBesideTile (src/app/ui/tooltip_place.hpp): the overlay's g/h/f box never covers the tile
// under the mouse, and stays in the window when it fits.

#include <gtest/gtest.h>

#include "ui/tooltip_place.hpp"

namespace catmaze::app {
namespace {

TEST(PlaceBesideTile, BelowRightWhenThereIsRoom) {
    const ScreenBox window{0, 0, 800, 600};
    const ScreenBox tile{100, 100, 32, 32};
    const ScreenBox box = placeBesideTile(tile, 120, 26, window);
    EXPECT_FLOAT_EQ(box.left, 138);
    EXPECT_FLOAT_EQ(box.top, 138);
}

TEST(PlaceBesideTile, FlipsAtTheWindowsEdges) {
    const ScreenBox window{0, 0, 800, 600};
    // Bottom-right corner: the box goes above-left.
    const ScreenBox corner = placeBesideTile({770, 570, 32, 32}, 120, 26, window);
    EXPECT_LT(corner.left + corner.width, 770);
    EXPECT_LT(corner.top + corner.height, 570);
}

TEST(PlaceBesideTile, NeverCoversTheHoveredTileAnywhereOnScreen) {
    const ScreenBox window{0, 0, 640, 480};
    // Tiles of every zoom at every place, the box as wide as the g/h/f text gets.
    for (const float side : {4.0f, 16.0f, 32.0f, 96.0f, 300.0f}) {
        for (float x = -side / 2; x < window.width; x += 17) {
            for (float y = -side / 2; y < window.height; y += 13) {
                const ScreenBox tile{x, y, side, side};
                const ScreenBox box = placeBesideTile(tile, 170, 26, window);
                ASSERT_FALSE(box.overlaps(tile)) << "tile at " << x << "," << y << " side " << side;
                if (side <= 96) {
                    ASSERT_TRUE(box.inside(window)) << "tile at " << x << "," << y;
                }
            }
        }
    }
}

TEST(PlaceBesideTile, AHugeTileStillLeavesTheBoxOffIt) {
    // Zoomed in so far that the tile fills the window but for a strip at the top.
    const ScreenBox window{0, 0, 640, 480};
    const ScreenBox tile{-100, 40, 900, 900};
    const ScreenBox box = placeBesideTile(tile, 170, 26, window);
    EXPECT_FALSE(box.overlaps(tile));
    EXPECT_TRUE(box.inside(window));
}

}  // namespace
}  // namespace catmaze::app
