// Jump tables (jump_tables.hpp): on random grids with walls, dogs and edges, every cell's stop in
// every direction is where the scan rules written out cell by cell stop, the straight stops are
// where jump point search's own scans stop (JumpPointGrid, with no goal), and after random cell
// changes update() leaves the same tables as a rebuild.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <vector>

#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_search.hpp"
#include "catmaze/search/jump_tables.hpp"

namespace catmaze {
namespace {

using RealCost = double;
constexpr GridMovement<RealCost> kRealMovement{DiagonalMode::NoCornerCutting, 1.0, 1.5};
constexpr RealCost kDog = 10.0;

// A `width` x `height` grid with walls (about `wallPercent` %) and dogs (about `dogPercent` %
// of the cells cost kDog to enter).
GridDataSource<RealCost> randomRealGrid(std::mt19937& random, int width, int height,
                                        int wallPercent, int dogPercent) {
    const GridSize size{width, height};
    std::vector<std::uint8_t> open(static_cast<std::size_t>(size.cellCount()));
    std::vector<RealCost> multipliers;
    if (dogPercent > 0)
        multipliers.assign(open.size(), 1.0);
    for (std::size_t i = 0; i < open.size(); ++i) {
        open[i] = static_cast<int>(random() % 100) >= wallPercent ? 1 : 0;
        if (dogPercent > 0 && static_cast<int>(random() % 100) < dogPercent)
            multipliers[i] = kDog;
    }
    return {size, open, kRealMovement, multipliers};
}

// The direction (kStepOrder index) from `from` to `to` on one line.
int directionOf(GridSize size, NodeId from, NodeId to) {
    const Tile a = size.tileAt(from);
    const Tile b = size.tileAt(to);
    const Offset d{(b.col > a.col) - (b.col < a.col), (b.row > a.row) - (b.row < a.row)};
    for (int i = 0; i < 8; ++i) {
        if (kStepOrder[static_cast<std::size_t>(i)] == d)
            return i;
    }
    return -1;
}

// The rules of jump_tables.hpp, written out cell by cell: the reference the tables must match.
struct ReferenceScans {
    const GridDataSource<RealCost>& grid;

