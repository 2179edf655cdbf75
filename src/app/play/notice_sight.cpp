// What a notice over the level in play should leave in sight: the cat first, then the level's
// objects (a hint whose notice hid the bone it sends the cat for was no help), then the hint's
// trail.

#include <algorithm>

#include "catmaze/game/open_floor.hpp"
#include "play/notice_sight.hpp"

#include "play/play_layout.hpp"

namespace catmaze::app {

namespace {

constexpr long kMostTilesLooked = 65536;

bool isObject(TileKind kind) {
    return kind == TileKind::Bone || kind == TileKind::Dog || kind == TileKind::Exit;
}

}  // namespace

std::array<std::vector<ScreenBox>, 3> inSight(const PlayModel& model, const Camera& camera,
                                              ScreenPoint windowSize) {
    const Level& level = model.session().board();
    const auto spriteOnScreen = [&](Vec2 centre) {
        return spriteBox(camera, centre, level.tileSize);
    };
    std::array<std::vector<ScreenBox>, 3> tiers;
    auto& [cat, objects, trail] = tiers;
    cat.push_back(spriteOnScreen(model.session().catPosition()));
    if (const std::optional<WinPlan>& shown = model.hint().shown()) {
        for (const Vec2 point : shown->points)
            trail.push_back(spriteOnScreen(point));
    }
    const Tile corner = camera.tileAt(0, 0);
    const Tile far = camera.tileAt(windowSize.x, windowSize.y);
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
