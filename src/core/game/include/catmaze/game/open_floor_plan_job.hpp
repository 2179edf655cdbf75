#pragma once
/// \file
/// One open-floor plan (open_floor_plan.hpp) on a worker thread, the open floor's SolveJob: the
/// hint and the editor's check start it, poll it each frame and may cancel it at any time, so a
/// level whose plan takes long never freezes the window.

#include <atomic>
#include <memory>
#include <thread>

#include "catmaze/game/export.hpp"
#include "catmaze/game/open_floor_plan.hpp"
#include "catmaze/geom/geometry.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// An openFloorPlanFrom() running on its own thread. The worker owns copies of everything it
/// reads, so the caller may change or drop its level, or the job, at once. Not copyable or
/// movable; keep it in a std::optional or a std::unique_ptr.
/// Thread safety: cancel() and done() may be called from any thread at once; wait() and the
/// destructor from one thread, while no other call runs. The plan's own thread touches only its
/// copies and the flags it shares with the job.
class CATMAZE_GAME_EXPORT OpenFloorPlanJob {
  public:
    /// Starts openFloorPlanFrom(`board`, `cat`, `bonesHeld`, `options`) on a new thread. The
    /// job's own cancellation flag replaces `options.cancel`.
    OpenFloorPlanJob(Level board, Vec2 cat, int bonesHeld, SolveOptions options = {});
    /// Starts openFloorPlan(`level`, `options`): from the level's cat start, holding no bones.
    explicit OpenFloorPlanJob(Level level, SolveOptions options = {});
    /// Cancels the plan and does not wait: the worker owns what it works on and ends on its own
    /// at its next check of the flag (between two states of the plan, but an obstacle graph
    /// being built, most of a second on the largest level, is finished first).
    ~OpenFloorPlanJob();
    OpenFloorPlanJob(const OpenFloorPlanJob&) = delete;
    OpenFloorPlanJob& operator=(const OpenFloorPlanJob&) = delete;

    /// Asks the plan to stop; it then finishes soon with SolveStatus::Cancelled (unless it had
    /// already finished). Never blocks.
    void cancel() { shared_->cancel.store(true, std::memory_order_relaxed); }
    /// True once the answer is ready (wait() then returns it at once).
    bool done() const { return shared_->done.load(std::memory_order_acquire); }
    /// Waits for the answer and returns it (moved out: call it once).
    OpenFloorPlan wait();

  private:
    // What the worker and the job share; the worker holds it until it ends.
    struct Shared {
        std::atomic<bool> cancel{false};
        std::atomic<bool> done{false};
        OpenFloorPlan plan;  // written by the worker before `done` is set, read only after
    };
    std::shared_ptr<Shared> shared_ = std::make_shared<Shared>();
    std::thread worker_;
};

}  // namespace catmaze