    bool open(Tile t) const { return grid.walkableTile(t); }
    bool costly(Tile t) const { return grid.size().contains(t) && grid.multiplierAt(t) != 1.0; }
    // Costly, or beside a costly cell across the line `d` (straight) runs along.
    bool nearCostly(Tile t, Offset d) const {
        return costly(t) || costly(t + Offset{d.drow, d.dcol}) ||
               costly(t + Offset{-d.drow, -d.dcol});
    }
    // Costly, or one of its four orthogonal neighbours is.
    bool special(Tile t) const { return nearCostly(t, {1, 0}) || nearCostly(t, {0, 1}); }
    bool canMove(Tile t, Offset d) const {
        return open(t + d) && (d.dcol == 0 || d.drow == 0 ||
                               (open(t + Offset{d.dcol, 0}) && open(t + Offset{0, d.drow})));
    }
    // A straight scan stops on t (open): costly or beside a costly cell across the line, or a
    // cell beside it open while the one behind that is blocked.
    bool straightStop(Tile t, Offset d) const {
        if (nearCostly(t, d))
            return true;
        for (const int s : {-1, 1}) {
            const Tile side = t + Offset{s * d.drow, s * d.dcol};
            if (open(side) && !open(side + Offset{-d.dcol, -d.drow}))
                return true;
        }
        return false;
    }
    // The scan from `from` in `d`: the stop and its moves, or -1 and the moves to the last cell.
    JumpTables::Jump scan(Tile from, Offset d) const {
        Tile t = from;
        for (int steps = 1; canMove(t, d); ++steps) {
            t = t + d;
            const bool diagonal = d.dcol != 0 && d.drow != 0;
            const bool stops = diagonal ? special(t) || scan(t, {d.dcol, 0}).stop >= 0 ||
                                              scan(t, {0, d.drow}).stop >= 0
                                        : straightStop(t, d);
            if (stops)
                return {grid.size().indexOf(t), steps};
        }
        const int run = std::max(std::abs(t.col - from.col), std::abs(t.row - from.row));
        return {-1, run};
    }
};

// Every cell and direction of `tables` against the reference scans of `grid`.
void expectSameStopsAsTheRules(const JumpTables& tables, const GridDataSource<RealCost>& grid,
                               const char* what) {
    const ReferenceScans reference{grid};
    for (NodeId cell = 0; cell < grid.size().cellCount(); ++cell) {
        for (int dir = 0; dir < 8; ++dir) {
            const JumpTables::Jump want =
                reference.scan(grid.size().tileAt(cell), kStepOrder[static_cast<std::size_t>(dir)]);
            const JumpTables::Jump got = tables.jump(cell, dir);
            ASSERT_EQ(got.stop, want.stop) << what << ": cell " << cell << " direction " << dir;
            ASSERT_EQ(got.steps, want.steps) << what << ": cell " << cell << " direction " << dir;
        }
    }
}

// The straight stops of `tables` against jump point search's own scans: the successors that
// JumpPointGrid generates from a cell (as a start, with no goal) on the cell's row and column are
// where its straight scans stop. (Its diagonal successors depend on its pruning; the diagonal
// rule is checked against the reference above.)
void expectSameStraightStopsAsJumpPointSearch(const JumpTables& tables,
                                              const GridDataSource<RealCost>& grid) {
    const GridSize size = grid.size();
    const JumpPointGrid<RealCost> online(grid, -1, nullptr);  // no goal: scans stop on their own
    for (NodeId cell = 0; cell < size.cellCount(); ++cell) {
        if (!grid.isWalkable(cell))
            continue;
        std::vector<NodeId> stopOf(4, -1);
        online.forEachSuccessor(cell, -1, RealCost{}, [&](NodeId to, RealCost /*cost*/) {
            const int dir = directionOf(size, cell, to);
            const Tile a = size.tileAt(cell);
            const Tile b = size.tileAt(to);
            if (dir < 4 && (a.col == b.col || a.row == b.row))
                stopOf[static_cast<std::size_t>(dir)] = to;
        });
        for (int dir = 0; dir < 4; ++dir) {
            ASSERT_EQ(tables.jump(cell, dir).stop, stopOf[static_cast<std::size_t>(dir)])
                << "cell " << cell << " direction " << dir;
        }
    }
}

TEST(JumpTables, ScansStopBesideAWallEndAndDiagonalsWhereAStraightScanWould) {
    // . . . . .
    // . . # . .     a wall at (2,1): moving east on row 0, (3,0) has a forced neighbour
    // . . . . .     (3,1): open beside it with the wall behind.
    const GridSize size{5, 3};
    GridDataSource<RealCost> grid(size, {1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1},
                                  kRealMovement);
    const JumpTables tables(grid);
    const JumpTables::Jump east = tables.jump(size.indexOf({0, 0}), 1);
    EXPECT_EQ(east.stop, size.indexOf({3, 0}));
    EXPECT_EQ(east.steps, 3);
    // West along row 2 from (4,2): the same wall forces (1,2).
    EXPECT_EQ(tables.jump(size.indexOf({4, 2}), 3).stop, size.indexOf({1, 2}));
    // North-east from (0,2): (1,1) at once, as a scan north from there stops on (1,0), which
    // (2,0) is forced beside.
    const JumpTables::Jump northEast = tables.jump(size.indexOf({0, 2}), 4);
    EXPECT_EQ(northEast.stop, size.indexOf({1, 1}));
    EXPECT_EQ(northEast.steps, 1);
    // West along row 0 from (1,0): nothing forced, the scan runs to the edge: no stop, one move
    // to the last cell.
    const JumpTables::Jump west = tables.jump(size.indexOf({1, 0}), 3);
    EXPECT_EQ(west.stop, -1);
    EXPECT_EQ(west.steps, 1);
    // East from (1,1): the wall at once.
    EXPECT_EQ(tables.jump(size.indexOf({1, 1}), 1).steps, 0);
}

TEST(JumpTables, ADogStopsTheScansThatMeetOrPassIt) {
    const GridSize size{7, 7};
    GridDataSource<RealCost> grid(size, std::vector<std::uint8_t>(49, 1), kRealMovement);
    grid.setMultiplier({5, 3}, kDog);
    const JumpTables tables(grid);
    // East along the dog's row stops on the dog; along the rows beside it, on the cell beside it.
    EXPECT_EQ(tables.jump(size.indexOf({0, 3}), 1).stop, size.indexOf({5, 3}));
    EXPECT_EQ(tables.jump(size.indexOf({0, 2}), 1).stop, size.indexOf({5, 2}));
    EXPECT_EQ(tables.jump(size.indexOf({0, 4}), 1).stop, size.indexOf({5, 4}));
    // Two rows away it runs to the edge.
    EXPECT_EQ(tables.jump(size.indexOf({0, 1}), 1).stop, -1);
    // South along the column beside the dog stops beside it.
    EXPECT_EQ(tables.jump(size.indexOf({4, 0}), 2).stop, size.indexOf({4, 3}));
    // South-east from (0,0): (1,1) .. the diagonal stops where a straight scan meets a stop.
    EXPECT_EQ(tables.jump(size.indexOf({0, 0}), 5).stop, size.indexOf({2, 2}));
}

TEST(JumpTables, MatchTheScanRulesAndJumpPointSearchOnRandomGrids) {
    std::mt19937 random(20261126);
    for (int round = 0; round < 300; ++round) {
        // Some grids longer than 64 cells one way, where the online scans go a word at a time.
        const int longSide = 65 + static_cast<int>(random() % 66);
        const int shortSide = 1 + static_cast<int>(random() % 8);
        int width = 1 + static_cast<int>(random() % 24);
        int height = 1 + static_cast<int>(random() % 24);
        if (round % 10 == 0) {
            width = longSide;
            height = shortSide;
        } else if (round % 10 == 5) {
            width = shortSide;
            height = longSide;
        }
        const int walls = static_cast<int>(random() % 40);
        const int dogs = round % 3 == 0 ? 0 : static_cast<int>(random() % 6);
        const GridDataSource<RealCost> grid = randomRealGrid(random, width, height, walls, dogs);
        const JumpTables tables(grid);
        expectSameStopsAsTheRules(tables, grid, "build");
        expectSameStraightStopsAsJumpPointSearch(tables, grid);
        if (HasFatalFailure())
            return;
    }
}

TEST(JumpTables, UpdateAfterACellChangesIsARebuild) {
    std::mt19937 random(7);
    for (int round = 0; round < 60; ++round) {
        const int width = 1 + static_cast<int>(random() % 40);
        const int height = 1 + static_cast<int>(random() % 40);
        GridDataSource<RealCost> grid =
            randomRealGrid(random, width, height, static_cast<int>(random() % 35),
                           round % 4 == 0 ? 0 : static_cast<int>(random() % 4));
        JumpTables tables(grid);
        for (int change = 0; change < 40; ++change) {
            const Tile t{static_cast<int>(random() % static_cast<unsigned>(width)),
                         static_cast<int>(random() % static_cast<unsigned>(height))};
            switch (random() % 3) {
                case 0:
                    grid.setWalkable(t, !grid.walkableTile(t));  // a wall goes or comes
                    break;
                case 1:
                    grid.setMultiplier(t, kDog);  // a dog arrives
                    break;
                default:
                    grid.setMultiplier(t, 1.0);  // a dog bribed
                    break;
            }
            tables.update(grid, t);
            ASSERT_TRUE(tables == JumpTables(grid))
                << "round " << round << " change " << change << " at " << t.col << "," << t.row;
        }
        expectSameStopsAsTheRules(tables, grid, "update");
        if (HasFatalFailure())
            return;
    }
}

// JumpPointSearch brings its tables up to date before a search, after any number of changes:
// one update per changed cell, all against the grid as it is after every change. Cells next to
// each other, so that their 3x3 blocks and lines overlap.
TEST(JumpTables, UpdatesAfterSeveralNearbyChangesAreARebuild) {
    std::mt19937 random(11);
    for (int round = 0; round < 120; ++round) {
        const int width = 3 + static_cast<int>(random() % 70);
        const int height = 3 + static_cast<int>(random() % 30);
        GridDataSource<RealCost> grid =
            randomRealGrid(random, width, height, static_cast<int>(random() % 35),
                           round % 3 == 0 ? 0 : static_cast<int>(random() % 4));
        JumpTables tables(grid);
        const Tile centre{static_cast<int>(random() % static_cast<unsigned>(width)),
                          static_cast<int>(random() % static_cast<unsigned>(height))};
        std::vector<Tile> changed;
        const int changes = 2 + static_cast<int>(random() % 4);
        for (int change = 0; change < changes; ++change) {
            const Tile t{
                std::clamp(centre.col + static_cast<int>(random() % 5) - 2, 0, width - 1),
                std::clamp(centre.row + static_cast<int>(random() % 5) - 2, 0, height - 1)};
            if (random() % 2 == 0)
                grid.setWalkable(t, !grid.walkableTile(t));
            else
                grid.setMultiplier(t, random() % 2 == 0 ? kDog : 1.0);
            changed.push_back(t);
        }
        for (const Tile t : changed)
            tables.update(grid, t);
        ASSERT_TRUE(tables == JumpTables(grid))
            << "round " << round << ", " << changes << " changes near " << centre.col << ","
            << centre.row;
    }
}

}  // namespace
}  // namespace catmaze
