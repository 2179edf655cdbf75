#pragma once
/// \file
/// The app's one way to run work the window must never wait for, on a detached thread of its
/// own: one result (DetachedTask: a level's start, an obstacle graph, a plan for the hint or the
/// editor's check, plan_task.hpp) or results made one after another (DetachedSequence: the names
/// of level files, the daily mazes). The frame polls what is ready; work no longer wanted is
/// dropped at once, and its worker, which owns what it works on, finishes on its own and frees it.
///
/// Thread safety: each object is used from one thread (the game's); its worker shares only the
/// state inside it.

#include <atomic>
#include <cstddef>
#include <memory>
#include <span>
#include <thread>
#include <utility>
#include <vector>

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

/// The results of a DetachedSequence that were ready at one moment: the first size() of them
/// (they are ready in order). What the worker makes afterwards is not in it, so all that is built
/// from one view (a menu page of names) is as of that moment: never a later result beside an
/// earlier one still missing. Valid while its sequence lives.
template <class T>
class ReadyResults {
  public:
    /// The view of `results`, all ready.
    explicit ReadyResults(std::span<const T> results) : results_(results) {}
    /// How many results were ready.
    std::size_t size() const { return results_.size(); }
    /// Result `i` when it was ready, else null.
    const T* ready(std::size_t i) const { return i < results_.size() ? &results_[i] : nullptr; }

  private:
    std::span<const T> results_;
};

/// `count` results of type `T` (default-constructible) made in order on a detached thread.
template <class T>
class DetachedSequence {
  public:
    /// Starts making results 0, 1, ... `count` - 1 as `make(i) -> T`. `make` must own (hold
    /// copies of) everything it reads.
    template <class Make>
    DetachedSequence(std::size_t count, Make make) : shared_(std::make_shared<Shared>()) {
        shared_->results.resize(count);
        std::thread([shared = shared_, make = std::move(make)]() mutable {
            for (std::size_t i = 0;
                 i < shared->results.size() && !shared->cancelled.load(std::memory_order_relaxed);
                 ++i) {
                shared->results[i] = make(i);
                shared->ready.store(i + 1, std::memory_order_release);
            }
        }).detach();
    }
    /// Never waits: the worker stops after the result it is making and ends on its own.
    ~DetachedSequence() { shared_->cancelled.store(true, std::memory_order_relaxed); }
    DetachedSequence(const DetachedSequence&) = delete;
    DetachedSequence& operator=(const DetachedSequence&) = delete;

    /// How many results are ready (they are ready in order).
    std::size_t readyCount() const { return shared_->ready.load(std::memory_order_acquire); }
    /// Result `i` once ready, else null. One look at the worker: what is built from several
    /// results takes readyNow() once instead.
    const T* ready(std::size_t i) const {
        return i < readyCount() ? &shared_->results[i] : nullptr;
    }
    /// The results ready now, one look at the worker for all of them.
    ReadyResults<T> readyNow() const {
        // The slots never move (sized before the worker starts), and the worker writes only
        // slots past the count it has published.
        return ReadyResults<T>(std::span<const T>(shared_->results.data(), readyCount()));
    }

  private:
    // What the worker and the sequence share; the worker holds it until it ends.
    struct Shared {
        std::atomic<bool> cancelled{false};
        std::atomic<std::size_t> ready{0};
        std::vector<T> results;  // slot i written by the worker before `ready` passes i, only then
    };
    std::shared_ptr<Shared> shared_;
};

}  // namespace catmaze::app
