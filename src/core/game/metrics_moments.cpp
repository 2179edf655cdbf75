#include "metrics_moments.hpp"

#include <cstddef>

namespace catmaze::metrics {

Moment momentOf(const GameSession& session) {
    const CatState& cat = session.cat();
    return {session.planningBoard(), cat.tile, cat.bones, cat.cost, cat.tick, cat.status};
}

void walkTick(GameSession& session, Tile next) {
    const Tile from = session.cat().tile;
    if (next == from)
        session.wait();
    else
        session.pressDirection({next.col - from.col, next.row - from.row});
    session.update(session.stepSeconds());
    session.takeEvents();  // nobody reads them: keep the session small to copy
}

void finishWalk(GameSession& session) {
    // The step under way and the rest of the path: nothing is asked on the way, so no more.
    const std::size_t ticks = session.remainingPath().size() + 1;
    for (std::size_t i = 0;
         i < ticks && session.moving() && session.cat().status == GameStatus::Playing; ++i) {
        session.update(session.stepSeconds());
    }
    session.takeEvents();
}

std::vector<Moment> momentsAlong(const Level& level, const std::vector<Tile>& route,
                                 DiagonalMode diagonal) {
    std::vector<Moment> moments;
    moments.reserve(route.size() + 1);
    GameSession session(level, diagonal);
    for (std::size_t i = 0;; ++i) {
        moments.push_back(momentOf(session));
        if (i == route.size())
            return moments;
        walkTick(session, route[i]);
    }
}

}  // namespace catmaze::metrics
