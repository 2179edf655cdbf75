#include "play/play_layout.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

namespace catmaze::app {

ScreenBox mapArea(float width, float height, UiScale scale) {
    return mapAreaBetween(hudLayout({width, height}, scale), width, height);
}

ScreenBox mapAreaBetween(const HudLayout& hud, float width, float height) {
    return {0, hud.topBand, width, std::max(1.0f, height - hud.topBand - hud.bottomBand)};
}

void fitToWindow(Camera& camera, float width, float height, UiScale scale) {
    camera.setArea(mapArea(width, height, scale), {width, height});
    camera.fit();
}

ScreenBox spriteBox(const Camera& camera, Vec2 centre, int tilePixels) {
    const float side = camera.tileOnScreen();
    const Vec2 corner = centre - Vec2{0.5, 0.5};
    const float tile = static_cast<float>(tilePixels);
    const ScreenPoint world{static_cast<float>(corner.x) * tile,
                            static_cast<float>(corner.y) * tile};
    const ScreenPoint at = camera.origin() + world * camera.zoom();
    return {at.x, at.y, side, side};
}

namespace {

// The centre of `tile` in world pixels.
ScreenPoint worldCentre(Tile tile, int tilePixels) {
    const float side = static_cast<float>(tilePixels);
    return {(static_cast<float>(tile.col) + 0.5f) * side,
            (static_cast<float>(tile.row) + 0.5f) * side};
}

}  // namespace

void keepInSight(Camera& camera, Tile tile, int tilePixels) {
    camera.reveal(worldCentre(tile, tilePixels), static_cast<float>(tilePixels) * 1.5f);
}

void zoomByKey(Camera& camera, PlayCommand command, std::optional<Tile> cursor, int tilePixels) {
    if (command != PlayCommand::ZoomIn && command != PlayCommand::ZoomOut)
        return;
    const ScreenBox area = camera.area();
    const ScreenPoint pivot =
        cursor ? camera.origin() + worldCentre(*cursor, tilePixels) * camera.zoom()
               : ScreenPoint{area.left + area.width / 2, area.top + area.height / 2};
    camera.zoomAt(command == PlayCommand::ZoomIn ? kZoomStep : 1 / kZoomStep, pivot);
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
