// A GridGraph's walls in bulk: a grid drawn as text rows (GridGraph::fromRows) and every cell set
// from one flag each (GridGraph::setWalkable, in GridDataSource's layout), each linked exactly as
// the same walls removed and put back one by one; and the bad rows and flag counts refused with
// a message naming them.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <functional>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "catmaze/graph/grid_graph.hpp"
#include "catmaze/search/grid_source.hpp"

namespace catmaze {
namespace {

const GridMovement<double> kWallsMovement{DiagonalMode::NoCornerCutting, 1.0, std::sqrt(2.0)};

// Every link of the grid, as pairs of cell positions.
std::set<std::pair<Tile, Tile>> wallsTestLinks(const GridGraph& grid) {
    std::set<std::pair<Tile, Tile>> links;
    for (const auto& node : grid.nodes()) {
        const Tile from = static_cast<const GridGraphNode&>(*node).gridPosition();
        for (const Tile to : gridPositions(node->connectedNodes()))
            links.emplace(from, to);
    }
    return links;
}

// The same walls, removed one call at a time from a full grid.
GridGraph wallsRemovedByHand(Tile origin, int width, int height, const std::vector<Tile>& walls) {
    GridGraph grid(origin, width, height, kWallsMovement);
    for (const Tile t : walls)
        grid.removeNodes({grid.nodeAt(t)});
    return grid;
}

std::string wallsThrownMessage(const std::function<void()>& call) {
    try {
        call();
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "(nothing thrown)";
}

TEST(GridGraphWalls, RowsDrawTheGrid) {
    const GridGraph drawn = GridGraph::fromRows({".#..",  //
                                                 "..#.",  //
                                                 "...."},
                                                kWallsMovement, {5, -2});
    EXPECT_EQ(drawn.gridOrigin(), (Tile{5, -2}));
    EXPECT_EQ(drawn.gridWidth(), 4);
    EXPECT_EQ(drawn.gridHeight(), 3);
    EXPECT_EQ(drawn.nodeAt({6, -2}), nullptr);
    EXPECT_EQ(drawn.nodeAt({7, -1}), nullptr);
    EXPECT_NE(drawn.nodeAt({5, -2}), nullptr);
    EXPECT_EQ(drawn.nodes().size(), 10u);
    const GridGraph byHand = wallsRemovedByHand({5, -2}, 4, 3, {{6, -2}, {7, -1}});
    EXPECT_EQ(wallsTestLinks(drawn), wallsTestLinks(byHand));
    EXPECT_EQ(GridGraph::fromRows({}, kWallsMovement).nodes().size(), 0u);
}

TEST(GridGraphWalls, BadRowsAreRefusedByName) {
    EXPECT_EQ(wallsThrownMessage([] {
                  GridGraph::fromRows({"..", ".x"}, kWallsMovement);
              }),
              "GridGraph::fromRows: row 1, column 1 is 'x'; a cell is '#' (wall) or '.' (floor)");
    EXPECT_EQ(wallsThrownMessage([] {
                  GridGraph::fromRows({"...", "..", "..."}, kWallsMovement);
              }),
              "GridGraph::fromRows: row 1 has 2 cells, row 0 has 3");
}

TEST(GridGraphWalls, FlagsSetEveryCellAtOnceAsOneByOneWould) {
    GridGraph grid = GridGraph::fromRows({"#...",  //
                                          ".##.",  //
                                          "...#"},
                                         kWallsMovement);
    // Opens (0,0), (1,1) and (3,2); closes (2,0) and (0,2); (2,1) stays a wall.
    grid.setWalkable({1, 1, 0, 1,  //
                      1, 1, 0, 1,  //
                      0, 1, 1, 1});
    const GridGraph byHand = wallsRemovedByHand({0, 0}, 4, 3, {{2, 0}, {2, 1}, {0, 2}});
    EXPECT_EQ(wallsTestLinks(grid), wallsTestLinks(byHand));
    EXPECT_EQ(grid.nodes().size(), 9u);
    EXPECT_EQ(grid.findPath(*grid.nodeAt({0, 0}), *grid.nodeAt({3, 2})).size(), 5u);
}

TEST(GridGraphWalls, TakesAGridDataSourcesFlagsAsTheyAre) {
    GridDataSource<double> source({3, 2}, std::vector<std::uint8_t>(6, 1), kWallsMovement);
    source.setWalkable({1, 0}, false);
    GridGraph grid({0, 0}, 3, 2, kWallsMovement);
    grid.setWalkable(source.walkableCells());
    EXPECT_EQ(grid.nodeAt({1, 0}), nullptr);
    EXPECT_EQ(grid.nodes().size(), 5u);
}

TEST(GridGraphWalls, AFlagCountOtherThanTheCellsIsRefusedAndChangesNothing) {
    GridGraph grid({0, 0}, 3, 2, kWallsMovement);
    const auto before = wallsTestLinks(grid);
    EXPECT_EQ(wallsThrownMessage([&] {
                  grid.setWalkable({0, 0, 0, 0, 0});
              }),
              "GridGraph::setWalkable: 5 flags for a 3x2 grid of 6 cells");
    EXPECT_EQ(grid.nodes().size(), 6u);
    EXPECT_EQ(wallsTestLinks(grid), before);
}

}  // namespace
}  // namespace catmaze
