#pragma once
/// \file
/// Draws the map: each layer (terrain, objects, search overlay) is a set of chunk vertex arrays
/// (tile_chunks.hpp), built when it changes and drawn only where the view shows it, never a draw
/// call per tile; the cat is one sprite, the patrolling dogs one array. It only reads what it is
/// given.

#include <vector>

#include <SFML/Graphics.hpp>

#include "catmaze/game/play_session.hpp"
#include "play/patrol_marks.hpp"
#include "play/tile_effect.hpp"
#include "render/art.hpp"
#include "render/obstacle_art.hpp"
#include "render/tile_chunks.hpp"

namespace catmaze::app {

/// The cat as drawn this frame.
struct CatPose {
    sf::Vector2f position;  ///< world pixels of the tile-sized sprite's top-left corner
    int row = kCatDown;     ///< CatRow
    int frame = 0;          ///< 0 rest, 1 and 2 walk
    float scale = 1;        ///< grows in the end animation
    float rotation = 0;     ///< degrees, spins in the end animation
};

/// What the world looks like this frame, besides the layers already built.
struct WorldScene {
    CatPose cat;
    std::vector<Tile> path;  ///< planned tiles still to walk (empty: none shown)
    std::vector<TileEffect> effects;
    std::optional<Tile> hover;  ///< tile under the pointer (the mouse or the tile cursor)
    bool keyCursor = false;     ///< the pointer is the keyboard's tile cursor: a bolder frame
    std::vector<DogPose> dogs;  ///< the patrolling dogs where they are this frame
    int dogFrame = 0;           ///< the dogs' frame, 0 or 1
};

/// Builds and draws the world's layers.
class WorldRenderer {
  public:
    explicit WorldRenderer(const Art& art) : art_(art) {}

    /// Builds the terrain layer (floor, walls, exits) for `level`. For a level of the same size
    /// and tile size as the last one, only the chunks whose tiles changed are rebuilt.
    void buildTerrain(const Level& level);
    /// Draws the floor and the walls in the high-contrast colours (palette::kHighContrastFloor,
    /// kHighContrastWall) or from the art; the terrain of `level` is rebuilt when that changes.
    void setHighContrast(bool on, const Level& level);
    /// Builds the obstacles of an open-floor `level` (none on tiles), drawn over the terrain
    /// and under everything else.
    void buildObstacles(const Level& level);
    /// Rebuilds the object layer (bones and dogs) for `board`; `dogFrame` is 0 or 1.
    void buildObjects(const Level& board, int dogFrame);
    /// Rebuilds the search overlay from `trace`: the tiles shadedTiles (search_overlay.hpp)
    /// shades (A*'s open and closed cells, jump point search's scanned cells and jump points,
    /// the tiles of a search through time by their moments), or on open floor the visibility
    /// graph's links and its nodes expanded or left open. Tiles off the map are left out.
    void buildSearchOverlay(const SearchTrace& trace);
    /// Empties the search overlay.
    void clearSearchOverlay() {
        overlay_.clear();
        graphOverlay_.clear();
    }

    /// Draws everything with `view` already set on `target`; `showOverlay` draws the search layer.
    void draw(sf::RenderTarget& target, const WorldScene& scene, bool showOverlay) const;

  private:
    void buildTerrainChunk(const Level& level, Tile chunk);
    void addTerrainTile(Tile t, TileKind kind);

    const Art& art_;
    bool highContrast_ = false;
    float tile_ = 32;                  // world pixels per tile
    GridSize size_;                    // the map's size in tiles
    std::vector<TileKind> terrainOf_;  // the tiles the terrain layer shows
    TileChunks terrain_;
    TileChunks contrastExits_;  // high contrast: the exits' art over the plain terrain
    TileChunks objects_;
    TileChunks overlay_;
    ObstacleArt obstacles_;
    sf::VertexArray graphOverlay_{sf::Triangles};  // open floor: links and nodes, world pixels
};

}  // namespace catmaze::app
