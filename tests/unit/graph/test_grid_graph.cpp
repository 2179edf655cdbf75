// Grid graphs (GameplayKit's GKGridGraph): the original material's 3x4 grid with five walls, each
// diagonal mode, doors closed and opened again, costs from the movement model, and random walls
// and doors checked against links rebuilt from scratch and a Dijkstra written here.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <map>
#include <queue>
#include <random>
#include <set>
#include <stdexcept>
#include <vector>

#include "catmaze/graph/grid_graph.hpp"
#include "graph_costs.hpp"

namespace catmaze {
namespace {

using Tiles = std::vector<Tile>;

// The original material's grid, 3 columns by 4 rows with five walls:
//     x 0 1 2
//   y 0 . # .
//     1 # . .
//     2 . # #
//     3 . . #
const Tiles kWalls = {{1, 0}, {0, 1}, {1, 2}, {2, 2}, {2, 3}};

GridGraph walledGrid(const GridMovement<double>& movement) {
    GridGraph grid({0, 0}, 3, 4, movement);
    std::vector<GraphNode*> walls;
    for (const Tile t : kWalls)
        walls.push_back(grid.nodeAt(t));
    grid.removeNodes(walls);
    return grid;
}

Tiles path(GridGraph& grid, Tile from, Tile to) {
    return gridPositions(grid.nodeAt(from)->findPathTo(*grid.nodeAt(to)));
}

using test::pathCost;

Tiles neighboursOf(const GridGraph& grid, Tile t) {
    return gridPositions(grid.nodeAt(t)->connectedNodes());
}

TEST(GridGraph, BuiltFromOriginWidthHeight) {
    GridGraph grid({-2, 5}, 4, 3, DiagonalMode::Never);
    EXPECT_EQ(grid.gridOrigin(), (Tile{-2, 5}));
    EXPECT_EQ(grid.gridWidth(), 4);
    EXPECT_EQ(grid.gridHeight(), 3);
    EXPECT_EQ(grid.nodes().size(), 12u);
    ASSERT_NE(grid.nodeAt({-2, 5}), nullptr);
    EXPECT_EQ(grid.nodeAt({-2, 5})->gridPosition(), (Tile{-2, 5}));
    EXPECT_EQ(grid.nodeAt({1, 7})->gridPosition(), (Tile{1, 7}));
    EXPECT_EQ(grid.nodeAt({-3, 5}), nullptr);
    EXPECT_EQ(grid.nodeAt({2, 5}), nullptr);
    EXPECT_EQ(grid.nodeAt({0, 4}), nullptr);
    EXPECT_EQ(grid.nodeAt({0, 8}), nullptr);
    EXPECT_EQ(neighboursOf(grid, {-2, 5}), (Tiles{{-1, 5}, {-2, 6}}));
    EXPECT_THROW(GridGraph({0, 0}, -1, 3, DiagonalMode::Never), std::invalid_argument);
    GridGraph empty({0, 0}, 0, 0, DiagonalMode::Always);
    EXPECT_TRUE(empty.nodes().empty());
    EXPECT_EQ(empty.nodeAt({0, 0}), nullptr);
}

TEST(GridGraph, NeighboursInStepOrderBothWays) {
    GridGraph grid({0, 0}, 3, 3, DiagonalMode::NoCornerCutting);
    EXPECT_EQ(neighboursOf(grid, {1, 1}),
              (Tiles{{1, 0}, {2, 1}, {1, 2}, {0, 1}, {2, 0}, {2, 2}, {0, 2}, {0, 0}}));
    for (const auto& node : grid.nodes()) {
        for (GraphNode* to : node->connectedNodes())
            EXPECT_TRUE(to->isConnectedTo(*node));
    }
}

TEST(GridGraph, WallsWithoutDiagonals) {
    GridGraph grid = walledGrid({DiagonalMode::Never, 1, 1});
    EXPECT_EQ(grid.nodes().size(), 7u);
    for (const Tile t : kWalls)
        EXPECT_EQ(grid.nodeAt(t), nullptr) << toString(t);  // a removed cell has no node
    EXPECT_EQ(path(grid, {2, 0}, {1, 1}), (Tiles{{2, 0}, {2, 1}, {1, 1}}));
    EXPECT_EQ(path(grid, {0, 2}, {1, 3}), (Tiles{{0, 2}, {0, 3}, {1, 3}}));
    EXPECT_EQ(path(grid, {1, 3}, {0, 2}), (Tiles{{1, 3}, {0, 3}, {0, 2}}));
    // The walled-in corner (0,0) reaches nothing and nothing reaches it; the halves are apart.
    EXPECT_TRUE(neighboursOf(grid, {0, 0}).empty());
    EXPECT_TRUE(path(grid, {0, 0}, {1, 1}).empty());
    EXPECT_TRUE(path(grid, {1, 1}, {0, 0}).empty());
    EXPECT_TRUE(path(grid, {2, 0}, {0, 3}).empty());
    EXPECT_EQ(path(grid, {0, 0}, {0, 0}), (Tiles{{0, 0}}));
}

TEST(GridGraph, WallsWithGameplayKitDiagonalsCuttingCorners) {
    GridGraph grid = walledGrid(GridGraph::gameplayKitMovement(true));
    EXPECT_EQ(grid.movement().diagonal, DiagonalMode::Always);
    const std::vector<GraphNode*> corner = grid.nodeAt({0, 0})->findPathTo(*grid.nodeAt({1, 3}));
    EXPECT_EQ(gridPositions(corner), (Tiles{{0, 0}, {1, 1}, {0, 2}, {1, 3}}));
    EXPECT_EQ(pathCost(corner), 3.0);  // 1 per move, diagonal or not
    EXPECT_EQ(path(grid, {2, 0}, {0, 3}), (Tiles{{2, 0}, {1, 1}, {0, 2}, {0, 3}}));
    EXPECT_EQ(path(grid, {0, 3}, {0, 0}), (Tiles{{0, 3}, {0, 2}, {1, 1}, {0, 0}}));

    GridGraph straight = walledGrid(GridGraph::gameplayKitMovement(false));
    EXPECT_EQ(straight.movement().diagonal, DiagonalMode::Never);
    EXPECT_TRUE(path(straight, {0, 0}, {1, 3}).empty());
}

TEST(GridGraph, WallsWithCornerRules) {
    // Both side cells must be free: the diagonals of the walled grid all pass a wall.
    GridGraph strict = walledGrid({DiagonalMode::NoCornerCutting, 10, 14});
    EXPECT_EQ(path(strict, {0, 2}, {1, 3}), (Tiles{{0, 2}, {0, 3}, {1, 3}}));
    EXPECT_EQ(path(strict, {2, 0}, {1, 1}), (Tiles{{2, 0}, {2, 1}, {1, 1}}));
    EXPECT_TRUE(path(strict, {0, 0}, {1, 1}).empty());
    EXPECT_TRUE(path(strict, {1, 1}, {0, 2}).empty());

    // One free side is enough: (0,2)-(1,3) and (2,0)-(1,1) squeeze past a corner, but (0,0) and
    // the (1,1)-(0,2) diagonal are walled on both sides.
    GridGraph loose = walledGrid({DiagonalMode::AtLeastOneSideFree, 10, 14});
    EXPECT_EQ(path(loose, {0, 2}, {1, 3}), (Tiles{{0, 2}, {1, 3}}));
    EXPECT_EQ(path(loose, {2, 0}, {1, 1}), (Tiles{{2, 0}, {1, 1}}));
    EXPECT_TRUE(path(loose, {0, 0}, {1, 1}).empty());
    EXPECT_TRUE(path(loose, {1, 1}, {0, 2}).empty());
}

TEST(GridGraph, DoorRemovedAndPutBack) {
    GridGraph grid = walledGrid(GridGraph::gameplayKitMovement(true));
    grid.removeNodes({grid.nodeAt({1, 1})});  // the door closes
    EXPECT_EQ(grid.nodeAt({1, 1}), nullptr);
    EXPECT_EQ(grid.nodes().size(), 6u);
    EXPECT_TRUE(neighboursOf(grid, {0, 0}).empty());
    EXPECT_TRUE(path(grid, {0, 0}, {1, 3}).empty());
    EXPECT_EQ(path(grid, {2, 0}, {2, 1}), (Tiles{{2, 0}, {2, 1}}));

    GridGraphNode& door = grid.addNodeAt({1, 1});  // and opens again, linked to its neighbours
    EXPECT_EQ(grid.nodeAt({1, 1}), &door);
    EXPECT_EQ(door.gridPosition(), (Tile{1, 1}));
    EXPECT_EQ(grid.nodes().size(), 7u);
    EXPECT_EQ(neighboursOf(grid, {1, 1}), (Tiles{{2, 1}, {2, 0}, {0, 2}, {0, 0}}));
    EXPECT_EQ(neighboursOf(grid, {0, 0}), (Tiles{{1, 1}}));
    EXPECT_EQ(path(grid, {0, 0}, {1, 3}), (Tiles{{0, 0}, {1, 1}, {0, 2}, {1, 3}}));
    EXPECT_EQ(&grid.addNodeAt({1, 1}), &door);  // already there: the same node
    EXPECT_THROW(grid.addNodeAt({3, 0}), std::out_of_range);
}

TEST(GridGraph, DoorOpensAndClosesDiagonalsPastItsCorners) {
    GridGraph grid = walledGrid({DiagonalMode::NoCornerCutting, 10, 14});
    grid.addNodeAt({1, 2});  // a door in the wall at (1,2) opens
    // (0,2)-(1,3) no longer cuts a corner; (1,1)-(0,2) still passes the wall (0,1).
    EXPECT_EQ(path(grid, {0, 2}, {1, 3}), (Tiles{{0, 2}, {1, 3}}));
    EXPECT_EQ(path(grid, {2, 0}, {0, 3}), (Tiles{{2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 3}}));
    EXPECT_EQ(pathCost(grid.nodeAt({2, 0})->findPathTo(*grid.nodeAt({0, 3}))), 44.0);

    grid.removeNodes({grid.nodeAt({1, 2})});  // and closes
    EXPECT_EQ(neighboursOf(grid, {0, 2}), (Tiles{{0, 3}}));
    EXPECT_EQ(path(grid, {0, 2}, {1, 3}), (Tiles{{0, 2}, {0, 3}, {1, 3}}));
    EXPECT_TRUE(path(grid, {2, 0}, {0, 3}).empty());
}

TEST(GridGraph, CostsAndEstimatesComeFromTheMovementModel) {
    GridGraph grid({0, 0}, 4, 4, GridMovement<double>{DiagonalMode::NoCornerCutting, 10, 14});
    GridGraphNode& a = *grid.nodeAt({0, 0});
    EXPECT_EQ(a.costTo(*grid.nodeAt({1, 0})), 10.0);
    EXPECT_EQ(a.costTo(*grid.nodeAt({1, 1})), 14.0);
    EXPECT_EQ(a.costTo(*grid.nodeAt({2, 1})), std::numeric_limits<double>::infinity());
    EXPECT_EQ(a.estimatedCostTo(*grid.nodeAt({2, 1})), 24.0);  // octile
    EXPECT_EQ(a.estimatedCostTo(*grid.nodeAt({3, 3})), 42.0);
    GraphNode plain;
    EXPECT_EQ(a.estimatedCostTo(plain), 0.0);
    // A hand-made shortcut costs the walk it replaces on an open grid.
    a.addConnections({grid.nodeAt({3, 3})}, false);
    EXPECT_EQ(a.costTo(*grid.nodeAt({3, 3})), 42.0);

    GridGraph rook({0, 0}, 3, 3, DiagonalMode::Never);
    EXPECT_EQ(rook.movement().straightCost, 1.0);
    EXPECT_EQ(rook.nodeAt({0, 0})->estimatedCostTo(*rook.nodeAt({2, 1})), 3.0);  // Manhattan
    rook.nodeAt({0, 0})->addConnections({rook.nodeAt({1, 1})}, false);  // not a move when 4-way
    EXPECT_EQ(rook.nodeAt({0, 0})->costTo(*rook.nodeAt({1, 1})), 2.0);

    GridGraph king({0, 0}, 3, 3, DiagonalMode::Always);
    EXPECT_DOUBLE_EQ(king.nodeAt({0, 0})->costTo(*king.nodeAt({1, 1})), std::sqrt(2.0));
}

TEST(GridGraph, ConnectNodeToAdjacentNodesRelinksACell) {
    GridGraph grid({0, 0}, 2, 2, DiagonalMode::Always);
    GridGraphNode& a = *grid.nodeAt({0, 0});
    a.removeConnections(a.connectedNodes(), true);
    EXPECT_TRUE(a.connectedNodes().empty());
    grid.connectNodeToAdjacentNodes(a);
    EXPECT_EQ(neighboursOf(grid, {0, 0}), (Tiles{{1, 0}, {0, 1}, {1, 1}}));
    EXPECT_TRUE(grid.nodeAt({1, 1})->isConnectedTo(a));

    GridGraphNode stranger({0, 0}, grid.movement());
    EXPECT_THROW(grid.connectNodeToAdjacentNodes(stranger), std::invalid_argument);
}

// ---- Random walls and doors against links and paths computed from scratch ----

// The links every open cell should have under `movement`, from the open set alone.
std::map<Tile, std::set<Tile>> expectedLinks(const GridGraph& grid) {
    std::map<Tile, std::set<Tile>> links;
    const auto isOpen = [&](Tile t) { return grid.nodeAt(t) != nullptr; };
    for (const auto& node : grid.nodes()) {
        const Tile from = static_cast<const GridGraphNode&>(*node).gridPosition();
        std::set<Tile>& to = links[from];
        grid.movement().forEachMove(from, isOpen, [&](Tile t, bool) { to.insert(t); });
    }
    return links;
}

std::map<Tile, std::set<Tile>> actualLinks(const GridGraph& grid) {
    std::map<Tile, std::set<Tile>> links;
    for (const auto& node : grid.nodes()) {
        const Tile from = static_cast<const GridGraphNode&>(*node).gridPosition();
        const Tiles to = gridPositions(node->connectedNodes());
        links[from] = std::set<Tile>(to.begin(), to.end());
    }
    return links;
}

// The cheapest cost from `start` to `goal` over the expected links; +infinity if unreachable.
double dijkstra(const GridGraph& grid, Tile start, Tile goal) {
    const auto links = expectedLinks(grid);
    std::map<Tile, double> best{{start, 0.0}};
    using Entry = std::pair<double, Tile>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    open.push({0.0, start});
    while (!open.empty()) {
        const auto [cost, at] = open.top();
        open.pop();
        if (at == goal)
            return cost;
        if (cost > best[at])
            continue;
        for (const Tile to : links.at(at)) {
            const bool diagonal = to.col != at.col && to.row != at.row;
            const double next = cost + grid.movement().stepCost(diagonal);
            const auto it = best.find(to);
            if (it == best.end() || next < it->second) {
                best[to] = next;
                open.push({next, to});
            }
        }
    }
    return std::numeric_limits<double>::infinity();
}

TEST(GridGraph, RandomWallsAndDoorsMatchAGridBuiltFromScratch) {
    std::mt19937 random(8);
    const std::vector<GridMovement<double>> movements = {
        {DiagonalMode::Never, 1, 1},
        {DiagonalMode::NoCornerCutting, 10, 14},
        {DiagonalMode::AtLeastOneSideFree, 2, 3},
        {DiagonalMode::Always, 1, 1},
        {DiagonalMode::NoCornerCutting, 3, 2},
    };
    for (const GridMovement<double>& movement : movements) {
        for (int round = 0; round < 8; ++round) {
            GridGraph grid({1, -1}, 6, 5, movement);
            for (int change = 0; change < 40; ++change) {
                const Tile t{1 + static_cast<int>(random() % 6),
                             -1 + static_cast<int>(random() % 5)};
                if (grid.nodeAt(t) != nullptr && random() % 3 != 0) {
                    grid.removeNodes({grid.nodeAt(t)});
                } else {
                    grid.addNodeAt(t);
                }
                ASSERT_EQ(actualLinks(grid), expectedLinks(grid))
                    << toString(movement.diagonal) << " round " << round << " change " << change;
            }
            const auto& nodes = grid.nodes();
            for (std::size_t i = 0; i < nodes.size(); i += 3) {
                for (std::size_t j = 0; j < nodes.size(); j += 2) {
                    const std::vector<GraphNode*> found = nodes[i]->findPathTo(*nodes[j]);
                    const Tiles ends = gridPositions({nodes[i].get(), nodes[j].get()});
                    const double best = dijkstra(grid, ends[0], ends[1]);
                    if (std::isinf(best)) {
                        EXPECT_TRUE(found.empty());
                    } else {
                        ASSERT_FALSE(found.empty());
                        EXPECT_EQ(found.front(), nodes[i].get());
                        EXPECT_EQ(found.back(), nodes[j].get());
                        EXPECT_DOUBLE_EQ(pathCost(found), best);
                    }
                }
            }
        }
    }
}

}  // namespace
}  // namespace catmaze
