// parseTiledMap: a Tiled JSON map (.tmj) as a level. Untrusted input: the text's nesting and
// size are checked before nlohmann parses it, nothing parsed is ever copied (a copy recurses as
// deep as the value nests), every number is range-checked, external tilesets must lie in the
// map's own folder, all tile layers together get one decoded-size budget, and diagnostics go
// through the capped collector with every value from the file cut for showing.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>

#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_formats.hpp"
#include "json_shape.hpp"
#include "tiled_layers.hpp"

namespace catmaze {

namespace {

using nlohmann::json;
using tiled::integerOf;
using tiled::member;
using tiled::stringMember;

// Tiled keeps flip and rotation flags in a gid's top four bits.
constexpr std::uint32_t kGidFlagMask = 0xF0000000u;
// Memory bounds on what nlohmann builds: array elements are cheap (16 bytes), object members
// are map nodes (about 200 bytes). Enough for four full-size CSV layers and many objects.
constexpr std::size_t kMaxTiledValues = 5u * 1024u * 1024u;
constexpr std::size_t kMaxTiledMembers = 400000;
// No number in a map needs more characters than this; a 15 MiB one would be copied whole.
constexpr std::size_t kMaxNumberChars = 400;

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
    if (const json* properties = member(entity, "properties");
        properties && properties->is_array()) {
        for (const json& p : *properties) {
            const json* name = member(p, "name");
            const json* value = member(p, "value");
            if (name && name->is_string() && *name == "kind" && value && value->is_string())
                return kindFromName(value->get<std::string>());
        }
    }
    for (const char* key : {"type", "class"}) {
        const json* value = member(entity, key);
        if (value && value->is_string() && !value->get_ref<const std::string&>().empty())
            return kindFromName(value->get<std::string>());
    }
    return std::nullopt;
}

// An object or tile that puts a cat, bone, dog or exit on the map. Its description is built
// only for a message: a million bones in a layer with a 16 KiB name must not cost 16 GiB.
struct Placement {
    Tile tile;
    TileKind kind;
    const std::string* layerName;
    std::optional<std::int64_t> objectId;  // none for a tile of a tile layer; else the id
    bool isObject = false;
};

std::string describe(const Placement& p) {
    const std::string layer = " in layer '" + shownValue(*p.layerName) + "'";
    if (!p.isObject)
        return "tile " + toString(p.tile) + layer;
    return "object " + (p.objectId ? std::to_string(*p.objectId) : std::string("?")) + layer;
}

class TiledReader {
  public:
    TiledReader(std::string_view text, const std::string& fileName,
                const std::filesystem::path& baseDir)
        : text_(text), fileName_(fileName), baseDir_(baseDir), report_(fileName) {}

    LevelLoadResult read() {
        LevelLoadResult result;
        json map;
        if (parse(text_, map))
            readMap(map);
        result.diagnostics = report_.take();
        if (!hasErrors(result.diagnostics))
            result.level = std::move(level_);
        return result;
    }

  private:
    std::string_view text_;
    const std::string& fileName_;
    std::filesystem::path baseDir_;
    DiagnosticCollector report_;
    Level level_;
    std::map<std::uint32_t, TileKind> tileKinds_;
    std::vector<Placement> placements_;
    std::vector<std::string> layerNames_;  // stable storage for Placement::layerName

    // What is too large in JSON text of this `shape` to be parsed, if anything.
    static std::optional<std::string> tooLarge(const JsonShape& shape) {
        if (shape.values > kMaxTiledValues) {
            return "the map holds more than " + std::to_string(kMaxTiledValues) +
                   " JSON values; it is too large to be a level";
        }
        if (shape.members > kMaxTiledMembers) {
            return "the map holds more than " + std::to_string(kMaxTiledMembers) +
                   " object members (\"key\": value pairs); it is too large to be a level";
        }
        if (shape.longestNumber > kMaxNumberChars) {
            return "the map holds a number " + std::to_string(shape.longestNumber) +
                   " characters long; no number in a map needs more than " +
                   std::to_string(kMaxNumberChars);
        }
        return std::nullopt;
    }

