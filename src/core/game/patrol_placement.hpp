#pragma once
// Where the patrol generator puts its dogs on patrol: rounds that cross the way the cat would
// take if it ignored them, timed to meet it there.

#include <optional>
#include <vector>

#include "catmaze/level/level.hpp"
#include "seeded_random.hpp"

namespace catmaze {

// `base` (a valid tile level without patrols, format version 2 on return) with `count` dogs on
// patrol added, each on a round of its own: a line of 2 to 5 tiles walked back and forth, or
// the ring of a 2x2 to 3x3 block walked as a loop, over tiles that are neither walls nor dogs,
// starting on a floor tile. Each round is timed so that its dog meets `route` (the cheapest win
// of `base`, one tile a tick) on a tick after which the cat holds no bone (`bonesAfter`, one
// count a tick): that route, played with the patrols, is caught. Their periods (2 to 8) repeat
// together within 24 ticks. Nothing when no round fits. Drawn from `random` alone.
std::optional<Level> withPatrolsOn(const Level& base, const std::vector<Tile>& route,
                                   const std::vector<int>& bonesAfter, int count,
                                   SeededRandom& random);

}  // namespace catmaze
