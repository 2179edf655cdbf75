// The menus' words for records and progress (menu_texts.hpp).

#include "menus/menu_texts.hpp"

#include <initializer_list>

#include "ui/decimal_text.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

// A move rule's name in a record ("diagonal", "4-way"), in the player's language.
std::string ruleName(MoveRule rule) {
    // TRANSLATORS: a record made with diagonal moves, shown in brackets: "best 278 (diagonal)".
    return rule == MoveRule::Diagonal ? trc("move rule", "diagonal")
                                      // TRANSLATORS: a record made without diagonal moves.
                                      : trc("move rule", "4-way");
}

// "best 260 in 24 steps, par 260" and its form without the par: the cost (with its rule), the
// walk in steps or tiles, the par.
std::string fullRecord(const LevelBest& best, const std::string& cost) {
    const std::string par = best.par ? std::to_string(*best.par) : std::string();
    if (best.length) {
        const std::string length = decimalText(*best.length, 1);
        return best.par ? fill(tr("best {cost} in {length} tiles, par {par}"),
                               {{"cost", cost}, {"length", length}, {"par", par}})
                        : fill(tr("best {cost} in {length} tiles"),
                               {{"cost", cost}, {"length", length}});
    }
    const std::string steps = std::to_string(best.steps);
    return best.par ? fill(trn("best {cost} in {n} step, par {par}",
                               "best {cost} in {n} steps, par {par}", best.steps),
                           {{"cost", cost}, {"n", steps}, {"par", par}})
                    : fill(trn("best {cost} in {n} step", "best {cost} in {n} steps", best.steps),
                           {{"cost", cost}, {"n", steps}});
}

// "best 260, par 260" (`named` true) or "260, par 260": the cost (with its rule) and the par.
std::string shortRecord(const LevelBest& best, const std::string& cost, bool named) {
    if (!best.par)
        return named ? fill(tr("best {cost}"), {{"cost", cost}}) : cost;
    const std::string par = std::to_string(*best.par);
    return named ? fill(tr("best {cost}, par {par}"), {{"cost", cost}, {"par", par}})
                 // TRANSLATORS: a record's cost and the level's par, the shortest form.
                 : fill(tr("{cost}, par {par}"), {{"cost", cost}, {"par", par}});
}

}  // namespace

RecordText bestText(const LevelBest& best, MoveRule rule, MoveRule now) {
    // The 4-way rule is the game's first: its records name it only beside diagonal play.
    const bool named = rule == MoveRule::Diagonal || rule != now;
    const std::string cost = std::to_string(best.cost);
    // TRANSLATORS: a record's cost and, in brackets, the move rule it was made under.
    const std::string costNamed =
        named ? fill(tr("{cost} ({rule})"), {{"cost", cost}, {"rule", ruleName(rule)}}) : cost;
    // The end every form keeps: the star (the par is in each form's sentence).
    const std::string star = best.optimal ? " \xE2\x98\x85" : "";
    RecordText out{
        fullRecord(best, costNamed) + star,
        {shortRecord(best, costNamed, true) + star, shortRecord(best, costNamed, false) + star}};
    if (named)
        out.shorterValues.push_back(shortRecord(best, cost, false) + star);
    return out;
}

std::optional<RecordText> recordText(const Progress& progress, const std::string& name,
                                     MoveRule now, bool daily) {
    const MoveRule other = now == MoveRule::Diagonal ? MoveRule::FourWay : MoveRule::Diagonal;
    for (const MoveRule rule : {now, other}) {
        const BestRecords& records = daily ? progress.dailies(rule) : progress.bests(rule);
        if (const auto best = records.find(name); best != records.end())
            return bestText(best->second, rule, now);
    }
    return std::nullopt;
}

std::string campaignSummary(const Campaign& campaign, const Progress& progress) {
    std::size_t won = 0;
    std::size_t stars = 0;
    for (const std::string& name : campaign.names) {
        won += progress.completed.count(name);
        bool star = false;
        for (const BestRecords* records : {&progress.best, &progress.bestDiagonal}) {
            const auto best = records->find(name);
            star = star || (best != records->end() && best->second.optimal);
        }
        stars += star ? 1 : 0;
    }
    const std::size_t levels = campaign.names.size();
    const std::initializer_list<Slot> slots = {{"won", std::to_string(won)},
                                               {"levels", std::to_string(levels)},
                                               {"stars", std::to_string(stars)}};
    return won == levels
               ? fill(trn("All {levels} level won, {stars} of {levels} star",
                          "All {levels} levels won, {stars} of {levels} stars", levels),
                      slots)
               : fill(trn("{won} of {levels} level won, {stars} of {levels} star",
                          "{won} of {levels} levels won, {stars} of {levels} stars", levels),
                      slots);
}

std::optional<std::size_t> firstUnfinished(const Campaign& campaign, const Progress& progress) {
    for (std::size_t i = 0; i < campaign.levels.size(); ++i) {
        if (progress.completed.count(campaign.names[i]) == 0)
            return i;
    }
    return std::nullopt;
}

CalendarDate dailyToday(std::optional<CalendarDate> fixed) {
    return fixed.value_or(todayUtc());
}

}  // namespace catmaze::app
