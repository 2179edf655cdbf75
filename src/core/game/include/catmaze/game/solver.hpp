#pragma once
/// \file
/// Decides whether a level can be won, and finds the cheapest winning route, under the game's
/// rules and costs (see game.hpp): bones are picked up by stepping on them, a dog is bribed with
/// one bone by stepping on it (and eats a cat with none), and the first exit stepped on wins.
///
/// The search is exact. It runs over states (where the cat stands, which bones and dogs are
/// already gone), not over tiles alone: the bones held follow from those (taken - bribed). To keep
/// it small, the cat's position is only recorded at "key points" (its start, bones and dogs); the
/// walk between two key points is a cheapest path over floor that touches no other bone, dog or
/// exit, found by a grid search per state. Every route decomposes into such walks, so the cheapest
/// route over key-point states is the cheapest route of all.
///
/// A level whose dogs walk patrols (DogRounds::anyPatrol) is solved otherwise, since a route no
/// longer decomposes into walks between stops when the dogs move: an A* search over full states
/// (tile, tick modulo the dogs' common period, bones and dogs gone), estimated by the cheapest
/// way to an exit with the dogs ignored, each action a step or a wait of one tick, played by the
/// rules' one tick (tick_rules.hpp: playTick) with the meetings DogRounds finds. Its limits
/// (levels/README.md, "Dogs on patrol"): the dogs' common period at most kMaxMoverPeriod ticks,
/// tiles times period at most 2^31 - 1, and the options' maxStates and maxTiles; beyond them the
/// answer is TooComplex with a reason, at once.

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/game/exit_cut_off.hpp"
#include "catmaze/game/export.hpp"
#include "catmaze/game/game.hpp"
#include "catmaze/geom/tile.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// How to solve.
/// Thread safety: several threads may read it at once; a change needs it to itself.
/// The flag `cancel` points to may be set from any thread.
struct SolveOptions {
    /// The diagonal rule, as the game's setting (steps cost the level's `rules`, see catMovement);
    /// a level whose rules name a diagonal mode is solved under that one (playedDiagonal).
    DiagonalMode diagonal = DiagonalMode::Never;
    /// Work limit: the number of search states (a key point the cat stands on, and which bones
    /// and dogs are gone; with patrols a tile, a moment of the dogs' rounds, and which bones and
    /// dogs are gone) the search may create. It is checked as each state is found, inside
    /// the grid searches, so the search gives up with `TooComplex` at once when it is reached.
    std::int64_t maxStates = 250'000;
    /// Work limit: the number of tiles all the grid searches between key points may settle,
    /// added up (a map with no bones or dogs needs one search over its open tiles); with patrols,
    /// the states the search expands. Checked at every tile (state). With maxStates it bounds
    /// the time: the defaults stay well under a second.
    std::int64_t maxTiles = 16'000'000;
    /// Cancellation: when this flag becomes true (from any thread), the search stops at the
    /// next tile it settles and returns `Cancelled`. Not owned: it must outlive the call.
    /// nullptr (the default): the search is never cancelled.
    const std::atomic<bool>* cancel = nullptr;
};

/// The verdict.
enum class SolveStatus {
    Winnable,    ///< `route` is a cheapest winning route
    Unwinnable,  ///< no sequence of moves wins; `reason` says why
    /// A limit was reached before the answer was known; `reason` reads "too complex to decide
    /// (N states)" (or names the bones and dogs when there are more than the search can track).
    TooComplex,
    /// SolveOptions::cancel became true before the answer was known; `reason` says so.
    Cancelled,
};

/// `winnable`, `unwinnable`, `too complex`, `cancelled`; `?` for a value that is no enumerator.
CATMAZE_GAME_EXPORT const char* toString(SolveStatus status);

/// A solver's answer.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct Solution {
    /// Winnable, Unwinnable, TooComplex or Cancelled.
    SolveStatus status = SolveStatus::Unwinnable;
    /// Total cost of `route` (0 unless Winnable).
    GridCost cost = 0;
    /// Winnable: the tiles stepped onto, from the first step to the exit (start excluded; empty
    /// when the cat already stands on an exit). Each step is one the game's movement model allows.
    /// With patrols one tile per tick: a tile equal to the one before it (the start, for the
    /// first) is a wait. Without patrols there are no waits.
    std::vector<Tile> route;
    /// Winnable: the bones picked up along `route`, in order.
    std::vector<Tile> bonesPicked;
    /// Winnable: the dogs bribed along `route`, in order, each named by its tile in the level
    /// (a patrolling dog's first tile, not where the cat met it); dogs met in the same tick in
    /// the level's row-major order.
    std::vector<Tile> dogsBribed;
    /// Unwinnable, TooComplex or Cancelled: why, in words (e.g. `the exit cannot be reached: walled
    /// off (the cat gets no nearer than (3,4); the exit is at (7,4))`).
    std::string reason;
    /// Unwinnable because the way to the exit is cut (walls, or dogs the cat cannot pay): the
    /// cause and its tiles, which `reason` words (describe). Empty for the other reasons (no cat
    /// start, no exit, ...).
    std::optional<ExitCutOff> cutOff;
    /// States created by the search (see SolveOptions::maxStates), for statistics.
    std::int64_t statesSearched = 0;
    /// Tiles settled by its grid searches (see SolveOptions::maxTiles), for statistics.
    std::int64_t tilesSearched = 0;
};

/// Solves `level` from its start: the cat on its CatStart tile holding no bones. A level without
/// a CatStart (or without an exit) is Unwinnable with a reason saying so. Never throws.
CATMAZE_GAME_EXPORT Solution solveLevel(const Level& level, const SolveOptions& options = {});

/// Solves from a moment in the middle of play (the in-game hint): `board` as it stands (bones and
/// dogs already taken are Floor; CatStart tiles count as floor), the cat on `cat` holding
/// `bonesHeld` bones. Whatever `board` holds under the cat was resolved when it arrived there, so
/// that tile counts as floor too (except an exit: the level is then won, with an empty route).
/// A cat off the map or on a wall is Unwinnable. Never throws.
CATMAZE_GAME_EXPORT Solution solveFrom(const Level& board, Tile cat, int bonesHeld,
                                       const SolveOptions& options = {});

/// solveFrom after `tick` ticks of play, for a level whose dogs walk patrols: `board` as above,
/// with the dogs still there on their own tiles (where they stood at tick 0, their patrols in
/// `board.patrols`), so DogRounds(board) places each at `tick`. A patrolling dog whose round
/// starts under the cat is elsewhere on its round and still counts. Without patrols `tick` does
/// not matter. A negative `tick` is Unwinnable with a reason naming it. Never throws.
CATMAZE_GAME_EXPORT Solution solveFrom(const Level& board, Tile cat, int bonesHeld,
                                       std::int64_t tick, const SolveOptions& options = {});

}  // namespace catmaze
