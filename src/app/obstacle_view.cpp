// A route walked as a line rather than step by step (open floor), drawn over the world. The
// obstacles themselves are the renderer's (obstacle_art.cpp), under the cat.

#include <cmath>

#include "level_play.hpp"

namespace catmaze::app {

void LevelPlay::drawObstaclesAndRoute(sf::RenderTarget& target) const {
    const float side = static_cast<float>(board().tileSize);
    const auto pixel = [side](Vec2 p) {
        return sf::Vector2f(static_cast<float>(p.x) * side, static_cast<float>(p.y) * side);
    };
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
