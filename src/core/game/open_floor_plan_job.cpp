#include "catmaze/game/open_floor_plan_job.hpp"

#include <utility>

namespace catmaze {

OpenFloorPlanJob::OpenFloorPlanJob(Level board, Vec2 cat, int bonesHeld, SolveOptions options) {
    options.cancel = &cancel_;
    // Started last: every member the worker touches is constructed by now.
    worker_ = std::thread([this, board = std::move(board), cat, bonesHeld, options] {
        plan_ = openFloorPlanFrom(board, cat, bonesHeld, options);
        done_.store(true, std::memory_order_release);
    });
}

OpenFloorPlanJob::OpenFloorPlanJob(Level level, SolveOptions options) {
    options.cancel = &cancel_;
    worker_ = std::thread([this, level = std::move(level), options] {
        plan_ = openFloorPlan(level, options);
        done_.store(true, std::memory_order_release);
    });
}

OpenFloorPlanJob::~OpenFloorPlanJob() {
    cancel();
    if (worker_.joinable())
        worker_.join();
}

OpenFloorPlan OpenFloorPlanJob::wait() {
    if (worker_.joinable())
        worker_.join();
    return std::move(plan_);
}

}  // namespace catmaze
