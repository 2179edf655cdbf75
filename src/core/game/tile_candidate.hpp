#pragma once
// One candidate of the tile generator (level_generator.cpp): the floor plan, the cat and the
// exit far apart, the dogs on the way and the bones, not yet measured. The patrol generator
// (patrol_level_generator.cpp) starts from the same candidates.

#include <optional>

#include "catmaze/game/level_generator.hpp"
#include "seeded_random.hpp"

namespace catmaze {

// A candidate tile level for `options` (sides already checked), drawn from `random` alone: a
// plan (rooms and corridors, a maze or a courtyard), the cat and the exit far apart, the
// difficulty's dogs on the way between them, a bone for each and decoy bones; nothing when the
// plan is too small for them. Not checked for winning here.
std::optional<Level> tileCandidate(const GenerateOptions& options, SeededRandom& random);

}  // namespace catmaze
