#include "catmaze/level/level.hpp"

namespace catmaze {

char tileChar(TileKind kind) {
    switch (kind) {
        case TileKind::Floor:
            return '.';
        case TileKind::Wall:
            return '#';
        case TileKind::CatStart:
            return 'C';
        case TileKind::Bone:
            return 'B';
        case TileKind::Dog:
            return 'D';
        case TileKind::Exit:
            return 'E';
    }
    return '?';
}

const char* toString(LevelDiagonal diagonal) {
    switch (diagonal) {
        case LevelDiagonal::On:
            return "on";
        case LevelDiagonal::Off:
            return "off";
        case LevelDiagonal::PlayersSetting:
            break;
    }
    return "";
}

std::optional<LevelDiagonal> levelDiagonalNamed(std::string_view name) {
    if (name == "on")
        return LevelDiagonal::On;
    if (name == "off")
        return LevelDiagonal::Off;
    return std::nullopt;
}

std::vector<Tile> Level::find(TileKind kind) const {
    std::vector<Tile> found;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (tiles[i] == kind)
            found.push_back(size.tileAt(static_cast<std::int32_t>(i)));
    }
    return found;
}

Tile Level::catStart() const {
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (tiles[i] == TileKind::CatStart)
            return size.tileAt(static_cast<std::int32_t>(i));
    }
    return {0, 0};
}

std::vector<std::string> Level::rows() const {
    std::vector<std::string> out(static_cast<std::size_t>(size.height));
    for (int r = 0; r < size.height; ++r) {
        std::string& row = out[static_cast<std::size_t>(r)];
        row.reserve(static_cast<std::size_t>(size.width));
        for (int c = 0; c < size.width; ++c)
            row += tileChar(at({c, r}));
    }
    return out;
}

Level Level::filled(int width, int height, TileKind kind) {
    Level level;
    level.size = {width, height};
    level.tiles.assign(static_cast<std::size_t>(level.size.cellCount()), kind);
    return level;
}

}  // namespace catmaze
