#pragma once
// Whether timing matters on a level with patrols (PatrolTiming in level_generator.hpp): the
// route that ignores the patrols, replayed in the game with them walking, is caught, and the
// cheapest win costs more than it and waits or goes round. The patrol generator keeps a
// candidate only on this proof.

#include <cstdint>
#include <vector>

#include "catmaze/game/game_status.hpp"
#include "catmaze/game/level_generator.hpp"
#include "catmaze/game/solver.hpp"

namespace catmaze {

// A route played in the game.
struct RoutePlay {
    GameStatus status = GameStatus::Playing;  // Playing when the route ran out first
    Tile at;                                  // where the cat stands at the end
    std::int64_t tick = 0;                    // ticks played
    std::vector<int> bonesAfter;              // bones held after each tick played
};

// `route` (one tile a tick, a repeated tile a wait: Solution::route) played from the start of
// `level` (valid) in a GameSession, one key (or wait) a tick, every tick in playTick's order,
// until it runs out, wins or is lost. `diagonal` as the solver's.
RoutePlay playRoute(const Level& level, const std::vector<Tile>& route, DiagonalMode diagonal);

// `level` with every patrolling dog taken off (its tile floor) and no patrols: the level as a
// player who ignores the patrols sees it. The dogs that stand stay.
Level withoutPatrollingDogs(const Level& level);

// How the check ended: Proven, or the first condition that failed.
enum class TimingVerdict {
    Proven,       // timing matters: `timing` says why
    Undecided,    // a solver run reached its limit
    Unwinnable,   // the level, or the level without its patrolling dogs, cannot be won
    NotCaught,    // the route that ignores the patrols wins, or pays them, or runs out
    NoDearer,     // the cheapest win costs no more than ignoring the patrols would
    PaysInstead,  // the cheapest win pays a patrolling dog and never waits
};

// What checkTiming found.
struct TimingCheck {
    TimingVerdict verdict = TimingVerdict::Unwinnable;
    Solution solution;      // the level's cheapest win, once solved (Proven: always)
    PatrolTiming timing;    // Proven: the proof
    std::int64_t work = 0;  // tiles (states) settled by the solver runs
};

// Checks `level` (valid, with patrols), given `ignoring`, the solver's answer for
// withoutPatrollingDogs(level) (its work is not counted here): replays that route with the
// patrols (playRoute), then solves the level, in that order (the cheapest first), stopping at
// the first condition that fails. The solver run gets `options`.
TimingCheck checkTiming(const Level& level, const Solution& ignoring, const SolveOptions& options);

}  // namespace catmaze