    // Parses `text` into `out` after checking its nesting and size; false (reported) if not.
    bool parse(std::string_view text, json& out) {
        const JsonShape shape = scanJsonShape(text, kMaxJsonDepth);
        if (shape.tooDeepAt) {
            report_.error(shape.tooDeepAt->first, shape.tooDeepAt->second,
                          "invalid JSON: " + tooDeepMessage(kMaxJsonDepth));
            return false;
        }
        if (const std::optional<std::string> problem = tooLarge(shape)) {
            report_.error(*problem);
            return false;
        }
        try {
            out = json::parse(text);
        } catch (const json::exception& e) {
            const std::size_t byte =
                e.id >= 100 && e.id < 200 ? static_cast<const json::parse_error&>(e).byte : 0;
            const auto [line, column] = lineColumnAt(text, byte > 0 ? byte - 1 : 0);
            std::string message = e.what();
            if (auto at = message.find("syntax error"); at != std::string::npos)
                message = message.substr(at);
            else if (auto bracket = message.find("] "); bracket != std::string::npos)
                message = message.substr(bracket + 2);
            // nlohmann quotes the text it read last ('...'), which may be a 15 MiB number.
            if (const auto open = message.find('\''); open != std::string::npos) {
                const auto close = message.rfind('\'');
                const std::string token =
                    message.substr(open + 1, close > open ? close - open - 1 : std::string::npos);
                message = message.substr(0, open + 1) + shownValue(token) + "'";
            }
            report_.error(byte > 0 ? line : 0, byte > 0 ? column : 0, "invalid JSON: " + message);
            return false;
        }
        return true;
    }

    // A positive integer dimension of the map, at most kMaxLevelSide + 1; `fallback` when
    // missing (reported as an error when there is none).
    int dimension(const json& map, const char* key, std::optional<int> fallback) {
        const json* value = member(map, key);
        if (!value && fallback)
            return *fallback;
        const std::optional<std::int64_t> n = value ? integerOf(*value) : std::nullopt;
        if (!n || *n < 1) {
            report_.error(std::string("\"") + key + "\" must be a positive integer");
            return 0;
        }
        return static_cast<int>(std::min<std::int64_t>(*n, kMaxLevelSide + 1));
    }

    void readMap(const json& map) {
        const std::optional<std::string> type = stringMember(map, "type", "map");
        const std::optional<std::string> orientation =
            stringMember(map, "orientation", "orthogonal");
        const json* infinite = member(map, "infinite");
        if (!map.is_object() || type != "map") {
            report_.error("not a Tiled map: expected an object with \"type\": \"map\"");
        } else if (orientation != "orthogonal") {
            report_.error("only orthogonal maps are supported, not '" +
                          shownValue(orientation.value_or("(not a string)")) + "'");
        } else if (infinite && infinite->is_boolean() && infinite->get<bool>()) {
            report_.error(
                "infinite maps are not supported; uncheck Map > Map Properties > Infinite");
        }
        if (report_.anyError())
            return;
        const int width = dimension(map, "width", std::nullopt);
        const int height = dimension(map, "height", std::nullopt);
        const int tileWidth = dimension(map, "tilewidth", 32);
        const int tileHeight = dimension(map, "tileheight", 32);
        if (width > kMaxLevelSide || height > kMaxLevelSide) {
            report_.error("the map is larger than " + std::to_string(kMaxLevelSide) + "x" +
                          std::to_string(kMaxLevelSide) + " tiles");
        }
        if (report_.anyError())
            return;

        level_ = Level::filled(width, height);
        level_.name = std::filesystem::path(fileName_).stem().string();
        level_.tileSize = std::clamp(tileWidth, 8, 256);
        readMapProperties(map);
        readTilesets(map);
        readLayers(map, tileWidth, tileHeight);
        placeObjects();
    }

