// LevelPlay's hint: H asks the exact solver, off the main thread, for the cheapest win from where
// the cat stands; its answer is drawn as a green trail for a few seconds, or explained.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>

#include "catmaze/game/solver.hpp"
#include "play/level_play.hpp"
#include "shell/event_names.hpp"
#include "shell/log_json.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

constexpr double kHintSeconds = 5.0;  // how long the trail stays

}  // namespace

void LevelPlay::showHint() {
    const std::optional<HintStart> start = session_->hintStart();
    if (!start)
        return;
    // H while the hint is searching stops it; the search runs off the main thread, so a level
    // with many bones and dogs never freezes the game.
    if (std::exchange(hintWanted_, false) || hintSearch_.cancel()) {
        context_.notices.notify("Hint cancelled");
        context_.log.write(event_name::kHint, Json{{"winnable", false},
                                                   {"status", toString(SolveStatus::Cancelled)},
                                                   {"reason", "cancelled by the player"}});
        return;
    }
    // The hint plans from where the cat stops, and the cat waits there for it: a walk going on
    // would leave the trail and its cost behind.
    session_->halt();
    hintWanted_ = true;
    context_.notices.notify("Hint: checking\xE2\x80\xA6 (H again cancels)");
    context_.log.write(event_name::kHintStarted);
    startWantedHint();
}

void LevelPlay::startWantedHint() {
    if (!hintWanted_ || session_->stride())
        return;  // the step under way ends first
    if (session_->status() != GameStatus::Playing) {
        hintWanted_ = false;  // that step ended the level: nothing left to hint at
        return;
    }
    const std::optional<HintStart> start = session_->hintStart();
    if (!start)
        return;
    hintWanted_ = false;
    hintSearch_.start(board(), *start);
}

void LevelPlay::dropWantedHint() {
    if (std::exchange(hintWanted_, false))
        reportStaleHint();
}

void LevelPlay::reportStaleHint() {
    context_.notices.notify("The cat moved while the hint was searching: press H again");
    context_.log.write(event_name::kHint, Json{{"winnable", false},
                                               {"status", "stale"},
                                               {"reason", "the cat moved during the search"}});
}

void LevelPlay::takeHint() {
    const std::optional<HintStart> start = session_->hintStart();
    if (!start)
        return;
    bool stale = false;
    const std::optional<WinPlan> found = hintSearch_.poll(*start, stale);
    if (stale) {
        reportStaleHint();
        return;
    }
    if (!found)
        return;
    if (found->status == SolveStatus::Winnable) {
        hint_ = *found;
        hintUsed_ = true;
        hintTimer_ = kHintSeconds;
        context_.notices.notify("Hint: follow the green trail (cost " +
                                std::to_string(found->cost) + ")");
        Json points = Json::array();
        for (const Vec2 p : found->points)
            points.push_back(Json::array({p.x, p.y}));
        context_.log.write(event_name::kHint, Json{{"winnable", true},
                                                   {"cost", found->cost},
                                                   {"route", tilesJson(found->tiles)},
                                                   {"points", std::move(points)},
                                                   {"bones", tilesJson(found->bonesPicked)},
                                                   {"dogs", tilesJson(found->dogsPaid)}});
    } else {
        hint_.reset();
        context_.notices.notify(found->status == SolveStatus::TooComplex
                                    ? "No hint: " + found->reason
                                    : "No way to win from here: " + found->reason);
        context_.log.write(event_name::kHint, Json{{"winnable", false},
                                                   {"status", toString(found->status)},
                                                   {"reason", found->reason}});
    }
}

}  // namespace catmaze::app
