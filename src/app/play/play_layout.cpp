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

ScreenBox spriteBox(const Camera& camera, Vec2 centre, int tilePixels) {
    const float side = camera.tileOnScreen();
    const Vec2 corner = centre - Vec2{0.5, 0.5};
    const float tile = static_cast<float>(tilePixels);
    const ScreenPoint world{static_cast<float>(corner.x) * tile,
                            static_cast<float>(corner.y) * tile};
    const ScreenPoint at = camera.origin() + world * camera.zoom();
    return {at.x, at.y, side, side};
}

void cameraAfter(Camera& camera, PlayCommand command, std::optional<Tile> cursor, int tilePixels) {
    const float side = static_cast<float>(tilePixels);
    // The cursor's centre in world pixels.
    const std::optional<ScreenPoint> world =
        cursor ? std::optional(ScreenPoint{(static_cast<float>(cursor->col) + 0.5f) * side,
                                           (static_cast<float>(cursor->row) + 0.5f) * side})
               : std::nullopt;
    switch (command) {
        case PlayCommand::CursorUp:
        case PlayCommand::CursorDown:
        case PlayCommand::CursorLeft:
        case PlayCommand::CursorRight:
            if (world)
                camera.reveal(*world, side * 1.5f);  // its tile and one beyond
            return;
        case PlayCommand::ZoomIn:
        case PlayCommand::ZoomOut: {
            const ScreenBox area = camera.area();
            const ScreenPoint pivot =
                world ? camera.origin() + *world * camera.zoom()
                      : ScreenPoint{area.left + area.width / 2, area.top + area.height / 2};
            camera.zoomAt(command == PlayCommand::ZoomIn ? kZoomStep : 1 / kZoomStep, pivot);
            return;
        }
        default:
            return;
    }
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
