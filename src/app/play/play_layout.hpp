#pragma once
/// \file
/// Where the level in play goes in the window: the map between the HUD's bands (never under
/// them), and the first view, which shows the cat and, where both fit, the nearest exit.

#include <optional>
#include "catmaze/level/level.hpp"

#include "play/camera.hpp"
#include "play/hud_layout.hpp"
#include "play/play_request.hpp"

namespace catmaze::app {

/// Window pixels at the top kept for the HUD's bar at 100 % (the map is never drawn under it;
/// hud_layout.hpp has it at any scale).
inline constexpr float kHudTopBand = 36;
/// Window pixels at the bottom kept at 100 % for the HUD's three lines: what a click on the
/// hovered tile would do, and the key bar's two lines (or the search overlay's legend). The map
/// is never drawn under it.
inline constexpr float kHudBottomBand = 66;

/// The map's area in a window of `width` x `height` pixels at `scale`: between the HUD's bands
/// (hudLayout).
ScreenBox mapArea(float width, float height, UiScale scale = {});

/// The map's area in a window of `width` x `height` pixels between the bands of `hud` (a layout
/// whose bands grew for the lines its texts need, hud_fit.hpp).
ScreenBox mapAreaBetween(const HudLayout& hud, float width, float height);

/// Fits `camera` to a window of `width` x `height` pixels at `scale`: the map in mapArea,
/// zoomed to fill it when it is small (Camera::fit).
void fitToWindow(Camera& camera, float width, float height, UiScale scale = {});

/// The box of a tile-sized sprite centred on `centre` (tile units) of a map whose tiles are
/// `tilePixels` world pixels, in window pixels through `camera`.
ScreenBox spriteBox(const Camera& camera, Vec2 centre, int tilePixels);

/// Pans `camera` as little as it takes to show `tile` (the keyboard's cursor, on a map of
/// `tilePixels`-pixel tiles) and one tile beyond it on every side, as far as the map allows.
void keepInSight(Camera& camera, Tile tile, int tilePixels);

/// What a zoom command does to the view (+ ZoomIn, - ZoomOut; any other command nothing): one
/// wheel notch about the keyboard's cursor at `cursor` while it is shown, else about the map
/// area's centre.
void zoomByKey(Camera& camera, PlayCommand command, std::optional<Tile> cursor, int tilePixels);

/// The first view of `board` with the cat's sprite centred on `cat` (tile units): the cat, and
/// the nearest exit too when both fit in the view (the camera's pan), else the cat alone.
void frameCatAndExit(Camera& camera, const Level& board, Vec2 cat);

}  // namespace catmaze::app
