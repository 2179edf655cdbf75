#pragma once
/// \file
/// One solve (see solver.hpp) on a worker thread, so a window never freezes while a level with
/// many bones and dogs is decided: start it, poll it each frame, cancel it at any time.

#include <atomic>
#include <cstdint>
#include <optional>
#include <thread>

#include "catmaze/game/export.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/geom/tile.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// A solveFrom() running on its own thread. The job owns copies of everything it reads, so the
/// caller may change or drop its level at once. Not copyable or movable (the worker holds its
/// address); keep it in a std::optional or a std::unique_ptr.
/// Thread safety: cancel(), cancelRequested(), done() and poll() may be called from any thread
/// at once; wait() and the destructor from one thread, while no other call runs. The solve's
/// own thread touches only the job's copies and its flags.
class CATMAZE_GAME_EXPORT SolveJob {
  public:
    /// Starts solveFrom(`board`, `cat`, `bonesHeld`, `options`) on a new thread. The job's own
    /// cancellation flag replaces `options.cancel`.
    SolveJob(Level board, Tile cat, int bonesHeld, SolveOptions options);
    /// Starts solveFrom(`board`, `cat`, `bonesHeld`, `tick`, `options`): from a moment `tick`
    /// ticks into play on a level whose dogs walk patrols, as the hint plans (the board as
    /// GameSession::planningBoard() gives it, the tick its cat().tick). A negative `tick` is
    /// answered as solveFrom answers it (Unwinnable, naming it). The job's own cancellation flag
    /// replaces `options.cancel`.
    SolveJob(Level board, Tile cat, int bonesHeld, std::int64_t tick, SolveOptions options);
    /// Starts solveLevel(`level`, `options`): from the level's cat start, holding no bones.
    SolveJob(Level level, SolveOptions options);
    /// Cancels the search and waits for the thread to end (at most one tile of work).
    ~SolveJob();
    SolveJob(const SolveJob&) = delete;
    SolveJob& operator=(const SolveJob&) = delete;

    /// Asks the search to stop; it then finishes soon with SolveStatus::Cancelled (unless it had
    /// already finished). Never blocks.
    void cancel() { cancel_.store(true, std::memory_order_relaxed); }
    /// True once cancel() was called.
    bool cancelRequested() const { return cancel_.load(std::memory_order_relaxed); }
    /// True once the answer is ready (result() then returns it at once).
    bool done() const { return done_.load(std::memory_order_acquire); }
    /// The answer when done(), else nullopt. Never blocks.
    std::optional<Solution> poll() const;
    /// Waits for the answer and returns it.
    Solution wait();

  private:
    void run(const Level& board, Tile cat, int bonesHeld, std::int64_t tick, SolveOptions options);

    std::atomic<bool> cancel_{false};
    std::atomic<bool> done_{false};
    Solution solution_;  // written by the worker before done_ is set, read only after
    std::thread worker_;
};

}  // namespace catmaze
