#include "play/patrol_view.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "catmaze/art_layout.hpp"
#include "play/patrol_marks.hpp"
#include "render/font_text.hpp"
#include "render/palette.hpp"
#include "render/tile_quads.hpp"

namespace catmaze::app {

namespace {

sf::Vector2f cornerOf(Tile t, float side) {
    return {static_cast<float>(t.col) * side, static_cast<float>(t.row) * side};
}

}  // namespace

void drawWaitMark(sf::RenderTarget& target, const sf::Font& font, const WaitMark& wait,
                  float side) {
    const float radius = std::max(4.0f, side * 0.16f);
    const sf::Vector2f centre =
        cornerOf(wait.tile, side) + sf::Vector2f(side - radius - 2, radius + 2);
    sf::CircleShape face(radius, 20);
    face.setOrigin(radius, radius);
    face.setPosition(centre);
    face.setFillColor(sf::Color(255, 250, 230, 230));
    face.setOutlineColor(sf::Color(60, 50, 40));
    face.setOutlineThickness(std::max(1.0f, side * 0.03f));
    target.draw(face);
    sf::VertexArray hands(sf::Lines);
    const sf::Color ink(60, 50, 40);
    hands.append(sf::Vertex(centre, ink));
    hands.append(sf::Vertex(centre + sf::Vector2f(0, -radius * 0.75f), ink));
    hands.append(sf::Vertex(centre, ink));
    hands.append(sf::Vertex(centre + sf::Vector2f(radius * 0.55f, 0), ink));
    target.draw(hands);
    if (wait.ticks < 2)
        return;
    const auto size = static_cast<unsigned>(std::max(9.0f, side * 0.32f));
    sf::Text count(utf8("\u00d7" + std::to_string(wait.ticks)), font, size);
    count.setFillColor(as<sf::Color>(palette::kWaitCount));
    count.setOutlineColor(as<sf::Color>(palette::kWaitCountOutline));
    count.setOutlineThickness(1);
    const sf::FloatRect bounds = count.getLocalBounds();
    count.setPosition(std::round(centre.x - radius - bounds.width - bounds.left - 2),
                      std::round(centre.y - bounds.top - bounds.height / 2));
    target.draw(count);
}

void drawPatrolPreview(sf::RenderTarget& target, const Art& art, const RoutePreview& preview,
                       const std::vector<DogPose>& live, float side) {
    const PatrolPreview marks = patrolPreview(preview, live);
    // Footprints: small dots along the rounds, where the dogs pass while the cat walks.
    sf::VertexArray prints(sf::Triangles);
    const sf::Color print(255, 120, 90, 150);
    const float r = std::max(1.5f, side * 0.07f);
    for (const Tile& t : marks.footprints) {
        const sf::Vector2f c = cornerOf(t, side) + sf::Vector2f(side / 2, side / 2);
        for (const sf::Vector2f d : {sf::Vector2f(-r, 0), sf::Vector2f(r, 0)}) {
            prints.append(sf::Vertex(c + d + sf::Vector2f(0, -r), print));
            prints.append(sf::Vertex(c + d + sf::Vector2f(r, 0), print));
            prints.append(sf::Vertex(c + d + sf::Vector2f(0, r), print));
            prints.append(sf::Vertex(c + d + sf::Vector2f(0, -r), print));
            prints.append(sf::Vertex(c + d + sf::Vector2f(-r, 0), print));
            prints.append(sf::Vertex(c + d + sf::Vector2f(0, r), print));
        }
    }
    target.draw(prints);
    // Ghosts: the dogs where they stand when the walk ends; the catcher in red, clearer.
    sf::VertexArray ghosts(sf::Quads);
    for (const DogSpot& g : marks.ghosts) {
        const bool catches = preview.warns() && preview.caughtBy == g.tile;
        appendQuad(ghosts, cornerOf(g.tile, side), side, kTileDog,
                   catches ? sf::Color(255, 90, 90, 200) : sf::Color(255, 255, 255, 110));
    }
    sf::RenderStates textured;
    textured.texture = &art.tileset;
    target.draw(ghosts, textured);
    for (const WaitMark& w : marks.waits)
        drawWaitMark(target, art.font, w, side);
}

}  // namespace catmaze::app
