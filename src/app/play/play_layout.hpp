#pragma once
/// \file
/// Where the level in play goes in the window: the map between the HUD's bands (never under
/// them), and the first view, which shows the cat and, where both fit, the nearest exit.

#include "catmaze/level/level.hpp"
#include "play/camera.hpp"

namespace catmaze::app {

/// Window pixels at the top kept for the HUD's bar (the map is never drawn under it).
inline constexpr float kHudTopBand = 36;
/// Window pixels at the bottom kept for the HUD's two lines: what a click on the hovered tile
/// would do, and the key help (or the search overlay's legend). The map is never drawn under it.
inline constexpr float kHudBottomBand = 48;

/// The map's area in a window of `width` x `height` pixels: between the HUD's bands.
ScreenBox mapArea(float width, float height);

/// Fits `camera` to a window of `width` x `height` pixels: the map in mapArea, zoomed to fill
/// it when it is small (Camera::fit).
void fitToWindow(Camera& camera, float width, float height);

/// The first view of `board` with the cat's sprite centred on `cat` (tile units): the cat, and
/// the nearest exit too when both fit in the view (the camera's pan), else the cat alone.
void frameCatAndExit(Camera& camera, const Level& board, Vec2 cat);

}  // namespace catmaze::app
