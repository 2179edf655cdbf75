#pragma once
/// \file
/// The camera: follows the cat, clamped to the map, as in the original; a map smaller than the
/// window is centred and still. Mouse-wheel zoom.

#include <optional>

#include <SFML/Graphics/View.hpp>

#include "catmaze/tile.hpp"

namespace catmaze::app {

/// Maps world pixels (tile size times tiles) to window pixels.
class Camera {
  public:
    /// A new map: `size` tiles of `tilePixels` world pixels; zoom back to 1.
    void setMap(GridSize size, int tilePixels);
    void setWindowSize(float width, float height);
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
    sf::Vector2f window_{800, 600};
    sf::Vector2f centre_;
};

}  // namespace catmaze::app
