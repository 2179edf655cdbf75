#pragma once
/// \file
/// GridLandmarks: a differential heuristic for a grid whose walls do not change between queries.
/// The cheapest costs at the base step costs (every multiplier taken as 1) from a few landmark
/// cells to every cell are computed once. For any two cells n and g and any landmark p, the
/// triangle inequality gives d(n, g) >= |d(p, g) - d(p, n)| at the base costs (where d is
/// symmetric: a grid's moves are allowed both ways and cost the same), and a path never
/// costs less than at its base costs (multipliers are >= 1), so the bound holds whatever the
/// multipliers are and whenever they change: dogs bribed or placed keep it valid, only a change
/// of walls or movement does not (GridDataSource::wallsRevision and movement). The largest of these
/// bounds and of the octile estimate is a consistent estimate, much closer to the real cost than
/// the octile one wherever walls make the way round long (rooms, cities, mazes), so searches expand
/// fewer nodes: jump point search expands a fifth to a tenth of what it does with the octile
/// estimate alone on the Moving AI maps (docs/PERFORMANCE.md).
/// Landmarks are placed farthest first: each at the cell farthest from the ones already placed,
/// which puts them at the map's edges, where their bounds are tight for most queries.
/// (Goldberg & Harrelson, SODA 2005 "ALT"; Sturtevant, Felner, Barrer, Schaeffer & Burch, IJCAI
/// 2009, "Memory-based heuristics for explicit state spaces".)

#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>
#include <memory>
#include <random>
#include <type_traits>
#include <vector>

#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/grid_sweep.hpp"

namespace catmaze {

/// The base costs from a few landmark cells to every cell of one grid, and the lower bounds on
/// path costs they give (see the file comment). Built for one grid at one layout revision: a
/// search may use it only while fits(grid) holds, as a cell made walkable after the build could
/// make the bounds overestimate.
///
/// Thread safety: const member functions may be called concurrently (built landmarks are read
/// only: one set can serve every thread's searches); anything else needs external
/// synchronisation.
template <class Cost>
class GridLandmarks {
  public:
    /// A count of landmarks that pays on the Moving AI maps: 4 already cut jump point search's
    /// expansions to a quarter on 8room and Berlin, 8 to a fifth, 16 gain little more for twice
    /// the memory and build time (docs/PERFORMANCE.md). Each costs one StoredCost per cell.
    static constexpr int kDefaultCount = 8;

    /// Places up to `count` landmarks on `grid` (fewer when the grid has fewer walkable cells)
    /// and computes their base costs to every cell: a flood of the grid finds its largest
    /// connected part, then count + 1 sweeps (GridSweep) find that part's cell farthest from its
    /// first cell, where the first landmark goes, and each landmark's costs; each later landmark
    /// goes to the cell of that part farthest from all placed before.
    void build(const GridDataSource<Cost>& grid, int count) {
        if (grid.hasCostlyCells())  // the same walls and moves at the base costs
            measure(GridDataSource<Cost>(grid.size(), grid.walkableCells(), grid.movement()),
                    count);
        else
            measure(grid, count);
        grid_ = grid.identity();
        wallsRevision_ = grid.wallsRevision();
        movement_ = grid.movement();
    }

    /// True when these landmarks were built for `grid` (the same grid object) with its walls and
    /// movement as they are now (its multipliers may have changed since, and its movement may have
    /// changed and changed back).
    bool fits(const GridDataSource<Cost>& grid) const {
        return grid_ != nullptr && grid_ == grid.identity() &&
               wallsRevision_ == grid.wallsRevision() && movement_ == grid.movement();
    }
    /// The landmark cells, in the order they were placed.
    const std::vector<NodeId>& landmarks() const { return landmarks_; }

