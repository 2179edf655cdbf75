#include "render/obstacle_art.hpp"

#include <cmath>

namespace catmaze::app {

namespace {

constexpr double kPi = 3.14159265358979323846;
const sf::Color kClearance(20, 14, 24);    // the shade the cat's radius keeps clear
constexpr sf::Uint8 kClearanceAlpha = 56;  // drawn this opaque over the floor
constexpr float kClearanceScale = 0.5f;    // its texture's pixels per world pixel
const sf::Color kLit(255, 246, 220, 90);   // the bevel of edges facing the light (up, left)
const sf::Color kShaded(16, 10, 20, 110);  // the bevel of the other edges
const sf::Color kOutline(30, 22, 32);      // the sprites' outline colour
constexpr double kBevel = 0.09;            // tiles
constexpr double kOutlineWidth = 0.06;     // tiles

// True when the corner b of a, b, c (counter-clockwise polygon) is convex.
bool convexCorner(Vec2 a, Vec2 b, Vec2 c) {
    return cross(b - a, c - b) > 0;
}

bool insideTriangle(Vec2 p, Vec2 a, Vec2 b, Vec2 c) {
    return cross(b - a, p - a) >= 0 && cross(c - b, p - b) >= 0 && cross(a - c, p - c) >= 0;
}

Vec2 unit(Vec2 v) {
    const double n = length(v);
    return n > 0 ? v * (1 / n) : Vec2{0, 0};
}

// The outward normal of edge a -> b of a counter-clockwise ring (the inside is on its left).
Vec2 outward(Vec2 a, Vec2 b) {
    const Vec2 d = unit(b - a);
    return {d.y, -d.x};
}

void triangle(sf::VertexArray& out, Vec2 a, Vec2 b, Vec2 c, float tile, sf::Color color) {
    for (const Vec2 p : {a, b, c}) {
        out.append(sf::Vertex(
            sf::Vector2f(static_cast<float>(p.x) * tile, static_cast<float>(p.y) * tile), color));
    }
}

void quad(sf::VertexArray& out, Vec2 a, Vec2 b, Vec2 c, Vec2 d, float tile, sf::Color color) {
    triangle(out, a, b, c, tile, color);
    triangle(out, a, c, d, tile, color);
}

// The band `radius` wide outside a counter-clockwise `ring`: a strip along each edge and, at
// each convex corner, the wedge of a disc between the two strips (rounded as the cat's path is).
void clearanceBand(sf::VertexArray& out, const Polygon& ring, double radius, float tile) {
    const std::size_t n = ring.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = ring[i];
        const Vec2 b = ring[(i + 1) % n];
        const Vec2 c = ring[(i + 2) % n];
        const Vec2 out1 = outward(a, b) * radius;
        quad(out, a, b, b + out1, a + out1, tile, kClearance);
        if (!convexCorner(a, b, c))
            continue;
        const double from = std::atan2(out1.y, out1.x);
        const Vec2 out2 = outward(b, c) * radius;
        double to = std::atan2(out2.y, out2.x);
        while (to < from)
            to += 2 * kPi;
        const int pieces = std::max(1, static_cast<int>(std::ceil((to - from) / (kPi / 12))));
        for (int k = 0; k < pieces; ++k) {
            const double t0 = from + (to - from) * k / pieces;
            const double t1 = from + (to - from) * (k + 1) / pieces;
            triangle(out, b, b + Vec2{std::cos(t0), std::sin(t0)} * radius,
                     b + Vec2{std::cos(t1), std::sin(t1)} * radius, tile, kClearance);
        }
    }
}

}  // namespace

