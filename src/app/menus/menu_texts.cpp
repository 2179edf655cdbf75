// The menus' words for records and progress (menu_texts.hpp).

#include "menus/menu_texts.hpp"

#include <cstdio>

namespace catmaze::app {

RecordText bestText(const LevelBest& best, MoveRule rule, MoveRule now) {
    std::string walk;
    if (best.length) {
        char tiles[32];
        std::snprintf(tiles, sizeof tiles, "%.1f", *best.length);
        walk = std::string(tiles) + " tiles";
    } else {
        walk = std::to_string(best.steps) + (best.steps == 1 ? " step" : " steps");
    }
    // The 4-way rule is the game's first: its records name it only beside diagonal play.
    const std::string named = rule == MoveRule::Diagonal || rule != now
                                  ? std::string(" (") + toString(rule) + ")"
                                  : std::string();
    const std::string cost = std::to_string(best.cost);
    // The end every form keeps: the par and the star.
    const std::string end = (best.par ? ", par " + std::to_string(*best.par) : "") +
                            (best.optimal ? " \xE2\x98\x85" : "");
    RecordText out{"best " + cost + named + " in " + walk + end,
                   {"best " + cost + named + end, cost + named + end}};
    if (!named.empty())
        out.shorterValues.push_back(cost + end);
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
    const std::string levels = std::to_string(campaign.names.size());
    return (won == campaign.names.size() ? "All " + levels
                                         : std::to_string(won) + " of " + levels) +
           " levels won, " + std::to_string(stars) + " of " + levels + " stars";
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
