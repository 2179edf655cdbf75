#include "common.hpp"

#include <cstdio>
#include <system_error>

#include "catmaze/data_dirs.hpp"
#include "catmaze/level/level_schema.hpp"
#include "tile_position.hpp"

namespace catmaze::tool {

std::string formatTile(Tile t) {
    return '(' + std::to_string(t.col) + ',' + std::to_string(t.row) + ')';
}

std::string formatCost(std::int64_t cost) {
    return std::to_string(cost);
}

std::string formatCost(double cost) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.8f", cost);
    return buffer;
}

void printDiagnostics(std::ostream& os, const std::vector<Diagnostic>& diagnostics) {
    for (const Diagnostic& d : diagnostics)
        os << d.format() << '\n';
}

nlohmann::ordered_json tileJson(Tile t) {
    return nlohmann::ordered_json::array({t.col, t.row});
}

nlohmann::ordered_json tilesJson(const std::vector<Tile>& tiles) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const Tile t : tiles)
        list.push_back(tileJson(t));
    return list;
}

std::string newLevelSchema(const std::filesystem::path& file) {
    const std::filesystem::path schema = dataDirs().levels / kLevelSchemaFileName;
    std::error_code error;
    return std::filesystem::is_regular_file(schema, error) ? schemaReference(file, schema) : "";
}

Diagnostic notWinnableWarning(const std::string& file, const WinPlan& solution) {
    const std::string what = solution.status == SolveStatus::TooComplex
                                 ? "could not decide whether this level can be won: "
                                 : "this level cannot be won: ";
    // At the exit that cannot be reached, where the designer will look first.
    const SourcePos at = solution.cutOff ? tilePosition(file, solution.cutOff->exit) : SourcePos{};
    return {Severity::Warning, file, at.line, at.column, what + solution.reason};
}

}  // namespace catmaze::tool
