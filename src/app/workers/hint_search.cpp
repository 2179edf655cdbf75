#include "workers/hint_search.hpp"

#include "catmaze/game/open_floor.hpp"

namespace catmaze::app {

HintSearch::HintSearch() = default;
HintSearch::~HintSearch() = default;

void HintSearch::start(const Level& board, const HintStart& start, Floor floor) {
    reset();
    from_ = start;
    if (floor == Floor::Open) {
        floorJob_ = std::make_unique<OpenFloorPlanJob>(board, start.point, start.bones);
        return;
    }
    SolveOptions options;
    options.diagonal = start.diagonal;
    // The budget it had when it ran between two frames, so its answers stay the same: beyond
    // it the hint says the level is too complex to decide from here.
    options.maxTiles = 4'000'000;
    job_.emplace(board, start.from, start.bones, options);
}

void HintSearch::reset() {
    job_.reset();       // cancels and joins: at most one tile of work
    floorJob_.reset();  // cancels; its worker ends on its own
}

bool HintSearch::cancel() {
    if (!running())
        return false;
    reset();
    return true;
}

std::optional<HintAnswer> HintSearch::poll(const HintStart& now, bool& stale) {
    stale = false;
    HintAnswer answer;
    if (job_ && job_->done()) {
        const Solution solution = job_->wait();
        job_.reset();
        answer.status = solution.status;
        answer.reason = solution.reason;
        answer.cost = solution.cost;
        answer.stepwise = true;
        answer.tiles = solution.route;
        answer.points.push_back(tileCentre(from_.from));
        for (const Tile t : solution.route)
            answer.points.push_back(tileCentre(t));
        answer.bones = solution.bonesPicked;
        answer.dogs = solution.dogsBribed;
    } else if (floorJob_ && floorJob_->done()) {
        const OpenFloorPlan plan = floorJob_->wait();
        floorJob_.reset();
        answer.status = plan.status;
        answer.reason = plan.reason;
        answer.cost = plan.cost;
        answer.points = plan.route;
        answer.bones = plan.bonesPicked;
        answer.dogs = plan.dogsPaid;
    } else {
        return std::nullopt;
    }
    if (now.from != from_.from || now.bones != from_.bones || now.point != from_.point) {
        stale = true;
        return std::nullopt;
    }
    return answer;
}

}  // namespace catmaze::app
