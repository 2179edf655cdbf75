#include "presenter.hpp"
#include "catmaze/player/overloaded.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

Json tileJson(Tile t) {
    return Json::array({t.col, t.row});
}

Json pointJson(Vec2 p) {
    return Json::array({p.x, p.y});
}

Json tilesJson(const std::vector<Tile>& tiles) {
    Json out = Json::array();
    for (const Tile& t : tiles)
        out.push_back(tileJson(t));
    return out;
}

}  // namespace

void Presenter::ended(Presented& out, bool won) {
    audio_.play(won ? Sfx::Win : Sfx::Lose);
    out.ended = won;
}

Presented Presenter::present(const std::vector<GameEvent>& events, int steps) {
    Presented out;
    for (const GameEvent& event : events) {
        std::visit(
            Overloaded{
                [&](const event::PathPlanned& e) {
                    log_.write("path", Json{{"target", tileJson(e.target)},
                                            {"status", toString(e.status)},
                                            {"cost", e.cost},
                                            {"tiles", tilesJson(e.tiles)}});
                    out.searchGoal = e.target;
                },
                [&](const event::StepStarted&) {},
                [&](const event::Stepped& e) {
                    log_.write("step", Json{{"tile", tileJson(e.tile)}, {"steps", e.steps}});
                    audio_.play(Sfx::Step);
                },
                [&](const event::BonePicked& e) {
                    log_.write("bone", Json{{"tile", tileJson(e.tile)}, {"bones", e.bones}});
                    audio_.play(Sfx::Bone);
                    out.effects.push_back({TileEffect::Kind::BonePicked, e.tile, 0, 0.7f});
                    out.objectsChanged = true;
                },
                [&](const event::DogBribed& e) {
                    log_.write("dog_bribed", Json{{"tile", tileJson(e.tile)}, {"bones", e.bones}});
                    audio_.play(Sfx::Bribe);
                    out.effects.push_back({TileEffect::Kind::DogLeaves, e.tile, 0, 0.9f});
                    out.objectsChanged = true;
                },
                [&](const event::Eaten& e) {
                    log_.write("eaten", Json{{"tile", tileJson(e.tile)}});
                    log_.write("lost");
                    ended(out, false);
                    out.caughtBy = e.tile;
                },
                [&](const event::Won&) {
                    log_.write("won", Json{{"steps", steps}});
                    ended(out, true);
                },
                [&](const event::Refused& e) {
                    log_.write("refused",
                               Json{{"tile", tileJson(e.tile)}, {"reason", toString(e.reason)}});
                    if (e.reason == RefuseReason::Wall) {
                        audio_.play(Sfx::Wall);
                        out.effects.push_back({TileEffect::Kind::Bump, e.tile, 0, 0.35f});
                    }
                },
            },
            event);
    }
    return out;
}

Presented Presenter::present(const std::vector<FloorEvent>& events, double walked) {
    Presented out;
    for (const FloorEvent& event : events) {
        std::visit(
            Overloaded{
                [&](const floor_event::RoutePlanned& e) {
                    Json points = Json::array();
                    for (const Vec2 p : e.points)
                        points.push_back(pointJson(p));
                    log_.write("path", Json{{"target", pointJson(e.target)},
                                            {"goal", pointJson(e.goal)},
                                            {"status", toString(e.status)},
                                            {"length", e.length},
                                            {"points", points}});
                    if (e.status == RouteStatus::Found)
                        audio_.play(Sfx::Step);
                },
                [&](const floor_event::BonePicked& e) {
                    log_.write("bone", Json{{"tile", tileJson(e.tile)}, {"bones", e.bones}});
                    audio_.play(Sfx::Bone);
                    out.effects.push_back({TileEffect::Kind::BonePicked, e.tile, 0, 0.7f});
                    out.objectsChanged = true;
                },
                [&](const floor_event::DogBribed& e) {
                    log_.write("dog_bribed", Json{{"tile", tileJson(e.tile)}, {"bones", e.bones}});
                    audio_.play(Sfx::Bribe);
                    out.effects.push_back({TileEffect::Kind::DogLeaves, e.tile, 0, 0.9f});
                    out.objectsChanged = true;
                },
                [&](const floor_event::Eaten& e) {
                    log_.write("eaten", Json{{"tile", tileJson(e.tile)}});
                    log_.write("lost");
                    ended(out, false);
                    out.caughtBy = e.tile;
                },
                [&](const floor_event::Won&) {
                    log_.write("won", Json{{"walked", walked}});
                    ended(out, true);
                },
                [&](const floor_event::Refused& e) {
                    log_.write("refused", Json{{"point", pointJson(e.target)},
                                               {"reason", toString(e.reason)}});
                    if (e.reason == FloorRefuse::NoPath)
                        audio_.play(Sfx::Wall);
                },
            },
            event);
    }
    return out;
}

}  // namespace catmaze::app
