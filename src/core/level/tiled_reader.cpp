// parseTiledMap: a Tiled JSON map (.tmj) as a level. Untrusted input: the text is read by the
// positioned JSON reader within kTiledJsonLimits, a key given twice anywhere is an error, every
// number is range-checked, external tilesets must lie in the map's own folder
// (tiled_tilesets.cpp), all tile layers together get one decoded-size budget, and diagnostics go
// through the capped collector with every value from the file cut for showing.

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "catmaze/io/json_describe.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_formats.hpp"
#include "tiled_layers.hpp"
#include "tiled_map_properties.hpp"
#include "tiled_patrols.hpp"
#include "tiled_tilesets.hpp"

namespace catmaze {

namespace {

using tiled::errorAt;
using tiled::kGidFlagMask;
using tiled::stringMember;

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

// Where `member` of `object` is, or the object itself when it has no such member.
SourcePos placeOf(const JsonValue& object, const char* member) {
    const JsonValue* value = object.member(member);
    return value ? value->pos : object.pos;
}

class TiledReader {
  public:
    TiledReader(std::string_view text, const std::string& fileName,
                const std::filesystem::path& baseDir)
        : text_(text), fileName_(fileName), baseDir_(baseDir), report_(fileName) {}

    LevelLoadResult read() {
        LevelLoadResult result;
        const JsonParseResult parsed = parseJsonSource(text_, tiled::kTiledJsonLimits);
        if (!parsed.ok())
            reportSyntax(parsed.error);
        else if (noRepeatedKeys(*parsed.value))
            readMap(*parsed.value);
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
    tiled::TileKinds tileKinds_;
    tiled::PatrolObjects patrols_;
    std::vector<Placement> placements_;
    std::vector<std::string> layerNames_;  // stable storage for Placement::layerName

    void reportSyntax(const JsonSyntaxError& error) {
        if (error.kind == JsonErrorKind::TooManyValues) {
            errorAt(report_, error.pos,
                    "the map holds more than " + std::to_string(tiled::kMaxTiledValues) +
                        " JSON values; it is too large to be a level");
        } else {
            errorAt(report_, error.pos, "invalid JSON: " + error.message);
        }
    }

    // Reports every key given twice in one object; true when there is none.
    bool noRepeatedKeys(const JsonValue& map) {
        forEachRepeatedKey(map, [&](const JsonValue& first, const JsonValue& repeat) {
            errorAt(report_, repeat.keyPos, duplicateKeyMessage(first, repeat));
        });
        return !report_.anyError();
    }

    // A positive integer dimension of the map, at most kMaxLevelSide + 1; `fallback` when
    // missing (reported as an error when there is none).
    int dimension(const JsonValue& map, const char* key, std::optional<int> fallback) {
        const JsonValue* value = map.member(key);
        if (!value && fallback)
            return *fallback;
        const std::optional<std::int64_t> n = value ? integerValue(*value) : std::nullopt;
        if (!n || *n < 1) {
            errorAt(report_, value ? value->pos : map.pos,
                    std::string("\"") + key + "\" must be a positive integer");
            return 0;
        }
        return static_cast<int>(std::min<std::int64_t>(*n, kMaxLevelSide + 1));
    }

    void readMap(const JsonValue& map) {
        const std::optional<std::string> type = stringMember(map, "type", "map");
        const std::optional<std::string> orientation =
            stringMember(map, "orientation", "orthogonal");
        const JsonValue* infinite = map.member("infinite");
        if (map.type != JsonType::Object || type != "map") {
            errorAt(report_, placeOf(map, "type"),
                    "not a Tiled map: expected an object with \"type\": \"map\"");
        } else if (orientation != "orthogonal") {
            errorAt(report_, placeOf(map, "orientation"),
                    "only orthogonal maps are supported, not '" +
                        shownValue(orientation.value_or("(not a string)")) + "'");
        } else if (infinite && infinite->type == JsonType::Bool && infinite->boolean) {
            errorAt(report_, infinite->pos,
                    "infinite maps are not supported; uncheck Map > Map Properties > Infinite");
        }
        if (report_.anyError())
            return;
        const int width = dimension(map, "width", std::nullopt);
        const int height = dimension(map, "height", std::nullopt);
        const int tileWidth = dimension(map, "tilewidth", 32);
        const int tileHeight = dimension(map, "tileheight", 32);
        if (width > kMaxLevelSide || height > kMaxLevelSide) {
            errorAt(report_, placeOf(map, width > kMaxLevelSide ? "width" : "height"),
                    "the map is larger than " + std::to_string(kMaxLevelSide) + "x" +
                        std::to_string(kMaxLevelSide) + " tiles");
        }
        if (report_.anyError())
            return;

        level_ = Level::filled(width, height);
        level_.name = std::filesystem::path(fileName_).stem().string();
        level_.tileSize = std::clamp(tileWidth, 8, 256);
        tiled::readMapProperties(map, level_, report_);
        tileKinds_ = tiled::readTilesets(map, baseDir_, report_);
        readLayers(map, tileWidth, tileHeight);
        // A map whose layers or tilesets could not be read may well hold its cat and exit
        // there: saying that they are missing would only add noise.
        if (!report_.anyError())
            placeObjects();
    }

    void readLayers(const JsonValue& map, int tileWidth, int tileHeight) {
        const JsonValue* layers = map.member("layers");
        if (layers && layers->type != JsonType::Array) {
            errorAt(report_, layers->pos, "\"layers\" must be an array");
            return;
        }
        const std::size_t cellCount = static_cast<std::size_t>(level_.size.cellCount());
        // One budget for all tile layers: each decodes to exactly cellCount * 4 bytes.
        const std::size_t maxTileLayers =
            std::max<std::size_t>(1, kMaxTiledDecodedBytes / (cellCount * 4));
        std::size_t tileLayers = 0;
        layerNames_.reserve(layers ? layers->items.size() : 0);
        const std::vector<JsonValue> none;
        for (const JsonValue& layer : layers ? layers->items : none) {
            if (layer.type != JsonType::Object)
                continue;
            const std::string type = stringMember(layer, "type", "").value_or("");
            layerNames_.push_back(stringMember(layer, "name", "(unnamed)").value_or("(unnamed)"));
            const std::string& name = layerNames_.back();
            if (type == "tilelayer") {
                if (++tileLayers > maxTileLayers) {
                    errorAt(report_, layer.pos,
                            "the map has more tile layers than the " +
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
                report_.warning(layer.pos.line, layer.pos.column,
                                "group layer '" + shownValue(name) +
                                    "' is ignored; move its layers to the top level");
            }
        }
        if (tileLayers == 0 && !report_.anyError())
            report_.warning("the map has no tile layer, so no walls");
    }

    void readTileLayer(const JsonValue& layer, const std::string& name, std::size_t cellCount) {
        tiled::LayerProblem problem;
        const auto gids = tiled::layerGids(layer, cellCount, problem);
        if (!gids) {
            const bool separate = !problem.message.starts_with("has");
            errorAt(report_, problem.pos,
                    "tile layer '" + shownValue(name) + "'" + (separate ? ": " : " ") +
                        problem.message);
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
    std::optional<double> coordinate(const JsonValue& object, const char* key, const Placement& p) {
        const JsonValue* value = object.member(key);
        if (!value)
            return 0.0;
        if (value->type != JsonType::Number) {
            errorAt(report_, value->pos, describe(p) + ": \"" + key + "\" must be a number");
            return std::nullopt;
        }
        return value->number;
    }

    void readObjectLayer(const JsonValue& layer, const std::string& name, int tileWidth,
                         int tileHeight) {
        const JsonValue* objects = layer.member("objects");
        if (!objects || objects->type != JsonType::Array)
            return;
        for (const JsonValue& object : objects->items) {
            if (object.type != JsonType::Object)
                continue;
            if (tiled::PatrolObjects::isPatrol(object)) {
                patrols_.read(object, name, tileWidth, tileHeight, report_);
                continue;
            }
            std::optional<TileKind> kind = tiled::kindOf(object);
            const JsonValue* gidValue = object.member("gid");
            const std::optional<std::int64_t> gid =
                gidValue ? integerValue(*gidValue) : std::nullopt;
            const bool tileObject = gid && *gid >= 0 && *gid <= 0xFFFFFFFF;
            if (!kind && tileObject) {
                const auto plain = static_cast<std::uint32_t>(*gid) & ~kGidFlagMask;
                if (auto it = tileKinds_.find(plain); it != tileKinds_.end())
                    kind = it->second;
            }
            if (const JsonValue* objectName = object.member("name");
                !kind && objectName && objectName->type == JsonType::String) {
                kind = tiled::kindFromName(objectName->text);
            }
            const JsonValue* idValue = object.member("id");
            Placement p{{-1, -1},
                        kind.value_or(TileKind::Floor),
                        &name,
                        idValue ? integerValue(*idValue) : std::nullopt,
                        true};
            if (!kind) {
                report_.warning(object.pos.line, object.pos.column,
                                describe(p) +
                                    " has no CatMaze type (cat, bone, dog, exit, or patrol for a "
                                    "polyline); ignored");
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

    // Puts the placements on the map and checks the cat and exit. These errors are about the
    // map as a whole and carry no position.
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
            else if (level_.at(p.tile) == TileKind::CatStart) {
                // It would replace the cat: the map would load without one, and not load again
                // once saved.
                report_.errorLazily(0, 0, [&] {
                    return describe(p) + " lies on the cat's tile " + toString(p.tile) +
                           ": one object a tile";
                });
                continue;
            }
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
        patrols_.apply(level_, report_);  // on the dogs just placed
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
