#include "tile_position.hpp"

#include <cstddef>

#include "catmaze/io/file_reading.hpp"
#include "catmaze/level/level_files.hpp"

namespace catmaze::tool {

SourcePos tilePosition(const std::string& file, Tile tile) {
    if (levelFormatOf(file) != LevelFormat::LevelJson || tile.col < 0 || tile.row < 0)
        return {};
    const FileText read = readFileBounded(file, kMaxLevelFileBytes, "level file");
    if (!read.ok())
        return {};
    const JsonParseResult parsed = parseJsonSource(read.text);
    const JsonValue* tiles = parsed.ok() ? parsed.value->member("tiles") : nullptr;
    if (!tiles || tiles->type != JsonType::Array ||
        static_cast<std::size_t>(tile.row) >= tiles->items.size())
        return {};
    const JsonValue& row = tiles->items[static_cast<std::size_t>(tile.row)];
    // A loaded level's rows are strings of one-byte characters: the column is the byte.
    if (row.type != JsonType::String || static_cast<std::size_t>(tile.col) >= row.text.size())
        return {};
    return positionInString(read.text, row, static_cast<std::size_t>(tile.col));
}

}  // namespace catmaze::tool
