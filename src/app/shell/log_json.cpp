#include "shell/log_json.hpp"

#include <nlohmann/json.hpp>

namespace catmaze::app {

nlohmann::ordered_json tileJson(Tile t) {
    return nlohmann::ordered_json::array({t.col, t.row});
}

nlohmann::ordered_json pointJson(Vec2 p) {
    return nlohmann::ordered_json::array({p.x, p.y});
}

nlohmann::ordered_json tilesJson(const std::vector<Tile>& tiles) {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const Tile& t : tiles)
        out.push_back(tileJson(t));
    return out;
}

nlohmann::ordered_json pointsJson(const std::vector<Vec2>& points) {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const Vec2 p : points)
        out.push_back(pointJson(p));
    return out;
}

}  // namespace catmaze::app
