#pragma once
/// \file
/// The camera: follows the cat, clamped to the map, as in the original; a map smaller than its
/// area is centred and still. The map is drawn in an area of the window (the HUD's bands are left
/// out), and a map that fits that area at zoom 1 or more is zoomed to fill it (fit()). The player
/// may look away from the cat: a drag pans (the view then follows the cat at that offset, kept
/// inside the map) and the wheel zooms about the cursor. Plain arithmetic (camera_view.hpp makes
/// SFML's view of it), so the unit tests check what the player is shown.

#include "catmaze/geom/tile.hpp"
#include "ui/screen_point.hpp"
#include "ui/tooltip_place.hpp"

namespace catmaze::app {

/// The zoom of one notch of the wheel, or one press of + (its inverse: -).
inline constexpr float kZoomStep = 1.15f;

/// Maps world pixels (tile size times tiles) to window pixels. A value type; not thread-safe.
class Camera {
  public:
    /// A new map: `size` tiles of `tilePixels` world pixels; zoom back to 1.
    void setMap(GridSize size, int tilePixels);
    /// Draws in the window's whole `width` x `height` pixels.
    void setWindowSize(float width, float height);
    /// Draws in `area` (window pixels) of a window of `window` pixels.
    void setArea(ScreenBox area, ScreenPoint window);
    /// The zoom that shows the whole map in the area, when that is at least 1 (at most 4): small
    /// maps fill the window rather than sit in a black field. A map too big at zoom 1 gets 1.
    void fit();
    /// Multiplies the zoom by `factor`, kept in [0.25, 4].
    void zoomBy(float factor);
    /// Multiplies the zoom by `factor` (kept in [0.25, 4]) so that the map point under window
    /// pixel `pixel` stays under it, as far as the map's edges allow.
    void zoomAt(float factor, ScreenPoint pixel);
    /// Moves the view with a drag of `windowPixels` (the map follows the mouse).
    void panBy(ScreenPoint windowPixels);
    /// Pans as little as it takes to show `point` (world pixels) with `margin` world pixels to
    /// spare on each side (less when the view is narrower), as far as the map's edges allow.
    void reveal(ScreenPoint point, float margin);
    /// Looks at the cat again: no pan.
    void resetPan() { pan_ = {}; }
    /// Pans so that the view shows `focus` and `other` (world pixels) together, centred between
    /// them, when both fit with `margin` pixels to spare; else no pan (the view on `focus`).
    void frame(ScreenPoint focus, ScreenPoint other, float margin);
    /// Looks at `focus` (world pixels) plus the pan, clamped so the map fills the window where it
    /// can; a pan beyond what the clamp allows is dropped, so the way back is never dead.
    void follow(ScreenPoint focus);

    /// The world pixel at the centre of the view.
    ScreenPoint centre() const { return centre_; }
    /// The area the map is drawn in (window pixels).
    ScreenBox area() const { return {corner_.x, corner_.y, window_.x, window_.y}; }
    /// The whole window's size in pixels.
    ScreenPoint windowSize() const { return fullWindow_; }
    /// Window pixel of tile (0,0)'s top-left corner.
    ScreenPoint origin() const;
    /// The zoom: window pixels per world pixel, in [0.25, 4].
    float zoom() const { return zoom_; }
    /// A tile's side in window pixels.
    float tileOnScreen() const { return static_cast<float>(tilePixels_) * zoom_; }
    /// The tile under window pixel (x, y); may be off the map.
    Tile tileAt(float x, float y) const;

  private:
    GridSize map_;
    int tilePixels_ = 32;
    float zoom_ = 1.0f;
    ScreenPoint window_{800, 600};  // the area's size
    ScreenPoint corner_;            // the area's top-left corner in the window
    ScreenPoint fullWindow_{800, 600};
    ScreenPoint centre_;
    ScreenPoint pan_;  // world pixels from the focus to the view's centre
    ScreenPoint focus_;
};

}  // namespace catmaze::app
