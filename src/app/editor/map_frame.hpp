#pragma once
/// \file
/// Where the editor's map lies in the window: its area, zoom and pan, the size of a tile in
/// pixels, and the tile or point under a window pixel. Plain arithmetic (no SFML), so the
/// editor model and its unit tests place clicks exactly where the screen draws.

#include <optional>

#include "catmaze/geom/geometry.hpp"
#include "catmaze/geom/tile.hpp"
#include "editor/input_event.hpp"
#include "ui/tooltip_place.hpp"

namespace catmaze::app {

/// The map's frame. fit() after the level's size, the area, the zoom or the pan changed; the
/// queries read the last fit. A value type: not shared between threads.
class MapFrame {
  public:
    /// The part of the window the map is drawn in (it is clipped to it).
    void setArea(ScreenBox area) { area_ = area; }
    /// The part of the window the map is drawn in.
    const ScreenBox& area() const { return area_; }

    /// Back to the whole map fitted into the area.
    void resetZoom() {
        zoom_ = 1;
        pan_ = {};
    }
    /// Zooms in (positive `steps`) or out, by 15% a step, between a tenth and 8 times the fit.
    void zoomBy(float steps);
    /// Moves the map by `dx`, `dy` pixels (clamped by the next fit so it never leaves the area
    /// when larger than it).
    void panBy(float dx, float dy) {
        pan_.x += dx;
        pan_.y += dy;
    }
    /// Places a map of `size` tiles in the area at the current zoom and pan: whole pixels per
    /// tile (crisp art), at least 4, centred when it fits.
    void fit(GridSize size);

    /// The tile under window pixel `pixel` (inside the area and the map last fitted), if any.
    std::optional<Tile> tileAt(Pointer pixel) const;
    /// The point (tile units, unclamped) under window pixel `pixel`.
    Vec2 pointAt(Pointer pixel) const {
        return {(pixel.x - origin_.x) / tile_, (pixel.y - origin_.y) / tile_};
    }
    /// The window pixel of point `p` (tile units).
    Pointer pixelOf(Vec2 p) const {
        return {origin_.x + static_cast<float>(p.x) * tile_,
                origin_.y + static_cast<float>(p.y) * tile_};
    }
    /// Window pixel of tile (0,0)'s top-left corner.
    Pointer origin() const { return origin_; }
    /// Side of a tile in window pixels.
    float tile() const { return tile_; }
    /// The size of the map last fitted, in tiles.
    GridSize size() const { return size_; }

  private:
    ScreenBox area_;
    float zoom_ = 1;
    Pointer pan_;
    Pointer origin_;
    float tile_ = 32;
    GridSize size_{1, 1};
};

}  // namespace catmaze::app
