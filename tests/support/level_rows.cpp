#include "level_rows.hpp"

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

}  // namespace catmaze::test
