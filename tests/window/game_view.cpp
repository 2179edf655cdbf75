#include "game_view.hpp"

namespace catmaze::wintest {

RgbImage screenshot(Game& game) {
    game.key("F12");
    const Json shot = game.waitForEvent("screenshot");
    return readPng(shot.value("file", ""));
}

std::pair<int, int> pixelOf(Game& game, double x, double y) {
    const Json view = game.latestView();
    const double tile = view.at("tile").get<double>();
    return {static_cast<int>(view.at("origin").at(0).get<double>() + x * tile),
            static_cast<int>(view.at("origin").at(1).get<double>() + y * tile)};
}

}  // namespace catmaze::wintest
