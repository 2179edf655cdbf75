#pragma once
/// \file
/// How a route is marked on the map, decided without SFML: arrows along it, so its order shows
/// at any zoom without numbers (one onto each tile on tiles, one about every tile of length on
/// open floor), the part the cat would walk apart from the part it never would (after a dog
/// catches it), and the colour that warns of the dog. rules_view.cpp draws them.

#include <limits>
#include <optional>
#include <vector>

#include "catmaze/game/route_preview.hpp"
#include "render/contrast.hpp"

namespace catmaze::app {

/// One arrow of a trail.
struct TrailArrow {
    Vec2 at;             ///< where it is (tile units)
    Vec2 direction;      ///< where it points (a unit vector)
    bool walked = true;  ///< within the part of the route that is walked
};

/// The arrows along the route through `points` (tile units, its start first): when `stepwise`
/// one at each point after the first (the way the cat moves onto each tile), else one at 0.75
/// tiles of length along the line and then every tile. Arrows past `walkedUpTo` tiles of length
/// are not walked.
std::vector<TrailArrow> trailArrows(const std::vector<Vec2>& points, bool stepwise,
                                    double walkedUpTo = std::numeric_limits<double>::infinity());

/// The colour of the walked part of `preview`'s route: the warning colour when the walk would
/// end caught, else the route colour (palette.hpp).
Rgba routeColour(const RoutePreview& preview);

/// Where the cat would be caught on `preview`'s route (tile units): the point `walkedLength`
/// along its points, marked with a cross so the warning does not rest on the colour alone;
/// nothing when the walk would not end caught.
std::optional<Vec2> catchPoint(const RoutePreview& preview);

}  // namespace catmaze::app
