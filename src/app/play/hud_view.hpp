#pragma once
/// \file
/// The play screen's HUD, drawn: the level's name, bones, steps and cost along the top; the keys,
/// what a click on the hovered tile would do and the search overlay's legend along the bottom;
/// the g/h/f box beside the tile under the mouse. What it says is decided in hud_text.hpp.

#include <SFML/Graphics/RenderTarget.hpp>

#include "catmaze/player/settings.hpp"
#include "play/camera.hpp"
#include "play/hud_fit.hpp"
#include "play/play_model.hpp"
#include "render/art.hpp"

namespace catmaze::app {

/// The HUD of `model` fitted (hud_fit.hpp) to a window of `window` pixels with `art`'s fonts,
/// at the scale and with the overlay `settings` ask for: the play screen fits its map between
/// the bands it has.
HudFit hudFit(const Art& art, const PlayModel& model, const Settings& settings,
              sf::Vector2f window);

/// Draws the HUD of `model` over the whole of `target` (window pixels) as `fit` (hudFit, for
/// the target's size) has it, with `art`'s fonts; the g/h/f box beside the hovered tile as
/// placed by `camera`, while `settings` show the overlay.
void drawHud(sf::RenderTarget& target, const Art& art, const PlayModel& model, const Camera& camera,
             const Settings& settings, const HudFit& fit);

}  // namespace catmaze::app
