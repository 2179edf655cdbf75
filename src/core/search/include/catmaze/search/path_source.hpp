#pragma once
/// \file
/// The path source contract: what the A* engine (astar.hpp) asks of a graph. A data source says
/// which nodes can be walked to next and what a move costs, through the virtual PathDataSource
/// interface or, for speed, as a concrete type that meets one of the concepts below. Also the
/// query's options and its result.

#include <bit>
#include <concepts>
#include <cstdint>
#include <limits>
#include <optional>
#include <type_traits>
#include <vector>

namespace catmaze {

/// A node of a searched graph: an index in `[0, PathDataSource::nodeCount())`.
/// Grids use `row * width + col`.
using NodeId = std::int32_t;

/// True when `cost` may be a move's cost: a finite number > 0 (for integers, > 0). The engine
/// checks every move a source lists against it (unless the source vouches for its moves, see
/// VouchedMoves), and the grids check their step costs with it.
template <class Cost>
constexpr bool isValidMoveCost(Cost cost) {
    if constexpr (std::is_floating_point_v<Cost> && std::numeric_limits<Cost>::is_iec559 &&
                  (sizeof(Cost) == 4 || sizeof(Cost) == 8)) {
        // One unsigned compare: the positive finite numbers are exactly the bit patterns from 1
        // (the smallest subnormal) to that of the largest finite number; 0, negatives (sign bit
        // set), infinities and NaNs all fall outside.
        using Bits = std::conditional_t<sizeof(Cost) == 4, std::uint32_t, std::uint64_t>;
        constexpr Bits kLargest = std::bit_cast<Bits>(std::numeric_limits<Cost>::max());
        return std::bit_cast<Bits>(cost) - Bits{1} < kLargest;
    } else if constexpr (std::is_floating_point_v<Cost>) {
        return cost > Cost{0} && cost <= std::numeric_limits<Cost>::max();
    } else {
        return cost > Cost{0};
    }
}

/// One move out of a node, as PathDataSource::walkableMoves lists it.
/// Thread safety: a plain value: copies may be used anywhere; one object read from several
/// threads at once is safe while none writes it.
template <class Cost>
struct Move {
    NodeId to;      ///< the node walked to
    Cost cost;      ///< moveCost of the move (> 0)
    Cost estimate;  ///< estimateCost from `to` to the search's goal
};

/// The moves out of one node, filled by PathDataSource::walkableMoves. The engine keeps one and
/// clears it before each call, so its storage is reused from node to node and query to query.
/// Thread safety: a plain value: copies may be used anywhere; one object read from several
/// threads at once is safe while none writes it.
template <class Cost>
struct MoveList {
    std::vector<Move<Cost>> moves;  ///< the answer, in walkableNeighbours order
    std::vector<NodeId> scratch;    ///< room for walkableNeighbours' answer (default walkableMoves)
    /// Appends one move.
    void add(NodeId to, Cost cost, Cost estimate) { moves.push_back({to, cost, estimate}); }
    /// Empties both lists (their storage is kept).
    void clear() {
        moves.clear();
        scratch.clear();
    }
};

/// What the engine asks about a graph. `Cost` is an integer or floating-point type.
/// Implementations must be deterministic: the same question always gets the same answer, in the
/// same order, so that the same query always gives the same path.
///
/// Thread safety: the engine asks only const questions, from the thread running the search. An
/// implementation whose const member functions may be called concurrently (no caches, or
/// synchronised ones) can be searched by several engines at once; say so in its own comment.
///
/// What the engine checks of the answers, as it reads them (one compare each per move): every
/// node listed is a node (`0 <= id < nodeCount()`) and every move's cost is valid
/// (isValidMoveCost: finite and > 0). A move that breaks either ends the search with
/// PathStatus::Invalid and the move in PathResult::rejectedMove, instead of a wrong path or a
/// read out of bounds. The estimate is not checked: one that overestimates gives a dearer path,
/// never a crash.
template <class Cost>
class PathDataSource {
  public:
    virtual ~PathDataSource() = default;

    /// Number of nodes; valid ids are `0 .. nodeCount() - 1`.
    virtual NodeId nodeCount() const = 0;

    /// True when a path may end on `node` (a wall may not). Only called with valid ids.
    virtual bool isWalkable(NodeId node) const = 0;

