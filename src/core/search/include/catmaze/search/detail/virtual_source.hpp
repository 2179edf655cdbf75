#pragma once
// The A* engine's view of a PathDataSource (astar.hpp's findPath through the virtual interface).

#include <cstdint>
#include <optional>

#include "catmaze/search/path_source.hpp"

namespace catmaze::detail {

/// The virtual interface as the engine walks it: one walkableMoves call per expanded node,
/// which also brings the neighbours' estimates (forEachMoveToward). Unless the source vouches
/// for its moves (PathDataSource::vouchesForMoves), it checks each answer's moves in one
/// branch-free pass over the list before handing them on (one branch per expansion instead
/// of two per move: the relaxation loop stays as it was), so the engine does not check them
/// again; a bad answer is handed on as no moves, with the move in `rejected`, which the
/// engine looks at after the expansion.
template <class Cost>
struct VirtualSource {
    /// It checks its answers itself (see above).
    static constexpr bool kVouchesForMoves = true;
    const PathDataSource<Cost>& source;           ///< the source searched
    MoveList<Cost>& moves;                        ///< the engine's list for one answer
    std::optional<RejectedMove<Cost>>& rejected;  ///< where a bad move goes (the engine's)
    std::uint32_t count;                          ///< source.nodeCount(), asked once per search
    bool check;  ///< !source.vouchesForMoves(), asked once per search
    /// The source's.
    NodeId nodeCount() const { return source.nodeCount(); }
    /// The source's.
    bool isWalkable(NodeId n) const { return source.isWalkable(n); }
    /// The source's.
    Cost estimateCost(NodeId from, NodeId goal) const { return source.estimateCost(from, goal); }
    /// The source's answer for `node`, checked (see the struct comment), as
    /// `f(NodeId next, Cost cost, Cost estimate)`.
    template <class F>
    void forEachMoveToward(NodeId node, NodeId goal, F&& f) const {
        moves.clear();
        source.walkableMoves(node, goal, moves);
        if (check && !allValid()) [[unlikely]] {
            rejectFirstBad(node);
            return;
        }
        for (const Move<Cost>& m : moves.moves)
            f(m.to, m.cost, m.estimate);
    }
    /// True when every move of the answer leads to a node and costs a valid amount: branch-free,
    /// one test of the answer, not two per move.
    bool allValid() const {
        bool valid = true;
        for (const Move<Cost>& m : moves.moves)
            valid &= (static_cast<std::uint32_t>(m.to) < count) & isValidMoveCost(m.cost);
        return valid;
    }
    /// Puts the answer's first bad move in `rejected`: out of the loop's way (the search ends
    /// here), so that forEachMoveToward stays small.
    [[gnu::cold, gnu::noinline]] void rejectFirstBad(NodeId node) const {
        for (const Move<Cost>& m : moves.moves) {
            if (static_cast<std::uint32_t>(m.to) >= count || !isValidMoveCost(m.cost)) {
                rejected = RejectedMove<Cost>{node, m.to, m.cost};
                return;
            }
        }
    }
};

}  // namespace catmaze::detail
