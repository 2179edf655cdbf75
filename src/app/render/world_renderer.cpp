#include "render/world_renderer.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "catmaze/game/open_floor.hpp"
#include "play/search_overlay.hpp"
#include "render/palette.hpp"
#include "render/tile_quads.hpp"

namespace catmaze::app {

namespace {

sf::Vector2f cornerOf(Tile t, float side) {
    return {static_cast<float>(t.col) * side, static_cast<float>(t.row) * side};
}

// Dots at the centres of those `tiles` that lie in `visible` (world pixels), `radius` a fraction
// of the tile.
sf::VertexArray dots(const std::vector<Tile>& tiles, float side, float radius, sf::Color color,
                     const sf::FloatRect& visible) {
    sf::VertexArray array(sf::Quads);
    for (const Tile& t : tiles) {
        if (!visible.intersects({cornerOf(t, side), {side, side}}))
            continue;
        const sf::Vector2f c = cornerOf(t, side) + sf::Vector2f(side / 2, side / 2);
        const float r = side * radius;
        appendQuad(array, c - sf::Vector2f(r, r), 2 * r, -1, color);
    }
    return array;
}

}  // namespace

void WorldRenderer::buildTerrain(const Level& level) {
    const auto side = static_cast<float>(level.tileSize);
    if (level.size != size_ || side != tile_ || terrainOf_.size() != level.tiles.size()) {
        tile_ = side;
        size_ = level.size;
        terrain_.reset(size_, tile_);
        contrastExits_.reset(size_, tile_);
        objects_.reset(size_, tile_);
        overlay_.reset(size_, tile_);
        terrainOf_.assign(level.tiles.size(), TileKind::Floor);
        for (int row = 0; row < size_.height; row += kChunkTiles) {
            for (int col = 0; col < size_.width; col += kChunkTiles)
                buildTerrainChunk(level, {col, row});
        }
        return;
    }
    // Same map size: rebuild only the chunks where a tile changed (the editor's edits).
    for (int row = 0; row < size_.height; row += kChunkTiles) {
        for (int col = 0; col < size_.width; col += kChunkTiles) {
            bool changed = false;
            for (int r = row; r < std::min(row + kChunkTiles, size_.height) && !changed; ++r) {
                for (int c = col; c < std::min(col + kChunkTiles, size_.width) && !changed; ++c) {
                    const auto i = static_cast<std::size_t>(size_.indexOf({c, r}));
                    changed = level.tiles[i] != terrainOf_[i];
                }
            }
            if (changed)
                buildTerrainChunk(level, {col, row});
        }
    }
}

void WorldRenderer::buildObstacles(const Level& level) {
    obstacles_.build(level.obstacles, level.size, static_cast<float>(level.tileSize),
                     kOpenFloorCatRadius);
}

void WorldRenderer::buildTerrainChunk(const Level& level, Tile chunk) {
    terrain_.clearChunkOf(chunk);
    contrastExits_.clearChunkOf(chunk);
    for (int row = chunk.row; row < std::min(chunk.row + kChunkTiles, size_.height); ++row) {
        for (int col = chunk.col; col < std::min(chunk.col + kChunkTiles, size_.width); ++col) {
            const Tile t{col, row};
            const auto i = static_cast<std::size_t>(size_.indexOf(t));
            terrainOf_[i] = level.tiles[i];
            addTerrainTile(t, level.tiles[i]);
        }
    }
}

void WorldRenderer::addTerrainTile(Tile t, TileKind kind) {
    // High contrast: plain near-white floor and near-black walls; exits keep their art, so
    // they are told apart by shape as well.
    // they are told apart by shape as well (drawn textured over the untextured terrain).
    if (!highContrast_) {
        terrain_.add(t, terrainColumn(kind, t));
        return;
    }
    terrain_.add(t, -1,
                 as<sf::Color>(kind == TileKind::Wall ? palette::kHighContrastWall
                                                      : palette::kHighContrastFloor));
    if (kind == TileKind::Exit)
        contrastExits_.add(t, terrainColumn(kind, t));
}

void WorldRenderer::setHighContrast(bool on, const Level& level) {
    if (on == highContrast_)
        return;
    highContrast_ = on;
    size_ = {};  // every chunk again
    buildTerrain(level);
}

void WorldRenderer::buildObjects(const Level& board, int dogFrame) {
    objects_.clear();
    if (board.size != size_)
        return;  // buildTerrain comes first for a new map
    for (const Tile& t : board.find(TileKind::Bone))
        objects_.add(t, kTileBone);
    for (const Tile& t : board.find(TileKind::Dog))
        objects_.add(t, dogFrame == 0 ? kTileDog : kTileDogAlt);
}

namespace {

// A segment from `a` to `b` (world pixels) `width` wide, as two triangles.
void appendSegment(sf::VertexArray& triangles, sf::Vector2f a, sf::Vector2f b, float width,
                   sf::Color color) {
    const float length = std::hypot(b.x - a.x, b.y - a.y);
    if (length == 0)
        return;
    const sf::Vector2f across = sf::Vector2f(-(b.y - a.y), b.x - a.x) * (width / 2 / length);
    for (const sf::Vector2f p :
         {a + across, a - across, b + across, a - across, b - across, b + across})
        triangles.append(sf::Vertex(p, color));
}

// A square dot of side `size` centred on `at` (world pixels).
void appendDot(sf::VertexArray& triangles, sf::Vector2f at, float size, sf::Color color) {
    appendSegment(triangles, at - sf::Vector2f(size / 2, 0), at + sf::Vector2f(size / 2, 0), size,
                  color);
}

}  // namespace

void WorldRenderer::buildSearchOverlay(const SearchTrace& trace) {
    overlay_.clear();
    graphOverlay_.clear();
    if (trace.graph) {
        // The open floor: the visibility graph's links, then its nodes by how the search left
        // them (the legend, rules_view.cpp, shows the same palette colours).
        const auto pixel = [this](Vec2 p) {
            return sf::Vector2f(static_cast<float>(p.x) * tile_, static_cast<float>(p.y) * tile_);
        };
        const float width = std::max(1.0f, tile_ * 0.03f);
        for (const auto& [a, b] : trace.edges)
            appendSegment(graphOverlay_, pixel(a), pixel(b), width,
                          as<sf::Color>(palette::kOverlayEdge));
        for (const Vec2 p : trace.openPoints)
            appendDot(graphOverlay_, pixel(p), tile_ * 0.16f,
                      as<sf::Color>(palette::kOverlayOpenNode));
        for (const Vec2 p : trace.expandedPoints)
            appendDot(graphOverlay_, pixel(p), tile_ * 0.16f,
                      as<sf::Color>(palette::kOverlayClosedNode));
        return;
    }
    // The tiles and their shades are the play model's (search_overlay.hpp), as the legend's.
    for (const ShadedTile& shaded : shadedTiles(trace)) {
        if (size_.contains(shaded.tile))
            overlay_.add(shaded.tile, -1, as<sf::Color>(shaded.colour));
    }
}

void WorldRenderer::draw(sf::RenderTarget& target, const WorldScene& scene,
                         bool showOverlay) const {
    const sf::FloatRect visible = visibleArea(target.getView());
    sf::RenderStates textured;
    textured.texture = &art_.tileset;
    // Terrain tiles are opaque (tests/assets checks it): no blending, so software GL writes
    // each pixel without reading it back first.
    sf::RenderStates opaque = textured;
    opaque.blendMode = sf::BlendNone;
    if (highContrast_) {
        sf::RenderStates flat = opaque;
        flat.texture = nullptr;  // plain colours, not the art's first texel
        terrain_.draw(target, flat, visible);
        contrastExits_.draw(target, opaque, visible);
    } else {
        terrain_.draw(target, opaque, visible);
    }
    obstacles_.draw(target, art_.stone);
    if (showOverlay) {
        overlay_.draw(target, sf::RenderStates::Default, visible);
        target.draw(graphOverlay_);
    }
    if (!scene.path.empty())
        target.draw(dots(scene.path, tile_, 0.1f, sf::Color(255, 236, 140, 220), visible));
    objects_.draw(target, textured, visible);
    if (!scene.dogs.empty()) {
        // The patrolling dogs, each where it is on its round; one walking right is mirrored.
        sf::VertexArray dogs(sf::Quads);
        for (const DogPose& dog : scene.dogs) {
            const std::size_t first = dogs.getVertexCount();
            const sf::Vector2f corner(static_cast<float>(dog.centre.x - 0.5) * tile_,
                                      static_cast<float>(dog.centre.y - 0.5) * tile_);
            appendQuad(dogs, corner, tile_, scene.dogFrame == 0 ? kTileDog : kTileDogAlt);
            if (dog.facesRight) {  // the art faces left
                std::swap(dogs[first].texCoords, dogs[first + 1].texCoords);
                std::swap(dogs[first + 2].texCoords, dogs[first + 3].texCoords);
            }
        }
        target.draw(dogs, textured);
    }

    // Effects: a bone flies up and fades; a dog slides away and fades; a bump flashes red.
    sf::VertexArray effects(sf::Quads);
    sf::VertexArray flashes(sf::Quads);
    for (const TileEffect& e : scene.effects) {
        const float t = std::clamp(e.age / e.duration, 0.0f, 1.0f);
        const auto fade = static_cast<sf::Uint8>(255 * (1 - t));
        const sf::Vector2f at = cornerOf(e.tile, tile_);
        switch (e.kind) {
            case TileEffect::Kind::BonePicked:
                appendQuad(effects, at - sf::Vector2f(0, tile_ * 0.8f * t), tile_, kTileBone,
                           sf::Color(255, 255, 255, fade));
                break;
            case TileEffect::Kind::DogLeaves:
                appendQuad(effects, at + sf::Vector2f(tile_ * 0.6f * t, -tile_ * 0.3f * t),
                           tile_ * (1 - 0.4f * t), kTileDog, sf::Color(255, 255, 255, fade));
                break;
            case TileEffect::Kind::Bump:
                appendQuad(flashes, at, tile_, -1,
                           sf::Color(255, 60, 60, static_cast<sf::Uint8>(120 * (1 - t))));
                break;
        }
    }
    target.draw(flashes);
    target.draw(effects, textured);

    if (scene.hover) {
        sf::RectangleShape outline({tile_ - 2, tile_ - 2});
        outline.setPosition(cornerOf(*scene.hover, tile_) + sf::Vector2f(1, 1));
        outline.setFillColor(sf::Color::Transparent);
        // The keyboard's cursor has no mouse pointer over it: a frame that shows on any floor.
        outline.setOutlineColor(scene.keyCursor ? sf::Color(255, 230, 90)
                                                : sf::Color(255, 255, 255, 110));
        outline.setOutlineThickness(scene.keyCursor ? 3 : 1);
        target.draw(outline);
    }

    const CatPose& cat = scene.cat;
    sf::Sprite sprite(art_.cat,
                      sf::IntRect(cat.frame * kArtTile, cat.row * kArtTile, kArtTile, kArtTile));
    const float scale = tile_ / static_cast<float>(kArtTile) * cat.scale;
    sprite.setOrigin(kArtTile / 2.0f, kArtTile / 2.0f);
    sprite.setScale(scale, scale);
    sprite.setRotation(cat.rotation);
    sprite.setPosition(cat.position + sf::Vector2f(tile_ / 2, tile_ / 2));
    target.draw(sprite);
}

}  // namespace catmaze::app
