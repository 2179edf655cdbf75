#include "catmaze/level/patrol_rules.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <map>
#include <set>

namespace catmaze {

namespace {

constexpr const char* kNeighbourRule = "each tile of a patrol is a neighbour of the one before";
constexpr const char* kDiagonalRule =
    "a patrol steps diagonally only when the level's rules say \"diagonal\": \"on\"";
constexpr const char* kCornerRule =
    "a diagonal step needs both tiles beside it free of walls, as the cat's does";

std::string patrolName(std::size_t patrol) {
    return "patrol " + std::to_string(patrol);
}

// "tile 3 of patrol 0, (4,2),": how a message names a tile of a patrol.
std::string tileName(std::size_t patrol, std::size_t index, Tile tile) {
    return "tile " + std::to_string(index) + " of " + patrolName(patrol) + ", " + toString(tile) +
           ",";
}

// What is wrong with a dog's step from `from` to `to`, both on the map.
enum class StepFault { None, Stays, Gap, Diagonal, CutsCorner };

struct Step {
    StepFault fault = StepFault::None;
    Tile corner;  // the wall a CutsCorner step cuts
};

Step checkStep(const Level& level, Tile from, Tile to) {
    const int dcol = to.col - from.col;
    const int drow = to.row - from.row;
    if (dcol == 0 && drow == 0)
        return {StepFault::Stays, {}};
    if (std::abs(dcol) > 1 || std::abs(drow) > 1)
        return {StepFault::Gap, {}};
    if (dcol == 0 || drow == 0)
        return {};
    if (level.rules.diagonal != LevelDiagonal::On)
        return {StepFault::Diagonal, {}};
    // The two tiles the step passes between, as the cat's diagonal steps.
    for (const Tile side : {Tile{to.col, from.row}, Tile{from.col, to.row}}) {
        if (!level.walkable(side))
            return {StepFault::CutsCorner, side};
    }
    return {};
}

// The message for step `index` - 1 -> `index` of patrol `patrol`, which has `step`'s fault.
std::string stepMessage(const Step& step, std::size_t patrol, const std::vector<Tile>& tiles,
                        std::size_t index) {
    const std::string name = tileName(patrol, index, tiles[index]);
    const std::string before =
        "tile " + std::to_string(index - 1) + ", " + toString(tiles[index - 1]);
    switch (step.fault) {
        case StepFault::Stays:
            return name + " is the tile before it again; " + kNeighbourRule +
                   " (a dog never stands still)";
        case StepFault::Gap:
            return name + " is not a neighbour of " + before + "; " + kNeighbourRule;
        case StepFault::Diagonal:
            return name + " is a diagonal step from " + before + "; " + kDiagonalRule;
        case StepFault::CutsCorner:
            return name + " is a diagonal step from " + before + ", that cuts the corner of the " +
                   "wall at " + toString(step.corner) + "; " + kCornerRule;
        case StepFault::None:
            break;
    }
    return "";
}

// The message for a looping patrol whose step from its last tile back to its first has
// `step`'s fault.
std::string loopMessage(const Step& step, std::size_t patrol, const std::vector<Tile>& tiles) {
    const std::string last = toString(tiles.back());
    const std::string first = toString(tiles.front());
    const std::string loops = patrolName(patrol) + " loops, but its last tile, " + last + ", ";
    switch (step.fault) {
        case StepFault::Stays:
            return loops +
                   "is its first again; leave it out: a looping dog steps from its last "
                   "tile back to its first by itself";
        case StepFault::Gap:
            return loops + "is not a neighbour of its first, " + first +
                   "; a looping dog steps from its last tile back to its first (write \"loop\": "
                   "false for a dog that walks back and forth)";
        case StepFault::Diagonal:
            return loops + "is a diagonal step from its first, " + first + "; " + kDiagonalRule;
        case StepFault::CutsCorner:
            return loops + "and its first, " + first + ", are a diagonal step that cuts the " +
                   "corner of the wall at " + toString(step.corner) + "; " + kCornerRule;
        case StepFault::None:
            break;
    }
    return "";
}

// Adds the problems of patrol `index`'s route (its dog is checked by the caller) to `problems`.
void checkRoute(const Level& level, const Patrol& patrol, std::size_t index,
                std::vector<PatrolProblem>& problems) {
    const std::vector<Tile>& tiles = patrol.tiles;
    const auto add = [&](std::size_t tile, std::string message) {
        problems.push_back({index, tile, std::move(message)});
    };
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const Tile tile = tiles[i];
        if (!level.size.contains(tile)) {
            add(i, tileName(index, i, tile) + " is outside the map (columns 0 to " +
                       std::to_string(level.size.width - 1) + ", rows 0 to " +
                       std::to_string(level.size.height - 1) + ")");
            continue;
        }
        // The first tile is the dog's: a wall there is "not a dog", said by the caller.
        if (i > 0 && level.at(tile) == TileKind::Wall)
            add(i, tileName(index, i, tile) + " is a wall '#'; a dog walks where the cat can");
        if (i == 0 || !level.size.contains(tiles[i - 1]))
            continue;
        if (const Step step = checkStep(level, tiles[i - 1], tile); step.fault != StepFault::None)
            add(i, stepMessage(step, index, tiles, i));
    }
    if (!patrol.loop || tiles.size() < 2 || !level.size.contains(tiles.front()) ||
        !level.size.contains(tiles.back()))
        return;
    if (const Step step = checkStep(level, tiles.back(), tiles.front());
        step.fault != StepFault::None)
        add(tiles.size() - 1, loopMessage(step, index, tiles));
}

}  // namespace

