#include "common.hpp"

#include <cstdio>

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

Diagnostic notWinnableWarning(const std::string& file, const WinPlan& solution) {
    const std::string what = solution.status == SolveStatus::TooComplex
                                 ? "could not decide whether this level can be won: "
                                 : "this level cannot be won: ";
    return {Severity::Warning, file, 0, 0, what + solution.reason};
}

}  // namespace catmaze::tool
