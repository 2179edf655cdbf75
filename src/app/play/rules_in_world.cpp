#include "play/rules_in_world.hpp"

#include <algorithm>
#include <cmath>

#include "play/patrol_view.hpp"
#include "play/rules_view.hpp"
#include "render/palette.hpp"

namespace catmaze::app {

namespace {

constexpr float kPi = 3.14159265f;

}  // namespace

void poseEnd(CatPose& pose, const PlayModel& model, float side) {
    if (!model.ended())
        return;
    const float t = static_cast<float>(model.endProgress());
    if (model.won()) {
        // Hops of joy, facing the player.
        pose.row = kCatDown;
        pose.frame = 0;
        pose.position.y -= std::abs(std::sin(t * 3 * kPi)) * side * 0.4f;
        pose.scale = 1 + 0.2f * t;
    } else {
        // Caught: the cat cowers and shakes under the dog (drawn over it, drawRulesInWorld).
        pose.scale = 1 - 0.3f * t;
        pose.rotation = std::sin(t * 10 * kPi) * 14 * (1 - t);
    }
}

void drawRulesInWorld(sf::RenderTarget& target, const Art& art, const PlayModel& model, float side,
                      int dogFrame, sf::Vector2f catCorner, const std::vector<DogPose>& dogs) {
    if (const std::optional<WinPlan>& shown = model.hint().shown()) {
        sf::Color color = as<sf::Color>(palette::kHint);
        color.a = static_cast<sf::Uint8>(255 * std::clamp(model.hint().secondsLeft(), 0.0, 1.0));
        sf::VertexArray arrows(sf::Triangles);
        appendTrailArrows(arrows, shown->points, !shown->tiles.empty(), side, color);
        target.draw(arrows);
        // Where the trail waits for the dogs (a tile again): the preview's clocks, so the hint
        // says when as well as where.
        if (!shown->points.empty()) {
            const Tile start = tileHolding(shown->points.front());
            for (const WaitMark& w : waitMarks(start, shown->tiles))
                drawWaitMark(target, art.font, w, side);
        }
    }
    const std::optional<RoutePreview>& preview = model.preview().current();
    if (preview && !model.ended()) {
        drawRoutePreview(target, *preview, side);
        drawPatrolPreview(target, art, *preview, dogs, side);
    }
    if (!model.ended())
        return;
    const float t = static_cast<float>(model.endProgress());
    const std::optional<Tile> caughtBy = model.caughtBy();
    if (!model.won() && caughtBy) {
        const sf::Vector2f corner(static_cast<float>(caughtBy->col) * side,
                                  static_cast<float>(caughtBy->row) * side);
        sf::RectangleShape flash({side, side});
        flash.setPosition(corner);
        sf::Color red = as<sf::Color>(palette::kCaughtFlash);
        red.a = static_cast<sf::Uint8>(red.a * (0.5f + 0.5f * std::abs(std::sin(t * 4 * kPi))));
        flash.setFillColor(red);
        target.draw(flash);
        // The dog pounces: it leaps up and lands on the cat, then stays on top of it.
        const float leap = std::min(t / 0.4f, 1.0f);
        const float height = std::sin(leap * kPi) * side * 0.8f;
        const float scale = (1 + 0.35f * std::sin(leap * kPi) + 0.15f * leap) * side / kArtTile;
        sf::Sprite dog(art.tileset, sf::IntRect((dogFrame == 0 ? kTileDog : kTileDogAlt) * kArtTile,
                                                0, kArtTile, kArtTile));
        dog.setOrigin(kArtTile / 2.0f, kArtTile / 2.0f);
        dog.setScale(scale, scale);
        dog.setPosition(corner + sf::Vector2f(side / 2, side / 2 - height));
        target.draw(dog);
    }
    if (model.won()) {
        // A golden ring spreading from the cat.
        const float radius = side * (0.5f + 1.6f * t);
        sf::CircleShape ring(radius, 40);
        ring.setOrigin(radius, radius);
        ring.setPosition(catCorner + sf::Vector2f(side / 2, side / 2));
        ring.setFillColor(sf::Color::Transparent);
        sf::Color gold = as<sf::Color>(palette::kWinGlow);
        gold.a = static_cast<sf::Uint8>(gold.a * (1 - t));
        ring.setOutlineColor(gold);
        ring.setOutlineThickness(side * 0.15f);
        target.draw(ring);
    }
}

void drawRouteAhead(sf::RenderTarget& target, const PlayModel& model, float side) {
    // A route that is a line from the cat (open floor); a stepwise one is the renderer's dots.
    const RouteAhead ahead = model.session().routeAhead();
    if (ahead.stepwise || ahead.points.size() < 2)
        return;
    sf::VertexArray route(sf::LineStrip);
    for (const Vec2 p : ahead.points)
        route.append(
            sf::Vertex(sf::Vector2f(static_cast<float>(p.x) * side, static_cast<float>(p.y) * side),
                       sf::Color(255, 220, 60, 220)));
    target.draw(route);
}

}  // namespace catmaze::app
