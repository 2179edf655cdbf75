#include "catmaze/game/play_session.hpp"

#include <algorithm>
#include <cmath>

#include "catmaze/game/floor_play.hpp"
#include "catmaze/game/tile_play.hpp"

namespace catmaze {

const SearchTrace::Node* SearchTrace::nodeAt(Tile tile) const {
    // Row-major order: a binary search, as the overlay asks once a frame under the mouse.
    const auto before = [](const Node& n, Tile t) {
        return n.tile.row < t.row || (n.tile.row == t.row && n.tile.col < t.col);
    };
    const auto it = std::lower_bound(nodes.begin(), nodes.end(), tile, before);
    return it != nodes.end() && it->tile == tile ? &*it : nullptr;
}

std::string describe(RefuseReason reason) {
    RoutePreview preview;
    switch (reason) {
        case RefuseReason::Wall:
            preview.status = PreviewStatus::Wall;
            return describe(preview);
        case RefuseReason::NoPath:
            preview.status = PreviewStatus::NoPath;
            return describe(preview);
        case RefuseReason::OutsideMap:
            return "Outside the map: the cat cannot go there";
        case RefuseReason::GameOver:
            return "";
    }
    return "";
}

Tile tileHolding(Vec2 point) {
    return {static_cast<int>(std::floor(point.x)), static_cast<int>(std::floor(point.y))};
}

std::unique_ptr<PlaySession> startPlay(const Level& level, DiagonalMode diagonal,
                                       double stepSeconds) {
    if (level.openFloor())
        return std::make_unique<FloorPlay>(level, diagonal);
    return std::make_unique<TilePlay>(level, diagonal, stepSeconds);
}

}  // namespace catmaze
