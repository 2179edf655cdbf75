#pragma once
// Tile levels with dogs on patrol for the generator (GenerateOptions::patrols): the tile
// generator's candidates with rounds added that cross the way the cat would take if it ignored
// them, kept when the exact solver proves that timing matters (patrol_timing.hpp).

#include "catmaze/game/level_generator.hpp"

namespace catmaze {

// Generates a level with `options.patrols` (1 to kMaxGeneratedPatrols, a tile level, sides
// already checked) dogs on patrol (see generateLevel), within generateBudgetFor(options).
GeneratedLevel generatePatrolLevel(const GenerateOptions& options);

}  // namespace catmaze
