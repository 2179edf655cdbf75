// The graph library at the edges of its promises: grid positions near the ends of int (no
// overflow: a grid that would not fit is refused, far-apart cells cost what they should); graphs
// that keep indexes of their nodes cannot be sliced or have nodes removed behind the indexes'
// back; coordinates and radii that are not finite numbers in range are refused.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "catmaze/graph/grid_graph.hpp"
#include "catmaze/graph/obstacle_graph.hpp"

namespace catmaze {
namespace {

// Graphs that keep indexes of their nodes cannot be moved from or into through a base (which
// would slice the indexes off); a plain Graph and each graph by its own type can.
static_assert(!std::is_move_constructible_v<GraphBase> && !std::is_move_assignable_v<GraphBase>);
static_assert(!std::is_constructible_v<Graph, GridGraph&&>);
static_assert(!std::is_constructible_v<Graph, ObstacleGraph&&>);
static_assert(!std::is_assignable_v<Graph&, GridGraph&&>);
static_assert(!std::is_assignable_v<Graph&, ObstacleGraph&&>);
static_assert(!std::is_assignable_v<GraphBase&, GridGraph&&>);
static_assert(!std::is_convertible_v<GridGraph&, Graph&>);
static_assert(std::is_final_v<Graph> && std::is_final_v<GridGraph> &&
              std::is_final_v<ObstacleGraph>);
static_assert(std::is_move_constructible_v<Graph> && std::is_move_assignable_v<Graph>);
static_assert(std::is_move_constructible_v<GridGraph> && std::is_move_assignable_v<GridGraph>);
static_assert(std::is_move_constructible_v<ObstacleGraph> &&
              std::is_move_assignable_v<ObstacleGraph>);
static_assert(!std::is_copy_constructible_v<Graph> && !std::is_copy_constructible_v<GridGraph>);

constexpr int kMax = std::numeric_limits<int>::max();
constexpr int kMin = std::numeric_limits<int>::min();

TEST(GridGraphLimits, NodeAtFarOffAGridWithANegativeOriginIsNull) {
    const GridGraph grid({-5, -5}, 3, 3, DiagonalMode::NoCornerCutting);
    EXPECT_EQ(grid.nodeAt({kMax, kMax}), nullptr);
    EXPECT_EQ(grid.nodeAt({kMax, -5}), nullptr);
    EXPECT_EQ(grid.nodeAt({-5, kMax}), nullptr);
    EXPECT_EQ(grid.nodeAt({kMin, kMin}), nullptr);
    EXPECT_FALSE(grid.containsCell({kMax, -4}));
    EXPECT_NE(grid.nodeAt({-3, -3}), nullptr);
}

TEST(GridGraphLimits, AGridWhoseCellsOrTheirNeighboursWouldOverflowIsRefused) {
    // Every cell and the cells one move around it must be representable.
    EXPECT_THROW(GridGraph({kMax - 1, 0}, 3, 1, DiagonalMode::Never), std::invalid_argument);
    EXPECT_THROW(GridGraph({kMax, 0}, 1, 1, DiagonalMode::Never), std::invalid_argument);
    EXPECT_THROW(GridGraph({0, kMax - 2}, 1, 3, DiagonalMode::Always), std::invalid_argument);
    EXPECT_THROW(GridGraph({kMin, 0}, 1, 1, DiagonalMode::Never), std::invalid_argument);
    EXPECT_THROW(GridGraph({0, kMin}, 1, 1, DiagonalMode::Never), std::invalid_argument);
}

TEST(GridGraphLimits, GridsAtTheEndsOfTheRangeWork) {
    GridGraph high({kMax - 3, kMax - 3}, 3, 3, DiagonalMode::NoCornerCutting);
    GridGraph low({kMin + 1, kMin + 1}, 3, 3, DiagonalMode::NoCornerCutting);
    for (GridGraph* grid : {&high, &low}) {
        const Tile o = grid->gridOrigin();
        GridGraphNode* corner = grid->nodeAt({o.col + 2, o.row + 2});
        ASSERT_NE(corner, nullptr);
        EXPECT_EQ(grid->nodeAt({o.col + 3, o.row}), nullptr);
        EXPECT_EQ(grid->nodeAt({o.col - 1, o.row}), nullptr);
        grid->removeNodes({grid->nodeAt({o.col + 1, o.row + 1})});
        grid->addNodeAt({o.col + 1, o.row + 1});
        const auto found = gridPositions(grid->findPath(*grid->nodeAt(o), *corner));
        EXPECT_EQ(found.size(), 3u) << toString(o);
        EXPECT_EQ(corner->connectedNodes().size(), 3u);
    }
}

TEST(GridGraphLimits, ALinkBetweenFarApartGridsCostsTheirDistance) {
    GridGraph west({kMin + 1, 0}, 1, 1, DiagonalMode::Never);
    GridGraph east({kMax - 1, kMax - 1}, 1, 1, DiagonalMode::NoCornerCutting);
    GridGraphNode& a = *west.nodeAt({kMin + 1, 0});
    GridGraphNode& b = *east.nodeAt({kMax - 1, kMax - 1});
    a.addConnections({&b}, true);
    const double dx = static_cast<double>(kMax - 1) - static_cast<double>(kMin + 1);  // 2^32 - 3
    const double dy = static_cast<double>(kMax - 1);
    EXPECT_EQ(a.costTo(b), dx + dy);  // west's movement: Manhattan, straight steps cost 1
    EXPECT_EQ(a.estimatedCostTo(b), dx + dy);
    // east's movement: octile, diagonal sqrt(2)
    EXPECT_DOUBLE_EQ(b.estimatedCostTo(a), dy * std::sqrt(2.0) + (dx - dy));
    EXPECT_DOUBLE_EQ(b.costTo(a), b.estimatedCostTo(a));
    EXPECT_EQ(west.findPath(a, b), (std::vector<GraphNode*>{&a, &b}));
}

// A square crate from (2,-1) to (4,1), in the way of a walk from (0,0) to (6,0).
const Polygon kCrate{{2, -1}, {4, -1}, {4, 1}, {2, 1}};

// Runs `make`, expecting std::invalid_argument whose message holds `named`.
template <class Make>
void expectRefused(Make make, const std::string& named) {
    try {
        make();
        ADD_FAILURE() << "not refused: " << named;
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find(named), std::string::npos) << e.what();
    }
}

TEST(ObstacleGraphLimits, ABufferRadiusThatIsNotANumberInRangeIsRefused) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    expectRefused([&] { ObstacleGraph graph(nan); }, "radius nan");
    expectRefused([&] { ObstacleGraph graph(inf); }, "radius inf");
    expectRefused([&] { ObstacleGraph graph(-1.0); }, "radius -1");
    expectRefused([&] { ObstacleGraph graph(2e6); }, "radius 2e+06");
    expectRefused([&] { ObstacleGraph graph({PolygonObstacle(kCrate)}, nan); }, "radius nan");
    // In range, the crate is still in the way.
    ObstacleGraph graph({PolygonObstacle(kCrate)}, 0.25);
    const Route route = graph.findPath({0, 0}, {6, 0});
    ASSERT_EQ(route.status, RouteStatus::Found);
    EXPECT_GT(route.length, 6.5);
    EXPECT_EQ(ObstacleGraph(0.0).bufferRadius(), 0.0);
}

