#pragma once
/// \file
/// What one tick does to the cat (issue 36, levels/README.md "Dogs on patrol"): the order of the
/// rules written once, over a compact state, for the session that plays a level and the solver
/// that plans it. Where the dogs stand and which of them a step meets is DogRounds' question;
/// this header only says what follows from the answer.

#include "catmaze/game/game_status.hpp"
#include "catmaze/game/play_event.hpp"

namespace catmaze {

/// One tick as it begins: the cat's action (a step, or a wait on its tile) and what waits for it
/// on the tile it ends on.
/// Thread safety: a plain value; several threads may read one at once.
struct TickStart {
    /// What the action costs with no dog met: the movement model's step cost, or a straight
    /// step's cost for a wait (> 0).
    GridCost stepCost = 0;
    /// The level's dogCostMultiplier (>= 1): a step that meets a dog costs this many times more.
    GridCost dogMultiplier = 1;
    /// Bones in the cat's paws before the tick (>= 0).
    int bonesHeld = 0;
    /// A bone still lies on the tile the cat ends on (a wait never finds one: the cat picked it
    /// up when it arrived).
    bool boneOnTile = false;
    /// How many dogs still there the action meets (DogRounds::meets: the cat ends on a dog's
    /// tile, or they swap tiles), >= 0.
    int dogsMet = 0;
    /// The tile the cat ends on is an exit.
    bool exitOnTile = false;
};

/// What one tick did (playTick).
/// Thread safety: a plain value; several threads may read one at once.
struct TickOutcome {
    /// What the tick cost: the step's cost, times the dog multiplier once when it met any dog.
    GridCost cost = 0;
    /// Bones held after the tick.
    int bonesHeld = 0;
    /// The bone on the tile was picked up.
    bool bonePicked = false;
    /// Dogs paid (each met dog takes one bone and leaves for good): all those met, or none when
    /// the cat was caught.
    int dogsPaid = 0;
    /// Playing on, Lost (caught by a dog it could not pay) or Won (on an exit, not caught).
    GameStatus status = GameStatus::Playing;
};

/// One tick, in the rules' order: the bone on the tile is picked up first; then the meetings
/// (the step costs the dog multiplier times as much, once however many dogs it meets; each dog
/// met takes a bone and leaves, and with fewer bones than dogs met the cat is caught); then the
/// exit (an exit wins unless the cat was caught there). `start` must satisfy the ranges its
/// fields state; nothing is checked (the callers derive them from a valid level).
constexpr TickOutcome playTick(const TickStart& start) {
    TickOutcome out;
    out.bonesHeld = start.bonesHeld;
    out.cost = start.stepCost;
    if (start.boneOnTile) {
        ++out.bonesHeld;
        out.bonePicked = true;
    }
    if (start.dogsMet > 0) {
        out.cost = start.stepCost * start.dogMultiplier;
        if (out.bonesHeld < start.dogsMet) {
            out.status = GameStatus::Lost;
            return out;
        }
        out.bonesHeld -= start.dogsMet;
        out.dogsPaid = start.dogsMet;
    }
    if (start.exitOnTile)
        out.status = GameStatus::Won;
    return out;
}

}  // namespace catmaze
