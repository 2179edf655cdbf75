#include "catmaze/level/level_formats.hpp"

#include <cstdint>

#include <nlohmann/json.hpp>

namespace catmaze {

namespace {

using nlohmann::json;

std::string tileText(Tile t) {
    return toString(t);
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
    // Each patrol a polyline through its tiles' centres, starting on its dog.
    for (const Patrol& patrol : level.patrols) {
        const auto centre = [&](int index) { return (index + 0.5) * ts; };
        json points = json::array();
        for (const Tile t : patrol.tiles) {
            points.push_back({{"x", (t.col - patrol.tiles.front().col) * ts},
                              {"y", (t.row - patrol.tiles.front().row) * ts}});
        }
        objects.push_back(
            {{"id", nextId++},
             {"name", "patrol"},
             {"type", "patrol"},
             {"x", centre(patrol.tiles.front().col)},
             {"y", centre(patrol.tiles.front().row)},
             {"width", 0},
             {"height", 0},
             {"rotation", 0},
             {"visible", true},
             {"polyline", std::move(points)},
             {"properties",
              json::array({{{"name", "loop"}, {"type", "bool"}, {"value", patrol.loop}}})}});
    }
    json properties = json::array({{{"name", "name"}, {"type", "string"}, {"value", level.name}}});
    // Kept for the way back to a level file (Tiled keeps a map's custom properties as they are).
    if (!level.schema.empty())
        properties.push_back({{"name", "$schema"}, {"type", "string"}, {"value", level.schema}});
    LevelRules costs = level.rules;
    costs.diagonal = LevelDiagonal::PlayersSetting;
    if (costs != LevelRules{}) {
        properties.push_back(
            {{"name", "straightCost"}, {"type", "int"}, {"value", level.rules.straightCost}});
        properties.push_back(
            {{"name", "diagonalCost"}, {"type", "int"}, {"value", level.rules.diagonalCost}});
        properties.push_back({{"name", "dogCostMultiplier"},
                              {"type", "int"},
                              {"value", level.rules.dogCostMultiplier}});
    }
    if (level.rules.diagonal != LevelDiagonal::PlayersSetting) {
        properties.push_back(
            {{"name", "diagonal"}, {"type", "string"}, {"value", toString(level.rules.diagonal)}});
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
    DiagnosticCollector report(fileName);
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
        result.diagnostics = report.take();
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
    if (report.anyError()) {
        result.diagnostics = report.take();
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

}  // namespace catmaze
