// Playing an open-floor level (catmaze/open_floor.hpp): clicks become points for the
// OpenFloorSession (its events go through the Presenter like the tile game's), and the obstacles
// and the route are drawn over the world. The tile game's screens, menus and HUD stay as they are.

#include <cmath>

#include "level_play.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

Json pointJson(Vec2 p) {
    return Json::array({p.x, p.y});
}

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

void LevelPlay::clickOpenFloor(int x, int y) {
    const sf::Vector2f o = camera_.origin();
    const double side = camera_.tileOnScreen();
    const Vec2 point{(x - o.x) / side, (y - o.y) / side};
    context_.log.write("click", Json{{"point", pointJson(point)}});
    openFloor_->click(point);
    take(presenter_.present(openFloor_->takeEvents(), openFloor_->walked()));
}

void LevelPlay::poseOpenFloorCat(CatPose& pose) const {
    const float side = static_cast<float>(openFloor_->board().tileSize);
    const Vec2 at = openFloor_->cat() - Vec2{0.5, 0.5};
    pose.position = sf::Vector2f(static_cast<float>(at.x), static_cast<float>(at.y)) * side;
    const Vec2 f = openFloor_->facing();
    if (std::abs(f.x) >= std::abs(f.y))
        pose.row = f.x < 0 ? kCatLeft : kCatRight;
    else
        pose.row = f.y < 0 ? kCatUp : kCatDown;
    if (!openFloor_->route().empty())  // walking: two frames, changing every half tile
        pose.frame = 1 + static_cast<int>(std::fmod(openFloor_->walked() * 2, 2.0));
}

void LevelPlay::drawOpenFloor(sf::RenderTarget& target) const {
    const float side = static_cast<float>(openFloor_->board().tileSize);
    const auto pixel = [side](Vec2 p) {
        return sf::Vector2f(static_cast<float>(p.x) * side, static_cast<float>(p.y) * side);
    };
    for (const Polygon& polygon : openFloor_->originalLevel().obstacles) {
        sf::VertexArray fill(sf::Triangles);
        for (const Vec2 p : triangulate(polygon))
            fill.append(sf::Vertex(pixel(p), sf::Color(112, 100, 92)));
        target.draw(fill);
        sf::VertexArray outline(sf::LineStrip);
        for (std::size_t i = 0; i <= polygon.size(); ++i)
            outline.append(sf::Vertex(pixel(polygon[i % polygon.size()]), sf::Color(52, 44, 40)));
        target.draw(outline);
    }
    if (context_.files.settings.showPath && openFloor_->route().size() >= 2) {
        sf::VertexArray route(sf::LineStrip);
        for (const Vec2 p : openFloor_->route())
            route.append(sf::Vertex(pixel(p), sf::Color(255, 220, 60, 220)));
        target.draw(route);
    }
}

}  // namespace catmaze::app
