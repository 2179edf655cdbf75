// Dogs' patrols in Tiled maps: written as polyline objects of type `patrol` on the dog and read
// back to the same level file; polylines drawn by hand (points anywhere in their tiles, the
// `loop` property); and each mistake named by its object, at its point in the file.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "catmaze/level/level_formats.hpp"
#include "catmaze/level/level_writer.hpp"
#include "first_diagnostic.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

using nlohmann::json;

// Dogs at (2,1) and (4,2); a wall at (2,2) below the first.
Level tiledPatrolLevel() {
    Level level = test::levelFrom({"#######", "#CD..E#", "#.#.D.#", "#######"});
    level.name = "Rounds";
    level.version = 2;
    level.patrols = {{{{2, 1}, {3, 1}, {4, 1}}, false}, {{{4, 2}, {3, 2}, {3, 1}, {4, 1}}, true}};
    return level;
}

// `level` as a Tiled map whose object layer also holds `extra` objects.
std::string mapWith(const Level& level, const std::vector<json>& extra) {
    json map = json::parse(formatTiledMap(level, "tileset.png"));
    for (json& layer : map["layers"]) {
        if (layer["type"] == "objectgroup") {
            for (const json& object : extra)
                layer["objects"].push_back(object);
        }
    }
    return map.dump(1);
}

// A polyline object of `type` at pixel (x, y) through `points` (pixel offsets).
json polyline(int id, const std::string& type, double x, double y,
              const std::vector<std::pair<double, double>>& points) {
    json object = {{"id", id}, {"type", type}, {"x", x}, {"y", y}, {"polyline", json::array()}};
    for (const auto& [px, py] : points)
        object["polyline"].push_back({{"x", px}, {"y", py}});
    return object;
}

std::vector<std::string> tiledMessagesOf(const LevelLoadResult& result) {
    std::vector<std::string> messages;
    for (const Diagnostic& d : result.diagnostics)
        messages.push_back(d.message);
    return messages;
}

TEST(TiledPatrols, ALevelFileThroughTiledAndBackIsTheSameFile) {
    const Level level = tiledPatrolLevel();
    const LevelLoadResult back =
        parseTiledMap(formatTiledMap(level, "tileset.png"), "Rounds.tmj", ".");
    ASSERT_TRUE(back.ok()) << test::diagnosticsText(back.diagnostics);
    EXPECT_TRUE(back.diagnostics.empty()) << test::diagnosticsText(back.diagnostics);
    EXPECT_EQ(back.level->patrols, level.patrols);
    EXPECT_EQ(back.level->version, 2);
    EXPECT_EQ(formatLevel(*back.level), formatLevel(level));
}

TEST(TiledPatrols, EachPatrolIsAPolylineOnItsDog) {
    const json map = json::parse(formatTiledMap(tiledPatrolLevel(), "tileset.png"));
    std::vector<json> patrols;
    for (const json& object : map["layers"][1]["objects"]) {
        if (object.contains("polyline"))
            patrols.push_back(object);
    }
    ASSERT_EQ(patrols.size(), 2u);
    // The first point is the centre of the dog's tile (2,1) on 32-pixel tiles.
    EXPECT_EQ(patrols[0]["type"], "patrol");
    EXPECT_EQ(patrols[0]["x"], 80.0);
    EXPECT_EQ(patrols[0]["y"], 48.0);
    EXPECT_EQ(patrols[0]["polyline"][2], (json{{"x", 64}, {"y", 0}}));
    EXPECT_EQ(patrols[1]["properties"][0],
              (json{{"name", "loop"}, {"type", "bool"}, {"value", true}}));
}

