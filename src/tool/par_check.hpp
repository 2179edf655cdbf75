#pragma once
// validate's check of a level's recorded par ("metrics": {"par": ...}) against the solver's (the
// exact solver on tiles, openFloorPlan on open floor).

#include <optional>
#include <string>

#include "catmaze/game/solver.hpp"
#include "catmaze/io/diagnostic.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze::tool {

// What the solver said about a level: its cheapest win's cost, or why there is none.
struct SolvedPar {
    std::optional<GridCost> cost;  // the cheapest winning cost, when one was found
    bool undecided = false;        // a solver limit was reached: nothing to compare
    std::string reason;            // why there is no cost
};

// A warning at the recorded par in `file` (at the "metrics" object's "par", found by reading
// `file` again) when `level` records a par that `solved` does not confirm: a different cost, a
// level that cannot be won, or "could not check" when the solver gave up. Nothing when the level
// records no par or the par matches.
std::optional<Diagnostic> parWarning(const std::string& file, const Level& level,
                                     const SolvedPar& solved);

}  // namespace catmaze::tool
