#pragma once
/// \file
/// The in-game hint's search (H): the exact planner (win_plan.hpp) from where the cat stands, on
/// a worker thread, so a level with many bones and dogs never freezes the game. H again cancels
/// it; a cat that moved before the answer makes it stale (it is dropped: it would start from the
/// wrong place).

#include <optional>

#include "catmaze/game/play_session.hpp"
#include "catmaze/game/win_plan.hpp"
#include "catmaze/level/level.hpp"
#include "workers/plan_task.hpp"

namespace catmaze::app {

/// At most one hint search at a time.
class HintSearch {
  public:
    HintSearch();
    ~HintSearch();
    HintSearch(const HintSearch&) = delete;
    HintSearch& operator=(const HintSearch&) = delete;

    /// Starts planning on `board` from `start` (any search running is cancelled).
    void start(const Level& board, const HintStart& start);
    /// Stops the search; returns false when none was running.
    bool cancel();
    /// Drops the search without an answer (a restart or another level).
    void reset();
    /// True while a search runs.
    bool running() const { return job_.has_value(); }
    /// The answer once it is ready (once), for a cat now at `now`; a cat that moved or changed
    /// its bones since the start gets nullopt with `stale` set (the search is dropped).
    std::optional<WinPlan> poll(const HintStart& now, bool& stale);

  private:
    std::optional<PlanTask> job_;
    HintStart from_;
};

}  // namespace catmaze::app
