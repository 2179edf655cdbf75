#include "catmaze/level/level_validator.hpp"

#include <algorithm>
#include <utility>

#include "catmaze/io/json_describe.hpp"
#include "catmaze/level/patrol_rules.hpp"
#include "shortest_number.hpp"

namespace catmaze {

namespace {

// How many positions a "N cat starts" message lists before "...".
constexpr std::size_t kMaxListedCats = 5;

bool inRange(double n, int low, int high) {
    return n >= low && n <= high;
}

std::string obstacleName(std::size_t obstacle) {
    return "obstacle " + std::to_string(obstacle);
}

// A side of a level's size as a count (a negative side counts as none).
std::size_t sideLength(int side) {
    return static_cast<std::size_t>(std::max(0, side));
}

// Adds the level's cost problems to `report`; true when it added none.
bool checkCosts(const LevelRules& rules, DiagnosticCollector& report) {
    const std::pair<std::string_view, int> costs[] = {
        {"straightCost", rules.straightCost},
        {"diagonalCost", rules.diagonalCost},
        {"dogCostMultiplier", rules.dogCostMultiplier}};
    bool allValid = true;
    for (const auto& [key, cost] : costs) {
        if (std::optional<std::string> problem = costProblem(key, cost, std::to_string(cost))) {
            report.error(std::move(*problem));
            allValid = false;
        }
    }
    return allValid;
}

// Adds the problems of the level's size and tiles to `report`. The objects are only counted on a
// grid of a valid size, as the loader only counts them in rows it accepted.
void checkTiles(const Level& level, DiagnosticCollector& report) {
    std::optional<std::string> sizeProblem = rowCountProblem(sideLength(level.size.height));
    if (!sizeProblem)
        sizeProblem = widthProblem(0, sideLength(level.size.width));
    if (sizeProblem)
        return report.error(std::move(*sizeProblem));
    if (level.tiles.size() != static_cast<std::size_t>(level.size.cellCount()))
        return report.error("the level's tiles do not fill its size");
    ObjectTally tally;
    for (std::size_t i = 0; i < level.tiles.size(); ++i)
        tally.add(level.size.tileAt(static_cast<std::int32_t>(i)), level.tiles[i]);
    if (std::optional<std::string> problem = tally.catProblem())
        report.error(std::move(*problem));
    if (std::optional<std::string> problem = tally.exitProblem())
        report.error(std::move(*problem));
}

void checkObstacles(const Level& level, DiagnosticCollector& report) {
    if (level.obstacles.empty())
        return;
    if (std::optional<std::string> problem = obstaclesVersionProblem(level.version))
        report.error(std::move(*problem));
    // Points are checked against a map of a valid size only, as the loader does.
    const bool sized = !rowCountProblem(sideLength(level.size.height)) &&
                       !widthProblem(0, sideLength(level.size.width));
    const GridSize size = sized ? level.size : GridSize{};
    for (std::size_t i = 0; i < level.obstacles.size(); ++i) {
        const Polygon& polygon = level.obstacles[i];
        bool inside = true;
        for (std::size_t p = 0; p < polygon.size(); ++p) {
            if (std::optional<std::string> problem = obstaclePointProblem(polygon[p], p, i, size)) {
                report.error(std::move(*problem));
                inside = false;
            }
        }
        if (!inside)
            continue;
        if (std::optional<std::string> problem = obstacleShapeProblem(polygon, i))
            report.error(std::move(*problem));
    }
}

// Adds the open-floor limits the level breaks to `report` (the loader checks the same rules as it
// reads, with positions).
void checkOpenFloorLimits(const Level& level, DiagnosticCollector& report) {
    if (level.obstacles.empty())
        return;
    const auto check = [&](std::optional<std::string> problem) {
        if (problem)
            report.error(std::move(*problem));
    };
    check(obstacleCountProblem(level.obstacles.size()));
    std::size_t total = 0;
    for (std::size_t i = 0; i < level.obstacles.size(); ++i) {
        check(obstaclePointCountProblem(level.obstacles[i].size(), i));
        total += level.obstacles[i].size();
    }
    check(obstaclePointsTotalProblem(total));
    for (std::string& problem : openFloorObjectProblems(level))
        report.error(std::move(problem));
}

// Adds the patrols' problems to `report`, as the loader finds them in a file: the routes only
// when the counts are within the limits.
void checkPatrols(const Level& level, DiagnosticCollector& report) {
    if (level.patrols.empty())
        return;
    const auto check = [&](std::optional<std::string> problem) {
        if (problem)
            report.error(std::move(*problem));
        return problem.has_value();
    };
    check(patrolsVersionProblem(level.version));
    if (check(patrolsOpenFloorProblem(level.openFloor())) ||
        check(patrolCountProblem(level.patrols.size())))
        return;
    bool lengthsOk = true;
    for (std::size_t i = 0; i < level.patrols.size(); ++i)
        lengthsOk = !check(patrolLengthProblem(level.patrols[i].tiles.size(), i)) && lengthsOk;
    if (!lengthsOk)
        return;
    for (PatrolProblem& problem : patrolRouteProblems(level, level.patrols))
        report.error(std::move(problem.message));
}

}  // namespace

std::vector<Diagnostic> validateLevel(const Level& level, const std::string& fileName) {
    DiagnosticCollector report(fileName);
    const auto check = [&](std::optional<std::string> problem) {
        if (problem)
            report.error(std::move(*problem));
    };
    check(nameProblem(level.name, "the string " + jsonQuoted(level.name)));
    check(versionProblem(level.version, std::to_string(level.version)));
    check(tileSizeProblem(level.tileSize, std::to_string(level.tileSize)));
    if (checkCosts(level.rules, report))
        check(diagonalCostProblem(level.rules));
    checkTiles(level, report);
    checkObstacles(level, report);
    checkOpenFloorLimits(level, report);
    checkPatrols(level, report);
    if (!report.anyError()) {  // on a map and obstacles that load
        for (ObjectInObstacle& object : objectsInObstacles(level))
            report.warning(std::move(object.message));
    }
    for (const ExtraKey& extra : level.extraKeys)
        report.warning(extraKeyWarning(extra.name));
    return report.take();
}

std::optional<std::string> nameProblem(std::optional<std::string_view> name,
                                       std::string_view shown) {
    if (name && !name->empty())
        return std::nullopt;
    return "\"name\" must be a non-empty string, not " + std::string(shown);
}

std::optional<std::string> versionProblem(std::optional<double> integer, std::string_view shown) {
    if (integer && inRange(*integer, 1, kNewestLevelVersion))
        return std::nullopt;
    if (integer && *integer > kNewestLevelVersion) {
        return "unsupported version " + std::string(shown) +
               "; this CatMaze reads version 1 and 2 level files (a newer CatMaze may read it)";
    }
    return "\"version\" must be the integer 1 or 2, not " + std::string(shown);
}

std::optional<std::string> tileSizeProblem(std::optional<double> integer, std::string_view shown) {
    if (integer && inRange(*integer, kMinTileSize, kMaxTileSize))
        return std::nullopt;
    return "\"tileSize\" must be an integer from " + std::to_string(kMinTileSize) + " to " +
           std::to_string(kMaxTileSize) + ", not " + std::string(shown);
}

std::optional<std::string> costProblem(std::string_view key, std::optional<double> integer,
                                       std::string_view shown) {
    if (!integer || *integer < 1)
        return jsonQuoted(key) + " must be a positive integer, not " + std::string(shown);
    if (*integer > kMaxCost) {
        return jsonQuoted(key) + " must be at most " + std::to_string(kMaxCost) + ", not " +
               std::string(shown);
    }
    return std::nullopt;
}

std::optional<std::string> diagonalCostProblem(const LevelRules& rules) {
    if (rules.diagonalCost >= rules.straightCost)
        return std::nullopt;
    return "\"diagonalCost\" (" + std::to_string(rules.diagonalCost) +
           ") must be at least \"straightCost\" (" + std::to_string(rules.straightCost) +
           "): the octile distance estimate is only admissible (never more than the true cost, "
           "so paths stay shortest) when a diagonal move costs no less than a straight one";
}

std::optional<std::string> rowCountProblem(std::size_t rows) {
    if (rows == 0)
        return "\"tiles\" is empty; a level needs at least one row";
    if (rows > static_cast<std::size_t>(kMaxLevelSide)) {
        return "\"tiles\" has " + std::to_string(rows) + " rows; a level has at most " +
               std::to_string(kMaxLevelSide);
    }
    return std::nullopt;
}

std::optional<std::string> widthProblem(std::size_t row, std::size_t width) {
    if (width == 0)
        return "row " + std::to_string(row) + " is empty";
    if (width > static_cast<std::size_t>(kMaxLevelSide)) {
        return "row " + std::to_string(row) + " has " + std::to_string(width) +
               " tiles; a level is at most " + std::to_string(kMaxLevelSide) + " wide";
    }
    return std::nullopt;
}

void ObjectTally::add(Tile t, TileKind kind) {
    if (kind == TileKind::CatStart) {
        ++cats_;
        if (listed_.size() < kMaxListedCats)
            listed_.push_back(t);
    } else if (kind == TileKind::Exit) {
        ++exits_;
    }
}

std::optional<std::string> ObjectTally::catProblem() const {
    if (cats_ == 1)
        return std::nullopt;
    if (cats_ == 0)
        return "no cat start 'C'; a level needs exactly one";
    // "2 cat starts, at (1,1) and (5,2)"; long lists end in "...".
    std::string message = std::to_string(cats_) + " cat starts, at ";
    for (std::size_t i = 0; i < listed_.size(); ++i) {
        if (i > 0)
            message += (i + 1 == cats_) ? " and " : ", ";
        message += toString(listed_[i]);
    }
    if (listed_.size() < cats_)
        message += ", ...";
    return message + "; a level needs exactly one";
}

std::optional<std::string> ObjectTally::exitProblem() const {
    if (exits_ > 0)
        return std::nullopt;
    return "no exit 'E'; a level needs at least one";
}

std::optional<std::string> obstaclesVersionProblem(int version) {
    if (version >= 2)
        return std::nullopt;
    return "\"obstacles\" needs format version 2 (write \"version\": 2); version 1 files have "
           "tiles only";
}

std::optional<std::string> obstaclePointProblem(Vec2 point, std::size_t index, std::size_t obstacle,
                                                GridSize size) {
    if (size.cellCount() == 0 ||
        (point.x >= 0 && point.y >= 0 && point.x <= size.width && point.y <= size.height))
        return std::nullopt;
    return "point " + std::to_string(index) + " of " + obstacleName(obstacle) + " (" +
           shortestNumber(point.x) + ", " + shortestNumber(point.y) +
           ") is outside the map (x from 0 to " + std::to_string(size.width) + ", y from 0 to " +
           std::to_string(size.height) + ")";
}

std::optional<std::string> obstacleShapeProblem(const Polygon& polygon, std::size_t obstacle) {
    if (polygon.size() < 3) {
        return obstacleName(obstacle) + " has " + std::to_string(polygon.size()) +
               " points; a polygon needs at least 3";
    }
    if (!isSimplePolygon(polygon)) {
        return obstacleName(obstacle) +
               " is not a simple polygon: two of its edges cross or touch, or it has no area";
    }
    return std::nullopt;
}

std::optional<std::string> obstacleCountProblem(std::size_t count) {
    if (count <= kMaxObstacles)
        return std::nullopt;
    return "\"obstacles\" has " + std::to_string(count) + " polygons; a level has at most " +
           std::to_string(kMaxObstacles);
}

std::optional<std::string> obstaclePointCountProblem(std::size_t points, std::size_t obstacle) {
    if (points <= kMaxObstaclePoints)
        return std::nullopt;
    return obstacleName(obstacle) + " has " + std::to_string(points) +
           " points; an obstacle has at most " + std::to_string(kMaxObstaclePoints);
}

std::optional<std::string> obstaclePointsTotalProblem(std::size_t total) {
    if (total <= kMaxObstaclePointsTotal)
        return std::nullopt;
    return "the obstacles have " + std::to_string(total) + " points in all; a level has at most " +
           std::to_string(kMaxObstaclePointsTotal);
}

std::vector<std::string> openFloorObjectProblems(const Level& level) {
    std::vector<std::string> problems;
    const std::size_t width = sideLength(level.size.width);
    if (level.obstacles.empty() || width == 0)
        return problems;
    std::size_t dogs = 0;
    std::size_t bones = 0;
    std::size_t exits = 0;
    std::size_t wallRuns = 0;
    for (std::size_t i = 0; i < level.tiles.size(); ++i) {
        const TileKind kind = level.tiles[i];
        dogs += kind == TileKind::Dog;
        bones += kind == TileKind::Bone;
        exits += kind == TileKind::Exit;
        // A run starts at a wall at the start of a row or after a tile that is not a wall.
        wallRuns += kind == TileKind::Wall && (i % width == 0 || level.tiles[i - 1] != kind);
    }
    const auto limit = [&](std::size_t count, std::size_t most, const char* what, const char* why) {
        if (count > most) {
            problems.push_back("the map has " + std::to_string(count) + " " + what +
                               "; an open-floor level has at most " + std::to_string(most) + " (" +
                               why + ")");
        }
    };
    limit(dogs, kMaxOpenFloorDogs, "dogs 'D'", "each is an obstacle the cat's routes go round");
    limit(bones, kMaxOpenFloorBones, "bones 'B'", "the way to win is looked for through each");
    limit(exits, kMaxOpenFloorExits, "exits 'E'", "the way to win is looked for to each");
    limit(wallRuns, kMaxOpenFloorWallRuns, "runs of wall tiles '#' along its rows",
          "each is an obstacle; draw large walls as polygons in \"obstacles\"");
    return problems;
}

std::vector<ObjectInObstacle> objectsInObstacles(const Level& level) {
    std::vector<ObjectInObstacle> found;
    if (level.obstacles.empty())
        return found;
    for (std::size_t i = 0; i < level.tiles.size(); ++i) {
        const TileKind kind = level.tiles[i];
        const char* what = kind == TileKind::CatStart ? "the cat's start"
                           : kind == TileKind::Bone   ? "the bone"
                           : kind == TileKind::Dog    ? "the dog"
                           : kind == TileKind::Exit   ? "the exit"
                                                      : nullptr;
        if (!what)
            continue;
        const Tile tile = level.size.tileAt(static_cast<std::int32_t>(i));
        // Objects act at their tiles' centres (catmaze/game/open_floor.hpp).
        const Vec2 centre{tile.col + 0.5, tile.row + 0.5};
        for (std::size_t o = 0; o < level.obstacles.size(); ++o) {
            if (locatePoint(level.obstacles[o], centre) == PointLocation::Outside)
                continue;
            const std::string consequence = kind == TileKind::CatStart ? "the cat starts walled in"
                                            : kind == TileKind::Dog    ? "the cat can never meet it"
                                                                    : "the cat can never reach it";
            found.push_back({tile, std::string(what) + " at " + toString(tile) + " lies inside " +
                                       obstacleName(o) + ": " + consequence});
            break;
        }
    }
    return found;
}

std::string extraKeyWarning(std::string_view name) {
    return "unknown key " + jsonQuoted(name) +
           " (kept when the level is saved; the game ignores it)";
}

}  // namespace catmaze
