// Playing an open-floor level (catmaze/open_floor.hpp): clicks become points for the
// OpenFloorSession, its events become the event log, sounds and effects, and the obstacles and
// the route are drawn over the world. The tile game's screens, menus and HUD stay as they are.

#include <cmath>

#include "app.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

Json pointJson(Vec2 p) {
    return Json::array({p.x, p.y});
}

Json tileJson(Tile t) {
    return Json::array({t.col, t.row});
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

void App::clickOpenFloor(int x, int y) {
    const sf::Vector2f o = camera_.origin();
    const double side = camera_.tileOnScreen();
    const Vec2 point{(x - o.x) / side, (y - o.y) / side};
    log_.write("click", Json{{"point", pointJson(point)}});
    openFloor_->click(point);
    processOpenFloorEvents();
}

void App::processOpenFloorEvents() {
    for (const FloorEvent& event : openFloor_->takeEvents()) {
        std::visit(
            Overloaded{
                [&](const floor_event::RoutePlanned& e) {
                    Json points = Json::array();
                    for (const Vec2 p : e.points)
                        points.push_back(pointJson(p));
                    log_.write("path", Json{{"target", pointJson(e.target)},
                                            {"goal", pointJson(e.goal)},
                                            {"status", toString(e.status)},
                                            {"length", e.length},
                                            {"points", points}});
                    if (e.status == RouteStatus::Found)
                        audio_.play(Sfx::Step);
                },
                [&](const floor_event::BonePicked& e) {
                    log_.write("bone", Json{{"tile", tileJson(e.tile)}, {"bones", e.bones}});
                    audio_.play(Sfx::Bone);
                    effects_.push_back({TileEffect::Kind::BonePicked, e.tile, 0, 0.7f});
                    renderer_.buildObjects(openFloor_->board(), dogFrame_);
                },
                [&](const floor_event::DogBribed& e) {
                    log_.write("dog_bribed", Json{{"tile", tileJson(e.tile)}, {"bones", e.bones}});
                    audio_.play(Sfx::Bribe);
                    effects_.push_back({TileEffect::Kind::DogLeaves, e.tile, 0, 0.9f});
                    renderer_.buildObjects(openFloor_->board(), dogFrame_);
                },
                [&](const floor_event::Eaten& e) {
                    log_.write("eaten", Json{{"tile", tileJson(e.tile)}});
                    log_.write("lost");
                    audio_.play(Sfx::Lose);
                    won_ = false;
                    endTimer_ = 0;
                },
                [&](const floor_event::Won&) {
                    log_.write("won", Json{{"walked", openFloor_->walked()}});
                    audio_.play(Sfx::Win);
                    won_ = true;
                    endTimer_ = 0;
                    if (campaignIndex_) {
                        progress_.completed.insert(campaign_.names[*campaignIndex_]);
                        savePlayerFile(PlayerFile::Progress);
                    }
                },
                [&](const floor_event::Refused& e) {
                    log_.write("refused", Json{{"point", pointJson(e.target)},
                                               {"reason", toString(e.reason)}});
                    if (e.reason == FloorRefuse::NoPath)
                        audio_.play(Sfx::Wall);
                },
            },
            event);
    }
}

void App::poseOpenFloorCat(CatPose& pose) const {
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

void App::drawOpenFloor() {
    const float side = static_cast<float>(openFloor_->board().tileSize);
    const auto pixel = [side](Vec2 p) {
        return sf::Vector2f(static_cast<float>(p.x) * side, static_cast<float>(p.y) * side);
    };
    for (const Polygon& polygon : openFloor_->originalLevel().obstacles) {
        sf::VertexArray fill(sf::Triangles);
        for (const Vec2 p : triangulate(polygon))
            fill.append(sf::Vertex(pixel(p), sf::Color(112, 100, 92)));
        window_.draw(fill);
        sf::VertexArray outline(sf::LineStrip);
        for (std::size_t i = 0; i <= polygon.size(); ++i)
            outline.append(sf::Vertex(pixel(polygon[i % polygon.size()]), sf::Color(52, 44, 40)));
        window_.draw(outline);
    }
    if (settings_.showPath && openFloor_->route().size() >= 2) {
        sf::VertexArray route(sf::LineStrip);
        for (const Vec2 p : openFloor_->route())
            route.append(sf::Vertex(pixel(p), sf::Color(255, 220, 60, 220)));
        window_.draw(route);
    }
}

}  // namespace catmaze::app
