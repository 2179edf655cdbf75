#pragma once
/// \file
/// One A* engine for every kind of map. It knows nothing of cats, dogs or tiles: it asks a data
/// source (path_source.hpp) which nodes can be walked to next and what a move costs. The engine
/// is a template over the data source: a concrete type that meets DirectPathSource (e.g. the
/// grid) is searched with inlined calls; any PathDataSource works through its virtual interface.

#include <algorithm>
#include <bit>
#include <concepts>
#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "catmaze/search/detail/monotone_queue.hpp"
#include "catmaze/search/detail/search_contracts.hpp"
#include "catmaze/search/detail/virtual_source.hpp"
#include "catmaze/search/node_visit.hpp"
#include "catmaze/search/path_source.hpp"
#include "catmaze/search/search_listener.hpp"

namespace catmaze {

/// What AStar::explore's visitor says about the node just closed. Thread safety: a plain value.
enum class ExploreStep : std::uint8_t {
    Expand,  ///< go on through the node: its moves are followed
    Skip,    ///< the node stays closed, but the search does not go on through it
    Stop,    ///< end the search now
};

/// The A* engine. Keep one per thread and reuse it: its buffers grow to the largest graph
/// searched and are never cleared between queries (a generation counter marks what is current),
/// so a query on a graph no larger than the previous ones does not allocate (apart from the
/// result's path, which is reused too when the caller passes the same PathResult back).
///
/// Optimality: with a consistent estimate, the returned cost is the minimum over all paths.
/// Tie-breaking (deterministic): the open node with the lowest f = g + h is expanded first; among
/// equal f the one with the lowest h (closest to the goal), then the lowest NodeId. (For
/// floating-point costs h is compared in single precision, for integer costs up to 2^32 - 1
/// exactly: h values closer than that count as equal and the NodeId decides.) A node's parent
/// changes only when a strictly cheaper way to it is found, so among equal-cost parents the first
/// one found (in walkableNeighbours order) is kept.
///
/// Contracts: a search checks its start and goal once (Invalid when either is not a walkable node)
/// and, as it reads them, the moves of a source that does not vouch for them (VouchedMoves): one
/// compare for the node and one for the cost per move (for a PathDataSource, one branch-free
/// pass over each answer's moves); a bad move ends the search with Invalid and
/// PathResult::rejectedMove (path_source.hpp). A source whose cost type is not `Cost` does not
/// compile (EngineCostMatchesSource names both types).
///
/// Memory: per node, 4 bytes of state (generation and visit), the cost so far and the parent
/// (16 bytes for 8-byte costs), in three arrays so that the check made for every neighbour reads
/// the small one; plus the open list (monotone_queue.hpp), 16 bytes per queued entry.
///
/// Thread safety: an engine is one search at a time, its state the last search's: use one engine
/// per thread (several engines may search the same source at once when the source allows it, as
/// GridDataSource's const questions do). Its const member functions may be called concurrently
/// while no search runs on it.
template <class Cost>
class AStar {
  public:
    /// An engine with no search yet; its buffers grow with the first searches and are kept.
    AStar() {
        // Room for a grid's eight moves from the start, allocated beside the engine rather than
        // wherever the heap has a gap at the first expansion.
        moves_.moves.reserve(16);
        moves_.scratch.reserve(16);
    }

    /// Finds the cheapest path from `start` to `goal` in `source`, writing into `result`
    /// (whose path buffer is reused). Through the virtual interface.
    void findPath(const PathDataSource<Cost>& source, NodeId start, NodeId goal,
                  PathResult<Cost>& result, PathOptions options = {}) {
        NullSearchListener<Cost> nobody;
        search(
            VirtualSource{source, moves_, rejected_, static_cast<std::uint32_t>(source.nodeCount()),
                          !source.vouchesForMoves()},
            start, goal, result, options, nobody);
    }

    /// Same as above for a concrete source searched with inlined calls (same answers). A source
    /// that is a GoalSetSource (path_source.hpp) is searched to the cheapest node of `goal`'s
    /// set, at which the path ends.
    template <class Source>
    requires DirectPathSource<Source, Cost>
    void findPath(const Source& source, NodeId start, NodeId goal, PathResult<Cost>& result,
                  PathOptions options = {}) {
        NullSearchListener<Cost> nobody;
        search(source, start, goal, result, options, nobody);
    }

