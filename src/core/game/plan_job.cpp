#include "catmaze/game/plan_job.hpp"

#include <utility>

namespace catmaze {

PlanJob::PlanJob(Level level, SolveOptions options) {
    options.cancel = &shared_->cancel;  // in the block the worker keeps alive
    worker_ = std::thread([shared = shared_, level = std::move(level), options] {
        shared->plan = planWin(level, options);
        shared->done.store(true, std::memory_order_release);
    });
}

PlanJob::PlanJob(Level board, PlanStart start, SolveOptions options) {
    options.cancel = &shared_->cancel;
    worker_ = std::thread([shared = shared_, board = std::move(board), start, options] {
        shared->plan = planWinFrom(board, start, options);
        shared->done.store(true, std::memory_order_release);
    });
}

PlanJob::~PlanJob() {
    cancel();
    if (worker_.joinable())
        worker_.detach();  // never waited for: see the declaration
}

std::optional<WinPlan> PlanJob::poll() const {
    if (!done())
        return std::nullopt;
    return shared_->plan;
}

WinPlan PlanJob::wait() {
    if (worker_.joinable())
        worker_.join();
    return shared_->plan;
}

}  // namespace catmaze
