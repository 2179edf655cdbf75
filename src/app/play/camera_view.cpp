#include "play/camera_view.hpp"

namespace catmaze::app {

sf::View cameraView(const Camera& camera) {
    const ScreenBox area = camera.area();
    const ScreenPoint window = camera.windowSize();
    sf::View view(toVector(camera.centre()), sf::Vector2f(area.width, area.height) / camera.zoom());
    view.setViewport(
        {area.left / window.x, area.top / window.y, area.width / window.x, area.height / window.y});
    return view;
}

}  // namespace catmaze::app