    /// Question 1: appends to `out` (without clearing it) every node that can be walked to from
    /// `node` in one move.
    virtual void walkableNeighbours(NodeId node, std::vector<NodeId>& out) const = 0;

    /// Question 2: the cost (> 0) of the move from `from` to `to`, where `to` was listed by
    /// walkableNeighbours(from).
    virtual Cost moveCost(NodeId from, NodeId to) const = 0;

    /// What the engine asks, once per node it expands: questions 1 and 2 for every move from
    /// `node`, with the estimate from each neighbour to `goal`. Adds to `out` (cleared by the
    /// caller) one move per node that walkableNeighbours(node) lists, in the same order, with
    /// moveCost(node, to) and estimateCost(to, goal). Override it when one pass is cheaper than
    /// a call per neighbour: one virtual call per expanded node instead of three per neighbour is
    /// most of what the interface costs.
    virtual void walkableMoves(NodeId node, NodeId goal, MoveList<Cost>& out) const {
        walkableNeighbours(node, out.scratch);
        for (const NodeId to : out.scratch)
            out.add(to, moveCost(node, to), estimateCost(to, goal));
    }

    /// True when this source checked its moves where its data came in, so that the engine need
    /// not check its answers (VouchedMoves, for the virtual interface): override it to answer
    /// true only when every way of changing the source's data checks it (GridDataSource does).
    /// False by default: the engine checks every answer.
    virtual bool vouchesForMoves() const { return false; }

    /// A lower bound of the cost from `from` to `goal`, in the same units as moveCost, and
    /// consistent: `estimate(a, g) <= moveCost(a, b) + estimate(b, g)` for every move a -> b.
    /// The default, 0, turns A* into Dijkstra's algorithm.
    virtual Cost estimateCost(NodeId /*from*/, NodeId /*goal*/) const { return Cost{}; }
};

/// What a search found.
enum class PathStatus {
    Found,         ///< a cheapest path to the goal
    AlreadyThere,  ///< start == goal (or the start is in the goal's set: GoalSetSource); the
                   ///< path is empty and costs 0
    Partial,       ///< goal unreachable; the path leads to the reachable node closest to it
    NoPath,        ///< goal unreachable (and no partial path was asked for)
    Invalid,       ///< start or goal is not a node, or not walkable; or the source listed a move
                   ///< that breaks its contract (PathResult::rejectedMove says which)
};

/// Human-readable, lower-case name of `status` (`found`, `already there`, `partial`, `no path`,
/// `invalid`); `?` for a value that is no enumerator (a cast), as for every status's toString.
/// Thread safety: a pure function.
constexpr const char* toString(PathStatus status) {
    switch (status) {
        case PathStatus::Found:
            return "found";
        case PathStatus::AlreadyThere:
            return "already there";
        case PathStatus::Partial:
            return "partial";
        case PathStatus::NoPath:
            return "no path";
        case PathStatus::Invalid:
            return "invalid";
    }
    return "?";
}

/// Options of one query.
/// Thread safety: a plain value: copies may be used anywhere; one object read from several
/// threads at once is safe while none writes it.
struct PathOptions {
    /// When the goal cannot be reached, return the path to the reachable node with the lowest
    /// estimateCost to the goal (ties: the cheaper one to reach, then the lower id) as `Partial`.
    /// When that node is the start itself (nothing reachable is closer; always so with the
    /// default estimate of 0) there is no partial path and the status stays `NoPath`.
    bool allowPartial = false;
};

/// A move a source listed that breaks the PathDataSource contract: `to` is not a node, or `cost`
/// is not a valid move cost (isValidMoveCost).
/// Thread safety: a plain value: copies may be used anywhere; one object read from several
/// threads at once is safe while none writes it.
template <class Cost>
struct RejectedMove {
    NodeId from;  ///< the node being expanded
    NodeId to;    ///< the node the move leads to, as the source listed it
    Cost cost;    ///< the move's cost, as the source answered it

