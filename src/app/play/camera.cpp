#include "play/camera.hpp"

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

// The view's centre on one axis: the cat's view (clampAxis) moved by `pan`, kept inside the map;
// `pan` is trimmed to the move that shows, so dragging back moves the view at once.
float panAxis(float focus, float& pan, float mapPixels, float viewPixels) {
    const float base = clampAxis(focus, mapPixels, viewPixels);
    if (mapPixels <= viewPixels) {
        pan = 0;
        return base;
    }
    pan = std::clamp(pan, viewPixels / 2 - base, mapPixels - viewPixels / 2 - base);
    return base + pan;
}

}  // namespace

void Camera::setMap(GridSize size, int tilePixels) {
    map_ = size;
    tilePixels_ = tilePixels;
    zoom_ = 1.0f;
    pan_ = {};
    centre_ = {static_cast<float>(size.width * tilePixels) / 2,
               static_cast<float>(size.height * tilePixels) / 2};
}

void Camera::setWindowSize(float width, float height) {
    setArea({0, 0, width, height}, {width, height});
}

void Camera::setArea(ScreenBox area, ScreenPoint window) {
    window_ = {std::max(1.0f, area.width), std::max(1.0f, area.height)};
    corner_ = {area.left, area.top};
    fullWindow_ = window;
}

void Camera::fit() {
    const float fits = std::min(window_.x / static_cast<float>(map_.width * tilePixels_),
                                window_.y / static_cast<float>(map_.height * tilePixels_));
    zoom_ = fits >= 1.0f ? std::min(fits, 4.0f) : 1.0f;
}

void Camera::zoomBy(float factor) {
    zoom_ = std::clamp(zoom_ * factor, 0.25f, 4.0f);
}

void Camera::zoomAt(float factor, ScreenPoint pixel) {
    // The map point under the pixel, before and after: the pan makes up the difference.
    const ScreenPoint fromCentre = pixel - (corner_ + window_ / 2.0f);
    const ScreenPoint point = centre_ + fromCentre / zoom_;
    zoomBy(factor);
    // The pan counts from the cat's own view, whose clamp changed with the zoom.
    const ScreenPoint viewSize = window_ / zoom_;
    const ScreenPoint base{
        clampAxis(focus_.x, static_cast<float>(map_.width * tilePixels_), viewSize.x),
        clampAxis(focus_.y, static_cast<float>(map_.height * tilePixels_), viewSize.y)};
    pan_ = point - fromCentre / zoom_ - base;
    follow(focus_);
}

void Camera::panBy(ScreenPoint windowPixels) {
    pan_ -= windowPixels / zoom_;
    follow(focus_);
}

void Camera::reveal(ScreenPoint point, float margin) {
    const ScreenPoint half = window_ / zoom_ / 2.0f;
    // On one axis: how far the view must move for [p - margin, p + margin] to be inside it.
    const auto shortfall = [margin](float p, float centre, float halfView) {
        const float m = std::min(margin, halfView);
        if (p - m < centre - halfView)
            return (p - m) - (centre - halfView);
        if (p + m > centre + halfView)
            return (p + m) - (centre + halfView);
        return 0.0f;
    };
    pan_ = pan_ + ScreenPoint{shortfall(point.x, centre_.x, half.x),
                              shortfall(point.y, centre_.y, half.y)};
    follow(focus_);
}

void Camera::frame(ScreenPoint focus, ScreenPoint other, float margin) {
    pan_ = (other - focus) / 2.0f;
    follow(focus);
    const ScreenPoint half = window_ / zoom_ / 2.0f;
    const auto shown = [&](ScreenPoint p) {
        return std::abs(p.x - centre_.x) + margin <= half.x &&
               std::abs(p.y - centre_.y) + margin <= half.y;
    };
    if (!shown(focus) || !shown(other)) {
        pan_ = {};
        follow(focus);
    }
}

void Camera::follow(ScreenPoint focus) {
    focus_ = focus;
    const ScreenPoint viewSize = window_ / zoom_;
    ScreenPoint centre{
        panAxis(focus.x, pan_.x, static_cast<float>(map_.width * tilePixels_), viewSize.x),
        panAxis(focus.y, pan_.y, static_cast<float>(map_.height * tilePixels_), viewSize.y)};
    // Whole window pixels for the map's corner, so tiles never shimmer between pixels.
    const ScreenPoint corner = (centre - viewSize / 2.0f) * zoom_;
    centre = ScreenPoint{std::round(corner.x), std::round(corner.y)} / zoom_ + viewSize / 2.0f;
    centre_ = centre;
}

ScreenPoint Camera::origin() const {
    const ScreenPoint viewSize = window_ / zoom_;
    return corner_ - (centre_ - viewSize / 2.0f) * zoom_;
}

Tile Camera::tileAt(float x, float y) const {
    const ScreenPoint o = origin();
    const float side = tileOnScreen();
    return {static_cast<int>(std::floor((x - o.x) / side)),
            static_cast<int>(std::floor((y - o.y) / side))};
}

}  // namespace catmaze::app
