#pragma once
/// \file
/// The in-game hint's search (H): the solver from where the cat stands, on a worker thread, so
/// a level with many bones and dogs never freezes the game. H again cancels it; a cat that moved
/// before the answer makes it stale (it is dropped: it would start from the wrong tile).

#include <optional>

#include "catmaze/game/solve_job.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze::app {

/// At most one hint search at a time.
class HintSearch {
  public:
    /// Starts solving `board` from `from` (the tile the cat stands on, or is stepping onto)
    /// with `bones` held under `diagonal` (any search running is cancelled).
    void start(const Level& board, Tile from, int bones, DiagonalMode diagonal);
    /// Stops the search; returns false when none was running.
    bool cancel();
    /// Drops the search without an answer (a restart or another level).
    void reset() { job_.reset(); }
    /// True while a search runs.
    bool running() const { return job_.has_value(); }
    /// The answer once it is ready (once), for a cat now at `from` holding `bones`; a cat that
    /// moved or changed its bones since the start gets nullopt with `stale` set (the search is
    /// dropped: its route would start from the wrong place).
    std::optional<Solution> poll(Tile from, int bones, bool& stale);

  private:
    std::optional<SolveJob> job_;
    Tile from_;
    int bones_ = 0;
};

}  // namespace catmaze::app