    void readMapProperties(const json& map) {
        const json* properties = member(map, "properties");
        if (!properties || !properties->is_array())
            return;
        for (const json& p : *properties) {
            const json* nameValue = member(p, "name");
            const json* value = member(p, "value");
            if (!nameValue || !value || !nameValue->is_string())
                continue;
            const std::string& name = nameValue->get_ref<const std::string&>();
            if (name == "name") {
                if (value->is_string() && !value->get_ref<const std::string&>().empty())
                    level_.name = value->get<std::string>();
                else
                    report_.error("map property \"name\" must be a non-empty string");
                continue;
            }
            int* rule = name == "straightCost"        ? &level_.rules.straightCost
                        : name == "diagonalCost"      ? &level_.rules.diagonalCost
                        : name == "dogCostMultiplier" ? &level_.rules.dogCostMultiplier
                                                      : nullptr;
            if (!rule)
                continue;  // designers may keep their own properties
            const std::optional<std::int64_t> n = integerOf(*value);
            if (!n || *n < 1 || *n > 1000000) {
                report_.error("map property \"" + name + "\" must be an integer from 1 to 1000000");
                continue;
            }
            *rule = static_cast<int>(*n);
        }
        if (level_.rules.diagonalCost < level_.rules.straightCost)
            report_.error("map property \"diagonalCost\" must be at least \"straightCost\"");
    }

    // Maps gids to kinds from the map's tilesets (embedded, or external .tsj in the map's folder).
    void readTilesets(const json& map) {
        const json* tilesets = member(map, "tilesets");
        if (!tilesets)
            return;
        if (!tilesets->is_array()) {
            report_.error("\"tilesets\" must be an array");
            return;
        }
        for (const json& entry : *tilesets) {
            const json* firstGidValue = member(entry, "firstgid");
            const std::optional<std::int64_t> firstGid =
                firstGidValue ? integerOf(*firstGidValue) : std::nullopt;
            if (!firstGid || *firstGid < 1 || *firstGid > ~kGidFlagMask) {
                report_.error("every tileset needs an integer \"firstgid\" from 1 to " +
                              std::to_string(~kGidFlagMask));
                continue;
            }
            json external;  // an external tileset's own JSON, when it has one
            const json* tileset = &entry;
            if (const json* source = member(entry, "source"); source && source->is_string()) {
                if (!readExternalTileset(source->get_ref<const std::string&>(), external))
                    continue;
                tileset = &external;
            }
            readTilesetTiles(*tileset, static_cast<std::uint32_t>(*firstGid));
        }
    }

    // Reads an external tileset named `source` into `out`; false (reported) when it cannot.
    bool readExternalTileset(const std::string& source, json& out) {
        // Confinement first: nothing is said about, or read from, a file outside the folder.
        const std::optional<std::filesystem::path> path = confinedPath(baseDir_, source);
        if (!path) {
            report_.error(outsideFolderMessage("tileset source", source));
            return false;
        }
        if (!hasExtension(*path, ".tsj") && !hasExtension(*path, ".json")) {
            report_.error("external tileset '" + shownValue(source) +
                          "' is not JSON; save it as .tsj or embed it (Map > Embed Tileset)");
            return false;
        }
        const FileText file = readFileCapped(*path);
        if (!file.ok()) {
            report_.error("tileset '" + shownValue(source) + "': " + file.error->message);
            return false;
        }
        // Nothing of the tileset's text is shown: say only that it is unusable.
        const JsonShape shape = scanJsonShape(file.text, kMaxJsonDepth);
        if (!shape.tooDeepAt && !tooLarge(shape)) {
            out = json::parse(file.text, nullptr, false);
            if (!out.is_discarded())
                return true;
        }
        report_.error("tileset '" + shownValue(source) + "' is not valid JSON");
        return false;
    }

