#include "render/tile_chunks.hpp"

#include <algorithm>
#include <cmath>

#include "render/tile_quads.hpp"

namespace catmaze::app {

void TileChunks::reset(GridSize size, float side) {
    map_ = size;
    side_ = side;
    chunks_ = {(size.width + kChunkTiles - 1) / kChunkTiles,
               (size.height + kChunkTiles - 1) / kChunkTiles};
    arrays_.assign(static_cast<std::size_t>(chunks_.cellCount()), sf::VertexArray(sf::Quads));
}

void TileChunks::clear() {
    for (sf::VertexArray& array : arrays_)
        array.clear();
}

void TileChunks::clearChunkOf(Tile t) {
    arrays_[indexOf(t)].clear();
}

void TileChunks::add(Tile t, int column, sf::Color color) {
    const sf::Vector2f corner(static_cast<float>(t.col) * side_, static_cast<float>(t.row) * side_);
    appendQuad(arrays_[indexOf(t)], corner, side_, column, color);
}

std::size_t TileChunks::indexOf(Tile t) const {
    return static_cast<std::size_t>((t.row / kChunkTiles) * chunks_.width + t.col / kChunkTiles);
}

TileChunks::Range TileChunks::rangeOf(const sf::FloatRect& visible) const {
    const float chunk = side_ * static_cast<float>(kChunkTiles);
    if (chunks_.cellCount() == 0 || chunk <= 0)
        return {};
    const auto first = [chunk](float at) { return static_cast<int>(std::floor(at / chunk)); };
    Range r;
    r.col0 = std::max(first(visible.left), 0);
    r.row0 = std::max(first(visible.top), 0);
    // A chunk that only touches the right or bottom edge shows nothing: step back a hair.
    r.col1 = std::min(first(visible.left + visible.width - 0.001f), chunks_.width - 1);
    r.row1 = std::min(first(visible.top + visible.height - 0.001f), chunks_.height - 1);
    return r;
}

void TileChunks::draw(sf::RenderTarget& target, const sf::RenderStates& states,
                      const sf::FloatRect& visible) const {
    const Range r = rangeOf(visible);
    for (int row = r.row0; row <= r.row1; ++row) {
        for (int col = r.col0; col <= r.col1; ++col) {
            const sf::VertexArray& array =
                arrays_[static_cast<std::size_t>(row * chunks_.width + col)];
            if (array.getVertexCount() > 0)
                target.draw(array, states);
        }
    }
}

std::size_t TileChunks::vertexCount() const {
    std::size_t count = 0;
    for (const sf::VertexArray& array : arrays_)
        count += array.getVertexCount();
    return count;
}

std::size_t TileChunks::visibleVertexCount(const sf::FloatRect& visible) const {
    const Range r = rangeOf(visible);
    std::size_t count = 0;
    for (int row = r.row0; row <= r.row1; ++row) {
        for (int col = r.col0; col <= r.col1; ++col)
            count += arrays_[static_cast<std::size_t>(row * chunks_.width + col)].getVertexCount();
    }
    return count;
}

sf::FloatRect visibleArea(const sf::View& view) {
    const sf::Vector2f size = view.getSize();
    return {view.getCenter() - size / 2.0f, size};
}

}  // namespace catmaze::app
