#pragma once
/// \file
/// Textured quads cut from the game's art sheets (layout in catmaze/art_layout.hpp): the one
/// place the renderer and the editor turn a tile into vertices.

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include "catmaze/art_layout.hpp"

namespace catmaze::app {

/// Appends one square of side `side` (any units) with its top-left corner at `topLeft` to
/// `array` (a sf::Quads array), textured from the `kArtTile` frame at column `column`, row `row`
/// of an art sheet, or untextured when `column` < 0; tinted `color`.
void appendQuad(sf::VertexArray& array, sf::Vector2f topLeft, float side, int column,
                sf::Color color = sf::Color::White, int row = 0);

}  // namespace catmaze::app
