#pragma once
/// \file
/// The obstacles of an open-floor level in the game's pixel-art style: a band of shade round each
/// one as wide as the cat's radius (where the cat's centre never goes, so the route visibly keeps
/// clear of corners), a fill of the generator's stone texture, a bevel lit from the top left and
/// a dark outline. Built once per level; drawing only reads it.

#include <memory>
#include <vector>

#include <SFML/Graphics.hpp>

#include "catmaze/geom/geometry.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze::app {

/// Triangles covering a simple polygon, concave or not (three corners per triangle).
std::vector<Vec2> triangulate(const Polygon& polygon);

/// The drawing of a level's obstacles.
class ObstacleArt {
  public:
    /// Builds the drawing of `obstacles` (tile units) on a map of `size` tiles at `tile` world
    /// pixels per tile, with a clearance band `radius` tiles wide (none when `radius` <= 0).
    void build(const std::vector<Polygon>& obstacles, GridSize size, float tile, double radius);
    /// Draws them, the fill textured with `stone` (a repeated texture, one copy a tile), through
    /// `transform`.
    void draw(sf::RenderTarget& target, const sf::Texture& stone,
              const sf::Transform& transform = sf::Transform::Identity) const;

  private:
    // The band is drawn once, opaque, into a texture at half the map's resolution, and that is
    // drawn translucent: where two bands overlap (inside a U) the shade stays even.
    std::unique_ptr<sf::RenderTexture> clearance_;
    sf::VertexArray fill_{sf::Triangles};
    sf::VertexArray bevel_{sf::Triangles};
    sf::VertexArray outline_{sf::Triangles};
};

}  // namespace catmaze::app
