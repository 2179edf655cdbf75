#include "play/run_result.hpp"

#include <cstdio>

#include "catmaze/game/game.hpp"
#include "catmaze/game/win_plan.hpp"
#include "ui/decimal_text.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

constexpr const char* kStar = "\xE2\x98\x85";

// The length walked on open floor, as the win screen and the records write it ("12.3").
std::string lengthText(double length) {
    return decimalText(length, 1);
}

// The walk as the win screen's sentence of its own (capitalised: its own text, since a
// language's first letter may be no ASCII letter to raise).
std::string walkSentence(Floor floor, GridCost cost, int steps, double length) {
    if (floor == Floor::Open) {
        // TRANSLATORS: the win screen's walk on open floor, {length} in tiles with one decimal.
        return fill(tr("Length {length} tiles, cost {cost}"),
                    {{"length", lengthText(length)}, {"cost", std::to_string(cost)}});
    }
    // TRANSLATORS: the win screen's walk on tiles: what it cost, in how many steps.
    return fill(trn("Cost {cost} in {n} step", "Cost {cost} in {n} steps",
                    static_cast<unsigned long>(steps)),
                {{"cost", std::to_string(cost)}, {"n", std::to_string(steps)}});
}

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
        // TRANSLATORS: a won walk on open floor, {length} in tiles with one decimal.
        return fill(tr("length {length} tiles, cost {cost}"),
                    {{"length", lengthText(length)}, {"cost", std::to_string(cost)}});
    }
    // TRANSLATORS: a won walk on tiles: what it cost, in how many steps.
    return fill(trn("cost {cost} in {n} step", "cost {cost} in {n} steps",
                    static_cast<unsigned long>(steps)),
                {{"cost", std::to_string(cost)}, {"n", std::to_string(steps)}});
}

std::string resultTitle(const std::optional<RunResult>& result) {
    if (!result || !result->perfect())
        return tr("You win!");
    return result->star() ? tr("Perfect!") : tr("At par!");
}

std::vector<std::string> resultLines(const RunResult& result) {
    const std::string walk = walkSentence(result.floor, result.cost, result.steps, result.length);
    if (!result.par)
        return {walk, tr("No par: the solver could not find the cheapest win")};
    // The par of the rule played: a diagonal one says so, as its record does in the Levels list.
    const std::string parValue = std::to_string(*result.par);
    const std::string par = result.rule == MoveRule::Diagonal
                                // TRANSLATORS: the level's par (cheapest winning cost) with
                                // diagonal moves.
                                ? fill(tr("Par {par} (diagonal)"), {{"par", parValue}})
                                // TRANSLATORS: the level's par: its cheapest winning cost.
                                : fill(tr("Par {par}"), {{"par", parValue}});
    const auto line = [&](const std::string& pattern) {
        return fill(pattern, {{"par", par}, {"star", kStar}});
    };
    if (result.star()) {
        // TRANSLATORS: the win screen's line after the par ({par}: "Par 264"); {star} is ★.
        return {walk, line(tr("{par}   {star} star earned"))};
    }
    if (result.perfect())
        return {walk, line(tr("{par}   hint used: no star this time"))};
    return {walk, result.hintUsed ? line(tr("{par}   hint used   win at par for a {star}"))
                                  : line(tr("{par}   win at par for a {star}"))};
}

}  // namespace catmaze::app