    /// Same as above, telling `listener` what the search does as it runs (search_listener.hpp).
    template <class Source, class Listener>
    requires DirectPathSource<Source, Cost> && SearchListener<Listener, Cost>
    void findPath(const Source& source, NodeId start, NodeId goal, PathResult<Cost>& result,
                  PathOptions options, Listener& listener) {
        search(source, start, goal, result, options, listener);
    }

    /// Same as above, returning a fresh result.
    template <class Source>
    PathResult<Cost> findPath(const Source& source, NodeId start, NodeId goal,
                              PathOptions options = {}) {
        PathResult<Cost> result;
        findPath(source, start, goal, result, options);
        return result;
    }

    /// Dijkstra's search from `start` with no goal: closes the nodes reachable from it in order
    /// of cost so far (ties: the lower NodeId; no estimate is asked), calling
    /// `onClose(NodeId node, Cost costSoFar)` for each as it is closed, `start` first, and
    /// following the moves of those it answers Expand for. Returns false when onClose answered
    /// Stop, true when nothing reachable was left. visitOf, costSoFar and pathTo then describe the
    /// search, as after findPath. For searches with many goals, or that stop on a condition
    /// findPath cannot state (a budget, a flag). Throws std::out_of_range when `start` is not a
    /// node of `source`, and std::invalid_argument, naming the move, when the source lists a move
    /// that breaks its contract (see the class comment); the nodes closed before stay described.
    template <class Source, class OnClose>
    requires DirectPathSource<Source, Cost>
    bool explore(const Source& source, NodeId start, OnClose&& onClose) {
        const NodeId count = source.nodeCount();
        if (start < 0 || start >= count) {
            throw std::out_of_range("AStar::explore: the start " + std::to_string(start) +
                                    " is not a node (the source has " + std::to_string(count) +
                                    ")");
        }
        beginSearch(count);
        NullSearchListener<Cost> nobody;
        const RunEnd end = run<false>(source, start, start, onClose, nobody);
        if (end == RunEnd::Rejected)
            throw std::invalid_argument("AStar::explore: " + detail::rejectedMoveText(*rejected_));
        return end == RunEnd::Exhausted;
    }

    /// The last search's cheapest known path from its start to `node` (open or closed), first
    /// step first, the start left out, written into `path`. Throws std::out_of_range when
    /// visitOf(node) is Unseen (the last search did not reach it).
    void pathTo(NodeId node, std::vector<NodeId>& path) const {
        if (visitOf(node) == NodeVisit::Unseen) {
            throw std::out_of_range("AStar::pathTo: node " + std::to_string(node) +
                                    " was not reached by the last search");
        }
        path.clear();
        for (NodeId n = node; parent_[static_cast<std::size_t>(n)] != -1;
             n = parent_[static_cast<std::size_t>(n)]) {
            path.push_back(n);
        }
        std::reverse(path.begin(), path.end());
    }

    /// How `node` stood at the end of the last search (Unseen for ids it never touched).
    NodeVisit visitOf(NodeId node) const {
        if (node < 0 || static_cast<std::size_t>(node) >= marks_.size())
            return NodeVisit::Unseen;
        const std::uint32_t mark = marks_[static_cast<std::size_t>(node)];
        return (mark >> 2) == generation_ ? static_cast<NodeVisit>(mark & 3u) : NodeVisit::Unseen;
    }
    /// The best known cost from the last search's start to `node`; meaningful when visitOf(node)
    /// is not Unseen.
    Cost costSoFar(NodeId node) const {
        return visitOf(node) == NodeVisit::Unseen ? Cost{} : g_[static_cast<std::size_t>(node)];
    }

    /// While a search runs (or after it): true when it has reached `node` (open or closed), with
    /// the cost of the cheapest path it has found to it in `cost`. A pruned source asks this of
    /// the engine running it to drop paths dearer than one already found (JumpPointGrid).
    /// Precondition: `node` is a node of the source being searched (0 <= node < its nodeCount());
    /// unlike visitOf, it is not checked, as the walks ask it on their hot path.
    [[gnu::always_inline]] bool reached(NodeId node, Cost& cost) const {
        const auto n = static_cast<std::size_t>(node);
        if ((marks_[n] >> 2) != generation_)
            return false;
        cost = g_[n];
        return true;
    }

  private:
    using VirtualSource = detail::VirtualSource<Cost>;

