#pragma once
// The events a tile session makes of a click: a refusal, and the planned route (on the still grid
// or through time). Private to the game module (GameSession).

#include <cmath>
#include <vector>

#include "catmaze/game/play_event.hpp"
#include "catmaze/geom/tile.hpp"
#include "catmaze/search/path_source.hpp"

namespace catmaze {

inline play_event::Refused refusal(Tile tile, RefuseReason reason) {
    return {tileCentre(tile), tile, reason};
}

/// The event of a search from `cat` for `target`: its status and cost, and the path's tiles
/// (`path`, first step first) as points and as a length.
inline play_event::RoutePlanned routePlanned(Tile cat, Tile target, PathStatus status,
                                             GridCost cost, const std::vector<Tile>& path) {
    play_event::RoutePlanned route;
    route.target = tileCentre(target);
    route.targetTile = target;
    route.goal = route.target;
    route.status = status;
    route.found = status == PathStatus::Found;
    route.cost = cost;
    route.tiles = path;
    Tile from = cat;
    for (const Tile& to : path) {
        route.length += std::hypot(static_cast<double>(to.col - from.col),
                                   static_cast<double>(to.row - from.row));
        route.points.push_back(tileCentre(to));
        from = to;
    }
    return route;
}

}  // namespace catmaze
