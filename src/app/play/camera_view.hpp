#pragma once
/// \file
/// The camera (camera.hpp) as SFML draws with it: the world's view, and pixel points as SFML's.

#include <SFML/Graphics/View.hpp>

#include "play/camera.hpp"

namespace catmaze::app {

/// The view to draw the world with through `camera`: its centre and zoom, in its area of the
/// window.
sf::View cameraView(const Camera& camera);

/// `p` as SFML's vector.
inline sf::Vector2f toVector(ScreenPoint p) {
    return {p.x, p.y};
}

/// `v` as a pixel point.
inline ScreenPoint toPoint(sf::Vector2f v) {
    return {v.x, v.y};
}

}  // namespace catmaze::app