TEST(ObstacleGraphLimits, VerticesOutOfRangeAreRefused) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    expectRefused([&] { PolygonObstacle({{0, 0}, {nan, 0}, {1, 1}}); }, "(nan, 0)");
    expectRefused([&] { PolygonObstacle({{0, 0}, {1, 0}, {1, -inf}}); }, "(1, -inf)");
    expectRefused([&] { PolygonObstacle({{0, 0}, {1e308, 0}, {0, 1e308}}); }, "(1e+308, 0)");
    expectRefused([&] { PolygonObstacle({{0, 0}, {2e6, 0}, {0, 1}}); }, "(2e+06, 0)");
    EXPECT_NO_THROW(PolygonObstacle({{-1e6, -1e6}, {1e6, -1e6}, {0, 1e6}}));
    // Buffered, an obstacle at the edge of the range reaches out of it.
    ObstacleGraph graph(1.0);
    expectRefused(
        [&] {
            graph.addObstacles({PolygonObstacle({{0, 0}, {1e6, 0}, {0, 1}})});
        },
        "ObstacleGraph::addObstacles");
    EXPECT_TRUE(graph.obstacleIds().empty());
}

TEST(ObstacleGraphLimits, PointsOutOfRangeAreRefused) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    ObstacleGraph graph({PolygonObstacle(kCrate)}, 0.25);
    expectRefused([&] { graph.findPath({0, 0}, {1e308, 1e308}); }, "(1e+308, 1e+308)");
    expectRefused([&] { graph.findPath({nan, 0}, {6, 0}); }, "(nan, 0)");
    expectRefused([&] { graph.isInsideObstacle({3, nan}); }, "(3, nan)");
    expectRefused([&] { graph.isClear({0, 0}, {0, 2e6}); }, "(0, 2e+06)");
    expectRefused([&] { graph.nearestFreePoint({nan, nan}); }, "(nan, nan)");
    expectRefused([&] { graph.connectUsingObstacles({-1e300, 0}); }, "(-1e+300, 0)");
    expectRefused(
        [&] {
            GraphNode2D node({0, std::numeric_limits<double>::infinity()});
        },
        "(0, inf)");
    EXPECT_EQ(graph.nodes().size(), 8u);  // the crate's corners only: nothing was linked in
}

