#pragma once
/// \file
/// Work the window must never wait for (a level's start, an obstacle graph) on its own detached
/// thread: the frame polls done() and takes the result; a task no longer wanted is dropped at
/// once, and its worker, which owns what it works on, finishes on its own and frees it.

#include <atomic>
#include <memory>
#include <thread>
#include <utility>

namespace catmaze::app {

/// One result of type `T` being made on a detached thread.
template <class T>
class DetachedTask {
  public:
    /// Starts `work(const std::atomic<bool>& cancelled) -> T` on a new thread. `work` must own
    /// (hold copies of) everything it reads; `cancelled` turns true when the task is dropped, so
    /// it may stop early (its result is then thrown away).
    template <class Work>
    explicit DetachedTask(Work work) : shared_(std::make_shared<Shared>()) {
        std::thread([shared = shared_, work = std::move(work)]() mutable {
            shared->result = work(shared->cancelled);
            shared->done.store(true, std::memory_order_release);
        }).detach();
    }
    /// Never waits: tells the work it is no longer wanted and lets it end on its own.
    ~DetachedTask() { shared_->cancelled.store(true, std::memory_order_relaxed); }
    DetachedTask(const DetachedTask&) = delete;
    DetachedTask& operator=(const DetachedTask&) = delete;

    /// True once the result is ready (take() then returns at once).
    bool done() const { return shared_->done.load(std::memory_order_acquire); }
    /// The result, moved out; call once, after done().
    T take() { return std::move(shared_->result); }

  private:
    // What the worker and the task share; the worker holds it until it ends.
    struct Shared {
        std::atomic<bool> cancelled{false};
        std::atomic<bool> done{false};
        T result{};  // written by the worker before `done` is set, read only after
    };
    std::shared_ptr<Shared> shared_;
};

}  // namespace catmaze::app
