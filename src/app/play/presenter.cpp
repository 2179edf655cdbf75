#include "play/presenter.hpp"

#include <cmath>
#include <nlohmann/json.hpp>

#include "catmaze/player/overloaded.hpp"
#include "play/hover_preview.hpp"
#include "shell/event_names.hpp"
#include "shell/log_json.hpp"

namespace catmaze::app {

using Json = nlohmann::ordered_json;

void Presenter::ended(Presented& out, bool won) {
    out.sounds.push_back(won ? Sfx::Win : Sfx::Lose);
    out.ended = won;
}

void Presenter::clicked(const PlaySession& session, Vec2 point) {
    if (session.floor() == Floor::Open)
        log_.write(event_name::kClick, Json{{"point", pointJson(point)}});
    else
        log_.write(event_name::kClick, Json{{"tile", tileJson(tileHolding(point))}});
}

Presented Presenter::present(const std::vector<PlayEvent>& events, const PlaySession& session) {
    const bool open = session.floor() == Floor::Open;
    Presented out;
    for (const PlayEvent& event : events) {
        std::visit(
            Overloaded{
                [&](const play_event::RoutePlanned& e) {
                    const char* status = std::visit([](auto s) { return toString(s); }, e.status);
                    if (open) {
                        log_.write(event_name::kPath,
                                   Json{{"target", pointJson(e.target)},
                                        {"goal", pointJson(e.goal)},
                                        {"status", status},
                                        {"length", e.length},
                                        {"cost", e.cost},
                                        {"expanded", e.trace ? e.trace->expanded : 0},
                                        {"points", pointsJson(e.points)}});
                        if (e.found)
                            out.sounds.push_back(Sfx::Step);
                    } else {
                        Json line{{"target", tileJson(e.targetTile)},
                                  {"status", status},
                                  {"cost", e.cost},
                                  {"tiles", tilesJson(e.tiles)}};
                        if (!e.ticks.empty()) {  // planned through time (patrols)
                            line["ticks"] = e.ticks;
                            line["waits"] = e.waits;
                        }
                        log_.write(event_name::kPath, line);
                    }
                    if (e.trace)
                        out.trace = e.trace;
                },
                // The walk is drawn from the session's stride and route; the step's sound plays
                // when it ends.
                [&](const play_event::StepStarted&) {},
                [&](const play_event::Stepped& e) {
                    log_.write(event_name::kStep,
                               Json{{"tile", tileJson(e.tile)}, {"steps", e.steps}});
                    out.sounds.push_back(Sfx::Step);
                },
                [&](const play_event::Waited& e) {
                    log_.write(event_name::kWait,
                               Json{{"tile", tileJson(e.tile)}, {"steps", e.steps}});
                },
                [&](const play_event::DogMoved& e) {
                    log_.write(
                        event_name::kDogMoved,
                        Json{{"dog", e.dog}, {"from", tileJson(e.from)}, {"to", tileJson(e.to)}});
                    out.objectsChanged = true;  // the dog is drawn where it stands now
                },
                [&](const play_event::BonePicked& e) {
                    log_.write(event_name::kBone,
                               Json{{"tile", tileJson(e.tile)}, {"bones", e.bones}});
                    out.sounds.push_back(Sfx::Bone);
                    out.effects.push_back({TileEffect::Kind::BonePicked, e.tile, 0, 0.7f});
                    out.objectsChanged = true;
                },
                [&](const play_event::DogPaid& e) {
                    log_.write(event_name::kDogBribed,
                               Json{{"tile", tileJson(e.tile)}, {"bones", e.bones}});
                    out.sounds.push_back(Sfx::Bribe);
                    out.effects.push_back({TileEffect::Kind::DogLeaves, e.tile, 0, 0.9f});
                    out.objectsChanged = true;
                },
                [&](const play_event::Caught& e) {
                    log_.write(event_name::kEaten, Json{{"tile", tileJson(e.tile)}});
                    log_.write(event_name::kLost);
                    ended(out, false);
                    out.caughtBy = e.tile;
                },
                [&](const play_event::Won&) {
                    if (open)
                        log_.write(event_name::kWon, Json{{"walked", session.walked()}});
                    else
                        log_.write(
                            event_name::kWon,
                            Json{{"steps", session.stepTally().value_or(StepTally{}).steps}});
                    ended(out, true);
                },
                [&](const play_event::Undone& e) {
                    log_.write(event_name::kStepUndone, Json{{"tile", tileJson(e.tile)},
                                                             {"steps", e.steps},
                                                             {"cost", session.cost()},
                                                             {"bones", session.bones()}});
                    out.sounds.push_back(Sfx::Step);
                    out.objectsChanged = true;
                    out.undone = true;
                },
                [&](const play_event::Redone& e) {
                    log_.write(event_name::kStepRedone, Json{{"tile", tileJson(e.tile)}});
                    out.objectsChanged = true;  // open floor: the board jumps back at once
                    out.undone = true;
                },
                [&](const play_event::Refused& e) {
                    // The open floor's refusals name the point clicked; a tile's, the tile.
                    // The player reads it in their language; the log keeps the core's English.
                    out.refusal = refusalWords(e.reason);
                    log_.write(event_name::kRefused,
                               Json{{open ? "point" : "tile",
                                     open ? pointJson(e.point) : tileJson(e.tile)},
                                    {"reason", toString(e.reason)},
                                    {"message", describe(e.reason)}});
                    if (e.reason == RefuseReason::Wall) {
                        out.sounds.push_back(Sfx::Wall);
                        out.effects.push_back({TileEffect::Kind::Bump, e.tile, 0, 0.35f});
                    } else if (open && e.reason == RefuseReason::NoPath) {
                        out.sounds.push_back(Sfx::Wall);
                    }
                },
            },
            event);
    }
    return out;
}

}  // namespace catmaze::app
