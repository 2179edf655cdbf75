#pragma once
/// \file
/// The rules a level obeys, each written once. validateLevel checks a whole Level (the editor's
/// live check, and checkLevelLimits for levels converted from other formats); the JSON loader
/// checks a file's values with the single rules below as it reads them, so it can say where each
/// value was written. Every message is the one the loader gives for the same value in a file.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catmaze/geom/geometry.hpp"
#include "catmaze/geom/tile.hpp"
#include "catmaze/io/diagnostic.hpp"
#include "catmaze/level/export.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// Smallest tileSize accepted, in pixels.
inline constexpr int kMinTileSize = 8;
/// Largest tileSize accepted, in pixels.
inline constexpr int kMaxTileSize = 256;
/// Largest move cost: costs are summed along paths of up to a million tiles, and this keeps the
/// sums far from overflow.
inline constexpr int kMaxCost = 1000000;
/// The newest level format version this CatMaze reads (2 adds "obstacles" and "patrols"); 1 is
/// the oldest.
inline constexpr int kNewestLevelVersion = 2;

// --- Open-floor limits (levels/README.md, "Open-floor limits"). They bound the work, not only
// the bytes: the obstacle graph of N corners and M obstacles costs O(N^2 M) to build, and every
// obstacle, dog and `#` run is an obstacle. At all of them at once a level still loads and plays
// in under a second and 256 MB (bench/bench_open_floor_limits.cpp, docs/PERFORMANCE.md).

/// Most points of one obstacle polygon (each convex point is a corner of the graph).
inline constexpr std::size_t kMaxObstaclePoints = 256;
/// Most obstacle polygons in a level.
inline constexpr std::size_t kMaxObstacles = 100;
/// Most points of all the obstacle polygons of a level together.
inline constexpr std::size_t kMaxObstaclePointsTotal = 1000;
/// Most dogs 'D' on an open-floor level (each is an octagon obstacle until bribed).
inline constexpr std::size_t kMaxOpenFloorDogs = 32;
/// Most bones 'B' on an open-floor level (the walk `validate` looks for tries each).
inline constexpr std::size_t kMaxOpenFloorBones = 32;
/// Most exits 'E' on an open-floor level (each is a goal the walk tries).
inline constexpr std::size_t kMaxOpenFloorExits = 16;
/// Most runs of wall tiles '#' along the rows of an open-floor level (each run, or several equal
/// ones stacked, becomes a rectangle obstacle).
inline constexpr std::size_t kMaxOpenFloorWallRuns = 100;

/// Every rule `level` breaks, as errors of a file named `fileName` without line or column (a
/// Level has no text), with a warning for each extra key (kept when saved, ignored by the game).
/// In the order of a level file's members; at most 20 of each kind, as the loader reports.
/// No errors means the level loads as it would from a file it was saved to.
CATMAZE_LEVEL_EXPORT std::vector<Diagnostic> validateLevel(const Level& level,
                                                           const std::string& fileName);

// --- The rules one at a time, for a reader that checks values as it reads them. Each takes the
// value (nullopt when it has the wrong type) and `shown`, how a message names the value as
// written ("4", "the string \"x\"", "an array"), and returns why it is refused, or nullopt.

/// The level's name: a non-empty string.
CATMAZE_LEVEL_EXPORT std::optional<std::string> nameProblem(std::optional<std::string_view> name,
                                                            std::string_view shown);
/// The format version: the integer 1 or 2 (a larger integer is a newer format).
CATMAZE_LEVEL_EXPORT std::optional<std::string> versionProblem(std::optional<double> integer,
                                                               std::string_view shown);
/// The tile size: an integer from kMinTileSize to kMaxTileSize.
CATMAZE_LEVEL_EXPORT std::optional<std::string> tileSizeProblem(std::optional<double> integer,
                                                                std::string_view shown);
/// The move cost named `key` (e.g. "straightCost"): an integer from 1 to kMaxCost.
CATMAZE_LEVEL_EXPORT std::optional<std::string> costProblem(std::string_view key,
                                                            std::optional<double> integer,
                                                            std::string_view shown);