    void readTilesetTiles(const json& tileset, std::uint32_t firstGid) {
        const json* tiles = member(tileset, "tiles");
        if (!tiles || !tiles->is_array())
            return;
        for (const json& tile : *tiles) {
            const json* idValue = member(tile, "id");
            const std::optional<std::int64_t> id = idValue ? integerOf(*idValue) : std::nullopt;
            if (!id || *id < 0 || *id > static_cast<std::int64_t>(~kGidFlagMask - firstGid))
                continue;
            if (const std::optional<TileKind> kind = kindOf(tile))
                tileKinds_[firstGid + static_cast<std::uint32_t>(*id)] = *kind;
        }
    }

    void readLayers(const json& map, int tileWidth, int tileHeight) {
        const json* layers = member(map, "layers");
        if (layers && !layers->is_array()) {
            report_.error("\"layers\" must be an array");
            return;
        }
        const std::size_t cellCount = static_cast<std::size_t>(level_.size.cellCount());
        // One budget for all tile layers: each decodes to exactly cellCount * 4 bytes.
        const std::size_t maxTileLayers =
            std::max<std::size_t>(1, kMaxTiledDecodedBytes / (cellCount * 4));
        std::size_t tileLayers = 0;
        layerNames_.reserve(layers ? layers->size() : 0);
        for (const json& layer : layers ? *layers : json::array()) {
            if (!layer.is_object())
                continue;
            const std::string type = stringMember(layer, "type", "").value_or("");
            layerNames_.push_back(stringMember(layer, "name", "(unnamed)").value_or("(unnamed)"));
            const std::string& name = layerNames_.back();
            if (type == "tilelayer") {
                if (++tileLayers > maxTileLayers) {
                    report_.error("the map has more tile layers than the " +
                                  std::to_string(kMaxTiledDecodedBytes) +
                                  " bytes of decoded tile data allowed in all (" +
                                  std::to_string(maxTileLayers) + " layers of " +
                                  std::to_string(level_.size.width) + "x" +
                                  std::to_string(level_.size.height) + ")");
                    return;
                }
                readTileLayer(layer, name, cellCount);
            } else if (type == "objectgroup") {
                readObjectLayer(layer, name, tileWidth, tileHeight);
            } else if (type == "group") {
                report_.warning("group layer '" + shownValue(name) +
                                "' is ignored; move its layers to the top level");
            }
        }
        if (tileLayers == 0 && !report_.anyError())
            report_.warning("the map has no tile layer, so no walls");
    }

    void readTileLayer(const json& layer, const std::string& name, std::size_t cellCount) {
        std::string problem;
        const auto gids = tiled::layerGids(layer, cellCount, problem);
        if (!gids) {
            const bool separate = !problem.starts_with("has");
            report_.error("tile layer '" + shownValue(name) + "'" + (separate ? ": " : " ") +
                          problem);
            return;
        }
        for (std::size_t i = 0; i < gids->size(); ++i) {
            const std::uint32_t gid = (*gids)[i] & ~kGidFlagMask;
            if (gid == 0)
                continue;
            const auto it = tileKinds_.find(gid);
            const TileKind kind = it == tileKinds_.end() ? TileKind::Wall : it->second;
            if (kind == TileKind::Floor)
                continue;
            const Tile tile = level_.size.tileAt(static_cast<std::int32_t>(i));
            if (kind == TileKind::Wall)
                level_.set(tile, TileKind::Wall);
            else
                placements_.push_back({tile, kind, &name, std::nullopt, false});
        }
    }

    // A number member of an object (0 when missing); nothing (reported) when not a number.
    std::optional<double> coordinate(const json& object, const char* key, const Placement& p) {
        const json* value = member(object, key);
        if (!value)
            return 0.0;
        if (!value->is_number()) {
            report_.error(describe(p) + ": \"" + key + "\" must be a number");
            return std::nullopt;
        }
        return value->get<double>();
    }

