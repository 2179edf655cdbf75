// GameSession::previewRoute: the route a click would plan, walked under the rules on a copy of
// the board, so the preview and the real walk share resolveArrival (each rule written once).

#include "catmaze/game/route_preview.hpp"

#include <cmath>

#include "catmaze/game/game.hpp"
#include "catmaze/game/open_floor.hpp"

namespace catmaze {

const char* toString(PreviewStatus status) {
    switch (status) {
        case PreviewStatus::Walk:
            return "walk";
        case PreviewStatus::AlreadyThere:
            return "already there";
        case PreviewStatus::Wall:
            return "wall";
        case PreviewStatus::OutsideMap:
            return "outside the map";
        case PreviewStatus::NoPath:
            return "no path";
        case PreviewStatus::GameOver:
            return "game over";
    }
    return "no path";
}

const char* toString(RouteEnd end) {
    switch (end) {
        case RouteEnd::Arrives:
            return "arrives";
        case RouteEnd::Caught:
            return "caught";
        case RouteEnd::Wins:
            return "wins";
    }
    return "arrives";
}

std::string describe(const RoutePreview& preview) {
    switch (preview.status) {
        case PreviewStatus::Walk:
            break;
        case PreviewStatus::AlreadyThere:
            return "The cat is here";
        case PreviewStatus::Wall:
            return "A wall: the cat cannot go there";
        case PreviewStatus::NoPath:
            return "No way there";
        case PreviewStatus::OutsideMap:
        case PreviewStatus::GameOver:
            return "";
    }
    // What the walk does, up to where it ends. Tiles count steps; the open floor (no steps) its
    // length, to a tenth of a tile.
    const long tenths = std::lround(preview.walkedLength * 10);
    const std::string walk =
        preview.tiles.empty() && !preview.points.empty()
            ? std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " tiles"
            : std::to_string(preview.stepsWalked) +
                  (preview.stepsWalked == 1 ? " step" : " steps") +
                  (preview.waits == 0 ? ""
                                      : " (" + std::to_string(preview.waits) +
                                            (preview.waits == 1 ? " wait)" : " waits)"));
    const std::string steps = walk + ", cost " + std::to_string(preview.walkedCost);
    if (preview.end == RouteEnd::Caught && preview.caughtBy) {
        return "No bone for the dog at " + toString(*preview.caughtBy) +
               ": the cat would be caught after " + steps;
    }
    std::string text = (preview.end == RouteEnd::Wins ? "To the exit: " : "Walk: ") + steps;
    if (!preview.dogsPaid.empty()) {
        const std::size_t n = preview.dogsPaid.size();
        text += n == 1 ? ", a bone pays the dog" : ", bones pay " + std::to_string(n) + " dogs";
    }
    return text;
}

RoutePreview GameSession::previewRoute(Tile target) const {
    RoutePreview out;
    out.target = target;
    out.from = stepTarget_.value_or(cat_.tile);
    out.bonesAtEnd = cat_.bones;
    // The same checks, in the same order, as clickTile.
    if (cat_.status != GameStatus::Playing) {
        out.status = PreviewStatus::GameOver;
        return out;
    }
    if (!board_.size.contains(target)) {
        out.status = PreviewStatus::OutsideMap;
        return out;
    }
    if (board_.at(target) == TileKind::Wall) {
        out.status = PreviewStatus::Wall;
        return out;
    }
    // The board and the cat as they will be when the step under way ends: a click made now is
    // planned from there (the pending request).
    Level board = board_;
    CatState cat = cat_;
    PatrolDogs dogs = patrols_;
    const bool throughTime = patrols_.any();
    std::vector<PlayEvent> ignored;
    if (stepTarget_) {
        if (throughTime)
            resolveTick(board, cat, dogs, *stepTarget_, ignored);
        else
            resolveArrival(board, cat, *stepTarget_, ignored);
        if (cat.status != GameStatus::Playing) {
            out.status = PreviewStatus::GameOver;
            return out;
        }
    }
    out.bonesAtEnd = cat.bones;
    if (target == out.from && !throughTime) {
        out.status = PreviewStatus::AlreadyThere;
        return out;
    }
    if (throughTime)
        return walkThroughTime(std::move(out), std::move(board), cat, std::move(dogs));

    // A dog paid at the end of this step leaves a plain cell, but the route starts on it and a
    // cheapest route never comes back to its start, so the grid as it stands gives the same route.
    const GridSize size = grid_.size();
    // The same estimate as a click's search, so the same route.
    previewEngine_.setLandmarks(landmarks());
    previewEngine_.findPath(grid_, size.indexOf(out.from), size.indexOf(target), previewFound_);
    if (previewFound_.status != PathStatus::Found) {
        out.status = PreviewStatus::NoPath;
        return out;
    }
    out.status = PreviewStatus::Walk;
    out.cost = previewFound_.cost;
    out.tiles.reserve(previewFound_.path.size());
    out.points.push_back(tileCentre(out.from));
    for (const NodeId n : previewFound_.path) {
        out.tiles.push_back(size.tileAt(n));
        out.points.push_back(tileCentre(out.tiles.back()));
        out.length += distance(out.points[out.points.size() - 2], out.points.back());
    }

    // Walk it under the rules, as finishStep would, until the level would end.
    Tile at = out.from;
    for (const Tile t : out.tiles) {
        out.walkedCost += stepCost(at, t);
        at = t;
        ignored.clear();
        resolveArrival(board, cat, t, ignored);
        if (!countStep(out, cat, ignored))
            break;
    }
    finishWalk(out, cat);
    return out;
}

bool GameSession::countStep(RoutePreview& out, const CatState& cat,
                            const std::vector<PlayEvent>& events) {
    ++out.stepsWalked;
    for (const PlayEvent& e : events) {
        if (const auto* paid = std::get_if<play_event::DogPaid>(&e))
            out.dogsPaid.push_back(paid->tile);
        else if (const auto* caught = std::get_if<play_event::Caught>(&e))
            out.caughtBy = caught->tile;
    }
    if (cat.status == GameStatus::Lost)
        out.end = RouteEnd::Caught;
    else if (cat.status == GameStatus::Won)
        out.end = RouteEnd::Wins;
    return cat.status == GameStatus::Playing;
}

void GameSession::finishWalk(RoutePreview& out, const CatState& cat) {
    out.bonesAtEnd = cat.bones;
    for (std::size_t i = 0; i < out.stepsWalked; ++i)
        out.walkedLength += distance(out.points[i], out.points[i + 1]);
}

RoutePreview GameSession::walkThroughTime(RoutePreview out, Level board, CatState cat,
                                          PatrolDogs dogs) const {
    // The same search as the click's, from the moment the click would be planned at.
    const SpaceTimePath<GridCost> found =
        searchThroughTime(previewTimeEngine_, dogs, out.from, cat.tick, out.target, nullptr);
    std::vector<SpaceTimeStep> steps = found.steps;
    if (found.status == PathStatus::AlreadyThere) {  // a click on the cat: one wait
        steps.push_back(
            {out.from, cat.tick + 1, true, !dogs.met(out.from, out.from, cat.tick).empty()});
    } else if (found.status != PathStatus::Found) {
        out.status = PreviewStatus::NoPath;
        return out;
    }
    out.status = PreviewStatus::Walk;
    out.points.push_back(tileCentre(out.from));
    out.dogs.push_back(dogs.at(cat.tick));
    Tile at = out.from;
    for (const SpaceTimeStep& step : steps) {
        out.cost += dogs.tickCost(grid_, at, step.tile, step.tick - 1);
        out.tiles.push_back(step.tile);
        out.ticks.push_back(step.tick);
        out.waits += step.wait ? 1 : 0;
        out.points.push_back(tileCentre(step.tile));
        out.length += distance(out.points[out.points.size() - 2], out.points.back());
        at = step.tile;
    }
    // Walk it under the rules, tick by tick, as finishStep would, until the level would end.
    std::vector<PlayEvent> events;
    for (const Tile t : out.tiles) {
        out.walkedCost += dogs.tickCost(grid_, cat.tile, t, cat.tick);
        events.clear();
        resolveTick(board, cat, dogs, t, events);
        out.dogs.push_back(dogs.at(cat.tick));
        if (!countStep(out, cat, events))
            break;
    }
    finishWalk(out, cat);
    return out;
}

}  // namespace catmaze
