// What a notice over the level in play should leave in sight: the cat first, then the level's
// objects (a hint whose notice hid the bone it sends the cat for was no help), then the hint's
// trail.

#include <algorithm>

#include "catmaze/game/open_floor.hpp"
#include "play/level_play.hpp"

namespace catmaze::app {

namespace {

constexpr long kMostTilesLooked = 65536;

bool isObject(TileKind kind) {
    return kind == TileKind::Bone || kind == TileKind::Dog || kind == TileKind::Exit;
}

}  // namespace

std::array<std::vector<sf::FloatRect>, 3> LevelPlay::inSight(sf::Vector2f windowSize) const {
    std::array<std::vector<sf::FloatRect>, 3> tiers;
    auto& [cat, objects, trail] = tiers;
    cat.push_back(spriteOnScreen(model_.session().catPosition()));
    if (const std::optional<WinPlan>& shown = model_.hint().shown()) {
        for (const Vec2 point : shown->points)
            trail.push_back(spriteOnScreen(point));
    }
    const Level& level = board();
    const Tile corner = camera_.tileAt(0, 0);
    const Tile far = camera_.tileAt(windowSize.x, windowSize.y);
    const int left = std::max(corner.col, 0);
    const int top = std::max(corner.row, 0);
    const int right = std::min(far.col, level.size.width - 1);
    const int bottom = std::min(far.row, level.size.height - 1);
    if (right < left || bottom < top ||
        static_cast<long>(right - left + 1) * (bottom - top + 1) > kMostTilesLooked)
        return tiers;
    for (int row = top; row <= bottom; ++row) {
        for (int col = left; col <= right; ++col) {
            if (isObject(level.at({col, row})))
                objects.push_back(spriteOnScreen(tileCentre({col, row})));
        }
    }
    return tiers;
}

}  // namespace catmaze::app
