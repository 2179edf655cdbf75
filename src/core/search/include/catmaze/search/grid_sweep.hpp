#pragma once
/// \file
/// GridSweep: Dijkstra's search from one cell to every cell of a grid at its base step costs
/// (every multiplier taken as 1), written for the grid alone: a cell's moves are one byte of
/// GridDataSource::moveBits, a move costs the straight or the diagonal base cost, and the open
/// list is a bucket queue when the costs are integers of a few units (Dial's algorithm: a
/// circular array of one bucket per cost value up to the dearer step, so a push and a pop are
/// O(1)) and a flat binary heap otherwise. Landmarks (grid_landmarks.hpp) take ten of these per
/// map; this is what makes them cheap enough to build when a level starts (docs/PERFORMANCE.md).

#include <algorithm>
#include <bit>
#include <cstdint>
#include <functional>
#include <limits>
#include <numeric>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "catmaze/search/grid_source.hpp"

namespace catmaze {

/// One reusable sweep (its queue's memory is kept between runs).
///
/// Thread safety: not thread-safe (a run uses the sweep's own queue): copy one per thread.
template <class Cost>
class GridSweep {
  public:
    /// The cost standing for "not reachable from the start".
    static constexpr Cost kUnreached = std::numeric_limits<Cost>::max();

    /// The largest dearer step, in units of the greatest common divisor of the two base step
    /// costs, for which integer costs use the bucket queue: one bucket per multiple of that
    /// divisor up to the dearer step (the game's 10 and 14: 2 and 7 units of 2, so 8 buckets),
    /// and the queue looks at every multiple up to the farthest cost, so steps of many units
    /// would make it slower than the heap.
    static constexpr std::int64_t kMaxBucketedStep = 64;

    /// Writes into `costs` (resized to grid.nodeCount()) the cheapest cost at base step costs from
    /// `start` to every cell, kUnreached where there is no way, and returns how many cells were
    /// reached (`start` included). Throws std::out_of_range, naming it, unless `start` is a
    /// walkable cell of `grid` (whose step costs the grid checked). Precondition: every cost
    /// reached fits in Cost (as for AStar). The costs are exact (the same as AStar::explore's on
    /// the grid at base costs): both queues settle cells in order of cost.
    std::int64_t run(const GridDataSource<Cost>& grid, NodeId start, std::vector<Cost>& costs) {
        if (start < 0 || start >= grid.nodeCount() || !grid.isWalkable(start)) {
            throw std::out_of_range("GridSweep::run: the start " + std::to_string(start) +
                                    " is not a walkable cell of the grid");
        }
        costs.assign(static_cast<std::size_t>(grid.nodeCount()), kUnreached);
        const GridMovement<Cost>& movement = grid.movement();
        if constexpr (std::is_integral_v<Cost>) {
            const Cost unit = std::gcd(movement.straightCost, movement.diagonalCost);
            const Cost dearest = std::max(movement.straightCost, movement.diagonalCost);
            if (unit > 0 && dearest / unit <= kMaxBucketedStep)
                return runBuckets(grid, start, costs, unit,
                                  static_cast<std::size_t>(dearest / unit) + 1);
        }
        return runHeap(grid, start, costs);
    }

  private:
    // The offset of each move of kStepOrder in cell ids, and its base cost.
    struct Steps {
        NodeId delta[8];
        Cost cost[8];
    };
    static Steps stepsOf(const GridDataSource<Cost>& grid) {
        Steps steps{};
        for (std::size_t i = 0; i < kStepOrder.size(); ++i) {
            steps.delta[i] = kStepOrder[i].drow * grid.size().width + kStepOrder[i].dcol;
            steps.cost[i] = i < 4 ? grid.movement().straightCost : grid.movement().diagonalCost;
        }
        return steps;
    }

