// The A* engine on general graphs: it only knows a PathDataSource, so a few directed graphs drawn
// as edge lists check the search itself (statuses, optimality, Dijkstra mode, tie and parent
// rules, the state it leaves for the search overlay, buffer reuse).

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_movement.hpp"
#include "catmaze/search/grid_source.hpp"

namespace catmaze {
namespace {

// A directed graph with per-edge costs and an optional table of estimates to one goal.
template <class Cost>
class Graph final : public PathDataSource<Cost> {
  public:
    struct Edge {
        NodeId from;
        NodeId to;
        Cost cost;
    };

    Graph(NodeId count, const std::vector<Edge>& edges)
        : out_(static_cast<std::size_t>(count)), walkable_(static_cast<std::size_t>(count), 1) {
        for (const Edge& e : edges)
            out_[static_cast<std::size_t>(e.from)].push_back(e);
    }

    // Estimates to `goal` (must be consistent); other goals get 0.
    void setEstimates(NodeId goal, std::vector<Cost> toGoal) {
        goal_ = goal;
        estimates_ = std::move(toGoal);
    }
    void setWalkable(NodeId node, bool walkable) {
        walkable_[static_cast<std::size_t>(node)] = walkable ? 1 : 0;
    }

    NodeId nodeCount() const override { return static_cast<NodeId>(out_.size()); }
    bool isWalkable(NodeId node) const override {
        return walkable_[static_cast<std::size_t>(node)] != 0;
    }
    void walkableNeighbours(NodeId node, std::vector<NodeId>& out) const override {
        for (const Edge& e : out_[static_cast<std::size_t>(node)]) {
            if (isWalkable(e.to))
                out.push_back(e.to);
        }
    }
    Cost moveCost(NodeId from, NodeId to) const override {
        for (const Edge& e : out_[static_cast<std::size_t>(from)]) {
            if (e.to == to)
                return e.cost;
        }
        ADD_FAILURE() << "moveCost asked for a move that was not listed: " << from << " -> " << to;
        return Cost{};
    }
    Cost estimateCost(NodeId from, NodeId goal) const override {
        return goal == goal_ && !estimates_.empty() ? estimates_[static_cast<std::size_t>(from)]
                                                    : Cost{};
    }

