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

void EditorMapView::zoomBy(float steps) {
    zoom_ = std::clamp(zoom_ * std::pow(1.15f, steps), 0.1f, 8.0f);
}

void EditorMapView::fit(GridSize size) {
    size_ = size;
    const float fit = std::min(area_.width / static_cast<float>(size.width),
                               area_.height / static_cast<float>(size.height));
    // Whole pixels per tile (crisp art and grid), at least 4 so a huge map can still be edited
    // (it is then panned with the arrow keys).
    tile_ = std::clamp(std::floor(std::min(fit * zoom_, 96.0f)), 4.0f, 96.0f);
    const sf::Vector2f mapPixels(static_cast<float>(size.width) * tile_,
                                 static_cast<float>(size.height) * tile_);
    const auto axis = [](float start, float room, float extent, float& pan) {
        const float centred = start + (room - extent) / 2;
        if (extent <= room) {
            pan = 0;
            return std::round(centred);
        }
        const float lowest = start + room - extent;
        pan = std::clamp(pan, lowest - centred, start - centred);
        return std::round(centred + pan);
    };
    origin_ = {axis(area_.left, area_.width, mapPixels.x, pan_.x),
               axis(area_.top, area_.height, mapPixels.y, pan_.y)};
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

std::optional<Tile> EditorMapView::tileAt(sf::Vector2f pixel, GridSize size) const {
    if (!area_.contains(pixel))
        return std::nullopt;
    const Tile t{static_cast<int>(std::floor((pixel.x - origin_.x) / tile_)),
                 static_cast<int>(std::floor((pixel.y - origin_.y) / tile_))};
    return size.contains(t) ? std::optional<Tile>(t) : std::nullopt;
}

sf::View EditorMapView::clipView(sf::Vector2f window) const {
    sf::View clip(area_);
    clip.setViewport({area_.left / window.x, area_.top / window.y, area_.width / window.x,
                      area_.height / window.y});
    return clip;
}

void EditorMapView::draw(sf::RenderTarget& target, const Art& art, sf::Vector2f window,
                         std::optional<Tile> hover, TileKind ghost, bool erasing) const {
    const sf::View screen = target.getView();
    target.setView(clipView(window));
    sf::RenderStates states;
    states.transform.translate(origin_).scale(tile_, tile_);
    states.texture = &art.tileset;
    target.draw(terrain_, states);
    drawObstacles(target, art, obstacles_, states.transform);
    target.draw(objects_, states);
    states.texture = &art.cat;
    target.draw(cats_, states);
    states.texture = nullptr;
    if (tile_ >= 12)  // finer grids hide the map
        target.draw(grid_, states);
    if (hover) {
        const sf::FloatRect cell(origin_.x + static_cast<float>(hover->col) * tile_,
                                 origin_.y + static_cast<float>(hover->row) * tile_, tile_, tile_);
        // A faint preview of what a click would paint, then an outline.
        drawTileArt(target, art, erasing ? TileKind::Floor : ghost, cell, 130);
        sf::RectangleShape outline({tile_ - 2, tile_ - 2});
        outline.setPosition(cell.left + 1, cell.top + 1);
        outline.setFillColor(sf::Color::Transparent);
        outline.setOutlineColor(erasing ? sf::Color(255, 110, 100) : sf::Color(255, 220, 120));
        outline.setOutlineThickness(2);
        target.draw(outline);
    }
    target.setView(screen);
    sf::RectangleShape frame(
        {static_cast<float>(size_.width) * tile_, static_cast<float>(size_.height) * tile_});
    frame.setPosition(origin_);
    frame.setFillColor(sf::Color::Transparent);
    frame.setOutlineColor(sf::Color(90, 96, 130));
    frame.setOutlineThickness(2);
    target.draw(frame);
}

}  // namespace catmaze::app
