#pragma once
/// \file
/// The Daily maze list as the game decides it: today's maze and the six days before (hard on
/// weekends), each with its best result and par (a star at par). The mazes are generated on a
/// worker (DailyMazes), so a day shows "generating..." until it is ready; a day chosen before it
/// is ready plays once it is.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/game/daily_maze.hpp"
#include "catmaze/level/level.hpp"
#include "catmaze/player/settings.hpp"
#include "menus/menu_page.hpp"
#include "workers/daily_mazes.hpp"

namespace catmaze::app {

/// A day chosen whose maze is ready: the level to play, or why there is none.
struct DailyStart {
    CalendarDate date;           ///< the day
    std::optional<Level> level;  ///< its maze (valid), or none
    std::string notice;          ///< without a maze: "No maze for <date>: <why>"
};

/// The list of one visit to the Daily maze screen. Not thread-safe: the game's thread uses it
/// (the mazes are generated on a worker, which it never waits for).
class DailyList {
  public:
    /// How many days are listed, today first.
    static constexpr std::size_t kDaysListed = 7;

    /// The week up to `today`; starts generating its mazes at once.
    explicit DailyList(CalendarDate today) : mazes_(today, kDaysListed) {}

    /// The page for `progress`, the player's diagonal mode being `setting`: each day
    /// ("YYYY-MM-DD", " (hard)" on weekends) with its best under that rule (recordText; marked),
    /// else "generating..." (" (plays when ready)" once chosen), "no maze" or "par N" (the
    /// maze's 4-way par, "(4-way)" when `setting` has diagonal moves); its choice is PlayDaily.
    /// Then Back. Counts the days ready as shown.
    MenuPage page(const Progress& progress, DiagonalMode setting = DiagonalMode::Never);
    /// The player chose day `day`: its start when its maze is ready, else nullopt (it starts
    /// from update() once ready; build the page again to show that it waits).
    std::optional<DailyStart> choose(std::size_t day);
    /// The day chosen before it was ready, once it is (then it is no longer waited for).
    std::optional<DailyStart> update();
    /// True when more days are ready than the last page showed.
    bool stale() const { return mazes_.readyCount() != shown_; }
    /// The days listed, today first.
    const std::vector<CalendarDate>& days() const { return mazes_.days(); }

  private:
    DailyMazes mazes_;
    std::size_t shown_ = 0;              // days ready when the page was last built
    std::optional<std::size_t> wanted_;  // a day chosen before it was ready
};

}  // namespace catmaze::app