    void readObjectLayer(const json& layer, const std::string& name, int tileWidth,
                         int tileHeight) {
        const json* objects = member(layer, "objects");
        if (!objects || !objects->is_array())
            return;
        for (const json& object : *objects) {
            if (!object.is_object())
                continue;
            std::optional<TileKind> kind = kindOf(object);
            const json* gidValue = member(object, "gid");
            const std::optional<std::int64_t> gid = gidValue ? integerOf(*gidValue) : std::nullopt;
            const bool tileObject = gid && *gid >= 0 && *gid <= 0xFFFFFFFF;
            if (!kind && tileObject) {
                const auto plain = static_cast<std::uint32_t>(*gid) & ~kGidFlagMask;
                if (auto it = tileKinds_.find(plain); it != tileKinds_.end())
                    kind = it->second;
            }
            if (const json* objectName = member(object, "name");
                !kind && objectName && objectName->is_string()) {
                kind = kindFromName(objectName->get<std::string>());
            }
            const json* idValue = member(object, "id");
            Placement p{{-1, -1},
                        kind.value_or(TileKind::Floor),
                        &name,
                        idValue ? integerOf(*idValue) : std::nullopt,
                        true};
            if (!kind) {
                report_.warning(describe(p) +
                                " has no CatMaze type (cat, bone, dog, exit); ignored");
                continue;
            }
            const auto x = coordinate(object, "x", p);
            const auto y = coordinate(object, "y", p);
            const auto w = coordinate(object, "width", p);
            const auto h = coordinate(object, "height", p);
            if (!x || !y || !w || !h)
                continue;
            // A tile object's y is its bottom edge; a rectangle's is its top. Use the centre.
            const double cx = *x + *w / 2;
            const double cy = tileObject ? *y - *h / 2 : *y + *h / 2;
            // Far-off or non-finite coordinates become a tile off the map (reported as such)
            // rather than an out-of-range conversion.
            const auto tileIndex = [](double v) {
                return std::isfinite(v) ? static_cast<int>(std::clamp(std::floor(v), -1.0, 1e6))
                                        : -1;
            };
            p.tile = {tileIndex(cx / tileWidth), tileIndex(cy / tileHeight)};
            placements_.push_back(p);
        }
    }

    void placeObjects() {
        std::vector<const Placement*> cats;
        for (const Placement& p : placements_) {
            if (!level_.size.contains(p.tile)) {
                report_.errorLazily(0, 0, [&] {
                    return describe(p) + " lies outside the map, at " + toString(p.tile);
                });
                continue;
            }
            if (p.kind == TileKind::CatStart)
                cats.push_back(&p);
            level_.set(p.tile, p.kind);  // an object on a wall tile replaces the wall
        }
        if (cats.empty())
            report_.error("no cat start: add an object of type 'cat'");
        if (cats.size() > 1) {
            report_.error(std::to_string(cats.size()) + " cat starts, at " +
                          toString(cats[0]->tile) + " and " + toString(cats[1]->tile));
        }
        if (std::find(level_.tiles.begin(), level_.tiles.end(), TileKind::Exit) ==
            level_.tiles.end())
            report_.error("no exit: add an object of type 'exit'");
    }
};

}  // namespace

LevelLoadResult parseTiledMap(std::string_view text, const std::string& fileName,
                              const std::filesystem::path& baseDir) {
    try {
        return TiledReader(text, fileName, baseDir).read();
    } catch (const std::exception& e) {
        // Only running out of memory (or a reader bug) gets here: a diagnostic, never a crash.
        LevelLoadResult result;
        result.diagnostics.push_back({Severity::Error, fileName, 0, 0,
                                      std::string("cannot read the map: ") + shownValue(e.what())});
        return result;
    }
}

}  // namespace catmaze
