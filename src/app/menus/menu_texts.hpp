#pragma once
/// \file
/// What the menus say of the player's records: a level's best result, the campaign's summary,
/// the first level still to win, and the day the daily maze calls today. Pure functions, shared
/// by the pages (menu_pages.hpp) and the lists (levels_list.hpp, daily_list.hpp).

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/game/daily_maze.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/player/settings.hpp"

namespace catmaze::app {

/// A record as a menu row's value: its full text and shorter forms, longest first, for a narrow
/// row (PageItem::shorterValues). Every form ends with the par and the star, when there are.
struct RecordText {
    std::string value;                       ///< the full text
    std::vector<std::string> shorterValues;  ///< shorter forms, longest first
};

/// The record of a level (or a daily maze) as the lists show it under the diagonal rule the
/// player plays it under now, `now`: that rule's record in `progress`' `records(rule)` maps, or,
/// when there is none, the other rule's. "best 260 in 24 steps, par 260 ★" for a 4-way record
/// played 4-way; a diagonal record, or a record of the rule not played now, names its rule:
/// "best 278 (diagonal) in 24 steps, par 264 ★", "best 290 (4-way) ...". Open floor: "best 123
/// in 12.3 tiles, ..."; no par when the record has none, no star unless it earned one. Shorter
/// forms drop the steps, then the word "best", then the rule. Nothing when neither rule has a
/// record of `name`.
std::optional<RecordText> recordText(const Progress& progress, const std::string& name,
                                     MoveRule now, bool daily = false);

/// The words for `best`, made under `rule`, shown while the player plays under `now` (see
/// recordText).
RecordText bestText(const LevelBest& best, MoveRule rule, MoveRule now);

/// "All 9 levels won, 4 of 9 stars" ("4 of 9 levels won, ..." before all are): the levels and
/// stars won so far (a level's star earned under either diagonal rule).
std::string campaignSummary(const Campaign& campaign, const Progress& progress);

/// The first campaign level not won yet (nullopt when all are won).
std::optional<std::size_t> firstUnfinished(const Campaign& campaign, const Progress& progress);

/// The day the game calls today: `fixed` (the command line's --date) when given, else the UTC
/// date now.
CalendarDate dailyToday(std::optional<CalendarDate> fixed);

}  // namespace catmaze::app
