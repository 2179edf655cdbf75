#pragma once
/// \file
/// Directed graphs of linked nodes, after GameplayKit's GKGraphNode and GKGraph: nodes link to
/// each other by pointer, and a path between two nodes is found by the one A* engine
/// (`AStar<double>` in astar.hpp) through a PathDataSource that numbers the nodes as the search
/// reaches them.
///
/// Two path conventions live in CatMaze, on purpose:
/// - graph paths (this file, grid_graph.hpp, the obstacle graph) are GameplayKit's: the node
///   sequence from the start to the goal, BOTH ENDS INCLUDED; `{start}` when start is the goal;
///   empty when the goal cannot be reached;
/// - the cat's grid paths (`PathResult`, `TilePath`) run from the first step to the goal, the
///   start EXCLUDED, as the original game walked them.

#include <cstdint>
#include <memory>
#include <unordered_set>
#include <vector>

#include "catmaze/graph/export.hpp"
#include "catmaze/search/path_source.hpp"

namespace catmaze {

class GraphNode;

/// What a graph search looked at, for drawing it (GraphNode::findPathTo with a trace).
/// Thread safety: a plain value; one thread writes it at a time.
struct GraphSearchTrace {
    /// The nodes the search closed: the start first, then the goal when it was reached, then the
    /// others in the order the search first reached them (not the order it closed them).
    std::vector<const GraphNode*> expanded;
    std::vector<const GraphNode*> open;  ///< the nodes reached but still open at the end
};

/// A graph search's full answer (GraphNode::searchPathTo, GraphBase::searchPath): how it ended,
/// the nodes walked and what they cost. The status is the engine's (PathStatus, path_source.hpp):
/// - Found: `nodes` runs from the start to the goal, both ends included (the graph convention,
///   graph.hpp's file comment), and `cost` is the sum of GraphNode::costTo along it;
/// - AlreadyThere: the start is the goal; `nodes` is `{start}` and `cost` 0;
/// - Partial (only when PathOptions::allowPartial asked for it): the goal cannot be reached, and
///   `nodes` runs from the start to the reachable node nearest the goal by
///   GraphNode::estimatedCostTo (ties: the cheaper to reach), with its cost; never the start
///   alone, so with the default estimate of 0 there is no partial path;
/// - NoPath: the goal cannot be reached (and no partial path was asked for, or none is nearer
///   than the start); `nodes` is empty and `cost` 0.
/// A graph search is never Invalid: every node it is given, and every node a link leads to, is a
/// node. Thread safety: a plain value (the node pointers are the graph's, valid while it is).
struct GraphPath {
    /// How the search ended.
    PathStatus status = PathStatus::NoPath;
    /// The nodes walked, start first (see above); empty for NoPath.
    std::vector<GraphNode*> nodes;
    /// The sum of the links' costs along `nodes`; 0 for AlreadyThere and NoPath.
    double cost = 0.0;

    /// True for Found and AlreadyThere: the path ends at the goal.
    bool reachedGoal() const {
        return status == PathStatus::Found || status == PathStatus::AlreadyThere;
    }
};

/// A node of a directed graph (GameplayKit's GKGraphNode).
///
/// Connections are one-way links to other nodes, kept as raw pointers in the order they were
/// added. Each node also remembers the nodes that link to it, so its destructor unlinks it from
/// every node linking to or from it: no link ever dangles, whatever the order in which linked
/// nodes are destroyed (free-standing, owned by a Graph, or a mix). Not copyable or movable (other
/// nodes hold its address).
///
/// Customise the search by deriving: costTo() is the cost of a connection and estimatedCostTo()
/// the A* estimate; findPathTo() uses both. To tell nodes apart without deriving, give each a
/// userData() value (an id, an index into your own tables).
///
/// Thread safety: const member functions may be called concurrently, and so may searches
/// (findPathTo, searchPathTo; they only read the nodes, provided a derived class's costTo and
/// estimatedCostTo do too) while no thread changes a node they may reach (links, user data: a
/// search reads every node it reaches); anything else needs external synchronisation.
class CATMAZE_GRAPH_EXPORT GraphNode {
  public:
    GraphNode() = default;
    /// Unlinks this node from every node it links to and every node linking to it.
    virtual ~GraphNode();
    GraphNode(const GraphNode&) = delete;
    GraphNode& operator=(const GraphNode&) = delete;

