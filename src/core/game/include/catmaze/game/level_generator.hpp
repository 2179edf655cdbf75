#pragma once
/// \file
/// Generates tile levels that the solver proves interesting: a floor plan (rooms and corridors, a
/// maze, or a courtyard), the cat and the exit far apart, dogs on the way and bones off it, then
/// measured (level_metrics.hpp) and kept only when its measures fall in the band of the asked
/// difficulty. The same options give the same level on every machine.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "catmaze/game/export.hpp"
#include "catmaze/game/level_metrics.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// How hard a generated level is.
enum class Difficulty { Easy, Medium, Hard };
/// `easy`, `medium`, `hard`.
CATMAZE_GAME_EXPORT const char* toString(Difficulty difficulty);
/// The difficulty named `name` (as toString writes it), or nothing.
CATMAZE_GAME_EXPORT std::optional<Difficulty> parseDifficulty(std::string_view name);

/// The measures a level of one difficulty must have (both ends included).
struct CATMAZE_GAME_EXPORT MetricsBand {
    int minBones = 0;        ///< bones fetched, at least
    int maxBones = 0;        ///< bones fetched, at most
    int minDogs = 0;         ///< dogs paid, at least
    int maxDogs = 0;         ///< dogs paid, at most
    int minOrdered = 0;      ///< ordered fetches, at least
    int maxOrdered = 0;      ///< ordered fetches, at most
    int minTraps = 0;        ///< traps among the first clicks, at least
    int maxTraps = 0;        ///< traps, at most
    int minClicks = 0;       ///< fewest clicks, at least
    int maxClicks = 0;       ///< fewest clicks, at most
    double minDetour = 1.0;  ///< detour ratio, at least
    double maxDetour = 1.0;  ///< detour ratio, at most

    /// True when `metrics` were measured and every measure lies in the band.
    bool contains(const LevelMetrics& metrics) const;
};

/// The band of `difficulty` (levels/README.md, "Generated levels", lists them).
CATMAZE_GAME_EXPORT MetricsBand bandOf(Difficulty difficulty);

/// What to generate.
struct GenerateOptions {
    /// The seed: the same seed (and other options) gives the same level.
    std::uint64_t seed = 1;
    /// Width and height in tiles, walls all round included; each from 7 to 64.
    GridSize size{15, 11};
    /// The band the level's measures must fall in.
    Difficulty difficulty = Difficulty::Medium;
    /// The diagonal rule the level is measured with.
    DiagonalMode diagonal = DiagonalMode::Never;
    /// Candidates tried before giving up.
    int maxAttempts = 2000;
    /// An open-floor level (format version 2, polygon obstacles: a courtyard of rooms, doorways
    /// and pillars) instead of a tile level. Its difficulty sets its dogs and bones (see
    /// levels/README.md, "Generated levels"); its par is the open-floor planner's walk.
    bool openFloor = false;
};

/// A generated level, or why there is none.
struct GeneratedLevel {
    /// The level (named after its seed and difficulty), when one was found.
    std::optional<Level> level;
    /// Its measures.
    LevelMetrics metrics;
    /// Candidates tried, the kept one included.
    int attempts = 0;
    /// Why no level was made (a size out of range; no candidate in the band).
    std::string error;
};

/// Generates a level (see the file comment; an open-floor one when `options.openFloor`).
/// Deterministic: the same options give the same level, on every machine. Never throws but
/// std::bad_alloc.
CATMAZE_GAME_EXPORT GeneratedLevel generateLevel(const GenerateOptions& options);

}  // namespace catmaze
