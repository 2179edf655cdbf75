#pragma once
/// \file
/// Other map formats as CatMaze levels: Tiled JSON maps (`.tmj`) both ways, and Moving AI `.map`
/// grids. The conventions are documented in levels/README.md ("Tiled maps").

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "catmaze/level/export.hpp"
#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/movingai.hpp"

namespace catmaze {

/// Parses a Tiled JSON map. `fileName` is for diagnostics; `baseDir` resolves external `.tsj`
/// tilesets, which must lie inside it (after resolving `..` and symbolic links). Nesting deeper
/// than kMaxJsonDepth, more tile layers than kMaxTiledDecodedBytes of decoded tiles allow, and
/// compressed data inflating past its layer's size are refused. Orthogonal, finite maps only; tile
/// layer data as a CSV array or base64 (plain, zlib or gzip). Walls come from tile layers (a tile
/// whose `kind` property is not `floor`, or that has no `kind`); the cat start, bones, dogs and
/// exits from objects of that type/class (`cat`, `bone`, `dog`, `exit`) or from tiles whose `kind`
/// property names them; the dogs' patrols from polyline objects of that type/class (`patrol`)
/// whose first point lies on the dog (each point stands for the tile it lies in; the bool
/// property `loop` says whether the dog goes round), checked by the rules of patrol_rules.hpp
/// (a map with patrols is a version 2 level). Never throws.
CATMAZE_LEVEL_EXPORT LevelLoadResult parseTiledMap(std::string_view text,
                                                   const std::string& fileName,
                                                   const std::filesystem::path& baseDir);

/// Writes `level` as a Tiled JSON map that Tiled opens: one tile layer `tiles` (CSV array) over
/// an embedded tileset whose image is `tilesetImage` (relative to where the map will be saved),
/// and an object layer `objects` with the cat, bones, dogs and exits, then each patrol as a
/// polyline object `patrol` through its tiles' centres with its bool property `loop`. The name,
/// the rules (when not the defaults) and the "$schema" (when set) are map properties, which
/// parseTiledMap reads.
CATMAZE_LEVEL_EXPORT std::string formatTiledMap(const Level& level,
                                                const std::string& tilesetImage);

/// Where to put the cat and the exit when converting a Moving AI map (which has neither).
/// Unset: the first and last passable tiles in row-major order.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct MovingAiConversion {
    /// The cat's start; unset: the first passable tile.
    std::optional<Tile> start;
    /// The exit; unset: the last passable tile.
    std::optional<Tile> exit;
    /// The level's name.
    std::string name;
};

/// Turns a Moving AI map into a level: passable cells are floor, others walls. Fails (with a
/// diagnostic) when a chosen start or exit is blocked or off the map, or nothing is passable.
CATMAZE_LEVEL_EXPORT LevelLoadResult levelFromMovingAi(const MovingAiMap& map,
                                                       const MovingAiConversion& options,
                                                       const std::string& fileName);

// Loading a level from a file in any of these formats: loadLevelFile in level_files.hpp.

}  // namespace catmaze
