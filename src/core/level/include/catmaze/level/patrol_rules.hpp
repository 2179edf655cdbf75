#pragma once
/// \file
/// The rules a level's patrols obey, each written once: the JSON loader (with positions), the
/// Tiled reader (naming the object) and validateLevel (the editor's check) all give these
/// messages. levels/README.md, "Dogs on patrol", lists them.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/level/export.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// Patrols need format version 2.
CATMAZE_LEVEL_EXPORT std::optional<std::string> patrolsVersionProblem(int version);
/// Patrols are for tile levels: refused when the level is open-floor (has obstacles).
CATMAZE_LEVEL_EXPORT std::optional<std::string> patrolsOpenFloorProblem(bool openFloor);
/// A level has at most kMaxPatrols patrols; `count` is how many it has.
CATMAZE_LEVEL_EXPORT std::optional<std::string> patrolCountProblem(std::size_t count);
/// Patrol number `patrol` has kMinPatrolTiles to kMaxPatrolTiles tiles; `tiles` is how many it
/// has (checked before they are read).
CATMAZE_LEVEL_EXPORT std::optional<std::string> patrolLengthProblem(std::size_t tiles,
                                                                    std::size_t patrol);

/// A patrol that breaks a rule of its route, and the tile of it at fault.
/// Thread safety: a plain value: copies may be used anywhere; one object read from several
/// threads at once is safe while none writes it.
struct PatrolProblem {
    std::size_t patrol = 0;  ///< the patrol's index in the list checked
    std::size_t tile = 0;    ///< the index in its `tiles` of the tile the problem is about
    std::string message;     ///< what is wrong, for a diagnostic
};

/// Every rule of the route that `patrols` (the patrols of `level`, or ones meant for it) break,
/// patrol by patrol in order: each tile on the map and not a wall; each a neighbour of the one
/// before (a side step; a diagonal one only when `level.rules.diagonal` is LevelDiagonal::On, and
/// never cutting a wall's corner, as the cat's diagonal steps); a looping patrol's last tile a
/// neighbour of its first (the same way); the first tile a dog's; no two patrols on one dog; no
/// tile after the first on a dog that walks no patrol (a patrol goes round a dog that stays). A
/// step to or from a tile off the map is not checked (the tile is reported). Lengths and counts
/// are patrolLengthProblem's and patrolCountProblem's. Nothing is checked (an empty list) when
/// `level.tiles` does not fill `level.size`. Time linear in the patrols' tiles (log-linear in
/// their number). Never throws except std::bad_alloc.
CATMAZE_LEVEL_EXPORT std::vector<PatrolProblem> patrolRouteProblems(
    const Level& level, const std::vector<Patrol>& patrols);

}  // namespace catmaze
