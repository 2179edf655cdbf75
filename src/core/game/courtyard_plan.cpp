#include "courtyard_plan.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/game/open_floor.hpp"

namespace catmaze {

namespace {

enum class Cell : std::uint8_t { Free, Wall, Door, Pillar, Used };

// The room sides along one axis of `length` tiles split into `rooms` rooms by one-tile walls:
// the walls' positions. Each room is at least 3 tiles; sizes differ by a tile or two.
std::vector<int> wallPositions(int length, int rooms, SeededRandom& random) {
    const int total = length - (rooms - 1);
    std::vector<int> sizes(static_cast<std::size_t>(rooms), total / rooms);
    for (int k = 0; k < total % rooms; ++k)
        ++sizes[static_cast<std::size_t>(k)];
    for (int k = 0; k + 1 < rooms; ++k) {  // a little unevenness, so it looks drawn
        auto& a = sizes[static_cast<std::size_t>(k)];
        auto& b = sizes[static_cast<std::size_t>(k) + 1];
        const int shift = random.between(-1, 1);
        if (a + shift >= 3 && b - shift >= 3) {
            a += shift;
            b -= shift;
        }
    }
    std::vector<int> walls;
    int at = 0;
    for (int k = 0; k + 1 < rooms; ++k) {
        at += sizes[static_cast<std::size_t>(k)];
        walls.push_back(at++);
    }
    return walls;
}

// How many rooms along a side of `length` tiles: two at least, five at most, about eight tiles
// each.
int roomCount(int length, SeededRandom& random) {
    const int most = std::clamp((length + 1) / 4, 2, 5);
    return random.between(2, std::clamp(length / 8 + 1, 2, most));
}

// One room: its tiles' columns x0..x1 and rows y0..y1.
struct Room {
    int x0, x1, y0, y1;
};

class Courtyard {
  public:
    Courtyard(GridSize size, SeededRandom& random)
        : size_(size),
          random_(random),
          cells_(static_cast<std::size_t>(size.cellCount()), Cell::Free) {
        xWalls_ = wallPositions(size.width, roomCount(size.width, random), random);
        yWalls_ = wallPositions(size.height, roomCount(size.height, random), random);
        for (const int x : xWalls_)
            for (int y = 0; y < size.height; ++y)
                at({x, y}) = Cell::Wall;
        for (const int y : yWalls_)
            for (int x = 0; x < size.width; ++x)
                at({x, y}) = Cell::Wall;
    }

    int roomsAcross() const { return static_cast<int>(xWalls_.size()) + 1; }
    int roomsDown() const { return static_cast<int>(yWalls_.size()) + 1; }

    Room room(int i, int j) const {
        const auto edge = [](const std::vector<int>& walls, int k, int length) {
            const int lo = k == 0 ? 0 : walls[static_cast<std::size_t>(k - 1)] + 1;
            const int hi = k == static_cast<int>(walls.size())
                               ? length - 1
                               : walls[static_cast<std::size_t>(k)] - 1;
            return std::pair(lo, hi);
        };
        const auto [x0, x1] = edge(xWalls_, i, size_.width);
        const auto [y0, y1] = edge(yWalls_, j, size_.height);
        return {x0, x1, y0, y1};
    }

    // Opens a doorway in each wall between two rooms: one tile wide next to the cat's and the
    // exit's rooms (a dog there closes it), else sometimes two or three (the yard opens up).
    // Returns the doorways of the cat's room and of the exit's room, a tile each.
    std::pair<std::vector<Tile>, std::vector<Tile>> openDoorways() {
        std::vector<Tile> catDoors;
        std::vector<Tile> exitDoors;
        const int lastI = roomsAcross() - 1;
        const int lastJ = roomsDown() - 1;
        for (int i = 0; i < lastI; ++i) {  // the wall right of room (i, j)
            for (int j = 0; j <= lastJ; ++j) {
                const bool cat = i == 0 && j == 0;
                const bool exit = i + 1 == lastI && j == lastJ;
                const Room r = room(i, j);
                const Tile door = openDoorway(r.y0, r.y1, cat || exit, [&](int y) {
                    return Tile{r.x1 + 1, y};
                });
                if (cat)
                    catDoors.push_back(door);
                else if (exit)
                    exitDoors.push_back(door);
            }
        }
        for (int j = 0; j < lastJ; ++j) {  // the wall below room (i, j)
            for (int i = 0; i <= lastI; ++i) {
                const bool cat = i == 0 && j == 0;
                const bool exit = i == lastI && j + 1 == lastJ;
                const Room r = room(i, j);
                const Tile door = openDoorway(r.x0, r.x1, cat || exit, [&](int x) {
                    return Tile{x, r.y1 + 1};
                });
                if (cat)
                    catDoors.push_back(door);
                else if (exit)
                    exitDoors.push_back(door);
            }
        }
        return {catDoors, exitDoors};
    }

