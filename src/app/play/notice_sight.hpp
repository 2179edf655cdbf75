#pragma once
/// \file
/// What a notice over the level in play should leave in sight, for Notices::draw to place it.

#include <array>
#include <vector>

#include "play/camera.hpp"
#include "play/play_model.hpp"

namespace catmaze::app {

/// In window pixels, in tiers for placeNotice (ui/notice_place.hpp): the cat's box; the bones, dogs
/// and exit in the window of `windowSize` pixels (only while it shows at most 65,536 tiles: further
/// out they are specks); the tiles of the hint's trail while it is shown. `camera` places them.
std::array<std::vector<ScreenBox>, 3> inSight(const PlayModel& model, const Camera& camera,
                                              ScreenPoint windowSize);

}  // namespace catmaze::app
