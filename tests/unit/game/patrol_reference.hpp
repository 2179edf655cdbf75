#pragma once
/// \file
/// What the patrol solver's tests check its answers against, written independently of the solver
/// and of DogRounds and playTick: the dogs' rounds, a replay of a route tick by tick, and a
/// brute-force Dijkstra's search over the full state, all straight from levels/README.md's rules;
/// and the small random patrol levels they are checked on.

#include <optional>
#include <random>
#include <string>
#include <vector>

#include "catmaze/game/solver.hpp"

namespace catmaze::test {

/// A small random patrol level (4-6 x 3-5 tiles: walls, bones, a cat, mostly an exit, 1 to 3
/// dogs, most of them on a random round of 2 to 4 tiles) and its cat's start. Not always valid
/// or winnable: the solver must say so.
struct RandomPatrolLevel {
    Level level;
    Tile start;
};
/// The next random patrol level drawn from `random`.
RandomPatrolLevel randomPatrolLevel(std::mt19937& random);

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

/// A fetch order a win must keep: the bone on `first` is picked up before the bone on `later`
/// and before any exit is stepped on.
struct BoneOrder {
    Tile first;
    Tile later;
};

/// patrolBruteForce among the wins that keep `order` (-1 when none does), from `startTick` ticks
/// into the dogs' rounds (`level` holding what is left then, its dogs on their first tiles).
GridCost patrolBruteForce(const Level& level, Tile cat, int held, bool diagonal,
                          std::optional<BoneOrder> order, long startTick = 0);

}  // namespace catmaze::test
