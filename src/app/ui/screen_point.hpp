#pragma once
/// \file
/// A point (or a size, or a move) in pixels, window or world, with the arithmetic the camera
/// needs. No SFML, so what the camera decides is unit-tested; the drawing code converts.

namespace catmaze::app {

/// Two pixel coordinates.
struct ScreenPoint {
    float x = 0;  ///< across, to the right
    float y = 0;  ///< down

    friend constexpr ScreenPoint operator+(ScreenPoint a, ScreenPoint b) {
        return {a.x + b.x, a.y + b.y};
    }
    friend constexpr ScreenPoint operator-(ScreenPoint a, ScreenPoint b) {
        return {a.x - b.x, a.y - b.y};
    }
    friend constexpr ScreenPoint operator*(ScreenPoint a, float k) { return {a.x * k, a.y * k}; }
    friend constexpr ScreenPoint operator/(ScreenPoint a, float k) { return {a.x / k, a.y / k}; }
    constexpr ScreenPoint& operator-=(ScreenPoint b) { return *this = *this - b; }
    friend constexpr bool operator==(ScreenPoint, ScreenPoint) = default;
};

}  // namespace catmaze::app
