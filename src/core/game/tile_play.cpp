#include "catmaze/game/tile_play.hpp"

#include <optional>
#include <utility>

#include "catmaze/search/landmark_grid.hpp"

namespace catmaze {

TilePlay::TilePlay(Level level, DiagonalMode diagonal, double stepSeconds)
    : session_(std::move(level), diagonal, stepSeconds) {}

void TilePlay::click(Vec2 point) {
    session_.clickTile(tileHolding(point));
}

void TilePlay::press(Offset direction) {
    session_.pressDirection(direction);
}

void TilePlay::update(double seconds) {
    session_.update(seconds);
}

void TilePlay::restart() {
    session_.restart();
    preview_.reset();
    previewKey_.clear();
}

void TilePlay::setPace(double stepSeconds, bool running) {
    session_.setStepSeconds(running ? kRunStepSeconds : stepSeconds);
}

std::shared_ptr<const SearchTrace> TilePlay::traceLastSearch(Tile goal) const {
    const CatGrid* grid = session_.lastSearchGrid();
    if (grid == nullptr)
        return nullptr;
    const JumpPointSearch<GridCost>& search = session_.lastJumpSearch();
    const GridSize size = grid->size();
    auto trace = std::make_shared<SearchTrace>();
    trace->jumped = search.lastSearchJumped();
    trace->expanded = search.lastExpandedCount();
    trace->goal = goal;
    for (const NodeId id : search.scannedCells()) {
        if (id >= 0 && id < size.cellCount())
            trace->scanned.push_back(size.tileAt(id));
    }
    const NodeId goalId = size.indexOf(goal);
    // h as the search saw it: with landmarks, their estimate (the larger of the grid's and theirs).
    std::optional<LandmarkGrid<GridCost>> withLandmarks;
    if (search.lastSearchUsedLandmarks())
        withLandmarks.emplace(*grid, *search.landmarks(), goalId);
    const auto estimate = [&](NodeId id) {
        return withLandmarks ? withLandmarks->estimateCost(id, goalId)
                             : grid->estimateCost(id, goalId);
    };
    for (NodeId id = 0; id < size.cellCount(); ++id) {
        const NodeVisit visit = search.engine().visitOf(id);
        if (visit == NodeVisit::Unseen)
            continue;
        trace->nodes.push_back({size.tileAt(id), visit == NodeVisit::Open,
                                search.engine().costSoFar(id), estimate(id)});
    }
    return trace;
}

std::vector<PlayEvent> TilePlay::takeEvents() {
    std::vector<PlayEvent> events = session_.takeEvents();
    // The session keeps only the last search: it belongs to the last route planned.
    for (auto it = events.rbegin(); it != events.rend(); ++it) {
        if (auto* route = std::get_if<play_event::RoutePlanned>(&*it)) {
            route->trace = traceLastSearch(route->targetTile);
            break;
        }
    }
    return events;
}

std::optional<RoutePreview> TilePlay::previewRoute(Vec2 point) {
    const Tile target = tileHolding(point);
    // A new preview only when the target or the cat changed: on big maps a search is not free.
    const CatState& cat = session_.cat();
    const Tile from = session_.stepTarget().value_or(cat.tile);
    std::vector<int> key = {target.col,
                            target.row,
                            from.col,
                            from.row,
                            cat.bones,
                            cat.steps,
                            static_cast<int>(cat.status),
                            static_cast<int>(session_.diagonal())};
    if (key != previewKey_ || !preview_) {
        previewKey_ = std::move(key);
        preview_ = session_.previewRoute(target);
    }
    return preview_;
}

std::optional<HintStart> TilePlay::hintStart() const {
    const CatState& cat = session_.cat();
    const Tile from = session_.stepTarget().value_or(cat.tile);
    return HintStart{from, cat.bones, session_.diagonal(), tileCentre(from)};
}

Vec2 TilePlay::catPosition() const {
    const Tile at = session_.cat().tile;
    Vec2 centre = tileCentre(at);
    if (const auto target = session_.stepTarget()) {
        const double p = session_.stepProgress();
        centre.x += (target->col - at.col) * p;
        centre.y += (target->row - at.row) * p;
    }
    return centre;
}

Vec2 TilePlay::facing() const {
    if (!session_.stepTarget())
        return {0, 1};  // standing, the cat turns to the player
    const Offset f = session_.facing();
    return {static_cast<double>(f.dcol), static_cast<double>(f.drow)};
}

std::optional<double> TilePlay::stride() const {
    if (!session_.stepTarget())
        return std::nullopt;
    return session_.stepProgress();
}

RouteAhead TilePlay::routeAhead() const {
    RouteAhead ahead{{}, true};
    if (const auto target = session_.stepTarget()) {
        ahead.points.push_back(tileCentre(*target));
        for (const Tile& t : session_.remainingPath())
            ahead.points.push_back(tileCentre(t));
    }
    return ahead;
}

std::optional<StepTally> TilePlay::stepTally() const {
    return StepTally{session_.cat().steps, session_.cat().cost};
}

}  // namespace catmaze
