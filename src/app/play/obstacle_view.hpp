#pragma once
/// \file
/// A level's polygon obstacles as the game draws them: one drawing for the play screen and the
/// level editor (obstacle_view.cpp).

#include <vector>

#include <SFML/Graphics.hpp>

#include "catmaze/geom/geometry.hpp"
#include "render/art.hpp"

namespace catmaze::app {

/// Draws `obstacles` (tile units) with `art`; `tileToPixel` maps tile units to the target's
/// coordinates (a scale by the tile's side in the world, plus the map's origin in the editor).
void drawObstacles(sf::RenderTarget& target, const Art& art, const std::vector<Polygon>& obstacles,
                   const sf::Transform& tileToPixel);

}  // namespace catmaze::app
