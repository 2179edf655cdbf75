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
    return "?";
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
    return "?";
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
            : std::to_string(preview.stepsWalked) + (preview.stepsWalked == 1 ? " step" : " steps");
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
    std::vector<PlayEvent> ignored;
    if (stepTarget_) {
        resolveArrival(board, cat, *stepTarget_, ignored);
        if (cat.status != GameStatus::Playing) {
            out.status = PreviewStatus::GameOver;
            return out;
        }
    }
    out.bonesAtEnd = cat.bones;
    if (target == out.from) {
        out.status = PreviewStatus::AlreadyThere;
        return out;
    }

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
        ++out.stepsWalked;
        out.walkedCost += stepCost(at, t);
        at = t;
        const bool dog = board.at(t) == TileKind::Dog;
        resolveArrival(board, cat, t, ignored);
        if (cat.status == GameStatus::Lost) {
            out.end = RouteEnd::Caught;
            out.caughtBy = t;
            break;
        }
        if (cat.status == GameStatus::Won) {
            out.end = RouteEnd::Wins;
            break;
        }
        if (dog)
            out.dogsPaid.push_back(t);
    }
    out.bonesAtEnd = cat.bones;
    for (std::size_t i = 0; i < out.stepsWalked; ++i)
        out.walkedLength += distance(out.points[i], out.points[i + 1]);
    return out;
}

}  // namespace catmaze
