#include "catmaze/game/floor_play.hpp"

#include <cmath>
#include <memory>
#include <utility>

namespace catmaze {

FloorPlay::FloorPlay(Level level, DiagonalMode diagonal)
    : session_(std::move(level)), diagonal_(diagonal) {}

void FloorPlay::click(Vec2 point) {
    session_.click(point);
}

void FloorPlay::update(double seconds) {
    session_.update(seconds);
}

void FloorPlay::restart() {
    session_.restart();
}

void FloorPlay::setPace(double /*stepSeconds*/, bool running) {
    session_.setSpeed(running ? kOpenFloorSpeed * kOpenFloorRunSpeedUp : kOpenFloorSpeed);
}

std::optional<RoutePreview> FloorPlay::previewRoute(Vec2 point) {
    if (session_.thinking())
        return std::nullopt;  // no graph to search yet
    // A new preview only when the point or the cat changed: the mouse rests more than it moves.
    const Vec2 cat = session_.cat();
    std::vector<double> key = {point.x,
                               point.y,
                               cat.x,
                               cat.y,
                               static_cast<double>(session_.bones()),
                               static_cast<double>(session_.status()),
                               static_cast<double>(session_.board().find(TileKind::Dog).size())};
    if (key != previewKey_ || !preview_) {
        previewKey_ = std::move(key);
        preview_ = session_.previewRoute(point);
    }
    return preview_;
}

std::optional<HintStart> FloorPlay::hintStart() const {
    return HintStart{catTile(), session_.bones(), diagonal_, session_.cat()};
}

Tile FloorPlay::catTile() const {
    return tileHolding(session_.cat());
}

GridCost FloorPlay::cost() const {
    return session_.cost();
}

std::optional<double> FloorPlay::stride() const {
    if (session_.route().empty())
        return std::nullopt;
    return std::fmod(session_.walked(), 1.0);
}

}  // namespace catmaze
