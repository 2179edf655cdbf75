// GameSession on a level with patrols (issue 36): the wait, and a click planned through time as
// the cheapest route over (tile, tick), waits allowed, with the patrolling dogs still there as the
// movers of a SpaceTimeGrid (the library's space-time A*, docs/SPACE_TIME.md).

#include <memory>
#include <stdexcept>
#include <utility>

#include "catmaze/game/game.hpp"
#include "catmaze/search/space_time_grid.hpp"
#include "route_events.hpp"
#include "time_search_recorder.hpp"

namespace catmaze {

Level GameSession::planningBoard() const {
    Level level = board_;
    if (!patrols_.any())
        return level;
    level.patrols.clear();
    for (std::size_t dog = 0; dog < patrols_.rounds().count(); ++dog) {
        if (!patrols_.present(dog))
            continue;
        const Patrol& round = patrols_.rounds().round(dog);
        level.set(round.tiles.front(), TileKind::Dog);
        level.patrols.push_back(round);
    }
    return level;
}

void GameSession::wait() {
    if (!patrols_.any())
        return;  // nothing moves: a wait would only cost
    const Tile here = stepTarget_.value_or(cat_.tile);
    if (cat_.status != GameStatus::Playing) {
        events_.emplace_back(refusal(here, RefuseReason::GameOver));
        return;
    }
    const Request request{false, true, here, Offset{}};
    if (stepTarget_) {
        pending_ = request;
        return;
    }
    handle(request);
}

SpaceTimePath<GridCost> GameSession::searchThroughTime(AStar<GridCost>& engine,
                                                       const PatrolDogs& dogs, Tile from,
                                                       std::int64_t tick, Tile to,
                                                       SearchTrace* trace) const {
    SpaceTimePath<GridCost> none;
    none.status = PathStatus::NoPath;
    std::unique_ptr<SpaceTimeGrid<GridCost>> world;
    try {
        world = std::make_unique<SpaceTimeGrid<GridCost>>(grid_, dogs.movers());
    } catch (const std::invalid_argument&) {
        return none;  // too many moments to plan through (SpaceTimeGrid's limits): no route
    }
    if (trace)
        trace->period = world->period();
    if (!trace || !recordSearches_) {
        SpaceTimePath<GridCost> found = findSpaceTimePath(engine, *world, from, tick, to);
        if (trace)
            trace->expanded = found.expandedCount;
        return found;
    }
    TimeSearchRecorder recorder(grid_.nodeCount());
    SpaceTimePath<GridCost> found = findSpaceTimePath(engine, *world, from, tick, to, {}, recorder);
    trace->nodes = recorder.nodes(grid_.size());
    trace->expanded = found.expandedCount;
    return found;
}

void GameSession::planThroughTime(Tile target) {
    auto trace = std::make_shared<SearchTrace>();
    const SpaceTimePath<GridCost> found =
        searchThroughTime(timeEngine_, patrols_, cat_.tile, cat_.tick, target, trace.get());
    trace->goal = target;
    searched_ = true;
    path_.clear();
    for (const SpaceTimeStep& step : found.steps)
        path_.push_back(step.tile);
    play_event::RoutePlanned route =
        routePlanned(cat_.tile, target, found.status, found.cost, path_);
    for (const SpaceTimeStep& step : found.steps) {
        route.ticks.push_back(step.tick);
        route.waits += step.wait ? 1 : 0;
    }
    route.trace = std::move(trace);
    events_.emplace_back(std::move(route));
    if (found.status != PathStatus::Found) {
        path_.clear();
        events_.emplace_back(refusal(target, RefuseReason::NoPath));
        return;
    }
    startNextStep();
}

}  // namespace catmaze
