// A level's polygon obstacles (open floor; a tile level has none), and a route walked as a line
// rather than step by step, drawn over the world.

#include <cmath>

#include "obstacle_view.hpp"

#include "level_play.hpp"

namespace catmaze::app {

namespace {

// True when the corner b of a, b, c (counter-clockwise polygon) is convex.
bool convexCorner(Vec2 a, Vec2 b, Vec2 c) {
    return cross(b - a, c - b) > 0;
}

bool insideTriangle(Vec2 p, Vec2 a, Vec2 b, Vec2 c) {
    return cross(b - a, p - a) >= 0 && cross(c - b, p - b) >= 0 && cross(a - c, p - c) >= 0;
}

// Triangles covering a simple polygon, concave or not (ear clipping, O(n^3) worst case: the
// polygons of a level have a few corners).
std::vector<Vec2> triangulate(const Polygon& polygon) {
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

}  // namespace

void drawObstacles(sf::RenderTarget& target, const Art& /*art*/,
                   const std::vector<Polygon>& obstacles, const sf::Transform& tileToPixel) {
    const auto pixel = [&tileToPixel](Vec2 p) {
        return tileToPixel.transformPoint(static_cast<float>(p.x), static_cast<float>(p.y));
    };
    for (const Polygon& polygon : obstacles) {
        sf::VertexArray fill(sf::Triangles);
        for (const Vec2 p : triangulate(polygon))
            fill.append(sf::Vertex(pixel(p), sf::Color(112, 100, 92)));
        target.draw(fill);
        sf::VertexArray outline(sf::LineStrip);
        for (std::size_t i = 0; i <= polygon.size(); ++i)
            outline.append(sf::Vertex(pixel(polygon[i % polygon.size()]), sf::Color(52, 44, 40)));
        target.draw(outline);
    }
}

void LevelPlay::drawObstaclesAndRoute(sf::RenderTarget& target) const {
    const float side = static_cast<float>(board().tileSize);
    const auto pixel = [side](Vec2 p) {
        return sf::Vector2f(static_cast<float>(p.x) * side, static_cast<float>(p.y) * side);
    };
    drawObstacles(target, context_.art, session_->originalLevel().obstacles,
                  sf::Transform().scale(side, side));
    // A route that is a line from the cat (open floor); a stepwise one is the renderer's dots.
    const RouteAhead ahead = session_->routeAhead();
    if (context_.files.settings.showPath && !ahead.stepwise && ahead.points.size() >= 2) {
        sf::VertexArray route(sf::LineStrip);
        for (const Vec2 p : ahead.points)
            route.append(sf::Vertex(pixel(p), sf::Color(255, 220, 60, 220)));
        target.draw(route);
    }
}

}  // namespace catmaze::app
