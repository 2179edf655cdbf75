#include "editor/editor_map_view.hpp"

#include <algorithm>
#include <cmath>

#include "play/obstacle_view.hpp"
#include "render/tile_quads.hpp"

namespace catmaze::app {

void drawTileArt(sf::RenderTarget& target, const Art& art, TileKind kind, sf::FloatRect rect,
                 sf::Uint8 alpha) {
    sf::VertexArray tiles(sf::Quads);
    sf::VertexArray cat(sf::Quads);
    const sf::Color tint(255, 255, 255, alpha);
    const sf::Vector2f at(rect.left, rect.top);
    appendQuad(tiles, at, rect.width, terrainColumn(kind, {0, 0}), tint);
    if (kind == TileKind::Bone)
        appendQuad(tiles, at, rect.width, kTileBone, tint);
    else if (kind == TileKind::Dog)
        appendQuad(tiles, at, rect.width, kTileDog, tint);
    else if (kind == TileKind::CatStart)
        appendQuad(cat, at, rect.width, 0, tint, kCatDown);
    target.draw(tiles, &art.tileset);
    if (cat.getVertexCount() > 0)
        target.draw(cat, &art.cat);
}

void drawObstacleIcon(sf::RenderTarget& target, const Art& art, sf::FloatRect rect) {
    drawTileArt(target, art, TileKind::Floor, rect);
    const Polygon shape{{0.2, 0.35}, {0.5, 0.12}, {0.85, 0.3}, {0.8, 0.8}, {0.35, 0.88}};
    drawObstacles(target, art, {shape},
                  sf::Transform().translate(rect.left, rect.top).scale(rect.width, rect.height));
}

void EditorMapView::rebuild(const Level& level) {
    terrain_.clear();
    objects_.clear();
    cats_.clear();
    grid_.clear();
    obstacles_ = level.obstacles;
    for (int row = 0; row < level.size.height; ++row) {
        for (int col = 0; col < level.size.width; ++col) {
            const Tile t{col, row};
            const TileKind kind = level.at(t);
            const sf::Vector2f at(static_cast<float>(col), static_cast<float>(row));
            appendQuad(terrain_, at, 1, terrainColumn(kind, t));
            if (kind == TileKind::Bone)
                appendQuad(objects_, at, 1, kTileBone);
            else if (kind == TileKind::Dog)
                appendQuad(objects_, at, 1, kTileDog);
            else if (kind == TileKind::CatStart)
                appendQuad(cats_, at, 1, 0, sf::Color::White, kCatDown);
        }
    }
    const sf::Color line(0, 0, 0, 70);
    const auto w = static_cast<float>(level.size.width);
    const auto h = static_cast<float>(level.size.height);
    for (int c = 1; c < level.size.width; ++c) {
        grid_.append(sf::Vertex({static_cast<float>(c), 0}, line));
        grid_.append(sf::Vertex({static_cast<float>(c), h}, line));
    }
    for (int r = 1; r < level.size.height; ++r) {
        grid_.append(sf::Vertex({0, static_cast<float>(r)}, line));
        grid_.append(sf::Vertex({w, static_cast<float>(r)}, line));
    }
}

sf::View clipView(const MapFrame& frame, sf::Vector2f window) {
    const ScreenBox& area = frame.area();
    sf::View clip(toRect(area));
    clip.setViewport(
        {area.left / window.x, area.top / window.y, area.width / window.x, area.height / window.y});
    return clip;
}

void EditorMapView::draw(sf::RenderTarget& target, const Art& art, const MapFrame& frame,
                         sf::Vector2f window, std::optional<Tile> hover, TileKind ghost,
                         bool erasing) const {
    const sf::Vector2f origin = toVector(frame.origin());
    const float tileSide = frame.tile();
    const GridSize size = frame.size();
    const sf::View screen = target.getView();
    target.setView(clipView(frame, window));
    sf::RenderStates states;
    states.transform.translate(origin).scale(tileSide, tileSide);
    states.texture = &art.tileset;
    target.draw(terrain_, states);
    drawObstacles(target, art, obstacles_, states.transform);
    target.draw(objects_, states);
    states.texture = &art.cat;
    target.draw(cats_, states);
    states.texture = nullptr;
    if (tileSide >= 12)  // finer grids hide the map
        target.draw(grid_, states);
    if (hover) {
        const sf::FloatRect cell(origin.x + static_cast<float>(hover->col) * tileSide,
                                 origin.y + static_cast<float>(hover->row) * tileSide, tileSide,
                                 tileSide);
        // A faint preview of what a click would paint, then an outline.
        drawTileArt(target, art, erasing ? TileKind::Floor : ghost, cell, 130);
        sf::RectangleShape outline({tileSide - 2, tileSide - 2});
        outline.setPosition(cell.left + 1, cell.top + 1);
        outline.setFillColor(sf::Color::Transparent);
        outline.setOutlineColor(erasing ? sf::Color(255, 110, 100) : sf::Color(255, 220, 120));
        outline.setOutlineThickness(2);
        target.draw(outline);
    }
    target.setView(screen);
    sf::RectangleShape border(
        {static_cast<float>(size.width) * tileSide, static_cast<float>(size.height) * tileSide});
    border.setPosition(origin);
    border.setFillColor(sf::Color::Transparent);
    border.setOutlineColor(sf::Color(90, 96, 130));
    border.setOutlineThickness(2);
    target.draw(border);
}

}  // namespace catmaze::app
