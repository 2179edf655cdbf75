#include "render/tile_quads.hpp"

#include <algorithm>

namespace catmaze::app {

void appendQuad(sf::VertexArray& array, sf::Vector2f topLeft, float side, int column,
                sf::Color color, int row) {
    const float u = static_cast<float>(std::max(column, 0) * kArtTile);
    const float v = static_cast<float>(std::max(row, 0) * kArtTile);
    const float a = static_cast<float>(kArtTile);
    const sf::Vector2f corners[4] = {topLeft, topLeft + sf::Vector2f(side, 0),
                                     topLeft + sf::Vector2f(side, side),
                                     topLeft + sf::Vector2f(0, side)};
    const sf::Vector2f uv[4] = {{u, v}, {u + a, v}, {u + a, v + a}, {u, v + a}};
    for (int i = 0; i < 4; ++i)
        array.append(sf::Vertex(corners[i], color, column < 0 ? sf::Vector2f() : uv[i]));
}

}  // namespace catmaze::app
