#pragma once
/// \file
/// How tiles and points are written in the event log (`--events FILE`): a tile as [col, row], a
/// point in tile units as [x, y]. One spelling for every writer, since the window tests and tools
/// read them.

#include <vector>

#include <nlohmann/json.hpp>

#include "catmaze/geom/geometry.hpp"
#include "catmaze/geom/tile.hpp"

namespace catmaze::app {

/// `t` as [col, row].
inline nlohmann::ordered_json tileJson(Tile t) {
    return nlohmann::ordered_json::array({t.col, t.row});
}

/// `p` as [x, y].
inline nlohmann::ordered_json pointJson(Vec2 p) {
    return nlohmann::ordered_json::array({p.x, p.y});
}

/// Tiles as [[col, row], ...].
inline nlohmann::ordered_json tilesJson(const std::vector<Tile>& tiles) {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const Tile& t : tiles)
        out.push_back(tileJson(t));
    return out;
}

/// Points as [[x, y], ...].
inline nlohmann::ordered_json pointsJson(const std::vector<Vec2>& points) {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const Vec2 p : points)
        out.push_back(pointJson(p));
    return out;
}

}  // namespace catmaze::app
