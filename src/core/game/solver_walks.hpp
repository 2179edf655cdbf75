#pragma once
/// \file
/// The solver's walks between key points (private to the game module): cheapest walks from one
/// tile over floor, on the A* engine with no goal (Dijkstra's search, AStar::explore).

#include <atomic>
#include <cstdint>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "solver_board.hpp"

namespace catmaze::solving {

/// The board as the engine walks it with the objects in `gone` taken away: a step into a dog
/// still there costs the level's dog multiplier. No estimate (the walks have many goals).
struct WalkSource {
    const Board& board;  ///< the board walked
    std::uint64_t gone;  ///< the objects taken away

    /// One node per cell.
    NodeId nodeCount() const { return static_cast<NodeId>(board.size.cellCount()); }
    /// Any cell but a wall.
    bool isWalkable(NodeId cell) const { return board.at(cell) != TileKind::Wall; }
    /// Zero: Dijkstra's order.
    GridCost estimateCost(NodeId /*from*/, NodeId /*goal*/) const { return 0; }
    /// Calls `f(next, cost)` for every step from `cell`, in the movement model's order.
    template <class F>
    void forEachNeighbour(NodeId cell, F&& f) const {
        forEachStep(board, cell, [&](std::int32_t next, bool diagonalMove) {
            const bool dog = board.at(next) == TileKind::Dog && board.present(next, gone);
            f(next, board.movement.stepCost(diagonalMove, dog ? board.rules.dogCostMultiplier : 1));
        });
    }
};

/// Cheapest walks from one tile over floor only, ending on the first bone, dog or exit entered
/// (those are "stops": the walk does not go on through them, since arriving there changes the
/// state or ends the level). The engine's buffers are reused between searches.
class WalkSearch {
  public:
    /// Walks on `board`, which must outlive this.
    explicit WalkSearch(const Board& board) : board_(board) {}

    /// Searches from `from` with the objects in `gone` taken away, calling `onStop(cell, cost)`
    /// for each stop reached (in the order they are settled: by cost, then by cell) while its
    /// cost is below `costBelow`. Adds each cell settled to `settled`. Returns false, at once,
    /// when `onStop` returns false, `settled` would pass `maxSettled` or `cancel` (may be null)
    /// is true; true when the search ran to its end. The end comes early, with the same stops
    /// reported, once every stop on the board was settled or the walks reach `costBelow`: past
    /// that, no stop is left to report (on a million open tiles with the exit next to the cat,
    /// the walk covers a handful of tiles instead of the map).
    template <class OnStop>
    bool run(std::int32_t from, std::uint64_t gone, GridCost costBelow, std::int64_t& settled,
             std::int64_t maxSettled, const std::atomic<bool>* cancel, OnStop&& onStop) {
        int stopsLeft = board_.stopsLeft(gone);
        bool ended = false;  // early, with nothing left to report
        const bool ranOut =
            !engine_.explore(WalkSource{board_, gone}, from, [&](NodeId cell, GridCost cost) {
                if (stopsLeft == 0 || cost >= costBelow) {
                    ended = true;
                    return ExploreStep::Stop;
                }
                if (settled >= maxSettled)
                    return ExploreStep::Stop;
                // Relaxed is enough: the flag carries no data, and a late look costs one more tile.
                if (cancel != nullptr && cancel->load(std::memory_order_relaxed))
                    return ExploreStep::Stop;
                ++settled;
                if (cell == from || !isStop(cell, gone))
                    return ExploreStep::Expand;
                --stopsLeft;
                return onStop(cell, cost) ? ExploreStep::Skip : ExploreStep::Stop;
            });
        return !ranOut || ended;
    }

    /// The tiles of the last run's cheapest walk to `to` (a stop it reached), first step first.
    std::vector<Tile> walkTo(std::int32_t to) {
        engine_.pathTo(to, path_);
        std::vector<Tile> tiles;
        tiles.reserve(path_.size());
        for (const NodeId cell : path_)
            tiles.push_back(board_.size.tileAt(cell));
        return tiles;
    }

  private:
    bool isStop(std::int32_t cell, std::uint64_t gone) const {
        return board_.at(cell) == TileKind::Exit || board_.present(cell, gone);
    }

    const Board& board_;
    AStar<GridCost> engine_;
    std::vector<NodeId> path_;  // walkTo's buffer
};

}  // namespace catmaze::solving
