#include "catmaze/level/level_writer.hpp"

#include <array>
#include <string_view>

#include <nlohmann/json.hpp>

#include "catmaze/io/atomic_file.hpp"
#include "catmaze/level/level_metrics_member.hpp"
#include "catmaze/level/level_obstacles.hpp"
#include "catmaze/level/level_patrols.hpp"

namespace catmaze {

namespace {

constexpr int kDefaultTileSize = 32;

// Keys the writer writes itself; an extra key with one of these names would duplicate it.
constexpr std::array<std::string_view, 9> kKnownKeys = {
    "$schema", "name", "version", "tileSize", "rules", "tiles", "obstacles", "patrols", "metrics"};

// Compact JSON; bytes that are not UTF-8 become U+FFFD instead of throwing.
std::string dumpCompact(const nlohmann::ordered_json& value) {
    return value.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

std::string jsonString(const std::string& text) {
    return dumpCompact(nlohmann::ordered_json(text));
}

bool isKnownKey(const std::string& key) {
    for (std::string_view known : kKnownKeys) {
        if (key == known)
            return true;
    }
    return false;
}

// The rules object, or "" when every rule is the default: the three costs when any differs,
// and the diagonal mode when the level names one.
std::string formatRules(const LevelRules& r) {
    std::vector<std::string> parts;
    LevelRules costsOnly = r;
    costsOnly.diagonal = LevelDiagonal::PlayersSetting;
    if (costsOnly != LevelRules{}) {
        parts.push_back("\"straightCost\": " + std::to_string(r.straightCost));
        parts.push_back("\"diagonalCost\": " + std::to_string(r.diagonalCost));
        parts.push_back("\"dogCostMultiplier\": " + std::to_string(r.dogCostMultiplier));
    }
    if (r.diagonal != LevelDiagonal::PlayersSetting)
        parts.push_back("\"diagonal\": " + jsonString(toString(r.diagonal)));
    if (parts.empty())
        return "";
    std::string out = "{";
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i == 0 ? "" : ", ") + parts[i];
    return out + "}";
}

}  // namespace

std::string formatLevel(const Level& level) {
    // Each member is one string "  KEY: VALUE", joined with ",\n" at the end.
    std::vector<std::string> members;
    if (!level.schema.empty())
        members.push_back("  \"$schema\": " + jsonString(level.schema));
    members.push_back("  \"name\": " + jsonString(level.name));
    members.push_back("  \"version\": " + std::to_string(level.version));
    if (level.tileSize != kDefaultTileSize)
        members.push_back("  \"tileSize\": " + std::to_string(level.tileSize));
    if (std::string rules = formatRules(level.rules); !rules.empty())
        members.push_back("  \"rules\": " + rules);
    std::string tiles = "  \"tiles\": [";
    const std::vector<std::string> rows = level.rows();
    for (std::size_t i = 0; i < rows.size(); ++i)
        tiles += (i == 0 ? "\n    " : ",\n    ") + jsonString(rows[i]);
    tiles += rows.empty() ? "]" : "\n  ]";
    members.push_back(std::move(tiles));
    if (std::string obstacles = formatLevelObstacles(level); !obstacles.empty())
        members.push_back(std::move(obstacles));
    if (std::string patrols = formatLevelPatrols(level); !patrols.empty())
        members.push_back(std::move(patrols));
    if (std::string metrics = formatLevelMetrics(level); !metrics.empty())
        members.push_back(std::move(metrics));
    for (const ExtraKey& extra : level.extraKeys) {
        if (!isKnownKey(extra.name))
            members.push_back("  " + jsonString(extra.name) + ": " + extra.json);
    }

    std::string out = "{\n";
    for (std::size_t i = 0; i < members.size(); ++i)
        out += members[i] + (i + 1 < members.size() ? ",\n" : "\n");
    out += "}\n";
    return out;
}

std::optional<std::string> saveLevelFile(const std::filesystem::path& path, const Level& level) {
    try {
        return writeFileAtomically(path, formatLevel(level));
    } catch (const std::exception& e) {
        return "cannot write " + path.string() + ": " + e.what();
    }
}

}  // namespace catmaze
