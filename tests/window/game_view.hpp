#pragma once
/// \file
/// What the game shows, as the window tests look at it: its screenshot, and where a point of the
/// level is in the window.

#include <utility>

#include "harness.hpp"
#include "png.hpp"

namespace catmaze::wintest {

/// Presses F12, waits for the `screenshot` event and decodes the PNG the game saved.
RgbImage screenshot(Game& game);
/// The window pixel of level point (x, y) (tile units), by the game's latest `view` event.
std::pair<int, int> pixelOf(Game& game, double x, double y);

}  // namespace catmaze::wintest
