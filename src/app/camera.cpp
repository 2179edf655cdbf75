#include "camera.hpp"

#include <algorithm>
#include <cmath>

namespace catmaze::app {

namespace {

// The centre on one axis: the middle of a map that fits, else `focus` kept inside the map.
float clampAxis(float focus, float mapPixels, float viewPixels) {
    if (mapPixels <= viewPixels)
        return mapPixels / 2;
    return std::clamp(focus, viewPixels / 2, mapPixels - viewPixels / 2);
}

}  // namespace

void Camera::setMap(GridSize size, int tilePixels) {
    map_ = size;
    tilePixels_ = tilePixels;
    zoom_ = 1.0f;
    centre_ = {static_cast<float>(size.width * tilePixels) / 2,
               static_cast<float>(size.height * tilePixels) / 2};
}

void Camera::setWindowSize(float width, float height) {
    window_ = {width, height};
}

void Camera::zoomBy(float factor) {
    zoom_ = std::clamp(zoom_ * factor, 0.25f, 4.0f);
}

void Camera::follow(sf::Vector2f focus) {
    const sf::Vector2f viewSize = window_ / zoom_;
    sf::Vector2f centre{
        clampAxis(focus.x, static_cast<float>(map_.width * tilePixels_), viewSize.x),
        clampAxis(focus.y, static_cast<float>(map_.height * tilePixels_), viewSize.y)};
    // Whole window pixels for the map's corner, so tiles never shimmer between pixels.
    const sf::Vector2f corner = (centre - viewSize / 2.0f) * zoom_;
    centre = sf::Vector2f(std::round(corner.x), std::round(corner.y)) / zoom_ + viewSize / 2.0f;
    centre_ = centre;
}

sf::View Camera::view() const {
    return sf::View(centre_, window_ / zoom_);
}

sf::Vector2f Camera::origin() const {
    const sf::Vector2f viewSize = window_ / zoom_;
    return -(centre_ - viewSize / 2.0f) * zoom_;
}

Tile Camera::tileAt(float x, float y) const {
    const sf::Vector2f o = origin();
    const float side = tileOnScreen();
    return {static_cast<int>(std::floor((x - o.x) / side)),
            static_cast<int>(std::floor((y - o.y) / side))};
}

}  // namespace catmaze::app