std::optional<std::string> patrolsVersionProblem(int version) {
    if (version >= 2)
        return std::nullopt;
    return "\"patrols\" needs format version 2 (write \"version\": 2); in version 1 files every "
           "dog stays on its tile";
}

std::optional<std::string> patrolsOpenFloorProblem(bool openFloor) {
    if (!openFloor)
        return std::nullopt;
    return "\"patrols\" is for tile levels only; this level has \"obstacles\" (open floor), where "
           "dogs stay on their tiles";
}

std::optional<std::string> patrolCountProblem(std::size_t count) {
    if (count <= kMaxPatrols)
        return std::nullopt;
    return "\"patrols\" has " + std::to_string(count) + " patrols; a level has at most " +
           std::to_string(kMaxPatrols);
}

std::optional<std::string> patrolLengthProblem(std::size_t tiles, std::size_t patrol) {
    if (tiles < kMinPatrolTiles) {
        return patrolName(patrol) + " has " + std::to_string(tiles) +
               (tiles == 1 ? " tile" : " tiles") + "; a patrol has at least " +
               std::to_string(kMinPatrolTiles) + " (leave out a dog that stays on its tile)";
    }
    if (tiles > kMaxPatrolTiles) {
        return patrolName(patrol) + " has " + std::to_string(tiles) +
               " tiles; a patrol has at most " + std::to_string(kMaxPatrolTiles) +
               " (so the dogs' rounds repeat soon enough to plan through)";
    }
    return std::nullopt;
}

std::vector<PatrolProblem> patrolRouteProblems(const Level& level,
                                               const std::vector<Patrol>& patrols) {
    std::vector<PatrolProblem> problems;
    if (level.size.cellCount() == 0 ||
        level.tiles.size() != static_cast<std::size_t>(level.size.cellCount()))
        return problems;
    std::set<Tile> walking;  // the tiles of the dogs that walk a patrol
    for (const Patrol& patrol : patrols) {
        if (!patrol.tiles.empty() && level.size.contains(patrol.tiles.front()))
            walking.insert(patrol.tiles.front());
    }
    std::map<Tile, std::size_t> walkedBy;  // each dog's tile: the first patrol that starts there
    for (std::size_t index = 0; index < patrols.size(); ++index) {
        const std::size_t firstProblem = problems.size();
        const std::vector<Tile>& tiles = patrols[index].tiles;
        if (tiles.empty())
            continue;
        const Tile dog = tiles.front();
        if (level.size.contains(dog) && level.at(dog) != TileKind::Dog) {
            problems.push_back({index, 0,
                                patrolName(index) + " starts at " + toString(dog) +
                                    ", which is not a dog 'D'; a patrol's first tile is its "
                                    "dog's tile"});
        } else if (level.size.contains(dog) && level.at(dog) == TileKind::Dog) {
            if (const auto [first, added] = walkedBy.try_emplace(dog, index); !added) {
                problems.push_back({index, 0,
                                    patrolName(index) + " starts on the dog at " + toString(dog) +
                                        ", which " + patrolName(first->second) +
                                        " already walks; a dog walks one patrol"});
            }
        }
        checkRoute(level, patrols[index], index, problems);
        // A dog that stands still is in no patrol's way: a tick then meets at most the dogs
        // that walk, whose meetings the rules count together (one multiplier, a bone each).
        for (std::size_t i = 1; i < tiles.size(); ++i) {
            if (level.size.contains(tiles[i]) && level.at(tiles[i]) == TileKind::Dog &&
                !walking.contains(tiles[i])) {
                problems.push_back({index, i,
                                    tileName(index, i, tiles[i]) +
                                        " is the tile of a dog that stays put; a patrol goes "
                                        "round the dogs that do not walk"});
            }
        }
        std::stable_sort(
            problems.begin() + static_cast<std::ptrdiff_t>(firstProblem), problems.end(),
            [](const PatrolProblem& a, const PatrolProblem& b) { return a.tile < b.tile; });
    }
    return problems;
}

}  // namespace catmaze
