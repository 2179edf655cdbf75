#pragma once
/// \file
/// A layer of tile quads cut into square chunks, so that drawing touches only the chunks in
/// view (a 512x512 map is a million vertices; the window shows a few thousand tiles) and a
/// change to some tiles rebuilds only their chunks.

#include <cstddef>
#include <vector>

#include <SFML/Graphics.hpp>

#include "catmaze/geom/tile.hpp"

namespace catmaze::app {

/// Side of a chunk, in tiles.
inline constexpr int kChunkTiles = 32;

/// Tile quads in chunks of kChunkTiles x kChunkTiles tiles.
class TileChunks {
  public:
    /// Empties the layer for a map of `size` tiles, each `side` world pixels square.
    void reset(GridSize size, float side);
    /// Empties every chunk (the map's size stays).
    void clear();
    /// Empties the chunk holding tile `t` (on the map).
    void clearChunkOf(Tile t);
    /// Adds a quad over tile `t` (on the map), textured from art column `column` (untextured
    /// when < 0) and tinted `color`; see appendQuad.
    void add(Tile t, int column, sf::Color color = sf::Color::White);

    /// Draws the chunks that overlap `visible` (world pixels) with `states`.
    void draw(sf::RenderTarget& target, const sf::RenderStates& states,
              const sf::FloatRect& visible) const;

    /// Number of chunks across and down.
    GridSize chunkGrid() const { return chunks_; }
    /// Vertices in all chunks.
    std::size_t vertexCount() const;
    /// Vertices in the chunks that draw() would draw for `visible`.
    std::size_t visibleVertexCount(const sf::FloatRect& visible) const;

  private:
    /// The chunks overlapping `visible`, as [first, last] chunk columns and rows (empty when
    /// last < first).
    struct Range {
        int col0 = 0, row0 = 0, col1 = -1, row1 = -1;
    };
    Range rangeOf(const sf::FloatRect& visible) const;
    std::size_t indexOf(Tile t) const;

    GridSize map_;
    GridSize chunks_;
    float side_ = 32;
    std::vector<sf::VertexArray> arrays_;  // row-major, chunks_.width per row
};

/// The part of the world `view` shows, in world pixels (views are never rotated here).
sf::FloatRect visibleArea(const sf::View& view);

}  // namespace catmaze::app