std::vector<Vec2> triangulate(const Polygon& polygon) {
    // Ear clipping, O(n^3) worst case: the polygons of a level have a few corners.
    std::vector<Vec2> ring = counterClockwise(polygon);
    std::vector<Vec2> triangles;
    while (ring.size() > 3) {
        const std::size_t n = ring.size();
        bool clipped = false;
        for (std::size_t i = 0; i < n && !clipped; ++i) {
            const Vec2 a = ring[(i + n - 1) % n];
            const Vec2 b = ring[i];
            const Vec2 c = ring[(i + 1) % n];
            if (!convexCorner(a, b, c))
                continue;
            bool empty = true;
            for (std::size_t j = 0; j < n && empty; ++j) {
                const Vec2 p = ring[j];
                if (p != a && p != b && p != c && insideTriangle(p, a, b, c))
                    empty = false;
            }
            if (empty) {
                triangles.insert(triangles.end(), {a, b, c});
                ring.erase(ring.begin() + static_cast<std::ptrdiff_t>(i));
                clipped = true;
            }
        }
        if (!clipped)
            break;  // rounding left no ear: draw the rest as a fan rather than nothing
    }
    for (std::size_t i = 1; i + 1 < ring.size(); ++i)
        triangles.insert(triangles.end(), {ring[0], ring[i], ring[i + 1]});
    return triangles;
}

void ObstacleArt::build(const std::vector<Polygon>& obstacles, GridSize size, float tile,
                        double radius) {
    for (sf::VertexArray* array : {&fill_, &bevel_, &outline_})
        array->clear();
    clearance_.reset();
    sf::VertexArray band(sf::Triangles);
    for (const Polygon& polygon : obstacles) {
        if (polygon.size() < 3)
            continue;
        const Polygon ring = counterClockwise(polygon);
        if (radius > 0)
            clearanceBand(band, ring, radius, tile);
        // The stone: one copy of the texture a tile, aligned to the map so blocks line up.
        for (const Vec2 p : triangulate(ring)) {
            const sf::Vector2f at(static_cast<float>(p.x) * tile, static_cast<float>(p.y) * tile);
            const sf::Vector2f texture(static_cast<float>(p.x) * 32, static_cast<float>(p.y) * 32);
            fill_.append(sf::Vertex(at, sf::Color::White, texture));
        }
        const std::size_t n = ring.size();
        for (std::size_t i = 0; i < n; ++i) {
            const Vec2 a = ring[i];
            const Vec2 b = ring[(i + 1) % n];
            const Vec2 out = outward(a, b);
            // Lit from the top left: an edge whose outside faces up or left catches the light.
            const bool lit = out.y < -0.3 || (out.y <= 0.3 && out.x < 0);
            quad(bevel_, a, b, b - out * kBevel, a - out * kBevel, tile, lit ? kLit : kShaded);
            const Vec2 half = out * (kOutlineWidth / 2);
            const Vec2 along = unit(b - a) * (kOutlineWidth / 2);  // closes the corners
            quad(outline_, a - along - half, b + along - half, b + along + half, a - along + half,
                 tile, kOutline);
        }
    }
    if (band.getVertexCount() == 0)
        return;
    const sf::Vector2f world(static_cast<float>(size.width) * tile,
                             static_cast<float>(size.height) * tile);
    clearance_ = std::make_unique<sf::RenderTexture>();
    if (!clearance_->create(static_cast<unsigned>(std::ceil(world.x * kClearanceScale)),
                            static_cast<unsigned>(std::ceil(world.y * kClearanceScale)))) {
        clearance_.reset();  // no band rather than no game
        return;
    }
    clearance_->setView(sf::View(sf::FloatRect({0, 0}, world)));
    clearance_->clear(sf::Color::Transparent);
    clearance_->draw(band);
    clearance_->display();
    clearance_->setSmooth(true);
}

void ObstacleArt::draw(sf::RenderTarget& target, const sf::Texture& stone,
                       const sf::Transform& transform) const {
    if (clearance_) {
        sf::Sprite band(clearance_->getTexture());
        band.setScale(1 / kClearanceScale, 1 / kClearanceScale);
        band.setColor(sf::Color(255, 255, 255, kClearanceAlpha));
        target.draw(band, transform);
    }
    sf::RenderStates textured(&stone);
    textured.transform = transform;
    target.draw(fill_, textured);
    target.draw(bevel_, transform);
    target.draw(outline_, transform);
}

}  // namespace catmaze::app
