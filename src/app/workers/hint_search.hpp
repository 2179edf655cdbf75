#pragma once
/// \file
/// The in-game hint's search (H): the exact planner from where the cat stands, on a worker
/// thread, so a level with many bones and dogs never freezes the game: the tile solver on tiles,
/// the open-floor planner on open floor. H again cancels it; a cat that moved before the answer
/// makes it stale (it is dropped: it would start from the wrong place).

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/game/open_floor_plan_job.hpp"
#include "catmaze/game/play_session.hpp"
#include "catmaze/game/solve_job.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze::app {

/// A hint search's answer, the same on both floors.
struct HintAnswer {
    SolveStatus status = SolveStatus::Unwinnable;  ///< Winnable, or why not
    std::string reason;                            ///< why not, in words
    GridCost cost = 0;                             ///< the route's cost when Winnable
    /// The route as points, its start first (tile centres on tiles).
    std::vector<Vec2> points;
    bool stepwise = false;    ///< tiles: one arrow per tile centre
    std::vector<Tile> tiles;  ///< tiles: the tiles stepped onto
    std::vector<Tile> bones;  ///< the bones picked, in order
    std::vector<Tile> dogs;   ///< the dogs paid, in order
};

/// At most one hint search at a time.
class HintSearch {
  public:
    HintSearch();
    ~HintSearch();
    HintSearch(const HintSearch&) = delete;
    HintSearch& operator=(const HintSearch&) = delete;

    /// Starts planning on `board` from `start` on `floor` (any search running is cancelled).
    void start(const Level& board, const HintStart& start, Floor floor);
    /// Stops the search; returns false when none was running.
    bool cancel();
    /// Drops the search without an answer (a restart or another level).
    void reset();
    /// True while a search runs.
    bool running() const { return job_.has_value() || floorJob_ != nullptr; }
    /// The answer once it is ready (once), for a cat now at `now`; a cat that moved or changed
    /// its bones since the start gets nullopt with `stale` set (the search is dropped).
    std::optional<HintAnswer> poll(const HintStart& now, bool& stale);

  private:
    std::optional<SolveJob> job_;
    std::unique_ptr<OpenFloorPlanJob> floorJob_;
    HintStart from_;
};

}  // namespace catmaze::app
