#include "catmaze/level_formats.hpp"

#include <zlib.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

namespace catmaze {

namespace {

using nlohmann::json;

// Tiled keeps flip and rotation flags in a gid's top four bits.
constexpr std::uint32_t kGidFlagMask = 0xF0000000u;

// Collects diagnostics for one input file.
struct Report {
    std::string file;
    std::vector<Diagnostic> list;

    void error(const std::string& message, int line = 0, int column = 0) {
        list.push_back({Severity::Error, file, line, column, message});
    }
    void warning(const std::string& message) {
        list.push_back({Severity::Warning, file, 0, 0, message});
    }
    bool failed() const { return hasErrors(list); }
};

// Line and column (1-based) of byte `offset` in `text`.
std::pair<int, int> lineColumnAt(std::string_view text, std::size_t offset) {
    int line = 1;
    int column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

std::optional<std::string> readWholeFile(const std::filesystem::path& path, std::string& out) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(path, ec);
    if (ec)
        return "cannot open: " + ec.message();
    if (size > static_cast<std::uintmax_t>(kMaxLevelFileBytes)) {
        return "file is " + std::to_string(size) + " bytes; the limit is " +
               std::to_string(kMaxLevelFileBytes) + " bytes (16 MiB)";
    }
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return "cannot open for reading";
    std::ostringstream buffer;
    buffer << in.rdbuf();
    out = buffer.str();
    return std::nullopt;
}

std::optional<std::vector<std::uint8_t>> decodeBase64(std::string_view text) {
    std::array<int, 256> value{};
    value.fill(-1);
    const std::string_view alphabet =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    for (std::size_t i = 0; i < alphabet.size(); ++i) {
        value[static_cast<unsigned char>(alphabet[i])] = static_cast<int>(i);
    }
    std::vector<std::uint8_t> out;
    out.reserve(text.size() * 3 / 4);
    std::uint32_t bits = 0;
    int bitCount = 0;
    for (const char ch : text) {
        if (ch == '=' || ch == '\n' || ch == '\r' || ch == ' ')
            continue;
        const int v = value[static_cast<unsigned char>(ch)];
        if (v < 0)
            return std::nullopt;
        bits = (bits << 6) | static_cast<std::uint32_t>(v);
        bitCount += 6;
        if (bitCount >= 8) {
            bitCount -= 8;
            out.push_back(static_cast<std::uint8_t>((bits >> bitCount) & 0xFF));
        }
    }
    return out;
}

// Inflates zlib or gzip data (auto-detected), refusing to grow past `limit` bytes.
std::optional<std::vector<std::uint8_t>> inflateData(const std::vector<std::uint8_t>& in,
                                                     std::size_t limit) {
    z_stream stream{};
    if (inflateInit2(&stream, 15 + 32) != Z_OK)
        return std::nullopt;
    std::vector<std::uint8_t> out(
        std::min<std::size_t>(limit, std::max<std::size_t>(in.size() * 4, 1024)));
    stream.next_in = const_cast<Bytef*>(in.data());
    stream.avail_in = static_cast<uInt>(in.size());
    int status = Z_OK;
    while (status == Z_OK) {
        if (stream.total_out == out.size()) {
            if (out.size() >= limit)
                break;
            out.resize(std::min(limit, out.size() * 2));
        }
        stream.next_out = out.data() + stream.total_out;
        stream.avail_out = static_cast<uInt>(out.size() - stream.total_out);
        status = inflate(&stream, Z_NO_FLUSH);
    }
    const auto produced = stream.total_out;
    inflateEnd(&stream);
    if (status != Z_STREAM_END)
        return std::nullopt;
    out.resize(produced);
    return out;
}

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

// The `kind` of a tile or object: its `kind` property, else its type/class.
std::optional<TileKind> kindOf(const json& entity) {
    if (entity.contains("properties") && entity["properties"].is_array()) {
        for (const json& p : entity["properties"]) {
            if (p.is_object() && p.value("name", "") == "kind" && p.contains("value") &&
                p["value"].is_string()) {
                return kindFromName(p["value"].get<std::string>());
            }
        }
    }
    for (const char* key : {"type", "class"}) {
        if (entity.contains(key) && entity[key].is_string() &&
            !entity[key].get<std::string>().empty()) {
            return kindFromName(entity[key].get<std::string>());
        }
    }
    return std::nullopt;
}

std::string tileText(Tile t) {
    return toString(t);
}

// Reads the map's custom properties into the level: name and rules.
void readMapProperties(const json& map, Level& level, Report& report) {
    if (!map.contains("properties") || !map["properties"].is_array())
        return;
    for (const json& p : map["properties"]) {
        if (!p.is_object() || !p.contains("name") || !p.contains("value"))
            continue;
        const std::string name = p["name"].is_string() ? p["name"].get<std::string>() : "";
        const json& value = p["value"];
        if (name == "name") {
            if (value.is_string() && !value.get<std::string>().empty()) {
                level.name = value.get<std::string>();
            } else {
                report.error("map property \"name\" must be a non-empty string");
            }
            continue;
        }
        int* rule = name == "straightCost"        ? &level.rules.straightCost
                    : name == "diagonalCost"      ? &level.rules.diagonalCost
                    : name == "dogCostMultiplier" ? &level.rules.dogCostMultiplier
                                                  : nullptr;
        if (!rule)
            continue;  // designers may keep their own properties
        if (!value.is_number_integer() || value.get<std::int64_t>() < 1 ||
            value.get<std::int64_t>() > 1000000) {
            report.error("map property \"" + name + "\" must be an integer from 1 to 1000000");
            continue;
        }
        *rule = value.get<int>();
    }
    if (level.rules.diagonalCost < level.rules.straightCost) {
        report.error("map property \"diagonalCost\" must be at least \"straightCost\"");
    }
}

// Maps gids to kinds from the map's tilesets (embedded or external .tsj).
std::map<std::uint32_t, TileKind> readTilesets(const json& map,
                                               const std::filesystem::path& baseDir,
                                               Report& report) {
    std::map<std::uint32_t, TileKind> kinds;
    if (!map.contains("tilesets"))
        return kinds;
    if (!map["tilesets"].is_array()) {
        report.error("\"tilesets\" must be an array");
        return kinds;
    }
    for (const json& entry : map["tilesets"]) {
        if (!entry.is_object() || !entry.contains("firstgid") ||
            !entry["firstgid"].is_number_unsigned()) {
            report.error("every tileset needs an integer \"firstgid\"");
            continue;
        }
        const auto firstGid = entry["firstgid"].get<std::uint32_t>();
        json tileset = entry;
        if (entry.contains("source") && entry["source"].is_string()) {
            const std::filesystem::path source = baseDir / entry["source"].get<std::string>();
            if (source.extension() != ".tsj" && source.extension() != ".json") {
                report.error("external tileset '" + entry["source"].get<std::string>() +
                             "' is not JSON; save it as .tsj or embed it (Map > Embed Tileset)");
                continue;
            }
            std::string text;
            if (auto problem = readWholeFile(source, text)) {
                report.error("tileset '" + source.string() + "': " + *problem);
                continue;
            }
            tileset = json::parse(text, nullptr, false);
            if (tileset.is_discarded()) {
                report.error("tileset '" + source.string() + "' is not valid JSON");
                continue;
            }
        }
        if (!tileset.contains("tiles") || !tileset["tiles"].is_array())
            continue;
        for (const json& tile : tileset["tiles"]) {
            if (!tile.is_object() || !tile.contains("id") || !tile["id"].is_number_unsigned())
                continue;
            if (auto kind = kindOf(tile))
                kinds[firstGid + tile["id"].get<std::uint32_t>()] = *kind;
        }
    }
    return kinds;
}

// The gids of a tile layer, or nothing (with a diagnostic) when its data is unusable.
std::optional<std::vector<std::uint32_t>> layerGids(const json& layer, const std::string& layerName,
                                                    std::size_t cellCount, Report& report) {
    if (!layer.contains("data")) {
        report.error("tile layer '" + layerName +
                     "' has no \"data\" (infinite maps with chunks are not supported)");
        return std::nullopt;
    }
    const json& data = layer["data"];
    std::vector<std::uint32_t> gids;
    if (data.is_array()) {
        for (const json& v : data) {
            if (!v.is_number_unsigned()) {
                report.error("tile layer '" + layerName +
                             "': \"data\" must hold non-negative integers");
                return std::nullopt;
            }
            gids.push_back(v.get<std::uint32_t>());
        }
    } else if (data.is_string()) {
        const std::string encoding = layer.value("encoding", "csv");
        const std::string compression = layer.value("compression", "");
        if (encoding != "base64") {
            report.error("tile layer '" + layerName + "': unknown encoding '" + encoding + "'");
            return std::nullopt;
        }
        auto bytes = decodeBase64(data.get<std::string>());
        if (!bytes) {
            report.error("tile layer '" + layerName + "': \"data\" is not valid base64");
            return std::nullopt;
        }
        if (compression == "zlib" || compression == "gzip") {
            bytes = inflateData(*bytes, cellCount * 4);
            if (!bytes) {
                report.error("tile layer '" + layerName + "': " + compression + " data is corrupt");
                return std::nullopt;
            }
        } else if (!compression.empty()) {
            report.error("tile layer '" + layerName + "': compression '" + compression +
                         "' is not supported; use zlib, gzip or none");
            return std::nullopt;
        }
        if (bytes->size() % 4 != 0) {
            report.error("tile layer '" + layerName +
                         "': decoded data is not a whole number of tiles");
            return std::nullopt;
        }
        for (std::size_t i = 0; i + 3 < bytes->size(); i += 4) {
            const auto& b = *bytes;
            gids.push_back(std::uint32_t{b[i]} | std::uint32_t{b[i + 1]} << 8 |
                           std::uint32_t{b[i + 2]} << 16 | std::uint32_t{b[i + 3]} << 24);
        }
    } else {
        report.error("tile layer '" + layerName +
                     "': \"data\" must be an array or a base64 string");
        return std::nullopt;
    }
    if (gids.size() != cellCount) {
        report.error("tile layer '" + layerName + "' has " + std::to_string(gids.size()) +
                     " tiles, expected " + std::to_string(cellCount));
        return std::nullopt;
    }
    return gids;
}

struct Placement {
    Tile tile;
    TileKind kind;
    std::string where;  // for diagnostics
};

void readObjectLayer(const json& layer, const std::string& layerName, int tileWidth, int tileHeight,
                     const std::map<std::uint32_t, TileKind>& tileKinds,
                     std::vector<Placement>& out, Report& report) {
    if (!layer.contains("objects") || !layer["objects"].is_array())
        return;
    for (const json& object : layer["objects"]) {
        if (!object.is_object())
            continue;
        std::optional<TileKind> kind = kindOf(object);
        const bool tileObject = object.contains("gid") && object["gid"].is_number_unsigned();
        if (!kind && tileObject) {
            const auto gid = object["gid"].get<std::uint32_t>() & ~kGidFlagMask;
            if (auto it = tileKinds.find(gid); it != tileKinds.end())
                kind = it->second;
        }
        if (!kind && object.contains("name") && object["name"].is_string()) {
            kind = kindFromName(object["name"].get<std::string>());
        }
        const std::string id = object.contains("id") ? object["id"].dump() : "?";
        if (!kind) {
            report.warning("object " + id + " in layer '" + layerName +
                           "' has no CatMaze type (cat, bone, dog, exit); ignored");
            continue;
        }
        const double x = object.value("x", 0.0);
        const double y = object.value("y", 0.0);
        const double w = object.value("width", 0.0);
        const double h = object.value("height", 0.0);
        // A tile object's y is its bottom edge; a rectangle's is its top. Use the centre.
        const double cx = x + w / 2;
        const double cy = tileObject ? y - h / 2 : y + h / 2;
        // Far-off or non-finite coordinates become a tile off the map (reported as such) rather
        // than an out-of-range conversion.
        const auto tileIndex = [](double v) {
            return std::isfinite(v) ? static_cast<int>(std::clamp(std::floor(v), -1.0, 1e6)) : -1;
        };
        const Tile tile{tileIndex(cx / tileWidth), tileIndex(cy / tileHeight)};
        out.push_back({tile, *kind, "object " + id + " in layer '" + layerName + "'"});
    }
}

}  // namespace

namespace {
LevelLoadResult parseTiledMapUnchecked(std::string_view text, const std::string& fileName,
                                       const std::filesystem::path& baseDir);
}  // namespace

LevelLoadResult parseTiledMap(std::string_view text, const std::string& fileName,
                              const std::filesystem::path& baseDir) {
    // The reader checks the types it relies on; this catches a value of an unexpected type in
    // a place it did not check, so a bad map is a diagnostic, never a crash.
    try {
        return parseTiledMapUnchecked(text, fileName, baseDir);
    } catch (const json::exception& e) {
        LevelLoadResult result;
        result.diagnostics.push_back(
            {Severity::Error, fileName, 0, 0,
             std::string("a value in the map has the wrong type (") + e.what() + ")"});
        return result;
    } catch (const std::exception& e) {
        LevelLoadResult result;
        result.diagnostics.push_back(
            {Severity::Error, fileName, 0, 0, std::string("cannot read the map: ") + e.what()});
        return result;
    }
}

namespace {

LevelLoadResult parseTiledMapUnchecked(std::string_view text, const std::string& fileName,
                                       const std::filesystem::path& baseDir) {
    Report report{fileName, {}};
    LevelLoadResult result;
    json map;
    try {
        map = json::parse(text);
    } catch (const json::parse_error& e) {
        const auto [line, column] = lineColumnAt(text, e.byte > 0 ? e.byte - 1 : 0);
        std::string message = e.what();
        if (auto at = message.find("syntax error"); at != std::string::npos)
            message = message.substr(at);
        report.error("invalid JSON: " + message, line, column);
        result.diagnostics = report.list;
        return result;
    }
    if (!map.is_object() || map.value("type", "map") != "map") {
        report.error("not a Tiled map: expected an object with \"type\": \"map\"");
    } else if (map.value("orientation", "orthogonal") != "orthogonal") {
        report.error("only orthogonal maps are supported, not '" + map.value("orientation", "") +
                     "'");
    } else if (map.value("infinite", false)) {
        report.error("infinite maps are not supported; uncheck Map > Map Properties > Infinite");
    }
    if (report.failed()) {
        result.diagnostics = report.list;
        return result;
    }
    const auto dimension = [&](const char* key) -> int {
        if (!map.contains(key) || !map[key].is_number_integer() ||
            map[key].get<std::int64_t>() < 1) {
            report.error(std::string("\"") + key + "\" must be a positive integer");
            return 0;
        }
        return static_cast<int>(
            std::min<std::int64_t>(map[key].get<std::int64_t>(), kMaxLevelSide + 1));
    };
    const int width = dimension("width");
    const int height = dimension("height");
    const int tileWidth = map.contains("tilewidth") ? dimension("tilewidth") : 32;
    const int tileHeight = map.contains("tileheight") ? dimension("tileheight") : 32;
    if (width > kMaxLevelSide || height > kMaxLevelSide) {
        report.error("the map is larger than " + std::to_string(kMaxLevelSide) + "x" +
                     std::to_string(kMaxLevelSide) + " tiles");
    }
    if (report.failed()) {
        result.diagnostics = report.list;
        return result;
    }

    Level level = Level::filled(width, height);
    level.name = std::filesystem::path(fileName).stem().string();
    level.tileSize = std::clamp(tileWidth, 8, 256);
    readMapProperties(map, level, report);
    const auto tileKinds = readTilesets(map, baseDir, report);

    std::vector<Placement> placements;
    const json layers = map.value("layers", json::array());
    if (!layers.is_array())
        report.error("\"layers\" must be an array");
    bool sawTileLayer = false;
    for (const json& layer : layers.is_array() ? layers : json::array()) {
        if (!layer.is_object())
            continue;
        const std::string type = layer.value("type", "");
        const std::string name = layer.value("name", "(unnamed)");
        if (type == "tilelayer") {
            sawTileLayer = true;
            const auto gids =
                layerGids(layer, name, static_cast<std::size_t>(level.size.cellCount()), report);
            if (!gids)
                continue;
            for (std::size_t i = 0; i < gids->size(); ++i) {
                const std::uint32_t gid = (*gids)[i] & ~kGidFlagMask;
                if (gid == 0)
                    continue;
                const auto it = tileKinds.find(gid);
                const TileKind kind = it == tileKinds.end() ? TileKind::Wall : it->second;
                if (kind == TileKind::Floor)
                    continue;
                const Tile tile = level.size.tileAt(static_cast<std::int32_t>(i));
                if (kind == TileKind::Wall) {
                    level.set(tile, TileKind::Wall);
                } else {
                    placements.push_back(
                        {tile, kind, "tile " + tileText(tile) + " in layer '" + name + "'"});
                }
            }
        } else if (type == "objectgroup") {
            readObjectLayer(layer, name, tileWidth, tileHeight, tileKinds, placements, report);
        } else if (type == "group") {
            report.warning("group layer '" + name +
                           "' is ignored; move its layers to the top level");
        }
    }
    if (!sawTileLayer && !report.failed())
        report.warning("the map has no tile layer, so no walls");

    std::vector<const Placement*> cats;
    for (const Placement& p : placements) {
        if (!level.size.contains(p.tile)) {
            report.error(p.where + " lies outside the map, at " + tileText(p.tile));
            continue;
        }
        if (p.kind == TileKind::CatStart)
            cats.push_back(&p);
        level.set(p.tile, p.kind);  // an object on a wall tile replaces the wall
    }
    if (cats.empty())
        report.error("no cat start: add an object of type 'cat'");
    if (cats.size() > 1) {
        report.error(std::to_string(cats.size()) + " cat starts, at " + tileText(cats[0]->tile) +
                     " and " + tileText(cats[1]->tile));
    }
    if (level.find(TileKind::Exit).empty())
        report.error("no exit: add an object of type 'exit'");

    result.diagnostics = report.list;
    if (!report.failed())
        result.level = std::move(level);
    return result;
}

}  // namespace

std::string formatTiledMap(const Level& level, const std::string& tilesetImage) {
    // Tileset columns, as in assets/images/tileset.png.
    constexpr int kFloorGid = 1, kWallGid = 3, kExitGid = 5, kBoneGid = 6, kDogGid = 7;
    const int ts = level.tileSize;
    json tiles = json::array();
    for (const char* kind : {"floor", "floor", "wall", "wall", "exit", "bone", "dog", "dog"}) {
        tiles.push_back({{"id", tiles.size()},
                         {"properties",
                          json::array({{{"name", "kind"}, {"type", "string"}, {"value", kind}}})}});
    }
    json data = json::array();
    json objects = json::array();
    int nextId = 1;
    for (int r = 0; r < level.size.height; ++r) {
        for (int c = 0; c < level.size.width; ++c) {
            const TileKind kind = level.at({c, r});
            data.push_back(kind == TileKind::Wall ? kWallGid : kFloorGid);
            if (kind == TileKind::Floor || kind == TileKind::Wall)
                continue;
            json object = {{"id", nextId++}, {"x", c * ts},   {"width", ts},
                           {"height", ts},   {"rotation", 0}, {"visible", true}};
            switch (kind) {
                case TileKind::CatStart:
                    object.update({{"name", "cat"}, {"type", "cat"}, {"y", r * ts}});
                    break;
                case TileKind::Exit:
                    object.update({{"name", "exit"},
                                   {"type", "exit"},
                                   {"gid", kExitGid},
                                   {"y", (r + 1) * ts}});
                    break;
                case TileKind::Bone:
                    object.update({{"name", "bone"},
                                   {"type", "bone"},
                                   {"gid", kBoneGid},
                                   {"y", (r + 1) * ts}});
                    break;
                default:
                    object.update(
                        {{"name", "dog"}, {"type", "dog"}, {"gid", kDogGid}, {"y", (r + 1) * ts}});
                    break;
            }
            objects.push_back(std::move(object));
        }
    }
    json properties = json::array({{{"name", "name"}, {"type", "string"}, {"value", level.name}}});
    const LevelRules defaults;
    if (level.rules != defaults) {
        properties.push_back(
            {{"name", "straightCost"}, {"type", "int"}, {"value", level.rules.straightCost}});
        properties.push_back(
            {{"name", "diagonalCost"}, {"type", "int"}, {"value", level.rules.diagonalCost}});
        properties.push_back({{"name", "dogCostMultiplier"},
                              {"type", "int"},
                              {"value", level.rules.dogCostMultiplier}});
    }
    const json map = {
        {"type", "map"},
        {"version", "1.10"},
        {"tiledversion", "1.10.2"},
        {"orientation", "orthogonal"},
        {"renderorder", "right-down"},
        {"infinite", false},
        {"width", level.size.width},
        {"height", level.size.height},
        {"tilewidth", ts},
        {"tileheight", ts},
        {"compressionlevel", -1},
        {"nextlayerid", 3},
        {"nextobjectid", nextId},
        {"properties", properties},
        {"tilesets", json::array({{{"firstgid", 1},
                                   {"name", "catmaze"},
                                   {"image", tilesetImage},
                                   {"imagewidth", 8 * 32},
                                   {"imageheight", 32},
                                   {"tilewidth", 32},
                                   {"tileheight", 32},
                                   {"tilecount", 8},
                                   {"columns", 8},
                                   {"margin", 0},
                                   {"spacing", 0},
                                   {"tiles", tiles}}})},
        {"layers", json::array({{{"id", 1},
                                 {"name", "tiles"},
                                 {"type", "tilelayer"},
                                 {"x", 0},
                                 {"y", 0},
                                 {"width", level.size.width},
                                 {"height", level.size.height},
                                 {"opacity", 1},
                                 {"visible", true},
                                 {"data", data}},
                                {{"id", 2},
                                 {"name", "objects"},
                                 {"type", "objectgroup"},
                                 {"draworder", "topdown"},
                                 {"x", 0},
                                 {"y", 0},
                                 {"opacity", 1},
                                 {"visible", true},
                                 {"objects", objects}}})},
    };
    return map.dump(1, ' ') + "\n";
}

LevelLoadResult levelFromMovingAi(const MovingAiMap& map, const MovingAiConversion& options,
                                  const std::string& fileName) {
    Report report{fileName, {}};
    LevelLoadResult result;
    std::optional<Tile> first;
    std::optional<Tile> last;
    for (std::int32_t i = 0; i < static_cast<std::int32_t>(map.passable.size()); ++i) {
        if (!map.passable[static_cast<std::size_t>(i)])
            continue;
        if (!first)
            first = map.size.tileAt(i);
        last = map.size.tileAt(i);
    }
    if (!first) {
        report.error("the map has no passable tile");
        result.diagnostics = report.list;
        return result;
    }
    const Tile start = options.start.value_or(*first);
    const Tile exit = options.exit.value_or(*last);
    for (const auto& [what, tile] : {std::pair{"start", start}, std::pair{"exit", exit}}) {
        if (!map.passableAt(tile)) {
            report.error(std::string("the ") + what + " " + tileText(tile) +
                         (map.size.contains(tile) ? " is blocked" : " is outside the map"));
        }
    }
    if (start == exit)
        report.error("the start and the exit are the same tile " + tileText(start));
    if (report.failed()) {
        result.diagnostics = report.list;
        return result;
    }
    Level level = Level::filled(map.size.width, map.size.height);
    for (std::size_t i = 0; i < map.passable.size(); ++i) {
        level.tiles[i] = map.passable[i] ? TileKind::Floor : TileKind::Wall;
    }
    level.set(start, TileKind::CatStart);
    level.set(exit, TileKind::Exit);
    level.name =
        options.name.empty() ? std::filesystem::path(fileName).stem().string() : options.name;
    result.level = std::move(level);
    return result;
}

LevelLoadResult loadLevelAnyFormat(const std::filesystem::path& path,
                                   const MovingAiConversion& movingAi) {
    const std::string extension = path.extension().string();
    if (extension == ".tmj") {
        std::string text;
        if (auto problem = readWholeFile(path, text)) {
            return {std::nullopt, {{Severity::Error, path.string(), 0, 0, *problem}}};
        }
        return parseTiledMap(text, path.string(), path.parent_path());
    }
    if (extension == ".map") {
        auto map = loadMovingAiMap(path);
        if (!map.ok())
            return {std::nullopt, map.diagnostics};
        return levelFromMovingAi(*map.value, movingAi, path.string());
    }
    return loadLevelFile(path);
}

}  // namespace catmaze
