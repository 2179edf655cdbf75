#pragma once
/// \file
/// The "metrics" member of a level file (a level's recorded measures and par, see
/// RecordedMetrics): reading it with diagnostics, and writing it back. Kept apart from the loader
/// and the writer so that they only hook it in.

#include <string>
#include <vector>

#include "catmaze/io/json_source.hpp"
#include "catmaze/level/export.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// One problem found in a "metrics" value, at a place in the file.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct MetricsProblem {
    SourcePos pos;        ///< where in the file
    std::string message;  ///< what is wrong, for a diagnostic
    bool error = true;    ///< an error (the level does not load), or only a warning
};

/// Reads `value` (the "metrics" member) into `level.metrics`. The value must be an object with an
/// integer "par" (0 or more) and optionally the integers "steps", "bones", "dogs",
/// "orderedFetches", "fewestClicks", "traps" (0 or more) and the number "detourRatio" (1 or
/// more), written back in that order. Each wrong value is an error at its place; an unknown member
/// is a warning (it is not kept). Returns the problems in file order; `level.metrics` is only set
/// when none is an error.
CATMAZE_LEVEL_EXPORT std::vector<MetricsProblem> readLevelMetrics(const JsonValue& value,
                                                                  Level& level);

/// The "metrics" member as the level writer lays it out (`  "metrics": {...}` on one line, the
/// members in the order above, numbers in their shortest exact form); "" when `level` has none.
CATMAZE_LEVEL_EXPORT std::string formatLevelMetrics(const Level& level);

}  // namespace catmaze
