#pragma once
/// \file
/// How one AStar search runs (astar.hpp): findPath's setup and verdict (`search`) and the loop
/// shared with explore (`run`), apart from the engine's interface. Included by astar.hpp; not a
/// header of its own to include.

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "catmaze/search/astar.hpp"

namespace catmaze {

template <class Cost>
template <class Source, class Listener>
void AStar<Cost>::search(const Source& source, NodeId start, NodeId goal, PathResult<Cost>& result,
                         PathOptions options, Listener& listener) {
    result.path.clear();
    result.cost = Cost{};
    result.expandedCount = 0;
    result.rejectedMove.reset();
    const NodeId count = source.nodeCount();
    beginSearch(count);
    if (start < 0 || goal < 0 || start >= count || goal >= count || !source.isWalkable(start) ||
        !source.isWalkable(goal)) {
        result.status = PathStatus::Invalid;
        return;
    }
    if (endsSearch(source, start, goal)) {
        result.status = PathStatus::AlreadyThere;
        return;
    }

    NodeId arrived = goal;  // the goal node closed: `goal`, or one of a goal set's
    NodeId closest = start;
    Cost closestH = options.allowPartial ? source.estimateCost(start, goal) : Cost{};
    std::int32_t expanded = 0;
    auto onClose = [&](NodeId from, Cost g0) {
        ++expanded;
        if constexpr (GoalSetSource<Source>) {
            if (source.isGoal(from, goal)) {
                arrived = from;
                return ExploreStep::Stop;
            }
        } else if (from == goal) {
            return ExploreStep::Stop;
        }
        if (options.allowPartial) {
            const Cost h = source.estimateCost(from, goal);
            const Cost gClosest = g_[static_cast<std::size_t>(closest)];
            if (h < closestH ||
                (h == closestH && (g0 < gClosest || (g0 == gClosest && from < closest)))) {
                closest = from;
                closestH = h;
            }
        }
        return ExploreStep::Expand;
    };
    const RunEnd end = run<true>(source, start, goal, onClose, listener);

    result.expandedCount = expanded;
    if (end == RunEnd::Rejected) {
        result.status = PathStatus::Invalid;
        result.rejectedMove = *rejected_;
    } else if (end == RunEnd::Stopped) {
        result.status = PathStatus::Found;
        tracePath(arrived, result);
    } else if (options.allowPartial && closest != start) {
        result.status = PathStatus::Partial;
        tracePath(closest, result);
    } else {
        result.status = PathStatus::NoPath;
    }
}

template <class Cost>
template <bool kToGoal, class Source, class OnClose, class Listener>
typename AStar<Cost>::RunEnd AStar<Cost>::run(const Source& source, NodeId start, NodeId goal,
                                              OnClose& onClose, Listener& listener) {
    static_assert(detail::EngineCostMatchesSource<Cost, detail::SourceCost<Source>>::value);
    // A source that vouches for its moves (the grid checks its costs where they come in) is not
    // checked again: its loop stays as it was. Others pay two compares per move. The virtual
    // interface checks its own (VirtualSource) and may reject an expansion's answer.
    constexpr bool kCheckMoves = !VouchedMoves<Source>;
    constexpr bool kMayReject = kCheckMoves || std::is_same_v<Source, VirtualSource>;
    rejected_.reset();
    const auto nodeCount = static_cast<std::uint32_t>(source.nodeCount());
    std::uint32_t* const marks = marks_.data();
    Cost* const gs = g_.data();
    NodeId* const parents = parent_.data();
    const std::uint32_t unseenBelow = generation_ << 2;  // marks below this are from old searches
    const std::uint32_t openMark = markOf(NodeVisit::Open);
    const std::uint32_t closedMark = markOf(NodeVisit::Closed);
    marks[start] = openMark;
    gs[start] = Cost{};
    parents[start] = -1;
    const Cost startH = kToGoal ? source.estimateCost(start, goal) : Cost{};
    open_.push({startH, tieKey(startH, start)});
    listener.generated(start, Cost{}, startH);

    while (!open_.empty()) {
        const OpenEntry top = open_.pop();
        const NodeId from = nodeOf(top);

        // Lazy deletion: a node is expanded once, from its best entry (which comes out first:
        // a cheaper g means a lower f for the same h); later entries for it are skipped.
        if (marks[from] == closedMark)
            continue;
        marks[from] = closedMark;
        const Cost g0 = gs[from];
        listener.expanded(from, g0);
        const ExploreStep step = onClose(from, g0);
        if (step == ExploreStep::Stop)
            return RunEnd::Stopped;
        if (step == ExploreStep::Skip)
            continue;

        // `estimate()` gives h of nextNode; it is asked only for nodes that are queued.
        const auto relax = [&](NodeId nextNode, Cost moveCost, auto&& estimate) {
            if constexpr (kCheckMoves) {
                // A negative id wraps to a large unsigned one: one compare for both ends.
                if (static_cast<std::uint32_t>(nextNode) >= nodeCount || !isValidMoveCost(moveCost))
                    [[unlikely]] {
                    if (!rejected_)
                        rejected_ = RejectedMove<Cost>{from, nextNode, moveCost};
                    return;
                }
            }
            const auto n = static_cast<std::size_t>(nextNode);
            const Cost g = g0 + moveCost;
            const bool seen = marks[n] >= unseenBelow;  // touched by this search: open or closed
            if (seen && (marks[n] == closedMark || !(g < gs[n])))
                return;
            marks[n] = openMark;
            gs[n] = g;
            parents[n] = from;
            const Cost h = estimate();
            open_.push({g + h, tieKey(h, nextNode)});
            if (seen)
                listener.relaxed(nextNode, g, h);
            else
                listener.generated(nextNode, g, h);
        };
        const auto relaxAsking = [&](NodeId nextNode, Cost moveCost) {
            relax(nextNode, moveCost, [&] { return source.estimateCost(nextNode, goal); });
        };
        if constexpr (!kToGoal) {
            source.forEachNeighbour(from, [&](NodeId nextNode, Cost moveCost) {
                relax(nextNode, moveCost, [] { return Cost{}; });
            });
        } else if constexpr (PrunedPathSource<Source, Cost>) {
            // Jump points lie far apart: their marks and costs are cache misses. Ask for them
            // as the walks find them and relax them after, so the loads overlap the walks' work.
            // (The source's `reached` then sees this expansion's successors only once relaxed:
            // it prunes a little less, never wrongly.)
            successors_.clear();
            source.forEachSuccessor(from, parents[from], g0, [&](NodeId nextNode, Cost moveCost) {
                __builtin_prefetch(marks + nextNode);
                __builtin_prefetch(gs + nextNode);
                successors_.push_back({nextNode, moveCost});
            });
            for (const auto& [nextNode, moveCost] : successors_)
                relaxAsking(nextNode, moveCost);
        } else if constexpr (GoalDirectedPathSource<Source, Cost>) {
            source.forEachMoveToward(from, goal, [&](NodeId nextNode, Cost moveCost, Cost h) {
                relax(nextNode, moveCost, [h] { return h; });
            });
        } else {
            source.forEachNeighbour(from, relaxAsking);
        }
        if constexpr (kMayReject) {
            if (rejected_) [[unlikely]]
                return RunEnd::Rejected;
        }
    }
    return RunEnd::Exhausted;
}

}  // namespace catmaze
