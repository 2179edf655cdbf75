#pragma once
/// \file
/// One plan (win_plan.hpp) on a worker thread, on either floor, so a window never freezes while
/// a level with many bones and dogs is decided: the hint and the editor's live check start it,
/// poll it each frame and may cancel it at any time.

#include <atomic>
#include <memory>
#include <optional>
#include <thread>

#include "catmaze/game/export.hpp"
#include "catmaze/game/win_plan.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// A planWin() or planWinFrom() running on its own thread. The worker owns copies of everything
/// it reads, so the caller may change or drop its level, or the job, at once. Not copyable or
/// movable; keep it in a std::optional or a std::unique_ptr.
/// Thread safety: cancel(), cancelRequested(), done() and poll() may be called from any thread
/// at once; wait() and the destructor from one thread, while no other call runs. The plan's
/// own thread touches only its copies and the flags it shares with the job.
class CATMAZE_GAME_EXPORT PlanJob {
  public:
    /// Starts planWin(`level`, `options`): from the level's cat start, holding no bones. The
    /// job's own cancellation flag replaces `options.cancel`.
    explicit PlanJob(Level level, SolveOptions options = {});
    /// Starts planWinFrom(`board`, `start`, `options`).
    PlanJob(Level board, PlanStart start, SolveOptions options = {});
    /// Cancels the plan and does not wait: the worker ends on its own at its next check of the
    /// flag (a tile settled, a state created; an obstacle graph being built, most of a second on
    /// the largest open floor, is finished first).
    ~PlanJob();
    PlanJob(const PlanJob&) = delete;
    PlanJob& operator=(const PlanJob&) = delete;

    /// Asks the plan to stop; it then finishes soon with SolveStatus::Cancelled (unless it had
    /// already finished). Never blocks.
    void cancel() { shared_->cancel.store(true, std::memory_order_relaxed); }
    /// True once cancel() was called.
    bool cancelRequested() const { return shared_->cancel.load(std::memory_order_relaxed); }
    /// True once the answer is ready (wait() then returns it at once).
    bool done() const { return shared_->done.load(std::memory_order_acquire); }
    /// The answer when done() (a copy), else nullopt. Never blocks.
    std::optional<WinPlan> poll() const;
    /// Waits for the answer and returns it.
    WinPlan wait();

  private:
    // What the worker and the job share; the worker holds it until it ends.
    struct Shared {
        std::atomic<bool> cancel{false};
        std::atomic<bool> done{false};
        WinPlan plan;  // written by the worker before `done` is set, read only after
    };
    std::shared_ptr<Shared> shared_ = std::make_shared<Shared>();
    std::thread worker_;
};

}  // namespace catmaze
