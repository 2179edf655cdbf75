#include "play/hint_controller.hpp"

#include <algorithm>
#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

#include "shell/event_names.hpp"
#include "shell/log_json.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

// How many ticks the plan waits on `from` before its first step (dogs on patrol: a route waits
// by naming the cat's tile again); the trail cannot draw a wait, the notice says it.
std::size_t waitsFirst(const WinPlan& plan, Tile from) {
    std::size_t waits = 0;
    while (waits < plan.tiles.size() && plan.tiles[waits] == from)
        ++waits;
    return waits;
}

// The notice of a winnable hint: the first action (a wait or the trail) and the cost.
std::string hintNotice(const WinPlan& plan, Tile from) {
    const std::string cost = std::to_string(plan.cost);
    const std::size_t waits = waitsFirst(plan, from);
    if (waits == 0) {
        // TRANSLATORS: the hint's notice; the green trail is drawn on the map.
        return fill(tr("Hint: follow the green trail (cost {cost})"), {{"cost", cost}});
    }
    // TRANSLATORS: the hint's notice on a level with patrols: wait {n} ticks of the dogs' rounds.
    return fill(trn("Hint: wait here {n} tick, then follow the green trail (cost {cost})",
                    "Hint: wait here {n} ticks, then follow the green trail (cost {cost})", waits),
                {{"n", std::to_string(waits)}, {"cost", cost}});
}

}  // namespace

void HintController::press(PlaySession& session) {
    if (!session.hintStart())
        return;
    // H while the hint is searching stops it; the search runs off the main thread, so a level
    // with many bones and dogs never freezes the game.
    if (std::exchange(wanted_, false) || search_.cancel()) {
        notices_.notify(tr("Hint cancelled"));
        log_.write(event_name::kHint, Json{{"winnable", false},
                                           {"status", toString(SolveStatus::Cancelled)},
                                           {"reason", "cancelled by the player"}});
        return;
    }
    // The hint plans from where the cat stops, and the cat waits there for it: a walk going on
    // would leave the trail and its cost behind.
    session.halt();
    wanted_ = true;
    // The hint's key as the key bar names it (a rebound key too); none: the pad's button asked.
    notices_.notify(!key_ ? tr("Hint: checking…")
                          // TRANSLATORS: {key} is the hint's key ("H"): pressed again, it cancels.
                          : fill(tr("Hint: checking… ({key} again cancels)"),
                                 {{"key", shownChordName(*key_)}}));
    log_.write(event_name::kHintStarted);
    startWanted(session);
}

void HintController::startWanted(PlaySession& session) {
    if (!wanted_ || session.stride())
        return;  // the step under way ends first
    if (session.status() != GameStatus::Playing) {
        wanted_ = false;  // that step ended the level: nothing left to hint at
        return;
    }
    const std::optional<HintStart> start = session.hintStart();
    if (!start)
        return;
    wanted_ = false;
    search_.start(session.planningBoard(), *start);
}

void HintController::playerMoved() {
    if (std::exchange(wanted_, false))
        reportStale();
}

void HintController::clear() {
    shown_.reset();
    secondsLeft_ = 0;
    search_.reset();
    wanted_ = false;
}

void HintController::reportStale() {
    notices_.notify(!key_
                        ? tr("The cat moved while the hint was searching: ask again")
                        // TRANSLATORS: {key} is the hint's key as the key bar names it ("H").
                        : fill(tr("The cat moved while the hint was searching: press {key} again"),
                               {{"key", shownChordName(*key_)}}));
    log_.write(event_name::kHint, Json{{"winnable", false},
                                       {"status", "stale"},
                                       {"reason", "the cat moved during the search"}});
}

void HintController::update(PlaySession& session, double seconds) {
    takeAnswer(session);
    secondsLeft_ = std::max(0.0, secondsLeft_ - seconds);
    if (secondsLeft_ == 0)
        shown_.reset();
}

void HintController::takeAnswer(const PlaySession& session) {
    const std::optional<HintStart> start = session.hintStart();
    if (!start)
        return;
    bool stale = false;
    const std::optional<WinPlan> found = search_.poll(*start, stale);
    if (stale) {
        reportStale();
        return;
    }
    if (!found)
        return;
    if (found->winnable()) {
        shown_ = *found;
        used_ = true;
        secondsLeft_ = kHintSeconds;
        notices_.notify(hintNotice(*found, start->from));
        log_.write(event_name::kHint, Json{{"winnable", true},
                                           {"cost", found->cost},
                                           {"route", tilesJson(found->tiles)},
                                           {"points", pointsJson(found->points)},
                                           {"bones", tilesJson(found->bonesPicked)},
                                           {"dogs", tilesJson(found->dogsPaid)}});
    } else {
        shown_.reset();
        // TRANSLATORS: {reason} is the solver's reason, in English (it comes from the game's core).
        notices_.notify(fill(found->status == SolveStatus::TooComplex
                                 ? tr("No hint: {reason}")
                                 : tr("No way to win from here: {reason}"),
                             {{"reason", found->reason}}));
        log_.write(event_name::kHint, Json{{"winnable", false},
                                           {"status", toString(found->status)},
                                           {"reason", found->reason}});
    }
}

}  // namespace catmaze::app