    // Follows the moves of `node`, settled at `cost`: each neighbour whose known cost drops gets
    // the new cost and is handed to `push(i, next, through)` (i: the move's kStepOrder index).
    // Both queues' inner loop.
    template <class Push>
    static void relax(const Steps& steps, const std::vector<std::uint8_t>& moveBits, NodeId node,
                      Cost cost, std::vector<Cost>& costs, Push&& push) {
        unsigned moves = moveBits[static_cast<std::size_t>(node)];
        while (moves != 0) {
            const auto i = static_cast<std::size_t>(std::countr_zero(moves));
            moves &= moves - 1;
            const NodeId next = node + steps.delta[i];
            const Cost through = cost + steps.cost[i];
            Cost& known = costs[static_cast<std::size_t>(next)];
            if (through < known) {
                known = through;
                push(i, next, through);
            }
        }
    }

    // Dial's algorithm on costs that are all multiples of `unit`. Every open cost lies in
    // [c, c + dearest] while the bucket of cost c is emptied, so `count` = dearest / unit + 1
    // buckets indexed by (cost / unit) modulo count never mix two costs. A cell is pushed again
    // when its cost drops; the stale entry is skipped when popped.
    std::int64_t runBuckets(const GridDataSource<Cost>& grid, NodeId start,
                            std::vector<Cost>& costs, Cost unit, std::size_t count) {
        const Steps steps = stepsOf(grid);
        std::size_t stepUnits[8];  // each step's cost in units: how many buckets further it lands
        for (std::size_t i = 0; i < kStepOrder.size(); ++i)
            stepUnits[i] = static_cast<std::size_t>(steps.cost[i] / unit);
        const std::vector<std::uint8_t>& moveBits = grid.moveBits();
        buckets_.resize(std::max(buckets_.size(), count));
        for (auto& bucket : buckets_)
            bucket.clear();
        costs[static_cast<std::size_t>(start)] = Cost{};
        buckets_[0].push_back(start);
        std::int64_t open = 1;  // entries in the buckets, stale ones included
        std::int64_t reached = 0;
        std::size_t slot = 0;  // the bucket of `cost`: (cost / unit) % count
        for (Cost cost{}; open > 0; cost += unit, slot = slot + 1 == count ? 0 : slot + 1) {
            std::vector<NodeId>& bucket = buckets_[slot];
            // A step costs 1 to count - 1 units, so nothing is pushed into this bucket while it
            // is emptied.
            for (const NodeId node : bucket) {
                --open;
                if (costs[static_cast<std::size_t>(node)] != cost)
                    continue;  // reached cheaper since it was pushed
                ++reached;
                relax(steps, moveBits, node, cost, costs, [&](std::size_t i, NodeId next, Cost) {
                    const std::size_t to = slot + stepUnits[i];
                    buckets_[to < count ? to : to - count].push_back(next);
                    ++open;
                });
            }
            bucket.clear();
        }
        return reached;
    }

    // Dijkstra's search with a binary heap of (cost, cell) and the same stale-entry rule.
    std::int64_t runHeap(const GridDataSource<Cost>& grid, NodeId start, std::vector<Cost>& costs) {
        const Steps steps = stepsOf(grid);
        const std::vector<std::uint8_t>& moveBits = grid.moveBits();
        const auto later = std::greater<std::pair<Cost, NodeId>>{};
        heap_.clear();
        costs[static_cast<std::size_t>(start)] = Cost{};
        heap_.emplace_back(Cost{}, start);
        std::int64_t reached = 0;
        while (!heap_.empty()) {
            std::pop_heap(heap_.begin(), heap_.end(), later);
            const auto [cost, node] = heap_.back();
            heap_.pop_back();
            if (costs[static_cast<std::size_t>(node)] != cost)
                continue;  // reached cheaper since it was pushed
            ++reached;
            relax(steps, moveBits, node, cost, costs, [&](std::size_t, NodeId next, Cost through) {
                heap_.emplace_back(through, next);
                std::push_heap(heap_.begin(), heap_.end(), later);
            });
        }
        return reached;
    }

    std::vector<std::vector<NodeId>> buckets_;
    std::vector<std::pair<Cost, NodeId>> heap_;
};

}  // namespace catmaze