TEST(TiledPatrols, APolylineDrawnByHandCountsTheTilesItsPointsLieIn) {
    Level still = tiledPatrolLevel();
    still.patrols.clear();
    // On the dog at (4,2)'s top-left corner, then anywhere in (4,1) and (3,1); class in capitals.
    json drawn = polyline(40, "Patrol", 128, 64, {{0, 0}, {5, -20}, {-30, -31}});
    drawn["properties"] = json::array({{{"name", "loop"}, {"type", "bool"}, {"value", false}}});
    const LevelLoadResult r = parseTiledMap(mapWith(still, {drawn}), "drawn.tmj", ".");
    ASSERT_TRUE(r.ok()) << test::diagnosticsText(r.diagnostics);
    EXPECT_EQ(r.level->patrols, (std::vector<Patrol>{{{{4, 2}, {4, 1}, {3, 1}}, false}}));
    EXPECT_EQ(r.level->version, 2);
}

TEST(TiledPatrols, APolylineOfNoKindIsStillIgnored) {
    Level still = tiledPatrolLevel();
    still.patrols.clear();
    const LevelLoadResult r =
        parseTiledMap(mapWith(still, {polyline(40, "", 80, 48, {{0, 0}, {32, 0}})}), "x.tmj", ".");
    ASSERT_TRUE(r.ok()) << test::diagnosticsText(r.diagnostics);
    EXPECT_TRUE(r.level->patrols.empty());
    EXPECT_EQ(r.level->version, 1);
    EXPECT_EQ(
        tiledMessagesOf(r),
        (std::vector<std::string>{"object 40 in layer 'objects' has no CatMaze type (cat, bone, "
                                  "dog, exit, or patrol for a polyline); ignored"}));
}

TEST(TiledPatrols, EachMistakeNamesItsObjectAtItsPoint) {
    Level still = tiledPatrolLevel();
    still.patrols.clear();
    json notOnADog = polyline(41, "patrol", 112, 48, {{0, 0}, {32, 0}});
    json intoTheWall = polyline(42, "patrol", 80, 48, {{0, 0}, {0, 32}});
    json badLoop = polyline(43, "patrol", 144, 80, {{0, 0}, {-32, 0}});
    badLoop["properties"] = json::array({{{"name", "loop"}, {"type", "string"}, {"value", "y"}}});
    const LevelLoadResult routes =
        parseTiledMap(mapWith(still, {notOnADog, intoTheWall}), "bad.tmj", ".");
    EXPECT_FALSE(routes.ok());
    EXPECT_EQ(tiledMessagesOf(routes),
              (std::vector<std::string>{
                  "patrol object 41 in layer 'objects': patrol 0 starts at (3,1), which is not a "
                  "dog 'D'; a patrol's first tile is its dog's tile",
                  "patrol object 42 in layer 'objects': tile 1 of patrol 1, (2,2), is a wall "
                  "'#'; a dog walks where the cat can"}));
    // The loop property is read with the objects; the routes are checked only on a map whose
    // objects could all be read, as the cat and exit are.
    const LevelLoadResult loop = parseTiledMap(mapWith(still, {badLoop}), "bad.tmj", ".");
    EXPECT_EQ(tiledMessagesOf(loop),
              (std::vector<std::string>{"patrol object 43 in layer 'objects': the property "
                                        "\"loop\" must be a bool (true: round and round, false: "
                                        "back and forth)"}));
    for (const Diagnostic& d : routes.diagnostics)
        EXPECT_GT(d.line, 0) << d.format();
    ASSERT_EQ(loop.diagnostics.size(), 1u);
    EXPECT_GT(loop.diagnostics[0].line, 0);
}

TEST(TiledPatrols, AtMostSixteenPatrolObjects) {
    Level still = tiledPatrolLevel();
    still.patrols.clear();
    std::vector<json> many;
    for (int i = 0; i < 17; ++i)
        many.push_back(polyline(50 + i, "patrol", 80, 48, {{0, 0}, {32, 0}}));
    const LevelLoadResult r = parseTiledMap(mapWith(still, many), "many.tmj", ".");
    EXPECT_FALSE(r.ok());
    EXPECT_EQ(tiledMessagesOf(r),
              (std::vector<std::string>{"the map has 17 patrol objects; a level "
                                        "has at most 16 patrols"}));
}

}  // namespace
}  // namespace catmaze