    /// Links this node to each of `nodes` (and each of them back to this node when
    /// `bidirectional`). A link that already exists is not added again; a link from a node to
    /// itself and null pointers are ignored.
    void addConnections(const std::vector<GraphNode*>& nodes, bool bidirectional);

    /// Removes the links from this node to each of `nodes` (and from each of them back to this
    /// node when `bidirectional`; otherwise their links to this node stay). Links that do not
    /// exist and null pointers are ignored. `nodes` may be connectedNodes() itself.
    void removeConnections(const std::vector<GraphNode*>& nodes, bool bidirectional);

    /// The nodes this node links to (outgoing links), in the order they were added.
    const std::vector<GraphNode*>& connectedNodes() const { return outgoing_; }

    /// True when this node links to `node`.
    bool isConnectedTo(const GraphNode& node) const;

    /// A value of the caller's, carried by the node and never read by the library: an id, an
    /// index into the game's own tables (Godot's AStar2D ids), or a pointer stored with
    /// `reinterpret_cast<std::uintptr_t>`. 0 until set. So a path's nodes can be told apart
    /// without a derived class and a `static_cast`. A node put back in a GridGraph cell
    /// (addNodeAt, setWalkable) is a new node, with 0.
    std::uint64_t userData() const { return userData_; }
    /// Sets userData().
    void setUserData(std::uint64_t value) { userData_ = value; }

    /// The cost of moving from this node to `node`: 1 when this node links to it, +infinity
    /// when it does not. Overrides return a cost > 0 for a linked node; a search skips a link
    /// whose cost is not a finite number > 0 (so returning +infinity closes a link).
    virtual double costTo(const GraphNode& node) const;

    /// A lower bound of the cheapest path's cost from this node to `node`, used as the A*
    /// estimate: 0 here, which makes the search Dijkstra's algorithm. Overrides must keep it
    /// consistent with costTo (`a.estimatedCostTo(g) <= a.costTo(b) + b.estimatedCostTo(g)` for
    /// every link a -> b), or the path found may not be the cheapest.
    virtual double estimatedCostTo(const GraphNode& node) const;

    /// The cheapest path from this node to `goal` along the links: both ends included, `{this}`
    /// when `goal` is this node, empty when `goal` cannot be reached. Time and memory grow with
    /// the nodes the search reaches, not with the graph: a short path in a large graph is a short
    /// search (an unreachable goal costs a search of everything reachable). Ties between equally
    /// cheap paths are broken the same way every time.
    std::vector<GraphNode*> findPathTo(GraphNode& goal);
    /// findPathTo(goal), also telling `trace` (when not null) which nodes the search expanded
    /// and which it left open.
    std::vector<GraphNode*> findPathTo(GraphNode& goal, GraphSearchTrace* trace);

    /// The cheapest path from `start` to this node: `start.findPathTo(*this)`. On a directed
    /// graph it may differ from findPathTo(start) reversed, or exist when that does not.
    std::vector<GraphNode*> findPathFrom(GraphNode& start);

    /// The search findPathTo makes, with its whole answer: the path's status and cost, and with
    /// `options.allowPartial` a path toward the reachable node nearest the goal when the goal
    /// cannot be reached (GraphPath says what each status holds). `trace`, when not null, is told
    /// which nodes the search expanded and which it left open. `findPathTo(goal)` is
    /// `searchPathTo(goal).nodes`.
    GraphPath searchPathTo(GraphNode& goal, PathOptions options = {},
                           GraphSearchTrace* trace = nullptr);

  private:
    void link(GraphNode& to);
    void unlink(GraphNode& to);

