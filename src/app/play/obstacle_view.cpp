// The obstacles for the editor, which draws them as the game does (obstacle_art.cpp; in play the
// renderer keeps them built, under the cat).

#include "play/obstacle_view.hpp"

#include "render/obstacle_art.hpp"

namespace catmaze::app {

void drawObstacles(sf::RenderTarget& target, const Art& art, const std::vector<Polygon>& obstacles,
                   const sf::Transform& tileToPixel) {
    ObstacleArt drawing;  // a few polygons: building them each frame costs less than keeping them
    drawing.build(obstacles, GridSize{0, 0}, 1.0f, 0.0);
    drawing.draw(target, art.stone, tileToPixel);
}

}  // namespace catmaze::app
