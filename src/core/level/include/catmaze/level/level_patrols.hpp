#pragma once
/// \file
/// The "patrols" member of a level file (format version 2, tile levels): reading it with
/// diagnostics, and writing it back. Kept apart from the loader and the writer so that they only
/// hook it in.

#include <string>
#include <vector>

#include "catmaze/io/json_source.hpp"
#include "catmaze/level/export.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// One problem found in a "patrols" value, at a place in the file.
/// Thread safety: a plain value: copies may be used anywhere; one object read from several
/// threads at once is safe while none writes it.
struct PatrolsMemberProblem {
    SourcePos pos;        ///< where in the file
    std::string message;  ///< what is wrong, for a diagnostic
};

/// Reads `value` (the "patrols" member) into `level.patrols`, checking it against the rest of
/// `level` (already read: its version, tiles, rules and obstacles). The value must be an array
/// of at most kMaxPatrols objects `{"tiles": [[col, row], ...], "loop": true}` ("loop" optional,
/// false by default: back and forth), each with kMinPatrolTiles to kMaxPatrolTiles tiles given
/// as integers from 0 to kMaxLevelSide - 1; the level must be version 2 and not open-floor; and
/// the routes must obey patrolRouteProblems, whose messages point at the tile at fault. Counts
/// are checked before any tile is read. Returns the problems (each patrol's in file order);
/// `level.patrols` is only set when there are none. Never throws except std::bad_alloc.
CATMAZE_LEVEL_EXPORT std::vector<PatrolsMemberProblem> readLevelPatrols(const JsonValue& value,
                                                                        Level& level);

/// The "patrols" member as the level writer lays it out (`  "patrols": [...]`, one patrol a
/// line: `{"tiles": [[4, 2], [5, 2]], "loop": false}`); "" when `level` has no patrols.
CATMAZE_LEVEL_EXPORT std::string formatLevelPatrols(const Level& level);

}  // namespace catmaze