    /// Same move and cost.
    friend constexpr bool operator==(const RejectedMove&, const RejectedMove&) = default;
};

/// A search's answer. `path` runs from the first step to the last node (the start is excluded,
/// as in the original game); `cost` is the sum of its moves' costs.
/// Thread safety: a plain value: copies may be used anywhere; one object read from several
/// threads at once is safe while none writes it.
template <class Cost>
struct PathResult {
    /// How the search ended.
    PathStatus status = PathStatus::Invalid;
    /// The nodes walked, first step to goal (empty unless Found or Partial).
    std::vector<NodeId> path;
    /// Sum of the moves' costs along `path`.
    Cost cost{};
    /// Nodes expanded (closed) by the search; for statistics and the search overlay.
    std::int32_t expandedCount = 0;
    /// When the status is Invalid because the source listed a bad move (the first one met): that
    /// move. Empty otherwise.
    std::optional<RejectedMove<Cost>> rejectedMove;

    /// True for Found and AlreadyThere: the goal itself was reached.
    bool reachedGoal() const {
        return status == PathStatus::Found || status == PathStatus::AlreadyThere;
    }
};

/// A data source the engine can search without virtual calls: the PathDataSource questions as
/// plain member functions, with questions 1 and 2 in one call. `forEachNeighbour(node, f)` calls
/// `f(NodeId next, Cost moveCost)` for every move from `node`, in a fixed order, and follows the
/// PathDataSource contracts (deterministic, costs > 0, consistent estimateCost).
template <class Source, class Cost>
concept DirectPathSource = requires(const Source& s, NodeId n, void (*f)(NodeId, Cost)) {
    { s.nodeCount() } -> std::convertible_to<NodeId>;
    { s.isWalkable(n) } -> std::convertible_to<bool>;
    { s.estimateCost(n, n) } -> std::convertible_to<Cost>;
    s.forEachNeighbour(n, f);
};

/// A source that vouches for its moves, so the engine does not check them again: every node it
/// lists is a node and every move's cost is valid (isValidMoveCost), because it checked its data
/// where the data came in (GridDataSource: its constructor and setters). Declared by a member
/// `static constexpr bool kVouchesForMoves = true;`. A source that declares it and breaks it is
/// searched with out-of-bounds reads and wrong answers: declare it only when every way of
/// changing the source's data checks it.
template <class Source>
concept VouchedMoves = requires {
    requires Source::kVouchesForMoves;
};

/// A source whose searches end on any node of a set, not on one node: `isGoal(node, goal)` is
/// true when reaching `node` ends a search for `goal` (the node the query names), and true for
/// `goal` itself. A space-time grid (space_time_grid.hpp) ends a search for a tile on that tile
/// at any moment. The engine asks it instead of comparing `node == goal`: for the start (the
/// search is AlreadyThere when it answers true) and for each node it closes; the path found
/// ends on the first goal node closed. The estimate must then be a consistent lower bound of
/// the cost to the nearest node of the set (so 0 on each of them). Only concrete sources can be
/// goal sets: the virtual PathDataSource interface always compares `node == goal`.
template <class Source>
concept GoalSetSource = requires(const Source& s, NodeId n) {
    { s.isGoal(n, n) } -> std::convertible_to<bool>;
};

/// A DirectPathSource that prunes moves by the way a node was reached (jump point search):
/// `forEachSuccessor(node, parent, costSoFar, f)` calls `f(NodeId next, Cost cost)` for the
/// moves worth taking from `node` reached from `parent` (-1 at the start) by a path of cost
/// `costSoFar` (for pruning by cost: a source may drop moves on which that path is not a cheapest
/// one). The engine then asks it instead of forEachNeighbour.
template <class Source, class Cost>
concept PrunedPathSource = DirectPathSource<Source, Cost> &&
    requires(const Source& s, NodeId n, void (*f)(NodeId, Cost)) {
    s.forEachSuccessor(n, n, Cost{}, f);
};

/// A source that lists each node's moves together with the estimate of each move's target, so
/// the engine needs no separate estimateCost call per neighbour: `forEachMoveToward(node, goal,
/// f)` calls `f(NodeId next, Cost moveCost, Cost estimateToGoal)` for every move from `node`, in
/// a fixed order, under the PathDataSource contracts. The engine prefers it to forEachNeighbour
/// (a pruned source's forEachSuccessor comes first).
template <class Source, class Cost>
concept GoalDirectedPathSource = requires(const Source& s, NodeId n,
                                          void (*f)(NodeId, Cost, Cost)) {
    s.forEachMoveToward(n, n, f);
};

}  // namespace catmaze