    /// How a landmark's cost to a cell is kept: 32 bits for integer costs (half the memory and
    /// the cache lines of 64-bit ones: 32 MB for 8 landmarks on the largest level, 1024 x 1024),
    /// Cost otherwise. A landmark with an integer cost too large for 32 bits (only with step
    /// costs in the hundreds of thousands on a large level) is kept as kUnreached everywhere: its
    /// bound is left out for every cell alike, so the estimate stays consistent.
    using StoredCost =
        std::conditional_t<std::is_integral_v<Cost> && (sizeof(Cost) > sizeof(std::int32_t)),
                           std::int32_t, Cost>;

    /// A lower bound on the cost of any path from `from` to `goal` (0 when no landmark reaches
    /// both). Consistent: it drops by at most a move's cost along any move. Precondition: both
    /// are nodes of the grid it was built for.
    Cost lowerBound(NodeId from, NodeId goal) const { return lowerBound(from, costsFrom(goal)); }
    /// The landmarks' costs to `cell` (landmarks().size() of them; unreached ones are kUnreached),
    /// for callers that ask many bounds towards one goal.
    const StoredCost* costsFrom(NodeId cell) const {
        return distance_.data() +
               static_cast<std::size_t>(cell) * static_cast<std::size_t>(stride_);
    }
    /// lowerBound(from, goal) with the goal's costs from costsFrom(goal).
    Cost lowerBound(NodeId from, const StoredCost* goalCosts) const {
        const StoredCost* at = costsFrom(from);
        StoredCost best{};
        const std::size_t count = landmarks_.size();
        for (std::size_t i = 0; i < count; ++i) {
            const StoredCost a = at[i];
            const StoredCost b = goalCosts[i];
            if (a == kUnreached || b == kUnreached)
                continue;
            best = std::max(best, b > a ? b - a : a - b);
        }
        return static_cast<Cost>(best);
    }

    /// How much the landmarks raise `grid`'s own estimate: over `pairs` fixed pseudo-random pairs
    /// of walkable cells (the same pairs for the same grid), the sum of the larger of the grid's
    /// estimate and the bound over the sum of the grid's estimate (1: they never raise it). Near
    /// 1 where walls make no long detours (open or randomly scattered ones), when landmarks cost
    /// their lookups and save nothing; 1.06 and above on rooms, cities and mazes. 1 with no
    /// walkable cell. Precondition: fits(grid).
    double tightening(const GridDataSource<Cost>& grid, int pairs = 512) const {
        std::vector<NodeId> open;
        for (NodeId n = 0; n < grid.nodeCount(); ++n) {
            if (grid.isWalkable(n))
                open.push_back(n);
        }
        if (open.empty())
            return 1.0;
        std::mt19937 pick(5);  // mt19937's output is fixed by the standard: the same pairs
        double raised = 0.0;
        double estimated = 0.0;
        for (int i = 0; i < pairs; ++i) {
            const NodeId a = open[pick() % open.size()];
            const NodeId b = open[pick() % open.size()];
            const Cost estimate = grid.estimateCost(a, b);
            raised += static_cast<double>(std::max(estimate, lowerBound(a, b)));
            estimated += static_cast<double>(estimate);
        }
        return estimated > 0.0 ? raised / estimated : 1.0;
    }

    /// The stored cost standing for "this landmark does not reach the cell".
    static constexpr StoredCost kUnreached = std::numeric_limits<StoredCost>::max();

