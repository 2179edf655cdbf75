#include "play/play_layout.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

namespace catmaze::app {

ScreenBox mapArea(float width, float height) {
    return {0, kHudTopBand, width, std::max(1.0f, height - kHudTopBand - kHudBottomBand)};
}

void fitToWindow(Camera& camera, float width, float height) {
    camera.setArea(mapArea(width, height), {width, height});
    camera.fit();
}

void frameCatAndExit(Camera& camera, const Level& board, Vec2 cat) {
    const float side = static_cast<float>(board.tileSize);
    // World pixels of the tile-sized sprites' top-left corners.
    const ScreenPoint catCorner{static_cast<float>(cat.x - 0.5) * side,
                                static_cast<float>(cat.y - 0.5) * side};
    std::optional<ScreenPoint> nearest;
    const auto far = [&catCorner](ScreenPoint p) {
        return std::hypot(p.x - catCorner.x, p.y - catCorner.y);
    };
    for (const Tile exit : board.find(TileKind::Exit)) {
        const ScreenPoint at =
            ScreenPoint{static_cast<float>(exit.col), static_cast<float>(exit.row)} * side;
        if (!nearest || far(at) < far(*nearest))
            nearest = at;
    }
    const ScreenPoint half{side / 2, side / 2};
    camera.frame(catCorner + half, nearest.value_or(catCorner) + half, side);
}

}  // namespace catmaze::app
