// The tilesets of a Tiled map: embedded ones, and external .tsj files confined to the map's
// folder and parsed with the map's limits. Only the kinds their tiles name are kept.

#include "tiled_tilesets.hpp"

#include <algorithm>
#include <cctype>

#include "catmaze/io/file_reading.hpp"
#include "catmaze/io/json_describe.hpp"
#include "tiled_layers.hpp"

namespace catmaze::tiled {

namespace {

// Reads the tiles of `tileset` into `kinds`, their gids counted from `firstGid`.
void readTilesetTiles(const JsonValue& tileset, std::uint32_t firstGid, TileKinds& kinds) {
    const JsonValue* tiles = tileset.member("tiles");
    if (!tiles || tiles->type != JsonType::Array)
        return;
    for (const JsonValue& tile : tiles->items) {
        const JsonValue* idValue = tile.member("id");
        const std::optional<std::int64_t> id = idValue ? integerValue(*idValue) : std::nullopt;
        if (!id || *id < 0 || *id > static_cast<std::int64_t>(~kGidFlagMask - firstGid))
            continue;
        if (const std::optional<TileKind> kind = kindOf(tile))
            kinds[firstGid + static_cast<std::uint32_t>(*id)] = *kind;
    }
}

// The external tileset named by `source` (a String member of the map), or nothing (reported).
std::optional<JsonValue> readExternalTileset(const JsonValue& source,
                                             const std::filesystem::path& baseDir,
                                             DiagnosticCollector& report) {
    const std::string& name = source.text;
    // Confinement first: nothing is said about, or read from, a file outside the folder.
    const std::optional<std::filesystem::path> path = confinedPath(baseDir, name);
    if (!path) {
        report.error(outsideFolderMessage("tileset source", name));
        return std::nullopt;
    }
    const std::string shown = "tileset '" + shownValue(name) + "'";
    if (!hasExtension(*path, ".tsj") && !hasExtension(*path, ".json")) {
        errorAt(report, source.pos,
                "external " + shown +
                    " is not JSON; save it as .tsj or embed it (Map > Embed Tileset)");
        return std::nullopt;
    }
    const FileText file = readFileCapped(*path);
    if (!file.ok()) {
        errorAt(report, source.pos, shown + ": " + file.error->message);
        return std::nullopt;
    }
    JsonParseResult parsed = parseJsonSource(file.text, kTiledJsonLimits);
    if (!parsed.ok()) {
        // Nothing of the tileset's text is shown: say only that it is unusable, and where.
        errorAt(report, source.pos,
                shown + " is not valid JSON (line " + std::to_string(parsed.error.pos.line) +
                    ", column " + std::to_string(parsed.error.pos.column) + " of the tileset)");
        return std::nullopt;
    }
    bool repeats = false;
    forEachRepeatedKey(*parsed.value, [&](const JsonValue& first, const JsonValue& repeat) {
        if (!repeats)
            errorAt(report, source.pos, shown + ": " + duplicateKeyMessage(first, repeat));
        repeats = true;
    });
    if (repeats)
        return std::nullopt;
    return std::move(parsed.value);
}

}  // namespace

std::optional<TileKind> kindFromName(std::string name) {
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (name == "floor")
        return TileKind::Floor;
    if (name == "wall")
        return TileKind::Wall;
    if (name == "cat" || name == "start" || name == "catstart")
        return TileKind::CatStart;
    if (name == "bone")
        return TileKind::Bone;
    if (name == "dog")
        return TileKind::Dog;
    if (name == "exit")
        return TileKind::Exit;
    return std::nullopt;
}

std::optional<TileKind> kindOf(const JsonValue& entity) {
    if (const JsonValue* properties = entity.member("properties");
        properties && properties->type == JsonType::Array) {
        for (const JsonValue& p : properties->items) {
            const JsonValue* name = p.member("name");
            const JsonValue* value = p.member("value");
            if (name && name->type == JsonType::String && name->text == "kind" && value &&
                value->type == JsonType::String)
                return kindFromName(value->text);
        }
    }
    for (const char* key : {"type", "class"}) {
        const JsonValue* value = entity.member(key);
        if (value && value->type == JsonType::String && !value->text.empty())
            return kindFromName(value->text);
    }
    return std::nullopt;
}

TileKinds readTilesets(const JsonValue& map, const std::filesystem::path& baseDir,
                       DiagnosticCollector& report) {
    TileKinds kinds;
    const JsonValue* tilesets = map.member("tilesets");
    if (!tilesets)
        return kinds;
    if (tilesets->type != JsonType::Array) {
        errorAt(report, tilesets->pos, "\"tilesets\" must be an array");
        return kinds;
    }
    for (const JsonValue& entry : tilesets->items) {
        const JsonValue* firstGidValue = entry.member("firstgid");
        const std::optional<std::int64_t> firstGid =
            firstGidValue ? integerValue(*firstGidValue) : std::nullopt;
        if (!firstGid || *firstGid < 1 || *firstGid > ~kGidFlagMask) {
            errorAt(report, firstGidValue ? firstGidValue->pos : entry.pos,
                    "every tileset needs an integer \"firstgid\" from 1 to " +
                        std::to_string(~kGidFlagMask));
            continue;
        }
        const auto gid = static_cast<std::uint32_t>(*firstGid);
        if (const JsonValue* source = entry.member("source");
            source && source->type == JsonType::String) {
            if (const std::optional<JsonValue> external =
                    readExternalTileset(*source, baseDir, report))
                readTilesetTiles(*external, gid, kinds);
        } else {
            readTilesetTiles(entry, gid, kinds);
        }
    }
    return kinds;
}

}  // namespace catmaze::tiled
