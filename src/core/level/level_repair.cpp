#include "catmaze/level/level_repair.hpp"

#include <algorithm>
#include <utility>

#include "catmaze/io/json_source.hpp"
#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/level_patrols.hpp"

namespace catmaze {

namespace {

// The tile a level file's character stands for; nullopt for anything else.
std::optional<TileKind> kindOf(std::string_view ch) {
    for (const TileKind kind : {TileKind::Floor, TileKind::Wall, TileKind::CatStart, TileKind::Bone,
                                TileKind::Dog, TileKind::Exit}) {
        if (ch.size() == 1 && ch[0] == tileChar(kind))
            return kind;
    }
    return std::nullopt;
}

// The characters (UTF-8 sequences) of `text`; a broken sequence counts as one character.
std::vector<std::string_view> charactersOf(std::string_view text) {
    std::vector<std::string_view> out;
    for (std::size_t i = 0; i < text.size();) {
        std::size_t n = 1;
        while (i + n < text.size() && (static_cast<unsigned char>(text[i + n]) & 0xC0) == 0x80)
            ++n;
        out.push_back(text.substr(i, n));
        i += n;
    }
    return out;
}

JsonValue stringValue(std::string text) {
    JsonValue v;
    v.type = JsonType::String;
    v.text = std::move(text);
    return v;
}

// The tiles as rows of characters, padded and cleaned; each change added to `fixes`.
std::optional<Level> readTiles(const JsonValue& tiles, std::vector<std::string>& fixes) {
    if (tiles.type != JsonType::Array || tiles.items.empty())
        return std::nullopt;
    std::vector<std::vector<std::string_view>> rows;
    const std::size_t height =
        std::min(tiles.items.size(), static_cast<std::size_t>(kMaxLevelSide));
    if (height < tiles.items.size())
        fixes.push_back("rows after " + std::to_string(kMaxLevelSide) + " dropped");
    std::size_t width = 0;
    for (std::size_t r = 0; r < height; ++r) {
        const JsonValue& item = tiles.items[r];
        if (item.type != JsonType::String)
            fixes.push_back("row " + std::to_string(r) + " was not a string: now floor");
        rows.push_back(item.type == JsonType::String ? charactersOf(item.text)
                                                     : std::vector<std::string_view>{});
        width = std::max(width, rows.back().size());
    }
    if (width == 0)
        return std::nullopt;
    if (width > static_cast<std::size_t>(kMaxLevelSide)) {
        fixes.push_back("columns after " + std::to_string(kMaxLevelSide) + " dropped");
        width = kMaxLevelSide;
    }
    Level level = Level::filled(static_cast<int>(width), static_cast<int>(height));
    int unknown = 0;
    for (std::size_t r = 0; r < height; ++r) {
        const std::vector<std::string_view>& row = rows[r];
        if (tiles.items[r].type == JsonType::String && row.size() < width)
            fixes.push_back("row " + std::to_string(r) + " padded with " +
                            std::to_string(width - row.size()) + " floor tile(s)");
        for (std::size_t c = 0; c < row.size() && c < width; ++c) {
            const std::optional<TileKind> kind = kindOf(row[c]);
            if (!kind && unknown++ == 0)
                fixes.push_back("unknown tile \"" + std::string(row[c]) + "\" at (" +
                                std::to_string(c) + "," + std::to_string(r) + ") is now floor");
            level.set({static_cast<int>(c), static_cast<int>(r)}, kind.value_or(TileKind::Floor));
        }
    }
    if (unknown > 1)
        fixes.push_back(std::to_string(unknown - 1) + " more unknown tile(s) are now floor");
    return level;
}

// `root` with valid name, version and tiles (a stand-in grid of `size`, one cat and one exit),
// so the loader reads everything else as it would; without its patrols, which need the real
// grid's dogs (read by draftLevel once it is there).
JsonValue standIn(const JsonValue& root, const Level& level, const std::string& name, int version) {
    JsonValue patched;
    patched.type = JsonType::Object;
    for (const JsonValue& member : root.items) {
        if (member.key != "name" && member.key != "version" && member.key != "tiles" &&
            member.key != "patrols")
            patched.items.push_back(member);
    }
    JsonValue nameValue = stringValue(name);
    nameValue.key = "name";
    JsonValue versionValue;
    versionValue.type = JsonType::Number;
    versionValue.number = version;
    versionValue.text = std::to_string(version);
    versionValue.key = "version";
    JsonValue tiles;
    tiles.type = JsonType::Array;
    tiles.key = "tiles";
    for (int r = 0; r < level.size.height; ++r) {
        std::string row(static_cast<std::size_t>(level.size.width), '.');
        if (r == 0)
            row.front() = 'C';
        if (r == level.size.height - 1)
            row.back() = 'E';
        tiles.items.push_back(stringValue(std::move(row)));
    }
    patched.items.push_back(std::move(nameValue));
    patched.items.push_back(std::move(versionValue));
    patched.items.push_back(std::move(tiles));
    return patched;
}

}  // namespace

LevelDraft draftLevel(std::string_view text, const std::string& fileName) {
    LevelDraft draft;
    LevelLoadResult loaded = parseLevel(text, fileName);
    if (loaded.ok()) {
        draft.level = std::move(loaded.level);
        return draft;
    }
    if (static_cast<std::int64_t>(text.size()) > kMaxLevelFileBytes) {
        draft.problem = "the file is too large to open";
        return draft;
    }
    const JsonParseResult parsed = parseJsonSource(text);
    if (!parsed.ok() || parsed.value->type != JsonType::Object) {
        draft.problem = "it is not a JSON object: fix it in a text editor";
        return draft;
    }
    const JsonValue& root = *parsed.value;
    const JsonValue* tiles = root.member("tiles");
    std::optional<Level> grid = tiles ? readTiles(*tiles, draft.fixes) : std::nullopt;
    if (!grid) {
        draft.problem = "it has no rows of tiles to edit: fix it in a text editor";
        return draft;
    }
    const JsonValue* name = root.member("name");
    std::string title = name && name->type == JsonType::String ? name->text : "";
    if (title.empty()) {
        title = "Repaired level";
        draft.fixes.push_back("no name: now \"Repaired level\"");
    }
    const JsonValue* version = root.member("version");
    int number = version && version->isInteger() ? static_cast<int>(version->number) : 0;
    if (number != 1 && number != 2) {
        number = 1;
        draft.fixes.push_back("version set to 1");
    }
    // Everything else as the loader reads it, around a stand-in grid of the same size.
    Level level;
    if (grid->size.cellCount() >= 2) {
        LevelLoadResult rest =
            parseLevel(toCompactJson(standIn(root, *grid, title, number)), fileName);
        if (rest.ok())
            level = std::move(*rest.level);
    }
    if (level.tiles.empty()) {
        draft.fixes.push_back(
            "its other fields (rules, tile size, obstacles...) could not be "
            "read: left at their defaults");
        level.version = number;
    }
    level.name = title;
    level.size = grid->size;
    level.tiles = std::move(grid->tiles);
    if (const JsonValue* patrols = root.member("patrols");
        patrols && !readLevelPatrols(*patrols, level).empty())
        draft.fixes.push_back("its patrols do not fit the repaired map: left out");
    draft.level = std::move(level);
    return draft;
}

}  // namespace catmaze