    std::vector<GraphNode*> outgoing_;  // links from this node, in the order added
    std::vector<GraphNode*> incoming_;  // nodes linking to this node (any order)
    std::uint64_t userData_ = 0;
};

/// A set of nodes owned together (GameplayKit's GKGraph): what every graph shares. The graph owns
/// its nodes; destroying a node (removeNodes, or the graph's destructor) unlinks it from every
/// other node, including nodes outside the graph. Links may lead outside the graph: searches
/// follow links, not membership. Not copyable.
///
/// Not made by itself: a plain graph is a Graph, and GridGraph and ObstacleGraph keep indexes of
/// their nodes beside it. So that a GraphBase& to one of those cannot break its indexes, moving
/// is protected (a move through the base would slice the indexes off, at compile time refused),
/// and removeNodes is not virtual: it always tells the derived graph (a private hook), even when
/// called as `graph.GraphBase::removeNodes(...)`.
///
/// Thread safety: const member functions may be called concurrently, and so may searches
/// (findPath, searchPath) while no thread changes the graph (nodes, links, user data); anything
/// else needs external synchronisation.
class CATMAZE_GRAPH_EXPORT GraphBase {
  public:
    virtual ~GraphBase();
    GraphBase(const GraphBase&) = delete;
    GraphBase& operator=(const GraphBase&) = delete;

    /// Takes ownership of `node` (must not be null: throws std::invalid_argument) and returns it.
    /// Its existing links are kept.
    GraphNode& addNode(std::unique_ptr<GraphNode> node);

    /// Takes ownership of each of `nodes`, in order (null pointers are skipped).
    void addNodes(std::vector<std::unique_ptr<GraphNode>> nodes);

    /// Removes each of `nodes` that this graph owns and destroys it, which removes every link to
    /// and from it. Nodes the graph does not own, repeats and null pointers are ignored. Pointers
    /// to removed nodes are dangling afterwards. A derived graph updates its own indexes too (a
    /// GridGraph's cell becomes a wall).
    void removeNodes(const std::vector<GraphNode*>& nodes);

    /// The owned nodes, in the order they were added (removals keep the others' order).
    const std::vector<std::unique_ptr<GraphNode>>& nodes() const { return nodes_; }

    /// True when this graph owns `node`.
    bool contains(const GraphNode& node) const;

    /// Links `node` to the graph's node (other than `node` itself) with the lowest
    /// `node.costTo(other)`, and that node back to `node` when `bidirectional`. Ties go to the
    /// node added first. Does nothing when every such cost is +infinity (with plain GraphNodes,
    /// when `node` links to none of the graph's nodes), so node types that want this must return
    /// a finite cost for any node (e.g. a distance). `node` may be owned by the graph or not; it
    /// is not taken.
    void connectNodeToLowestCostNode(GraphNode& node, bool bidirectional);

    /// The cheapest path from `from` to `to`: `from.findPathTo(to)` (both ends included, empty
    /// when unreachable).
    std::vector<GraphNode*> findPath(GraphNode& from, GraphNode& to);

    /// `from.searchPathTo(to, options)`: the path with its status and cost, partial on request
    /// (GraphPath).
    GraphPath searchPath(GraphNode& from, GraphNode& to, PathOptions options = {});

  protected:
    /// An empty graph.
    GraphBase() = default;
    /// Moves the nodes into a new graph (they stay where they are); `other` is left empty.
    GraphBase(GraphBase&&) = default;
    /// Destroys this graph's nodes, then takes `other`'s.
    GraphBase& operator=(GraphBase&&) = default;

  private:
    /// Called by removeNodes with the nodes it was given, before it destroys the owned ones among
    /// them: a derived graph takes them out of its indexes here. Does nothing by default.
    virtual void forgetNodes(const std::unordered_set<const GraphNode*>& doomed);

    std::vector<std::unique_ptr<GraphNode>> nodes_;
};

/// A plain graph of any nodes (GameplayKit's GKGraph): GraphBase's operations, movable by value.
/// Thread safety: as GraphBase.
class Graph final : public GraphBase {
  public:
    /// An empty graph.
    Graph() = default;
    /// Moves the nodes into a new graph (they stay where they are); `other` is left empty.
    Graph(Graph&&) = default;
    /// Destroys this graph's nodes, then takes `other`'s.
    Graph& operator=(Graph&&) = default;
};

}  // namespace catmaze
