// The menus' words for records and progress (menu_texts.hpp).

#include "menus/menu_texts.hpp"

#include <cstdio>

namespace catmaze::app {

std::string bestText(const LevelBest& best) {
    std::string walk;
    if (best.length) {
        char tiles[32];
        std::snprintf(tiles, sizeof tiles, "%.1f", *best.length);
        walk = std::string(tiles) + " tiles";
    } else {
        walk = std::to_string(best.steps) + (best.steps == 1 ? " step" : " steps");
    }
    return "best " + std::to_string(best.cost) + " in " + walk +
           (best.par ? ", par " + std::to_string(*best.par) : "") +
           (best.optimal ? " \xE2\x98\x85" : "");
}

std::string campaignSummary(const Campaign& campaign, const Progress& progress) {
    std::size_t won = 0;
    std::size_t stars = 0;
    for (const std::string& name : campaign.names) {
        won += progress.completed.count(name);
        const auto best = progress.best.find(name);
        stars += best != progress.best.end() && best->second.optimal ? 1 : 0;
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
