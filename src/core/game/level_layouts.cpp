#include "level_layouts.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace catmaze {

namespace {

struct CarvedRoom {
    int col, row, width, height;
    Tile centre() const { return {col + width / 2, row + height / 2}; }
    bool overlaps(const CarvedRoom& o) const {  // with one tile of wall between them
        return col - 1 < o.col + o.width && o.col - 1 < col + width && row - 1 < o.row + o.height &&
               o.row - 1 < row + height;
    }
};

void carve(Level& level, Tile t) {
    if (t.col > 0 && t.row > 0 && t.col < level.size.width - 1 && t.row < level.size.height - 1)
        level.set(t, TileKind::Floor);
}

// An L-shaped corridor from `a` to `b`: along the row first or the column first.
void corridor(Level& level, Tile a, Tile b, bool rowFirst) {
    const Tile corner = rowFirst ? Tile{b.col, a.row} : Tile{a.col, b.row};
    for (const auto& [from, to] : {std::pair{a, corner}, std::pair{corner, b}}) {
        Tile t = from;
        carve(level, t);
        while (t != to) {
            t.col += (to.col > t.col) - (to.col < t.col);
            t.row += (to.row > t.row) - (to.row < t.row);
            carve(level, t);
        }
    }
}

// Ways out of an inner tile that keep the wall all round.
bool inner(const Level& level, Tile t) {
    return t.col > 0 && t.row > 0 && t.col < level.size.width - 1 && t.row < level.size.height - 1;
}

}  // namespace

Level roomsAndCorridors(GridSize size, SeededRandom& random, int extraLinks) {
    Level level = Level::filled(size.width, size.height, TileKind::Wall);
    std::vector<CarvedRoom> rooms;
    const int wanted = std::max(2, static_cast<int>(size.cellCount() / 40));
    for (int attempt = 0; attempt < wanted * 8 && static_cast<int>(rooms.size()) < wanted;
         ++attempt) {
        CarvedRoom room{0, 0, random.between(3, 6), random.between(3, 5)};
        room.width = std::min(room.width, size.width - 2);
        room.height = std::min(room.height, size.height - 2);
        room.col = random.between(1, size.width - 1 - room.width);
        room.row = random.between(1, size.height - 1 - room.height);
        if (std::none_of(rooms.begin(), rooms.end(),
                         [&](const CarvedRoom& r) { return r.overlaps(room); }))
            rooms.push_back(room);
    }
    for (const CarvedRoom& r : rooms) {
        for (int row = r.row; row < r.row + r.height; ++row) {
            for (int col = r.col; col < r.col + r.width; ++col)
                carve(level, {col, row});
        }
    }
    for (std::size_t i = 1; i < rooms.size(); ++i)
        corridor(level, rooms[i - 1].centre(), rooms[i].centre(), random.chance(1, 2));
    for (int i = 0; i < extraLinks && rooms.size() > 2; ++i) {
        const auto count = static_cast<int>(rooms.size());
        const CarvedRoom& a = rooms[static_cast<std::size_t>(random.below(count))];
        const CarvedRoom& b = rooms[static_cast<std::size_t>(random.below(count))];
        corridor(level, a.centre(), b.centre(), random.chance(1, 2));
    }
    return level;
}

Level maze(GridSize size, SeededRandom& random, int loops) {
    Level level = Level::filled(size.width, size.height, TileKind::Wall);
    const std::array<Offset, 4> directions{Offset{1, 0}, Offset{-1, 0}, Offset{0, 1},
                                           Offset{0, -1}};
    std::vector<Tile> stack{{1, 1}};
    carve(level, {1, 1});
    while (!stack.empty()) {
        const Tile at = stack.back();
        std::vector<Offset> open;
        for (const Offset d : directions) {
            const Tile next{at.col + 2 * d.dcol, at.row + 2 * d.drow};
            if (inner(level, next) && level.at(next) == TileKind::Wall)
                open.push_back(d);
        }
        if (open.empty()) {
            stack.pop_back();
            continue;
        }
        const Offset d =
            open[static_cast<std::size_t>(random.below(static_cast<int>(open.size())))];
        carve(level, {at.col + d.dcol, at.row + d.drow});
        const Tile next{at.col + 2 * d.dcol, at.row + 2 * d.drow};
        carve(level, next);
        stack.push_back(next);
    }
    // Loops: a wall tile with corridor on two opposite sides is knocked down.
    for (int i = 0, tries = 0; i < loops && tries < loops * 50; ++tries) {
        const Tile t{random.between(1, size.width - 2), random.between(1, size.height - 2)};
        if (level.at(t) != TileKind::Wall)
            continue;
        const bool across =
            level.walkable({t.col - 1, t.row}) && level.walkable({t.col + 1, t.row});
        const bool along = level.walkable({t.col, t.row - 1}) && level.walkable({t.col, t.row + 1});
        if (across != along) {
            level.set(t, TileKind::Floor);
            ++i;
        }
    }
    return level;
}

Level courtyard(GridSize size, SeededRandom& random) {
    Level level = Level::filled(size.width, size.height, TileKind::Wall);
    for (int row = 1; row < size.height - 1; ++row) {
        for (int col = 1; col < size.width - 1; ++col)
            level.set({col, row}, TileKind::Floor);
    }
    // Stubs start on even tiles, so most of them stand apart.
    const int stubs = std::max(1, static_cast<int>(size.cellCount() / 24));
    for (int i = 0; i < stubs; ++i) {
        Tile t{random.between(1, (size.width - 2) / 2) * 2,
               random.between(1, (size.height - 2) / 2) * 2};
        const Offset d = random.chance(1, 2) ? Offset{1, 0} : Offset{0, 1};
        const int length = random.between(1, 3);
        for (int k = 0;
             k < length && inner(level, t) && t.col < size.width - 2 && t.row < size.height - 2;
             ++k) {
            level.set(t, TileKind::Wall);
            t = {t.col + d.dcol, t.row + d.drow};
        }
    }
    return level;
}

}  // namespace catmaze
