#pragma once
/// \file
/// The daily mazes of the last days, generated one after another on a worker thread (a hard day
/// takes up to about a second, far more than a frame), so the Daily maze menu never freezes: it
/// shows "generating..." until a day's level is ready.

#include <cstddef>
#include <vector>

#include "catmaze/game/daily_maze.hpp"
#include "workers/detached_task.hpp"

namespace catmaze::app {

/// `count` days' mazes, `today` first then each day before, generated in that order.
class DailyMazes {
  public:
    /// Starts generating at once.
    DailyMazes(CalendarDate today, std::size_t count);
    /// Asks the worker to stop after the level it is making, without waiting for it.
    ~DailyMazes() = default;
    DailyMazes(const DailyMazes&) = delete;
    DailyMazes& operator=(const DailyMazes&) = delete;

    /// The days, today first.
    const std::vector<CalendarDate>& days() const { return days_; }
    /// Day `i`'s maze once generated (with its error when there is none), else null. One look
    /// at the worker: a menu of several days takes readyNow() once instead.
    const GeneratedLevel* ready(std::size_t i) const;
    /// The mazes generated now, one look at the worker for all of them (see ReadyResults).
    ReadyResults<GeneratedLevel> readyNow() const { return levels_.readyNow(); }
    /// How many days are ready (they are ready in order).
    std::size_t readyCount() const { return levels_.readyCount(); }

  private:
    std::vector<CalendarDate> days_;
    DetachedSequence<GeneratedLevel> levels_;
};

}  // namespace catmaze::app
