#include "solver_search.hpp"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <queue>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "solver_walks.hpp"

namespace catmaze::solving {

namespace {

// The key-point search. A state is (key point, objects gone); key points are the objects
// (indices 0..n-1) and the cat's first tile (index n).
class Solver {
  public:
    Solver(const Board& board, std::int32_t cat, int bonesHeld, const SolveOptions& options)
        : board_(board), cat_(cat), bonesHeld_(bonesHeld), options_(options), walks_(board) {}

    Solution solve() {
        const int n = static_cast<int>(board_.objects.size());
        addState(n, 0, 0, -1);
        while (!open_.empty()) {
            const auto [cost, id] = open_.top();
            open_.pop();
            if (states_[static_cast<std::size_t>(id)].cost != cost)
                continue;  // superseded
            if (goal_.parent >= 0 && cost >= goal_.cost)
                break;  // nothing cheaper remains
            if (!expand(id))
                return cancelled() ? stopped() : tooComplex();
        }
        if (goal_.parent < 0) {
            Solution s;
            s.status = SolveStatus::Unwinnable;
            s.statesSearched = static_cast<std::int64_t>(states_.size());
            s.tilesSearched = tiles_;
            return s;
        }
        return traceBack();
    }

  private:
    struct State {
        int point;
        std::uint64_t gone;
        GridCost cost;
        std::int32_t parent;
    };
    struct Goal {
        GridCost cost = 0;
        std::int32_t parent = -1;
        std::int32_t exitCell = -1;
    };

    std::int32_t cellOf(int point) const {
        return point == static_cast<int>(board_.objects.size())
                   ? cat_
                   : board_.size.indexOf(board_.objects[static_cast<std::size_t>(point)]);
    }
    int held(std::uint64_t gone) const {
        return bonesHeld_ + std::popcount(gone & board_.boneMask) -
               std::popcount(gone & board_.dogMask);
    }
    static std::uint64_t keyOf(int point, std::uint64_t gone) {
        // A key point is an object whose bit is in `gone`, or the start; mixing both into one
        // number is only a hash (equality is checked on the full state).
        return gone * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(point);
    }

    bool cancelled() const {
        return options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed);
    }

    Solution stopped() const {
        Solution s;
        s.status = SolveStatus::Cancelled;
        s.reason = "cancelled after " + std::to_string(states_.size()) + " states";
        s.statesSearched = static_cast<std::int64_t>(states_.size());
        s.tilesSearched = tiles_;
        return s;
    }

    Solution tooComplex() const {
        Solution s;
        s.status = SolveStatus::TooComplex;
        s.reason = "too complex to decide (" + std::to_string(states_.size()) + " states)";
        s.statesSearched = static_cast<std::int64_t>(states_.size());
        s.tilesSearched = tiles_;
        return s;
    }

    // Records that `point` with `gone` is reached at `cost` from state `parent`. Returns false,
    // creating nothing, when a new state would pass the limit.
    bool addState(int point, std::uint64_t gone, GridCost cost, std::int32_t parent) {
        const std::uint64_t key = keyOf(point, gone);
        auto [it, end] = index_.equal_range(key);
        for (; it != end; ++it) {
            State& s = states_[static_cast<std::size_t>(it->second)];
            if (s.point != point || s.gone != gone)
                continue;
            if (cost < s.cost) {
                s.cost = cost;
                s.parent = parent;
                open_.push({cost, it->second});
            }
            return true;
        }
        if (static_cast<std::int64_t>(states_.size()) >= options_.maxStates && !states_.empty())
            return false;
        const auto id = static_cast<std::int32_t>(states_.size());
        states_.push_back({point, gone, cost, parent});
        index_.emplace(key, id);
        open_.push({cost, id});
        return true;
    }

    // Walks from state `id` to every stop, adding the states they lead to. Returns false when a
    // limit was reached (at once, in the middle of the walk).
    bool expand(std::int32_t id) {
        const State s = states_[static_cast<std::size_t>(id)];
        const int bones = held(s.gone);
        // A walk as dear as the best win found leads nowhere cheaper (see solve's loop).
        const GridCost costBelow =
            goal_.parent >= 0 ? goal_.cost - s.cost : std::numeric_limits<GridCost>::max();
        return walks_.run(cellOf(s.point), s.gone, costBelow, tiles_, options_.maxTiles,
                          options_.cancel, [&](std::int32_t cell, GridCost walk) {
                              const GridCost cost = s.cost + walk;
                              if (board_.at(cell) == TileKind::Exit) {
                                  if (goal_.parent < 0 || cost < goal_.cost)
                                      goal_ = {cost, id, cell};
                                  return true;
                              }
                              const int object = board_.objectAt[static_cast<std::size_t>(cell)];
                              if (board_.at(cell) == TileKind::Dog && bones == 0)
                                  return true;  // it would eat the cat
                              return addState(object, s.gone | (std::uint64_t{1} << object), cost,
                                              id);
                          });
    }

    Solution traceBack() {
        std::vector<std::int32_t> chain;
        for (std::int32_t id = goal_.parent; id >= 0;
             id = states_[static_cast<std::size_t>(id)].parent) {
            chain.push_back(id);
        }
        Solution out;
        out.status = SolveStatus::Winnable;
        out.cost = goal_.cost;
        out.statesSearched = static_cast<std::int64_t>(states_.size());
        out.tilesSearched = tiles_;
        std::int64_t ignored = 0;
        for (std::size_t i = chain.size(); i-- > 0;) {
            const State& s = states_[static_cast<std::size_t>(chain[i])];
            const std::int32_t to =
                i == 0 ? goal_.exitCell
                       : cellOf(states_[static_cast<std::size_t>(chain[i - 1])].point);
            // Unlimited: this walk was done before, within the limits.
            walks_.run(cellOf(s.point), s.gone, std::numeric_limits<GridCost>::max(), ignored,
                       INT64_MAX, nullptr, [](std::int32_t, GridCost) { return true; });
            for (const Tile t : walks_.walkTo(to))
                out.route.push_back(t);
            if (i == 0)
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
    std::vector<State> states_;
    std::unordered_multimap<std::uint64_t, std::int32_t> index_;
    using Entry = std::pair<GridCost, std::int32_t>;  // (cost, state): ties go to the older state
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open_;
    Goal goal_;
    std::int64_t tiles_ = 0;  // settled by all walks
};

}  // namespace

Solution searchKeyPoints(const Board& board, std::int32_t cat, int bonesHeld,
                         const SolveOptions& options) {
    return Solver(board, cat, bonesHeld, options).solve();
}

}  // namespace catmaze::solving
