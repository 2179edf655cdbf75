#pragma once
/// \file
/// The exact planner of open-floor levels: the cheapest winning route under the open floor's
/// rules and costs (open_floor.hpp), like the tile solver (solver.hpp) on tiles. It is the par
/// of an open-floor level and the `H` hint from where the cat stands.
///
/// The search runs over states (the point of interest the cat stands on: its start, a bone, a
/// dog it paid; and which bones and dogs are gone), as the tile solver's. Between two points of
/// interest the cat walks the shortest route that goes round every dog still there, but the dog
/// walked to; walking into a dog is a step of the search (it needs a bone). Every route of the
/// game that visits bones, dogs and an exit at their centres decomposes into such walks, so the
/// cheapest over the states is the cheapest of all. The game wins as the exit comes in reach, a
/// little before its centre, and the plan's length and cost count the walk up to there, so a
/// winning walk along the plan costs exactly the plan's cost. (The game also picks a bone up and
/// pays a dog a little before their centres; the plan's walks go on to the centres, as a walk
/// clicked onto them does.)
/// The distances come from one obstacle graph per board (per set of dogs gone), with the points
/// of interest linked in once, not from a graph per walk. The search is A*, estimating what is
/// left by the straight line to the nearest exit (never more than any walk there), so bones off
/// the way out are not tried in every subset.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/game/export.hpp"
#include "catmaze/game/game.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/geom/geometry.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// A way through an open-floor level, found by openFloorPlan.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct OpenFloorPlan {
    /// Winnable, Unwinnable, TooComplex (SolveOptions::maxStates reached) or Cancelled.
    SolveStatus status = SolveStatus::Unwinnable;
    bool winnable = false;    ///< status is Winnable: an exit was reached
    std::vector<Vec2> route;  ///< the cat's walk: start, ..., an exit (empty when not winnable)
    /// The walk's length in tiles, as the game counts it: up to where the exit comes in reach
    /// (lengthUntilExitReach), a little before the route's end at the exit's centre.
    double length = 0;
    /// The walk's cost in the tiles' units, as PlaySession::cost() counts it (routeCost: the
    /// par of an open-floor level).
    std::int64_t cost = 0;
    std::vector<Tile> bonesPicked;  ///< the bones walked to, in order
    std::vector<Tile> dogsPaid;     ///< the dogs walked into (each paid with a bone), in order
    /// Why not Winnable, in words ("too complex to decide (N states)", ...).
    std::string reason;
    /// Unwinnable because no walk reaches an exit (walls and obstacles, or dogs the bones do not
    /// pay): the cause and the exit nearest to the cat, which `reason` words; the planner names
    /// no tile where the way ends (ExitCutOff::at is empty). Empty for the other reasons.
    std::optional<ExitCutOff> cutOff;
    std::int64_t statesSearched = 0;  ///< states the search created
};

/// The cheapest way to win `level` (open floor) from its start, holding no bones. Never throws.
CATMAZE_GAME_EXPORT OpenFloorPlan openFloorPlan(const Level& level,
                                                const SolveOptions& options = {});

/// The cheapest way to win from a moment in play (the hint): `board` as it stands (bones and
/// dogs gone are Floor), the cat's centre at `cat`, holding `bonesHeld` bones. A cat inside an
/// obstacle or off the map is Unwinnable. Never throws.
CATMAZE_GAME_EXPORT OpenFloorPlan openFloorPlanFrom(const Level& board, Vec2 cat, int bonesHeld,
                                                    const SolveOptions& options = {});

}  // namespace catmaze
