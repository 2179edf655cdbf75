#include "workers/hint_search.hpp"

namespace catmaze::app {

HintSearch::HintSearch() = default;
HintSearch::~HintSearch() = default;

void HintSearch::start(const Level& board, const HintStart& start) {
    reset();
    from_ = start;
    SolveOptions options;
    options.diagonal = start.diagonal;
    // The budget it had when it ran between two frames, so its answers stay the same: beyond
    // it the hint says the level is too complex to decide from here.
    options.maxTiles = 4'000'000;
    startPlan(job_, board, PlanStart{start.from, start.point, start.bones, start.tick}, options);
}

void HintSearch::reset() {
    job_.reset();  // cancels; its worker ends on its own
}

bool HintSearch::cancel() {
    if (!running())
        return false;
    reset();
    return true;
}

std::optional<WinPlan> HintSearch::poll(const HintStart& now, bool& stale) {
    stale = false;
    if (!job_ || !job_->done())
        return std::nullopt;
    WinPlan plan = job_->take();
    job_.reset();
    if (now.from != from_.from || now.bones != from_.bones || now.point != from_.point ||
        now.tick != from_.tick) {
        stale = true;
        return std::nullopt;
    }
    return plan;
}

}  // namespace catmaze::app