    // The open list (monotone_queue.hpp) holds 16-byte entries: f, then the tie-breaking key (h,
    // then the node) packed in one integer. h is kept exactly for integer costs up to 2^32 - 1 and
    // rounded to single precision for floating-point costs (ties between h values closer than
    // that fall through to the node id: still deterministic). Duplicates are allowed (lazy
    // deletion): a node improved while open is queued again and its old entry skipped.
    using OpenEntry = typename MonotoneQueue<Cost>::Entry;
    static NodeId nodeOf(const OpenEntry& e) {
        return static_cast<NodeId>(static_cast<std::uint32_t>(e.tie));
    }
    static std::uint64_t tieKey(Cost h, NodeId node) {
        std::uint32_t hKey = 0;  // h <= 0 (or NaN)
        if constexpr (std::is_floating_point_v<Cost>) {
            if (h > Cost{0})  // positive floats order like their bit patterns
                hKey = std::bit_cast<std::uint32_t>(static_cast<float>(h));
        } else if (h > Cost{0}) {
            constexpr auto kMax = std::numeric_limits<std::uint32_t>::max();
            hKey = static_cast<std::uint64_t>(h) >= kMax ? kMax : static_cast<std::uint32_t>(h);
        }
        return (static_cast<std::uint64_t>(hKey) << 32) | static_cast<std::uint32_t>(node);
    }

    // How the search loop ended: onClose answered Stop, nothing reachable was left, or the
    // source listed a bad move (in rejected_).
    enum class RunEnd : std::uint8_t { Stopped, Exhausted, Rejected };

    std::uint32_t markOf(NodeVisit visit) const {
        return (generation_ << 2) | static_cast<std::uint32_t>(visit);
    }
    void beginSearch(NodeId nodeCount) {
        if (nodeCount > 0 && marks_.size() < static_cast<std::size_t>(nodeCount)) {
            marks_.resize(static_cast<std::size_t>(nodeCount));
            g_.resize(static_cast<std::size_t>(nodeCount));
            parent_.resize(static_cast<std::size_t>(nodeCount));
        }
        if (++generation_ == (1u << 30)) {  // wrapped: stale generations could look current
            std::fill(marks_.begin(), marks_.end(), 0u);
            generation_ = 1;
        }
        open_.clear();
    }
    void tracePath(NodeId end, PathResult<Cost>& result) const {
        pathTo(end, result.path);
        result.cost = g_[static_cast<std::size_t>(end)];
    }

    // True when reaching `node` ends a search for `goal`: the source's goal set (GoalSetSource),
    // else node == goal.
    template <class Source>
    static bool endsSearch(const Source& source, NodeId node, NodeId goal) {
        if constexpr (GoalSetSource<Source>)
            return source.isGoal(node, goal);
        else
            return node == goal;
    }
    template <class Source, class Listener>
    void search(const Source& source, NodeId start, NodeId goal, PathResult<Cost>& result,
                PathOptions options, Listener& listener);
    // The search loop shared by findPath and explore: A* toward `goal` when kToGoal, else
    // Dijkstra's order over forEachNeighbour (`goal` unused). Checks the moves of a source that
    // does not vouch for them (the first bad one goes in rejected_). Precondition: beginSearch
    // was called and `start` is a node.
    template <bool kToGoal, class Source, class OnClose, class Listener>
    RunEnd run(const Source& source, NodeId start, NodeId goal, OnClose& onClose,
               Listener& listener);

    // Per node, in separate arrays so that the check made for every neighbour (the mark) reads
    // 4 bytes per node: on a 512x512 grid that array fits in a 1 MiB L2 cache, a 16-byte record
    // per node would not. `mark` is generation << 2 | NodeVisit: one compare tells "touched by
    // this search"; g and parent are meaningful only for touched nodes.
    std::vector<std::uint32_t> marks_;
    std::vector<Cost> g_;
    std::vector<NodeId> parent_;
    MonotoneQueue<Cost> open_;
    MoveList<Cost> moves_;  // walkableMoves' answer for the node being expanded
    std::vector<std::pair<NodeId, Cost>> successors_;  // a pruned source's, for one expansion
    std::optional<RejectedMove<Cost>> rejected_;       // the bad move that ended the last run
    std::uint32_t generation_ = 0;
};

}  // namespace catmaze

// The search loop (findPath's and explore's), defined apart from the interface above.
#include "catmaze/search/detail/astar_search.hpp"
