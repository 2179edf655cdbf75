#pragma once
/// \file
/// What the menus say of the player's records: a level's best result, the campaign's summary,
/// the first level still to win, and the day the daily maze calls today. Pure functions, shared
/// by the pages (menu_pages.hpp) and the lists (levels_list.hpp, daily_list.hpp).

#include <cstddef>
#include <optional>
#include <string>

#include "catmaze/game/daily_maze.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/player/settings.hpp"

namespace catmaze::app {

/// "best 260 in 24 steps, par 260 ★" (open floor: "best 123 in 12.3 tiles, ..."; no par when
/// the record has none, no star unless it earned one).
std::string bestText(const LevelBest& best);

/// "All 9 levels won, 4 of 9 stars" ("4 of 9 levels won, ..." before all are): the levels and
/// stars won so far.
std::string campaignSummary(const Campaign& campaign, const Progress& progress);

/// The first campaign level not won yet (nullopt when all are won).
std::optional<std::size_t> firstUnfinished(const Campaign& campaign, const Progress& progress);

/// The day the game calls today: `fixed` (the command line's --date) when given, else the UTC
/// date now.
CalendarDate dailyToday(std::optional<CalendarDate> fixed);

}  // namespace catmaze::app
