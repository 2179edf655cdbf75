#pragma once
/// \file
/// What the commands do differently on open-floor levels (format version 2 with obstacles): path
/// takes points, solve prints a walk of points, render draws the obstacles and the walk.

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include <SFML/Graphics/Image.hpp>

#include "catmaze/game/open_floor.hpp"
#include "catmaze/game/win_plan.hpp"
#include "catmaze/io/diagnostic.hpp"

namespace catmaze::tool {

/// `catmaze-level path` on an open-floor level: `fromText` and `toText` are points X,Y in tile
/// units (decimals allowed; tile (3,4)'s centre is 3.5,4.5). Prints the cheapest route for the
/// cat, as the game plans it (buffered by its radius, round obstacles and walls, round or
/// through dogs at their cost): its status, length and points (and its cost with --json).
/// Returns kExitOk when reached, kExitNo when not, kExitBadInput (saying why on `err`) for a
/// point off the map (edges included are on it); throws UsageError for a malformed point.
int openFloorPath(const Level& level, const std::string& fromText, const std::string& toText,
                  bool json, std::ostream& out, std::ostream& err);

/// `catmaze-level solve`'s answer on an open-floor level: `plan`'s verdict, walk length and
/// points. Returns kExitOk when winnable, kExitNo when not.
int openFloorSolve(const WinPlan& plan, bool json, std::ostream& out);

/// Draws the obstacles of `level` (filled, outlined) over a preview of `scale` pixels per tile,
/// and `route` (tile units) as a line when given.
void drawOpenFloor(sf::Image& image, const Level& level, int scale, const std::vector<Vec2>* route);

}  // namespace catmaze::tool
