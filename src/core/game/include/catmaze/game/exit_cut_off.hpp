#pragma once
/// \file
/// Why a level cannot be won when the way to its exit is cut, and where: the exit, and the tile
/// where the cat's way ends (the edge of its reachable area, or the dog it cannot pay). The
/// planners (solver.hpp, open_floor_plan.hpp) find it; describe() words it, once, for every
/// reader of a plan's reason (the tool's validate and solve, the editor's check, the hint).

#include <optional>
#include <string>

#include "catmaze/game/export.hpp"
#include "catmaze/geom/tile.hpp"

namespace catmaze {

/// How the way from the cat to the exit is cut.
enum class CutBy {
    /// By walls (and obstacles): no way at all, even with every dog paid.
    Walls,
    /// By dogs, with no bone to be had before the first of them.
    DogWithNoBone,
    /// By dogs, with fewer bones to be had than the dogs in the way.
    TooFewBones,
};

/// Where the way to a level's exit is cut. A value; copies freely.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct ExitCutOff {
    /// How the way is cut.
    CutBy by = CutBy::Walls;
    /// The exit the way is cut from: the one nearest to `at` (to the cat when `at` is unknown).
    Tile exit;
    /// Where the way ends, when the planner knows it (the tile solver does; the open floor's
    /// planner, whose cat stands anywhere, leaves it empty). Walls: the tile of the cat's
    /// reachable area nearest to `exit` (fewest king's moves, then the straight line, then the
    /// first in row-major order). DogWithNoBone: among the dogs at the edge of the cat's area,
    /// the one nearest to `exit` by the cat's steps over walls. TooFewBones: the last dog before
    /// `exit`: among the dogs at the edge of the exit's area, the one nearest to the cat.
    std::optional<Tile> at;

    /// Same cause and tiles.
    friend bool operator==(const ExitCutOff&, const ExitCutOff&) = default;
};

/// What cuts the way, in the same words for every level (for scripts to match), e.g. "the exit
/// cannot be reached: walled off".
CATMAZE_GAME_EXPORT std::string describeCause(CutBy by);

/// Where the way is cut, e.g. "the cat gets no nearer than (3,4); the exit is at (7,4)" (the
/// exit alone when ExitCutOff::at is empty).
CATMAZE_GAME_EXPORT std::string describePlace(const ExitCutOff& cut);

/// `cut` in words, as a plan's reason: describeCause, then describePlace in parentheses, e.g.
/// "the exit cannot be reached: walled off (the cat gets no nearer than (3,4); the exit is at
/// (7,4))".
CATMAZE_GAME_EXPORT std::string describe(const ExitCutOff& cut);

}  // namespace catmaze
