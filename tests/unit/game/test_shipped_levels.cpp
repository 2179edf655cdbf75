// Tests of the levels that ship with the game (levels/): the campaign list, each level file (loads
// cleanly, references the schema, is in the level writer's layout, can be won with and without
// diagonal moves), the JSON Schema for editors, and the Tiled example map.

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "catmaze/game/open_floor.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_formats.hpp"
#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/level_writer.hpp"

namespace catmaze {
namespace {

const std::filesystem::path kLevelsDir = std::filesystem::path(CATMAZE_SOURCE_DIR) / "levels";
const std::filesystem::path kCampaignFile = kLevelsDir / "campaign.json";
const std::filesystem::path kSchemaFile = kLevelsDir / "level.schema.json";
const std::filesystem::path kTiledExample = kLevelsDir / "examples" / "tiled-example.tmj";

// The smallest campaign worth shipping, and the size of its one large level.
constexpr std::size_t kMinCampaignLevels = 6;
constexpr GridSize kLargeLevel{60, 40};

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string formatAll(const std::vector<Diagnostic>& diagnostics) {
    std::string out;
    for (const Diagnostic& d : diagnostics)
        out += d.format() + "\n";
    return out;
}

// The level file names listed in campaign.json (in its chapters or its flat list), read directly
// (not through loadCampaign), so the list of parameterized tests does not depend on the code under
// test.
std::vector<std::string> campaignFileNames() {
    const nlohmann::json campaign = nlohmann::json::parse(readFile(kCampaignFile), nullptr, false);
    std::vector<std::string> names;
    const auto addList = [&names](const nlohmann::json& list) {
        if (!list.is_array())
            return;
        for (const nlohmann::json& name : list) {
            if (name.is_string())
                names.push_back(name.get<std::string>());
        }
    };
    if (campaign.is_object() && campaign.contains("levels"))
        addList(campaign["levels"]);
    if (campaign.is_object() && campaign.contains("chapters") && campaign["chapters"].is_array()) {
        for (const nlohmann::json& chapter : campaign["chapters"]) {
            if (chapter.is_object() && chapter.contains("levels"))
                addList(chapter["levels"]);
        }
    }
    return names;
}

Level loadShipped(const std::string& fileName) {
    const LevelLoadResult r = loadLevelFile(kLevelsDir / fileName);
    if (!r.ok()) {
        ADD_FAILURE() << formatAll(r.diagnostics);
        return {};
    }
    return *r.level;
}

nlohmann::json loadSchema() {
    return nlohmann::json::parse(readFile(kSchemaFile), nullptr, false);
}

// Checks that `solution` wins `level`: every step goes to a walkable neighbour (diagonal only when
// allowed, never cutting a wall's corner), or is a wait on a level whose dogs walk patrols (the
// only levels where waiting can help), and the route ends on an exit.
void expectWinningRoute(const Level& level, const Solution& solution, bool diagonal) {
    ASSERT_EQ(solution.status, SolveStatus::Winnable) << solution.reason;
    ASSERT_FALSE(solution.route.empty());
    EXPECT_GT(solution.cost, 0);
    Tile at = level.catStart();
    for (const Tile next : solution.route) {
        const int dc = next.col - at.col;
        const int dr = next.row - at.row;
        ASSERT_TRUE(level.walkable(next)) << toString(next);
        ASSERT_LE(std::abs(dc), 1) << toString(at) << " -> " << toString(next);
        ASSERT_LE(std::abs(dr), 1) << toString(at) << " -> " << toString(next);
        ASSERT_TRUE(dc != 0 || dr != 0 || !level.patrols.empty()) << "a wait " << toString(at);
        if (dc != 0 && dr != 0) {
            ASSERT_TRUE(diagonal) << "diagonal step " << toString(at) << " -> " << toString(next);
            EXPECT_TRUE(level.walkable({at.col + dc, at.row}) &&
                        level.walkable({at.col, at.row + dr}))
                << "corner cut " << toString(at) << " -> " << toString(next);
        }
        at = next;
    }
    EXPECT_EQ(level.at(solution.route.back()), TileKind::Exit);
}

// --- the campaign -------------------------------------------------------------------------------

TEST(ShippedCampaign, ListsEnoughLevelsAndTheGameReadsTheSameList) {
    const std::vector<std::string> names = campaignFileNames();
    EXPECT_GE(names.size(), kMinCampaignLevels);
    const CampaignLoad campaign = loadCampaign(kCampaignFile);
    ASSERT_TRUE(campaign.ok()) << formatAll(campaign.diagnostics);
    EXPECT_TRUE(campaign.diagnostics.empty()) << formatAll(campaign.diagnostics);
    EXPECT_EQ(campaign.campaign.names, names);
    ASSERT_EQ(campaign.campaign.levels.size(), names.size());
    for (std::size_t i = 0; i < names.size(); ++i) {
        EXPECT_TRUE(std::filesystem::equivalent(campaign.campaign.levels[i], kLevelsDir / names[i]))
            << campaign.campaign.levels[i];
    }
}

TEST(ShippedCampaign, EveryLevelFileIsInTheCampaignOnce) {
    const std::vector<std::string> names = campaignFileNames();
    const std::set<std::string> listed(names.begin(), names.end());
    EXPECT_EQ(listed.size(), names.size()) << "a level is listed twice";
    std::set<std::string> onDisk;
    for (const auto& entry : std::filesystem::directory_iterator(kLevelsDir)) {
        const std::string name = entry.path().filename().string();
        if (entry.is_regular_file() && entry.path().extension() == ".json" &&
            name != "campaign.json" && name != "level.schema.json")
            onDisk.insert(name);
    }
    EXPECT_EQ(onDisk, listed);
}

TEST(ShippedCampaign, LevelsHaveDistinctNames) {
    std::set<std::string> seen;
    for (const std::string& file : campaignFileNames())
        EXPECT_TRUE(seen.insert(loadShipped(file).name).second) << file;
}

TEST(ShippedCampaign, HasALargeLevel) {
    bool found = false;
    for (const std::string& file : campaignFileNames()) {
        const Level level = loadShipped(file);
        found = found ||
                (level.size.width >= kLargeLevel.width && level.size.height >= kLargeLevel.height);
    }
    EXPECT_TRUE(found) << "no level of at least " << kLargeLevel.width << "x" << kLargeLevel.height;
}

// --- each level ---------------------------------------------------------------------------------

class ShippedLevel : public testing::TestWithParam<std::string> {};

TEST_P(ShippedLevel, LoadsWithoutErrorsOrWarnings) {
    const LevelLoadResult r = loadLevelFile(kLevelsDir / GetParam());
    ASSERT_TRUE(r.ok()) << formatAll(r.diagnostics);
    EXPECT_TRUE(r.diagnostics.empty()) << formatAll(r.diagnostics);
    EXPECT_FALSE(r.level->name.empty());
    EXPECT_EQ(r.level->find(TileKind::CatStart).size(), 1u);
    EXPECT_FALSE(r.level->find(TileKind::Exit).empty());
}

TEST_P(ShippedLevel, ReferencesTheSchemaFirst) {
    const Level level = loadShipped(GetParam());
    EXPECT_EQ(level.schema, "./level.schema.json");
    EXPECT_EQ(
        readFile(kLevelsDir / GetParam()).rfind("{\n  \"$schema\": \"./level.schema.json\",\n", 0),
        0u);
    EXPECT_TRUE(std::filesystem::exists(kLevelsDir / level.schema));
}

TEST_P(ShippedLevel, IsInTheLevelWritersLayout) {
    // Saving the level (as the editor does) changes no byte, so diffs stay clean.
    EXPECT_EQ(readFile(kLevelsDir / GetParam()), formatLevel(loadShipped(GetParam())));
}

// An open-floor level is won by walking freely, not by tile steps: its own planner must find a
// walk from the start through every bone needed to an exit.
void expectOpenFloorWin(const Level& level) {
    const OpenFloorPlan plan = openFloorPlan(level);
    ASSERT_TRUE(plan.winnable);
    EXPECT_EQ(plan.route.front(), tileCentre(level.catStart()));
    ASSERT_FALSE(level.find(TileKind::Exit).empty());
    bool endsOnExit = false;
    for (Tile exit : level.find(TileKind::Exit))
        endsOnExit = endsOnExit || plan.route.back() == tileCentre(exit);
    EXPECT_TRUE(endsOnExit);
    EXPECT_GT(plan.length, 0);
}

TEST_P(ShippedLevel, IsWinnableWithoutDiagonals) {
    const Level level = loadShipped(GetParam());
    if (level.openFloor())
        return expectOpenFloorWin(level);
    expectWinningRoute(level, solveLevel(level, {.diagonal = catDiagonal(false)}), false);
}

TEST_P(ShippedLevel, IsWinnableWithDiagonals) {
    const Level level = loadShipped(GetParam());
    if (level.openFloor())
        return;  // diagonals mean nothing on open floor (checked once above)
    const Solution withDiagonals = solveLevel(level, {.diagonal = catDiagonal(true)});
    expectWinningRoute(level, withDiagonals, true);
    // Diagonal moves only add ways to move, so they never make the best route dearer.
    EXPECT_LE(withDiagonals.cost, solveLevel(level, {.diagonal = catDiagonal(false)}).cost);
}

std::string testNameOf(const testing::TestParamInfo<std::string>& info) {
    // "01-first-steps.json" -> "01_first_steps"
    std::string name = std::filesystem::path(info.param).stem().string();
    std::replace_if(
        name.begin(), name.end(),
        [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
    return name;
}

INSTANTIATE_TEST_SUITE_P(Campaign, ShippedLevel, testing::ValuesIn(campaignFileNames()),
                         testNameOf);

// --- the schema ---------------------------------------------------------------------------------

TEST(ShippedCampaign, HasAtLeastTwoOpenFloorLevels) {
    int open = 0;
    for (const std::string& file : campaignFileNames())
        open += loadShipped(file).openFloor() ? 1 : 0;
    EXPECT_GE(open, 2);
}

TEST(LevelSchema, IsDraft07JsonDescribingFormatVersions1And2) {
    const nlohmann::json schema = loadSchema();
    ASSERT_FALSE(schema.is_discarded()) << "level.schema.json is not valid JSON";
    EXPECT_EQ(schema["$schema"], "http://json-schema.org/draft-07/schema#");
    EXPECT_EQ(schema["type"], "object");
    EXPECT_EQ(schema["required"], nlohmann::json({"name", "version", "tiles"}));
    EXPECT_EQ(schema["additionalProperties"], true);
    const nlohmann::json& properties = schema["properties"];
    for (const char* key :
         {"$schema", "name", "version", "tileSize", "rules", "tiles", "obstacles"}) {
        ASSERT_TRUE(properties.contains(key)) << key;
        EXPECT_TRUE(properties[key].contains("description")) << key;
    }
    EXPECT_EQ(properties["version"]["enum"], nlohmann::json({1, 2}));
    const nlohmann::json& polygon = properties["obstacles"]["items"];
    EXPECT_EQ(polygon["required"], nlohmann::json({"points"}));
    EXPECT_EQ(polygon["properties"]["points"]["minItems"], 3);
    EXPECT_EQ(properties["name"]["type"], "string");
    EXPECT_EQ(properties["name"]["minLength"], 1);
}

TEST(LevelSchema, LimitsAndDefaultsMatchTheLoader) {
    const nlohmann::json properties = loadSchema()["properties"];
    const nlohmann::json& tileSize = properties["tileSize"];
    EXPECT_EQ(tileSize["type"], "integer");
    EXPECT_EQ(tileSize["minimum"], 8);
    EXPECT_EQ(tileSize["maximum"], 256);
    EXPECT_EQ(tileSize["default"], Level{}.tileSize);
    const nlohmann::json& tiles = properties["tiles"];
    EXPECT_EQ(tiles["minItems"], 1);
    EXPECT_EQ(tiles["maxItems"], kMaxLevelSide);
    EXPECT_EQ(tiles["items"]["minLength"], 1);
    EXPECT_EQ(tiles["items"]["maxLength"], kMaxLevelSide);
    const nlohmann::json& rules = properties["rules"]["properties"];
    const LevelRules defaults;
    const std::pair<const char*, int> costs[] = {{"straightCost", defaults.straightCost},
                                                 {"diagonalCost", defaults.diagonalCost},
                                                 {"dogCostMultiplier", defaults.dogCostMultiplier}};
    for (const auto& [key, value] : costs) {
        EXPECT_EQ(rules[key]["type"], "integer") << key;
        EXPECT_EQ(rules[key]["minimum"], 1) << key;
        EXPECT_EQ(rules[key]["maximum"], 1000000) << key;
        EXPECT_EQ(rules[key]["default"], value) << key;
    }
    // The level's own diagonal mode: exactly the names the loader accepts, no default.
    EXPECT_EQ(rules["diagonal"]["enum"],
              nlohmann::json({toString(LevelDiagonal::On), toString(LevelDiagonal::Off)}));
    EXPECT_FALSE(rules["diagonal"].contains("default"));
    EXPECT_EQ(rules.size(), 4u);
}

TEST(LevelSchema, TilePatternAcceptsEveryShippedRowAndOnlyTileCharacters) {
    const nlohmann::json items = loadSchema()["properties"]["tiles"]["items"];
    ASSERT_EQ(items["pattern"], "^[#.CBDE]+$");
    const std::regex pattern(items["pattern"].get<std::string>(), std::regex::ECMAScript);
    std::size_t rowsChecked = 0;
    for (const std::string& file : campaignFileNames()) {
        for (const std::string& row : loadShipped(file).rows()) {
            EXPECT_TRUE(std::regex_search(row, pattern)) << file << ": " << row;
            ++rowsChecked;
        }
    }
    EXPECT_GT(rowsChecked, 0u);
    for (const char* bad : {"", "#X#", "# #", "#c#", "#C#\n", "#.E#!"})
        EXPECT_FALSE(std::regex_search(std::string(bad), pattern)) << bad;
}

// --- the Tiled example --------------------------------------------------------------------------

TEST(TiledExample, LoadsAsTheLevelItDraws) {
    const LevelLoadResult r = loadLevelFile(kTiledExample);
    ASSERT_TRUE(r.ok()) << formatAll(r.diagnostics);
    EXPECT_TRUE(r.diagnostics.empty()) << formatAll(r.diagnostics);
    const Level& level = *r.level;
    EXPECT_EQ(level.name, "Tiled Example");
    EXPECT_EQ(level.tileSize, 32);
    EXPECT_EQ(level.rules, (LevelRules{10, 14, 8}));
    EXPECT_EQ(level.rows(),
              (std::vector<std::string>{"##########", "#C...#...#", "#.##.#...#", "#..B.....#",
                                        "#.####.#D#", "#......#E#", "##########"}));
}

TEST(TiledExample, IsAValidTiled110OrthogonalMapWithItsTileset) {
    const nlohmann::json map = nlohmann::json::parse(readFile(kTiledExample), nullptr, false);
    ASSERT_FALSE(map.is_discarded());
    EXPECT_EQ(map["type"], "map");
    EXPECT_EQ(map["version"], "1.10");
    EXPECT_EQ(map["orientation"], "orthogonal");
    EXPECT_EQ(map["infinite"], false);
    const nlohmann::json& tileset = map["tilesets"][0];
    EXPECT_EQ(tileset["image"], "../../assets/images/tileset.png");
    EXPECT_TRUE(
        std::filesystem::exists(kTiledExample.parent_path() / tileset["image"].get<std::string>()));
    EXPECT_EQ(map["layers"][0]["type"], "tilelayer");
    EXPECT_EQ(map["layers"][0]["data"].size(),
              map["width"].get<std::size_t>() * map["height"].get<std::size_t>());
    EXPECT_EQ(map["layers"][1]["type"], "objectgroup");
}

TEST(TiledExample, IsWinnableOnlyByFetchingTheBone) {
    const LevelLoadResult r = loadLevelFile(kTiledExample);
    ASSERT_TRUE(r.ok()) << formatAll(r.diagnostics);
    const Solution solution = solveLevel(*r.level);
    expectWinningRoute(*r.level, solution, false);
    EXPECT_EQ(solution.bonesPicked, (std::vector<Tile>{{3, 3}}));
    EXPECT_EQ(solution.dogsBribed, (std::vector<Tile>{{8, 4}}));
}

TEST(TiledExample, ConvertsToTheSameLevelAsAFormatV1File) {
    // What `catmaze-level convert` does: load any format, save as a level file, load that.
    const LevelLoadResult tiled = loadLevelFile(kTiledExample);
    ASSERT_TRUE(tiled.ok()) << formatAll(tiled.diagnostics);
    const LevelLoadResult again = parseLevel(formatLevel(*tiled.level), "converted.json");
    ASSERT_TRUE(again.ok()) << formatAll(again.diagnostics);
    EXPECT_EQ(again.level->rows(), tiled.level->rows());
    EXPECT_EQ(again.level->rules, tiled.level->rules);
    EXPECT_EQ(again.level->name, tiled.level->name);
}

}  // namespace
}  // namespace catmaze
