#pragma once
/// \file
/// GridSweep: Dijkstra's search from one cell to every cell of a grid at its base step costs
/// (every multiplier taken as 1), written for the grid alone: a cell's moves are one byte of
/// GridDataSource::moveBits, a move costs the straight or the diagonal base cost, and the open
/// list is a bucket queue when the costs are small integers (Dial's algorithm: a circular array
/// of one bucket per cost value up to the dearer step, so a push and a pop are O(1)) and a flat
/// binary heap otherwise. Landmarks (grid_landmarks.hpp) take ten of these per map; this is
/// what makes them cheap enough to build when a level starts (docs/PERFORMANCE.md).

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <type_traits>
#include <utility>
#include <vector>

#include "catmaze/search/grid_source.hpp"

namespace catmaze {

/// One reusable sweep (its queue's memory is kept between runs). Not thread-safe; copy one per
/// thread.
template <class Cost>
class GridSweep {
  public:
    /// The cost standing for "not reachable from the start".
    static constexpr Cost kUnreached = std::numeric_limits<Cost>::max();

    /// The largest base step cost for which integer costs use the bucket queue (one bucket per
    /// cost value: the game's 10 and 14 take 15).
    static constexpr std::int64_t kMaxBucketedStep = 4096;

    /// Writes into `costs` (resized to grid.nodeCount()) the cheapest cost at base step costs from
    /// `start` to every cell, kUnreached where there is no way, and returns how many cells were
    /// reached (`start` included). Precondition: `start` is a walkable cell of `grid` and its
    /// base step costs are > 0. The costs are exact (the same as AStar::explore's on the grid at
    /// base costs): both queues settle cells in order of cost.
    std::int64_t run(const GridDataSource<Cost>& grid, NodeId start, std::vector<Cost>& costs) {
        costs.assign(static_cast<std::size_t>(grid.nodeCount()), kUnreached);
        const GridMovement<Cost>& movement = grid.movement();
        const Cost dearest = std::max(movement.straightCost, movement.diagonalCost);
        if constexpr (std::is_integral_v<Cost>) {
            if (dearest <= kMaxBucketedStep)
                return runBuckets(grid, start, costs, static_cast<std::size_t>(dearest) + 1);
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

    // Dial's algorithm. Every open cost lies in [c, c + dearest] while the bucket of cost c is
    // emptied, so `count` = dearest + 1 buckets indexed by cost modulo count never mix two costs.
    // A cell is pushed again when its cost drops; the stale entry is skipped when popped.
    std::int64_t runBuckets(const GridDataSource<Cost>& grid, NodeId start,
                            std::vector<Cost>& costs, std::size_t count) {
        const Steps steps = stepsOf(grid);
        const std::vector<std::uint8_t>& moveBits = grid.moveBits();
        buckets_.resize(std::max(buckets_.size(), count));
        for (auto& bucket : buckets_)
            bucket.clear();
        costs[static_cast<std::size_t>(start)] = Cost{};
        buckets_[0].push_back(start);
        std::int64_t open = 1;  // entries in the buckets, stale ones included
        std::int64_t reached = 0;
        for (Cost cost{}; open > 0; ++cost) {
            std::vector<NodeId>& bucket = buckets_[static_cast<std::size_t>(cost) % count];
            // A step costs 1 to count - 1, so nothing is pushed into this bucket while it is
            // emptied.
            for (const NodeId node : bucket) {
                --open;
                if (costs[static_cast<std::size_t>(node)] != cost)
                    continue;  // reached cheaper since it was pushed
                ++reached;
                unsigned moves = moveBits[static_cast<std::size_t>(node)];
                while (moves != 0) {
                    const auto i = static_cast<std::size_t>(std::countr_zero(moves));
                    moves &= moves - 1;
                    const NodeId next = node + steps.delta[i];
                    const Cost through = cost + steps.cost[i];
                    Cost& known = costs[static_cast<std::size_t>(next)];
                    if (through < known) {
                        known = through;
                        buckets_[static_cast<std::size_t>(through) % count].push_back(next);
                        ++open;
                    }
                }
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
            unsigned moves = moveBits[static_cast<std::size_t>(node)];
            while (moves != 0) {
                const auto i = static_cast<std::size_t>(std::countr_zero(moves));
                moves &= moves - 1;
                const NodeId next = node + steps.delta[i];
                const Cost through = cost + steps.cost[i];
                Cost& known = costs[static_cast<std::size_t>(next)];
                if (through < known) {
                    known = through;
                    heap_.emplace_back(through, next);
                    std::push_heap(heap_.begin(), heap_.end(), later);
                }
            }
        }
        return reached;
    }

    std::vector<std::vector<NodeId>> buckets_;
    std::vector<std::pair<Cost, NodeId>> heap_;
};

}  // namespace catmaze
