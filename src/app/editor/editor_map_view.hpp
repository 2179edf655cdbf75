#pragma once
/// \file
/// The level editor's map: the level drawn with the game's art in an area of the window, with
/// its own zoom and pan, and the tile under a window pixel.

#include <optional>
#include <vector>

#include <SFML/Graphics.hpp>

#include "catmaze/geom/tile.hpp"
#include "catmaze/level/level.hpp"
#include "render/art.hpp"

namespace catmaze::app {

/// Draws the art of `kind` filling `rect` (window pixels) at opacity `alpha`: the palette's
/// icons and the ghost of what a click would paint.
void drawTileArt(sf::RenderTarget& target, const Art& art, TileKind kind, sf::FloatRect rect,
                 sf::Uint8 alpha = 255);

/// The obstacle tool's icon filling `rect`: a polygon drawn as the game draws obstacles, on floor.
void drawObstacleIcon(sf::RenderTarget& target, const Art& art, sf::FloatRect rect);

/// The map part of the editor. rebuild() when the level changes, fit() when its size, the area,
/// the zoom or the pan changed; draw() only reads.
class EditorMapView {
  public:
    /// The part of the window the map is drawn in (it is clipped to it).
    void setArea(sf::FloatRect area) { area_ = area; }
    const sf::FloatRect& area() const { return area_; }

    /// Back to the whole map fitted into the area.
    void resetZoom() {
        zoom_ = 1;
        pan_ = {};
    }
    /// Zooms in (positive `steps`) or out, by 15% a step, between a tenth and 8 times the fit.
    void zoomBy(float steps);
    /// Moves the map by `pixels` (clamped so it never leaves the area when larger than it).
    void panBy(sf::Vector2f pixels) { pan_ += pixels; }
    /// Places a map of `size` tiles in the area at the current zoom and pan: whole pixels per
    /// tile (crisp art), at least 4, centred when it fits.
    void fit(GridSize size);
    /// Rebuilds the vertex arrays from `level` (its size must be the one last fitted).
    void rebuild(const Level& level);

    /// The tile of a map of `size` under window pixel `pixel`, if any.
    std::optional<Tile> tileAt(sf::Vector2f pixel, GridSize size) const;
    /// The point (tile units, unclamped) under window pixel `pixel`.
    Vec2 pointAt(sf::Vector2f pixel) const {
        return {(pixel.x - origin_.x) / tile_, (pixel.y - origin_.y) / tile_};
    }
    /// The window pixel of point `p` (tile units).
    sf::Vector2f pixelOf(Vec2 p) const {
        return {origin_.x + static_cast<float>(p.x) * tile_,
                origin_.y + static_cast<float>(p.y) * tile_};
    }
    /// A view of the window (`window` pixels) that draws only inside area(), in window pixels.
    sf::View clipView(sf::Vector2f window) const;
    /// Window pixel of tile (0,0)'s top-left corner.
    sf::Vector2f origin() const { return origin_; }
    /// Side of a tile in window pixels.
    float tile() const { return tile_; }

    /// Draws the map in a window of `window` pixels: terrain, the obstacles (as the play screen
    /// draws them, under the objects so none hides in one), objects, cat, the grid when tiles
    /// are large enough, and at `hover` the ghost of `ghost` with an outline (red when
    /// `erasing`), then a frame round the map.
    void draw(sf::RenderTarget& target, const Art& art, sf::Vector2f window,
              std::optional<Tile> hover, TileKind ghost, bool erasing) const;

  private:
    sf::FloatRect area_;
    float zoom_ = 1;
    sf::Vector2f pan_;
    sf::Vector2f origin_;
    float tile_ = 32;
    GridSize size_{1, 1};

    // Built by rebuild(), in tile units (1 unit = 1 tile).
    sf::VertexArray terrain_{sf::Quads};
    sf::VertexArray objects_{sf::Quads};
    sf::VertexArray cats_{sf::Quads};
    sf::VertexArray grid_{sf::Lines};
    std::vector<Polygon> obstacles_;
};

}  // namespace catmaze::app
