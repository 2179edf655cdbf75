#include "play/run_result.hpp"

#include <cstdio>

#include "catmaze/game/game.hpp"
#include "catmaze/game/win_plan.hpp"

namespace catmaze::app {

namespace {

constexpr const char* kStar = "\xE2\x98\x85";

std::optional<GridCost> parOf(const PlaySession& session) {
    SolveOptions options;
    options.diagonal = session.diagonal();
    const WinPlan best = planWin(session.originalLevel(), options);
    return best.winnable() ? std::optional<GridCost>(best.cost) : std::nullopt;
}

}  // namespace

MoveRule recordRule(const LevelRules& rules, bool openFloor, DiagonalMode setting) {
    return openFloor ? MoveRule::FourWay : moveRuleOf(playedDiagonal(rules, setting));
}

RunResult wonRun(const PlaySession& session, bool hintUsed) {
    RunResult result;
    result.floor = session.floor();
    result.cost = session.cost();
    result.steps = session.stepTally().value_or(StepTally{}).steps;
    result.length = session.walked();
    result.par = parOf(session);
    result.hintUsed = hintUsed;
    const Level& level = session.originalLevel();
    result.rule = recordRule(level.rules, level.openFloor(), session.diagonal());
    return result;
}

std::string describeWalk(Floor floor, GridCost cost, int steps, double length) {
    if (floor == Floor::Open) {
        char tiles[32];
        std::snprintf(tiles, sizeof tiles, "%.1f", length);
        return "length " + std::string(tiles) + " tiles, cost " + std::to_string(cost);
    }
    return "cost " + std::to_string(cost) + " in " + std::to_string(steps) +
           (steps == 1 ? " step" : " steps");
}

std::string resultTitle(const std::optional<RunResult>& result) {
    if (!result || !result->perfect())
        return "You win!";
    return result->star() ? "Perfect!" : "At par!";
}

std::vector<std::string> resultLines(const RunResult& result) {
    std::string walk = describeWalk(result.floor, result.cost, result.steps, result.length);
    walk[0] = static_cast<char>(walk[0] - 'a' + 'A');  // a sentence of its own
    if (!result.par)
        return {walk, "No par: the solver could not find the cheapest win"};
    // The par of the rule played: a diagonal one says so, as its record does in the Levels list.
    const std::string par = "Par " + std::to_string(*result.par) +
                            (result.rule == MoveRule::Diagonal ? " (diagonal)" : "");
    if (result.star())
        return {walk, par + "   " + kStar + " star earned"};
    if (result.perfect())
        return {walk, par + "   hint used: no star this time"};
    return {walk, par + (result.hintUsed ? "   hint used" : "") + "   win at par for a " + kStar};
}

}  // namespace catmaze::app
