#include "pixel_art.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace catmaze::assets {

namespace {

// Calls draw(x, y) for every pixel whose centre lies inside the ellipse; the shared scan of
// fillEllipse and shadedEllipse.
template <typename Draw>
void scanEllipse(const sf::Image& image, Point c, float rx, float ry, Draw draw) {
    const sf::Vector2u size = image.getSize();
    const int x0 = std::max(0, static_cast<int>(std::floor(c.x - rx)));
    const int y0 = std::max(0, static_cast<int>(std::floor(c.y - ry)));
    const int x1 = std::min(static_cast<int>(size.x) - 1, static_cast<int>(std::ceil(c.x + rx)));
    const int y1 = std::min(static_cast<int>(size.y) - 1, static_cast<int>(std::ceil(c.y + ry)));
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const float nx = (static_cast<float>(x) + 0.5f - c.x) / rx;
            const float ny = (static_cast<float>(y) + 0.5f - c.y) / ry;
            if (nx * nx + ny * ny <= 1.0f)
                draw(x, y, nx, ny);
        }
    }
}

float cross(Point o, Point a, Point b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

}  // namespace

sf::Image blankImage(unsigned width, unsigned height) {
    sf::Image image;
    image.create(width, height, sf::Color::Transparent);
    return image;
}

void put(sf::Image& image, int x, int y, sf::Color color) {
    const sf::Vector2u size = image.getSize();
    if (x < 0 || y < 0 || x >= static_cast<int>(size.x) || y >= static_cast<int>(size.y))
        return;
    image.setPixel(static_cast<unsigned>(x), static_cast<unsigned>(y), color);
}

void fillRect(sf::Image& image, int x, int y, int w, int h, sf::Color color) {
    for (int dy = 0; dy < h; ++dy) {
        for (int dx = 0; dx < w; ++dx)
            put(image, x + dx, y + dy, color);
    }
}

void fillEllipse(sf::Image& image, Point c, float rx, float ry, sf::Color color) {
    scanEllipse(image, c, rx, ry, [&](int x, int y, float, float) { put(image, x, y, color); });
}

void shadedEllipse(sf::Image& image, Point c, float rx, float ry, sf::Color base, sf::Color light,
                   sf::Color dark) {
    scanEllipse(image, c, rx, ry, [&](int x, int y, float nx, float ny) {
        const float rim = nx * nx + ny * ny;
        const float toward = nx + ny;  // > 0 faces the lower right, away from the light
        sf::Color color = base;
        if (toward > 0.55f && rim > 0.45f)
            color = dark;
        else if (toward < -0.75f && rim > 0.5f)
            color = light;
        put(image, x, y, color);
    });
}

void fillTriangle(sf::Image& image, Point a, Point b, Point c, sf::Color color) {
    const float area = cross(a, b, c);
    if (area == 0.0f)
        return;
    const int x0 = static_cast<int>(std::floor(std::min({a.x, b.x, c.x})));
    const int x1 = static_cast<int>(std::ceil(std::max({a.x, b.x, c.x})));
    const int y0 = static_cast<int>(std::floor(std::min({a.y, b.y, c.y})));
    const int y1 = static_cast<int>(std::ceil(std::max({a.y, b.y, c.y})));
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const Point p{static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f};
            // Same sign as the whole triangle's area on all three edges means inside.
            const float w0 = cross(b, c, p) * area;
            const float w1 = cross(c, a, p) * area;
            const float w2 = cross(a, b, p) * area;
            if (w0 >= 0 && w1 >= 0 && w2 >= 0)
                put(image, x, y, color);
        }
    }
}

void thickCurve(sf::Image& image, Point a, Point control, Point b, float radius, sf::Color color) {
    constexpr int kSteps = 24;
    for (int i = 0; i <= kSteps; ++i) {
        const float t = static_cast<float>(i) / kSteps;
        const float u = 1.0f - t;
        const Point p{u * u * a.x + 2 * u * t * control.x + t * t * b.x,
                      u * u * a.y + 2 * u * t * control.y + t * t * b.y};
        fillEllipse(image, p, radius, radius, color);
    }
}

