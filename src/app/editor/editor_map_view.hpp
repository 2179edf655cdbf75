#pragma once
/// \file
/// The level editor's map: the level drawn with the game's art in an area of the window, where
/// the editor's MapFrame (its zoom and pan) places it.

#include <optional>
#include <vector>

#include <SFML/Graphics.hpp>

#include "catmaze/geom/tile.hpp"
#include "catmaze/level/level.hpp"
#include "editor/map_frame.hpp"
#include "render/art.hpp"

namespace catmaze::app {

/// Draws the art of `kind` filling `rect` (window pixels) at opacity `alpha`: the palette's
/// icons and the ghost of what a click would paint.
void drawTileArt(sf::RenderTarget& target, const Art& art, TileKind kind, sf::FloatRect rect,
                 sf::Uint8 alpha = 255);

/// A view of the window (`window` pixels) that draws only inside `frame`'s area, in window
/// pixels.
sf::View clipView(const MapFrame& frame, sf::Vector2f window);

/// `p` as an SFML vector.
inline sf::Vector2f toVector(Pointer p) {
    return {p.x, p.y};
}

/// `box` as an SFML rectangle.
inline sf::FloatRect toRect(const ScreenBox& box) {
    return {box.left, box.top, box.width, box.height};
}

/// The obstacle tool's icon filling `rect`: a polygon drawn as the game draws obstacles, on floor.
void drawObstacleIcon(sf::RenderTarget& target, const Art& art, sf::FloatRect rect);

/// The patrol tool's icon filling `rect`: a dog and the dotted round it walks, on floor.
void drawPatrolIcon(sf::RenderTarget& target, const Art& art, sf::FloatRect rect);

/// The map part of the editor: the level's vertex arrays, drawn where a MapFrame (map_frame.hpp)
/// places them. rebuild() when the level changes; draw() only reads.
class EditorMapView {
  public:
    /// Rebuilds the vertex arrays from `level`.
    void rebuild(const Level& level);

    /// Draws the map placed by `frame` in a window of `window` pixels: terrain, the obstacles
    /// (as the play screen draws them, under the objects so none hides in one), objects, cat,
    /// the grid when tiles are large enough, and at `hover` the ghost of `ghost` with an outline
    /// (red when `erasing`), then a frame round the map.
    void draw(sf::RenderTarget& target, const Art& art, const MapFrame& frame, sf::Vector2f window,
              std::optional<Tile> hover, TileKind ghost, bool erasing) const;

  private:
    // Built by rebuild(), in tile units (1 unit = 1 tile).
    sf::VertexArray terrain_{sf::Quads};
    sf::VertexArray objects_{sf::Quads};
    sf::VertexArray cats_{sf::Quads};
    sf::VertexArray grid_{sf::Lines};
    std::vector<Polygon> obstacles_;
};

}  // namespace catmaze::app
