// The A* engine on grids with the cat's rules: 4- or 8-connected, no corner cutting, costs 10 and
// 14, dogs multiply the cost of entering their tile by 10. Maps are drawn in each test; the
// engine is checked against independent references on random grids in
// test_grid_pathfinding_random.cpp.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <random>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"

#include "ascii_grid.hpp"

namespace catmaze {
namespace {

using Cost = std::int64_t;
using test::Ascii;
using test::catGrid;
using test::parseAscii;

TilePath<Cost> solve(const std::vector<std::string>& rows, char from, char to, bool diagonal,
                     PathOptions options = {}) {
    const Ascii a = parseAscii(rows);
    AStar<Cost> engine;
    return findTilePath(engine, catGrid(a, diagonal), a[from], a[to], options);
}

// --- statuses --------------------------------------------------------------------------------

TEST(GridPath, AlreadyThereIsEmptyAndFree) {
    const std::vector<std::string> map = {
        "...",
        ".S.",
        "...",
    };
    const TilePath<Cost> p = solve(map, 'S', 'S', false);
    EXPECT_EQ(p.status, PathStatus::AlreadyThere);
    EXPECT_TRUE(p.tiles.empty());
    EXPECT_EQ(p.cost, 0);
}

TEST(GridPath, WalledOffGoalHasNoPath) {
    const std::vector<std::string> map = {
        "S..#...",
        "...#.G.",
        "...#...",
    };
    for (const bool diagonal : {false, true}) {
        const TilePath<Cost> p = solve(map, 'S', 'G', diagonal);
        EXPECT_EQ(p.status, PathStatus::NoPath);
        EXPECT_TRUE(p.tiles.empty());
        EXPECT_EQ(p.cost, 0);
    }
}

TEST(GridPath, GoalOrStartOnAWallIsInvalid) {
    const std::vector<std::string> map = {
        "S.#",
        "...",
    };
    const Ascii a = parseAscii(map);
    AStar<Cost> engine;
    const auto grid = catGrid(a, false);
    EXPECT_EQ(findTilePath(engine, grid, a['S'], Tile{2, 0}).status, PathStatus::Invalid);
    EXPECT_EQ(findTilePath(engine, grid, Tile{2, 0}, a['S']).status, PathStatus::Invalid);
    // A wall is invalid even as its own goal.
    EXPECT_EQ(findTilePath(engine, grid, Tile{2, 0}, Tile{2, 0}).status, PathStatus::Invalid);
}

TEST(GridPath, TilesOffTheMapAreInvalid) {
    const std::vector<std::string> map = {
        "S..",
        "...",
    };
    const Ascii a = parseAscii(map);
    AStar<Cost> engine;
    const auto grid = catGrid(a, true);
    for (const Tile outside : {Tile{3, 0}, Tile{0, 2}, Tile{-1, 0}, Tile{0, -1}, Tile{99, 99}}) {
        const TilePath<Cost> to = findTilePath(engine, grid, a['S'], outside);
        EXPECT_EQ(to.status, PathStatus::Invalid);
        EXPECT_TRUE(to.tiles.empty());
        EXPECT_EQ(findTilePath(engine, grid, outside, a['S']).status, PathStatus::Invalid);
    }
    // The engine itself refuses ids off the graph, too.
    EXPECT_EQ(engine.findPath(grid, 0, 6).status, PathStatus::Invalid);
    EXPECT_EQ(engine.findPath(grid, -1, 0).status, PathStatus::Invalid);
}

// --- connectivity and corners ----------------------------------------------------------------

TEST(GridPath, DiagonalsMakeTheWayCheaper) {
    const std::vector<std::string> map = {
        "S...",
        "....",
        "...G",
    };
    const TilePath<Cost> four = solve(map, 'S', 'G', false);
    const TilePath<Cost> eight = solve(map, 'S', 'G', true);
    ASSERT_EQ(four.status, PathStatus::Found);
    ASSERT_EQ(eight.status, PathStatus::Found);
    EXPECT_EQ(four.cost, 50);             // 5 straight moves
    EXPECT_EQ(eight.cost, 14 + 14 + 10);  // 2 diagonal moves and 1 straight
    EXPECT_EQ(four.tiles.size(), 5u);
    EXPECT_EQ(eight.tiles.size(), 3u);
}

TEST(GridPath, DiagonalNeedsBothSideTilesWalkable) {
    // Both sides free: one diagonal step.
    EXPECT_EQ(solve({"S.", ".G"}, 'S', 'G', true).cost, 14);

    // Wall on the right side of the step: two straight steps round it, via the free side.
    const TilePath<Cost> rightBlocked = solve({"S#", ".G"}, 'S', 'G', true);
    EXPECT_EQ(rightBlocked.status, PathStatus::Found);
    EXPECT_EQ(rightBlocked.cost, 20);
    EXPECT_EQ(rightBlocked.tiles, (std::vector<Tile>{{0, 1}, {1, 1}}));

    // Wall below the start: round the other side.
    const TilePath<Cost> belowBlocked = solve({"S.", "#G"}, 'S', 'G', true);
    EXPECT_EQ(belowBlocked.status, PathStatus::Found);
    EXPECT_EQ(belowBlocked.cost, 20);
    EXPECT_EQ(belowBlocked.tiles, (std::vector<Tile>{{1, 0}, {1, 1}}));

    // Both blocked: no squeezing between walls that touch at a corner.
    EXPECT_EQ(solve({"S#", "#G"}, 'S', 'G', true).status, PathStatus::NoPath);
    // The other diagonal direction, up-left, follows the same rule.
    EXPECT_EQ(solve({"G#", "#S"}, 'S', 'G', true).status, PathStatus::NoPath);
    EXPECT_EQ(solve({".G", "S#"}, 'S', 'G', true).cost, 20);
}

// --- dogs ------------------------------------------------------------------------------------

TEST(GridPath, DogIsAvoidedWhenTheDetourIsCheaper) {
    // Through the dog: 10 + 100 + 10 + 10 = 130. Round the wall: 12 steps = 120.
    const std::vector<std::string> map = {
        "S.D.G", ".###.", ".###.", ".###.", ".....",
    };
    const TilePath<Cost> p = solve(map, 'S', 'G', false);
    ASSERT_EQ(p.status, PathStatus::Found);
    EXPECT_EQ(p.cost, 120);
    EXPECT_EQ(p.tiles.size(), 12u);
    for (const Tile t : p.tiles)
        EXPECT_NE(t, (Tile{2, 0})) << "walked through the dog";
}

TEST(GridPath, DogIsWalkedThroughWhenTheDetourIsDearer) {
    // One row deeper: the detour is 14 steps = 140, so the dog (130) is cheaper.
    const std::vector<std::string> map = {
        "S.D.G", ".###.", ".###.", ".###.", ".###.", ".....",
    };
    const TilePath<Cost> p = solve(map, 'S', 'G', false);
    ASSERT_EQ(p.status, PathStatus::Found);
    EXPECT_EQ(p.cost, 130);
    EXPECT_EQ(p.tiles, (std::vector<Tile>{{1, 0}, {2, 0}, {3, 0}, {4, 0}}));
}

TEST(GridPath, DogTileCostsTenTimesOnADiagonalToo) {
    // Dogs everywhere around: the diagonal into (1,1) costs 14 x 10; two straight steps would
    // cost 100 + 100.
    const std::vector<std::string> map = {
        "SD",
        "DD",
    };
    const Ascii a = parseAscii(map);
    AStar<Cost> engine;
    const TilePath<Cost> eight = findTilePath(engine, catGrid(a, true), a['S'], Tile{1, 1});
    EXPECT_EQ(eight.cost, 140);
    EXPECT_EQ(eight.tiles, (std::vector<Tile>{{1, 1}}));
    EXPECT_EQ(findTilePath(engine, catGrid(a, false), a['S'], Tile{1, 1}).cost, 200);

    // With floor at the sides, going round the corner is cheaper than the diagonal: 10 + 100.
    const Ascii b = parseAscii({"S.", ".D"});
    EXPECT_EQ(findTilePath(engine, catGrid(b, true), b['S'], Tile{1, 1}).cost, 110);
}

// --- determinism -----------------------------------------------------------------------------

TEST(GridPath, SameQueryGivesTheSamePath) {
    const std::vector<std::string> map = {
        "S.......", "........", "..##....", "..##..D.", ".......G",
    };
    for (const bool diagonal : {false, true}) {
        const Ascii a = parseAscii(map);
        const auto grid = catGrid(a, diagonal);
        AStar<Cost> engine;
        const TilePath<Cost> first = findTilePath(engine, grid, a['S'], a['G']);
        const TilePath<Cost> again = findTilePath(engine, grid, a['S'], a['G']);
        AStar<Cost> other;
        const TilePath<Cost> fresh = findTilePath(other, grid, a['S'], a['G']);
        EXPECT_EQ(first.tiles, again.tiles);
        EXPECT_EQ(first.tiles, fresh.tiles);
        EXPECT_EQ(first.expandedCount, again.expandedCount);
    }
}

TEST(GridPath, TiesFollowTheDocumentedRule) {
    // Two equally cheap ways round the pillar. Among equal f the engine expands the lower h,
    // then the lower node id (row-major), so it goes over the top, the side with lower ids.
    const std::vector<std::string> map = {
        ".....",
        "S.#.G",
        ".....",
    };
    // 4-connected: the first step right has the lowest h; then (1,0) beats (1,2) by id, and at
    // (3,0) the tie between (4,0) and (3,1) goes to (4,0) by id.
    const TilePath<Cost> four = solve(map, 'S', 'G', false);
    EXPECT_EQ(four.cost, 60);
    EXPECT_EQ(four.tiles, (std::vector<Tile>{{1, 1}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {4, 1}}));

    // 8-connected: diagonally up over the pillar (id 1 beats id 11) and diagonally down.
    const TilePath<Cost> eight = solve(map, 'S', 'G', true);
    EXPECT_EQ(eight.cost, 14 + 10 + 10 + 14);
    EXPECT_EQ(eight.tiles, (std::vector<Tile>{{1, 0}, {2, 0}, {3, 0}, {4, 1}}));

    // An open room: every monotone staircase costs the same; the rule walks the top row first.
    const TilePath<Cost> room = solve({"S..", "...", "..G"}, 'S', 'G', false);
    EXPECT_EQ(room.tiles, (std::vector<Tile>{{1, 0}, {2, 0}, {2, 1}, {2, 2}}));
}

TEST(GridPath, EqualCostsGoStraightForTheGoal) {
    // In an open room every staircase costs the same, so f ties everywhere. Preferring the lower
    // h among equal f heads straight for the goal: only the nodes on the path are expanded,
    // not the whole room.
    const std::vector<std::string> map(10, std::string(10, '.'));
    const Ascii a = parseAscii(map);
    for (const bool diagonal : {false, true}) {
        AStar<Cost> engine;
        const TilePath<Cost> p = findTilePath(engine, catGrid(a, diagonal), {0, 0}, {9, 6});
        ASSERT_EQ(p.status, PathStatus::Found);
        EXPECT_EQ(p.cost, diagonal ? 6 * 14 + 3 * 10 : 150);
        EXPECT_EQ(p.expandedCount, static_cast<std::int32_t>(p.tiles.size()) + 1);
    }
}

// --- the original tutorial's example ---------------------------------------------------------

TEST(GridPath, TutorialExampleRoute) {
    // The cat at (24,0) wants (22,3); the wall row and the walls beside the start and goal make
    // it go down, left along row 1 to column 20, down the gap and back right.
    const std::vector<std::string> map = {
        ".......................#S.", "..........................", ".....................#####",
        "......................G#..", "..........................",
    };
    const Ascii a = parseAscii(map);
    ASSERT_EQ(a.size, (GridSize{26, 5}));
    ASSERT_EQ(a['S'], (Tile{24, 0}));
    ASSERT_EQ(a['G'], (Tile{22, 3}));
    const TilePath<Cost> p = solve(map, 'S', 'G', false);
    ASSERT_EQ(p.status, PathStatus::Found);
    const std::vector<Tile> expected = {{24, 1}, {23, 1}, {22, 1}, {21, 1}, {20, 1},
                                        {20, 2}, {20, 3}, {21, 3}, {22, 3}};
    EXPECT_EQ(p.tiles, expected);
    EXPECT_EQ(p.cost, 90);
}

// --- partial paths ---------------------------------------------------------------------------

TEST(GridPath, PartialPathEndsOnTheClosestReachableTile) {
    const std::vector<std::string> map = {
        "S...#..",
        "....#G.",
        "....#..",
    };
    const TilePath<Cost> p = solve(map, 'S', 'G', false, PathOptions{.allowPartial = true});
    EXPECT_EQ(p.status, PathStatus::Partial);
    ASSERT_FALSE(p.tiles.empty());
    EXPECT_EQ(p.tiles.back(), (Tile{3, 1}));  // 2 tiles from the goal; all others are further
    EXPECT_EQ(p.cost, 40);
    EXPECT_EQ(p.tiles.size(), 4u);

    const TilePath<Cost> none = solve(map, 'S', 'G', false);
    EXPECT_EQ(none.status, PathStatus::NoPath);
    EXPECT_TRUE(none.tiles.empty());
}

TEST(GridPath, PartialTieGoesToTheCheaperTile) {
    // The goal is boxed in. Four ring tiles are 2 from it: (2,0), (0,2), (4,2), (2,4). From
    // (0,3), (0,2) costs 10 and (2,0) costs 50; (2,0) has the lower id, but cost comes first.
    const std::vector<std::string> map = {
        ".....", ".###.", ".#G#.", "S###.", ".....",
    };
    const TilePath<Cost> p = solve(map, 'S', 'G', false, PathOptions{.allowPartial = true});
    EXPECT_EQ(p.status, PathStatus::Partial);
    EXPECT_EQ(p.tiles, (std::vector<Tile>{{0, 2}}));
    EXPECT_EQ(p.cost, 10);
}

TEST(GridPath, NoPartialPathWhenTheStartIsClosest) {
    const std::vector<std::string> map = {
        "..S#G",
    };
    const TilePath<Cost> p = solve(map, 'S', 'G', false, PathOptions{.allowPartial = true});
    EXPECT_EQ(p.status, PathStatus::NoPath);
    EXPECT_TRUE(p.tiles.empty());
}

}  // namespace
}  // namespace catmaze
