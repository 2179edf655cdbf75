#pragma once
/// \file
/// How tiles and points are written in the event log (`--events FILE`): a tile as [col, row], a
/// point in tile units as [x, y]. One spelling for every writer, since the window tests and tools
/// read them.

#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "catmaze/geom/geometry.hpp"
#include "catmaze/geom/tile.hpp"

namespace catmaze::app {

/// `t` as [col, row].
nlohmann::ordered_json tileJson(Tile t);
/// `p` as [x, y].
nlohmann::ordered_json pointJson(Vec2 p);
/// Tiles as [[col, row], ...].
nlohmann::ordered_json tilesJson(const std::vector<Tile>& tiles);
/// Points as [[x, y], ...].
nlohmann::ordered_json pointsJson(const std::vector<Vec2>& points);

}  // namespace catmaze::app