  private:
    std::vector<std::vector<Edge>> out_;
    std::vector<std::uint8_t> walkable_;
    NodeId goal_ = -1;
    std::vector<Cost> estimates_;
};

using IntGraph = Graph<std::int64_t>;

// Six nodes, directed:
//   0 -7-> 1, 0 -9-> 2, 0 -14-> 5, 1 -10-> 2, 1 -15-> 3, 2 -11-> 3, 2 -2-> 5, 5 -9-> 4, 3 -6-> 4
// Cheapest 0 to 4: 0 -> 2 -> 5 -> 4 = 20 (0 -> 5 -> 4 = 23, 0 -> 2 -> 3 -> 4 = 26).
IntGraph sixNodes() {
    return IntGraph(6, {{0, 1, 7},
                        {0, 2, 9},
                        {0, 5, 14},
                        {1, 2, 10},
                        {1, 3, 15},
                        {2, 3, 11},
                        {2, 5, 2},
                        {5, 4, 9},
                        {3, 4, 6}});
}

TEST(AStarGraph, FindsTheCheapestPathInADirectedGraph) {
    const IntGraph g = sixNodes();
    AStar<std::int64_t> engine;
    const auto r = engine.findPath(g, 0, 4);
    EXPECT_EQ(r.status, PathStatus::Found);
    EXPECT_TRUE(r.reachedGoal());
    EXPECT_EQ(r.path, (std::vector<NodeId>{2, 5, 4}));  // start excluded, goal included
    EXPECT_EQ(r.cost, 20);

    // Edges are one-way: nothing leaves 4.
    const auto back = engine.findPath(g, 4, 0);
    EXPECT_EQ(back.status, PathStatus::NoPath);
    EXPECT_FALSE(back.reachedGoal());
    EXPECT_TRUE(back.path.empty());
    EXPECT_EQ(back.expandedCount, 1);
}

TEST(AStarGraph, EstimateSavesWorkButNotCost) {
    IntGraph g = sixNodes();
    AStar<std::int64_t> engine;

    // Dijkstra mode (the default estimate, 0): nodes close in cost order 0, 1, 2, 5 and then
    // 3 and 4 (both 20; the lower id first).
    const auto dijkstra = engine.findPath(g, 0, 4);
    EXPECT_EQ(dijkstra.expandedCount, 6);
    EXPECT_EQ(engine.visitOf(3), NodeVisit::Closed);

    // The exact remaining costs are a consistent estimate: only the path is expanded.
    g.setEstimates(4, {20, 21, 11, 6, 0, 9});
    const auto guided = engine.findPath(g, 0, 4);
    EXPECT_EQ(guided.path, dijkstra.path);
    EXPECT_EQ(guided.cost, dijkstra.cost);
    EXPECT_EQ(guided.expandedCount, 4);
    EXPECT_EQ(engine.visitOf(1), NodeVisit::Open);  // seen, never expanded
    EXPECT_EQ(engine.visitOf(3), NodeVisit::Open);
}

TEST(AStarGraph, CheaperWayFoundLaterReplacesTheFirst) {
    // 1 is first seen directly at 10, then through 2 at 2.
    const IntGraph g(4, {{0, 1, 10}, {0, 2, 1}, {2, 1, 1}, {1, 3, 1}});
    AStar<std::int64_t> engine;
    const auto r = engine.findPath(g, 0, 3);
    EXPECT_EQ(r.path, (std::vector<NodeId>{2, 1, 3}));
    EXPECT_EQ(r.cost, 3);
    EXPECT_EQ(engine.costSoFar(1), 2);
}

TEST(AStarGraph, EqualCostParentsKeepTheFirstFound) {
    // Two ways of cost 2 to node 3. Node 1 is expanded before 2 (equal f and h, lower id), so
    // it reaches 3 first; the equally cheap way through 2 does not take over.
    for (const bool reversed : {false, true}) {
        const IntGraph g = reversed ? IntGraph(4, {{0, 2, 1}, {0, 1, 1}, {2, 3, 1}, {1, 3, 1}})
                                    : IntGraph(4, {{0, 1, 1}, {0, 2, 1}, {1, 3, 1}, {2, 3, 1}});
        AStar<std::int64_t> engine;
        const auto r = engine.findPath(g, 0, 3);
        EXPECT_EQ(r.path, (std::vector<NodeId>{1, 3})) << (reversed ? "reversed" : "in order");
        EXPECT_EQ(r.cost, 2);
    }
}

TEST(AStarGraph, InvalidQueries) {
    IntGraph g = sixNodes();
    AStar<std::int64_t> engine;
    EXPECT_EQ(engine.findPath(g, -1, 4).status, PathStatus::Invalid);
    EXPECT_EQ(engine.findPath(g, 0, 6).status, PathStatus::Invalid);
    EXPECT_EQ(engine.findPath(g, 0, -5).status, PathStatus::Invalid);
    EXPECT_EQ(engine.findPath(g, 6, 6).status, PathStatus::Invalid);

    g.setWalkable(4, false);
    const auto toWall = engine.findPath(g, 0, 4);
    EXPECT_EQ(toWall.status, PathStatus::Invalid);
    EXPECT_TRUE(toWall.path.empty());
    EXPECT_EQ(toWall.expandedCount, 0);
    EXPECT_EQ(engine.findPath(g, 4, 0).status, PathStatus::Invalid);

    const IntGraph empty(0, {});
    EXPECT_EQ(engine.findPath(empty, 0, 0).status, PathStatus::Invalid);
}

TEST(AStarGraph, AlreadyThereNeedsNoEdges) {
    const IntGraph lonely(3, {});
    AStar<std::int64_t> engine;
    const auto r = engine.findPath(lonely, 2, 2);
    EXPECT_EQ(r.status, PathStatus::AlreadyThere);
    EXPECT_TRUE(r.reachedGoal());
    EXPECT_TRUE(r.path.empty());
    EXPECT_EQ(r.cost, 0);
}

TEST(AStarGraph, BlockedNodesAreRoutedAround) {
    IntGraph g = sixNodes();
    g.setWalkable(5, false);  // the cheap way's middle node
    AStar<std::int64_t> engine;
    const auto r = engine.findPath(g, 0, 4);
    EXPECT_EQ(r.path, (std::vector<NodeId>{2, 3, 4}));
    EXPECT_EQ(r.cost, 26);
}

TEST(AStarGraph, RealValuedCosts) {
    // 0.5 + 0.25 beats 0.8; 0.3 + 0.3 + 0.3 (= 0.9 with rounding) does not.
    const Graph<double> g(4, {{0, 1, 0.5}, {1, 2, 0.25}, {0, 2, 0.8}, {0, 3, 0.3}, {3, 2, 0.6}});
    AStar<double> engine;
    const auto r = engine.findPath(g, 0, 2);
    EXPECT_EQ(r.status, PathStatus::Found);
    EXPECT_EQ(r.path, (std::vector<NodeId>{1, 2}));
    EXPECT_DOUBLE_EQ(r.cost, 0.75);
}

TEST(AStarGraph, PartialPathUsesTheEstimate) {
    // 0 -> 1 -> 2 and 0 -> 3; goal 4 cannot be reached. Estimates to 4: 1 and 3 are equally
    // close (2), 3 is cheaper to reach (1 against 5), so the partial path is [3].
    IntGraph g(5, {{0, 1, 5}, {1, 2, 5}, {0, 3, 1}, {4, 0, 1}});
    g.setEstimates(4, {3, 2, 4, 2, 0});
    AStar<std::int64_t> engine;
    const auto partial = engine.findPath(g, 0, 4, PathOptions{.allowPartial = true});
    EXPECT_EQ(partial.status, PathStatus::Partial);
    EXPECT_FALSE(partial.reachedGoal());
    EXPECT_EQ(partial.path, (std::vector<NodeId>{3}));
    EXPECT_EQ(partial.cost, 1);

    const auto none = engine.findPath(g, 0, 4);
    EXPECT_EQ(none.status, PathStatus::NoPath);
    EXPECT_TRUE(none.path.empty());
    EXPECT_EQ(none.cost, 0);

    // Reachable goal: allowPartial changes nothing.
    const auto found = engine.findPath(g, 0, 2, PathOptions{.allowPartial = true});
    EXPECT_EQ(found.status, PathStatus::Found);
    EXPECT_EQ(found.path, (std::vector<NodeId>{1, 2}));

    // Dijkstra mode has no notion of "close": no partial path.
    const IntGraph plain(5, {{0, 1, 5}, {1, 2, 5}, {0, 3, 1}});
    EXPECT_EQ(engine.findPath(plain, 0, 4, PathOptions{.allowPartial = true}).status,
              PathStatus::NoPath);
}

TEST(AStarGraph, VisitStateDescribesTheLastSearchOnly) {
    const IntGraph g = sixNodes();
    AStar<std::int64_t> engine;
    const auto r = engine.findPath(g, 0, 3);
    EXPECT_EQ(r.path, (std::vector<NodeId>{2, 3}));
    // Closed in cost order: 0 (0), 1 (7), 2 (9), 5 (11), then 3 (20) beats 4 (20) by id and
    // ends the search; 4 was seen from 5 but never expanded.
    for (const NodeId closed : {0, 1, 2, 5, 3}) {
        EXPECT_EQ(engine.visitOf(closed), NodeVisit::Closed) << closed;
    }
    EXPECT_EQ(engine.visitOf(4), NodeVisit::Open);
    EXPECT_EQ(engine.costSoFar(4), 20);
    EXPECT_EQ(engine.costSoFar(5), 11);  // improved from 14 (0 -> 5) through 2
    EXPECT_EQ(engine.costSoFar(3), 20);  // improved from 22 (through 1) through 2
    EXPECT_EQ(r.expandedCount, 5);
    EXPECT_EQ(engine.visitOf(-1), NodeVisit::Unseen);
    EXPECT_EQ(engine.visitOf(1000), NodeVisit::Unseen);

    // A new search on a smaller graph: nothing of the old one shows through.
    const IntGraph two(2, {{1, 0, 3}});
    engine.findPath(two, 1, 0);
    EXPECT_EQ(engine.visitOf(1), NodeVisit::Closed);
    EXPECT_EQ(engine.visitOf(0), NodeVisit::Closed);
    EXPECT_EQ(engine.costSoFar(0), 3);
    for (NodeId id = 2; id < 6; ++id) {
        EXPECT_EQ(engine.visitOf(id), NodeVisit::Unseen) << id;
        EXPECT_EQ(engine.costSoFar(id), 0) << id;
    }

    // An invalid query leaves nothing behind either.
    engine.findPath(two, 0, 7);
    EXPECT_EQ(engine.visitOf(0), NodeVisit::Unseen);
}

TEST(AStarGraph, ReusedResultKeepsItsBuffer) {
    // A long chain, then a shorter query into the same result: the path buffer is reused, so a
    // steady stream of queries does not allocate.
    std::vector<IntGraph::Edge> edges;
    for (NodeId i = 0; i + 1 < 100; ++i)
        edges.push_back({i, i + 1, 1});
    const IntGraph chain(100, edges);
    AStar<std::int64_t> engine;
    PathResult<std::int64_t> result;
    engine.findPath(chain, 0, 99, result);
    ASSERT_EQ(result.path.size(), 99u);
    const NodeId* buffer = result.path.data();
    engine.findPath(chain, 10, 20, result);
    EXPECT_EQ(result.path.size(), 10u);
    EXPECT_EQ(result.path.data(), buffer);
    EXPECT_EQ(result.cost, 10);
    EXPECT_EQ(result.path.front(), 11);
    EXPECT_EQ(result.path.back(), 20);

    // A failed query clears what the result held before.
    engine.findPath(chain, 20, 10, result);
    EXPECT_EQ(result.status, PathStatus::NoPath);
    EXPECT_TRUE(result.path.empty());
    EXPECT_EQ(result.cost, 0);
}

// A graph as a DirectPathSource, the kind explore takes. Explore asks for no estimate.
struct DirectGraph {
    const IntGraph& graph;
    NodeId nodeCount() const { return graph.nodeCount(); }
    bool isWalkable(NodeId node) const { return graph.isWalkable(node); }
    std::int64_t estimateCost(NodeId from, NodeId goal) const {
        ADD_FAILURE() << "explore asked for an estimate: " << from << " -> " << goal;
        return 0;
    }
    template <class F>
    void forEachNeighbour(NodeId node, F&& f) const {
        std::vector<NodeId> next;
        graph.walkableNeighbours(node, next);
        for (const NodeId to : next)
            f(to, graph.moveCost(node, to));
    }
};

struct Closed {
    NodeId node;
    std::int64_t cost;
    bool operator==(const Closed&) const = default;
};

TEST(AStarExplore, ClosesEveryReachableNodeInCostOrder) {
    const IntGraph g = sixNodes();
    AStar<std::int64_t> engine;
    std::vector<Closed> closed;
    const bool exhausted = engine.explore(DirectGraph{g}, 0, [&](NodeId node, std::int64_t cost) {
        closed.push_back({node, cost});
        return ExploreStep::Expand;
    });
    EXPECT_TRUE(exhausted);
    // 3 and 4 both cost 20: the lower id first.
    EXPECT_EQ(closed, (std::vector<Closed>{{0, 0}, {1, 7}, {2, 9}, {5, 11}, {3, 20}, {4, 20}}));
    EXPECT_EQ(engine.costSoFar(4), 20);
    std::vector<NodeId> path{99};  // overwritten
    engine.pathTo(4, path);
    EXPECT_EQ(path, (std::vector<NodeId>{2, 5, 4}));
    engine.pathTo(0, path);
    EXPECT_TRUE(path.empty());
}

TEST(AStarExplore, SkippedNodesAreNotGoneThroughAndStopEndsTheSearch) {
    const IntGraph g = sixNodes();
    AStar<std::int64_t> engine;
    std::vector<Closed> closed;
    const bool exhausted = engine.explore(DirectGraph{g}, 0, [&](NodeId node, std::int64_t cost) {
        closed.push_back({node, cost});
        return node == 2 ? ExploreStep::Skip : ExploreStep::Expand;
    });
    EXPECT_TRUE(exhausted);
    // Without going through 2: 5 directly (14), 3 through 1 (22), 4 through 5 (23).
    EXPECT_EQ(closed, (std::vector<Closed>{{0, 0}, {1, 7}, {2, 9}, {5, 14}, {3, 22}, {4, 23}}));

    const bool stoppedEarly = !engine.explore(DirectGraph{g}, 0, [](NodeId node, std::int64_t) {
        return node == 5 ? ExploreStep::Stop : ExploreStep::Expand;
    });
    EXPECT_TRUE(stoppedEarly);
    EXPECT_EQ(engine.visitOf(5), NodeVisit::Closed);
    EXPECT_EQ(engine.visitOf(3), NodeVisit::Open);    // queued through 2, never closed
    EXPECT_EQ(engine.visitOf(4), NodeVisit::Unseen);  // only 5 and 3 lead there
    std::vector<NodeId> path;
    engine.pathTo(5, path);
    EXPECT_EQ(path, (std::vector<NodeId>{2, 5}));
}

TEST(AStarExplore, NothingReachableButTheStart) {
    const IntGraph g = sixNodes();
    AStar<std::int64_t> engine;
    int calls = 0;
    EXPECT_TRUE(engine.explore(DirectGraph{g}, 4, [&](NodeId node, std::int64_t cost) {
        ++calls;
        EXPECT_EQ(node, 4);
        EXPECT_EQ(cost, 0);
        return ExploreStep::Expand;
    }));
    EXPECT_EQ(calls, 1);
    EXPECT_EQ(engine.visitOf(0), NodeVisit::Unseen);
}

TEST(AStarGraph, StatusNames) {
    EXPECT_STREQ(toString(PathStatus::Found), "found");
    EXPECT_STREQ(toString(PathStatus::AlreadyThere), "already there");
    EXPECT_STREQ(toString(PathStatus::Partial), "partial");
    EXPECT_STREQ(toString(PathStatus::NoPath), "no path");
    EXPECT_STREQ(toString(PathStatus::Invalid), "invalid");
}

// Exact costs (the benchmark's diagonal, kExactSqrt2): equal f values compare equal, so the
// engine's "lowest h first" rule decides and A* across an open field expands only the cells of
// one cheapest path; with std::sqrt(2.0) the last bit of f decides and it expands more.
TEST(AStar, ExactDiagonalCostsLetTheTieRuleDecide) {
    const GridSize size{48, 48};
    const std::vector<std::uint8_t> open(48 * 48, 1);
    const GridDataSource<double> exact(size, open, movingAiExactMovement());
    const GridDataSource<double> rounded(size, open, movingAiMovement());
    AStar<double> astar;
    const NodeId start = size.indexOf({0, 0});
    std::int64_t exactTotal = 0;
    std::int64_t roundedTotal = 0;
    for (int row = 1; row < 48; ++row) {
        const NodeId goal = size.indexOf({47, row});
        const PathResult<double> e = astar.findPath(exact, start, goal);
        ASSERT_EQ(e.status, PathStatus::Found);
        EXPECT_EQ(e.expandedCount, 48) << row;  // the start and the 47 cells of the path
        exactTotal += e.expandedCount;
        roundedTotal += astar.findPath(rounded, start, goal).expandedCount;
    }
    EXPECT_GT(roundedTotal, exactTotal);
}

}  // namespace
}  // namespace catmaze
