#include "catmaze/game/floor_play.hpp"

#include <cmath>
#include <memory>
#include <utility>

namespace catmaze {

namespace {

RefuseReason reasonOf(FloorRefuse reason) {
    switch (reason) {
        case FloorRefuse::OutsideMap:
            return RefuseReason::OutsideMap;
        case FloorRefuse::NoPath:
            return RefuseReason::NoPath;
        case FloorRefuse::GameOver:
            return RefuseReason::GameOver;
    }
    return RefuseReason::NoPath;
}

}  // namespace

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

std::vector<PlayEvent> FloorPlay::takeEvents() {
    std::vector<PlayEvent> out;
    for (FloorEvent& event : session_.takeEvents()) {
        if (auto* e = std::get_if<floor_event::RoutePlanned>(&event)) {
            play_event::RoutePlanned route;
            route.target = e->target;
            route.targetTile = tileHolding(e->target);
            route.goal = e->goal;
            route.status = e->status;
            route.found = e->status == RouteStatus::Found;
            route.length = e->length;
            route.cost = e->cost;
            route.points = std::move(e->points);
            if (e->trace) {
                auto trace = std::make_shared<SearchTrace>();
                trace->graph = true;
                trace->goal = tileHolding(e->goal);
                trace->edges = e->trace->edges;
                trace->expandedPoints = e->trace->expanded;
                trace->openPoints = e->trace->open;
                trace->expanded = static_cast<std::int32_t>(trace->expandedPoints.size());
                route.trace = std::move(trace);
            }
            out.emplace_back(std::move(route));
        } else if (const auto* bone = std::get_if<floor_event::BonePicked>(&event)) {
            out.emplace_back(play_event::BonePicked{bone->tile, bone->bones});
        } else if (const auto* dog = std::get_if<floor_event::DogBribed>(&event)) {
            out.emplace_back(play_event::DogPaid{dog->tile, dog->bones});
        } else if (const auto* eaten = std::get_if<floor_event::Eaten>(&event)) {
            out.emplace_back(play_event::Caught{eaten->tile});
        } else if (const auto* won = std::get_if<floor_event::Won>(&event)) {
            out.emplace_back(play_event::Won{won->tile});
        } else if (const auto* refused = std::get_if<floor_event::Refused>(&event)) {
            out.emplace_back(play_event::Refused{refused->target, tileHolding(refused->target),
                                                 reasonOf(refused->reason)});
        } else if (const auto* undone = std::get_if<floor_event::Undone>(&event)) {
            out.emplace_back(play_event::Undone{tileHolding(undone->cat), 0});
        } else if (const auto* redone = std::get_if<floor_event::Redone>(&event)) {
            out.emplace_back(play_event::Redone{tileHolding(redone->cat)});
        }
    }
    return out;
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