  private:
    // Places the landmarks on `grid`, whose cells all cost the base costs, and measures their
    // costs to every cell (see build).
    void measure(const GridDataSource<Cost>& grid, int count) {
        landmarks_.clear();
        const auto n = static_cast<std::size_t>(grid.nodeCount());
        std::vector<Cost> nearest(n, kFar);  // the cost from the nearest landmark so far
        std::vector<Cost> from(n);
        const NodeId seed = largestPartCell(grid);
        NodeId next = seed >= 0 ? farthestFrom(grid, seed, from) : -1;
        distance_.assign(n * static_cast<std::size_t>(std::max(count, 0)), kUnreached);
        stride_ = std::max(count, 0);
        for (int i = 0; i < count && next >= 0; ++i) {
            landmarks_.push_back(next);
            farthestFrom(grid, next, from);
            const bool fits = std::all_of(from.begin(), from.end(), [](Cost c) {
                return c == kFar || c < static_cast<Cost>(kUnreached);
            });
            for (std::size_t c = 0; c < n; ++c) {
                distance_[c * static_cast<std::size_t>(stride_) + static_cast<std::size_t>(i)] =
                    fits && from[c] != kFar ? static_cast<StoredCost>(from[c]) : kUnreached;
                nearest[c] = std::min(nearest[c], from[c]);
            }
            // The next landmark: the reachable cell farthest from every landmark placed.
            next = -1;
            Cost best{};
            for (std::size_t c = 0; c < n; ++c) {
                if (nearest[c] != kFar && nearest[c] > best) {
                    best = nearest[c];
                    next = static_cast<NodeId>(c);
                }
            }
        }
    }
    // The lowest walkable cell of the grid's largest connected part (-1 when none is walkable):
    // landmarks go where most queries are, not in a closed-off pocket. One flood per part over
    // the grid's move bits (moves go both ways, so the parts are well defined).
    static NodeId largestPartCell(const GridDataSource<Cost>& grid) {
        const std::vector<std::uint8_t>& moveBits = grid.moveBits();
        NodeId delta[8];
        for (std::size_t i = 0; i < kStepOrder.size(); ++i)
            delta[i] = kStepOrder[i].drow * grid.size().width + kStepOrder[i].dcol;
        std::vector<std::uint8_t> reached(static_cast<std::size_t>(grid.nodeCount()), 0);
        std::vector<NodeId> stack;
        NodeId best = -1;
        std::int64_t bestSize = 0;
        for (NodeId cell = 0; cell < grid.nodeCount(); ++cell) {
            if (reached[static_cast<std::size_t>(cell)] != 0 || !grid.isWalkable(cell))
                continue;
            std::int64_t size = 0;
            reached[static_cast<std::size_t>(cell)] = 1;
            stack.push_back(cell);
            while (!stack.empty()) {
                const NodeId node = stack.back();
                stack.pop_back();
                ++size;
                unsigned moves = moveBits[static_cast<std::size_t>(node)];
                while (moves != 0) {
                    const NodeId next = node + delta[std::countr_zero(moves)];
                    moves &= moves - 1;
                    if (reached[static_cast<std::size_t>(next)] == 0) {
                        reached[static_cast<std::size_t>(next)] = 1;
                        stack.push_back(next);
                    }
                }
            }
            if (size > bestSize) {
                bestSize = size;
                best = cell;
            }
        }
        return best;
    }
    // Writes the cheapest cost from `start` to every cell into `costs` (kFar where none)
    // and returns the reachable cell with the largest (the lowest id among equals).
    NodeId farthestFrom(const GridDataSource<Cost>& grid, NodeId start, std::vector<Cost>& costs) {
        sweep_.run(grid, start, costs);
        NodeId farthest = start;
        Cost far{};
        for (std::size_t c = 0; c < costs.size(); ++c) {
            if (costs[c] != kFar && costs[c] > far) {
                far = costs[c];
                farthest = static_cast<NodeId>(c);
            }
        }
        return farthest;
    }

    static constexpr Cost kFar = GridSweep<Cost>::kUnreached;  // a sweep's "not reached"

    std::vector<StoredCost>
        distance_;    // cell-major: a cell's costs from every landmark side by side
    int stride_ = 0;  // landmarks per cell in distance_
    std::vector<NodeId> landmarks_;
    std::shared_ptr<const char> grid_;  // the identity of the grid built for,
    std::uint64_t wallsRevision_ = 0;   // its walls revision then
    GridMovement<Cost> movement_;       // and its movement
    GridSweep<Cost> sweep_;
};

}  // namespace catmaze
