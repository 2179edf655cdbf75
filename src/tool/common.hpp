#pragma once
/// \file
/// Small helpers shared by the commands: file kinds, and printing tiles, costs and diagnostics.

#include <cstdint>
#include <filesystem>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "catmaze/game/win_plan.hpp"
#include "catmaze/geom/tile.hpp"
#include "catmaze/io/diagnostic.hpp"
#include "catmaze/level/level_files.hpp"  // hasExtension

namespace catmaze::tool {

/// `(col,row)`, as the tool prints tiles.
std::string formatTile(Tile t);

/// A cost for people: integers as they are, real costs with 8 decimals (as in .scen files).
std::string formatCost(std::int64_t cost);
/// \copydoc formatCost(std::int64_t)
std::string formatCost(double cost);

/// Writes each diagnostic on its own line (Diagnostic::format()).
void printDiagnostics(std::ostream& os, const std::vector<Diagnostic>& diagnostics);

/// `t` as JSON output writes it: `[col,row]`.
nlohmann::ordered_json tileJson(Tile t);
/// `tiles` as a JSON array of `[col,row]` pairs.
nlohmann::ordered_json tilesJson(const std::vector<Tile>& tiles);

/// The "$schema" of a new level file written at `file` (generate): the schema beside the
/// campaign in the data folder (catmaze/data_dirs.hpp) as schemaReference gives it, or "" (no
/// "$schema") when the data folder has none.
std::string newLevelSchema(const std::filesystem::path& file);

/// The warning about a level that `solution` says is not winnable (Unwinnable or TooComplex):
/// `FILE: warning: this level cannot be won: REASON`, or for TooComplex
/// `FILE: warning: could not decide whether this level can be won: REASON`. When the way to the
/// exit is cut (WinPlan::cutOff), it points at the exit's character in a level file
/// (`FILE:LINE:COL: warning: ...`).
Diagnostic notWinnableWarning(const std::string& file, const WinPlan& solution);

}  // namespace catmaze::tool
