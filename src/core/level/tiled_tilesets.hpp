#pragma once
/// \file
/// Internal to the Tiled reader: which CatMaze kind a tile or object names, and the map's
/// tilesets (embedded, or external .tsj files in the map's own folder) as kinds by gid.

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>

#include "catmaze/io/diagnostic.hpp"
#include "catmaze/io/json_source.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze::tiled {

/// The kind a name stands for, in any letter case: floor, wall, cat (start, catstart), bone,
/// dog, exit; nothing for any other name.
std::optional<TileKind> kindFromName(std::string name);

/// The kind of a tile or object: its `kind` property, else its type or class.
std::optional<TileKind> kindOf(const JsonValue& entity);

/// The kinds the tilesets give to gids.
using TileKinds = std::map<std::uint32_t, TileKind>;

/// Reads the "tilesets" of `map`: the kinds of their tiles by gid. An external tileset must lie
/// in `baseDir` (confinedPath) and be JSON within the same limits as the map; problems are
/// reported to `report` and such a tileset gives no kinds.
TileKinds readTilesets(const JsonValue& map, const std::filesystem::path& baseDir,
                       DiagnosticCollector& report);

}  // namespace catmaze::tiled