    // Diamond pillars on a grid three tiles apart in some rooms of 7 by 7 or more, two tiles
    // clear of their walls (so no gap narrower than the cat is made).
    void raisePillars() {
        for (int i = 0; i < roomsAcross(); ++i) {
            for (int j = 0; j < roomsDown(); ++j) {
                const Room r = room(i, j);
                if (r.x1 - r.x0 < 6 || r.y1 - r.y0 < 6 || !random_.chance(1, 2))
                    continue;
                for (int x = r.x0 + 2; x <= r.x1 - 2; x += 3)
                    for (int y = r.y0 + 2; y <= r.y1 - 2; y += 3)
                        at({x, y}) = Cell::Pillar;
            }
        }
    }

    // A free tile of `r`, now taken; nothing when the room is full.
    std::optional<Tile> take(const Room& r) {
        std::vector<Tile> free;
        for (int y = r.y0; y <= r.y1; ++y)
            for (int x = r.x0; x <= r.x1; ++x)
                if (at({x, y}) == Cell::Free)
                    free.push_back({x, y});
        if (free.empty())
            return std::nullopt;
        const Tile t = free[static_cast<std::size_t>(random_.below(static_cast<int>(free.size())))];
        at(t) = Cell::Used;
        return t;
    }

    // Every one-tile doorway not in `taken`.
    std::vector<Tile> narrowDoorways(const std::vector<Tile>& taken) const {
        std::vector<Tile> out;
        for (int y = 0; y < size_.height; ++y) {
            for (int x = 0; x < size_.width; ++x) {
                const Tile t{x, y};
                if (at(t) == Cell::Door &&
                    std::find(taken.begin(), taken.end(), t) == taken.end() && narrow(t))
                    out.push_back(t);
            }
        }
        return out;
    }

