// A route walked as a line rather than step by step (open floor), drawn over the world; and the
// obstacles for the editor, which draws them as the game does (obstacle_art.cpp; in play the
// renderer keeps them built, under the cat).

#include "play/obstacle_view.hpp"

#include <cmath>

#include "play/level_play.hpp"
#include "render/obstacle_art.hpp"

namespace catmaze::app {

void drawObstacles(sf::RenderTarget& target, const Art& art, const std::vector<Polygon>& obstacles,
                   const sf::Transform& tileToPixel) {
    ObstacleArt drawing;  // a few polygons: building them each frame costs less than keeping them
    drawing.build(obstacles, GridSize{0, 0}, 1.0f, 0.0);
    drawing.draw(target, art.stone, tileToPixel);
}

void LevelPlay::drawObstaclesAndRoute(sf::RenderTarget& target) const {
    const float side = static_cast<float>(board().tileSize);
    const auto pixel = [side](Vec2 p) {
        return sf::Vector2f(static_cast<float>(p.x) * side, static_cast<float>(p.y) * side);
    };
    // A route that is a line from the cat (open floor); a stepwise one is the renderer's dots.
    const RouteAhead ahead = model_.session().routeAhead();
    if (context_.files.settings.showPath && !ahead.stepwise && ahead.points.size() >= 2) {
        sf::VertexArray route(sf::LineStrip);
        for (const Vec2 p : ahead.points)
            route.append(sf::Vertex(pixel(p), sf::Color(255, 220, 60, 220)));
        target.draw(route);
    }
}

}  // namespace catmaze::app
