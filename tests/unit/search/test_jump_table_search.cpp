// Jump point search with jump tables (JumpSource::Tables) against the same search with scans:
// the same status, cost, expansions and path on random grids with walls and dogs, also when the
// grid changes between searches (the tables follow by local updates); and the rule that picks
// tables or scans (JumpTablesUse).

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <sstream>
#include <string>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_search.hpp"
#include "search_agreement.hpp"

namespace catmaze {
namespace {

using Cost = std::int64_t;
using test::randomGrid;
using test::RandomGrid;

constexpr GridMovement<Cost> kMovement{DiagonalMode::NoCornerCutting, 10, 14};

// Runs both engines from `start` to `goal`; an empty string when they agree in every way.
std::string disagreement(JumpPointSearch<Cost>& scans, JumpPointSearch<Cost>& tables,
                         const GridDataSource<Cost>& grid, NodeId start, NodeId goal) {
    const PathResult<Cost> a = scans.findPath(grid, start, goal);
    const PathResult<Cost> b = tables.findPath(grid, start, goal);
    std::ostringstream out;
    if (scans.lastSearchJumped() && !tables.lastSearchUsedTables())
        out << "tables not used; ";
    if (a.status != b.status || a.cost != b.cost || a.expandedCount != b.expandedCount ||
        a.path != b.path)
        out << "from " << start << " to " << goal << ": status " << static_cast<int>(a.status)
            << "/" << static_cast<int>(b.status) << " cost " << a.cost << "/" << b.cost
            << " expanded " << a.expandedCount << "/" << b.expandedCount << " path length "
            << a.path.size() << "/" << b.path.size();
    return out.str();
}

TEST(JumpTableSearch, SameSearchAsScansOnRandomGridsWithWallsAndDogs) {
    std::mt19937 rng(2024);
    JumpPointSearch<Cost> scans(false, JumpTablesUse::Never);
    JumpPointSearch<Cost> tables(false, JumpTablesUse::Always);
    int searches = 0;
    for (const int wallPercent : {0, 10, 25, 40}) {
        for (const int dogs : {0, 1, 6, 40}) {
            for (int trial = 0; trial < 6; ++trial) {
                std::uniform_int_distribution<int> side(1, 90);  // wider than a word too
                const RandomGrid g = randomGrid(rng, side(rng), side(rng), wallPercent, dogs);
                const GridDataSource<Cost> grid(g.size, g.walkable, kMovement, g.multiplier);
                std::uniform_int_distribution<NodeId> cell(0, grid.nodeCount() - 1);
                for (int q = 0; q < 20; ++q, ++searches) {
                    const std::string d = disagreement(scans, tables, grid, cell(rng), cell(rng));
                    ASSERT_EQ(d, "") << "walls " << wallPercent << "% dogs " << dogs << " size "
                                     << g.size.width << "x" << g.size.height;
                }
            }
        }
    }
    EXPECT_GT(searches, 1900);
}

// The goal on the row or column a diagonal walk crosses between two table stops, and on the
// diagonal itself: found by the goal test across a turn exactly where the scans find it.
TEST(JumpTableSearch, SameSearchAsScansToEveryGoalOfAnOpenField) {
    const GridDataSource<Cost> grid({40, 30}, std::vector<std::uint8_t>(40 * 30, 1), kMovement);
    JumpPointSearch<Cost> scans(false, JumpTablesUse::Never);
    JumpPointSearch<Cost> tables(false, JumpTablesUse::Always);
    for (const NodeId start : {NodeId{0}, NodeId{40 * 15 + 20}, NodeId{40 * 30 - 1}}) {
        for (NodeId goal = 0; goal < grid.nodeCount(); ++goal)
            ASSERT_EQ(disagreement(scans, tables, grid, start, goal), "");
    }
}

TEST(JumpTableSearch, TablesFollowCellChangesBetweenSearches) {
    std::mt19937 rng(77);
    JumpPointSearch<Cost> scans(false, JumpTablesUse::Never);
    JumpPointSearch<Cost> tables(false, JumpTablesUse::Always);
    for (int trial = 0; trial < 12; ++trial) {
        const RandomGrid g = randomGrid(rng, 70, 45, 15 + trial, 20);
        GridDataSource<Cost> grid(g.size, g.walkable, kMovement, g.multiplier);
        std::uniform_int_distribution<NodeId> cell(0, grid.nodeCount() - 1);
        for (int round = 0; round < 30; ++round) {
            // Mostly a few cells (local updates), sometimes more than the grid remembers (a
            // rebuild): walls opened or closed, dogs bribed or placed.
            const int changes = round % 10 == 9 ? 20 : 1 + round % 3;
            for (int c = 0; c < changes; ++c) {
                const Tile t = grid.size().tileAt(cell(rng));
                if (rng() % 2 == 0)
                    grid.setWalkable(t, !grid.walkableTile(t));
                else
                    grid.setMultiplier(t, grid.multiplierAt(t) == 1 ? 10 : 1);
            }
            for (int q = 0; q < 5; ++q)
                ASSERT_EQ(disagreement(scans, tables, grid, cell(rng), cell(rng)), "")
                    << "trial " << trial << " round " << round;
        }
    }
}

// Tables belong to one grid object as it is: another grid of the same size and revision made in
// the same place (a loop's variable), or a copy changed on its own, gets tables of its own.
TEST(JumpTableSearch, AnotherGridInTheSamePlaceOrACopyNeverSeesStaleTables) {
    std::mt19937 rng(5);
    JumpPointSearch<Cost> scans(false, JumpTablesUse::Never);
    JumpPointSearch<Cost> tables(false, JumpTablesUse::Always);
    for (int trial = 0; trial < 10; ++trial) {
        const RandomGrid g = randomGrid(rng, 50, 40, 30, 10);
        const GridDataSource<Cost> grid(g.size, g.walkable, kMovement, g.multiplier);
        GridDataSource<Cost> copy = grid;
        for (int c = 0; c < 3; ++c) {
            const Tile t = copy.size().tileAt(static_cast<NodeId>(rng() % 2000));
            copy.setWalkable(t, !copy.walkableTile(t));
        }
        std::uniform_int_distribution<NodeId> cell(0, grid.nodeCount() - 1);
        for (int q = 0; q < 10; ++q) {
            const NodeId start = cell(rng);
            const NodeId goal = cell(rng);
            ASSERT_EQ(disagreement(scans, tables, grid, start, goal), "") << "trial " << trial;
            ASSERT_EQ(disagreement(scans, tables, copy, start, goal), "") << "trial " << trial;
        }
    }
}

TEST(JumpTableSearch, AutoUsesTablesOnlyForLargeGridsSearchedOftenAndNeverWhenRecording) {
    using Search = JumpPointSearch<Cost>;
    const GridDataSource<Cost> small({20, 20}, std::vector<std::uint8_t>(400, 1), kMovement);
    std::vector<std::uint8_t> open(128 * 64, 1);
    for (int y = 0; y < 60; y += 2)
        open[static_cast<std::size_t>(y * 128 + 64)] = 0;  // some walls to make jump points
    const GridDataSource<Cost> large({128, 64}, open, kMovement);
    Search automatic;
    for (int i = 0; i < 3000; ++i) {
        automatic.findPath(small, 0, 399);
        EXPECT_FALSE(automatic.lastSearchUsedTables());
    }
    // Tables once the searches of the large grid have expanded a jump point per
    // kCellsPerJumpPoint cells, not before; searching another grid starts the count again.
    std::int64_t expanded = 0;
    bool switched = false;
    for (int i = 0; i < 4000 && !switched; ++i) {
        automatic.findPath(large, i % 64 * 128, 128 * 64 - 1 - i % 64);
        switched = automatic.lastSearchUsedTables();
        EXPECT_EQ(switched, expanded >= 128 * 64 / Search::kCellsPerJumpPoint) << "search " << i;
        expanded += automatic.lastExpandedCount();
    }
    EXPECT_TRUE(switched);
    automatic.findPath(small, 0, 399);
    automatic.findPath(large, 0, 128 * 64 - 1);
    EXPECT_FALSE(automatic.lastSearchUsedTables());
    JumpPointSearch<Cost> recording(true, JumpTablesUse::Always);
    const PathResult<Cost> r = recording.findPath(large, 0, 128 * 64 - 1);
    EXPECT_FALSE(recording.lastSearchUsedTables());
    EXPECT_TRUE(r.reachedGoal());
    EXPECT_FALSE(recording.scannedCells().empty());
}

// Auto keeps tables only where jumps are long enough to pay: on a field of pillars every third
// cell every scan stops within a cell or two, and Auto scans on however much it searches, while
// Always still looks the jumps up.
TEST(JumpTableSearch, AutoScansOnWhereJumpsAreShort) {
    using Search = JumpPointSearch<Cost>;
    std::vector<std::uint8_t> pillars(128 * 64, 1);
    for (int y = 1; y < 64; y += 3) {
        for (int x = 1; x < 128; x += 3)
            pillars[static_cast<std::size_t>(y * 128 + x)] = 0;
    }
    const GridDataSource<Cost> grid({128, 64}, pillars, kMovement);
    Search automatic;
    std::int64_t expanded = 0;
    for (int i = 0; expanded < 4 * 128 * 64 / Search::kCellsPerJumpPoint; ++i) {
        const PathResult<Cost> r = automatic.findPath(grid, i % 64 * 128, 128 * 64 - 1 - i % 64);
        ASSERT_TRUE(r.reachedGoal());
        ASSERT_FALSE(automatic.lastSearchUsedTables()) << "search " << i;
        expanded += automatic.lastExpandedCount();
    }
    EXPECT_FALSE(automatic.wantsTables(grid));
    Search always(false, JumpTablesUse::Always);
    always.findPath(grid, 0, 128 * 64 - 1);
    EXPECT_TRUE(always.lastSearchUsedTables());
}

}  // namespace
}  // namespace catmaze
