#include "tiled_map_properties.hpp"

#include <cstdint>

#include "catmaze/io/json_describe.hpp"
#include "tiled_layers.hpp"

namespace catmaze::tiled {

void readMapProperties(const JsonValue& map, Level& level, DiagnosticCollector& report) {
    const JsonValue* properties = map.member("properties");
    if (!properties || properties->type != JsonType::Array)
        return;
    std::optional<SourcePos> costAt;  // the last cost read, for the check that compares them
    for (const JsonValue& p : properties->items) {
        const JsonValue* nameValue = p.member("name");
        const JsonValue* value = p.member("value");
        if (!nameValue || !value || nameValue->type != JsonType::String)
            continue;
        const std::string& name = nameValue->text;
        if (name == "name") {
            if (value->type == JsonType::String && !value->text.empty())
                level.name = value->text;
            else
                errorAt(report, value->pos, "map property \"name\" must be a non-empty string");
            continue;
        }
        if (name == "$schema") {
            if (value->type == JsonType::String)
                level.schema = value->text;
            else
                errorAt(report, value->pos, "map property \"$schema\" must be a string");
            continue;
        }
        if (name == "diagonal") {
            const std::optional<LevelDiagonal> mode =
                value->type == JsonType::String ? levelDiagonalNamed(value->text) : std::nullopt;
            if (mode)
                level.rules.diagonal = *mode;
            else
                errorAt(report, value->pos,
                        "map property \"diagonal\" must be the string \"on\" or \"off\" "
                        "(leave it out to let the player's setting decide)");
            continue;
        }
        int* rule = name == "straightCost"        ? &level.rules.straightCost
                    : name == "diagonalCost"      ? &level.rules.diagonalCost
                    : name == "dogCostMultiplier" ? &level.rules.dogCostMultiplier
                                                  : nullptr;
        if (!rule)
            continue;  // designers may keep their own properties
        const std::optional<std::int64_t> n = integerValue(*value);
        if (!n || *n < 1 || *n > 1000000) {
            errorAt(report, value->pos,
                    "map property \"" + name + "\" must be an integer from 1 to 1000000");
            continue;
        }
        *rule = static_cast<int>(*n);
        if (rule != &level.rules.dogCostMultiplier)
            costAt = value->pos;
    }
    if (level.rules.diagonalCost < level.rules.straightCost) {
        errorAt(report, costAt.value_or(SourcePos{}),
                "map property \"diagonalCost\" must be at least \"straightCost\"");
    }
}

}  // namespace catmaze::tiled
