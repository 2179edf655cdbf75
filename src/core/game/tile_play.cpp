#include "catmaze/game/tile_play.hpp"

#include <optional>
#include <utility>

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
    return HintStart{from, cat.bones, session_.diagonal(), tileCentre(from), cat.tick};
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
