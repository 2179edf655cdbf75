#include "catmaze/game/open_floor_plan_job.hpp"

#include <utility>

namespace catmaze {

OpenFloorPlanJob::OpenFloorPlanJob(Level board, Vec2 cat, int bonesHeld, SolveOptions options) {
    options.cancel = &shared_->cancel;  // in the block the worker keeps alive
    worker_ = std::thread([shared = shared_, board = std::move(board), cat, bonesHeld, options] {
        shared->plan = openFloorPlanFrom(board, cat, bonesHeld, options);
        shared->done.store(true, std::memory_order_release);
    });
}

OpenFloorPlanJob::OpenFloorPlanJob(Level level, SolveOptions options) {
    options.cancel = &shared_->cancel;
    worker_ = std::thread([shared = shared_, level = std::move(level), options] {
        shared->plan = openFloorPlan(level, options);
        shared->done.store(true, std::memory_order_release);
    });
}

OpenFloorPlanJob::~OpenFloorPlanJob() {
    cancel();
    if (worker_.joinable())
        worker_.detach();  // never waited for: see the declaration
}

OpenFloorPlan OpenFloorPlanJob::wait() {
    if (worker_.joinable())
        worker_.join();
    return std::move(shared_->plan);
}

}  // namespace catmaze
