#pragma once
/// \file
/// The camera: follows the cat, clamped to the map, as in the original; a map smaller than its
/// area is centred and still. The map is drawn in an area of the window (the HUD's bands are left
/// out), and a map that fits that area at zoom 1 or more is zoomed to fill it (fit()). Mouse-wheel
/// zoom.

#include <optional>

#include <SFML/Graphics/View.hpp>

#include "catmaze/geom/tile.hpp"

namespace catmaze::app {

/// Maps world pixels (tile size times tiles) to window pixels.
class Camera {
  public:
    /// A new map: `size` tiles of `tilePixels` world pixels; zoom back to 1.
    void setMap(GridSize size, int tilePixels);
    /// Draws in the window's whole `width` x `height` pixels.
    void setWindowSize(float width, float height);
    /// Draws in `area` (window pixels) of a window of `window` pixels.
    void setArea(sf::FloatRect area, sf::Vector2f window);
    /// The zoom that shows the whole map in the area, when that is at least 1 (at most 4): small
    /// maps fill the window rather than sit in a black field. A map too big at zoom 1 gets 1.
    void fit();
    /// Multiplies the zoom by `factor`, kept in [0.25, 4].
    void zoomBy(float factor);
    /// Looks at `focus` (world pixels), clamped so the map fills the window where it can.
    void follow(sf::Vector2f focus);

    /// The view to draw the world with.
    sf::View view() const;
    /// Window pixel of tile (0,0)'s top-left corner.
    sf::Vector2f origin() const;
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
    sf::Vector2f window_{800, 600};  // the area's size
    sf::Vector2f corner_;            // the area's top-left corner in the window
    sf::Vector2f fullWindow_{800, 600};
    sf::Vector2f centre_;
};

}  // namespace catmaze::app
