// `catmaze-level solve FILE [--diagonal] [--json] [--max-states N] [--metrics]`: whether the level
// can be won, and its cheapest winning route, from the exact planner (catmaze/game/win_plan.hpp).

#include <nlohmann/json.hpp>
#include <string>

#include "args.hpp"
#include "catmaze/game/level_metrics.hpp"
#include "catmaze/game/win_plan.hpp"
#include "catmaze/level/level_files.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "metrics_report.hpp"
#include "open_floor_tool.hpp"

namespace catmaze::tool {

namespace {

// `tiles` on one line, or "none".
std::string tileList(const std::vector<Tile>& tiles) {
    if (tiles.empty())
        return "none";
    std::string text;
    for (const Tile t : tiles) {
        if (!text.empty())
            text += ' ';
        text += formatTile(t);
    }
    return text;
}

// The answer as one JSON object; the cost is null when there is no winning route; the measures
// when asked.
void printJson(const WinPlan& solution, const std::optional<LevelMetrics>& metrics,
               std::ostream& out) {
    const bool winnable = solution.winnable();
    nlohmann::ordered_json result;
    result["winnable"] = winnable;
    result["cost"] = winnable ? nlohmann::ordered_json(solution.cost) : nullptr;
    result["route"] = tilesJson(solution.tiles);
    result["bones"] = tilesJson(solution.bonesPicked);
    result["dogs"] = tilesJson(solution.dogsPaid);
    if (!winnable)
        result["reason"] = solution.reason;
    if (metrics)
        result["metrics"] = metricsJson(*metrics);
    out << result.dump() << '\n';
}

// The route with "wait" for each tick the cat stays on its tile (a tile repeated: patrols),
// and how many waits it has.
std::string routeText(Tile start, const std::vector<Tile>& route, std::size_t& waits) {
    waits = 0;
    std::string text;
    Tile at = start;
    for (const Tile t : route) {
        if (!text.empty())
            text += ' ';
        waits += t == at;
        text += t == at ? std::string("wait") : formatTile(t);
        at = t;
    }
    return text.empty() ? "none" : text;
}

// The answer for people: the verdict with the cost, steps and waits, then the route (a wait
// named as one), bones and dogs.
void printText(const WinPlan& solution, std::ostream& out) {
    if (!solution.winnable()) {
        out << "unwinnable: " << solution.reason << '\n';
        return;
    }
    std::size_t waits = 0;
    const Tile start = solution.points.empty() ? Tile{} : tileHolding(solution.points.front());
    const std::string route = routeText(start, solution.tiles, waits);
    const std::size_t steps = solution.tiles.size() - waits;
    out << "winnable: cost " << formatCost(solution.cost) << ", " << steps
        << (steps == 1 ? " step" : " steps");
    if (waits > 0)
        out << " and " << waits << (waits == 1 ? " wait" : " waits");
    out << "\nroute: " << route << '\n'
        << "bones: " << tileList(solution.bonesPicked) << '\n'
        << "dogs:  " << tileList(solution.dogsPaid) << '\n';
}

// What limit stopped a TooComplex search, after its reason: none for a level beyond the
// solver's fixed limits (too many bones and dogs, dogs' rounds too long), which say so.
std::string limitReached(const WinPlan& solution, const SolveOptions& options) {
    if (solution.statesSearched >= options.maxStates)
        return "; a larger --max-states may help";
    if (solution.tilesSearched >= options.maxTiles) {
        return "; its searches covered the most tiles allowed (" +
               std::to_string(solution.tilesSearched) + ")";
    }
    return "";
}

}  // namespace

int runSolve(const CommandArgs& call) {
    const ParsedArgs& args = call.args;
    const std::string& file = args.onlyFile();
    SolveOptions options;
    options.diagonal = catDiagonal(args.has("diagonal"));
    if (const auto limit = args.value("max-states"))
        options.maxStates = parsePositive(*limit, "--max-states");

    const LevelLoadResult level = loadLevelFile(file);
    printDiagnostics(call.err, level.diagnostics);
    if (!level.ok())
        return kExitBadInput;
    const WinPlan solution = planWin(*level.level, options);
    if (solution.status == SolveStatus::TooComplex) {
        call.err << Diagnostic{Severity::Error, file, 0, 0,
                               "could not decide whether this level can be won: " +
                                   solution.reason + limitReached(solution, options)}
                        .format()
                 << '\n';
        return kExitBadInput;
    }
    // The open floor's walk is points, not tiles, and it has no measures.
    if (level.level->openFloor())
        return openFloorSolve(solution, args.has("json"), call.out);
    // The measures solve the level again, a few times over: only when asked.
    const std::optional<LevelMetrics> metrics =
        args.has("metrics") ? std::optional(measureLevel(*level.level, options)) : std::nullopt;
    if (args.has("json")) {
        printJson(solution, metrics, call.out);
    } else {
        printText(solution, call.out);
        if (metrics)
            printMetrics(*metrics, call.out);
    }
    return solution.winnable() ? kExitOk : kExitNo;
}

}  // namespace catmaze::tool
