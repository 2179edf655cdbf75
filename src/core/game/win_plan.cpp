#include "catmaze/game/win_plan.hpp"

#include <cmath>
#include <utility>

#include "catmaze/game/open_floor_plan.hpp"

namespace catmaze {

namespace {

WinPlan fromTiles(Solution solution, Tile start) {
    WinPlan plan;
    plan.status = solution.status;
    plan.reason = std::move(solution.reason);
    plan.cutOff = solution.cutOff;
    plan.cost = solution.cost;
    plan.statesSearched = solution.statesSearched;
    plan.tilesSearched = solution.tilesSearched;
    if (!plan.winnable())
        return plan;
    plan.points.push_back(tileCentre(start));
    Tile from = start;
    for (const Tile& to : solution.route) {
        plan.length += std::hypot(static_cast<double>(to.col - from.col),
                                  static_cast<double>(to.row - from.row));
        plan.points.push_back(tileCentre(to));
        from = to;
    }
    plan.tiles = std::move(solution.route);
    plan.bonesPicked = std::move(solution.bonesPicked);
    plan.dogsPaid = std::move(solution.dogsBribed);
    return plan;
}

WinPlan fromOpenFloor(OpenFloorPlan found) {
    WinPlan plan;
    plan.status = found.status;
    plan.reason = std::move(found.reason);
    plan.cutOff = found.cutOff;
    plan.cost = found.cost;
    plan.length = found.length;
    plan.statesSearched = found.statesSearched;
    plan.points = std::move(found.route);
    plan.bonesPicked = std::move(found.bonesPicked);
    plan.dogsPaid = std::move(found.dogsPaid);
    return plan;
}

}  // namespace

WinPlan planWin(const Level& level, const SolveOptions& options) {
    if (level.openFloor())
        return fromOpenFloor(openFloorPlan(level, options));
    const std::vector<Tile> starts = level.find(TileKind::CatStart);
    return fromTiles(solveLevel(level, options), starts.empty() ? Tile{} : starts.front());
}

WinPlan planWinFrom(const Level& board, const PlanStart& start, const SolveOptions& options) {
    if (board.openFloor())
        return fromOpenFloor(openFloorPlanFrom(board, start.point, start.bones, options));
    return fromTiles(solveFrom(board, start.tile, start.bones, start.tick, options), start.tile);
}

}  // namespace catmaze
