#pragma once
/// \file
/// The cheapest way to win a level, on either floor, behind one entry point: the tile solver
/// (solver.hpp) on tiles, the open-floor planner (open_floor_plan.hpp) on open floor, answered
/// as one plan type. The par of a level, the hint from where the cat stands, the editor's live
/// check and the tool's validate, solve, render and path ask here and never branch on the floor.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/game/export.hpp"
#include "catmaze/game/play_event.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/geom/geometry.hpp"
#include "catmaze/geom/tile.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// Where a plan starts in the middle of play: the cat's tile (tiles: where it stands or the
/// tile it is stepping onto), its centre (open floor: where the route starts) and its bones.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct PlanStart {
    Tile tile;      ///< the cat's tile
    Vec2 point;     ///< the cat's centre, in tile units
    int bones = 0;  ///< bones held
    /// Ticks played so far (>= 0): where the patrolling dogs stand (solveFrom). 0 on a level
    /// without patrols, where it does not matter.
    std::int64_t tick = 0;
};

/// A plan's answer, the same on both floors.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct WinPlan {
    /// Winnable, Unwinnable, TooComplex (a SolveOptions limit was reached) or Cancelled.
    SolveStatus status = SolveStatus::Unwinnable;
    /// Not Winnable: why, in words (e.g. "the exit cannot be reached: walled off (the cat gets
    /// no nearer than (3,4); the exit is at (7,4))").
    std::string reason;
    /// Unwinnable because the way to the exit is cut: the cause and its tiles, which `reason`
    /// words (Solution::cutOff; on open floor without ExitCutOff::at). Empty otherwise.
    std::optional<ExitCutOff> cutOff;
    /// The walk's cost in the tiles' units, as the game counts it (the par when from the start).
    GridCost cost = 0;
    /// The walk's length in tiles (open floor: up to where the exit comes in reach).
    double length = 0;
    /// The walk as points, its start first: the centres of the start and of each tile stepped
    /// onto (tiles), or the cat, each corner and the exit (open floor). Empty unless Winnable.
    std::vector<Vec2> points;
    /// Tiles: the tiles stepped onto, first step first (the start excluded), one per tick on a
    /// level with patrols, where a tile equal to the one before it is a wait (Solution::route).
    /// Empty on open floor and when not Winnable.
    std::vector<Tile> tiles;
    /// The bones picked up on the way, in order.
    std::vector<Tile> bonesPicked;
    /// The dogs paid on the way, in order.
    std::vector<Tile> dogsPaid;
    /// Search states created (SolveOptions::maxStates), for statistics.
    std::int64_t statesSearched = 0;
    /// Tiles settled by the tile solver's grid searches (SolveOptions::maxTiles; 0 on open
    /// floor), for statistics.
    std::int64_t tilesSearched = 0;

    /// True when status is Winnable.
    bool winnable() const { return status == SolveStatus::Winnable; }
};

/// The cheapest way to win `level` from its start, holding no bones: on open floor when it has
/// obstacles (Level::openFloor), else on tiles with `options.diagonal`. A level without a cat
/// start or an exit is Unwinnable with a reason. Never throws; thread-safe (it reads only its
/// arguments).
CATMAZE_GAME_EXPORT WinPlan planWin(const Level& level, const SolveOptions& options = {});

/// The cheapest way to win from a moment in play: `board` as it stands (bones and dogs taken
/// are Floor), the cat at `start`. On tiles `start.tile` counts, on open floor `start.point`.
/// Never throws; thread-safe.
CATMAZE_GAME_EXPORT WinPlan planWinFrom(const Level& board, const PlanStart& start,
                                        const SolveOptions& options = {});

}  // namespace catmaze
