#pragma once
/// \file
/// One open-floor plan (open_floor_plan.hpp) on a worker thread, the open floor's SolveJob: the
/// hint and the editor's check start it, poll it each frame and may cancel it at any time, so a
/// level whose plan takes long never freezes the window.

#include <atomic>
#include <thread>

#include "catmaze/game/open_floor_plan.hpp"
#include "catmaze/geom/geometry.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// An openFloorPlanFrom() running on its own thread. The job owns copies of everything it reads,
/// so the caller may change or drop its level at once. Not copyable or movable (the worker holds
/// its address); keep it in a std::optional or a std::unique_ptr.
class OpenFloorPlanJob {
  public:
    /// Starts openFloorPlanFrom(`board`, `cat`, `bonesHeld`, `options`) on a new thread. The
    /// job's own cancellation flag replaces `options.cancel`.
    OpenFloorPlanJob(Level board, Vec2 cat, int bonesHeld, SolveOptions options = {});
    /// Starts openFloorPlan(`level`, `options`): from the level's cat start, holding no bones.
    explicit OpenFloorPlanJob(Level level, SolveOptions options = {});
    /// Cancels the plan and waits for the thread to end (the planner checks the flag between
    /// two states).
    ~OpenFloorPlanJob();
    OpenFloorPlanJob(const OpenFloorPlanJob&) = delete;
    OpenFloorPlanJob& operator=(const OpenFloorPlanJob&) = delete;

    /// Asks the plan to stop; it then finishes soon with SolveStatus::Cancelled (unless it had
    /// already finished). Never blocks.
    void cancel() { cancel_.store(true, std::memory_order_relaxed); }
    /// True once the answer is ready (wait() then returns it at once).
    bool done() const { return done_.load(std::memory_order_acquire); }
    /// Waits for the answer and returns it (moved out: call it once).
    OpenFloorPlan wait();

  private:
    std::atomic<bool> cancel_{false};
    std::atomic<bool> done_{false};
    OpenFloorPlan plan_;  // written by the worker before done_ is set, read only after
    std::thread worker_;
};

}  // namespace catmaze
