#pragma once
/// \file
/// How the tool prints a level's difficulty measures (catmaze/game/level_metrics.hpp), for
/// `solve --metrics` and `generate`.

#include <ostream>

#include <nlohmann/json.hpp>

#include "catmaze/game/level_generator.hpp"
#include "catmaze/game/level_metrics.hpp"

namespace catmaze::tool {

/// The measures for people, one `name: value` line each (levels/README.md, "Difficulty"), or
/// one line saying why there are none.
void printMetrics(const LevelMetrics& metrics, std::ostream& out);

/// The exact measures of a generated level with patrols (par with its waits, bones, dogs,
/// detour ratio: the generator checks no others) and why timing matters on it
/// (`timing`), for `generate --patrols`.
void printPatrolMetrics(const LevelMetrics& metrics, const PatrolTiming& timing, std::ostream& out);

/// The measures as a JSON object: {"par", "steps", "bones", "dogs", "orderedFetches",
/// "fewestClicks", "detourRatio", "traps", "firstClicks": [{"tile", "kind", "trap"}, ...]}, or
/// {"status", "reason"} when there are none.
nlohmann::ordered_json metricsJson(const LevelMetrics& metrics);

}  // namespace catmaze::tool
