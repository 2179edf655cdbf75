#pragma once
/// \file
/// The exact planner (win_plan.hpp) as the app runs it: a DetachedTask like every other worker
/// (detached_task.hpp), cancelled by dropping it. The hint plans from where the cat stands, the
/// editor's live check from the level's start.

#include <optional>
#include <utility>

#include "catmaze/game/win_plan.hpp"
#include "catmaze/level/level.hpp"
#include "workers/detached_task.hpp"

namespace catmaze::app {

/// One plan being made on its own thread.
using PlanTask = DetachedTask<WinPlan>;

/// Starts planWinFrom(`board`, `*from`, `options`), or planWin(`board`, `options`) without
/// `from`, in `task` (replacing, so cancelling, any plan it held). The worker owns its copies;
/// `options.cancel` becomes the task's own flag.
inline void startPlan(std::optional<PlanTask>& task, Level board, std::optional<PlanStart> from,
                      SolveOptions options) {
    task.reset();
    task.emplace(
        [board = std::move(board), from, options](const std::atomic<bool>& cancelled) mutable {
            options.cancel = &cancelled;
            return from ? planWinFrom(board, *from, options) : planWin(board, options);
        });
}

}  // namespace catmaze::app
