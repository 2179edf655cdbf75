#include "solver_search.hpp"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "solver_walks.hpp"
#include "state_store.hpp"

namespace catmaze::solving {

namespace {

// The key-point search: Dijkstra's search over states (key point, objects gone) kept in a
// StateStore; key points are the objects (indices 0..n-1) and the cat's first tile (index n).
class Solver {
  public:
    Solver(const Board& board, std::int32_t cat, int bonesHeld, const SolveOptions& options)
        : board_(board),
          cat_(cat),
          bonesHeld_(bonesHeld),
          options_(options),
          walks_(board),
          store_(options.maxStates) {}

    Solution solve() {
        const int n = static_cast<int>(board_.objects.size());
        store_.reach({n, 0}, 0, kNoState, 0);
        while (const std::optional<StateIndex> next = store_.takeNext()) {
            if (best_.beatsAll(store_.boundOf(*next)))
                break;  // nothing cheaper remains
            if (!expand(*next))
                return cancelled() ? stopped() : tooComplex();
        }
        if (!best_.found()) {
            Solution s;
            s.status = SolveStatus::Unwinnable;
            s.statesSearched = store_.size();
            s.tilesSearched = tiles_;
            return s;
        }
        return traceBack();
    }

  private:
    std::int32_t cellOf(int point) const {
        return point == static_cast<int>(board_.objects.size())
                   ? cat_
                   : board_.size.indexOf(board_.objects[static_cast<std::size_t>(point)]);
    }
    int held(std::uint64_t gone) const {
        return bonesHeld_ + std::popcount(gone & board_.boneMask) -
               std::popcount(gone & board_.dogMask);
    }
    bool cancelled() const {
        return options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed);
    }

    Solution stopped() const {
        Solution s;
        s.status = SolveStatus::Cancelled;
        s.reason = cancelledReason(store_.size());
        s.statesSearched = store_.size();
        s.tilesSearched = tiles_;
        return s;
    }

    Solution tooComplex() const {
        Solution s;
        s.status = SolveStatus::TooComplex;
        s.reason = tooComplexReason(store_.size());
        s.statesSearched = store_.size();
        s.tilesSearched = tiles_;
        return s;
    }

    // Walks from state `id` to every stop, adding the states they lead to. Returns false when a
    // limit was reached (at once, in the middle of the walk).
    bool expand(StateIndex id) {
        const KeyState s = store_.state(id);
        const GridCost costSoFar = store_.costOf(id);
        const int bones = held(s.gone);
        // A walk as dear as the best win found leads nowhere cheaper (see solve's loop).
        const GridCost costBelow =
            best_.found() ? best_.cost - costSoFar : std::numeric_limits<GridCost>::max();
        return walks_.run(cellOf(s.point), s.gone, costBelow, tiles_, options_.maxTiles,
                          options_.cancel, [&](std::int32_t cell, GridCost walk) {
                              const GridCost cost = costSoFar + walk;
                              if (board_.at(cell) == TileKind::Exit) {
                                  best_.offer(cost, id, cell);
                                  return true;
                              }
                              const int object = board_.objectAt[static_cast<std::size_t>(cell)];
                              if (board_.at(cell) == TileKind::Dog && bones == 0)
                                  return true;  // it would eat the cat
                              const KeyState after{object, s.gone | (std::uint64_t{1} << object)};
                              // Dijkstra's order: no estimate.
                              return store_.reach(after, cost, id, 0) != Reached::OverBudget;
                          });
    }

    Solution traceBack() {
        const std::vector<StateIndex> chain = store_.chainTo(best_.last);
        Solution out;
        out.status = SolveStatus::Winnable;
        out.cost = best_.cost;
        out.statesSearched = store_.size();
        out.tilesSearched = tiles_;
        std::int64_t ignored = 0;
        for (std::size_t i = 0; i < chain.size(); ++i) {
            const KeyState s = store_.state(chain[i]);
            const bool last = i + 1 == chain.size();
            const std::int32_t to = last ? best_.exit : cellOf(store_.state(chain[i + 1]).point);
            // Unlimited: this walk was done before, within the limits.
            walks_.run(cellOf(s.point), s.gone, std::numeric_limits<GridCost>::max(), ignored,
                       INT64_MAX, nullptr, [](std::int32_t, GridCost) { return true; });
            for (const Tile t : walks_.walkTo(to))
                out.route.push_back(t);
            if (last)
                break;
            const Tile object = board_.size.tileAt(to);
            (board_.at(to) == TileKind::Bone ? out.bonesPicked : out.dogsBribed).push_back(object);
        }
        return out;
    }

    const Board& board_;
    std::int32_t cat_;
    int bonesHeld_;
    SolveOptions options_;
    WalkSearch walks_;
    StateStore<GridCost> store_;  // key-point states, queued by cost (no estimate)
    BestWin<GridCost> best_;      // exit: the exit's cell
    std::int64_t tiles_ = 0;      // settled by all walks
};

}  // namespace

Solution searchKeyPoints(const Board& board, std::int32_t cat, int bonesHeld,
                         const SolveOptions& options) {
    return Solver(board, cat, bonesHeld, options).solve();
}

}  // namespace catmaze::solving
