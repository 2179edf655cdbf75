#pragma once
/// \file
/// The camera (camera.hpp) as SFML draws with it: the world's view, and pixel points as SFML's.

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/View.hpp>

#include "catmaze/geom/geometry.hpp"

#include "play/camera.hpp"

namespace catmaze::app {

/// The view to draw the world with through `camera`: its centre and zoom, in its area of the
/// window.
sf::View cameraView(const Camera& camera);

/// The box of a tile-sized sprite centred on `centre` (tile units) of a map whose tiles are
/// `tilePixels` world pixels, in window pixels through `camera`.
inline sf::FloatRect spriteOnCamera(const Camera& camera, Vec2 centre, int tilePixels) {
    const float side = camera.tileOnScreen();
    const Vec2 corner = centre - Vec2{0.5, 0.5};
    const float tile = static_cast<float>(tilePixels);
    const ScreenPoint world{static_cast<float>(corner.x) * tile,
                            static_cast<float>(corner.y) * tile};
    const ScreenPoint at = camera.origin() + world * camera.zoom();
    return {at.x, at.y, side, side};
}

/// `p` as SFML's vector.
inline sf::Vector2f toVector(ScreenPoint p) {
    return {p.x, p.y};
}

/// `v` as a pixel point.
inline ScreenPoint toPoint(sf::Vector2f v) {
    return {v.x, v.y};
}

}  // namespace catmaze::app
