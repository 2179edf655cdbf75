#include "level_rows.hpp"

#include <utility>

namespace catmaze::test {

Level levelFrom(const std::vector<std::string>& rows) {
    Level level =
        Level::filled(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()));
    for (int r = 0; r < level.size.height; ++r) {
        for (int c = 0; c < level.size.width; ++c) {
            const char ch = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            TileKind kind = TileKind::Floor;
            for (const TileKind k : {TileKind::Wall, TileKind::CatStart, TileKind::Bone,
                                     TileKind::Dog, TileKind::Exit}) {
                if (tileChar(k) == ch)
                    kind = k;
            }
            level.set({c, r}, kind);
        }
    }
    return level;
}

Level patrolLevelFrom(const std::vector<std::string>& rows, std::vector<Patrol> patrols) {
    Level level = levelFrom(rows);
    level.version = 2;
    level.patrols = std::move(patrols);
    return level;
}

Level openLevelFrom(const std::vector<std::string>& rows, std::vector<Polygon> obstacles) {
    Level level = levelFrom(rows);
    level.version = 2;
    level.obstacles = std::move(obstacles);
    return level;
}

std::vector<std::string> combRows(int side) {
    const auto at = [](int i) { return static_cast<std::size_t>(i); };
    std::vector<std::string> rows(at(side), "#" + std::string(at(side - 2), '.') + "#");
    rows.front() = rows.back() = std::string(at(side), '#');
    for (int col = 4; col < side - 4; col += 4) {
        const bool fromTop = (col / 4) % 2 == 1;
        for (int row = fromTop ? 1 : 3; row < (fromTop ? side - 3 : side - 1); ++row)
            rows[at(row)][at(col)] = '#';
    }
    rows[1][1] = 'C';
    return rows;
}

}  // namespace catmaze::test
