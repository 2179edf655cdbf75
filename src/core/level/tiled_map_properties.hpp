#pragma once
/// \file
/// Internal to the Tiled reader: a map's custom properties (levels/README.md, "Tiled maps"):
/// the level's name, "$schema", rules and diagonal mode.

#include "catmaze/io/diagnostic.hpp"
#include "catmaze/io/json_source.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze::tiled {

/// Reads the custom properties of `map` into `level`: `name`, `$schema`, `diagonal`,
/// `straightCost`, `diagonalCost` and `dogCostMultiplier` (others are the designer's own and are
/// ignored). A wrong value is an error at it in `report`.
void readMapProperties(const JsonValue& map, Level& level, DiagnosticCollector& report);

}  // namespace catmaze::tiled
