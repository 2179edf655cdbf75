#include "catmaze/game/play_event.hpp"

#include <algorithm>
#include <cmath>

namespace catmaze {

Vec2 tileCentre(Tile t) {
    return {t.col + 0.5, t.row + 0.5};
}

Tile tileHolding(Vec2 point) {
    return {static_cast<int>(std::floor(point.x)), static_cast<int>(std::floor(point.y))};
}

const char* toString(RefuseReason reason) {
    switch (reason) {
        case RefuseReason::Wall:
            return "wall";
        case RefuseReason::OutsideMap:
            return "outside the map";
        case RefuseReason::NoPath:
            return "no path";
        case RefuseReason::GameOver:
            return "game over";
    }
    return "game over";
}

const SearchTrace::Node* SearchTrace::nodeAt(Tile tile) const {
    // Row-major order: a binary search, as the overlay asks once a frame under the mouse.
    const auto before = [](const Node& n, Tile t) {
        return n.tile.row < t.row || (n.tile.row == t.row && n.tile.col < t.col);
    };
    const auto it = std::lower_bound(nodes.begin(), nodes.end(), tile, before);
    return it != nodes.end() && it->tile == tile ? &*it : nullptr;
}

}  // namespace catmaze
