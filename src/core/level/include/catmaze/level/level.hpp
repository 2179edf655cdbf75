#pragma once
/// \file
/// The level model: a walkable grid and the objects on it. Pure data, no I/O.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catmaze/geom/geometry.hpp"
#include "catmaze/geom/tile.hpp"
#include "catmaze/level/export.hpp"
#include "catmaze/level/patrol.hpp"

namespace catmaze {

/// What a tile holds in a level file: one character each (`#`, `.`, `C`, `B`, `D`, `E`).
enum class TileKind : std::uint8_t { Floor, Wall, CatStart, Bone, Dog, Exit };

/// The level file's character for `kind`.
CATMAZE_LEVEL_EXPORT char tileChar(TileKind kind);

/// Whether a level decides diagonal moves itself (its rules' optional `"diagonal"`).
enum class LevelDiagonal : std::uint8_t {
    PlayersSetting,  ///< the file names none: the player's setting decides (the default)
    On,   ///< `"on"`: diagonal moves, never cutting a wall's corner, whatever the setting
    Off,  ///< `"off"`: side moves only, whatever the setting
};

/// The rules' spelling of `diagonal`: "on" or "off"; "" for PlayersSetting (not written).
CATMAZE_LEVEL_EXPORT const char* toString(LevelDiagonal diagonal);
/// The mode a rules' `"diagonal"` spells: "on" or "off" (exactly); nullopt for anything else.
CATMAZE_LEVEL_EXPORT std::optional<LevelDiagonal> levelDiagonalNamed(std::string_view name);

/// Movement costs, and the diagonal mode when the level names one. Defaults are the original
/// game's.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct LevelRules {
    int straightCost = 10;       ///< cost of a move to a side neighbour
    int diagonalCost = 14;       ///< cost of a diagonal move (when diagonals are on)
    int dogCostMultiplier = 10;  ///< a move onto a dog's tile costs this many times more
    /// Diagonal moves on or off for everyone who plays the level, or the player's choice.
    LevelDiagonal diagonal = LevelDiagonal::PlayersSetting;

    /// Same costs and diagonal mode.
    friend bool operator==(const LevelRules&, const LevelRules&) = default;
};

/// Largest level side accepted, in tiles.
inline constexpr int kMaxLevelSide = 1024;
/// Largest level file accepted, in bytes.
inline constexpr std::int64_t kMaxLevelFileBytes = 16 * 1024 * 1024;

/// A top-level key of a level file that CatMaze does not know, kept so that saving preserves it.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct ExtraKey {
    std::string name;  ///< the key
    std::string json;  ///< its value as compact JSON text; must be valid JSON (written as is)

    /// Same name and same JSON text.
    friend bool operator==(const ExtraKey&, const ExtraKey&) = default;
};

/// A level's recorded measures and par: the file's optional "metrics" object (levels/README.md,
/// "Recorded metrics"). The generator writes what it measured; `catmaze-level validate` warns
/// when the recorded par is no longer the solver's. Only `par` is required.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct RecordedMetrics {
    std::int64_t par = 0;               ///< the cheapest winning cost
    std::optional<int> steps;           ///< steps of the cheapest winning route
    std::optional<int> bones;           ///< bones that route fetches
    std::optional<int> dogs;            ///< dogs that route pays
    std::optional<int> orderedFetches;  ///< fetches forced into their order
    std::optional<int> fewestClicks;    ///< fewest clicks that walk that route
    std::optional<double> detourRatio;  ///< par over the rules-free cheapest cost (at least 1)
    std::optional<int> traps;           ///< natural first clicks that are traps

    /// Same value in every member (an absent one equals only an absent one).
    friend bool operator==(const RecordedMetrics&, const RecordedMetrics&) = default;
};

/// A level as the game uses it. `tiles` is row-major (`size.indexOf`), one TileKind per cell;
/// a valid level has exactly one CatStart and at least one Exit.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct CATMAZE_LEVEL_EXPORT Level {
    /// The level's title, shown by the game.
    std::string name;
    /// Width and height in tiles.
    GridSize size;
    /// One TileKind per cell, row-major (`size.indexOf`).
    std::vector<TileKind> tiles;
    int tileSize = 32;  ///< pixels per tile in the game's art
    /// Move costs.
    LevelRules rules;
    std::string schema;  ///< the file's "$schema" value, kept so saving preserves it ("" if none)
    std::vector<ExtraKey>
        extraKeys;  ///< unknown keys in file order (names unique), kept for saving
    /// The file's format version: 1 (tiles only) or 2 (may have obstacles or patrols). Saving
    /// keeps it.
    int version = 1;
    /// Polygon obstacles in tile units (x right, y down, 0..width by 0..height), each simple;
    /// only in version 2. A non-empty list makes the level open-floor (see openFloor()).
    std::vector<Polygon> obstacles;
    /// The dogs' patrols, in file order (see Patrol for what a valid one is); only in version 2
    /// and only on a tile level (no obstacles). A dog with no patrol stays on its tile.
    std::vector<Patrol> patrols;
    /// The recorded measures and par, when the file has a "metrics" object.
    std::optional<RecordedMetrics> metrics;

    /// True for an open-floor level: the cat walks freely around the obstacles (and the walls)
    /// instead of from tile to tile (see catmaze/open_floor.hpp).
    bool openFloor() const { return !obstacles.empty(); }

    /// The kind at `t`, which must be on the map.
    TileKind at(Tile t) const { return tiles[static_cast<std::size_t>(size.indexOf(t))]; }
    /// Sets the kind at `t`, which must be on the map.
    void set(Tile t, TileKind kind) { tiles[static_cast<std::size_t>(size.indexOf(t))] = kind; }
    /// True when `t` is on the map and not a wall.
    bool walkable(Tile t) const { return size.contains(t) && at(t) != TileKind::Wall; }
    /// Every tile holding `kind`, in row-major order.
    std::vector<Tile> find(TileKind kind) const;
    /// The cat's start (the first CatStart in row-major order; {0,0} if none).
    Tile catStart() const;
    /// The level's rows as strings of tile characters, as written in the file.
    std::vector<std::string> rows() const;
    /// A level of `width` x `height` floor tiles (walls nowhere, no objects).
    static Level filled(int width, int height, TileKind kind = TileKind::Floor);

    /// Same in every member (the tiles, the obstacles' points, the extra keys in order...):
    /// what a saved file would hold. The editor tells an edited level from this.
    friend bool operator==(const Level&, const Level&) = default;
};

}  // namespace catmaze
