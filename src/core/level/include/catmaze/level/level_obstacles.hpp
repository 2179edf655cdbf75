#pragma once
/// \file
/// The "obstacles" member of a level file (format version 2): reading it with diagnostics, and
/// writing it back. Kept apart from the loader and the writer so that they only hook it in.

#include <string>
#include <vector>

#include "catmaze/io/json_source.hpp"
#include "catmaze/level/export.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// One problem found in an "obstacles" value, at a place in the file.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct ObstacleProblem {
    SourcePos pos;        ///< where in the file
    std::string message;  ///< what is wrong, for a diagnostic
};

/// Reads `value` (the "obstacles" member) into `level.obstacles`, checking it against the rest
/// of `level` (already read: its version and size). The value must be an array of objects
/// `{"points": [[x, y], ...]}` with at least 3 numeric points each, inside the map
/// (0 <= x <= width, 0 <= y <= height), forming a simple polygon; and the level's version must
/// be 2. Returns the problems in file order; `level.obstacles` is only set when there are none.
/// A map of size 0 (its tiles were broken) skips the inside-the-map check.
CATMAZE_LEVEL_EXPORT std::vector<ObstacleProblem> readLevelObstacles(const JsonValue& value,
                                                                     Level& level);

/// The "obstacles" member as the level writer lays it out (`  "obstacles": [...]`, one polygon
/// a line, numbers in their shortest exact form); "" when `level` has no obstacles.
CATMAZE_LEVEL_EXPORT std::string formatLevelObstacles(const Level& level);

}  // namespace catmaze
