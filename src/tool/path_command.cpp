// `catmaze-level path FILE --from COL,ROW --to COL,ROW [--diagonal] [--json] [--algorithm NAME]`:
// one query of the game's pathfinder (jump point search where it applies, else A*; or the
// algorithm named) on a level (the cat's rules) or on a Moving AI map (the benchmark's rules).

#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "algorithms.hpp"
#include "args.hpp"
#include "catmaze/game/game.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/level/movingai.hpp"
#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "open_floor_tool.hpp"

namespace catmaze::tool {

namespace {

// A --from or --to argument: the tile and the words the user typed, for messages.
struct Endpoint {
    std::string option;
    std::string text;
    Tile tile;
};

Endpoint readEndpoint(const ParsedArgs& args, const std::string& name) {
    const std::string option = "--" + name;
    const auto text = args.value(name);
    if (!text)
        throw UsageError("missing " + option + " COL,ROW");
    return {option, *text, parseTile(*text, option)};
}

// Checks that both endpoints lie on a map of `size`; prints why not on `err`.
bool endpointsInside(const Endpoint& from, const Endpoint& to, GridSize size, std::ostream& err) {
    bool inside = true;
    for (const Endpoint* e : {&from, &to}) {
        if (!size.contains(e->tile)) {
            err << "catmaze-level path: " << e->option << ' ' << e->text << " is outside the "
                << size.width << 'x' << size.height << " map\n";
            inside = false;
        }
    }
    return inside;
}

// Why a search did not reach the goal, in words; `blockedWord` says what a blocked tile is.
template <class Cost>
std::string failureReason(const GridDataSource<Cost>& grid, Tile from, Tile to, PathStatus status,
                          const std::string& blockedWord) {
    if (status == PathStatus::Invalid) {
        std::string reason;
        if (!grid.walkableTile(from))
            reason = "start " + formatTile(from) + " is " + blockedWord;
        if (!grid.walkableTile(to)) {
            if (!reason.empty())
                reason += " and ";
            reason += "goal " + formatTile(to) + " is " + blockedWord;
        }
        return reason.empty() ? "the start or the goal is not on the map" : reason;
    }
    return "goal " + formatTile(to) + " cannot be reached from " + formatTile(from);
}

// Searches `grid` and prints the answer, as text or JSON. Returns the exit code.
template <class Cost>
int answer(const GridDataSource<Cost>& grid, Tile from, Tile to, Algorithm algorithm, bool json,
           const std::string& blockedWord, std::ostream& out) {
    GridSearcher<Cost> searcher;
    PathResult<Cost> found;
    searcher.findPath(algorithm, grid, grid.size().indexOf(from), grid.size().indexOf(to), found);
    TilePath<Cost> path{found.status, {}, found.cost, found.expandedCount};
    for (const NodeId n : found.path)
        path.tiles.push_back(grid.size().tileAt(n));
    const bool reached =
        path.status == PathStatus::Found || path.status == PathStatus::AlreadyThere;
    const std::string reason =
        reached ? std::string() : failureReason(grid, from, to, path.status, blockedWord);

    if (json) {
        nlohmann::ordered_json result;
        result["status"] = toString(path.status);
        result["cost"] = path.cost;
        result["path"] = nlohmann::ordered_json::array();
        for (const Tile t : path.tiles)
            result["path"].push_back({t.col, t.row});
        if (!reached)
            result["reason"] = reason;
        out << result.dump() << '\n';
    } else if (reached) {
        const std::size_t steps = path.tiles.size();
        out << toString(path.status) << ": cost " << formatCost(path.cost) << ", " << steps
            << (steps == 1 ? " step\n" : " steps\n");
        for (std::size_t i = 0; i < steps; ++i) {
            out << (i == 0 ? "" : " ") << formatTile(path.tiles[i]);
        }
        if (steps > 0)
            out << '\n';
    } else {
        out << toString(path.status) << ": " << reason << '\n';
    }
    return reached ? kExitOk : kExitNo;
}

}  // namespace

int runPath(const CommandArgs& call) {
    const ParsedArgs& args = call.args;
    const std::string& file = args.onlyFile();
    const bool json = args.has("json");
    if (levelFormatOf(file) != LevelFormat::MovingAi) {
        // An open-floor level takes points, not tiles: load it before reading --from and --to.
        const LevelLoadResult level = loadLevelFile(file);
        if (level.ok() && level.level->openFloor()) {
            printDiagnostics(call.err, level.diagnostics);
            const auto point = [&](const std::string& name) {
                const auto text = args.value(name);
                if (!text)
                    throw UsageError("missing --" + name + " X,Y");
                return *text;
            };
            return openFloorPath(*level.level, point("from"), point("to"), json, call.out,
                                 call.err);
        }
    }
    const Endpoint from = readEndpoint(args, "from");
    const Endpoint to = readEndpoint(args, "to");
    const Algorithm algorithm = parseAlgorithm(args.value("algorithm"), Algorithm::Jps);

    if (levelFormatOf(file) == LevelFormat::MovingAi) {
        // The benchmark's own rules; --diagonal is implied.
        const auto map = loadMovingAiMap(file);
        printDiagnostics(call.err, map.diagnostics);
        if (!map.ok())
            return kExitBadInput;
        if (!endpointsInside(from, to, map.value->size, call.err))
            return kExitBadInput;
        return answer(
            GridDataSource<double>(map.value->size, map.value->passable, movingAiExactMovement()),
            from.tile, to.tile, algorithm, json, "blocked", call.out);
    }

    const LevelLoadResult level = loadLevelFile(file);  // .json or .tmj, as the game reads them
    printDiagnostics(call.err, level.diagnostics);
    if (!level.ok())
        return kExitBadInput;
    if (!endpointsInside(from, to, level.level->size, call.err))
        return kExitBadInput;
    return answer(makeCatGrid(*level.level, catDiagonal(args.has("diagonal"))), from.tile, to.tile,
                  algorithm, json, "a wall", call.out);
}

}  // namespace catmaze::tool
