#pragma once
/// \file
/// The game at each moment of a route, for the measures of level_metrics.hpp (private to the
/// game module): the route replayed through the game's own session, one key press or wait a
/// tick, so that a level with patrols is measured at the moment its dogs stand at.

#include <cstdint>
#include <vector>

#include "catmaze/game/game.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze::metrics {

/// The game at one point of a route: the board as a planner starting there needs it
/// (GameSession::planningBoard), the cat on it, and the tick (where the patrolling dogs stand).
struct Moment {
    Level board;            ///< planningBoard(): what is left, the patrolling dogs with rounds
    Tile cat;               ///< where the cat stands
    int bones = 0;          ///< bones held
    GridCost cost = 0;      ///< what the route cost so far
    std::int64_t tick = 0;  ///< ticks played: the steps and waits so far
    GameStatus status = GameStatus::Playing;  ///< playing, won or lost

    /// The game stands the same: same board, cat, bones, cost, tick and status.
    friend bool operator==(const Moment&, const Moment&) = default;
};

/// `session` as it stands now.
Moment momentOf(const GameSession& session);

/// One tick of a route on `session` (standing, playing): the step onto `next`, a neighbour, or a
/// wait when the cat stands on `next` (a route through time), played to its end. The events
/// are dropped.
void walkTick(GameSession& session, Tile next);

/// Plays the whole of `session`'s current walk out, tick by tick (a walk a click started: its
/// path is all known).
void finishWalk(GameSession& session);

/// The game at each tick of `route` (a solver's route: one tile a tick, a repeated tile a wait),
/// replayed from `level`'s start: the moment before each tick and after the last
/// (route.size() + 1 moments).
std::vector<Moment> momentsAlong(const Level& level, const std::vector<Tile>& route,
                                 DiagonalMode diagonal);

}  // namespace catmaze::metrics
