#include "catmaze/game/play_session.hpp"

#include "catmaze/game/floor_play.hpp"
#include "catmaze/game/tile_play.hpp"

namespace catmaze {

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

std::unique_ptr<PlaySession> startPlay(const Level& level, DiagonalMode diagonal,
                                       double stepSeconds) {
    if (level.openFloor())
        return std::make_unique<FloorPlay>(level, diagonal);
    return std::make_unique<TilePlay>(level, diagonal, stepSeconds);
}

}  // namespace catmaze
