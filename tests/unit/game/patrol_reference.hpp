#pragma once
/// \file
/// What the patrol solver's tests check its answers against, written independently of the solver
/// and of DogRounds and playTick: the dogs' rounds, a replay of a route tick by tick, and a
/// brute-force Dijkstra's search over the full state, all straight from levels/README.md's rules.

#include <string>
#include <vector>

#include "catmaze/game/solver.hpp"

namespace catmaze::test {

/// What playing a route (one tile per tick, a repeated tile a wait) gives.
struct PatrolWalk {
    bool won = false;
    std::string error;  ///< empty when every action was legal and the cat was not caught
    GridCost cost = 0;
};

/// Plays `route` on `level` from `cat` holding `held` bones at tick 0 (diagonal steps when
/// `diagonal`, never past a wall's corner), by the rules of dogs on patrol.
PatrolWalk playPatrolRoute(const Level& level, Tile cat, int held, const std::vector<Tile>& route,
                           bool diagonal);

/// The cheapest winning cost from `cat` holding `held` bones at tick 0, by Dijkstra's search
/// with std::map over (tile, tick modulo the rounds' common period, bones taken, dogs paid);
/// -1 when the level cannot be won.
GridCost patrolBruteForce(const Level& level, Tile cat, int held, bool diagonal);

}  // namespace catmaze::test
