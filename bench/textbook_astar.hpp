#pragma once
/// \file
/// A plain textbook A* for the benchmark's grids, the "competent engineer" reference: flat
/// per-cell arrays (cost so far, parent, closed flag, a query stamp instead of clearing them),
/// a binary heap (std::push_heap / std::pop_heap on a vector) with lazy deletion (stale entries
/// skipped when popped), bounds-checked neighbours, octile estimate, ties in f broken by the lower
/// cell index.

#include <algorithm>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "grid_moves.hpp"
#include "workload.hpp"

namespace catmaze::bench {

/// Textbook A* on one map; reuse it for every query on that map.
class TextbookAStar {
  public:
    explicit TextbookAStar(const MovingAiMap& map)
        : map_(map),
          g_(static_cast<std::size_t>(map.size.cellCount())),
          parent_(g_.size()),
          stamp_(g_.size(), 0),
          closed_(g_.size(), 0) {}

    /// Bytes of per-cell search state.
    static constexpr std::size_t kBytesPerCell =
        sizeof(double) + sizeof(std::int32_t) + sizeof(std::uint32_t) + sizeof(std::uint8_t);

    Answer solve(const MovingAiProblem& problem) {
        ++query_;
        heap_.clear();
        const GridSize size = map_.size;
        const std::int32_t start = size.indexOf(problem.start);
        const std::int32_t goal = size.indexOf(problem.goal);
        visit(start, 0.0, -1);
        push({octile(problem.start, problem.goal), start});
        Answer answer;
        while (!heap_.empty()) {
            std::pop_heap(heap_.begin(), heap_.end(), std::greater<Entry>{});
            const std::int32_t node = heap_.back().second;
            heap_.pop_back();
            const auto n = static_cast<std::size_t>(node);
            if (closed_[n] != 0)
                continue;  // a stale entry: the node was expanded through a cheaper one
            closed_[n] = 1;
            ++answer.expanded;
            if (node == goal) {
                answer.found = true;
                answer.cost = g_[n];
                break;
            }
            const Tile t = size.tileAt(node);
            for (const Offset o : kMoves) {
                if (!canMove(map_, t, o))
                    continue;
                const std::int32_t next = size.indexOf(t + o);
                const auto m = static_cast<std::size_t>(next);
                const double g = g_[n] + ((o.dcol != 0 && o.drow != 0) ? kSqrt2 : 1.0);
                if (stamp_[m] == query_ && (closed_[m] != 0 || !(g < g_[m])))
                    continue;
                visit(next, g, node);
                push({g + octile(t + o, problem.goal), next});
            }
        }
        return answer;
    }

  private:
    using Entry = std::pair<double, std::int32_t>;  // (f, cell): the lowest f, then cell, first

    void push(Entry e) {
        heap_.push_back(e);
        std::push_heap(heap_.begin(), heap_.end(), std::greater<Entry>{});
    }

    void visit(std::int32_t node, double g, std::int32_t parent) {
        const auto n = static_cast<std::size_t>(node);
        if (stamp_[n] != query_) {
            stamp_[n] = query_;
            closed_[n] = 0;
        }
        g_[n] = g;
        parent_[n] = parent;
    }

    const MovingAiMap& map_;
    std::vector<double> g_;
    std::vector<std::int32_t> parent_;
    std::vector<std::uint32_t> stamp_;
    std::vector<std::uint8_t> closed_;
    std::vector<Entry> heap_;
    std::uint32_t query_ = 0;
};

}  // namespace catmaze::bench
