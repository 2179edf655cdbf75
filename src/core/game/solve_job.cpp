#include "catmaze/game/solve_job.hpp"

#include <utility>

namespace catmaze {

SolveJob::SolveJob(Level board, Tile cat, int bonesHeld, SolveOptions options)
    : SolveJob(std::move(board), cat, bonesHeld, 0, options) {}

SolveJob::SolveJob(Level board, Tile cat, int bonesHeld, std::int64_t tick, SolveOptions options) {
    // Started last: every member the worker touches is constructed by now.
    worker_ = std::thread(&SolveJob::run, this, std::move(board), cat, bonesHeld, tick, options);
}

SolveJob::SolveJob(Level level, SolveOptions options) {
    const std::vector<Tile> starts = level.find(TileKind::CatStart);
    if (starts.empty()) {
        // solveLevel's own answer for a level without a cat; nothing to run.
        solution_ = solveLevel(level, options);
        done_.store(true, std::memory_order_release);
        return;
    }
    const Tile cat = starts.front();
    worker_ = std::thread(&SolveJob::run, this, std::move(level), cat, 0, 0, options);
}

SolveJob::~SolveJob() {
    cancel();
    if (worker_.joinable())
        worker_.join();
}

void SolveJob::run(const Level& board, Tile cat, int bonesHeld, std::int64_t tick,
                   SolveOptions options) {
    options.cancel = &cancel_;
    solution_ = solveFrom(board, cat, bonesHeld, tick, options);
    done_.store(true, std::memory_order_release);
}

std::optional<Solution> SolveJob::poll() const {
    if (!done())
        return std::nullopt;
    return solution_;
}

Solution SolveJob::wait() {
    if (worker_.joinable())
        worker_.join();
    return solution_;
}

}  // namespace catmaze
