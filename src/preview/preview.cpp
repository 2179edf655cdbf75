#include "catmaze/preview.hpp"

#include "catmaze/art_layout.hpp"
#include "catmaze/io/regular_file.hpp"

#include <algorithm>
#include <cmath>

namespace catmaze {

namespace {

constexpr unsigned kArtSide = kArtTile;

sf::Color blend(sf::Color under, sf::Color over) {
    const unsigned a = over.a;
    const auto mix = [a](sf::Uint8 u, sf::Uint8 o) {
        return static_cast<sf::Uint8>((o * a + u * (255 - a)) / 255);
    };
    return {mix(under.r, over.r), mix(under.g, over.g), mix(under.b, over.b), 255};
}

// Draws art frame (`frameX`, `frameY`) of `sheet`, scaled to `size` pixels, at (`x`, `y`).
void drawFrame(sf::Image& out, const sf::Image& sheet, unsigned frameX, unsigned frameY, unsigned x,
               unsigned y, unsigned size) {
    for (unsigned dy = 0; dy < size; ++dy) {
        const unsigned sy = frameY * kArtSide + dy * kArtSide / size;
        for (unsigned dx = 0; dx < size; ++dx) {
            const unsigned sx = frameX * kArtSide + dx * kArtSide / size;
            const sf::Color over = sheet.getPixel(sx, sy);
            if (over.a == 0)
                continue;
            out.setPixel(x + dx, y + dy, blend(out.getPixel(x + dx, y + dy), over));
        }
    }
}

void drawDot(sf::Image& out, float cx, float cy, float radius, sf::Color color) {
    const sf::Vector2u size = out.getSize();
    const int x0 = std::max(0, static_cast<int>(cx - radius));
    const int y0 = std::max(0, static_cast<int>(cy - radius));
    const int x1 = std::min(static_cast<int>(size.x) - 1, static_cast<int>(cx + radius));
    const int y1 = std::min(static_cast<int>(size.y) - 1, static_cast<int>(cy + radius));
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const float dx = static_cast<float>(x) + 0.5f - cx;
            const float dy = static_cast<float>(y) + 0.5f - cy;
            if (dx * dx + dy * dy > radius * radius)
                continue;
            const auto ux = static_cast<unsigned>(x);
            const auto uy = static_cast<unsigned>(y);
            out.setPixel(ux, uy, blend(out.getPixel(ux, uy), color));
        }
    }
}

void drawRoute(sf::Image& out, Tile start, const std::vector<Tile>& route, unsigned size) {
    const sf::Color line(255, 214, 90, 200);
    const float s = static_cast<float>(size);
    const float width = std::max(1.0f, s / 10.0f);
    Tile from = start;
    for (const Tile to : route) {
        const float x0 = (static_cast<float>(from.col) + 0.5f) * s;
        const float y0 = (static_cast<float>(from.row) + 0.5f) * s;
        const float x1 = (static_cast<float>(to.col) + 0.5f) * s;
        const float y1 = (static_cast<float>(to.row) + 0.5f) * s;
        const int steps =
            std::max(1, static_cast<int>(std::hypot(x1 - x0, y1 - y0) / (width * 0.7f)));
        for (int i = 0; i < steps; ++i) {
            const float t = static_cast<float>(i) / static_cast<float>(steps);
            drawDot(out, x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, width, line);
        }
        from = to;
    }
    if (!route.empty()) {
        drawDot(out, (static_cast<float>(from.col) + 0.5f) * s,
                (static_cast<float>(from.row) + 0.5f) * s, width * 2.0f, line);
    }
}

}  // namespace

PreviewArtLoad loadPreviewArt(const std::filesystem::path& assetsDir) {
    PreviewArtLoad result;
    PreviewArt art;
    const auto load = [&](sf::Image& image, const char* name, unsigned width, unsigned height) {
        const std::filesystem::path path = assetsDir / "images" / name;
        // The image reader's open would wait forever on a FIFO with no writer.
        if (const auto what = notRegularFile(path)) {
            result.problem = "cannot load image " + path.string() + ": " + *what;
            return false;
        }
        if (!image.loadFromFile(path.string())) {
            result.problem = "cannot load image " + path.string();
            return false;
        }
        if (image.getSize() != sf::Vector2u(width, height)) {
            result.problem = path.string() + " is " + std::to_string(image.getSize().x) + "x" +
                             std::to_string(image.getSize().y) + " pixels, expected " +
                             std::to_string(width) + "x" + std::to_string(height);
            return false;
        }
        return true;
    };
    if (load(art.tileset, "tileset.png", kTilesetColumns * kArtTile, kArtTile) &&
        load(art.cat, "cat.png", kCatColumns * kArtTile, kCatRows * kArtTile)) {
        result.art = std::move(art);
    }
    return result;
}

sf::Image renderLevelPreview(const Level& level, const PreviewArt& art, int tilePixels,
                             const std::vector<Tile>* route) {
    sf::Image out;
    const int size = std::clamp(tilePixels, 1, 256);
    if (std::int64_t{level.size.width} * size > kMaxPreviewSide ||
        std::int64_t{level.size.height} * size > kMaxPreviewSide) {
        return out;
    }
    const auto s = static_cast<unsigned>(size);
    out.create(static_cast<unsigned>(level.size.width) * s,
               static_cast<unsigned>(level.size.height) * s, sf::Color::Black);
    for (int r = 0; r < level.size.height; ++r) {
        for (int c = 0; c < level.size.width; ++c) {
            const Tile t{c, r};
            const unsigned x = static_cast<unsigned>(c) * s;
            const unsigned y = static_cast<unsigned>(r) * s;
            const TileKind kind = level.at(t);
            drawFrame(out, art.tileset, static_cast<unsigned>(terrainColumn(kind, t)), 0, x, y, s);
            if (kind == TileKind::Bone)
                drawFrame(out, art.tileset, kTileBone, 0, x, y, s);
            else if (kind == TileKind::Dog)
                drawFrame(out, art.tileset, kTileDog, 0, x, y, s);
        }
    }
    if (route)
        drawRoute(out, level.catStart(), *route, s);
    const Tile cat = level.catStart();
    drawFrame(out, art.cat, 0, 0, static_cast<unsigned>(cat.col) * s,
              static_cast<unsigned>(cat.row) * s, s);
    return out;
}

}  // namespace catmaze