    // The walls (runs of wall tiles down each wall column, then along each wall row between
    // them) and the pillars, as polygons on whole and half tiles.
    std::vector<Polygon> obstacles(std::size_t maxPolygons) const {
        std::vector<Polygon> out;
        const auto rectangle = [](double x0, double y0, double x1, double y1) {
            return Polygon{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
        };
        for (const int x : xWalls_) {
            for (int y = 0; y < size_.height;) {
                int end = y;
                while (end < size_.height && at({x, end}) == Cell::Wall)
                    ++end;
                if (end > y)
                    out.push_back(rectangle(x, y, x + 1, end));
                y = std::max(end, y + 1);
            }
        }
        const auto isWallColumn = [&](int x) {
            return std::find(xWalls_.begin(), xWalls_.end(), x) != xWalls_.end();
        };
        for (const int y : yWalls_) {
            for (int x = 0; x < size_.width;) {
                int end = x;
                while (end < size_.width && at({end, y}) == Cell::Wall && !isWallColumn(end))
                    ++end;
                if (end > x)
                    out.push_back(rectangle(x, y, end, y + 1));
                x = std::max(end, x + 1);
            }
        }
        for (int y = 0; y < size_.height; ++y) {
            for (int x = 0; x < size_.width && out.size() < maxPolygons; ++x) {
                if (at({x, y}) == Cell::Pillar)
                    out.push_back(Polygon{{x + 0.5, y + 0.0},
                                          {x + 1.0, y + 0.5},
                                          {x + 0.5, y + 1.0},
                                          {x + 0.0, y + 0.5}});
            }
        }
        return out;
    }

  private:
    GridSize size_;
    SeededRandom& random_;
    std::vector<Cell> cells_;
    std::vector<int> xWalls_;
    std::vector<int> yWalls_;

    Cell& at(Tile t) { return cells_[static_cast<std::size_t>(size_.indexOf(t))]; }
    Cell at(Tile t) const { return cells_[static_cast<std::size_t>(size_.indexOf(t))]; }

    // A doorway tile between two walls (or a wall and the map's edge) on both sides.
    bool narrow(Tile t) const {
        const auto blocked = [&](Tile n) { return !size_.contains(n) || at(n) == Cell::Wall; };
        return (blocked({t.col - 1, t.row}) && blocked({t.col + 1, t.row})) ||
               (blocked({t.col, t.row - 1}) && blocked({t.col, t.row + 1}));
    }

    // Opens a doorway somewhere in lo..hi of a wall (tileAt maps a position to its tile) and
    // returns its first tile.
    template <class TileAt>
    Tile openDoorway(int lo, int hi, bool narrowOnly, TileAt tileAt) {
        const int width = narrowOnly || !random_.chance(1, 3) ? 1 : random_.between(2, 3);
        const int start = random_.between(lo, std::max(lo, hi - width + 1));
        for (int k = start; k < start + width && k <= hi; ++k)
            at(tileAt(k)) = Cell::Door;
        return tileAt(start);
    }
};

constexpr std::size_t kMaxObstacles = 90;  // under the open-floor limit of 100, with room

}  // namespace

Level courtyardCandidate(const GenerateOptions& options, SeededRandom& random) {
    Courtyard yard(options.size, random);
    // Named copies, not a structured binding: clang 14 (clang-tidy here) cannot capture one in a
    // lambda.
    const std::pair<std::vector<Tile>, std::vector<Tile>> doors = yard.openDoorways();
    const std::vector<Tile>& catDoors = doors.first;
    const std::vector<Tile>& exitDoors = doors.second;
    yard.raisePillars();

    Level level = Level::filled(options.size.width, options.size.height);
    level.version = 2;
    const Room catRoom = yard.room(0, 0);
    const Room exitRoom = yard.room(yard.roomsAcross() - 1, yard.roomsDown() - 1);
    const auto put = [&](std::optional<Tile> t, TileKind kind) {
        if (t)
            level.set(*t, kind);
    };
    put(yard.take(catRoom), TileKind::CatStart);
    put(yard.take(exitRoom), TileKind::Exit);

    std::vector<Tile> dogs;
    std::vector<Room> middle;  // rooms neither the cat's nor the exit's
    for (int i = 0; i < yard.roomsAcross(); ++i)
        for (int j = 0; j < yard.roomsDown(); ++j)
            if ((i != 0 || j != 0) && (i != yard.roomsAcross() - 1 || j != yard.roomsDown() - 1))
                middle.push_back(yard.room(i, j));
    const auto anyMiddle = [&] {
        return middle[static_cast<std::size_t>(random.below(static_cast<int>(middle.size())))];
    };
    switch (options.difficulty) {
        case Difficulty::Easy:
            if (random.chance(1, 2)) {  // one dog in a doorway, and a bone to pay it with
                const std::vector<Tile> doors = yard.narrowDoorways({});
                if (!doors.empty()) {
                    dogs.push_back(doors[static_cast<std::size_t>(
                        random.below(static_cast<int>(doors.size())))]);
                    put(yard.take(random.chance(1, 2) ? catRoom : anyMiddle()), TileKind::Bone);
                }
            }
            break;
        case Difficulty::Hard:
            for (const Tile door : exitDoors) {  // the exit's room shut, its bones out in the yard
                dogs.push_back(door);
                put(yard.take(anyMiddle()), TileKind::Bone);
            }
            if (const std::vector<Tile> doors = yard.narrowDoorways([&] {
                    std::vector<Tile> taken = catDoors;
                    taken.insert(taken.end(), exitDoors.begin(), exitDoors.end());
                    return taken;
                }());
                !doors.empty() && random.chance(1, 2)) {
                // A dog to walk round, not to pay.
                dogs.push_back(
                    doors[static_cast<std::size_t>(random.below(static_cast<int>(doors.size())))]);
            }
            [[fallthrough]];
        case Difficulty::Medium:
            for (const Tile door : catDoors) {  // the cat's room shut, its bones at hand
                dogs.push_back(door);
                put(yard.take(catRoom), TileKind::Bone);
            }
            break;
    }
    for (const Tile dog : dogs)
        level.set(dog, TileKind::Dog);
    level.obstacles = yard.obstacles(kMaxObstacles);
    return level;
}

GeneratedLevel generateOpenFloorLevel(const GenerateOptions& options) {
    GeneratedLevel out;
    SeededRandom random(options.seed);
    const GenerateBudget budget = options.budget.value_or(generateBudget(options.size, true));
    // Each plan may search what the budget has left.
    const auto plan = [&](const Level& level) {
        SolveOptions limits;
        limits.maxStates =
            std::min(limits.maxStates, std::max<std::int64_t>(budget.maxWork - out.work, 0));
        OpenFloorPlan found = openFloorPlan(level, limits);
        out.work += found.statesSearched;
        return found;
    };
    while (out.attempts < budget.maxAttempts && out.work < budget.maxWork) {
        ++out.attempts;
        if (options.onProgress)  // before the candidate, whose plans can take a while
            options.onProgress({out.attempts, budget.maxAttempts, out.work, budget.maxWork});
        Level level = courtyardCandidate(options, random);
        const OpenFloorPlan won = plan(level);
        if (!won.winnable)
            continue;
        if (options.difficulty != Difficulty::Easy) {
            Level boneless = level;  // its dogs must be paid: without bones there is no way
            for (const Tile bone : level.find(TileKind::Bone))
                boneless.set(bone, TileKind::Floor);
            // Kept only when proved: a plan cut short by a limit proves nothing.
            const OpenFloorPlan without = plan(boneless);
            if (without.winnable || without.status != SolveStatus::Unwinnable)
                continue;
        }
        level.name = std::string("Generated open ") + toString(options.difficulty) + " #" +
                     std::to_string(options.seed);
        RecordedMetrics record;
        record.par = won.cost;
        level.metrics = record;
        out.metrics.status = MetricsStatus::NotATileLevel;
        out.metrics.reason = "open floor: the par is the open-floor planner's walk";
        out.metrics.par = won.cost;
        out.level = std::move(level);
        out.status = GenerateStatus::Generated;
        return out;
    }
    out.status = GenerateStatus::BandNotMet;
    out.error = "no open-floor " + std::string(toString(options.difficulty)) + " level of " +
                std::to_string(options.size.width) + "x" + std::to_string(options.size.height) +
                " found within the budget (" + std::to_string(out.attempts) + " of " +
                std::to_string(budget.maxAttempts) + " candidates): try another seed";
    return out;
}

}  // namespace catmaze