void line(sf::Image& image, int x0, int y0, int x1, int y1, sf::Color color) {
    // Bresenham: exact integer steps, no gaps.
    const int dx = std::abs(x1 - x0);
    const int dy = -std::abs(y1 - y0);
    const int sx = x0 < x1 ? 1 : -1;
    const int sy = y0 < y1 ? 1 : -1;
    int error = dx + dy;
    while (true) {
        put(image, x0, y0, color);
        if (x0 == x1 && y0 == y1)
            break;
        const int twice = 2 * error;
        if (twice >= dy) {
            error += dy;
            x0 += sx;
        }
        if (twice <= dx) {
            error += dx;
            y0 += sy;
        }
    }
}

void outline(sf::Image& image, sf::Color color) {
    const sf::Image source = image;  // read the shape before any outline pixel is added
    const sf::Vector2u size = source.getSize();
    const auto opaque = [&](int x, int y) {
        if (x < 0 || y < 0 || x >= static_cast<int>(size.x) || y >= static_cast<int>(size.y))
            return false;
        return source.getPixel(static_cast<unsigned>(x), static_cast<unsigned>(y)).a != 0;
    };
    for (int y = 0; y < static_cast<int>(size.y); ++y) {
        for (int x = 0; x < static_cast<int>(size.x); ++x) {
            if (opaque(x, y))
                continue;
            if (opaque(x - 1, y) || opaque(x + 1, y) || opaque(x, y - 1) || opaque(x, y + 1))
                put(image, x, y, color);
        }
    }
}

sf::Color shade(sf::Color color, int delta) {
    const auto channel = [delta](sf::Uint8 v) {
        return static_cast<sf::Uint8>(std::clamp(static_cast<int>(v) + delta, 0, 255));
    };
    return {channel(color.r), channel(color.g), channel(color.b), color.a};
}

std::uint32_t hash(int x, int y, std::uint32_t seed) {
    // A few rounds of integer mixing (as in common hash finalisers): well spread, deterministic.
    std::uint32_t h = static_cast<std::uint32_t>(x) * 374761393u +
                      static_cast<std::uint32_t>(y) * 668265263u + seed * 2246822519u;
    h = (h ^ (h >> 13)) * 1274126177u;
    return h ^ (h >> 16);
}

sf::Image resizedSquare(const sf::Image& image, unsigned size) {
    // In units where a source pixel is `size` wide and a target pixel `from` wide, target pixel d
    // covers [d * from, (d + 1) * from) and source pixel s covers [s * size, (s + 1) * size).
    const unsigned from = image.getSize().x;
    const auto overlap = [&](unsigned d, unsigned s) -> std::uint64_t {
        const unsigned lo = std::max(d * from, s * size);
        const unsigned hi = std::min((d + 1) * from, (s + 1) * size);
        return hi > lo ? hi - lo : 0;
    };
    sf::Image out = blankImage(size, size);
    for (unsigned dy = 0; dy < size; ++dy) {
        for (unsigned dx = 0; dx < size; ++dx) {
            std::uint64_t r = 0, g = 0, b = 0, a = 0, area = 0;
            for (unsigned sy = dy * from / size; sy < from && sy * size < (dy + 1) * from; ++sy) {
                for (unsigned sx = dx * from / size; sx < from && sx * size < (dx + 1) * from;
                     ++sx) {
                    const std::uint64_t w = overlap(dx, sx) * overlap(dy, sy);
                    const sf::Color c = image.getPixel(sx, sy);
                    r += w * c.a * c.r;
                    g += w * c.a * c.g;
                    b += w * c.a * c.b;
                    a += w * c.a;
                    area += w;
                }
            }
            if (a == 0)
                continue;
            out.setPixel(dx, dy,
                         sf::Color(static_cast<sf::Uint8>((r + a / 2) / a),
                                   static_cast<sf::Uint8>((g + a / 2) / a),
                                   static_cast<sf::Uint8>((b + a / 2) / a),
                                   static_cast<sf::Uint8>((a + area / 2) / area)));
        }
    }
    return out;
}

}  // namespace catmaze::assets
