#include "hint_search.hpp"

namespace catmaze::app {

void HintSearch::start(const Level& board, Tile from, int bones, DiagonalMode diagonal) {
    SolveOptions options;
    options.diagonal = diagonal;
    // The budget it had when it ran between two frames, so its answers stay the same: beyond
    // it the hint says the level is too complex to decide from here.
    options.maxTiles = 4'000'000;
    job_.reset();
    job_.emplace(board, from, bones, options);
    from_ = from;
    bones_ = bones;
}

bool HintSearch::cancel() {
    if (!job_)
        return false;
    job_.reset();  // cancels and joins
    return true;
}

std::optional<Solution> HintSearch::poll(Tile from, int bones, bool& stale) {
    stale = false;
    if (!job_ || !job_->done())
        return std::nullopt;
    Solution solution = job_->wait();
    job_.reset();
    if (from != from_ || bones != bones_) {
        stale = true;
        return std::nullopt;
    }
    return solution;
}

}  // namespace catmaze::app