/// The costs together: a diagonal move costs no less than a straight one (which keeps the octile
/// distance estimate admissible).
CATMAZE_LEVEL_EXPORT std::optional<std::string> diagonalCostProblem(const LevelRules& rules);

/// How many rows a level has: 1 to kMaxLevelSide.
CATMAZE_LEVEL_EXPORT std::optional<std::string> rowCountProblem(std::size_t rows);
/// The width of the level's first row, row `row` of the file (0 in a Level): 1 to kMaxLevelSide.
CATMAZE_LEVEL_EXPORT std::optional<std::string> widthProblem(std::size_t row, std::size_t width);

/// Counts a level's cat starts and exits tile by tile, for the rules "exactly one cat start" and
/// "at least one exit". Keeps only the first few cat starts (all a message lists), so a map full
/// of cats costs no memory per tile.
/// Thread safety: several threads may read it at once; a change needs it to itself.
class CATMAZE_LEVEL_EXPORT ObjectTally {
  public:
    /// Counts `kind` at `t`; tiles come in row-major order.
    void add(Tile t, TileKind kind);
    /// How many cat starts were counted.
    std::size_t cats() const { return cats_; }
    /// Why the cat starts counted break the rule, or nullopt when there was exactly one.
    std::optional<std::string> catProblem() const;
    /// Why the exits counted break the rule, or nullopt when there was one or more.
    std::optional<std::string> exitProblem() const;

  private:
    std::vector<Tile> listed_;  // the first cat starts
    std::size_t cats_ = 0;
    std::size_t exits_ = 0;
};

/// Obstacles need format version 2.
CATMAZE_LEVEL_EXPORT std::optional<std::string> obstaclesVersionProblem(int version);
/// Point `point` (number `index`) of obstacle `obstacle` lies inside a map of `size`
/// (0 <= x <= width, 0 <= y <= height); a map of no cells (its tiles were broken) skips the check.
CATMAZE_LEVEL_EXPORT std::optional<std::string> obstaclePointProblem(Vec2 point, std::size_t index,
                                                                     std::size_t obstacle,
                                                                     GridSize size);
/// Obstacle `obstacle` is a simple polygon of at least 3 points.
CATMAZE_LEVEL_EXPORT std::optional<std::string> obstacleShapeProblem(const Polygon& polygon,
                                                                     std::size_t obstacle);
/// A level has at most kMaxObstacles obstacles; `count` is how many it has.
CATMAZE_LEVEL_EXPORT std::optional<std::string> obstacleCountProblem(std::size_t count);
/// Obstacle `obstacle` has at most kMaxObstaclePoints points; `points` is how many it has
/// (checked before they are read).
CATMAZE_LEVEL_EXPORT std::optional<std::string> obstaclePointCountProblem(std::size_t points,
                                                                          std::size_t obstacle);
/// A level's obstacles have at most kMaxObstaclePointsTotal points in all; `total` is how many.
CATMAZE_LEVEL_EXPORT std::optional<std::string> obstaclePointsTotalProblem(std::size_t total);
/// The limits on the objects of an open-floor level (kMaxOpenFloorDogs, kMaxOpenFloorBones,
/// kMaxOpenFloorExits, kMaxOpenFloorWallRuns), one message per limit broken, in that order;
/// none for a level that is not open-floor (no obstacles). One pass over the tiles.
CATMAZE_LEVEL_EXPORT std::vector<std::string> openFloorObjectProblems(const Level& level);

/// An object of an open-floor level that lies inside an obstacle (a warning: the level loads, but
/// the cat can never reach it, or never leave its start).
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct ObjectInObstacle {
    Tile tile;            ///< the object's tile (it acts at the tile's centre)
    std::string message;  ///< names the object and the obstacle
};
/// Each cat start, bone, dog and exit of `level` whose tile centre lies inside one of its
/// obstacles (or on its edge), in row-major order, with the first such obstacle; empty for a
/// tile level. The editor's check and the loader both warn with these messages.
CATMAZE_LEVEL_EXPORT std::vector<ObjectInObstacle> objectsInObstacles(const Level& level);

/// The warning for an extra key `name`: kept when the level is saved, ignored by the game.
CATMAZE_LEVEL_EXPORT std::string extraKeyWarning(std::string_view name);

}  // namespace catmaze