TEST(GraphIndexes, AQualifiedRemoveNodesStillMakesTheCellAWall) {
    GridGraph grid({0, 0}, 3, 1, DiagonalMode::Never);
    grid.GraphBase::removeNodes({grid.nodeAt({1, 0})});
    EXPECT_EQ(grid.nodeAt({1, 0}), nullptr);
    EXPECT_EQ(grid.nodes().size(), 2u);
    EXPECT_TRUE(grid.findPath(*grid.nodeAt({0, 0}), *grid.nodeAt({2, 0})).empty());
    grid.addNodeAt({1, 0});  // the door opens again
    EXPECT_EQ(grid.findPath(*grid.nodeAt({0, 0}), *grid.nodeAt({2, 0})).size(), 3u);
}

TEST(GraphIndexes, AQualifiedRemoveNodesStillForgetsALinkedInNode) {
    ObstacleGraph graph({PolygonObstacle(kCrate)}, 0.25);
    GraphNode2D& node = graph.connectUsingObstacles({0, 0});
    graph.GraphBase::removeNodes({&node});
    EXPECT_EQ(graph.nodes().size(), 8u);
    // Changing the obstacles links the linked-in nodes again: the removed one must be gone.
    const PolygonObstacle triangle({{10, 10}, {11, 10}, {11, 11}});
    graph.addObstacles({triangle});
    EXPECT_EQ(graph.nodes().size(),
              ObstacleGraph({PolygonObstacle(kCrate), triangle}, 0.25).nodes().size());
    EXPECT_EQ(graph.findPath({0, 0}, {6, 0}).status, RouteStatus::Found);
}

TEST(GraphIndexes, AMovedFromGridIsAnEmptyGrid) {
    GridGraph grid({0, 0}, 2, 2, DiagonalMode::Always);
    GridGraphNode* corner = grid.nodeAt({1, 1});
    GridGraph moved = std::move(grid);
    EXPECT_EQ(moved.nodeAt({1, 1}), corner);  // the nodes stay where they are
    EXPECT_EQ(grid.gridWidth(), 0);           // the moved-from grid, checked on purpose
    EXPECT_EQ(grid.gridHeight(), 0);
    EXPECT_EQ(grid.nodeAt({0, 0}), nullptr);
    EXPECT_TRUE(grid.nodes().empty());

    GridGraph other({5, 5}, 1, 1, DiagonalMode::Never);
    other = std::move(moved);
    EXPECT_EQ(other.nodeAt({1, 1}), corner);
    EXPECT_EQ(other.nodeAt({5, 5}), nullptr);
    EXPECT_EQ(moved.nodeAt({1, 1}), nullptr);
    EXPECT_EQ(other.findPath(*other.nodeAt({0, 0}), *corner).size(), 2u);
}

}  // namespace
}  // namespace catmaze
