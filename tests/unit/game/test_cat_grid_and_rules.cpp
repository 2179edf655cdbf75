// The game rules on the board: the grid the cat searches (walls, dogs, diagonals), and
// bones, dogs and exits one arrival at a time.
// Events are compared as short strings (event_lines.hpp) so a failure shows the whole story.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/game/game.hpp"

#include "event_lines.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

using namespace test;

// ---------------------------------------------------------------------------------------------
// makeCatGrid

TEST(MakeCatGrid, WallsBlockAndDogsMultiplyTheCostOfEntering) {
    Level level = levelFrom({
        "#####",
        "#C.D#",
        "#####",
    });
    level.rules.dogCostMultiplier = 7;
    level.rules.straightCost = 3;
    const CatGrid grid = makeCatGrid(level, DiagonalMode::Never);
    EXPECT_FALSE(grid.walkableTile({0, 0}));
    EXPECT_TRUE(grid.walkableTile({1, 1}));  // the cat's start is floor
    EXPECT_TRUE(grid.walkableTile({3, 1}));  // a dog can be walked onto
    EXPECT_EQ(grid.multiplierAt({2, 1}), 1);
    EXPECT_EQ(grid.multiplierAt({3, 1}), 7);
    AStar<GridCost> engine;
    const TilePath<GridCost> path = findTilePath(engine, grid, {1, 1}, {3, 1});
    ASSERT_EQ(path.status, PathStatus::Found);
    EXPECT_EQ(path.cost, 3 + 3 * 7);
}

TEST(MakeCatGrid, DiagonalsOnlyWhenAskedWithTheLevelsCostAndNoCornerCutting) {
    Level level = levelFrom({
        "C..",
        "...",
        "..#",
    });
    level.rules.straightCost = 5;
    level.rules.diagonalCost = 7;
    AStar<GridCost> engine;
    const TilePath<GridCost> straight =
        findTilePath(engine, makeCatGrid(level, DiagonalMode::Never), {0, 0}, {1, 1});
    EXPECT_EQ(straight.cost, 10);
    EXPECT_EQ(straight.tiles.size(), 2u);
    const CatGrid diagonalGrid = makeCatGrid(level, DiagonalMode::NoCornerCutting);
    EXPECT_EQ(diagonalGrid.movement().diagonal, DiagonalMode::NoCornerCutting);
    const TilePath<GridCost> diagonal = findTilePath(engine, diagonalGrid, {0, 0}, {1, 1});
    EXPECT_EQ(diagonal.cost, 7);
    EXPECT_EQ(str(diagonal.tiles), "[(1,1)]");
    // (1,2) -> (2,1) diagonally would cut the corner of the wall at (2,2): two side steps.
    const TilePath<GridCost> cornered = findTilePath(engine, diagonalGrid, {1, 2}, {2, 1});
    EXPECT_EQ(cornered.cost, 10);
    EXPECT_EQ(str(cornered.tiles), "[(1,1)(2,1)]");
}

// ---------------------------------------------------------------------------------------------
// The rules, one arrival at a time

TEST(ResolveArrival, BoneDogAndExit) {
    Level board = levelFrom({"BDDE"});
    CatState cat;
    std::vector<PlayEvent> events;

    resolveArrival(board, cat, {0, 0}, events);
    EXPECT_EQ(cat.bones, 1);
    EXPECT_EQ(board.at({0, 0}), TileKind::Floor);
    EXPECT_EQ(cat.tile, (Tile{0, 0}));

    resolveArrival(board, cat, {1, 0}, events);
    EXPECT_EQ(cat.bones, 0);
    EXPECT_EQ(board.at({1, 0}), TileKind::Floor);
    EXPECT_EQ(cat.status, GameStatus::Playing);

    resolveArrival(board, cat, {2, 0}, events);
    EXPECT_EQ(cat.status, GameStatus::Lost);
    EXPECT_EQ(board.at({2, 0}), TileKind::Dog) << "the dog that ate the cat stays";

    // Nothing happens after the end, not even an exit.
    resolveArrival(board, cat, {3, 0}, events);
    EXPECT_EQ(cat.status, GameStatus::Lost);

    Lines lines;
    for (const PlayEvent& e : events)
        lines.push_back(str(e));
    EXPECT_EQ(lines, (Lines{"bone(0,0)=1", "bribed(1,0)=0", "eaten(2,0)"}));

    Level exit = levelFrom({"E"});
    CatState winner;
    std::vector<PlayEvent> won;
    resolveArrival(exit, winner, {0, 0}, won);
    EXPECT_EQ(winner.status, GameStatus::Won);
    ASSERT_EQ(won.size(), 1u);
    EXPECT_EQ(str(won[0]), "won(0,0)");
}

TEST(RefuseReason, Names) {
    EXPECT_STREQ(toString(RefuseReason::Wall), "wall");
    EXPECT_STREQ(toString(RefuseReason::OutsideMap), "outside the map");
    EXPECT_STREQ(toString(RefuseReason::NoPath), "no path");
    EXPECT_STREQ(toString(RefuseReason::GameOver), "game over");
}

}  // namespace
}  // namespace catmaze
