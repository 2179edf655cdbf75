// The one grid-movement model: each diagonal mode on maps drawn in the test, the step order and
// costs, and the heuristic each model picks.

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "catmaze/search/grid_movement.hpp"

namespace catmaze {
namespace {

using Cost = std::int64_t;

// A 3x3 map drawn as text around the walker, who stands in the middle: '#' wall, '.' floor.
struct Around {
    std::vector<std::string> rows;
    bool open(Tile t) const {
        return t.row >= 0 && t.row < 3 && t.col >= 0 && t.col < 3 &&
               rows[static_cast<std::size_t>(t.row)][static_cast<std::size_t>(t.col)] != '#';
    }
};

// Every move from the middle of `rows` under `mode`, as "col,row" in the order listed.
std::string movesFromMiddle(DiagonalMode mode, const std::vector<std::string>& rows) {
    const Around map{rows};
    const GridMovement<Cost> movement{mode, 10, 14};
    std::string out;
    movement.forEachMove(
        Tile{1, 1}, [&](Tile t) { return map.open(t); },
        [&](Tile to, bool diagonal) {
            out += std::to_string(to.col) + "," + std::to_string(to.row) + (diagonal ? "d " : " ");
        });
    return out;
}

TEST(GridMovement, OpenFloorListsSidesThenDiagonalsInTheFixedOrder) {
    const std::vector<std::string> open = {"...", "...", "..."};
    EXPECT_EQ(movesFromMiddle(DiagonalMode::Never, open), "1,0 2,1 1,2 0,1 ");
    for (const DiagonalMode mode :
         {DiagonalMode::NoCornerCutting, DiagonalMode::AtLeastOneSideFree, DiagonalMode::Always}) {
        EXPECT_EQ(movesFromMiddle(mode, open), "1,0 2,1 1,2 0,1 2,0d 2,2d 0,2d 0,0d ")
            << toString(mode);
    }
}

TEST(GridMovement, OneWallAtTheSideOfADiagonal) {
    // The wall above the walker is a side cell of both upper diagonals.
    const std::vector<std::string> rows = {
        ".#.",
        "...",
        "...",
    };
    EXPECT_EQ(movesFromMiddle(DiagonalMode::NoCornerCutting, rows), "2,1 1,2 0,1 2,2d 0,2d ");
    EXPECT_EQ(movesFromMiddle(DiagonalMode::AtLeastOneSideFree, rows),
              "2,1 1,2 0,1 2,0d 2,2d 0,2d 0,0d ");
    EXPECT_EQ(movesFromMiddle(DiagonalMode::Always, rows), "2,1 1,2 0,1 2,0d 2,2d 0,2d 0,0d ");
}

TEST(GridMovement, ADoorBetweenTwoWallCornersOnlyAlwaysSqueezesThrough) {
    // Up-right passes (1,0) and (2,1), both walls: a gap between two corners.
    const std::vector<std::string> rows = {
        ".#.",
        "..#",
        "...",
    };
    EXPECT_EQ(movesFromMiddle(DiagonalMode::NoCornerCutting, rows), "1,2 0,1 0,2d ");
    EXPECT_EQ(movesFromMiddle(DiagonalMode::AtLeastOneSideFree, rows), "1,2 0,1 2,2d 0,2d 0,0d ");
    EXPECT_EQ(movesFromMiddle(DiagonalMode::Always, rows), "1,2 0,1 2,0d 2,2d 0,2d 0,0d ");
}

TEST(GridMovement, AWalledTargetIsNeverAMove) {
    const std::vector<std::string> rows = {
        "#.#",
        "...",
        "#.#",
    };
    for (const DiagonalMode mode : {DiagonalMode::Never, DiagonalMode::NoCornerCutting,
                                    DiagonalMode::AtLeastOneSideFree, DiagonalMode::Always}) {
        EXPECT_EQ(movesFromMiddle(mode, rows), "1,0 2,1 1,2 0,1 ") << toString(mode);
    }
}

TEST(GridMovement, CanStepRefusesWhatIsNoSingleMove) {
    const Around map{{"...", "...", "..."}};
    const auto open = [&](Tile t) { return map.open(t); };
    const GridMovement<Cost> eight{DiagonalMode::Always, 10, 14};
    EXPECT_FALSE(eight.canStep({1, 1}, {0, 0}, open));
    EXPECT_FALSE(eight.canStep({0, 0}, {2, 0}, open));
    EXPECT_FALSE(eight.canStep({0, 0}, {-1, 0}, open)) << "off the map";
    EXPECT_TRUE(eight.canStep({1, 1}, {-1, -1}, open));
    const GridMovement<Cost> four{DiagonalMode::Never, 10, 14};
    EXPECT_FALSE(four.canStep({1, 1}, {-1, -1}, open));
    EXPECT_TRUE(four.canStep({1, 1}, {0, -1}, open));
}

TEST(GridMovement, StepCostIsTheBaseTimesTheCellsMultiplier) {
    const GridMovement<Cost> m{DiagonalMode::NoCornerCutting, 10, 14};
    EXPECT_EQ(m.stepCost(false), 10);
    EXPECT_EQ(m.stepCost(true), 14);
    EXPECT_EQ(m.stepCost(false, 10), 100);
    EXPECT_EQ(m.stepCost(true, 10), 140);
}

TEST(GridMovement, EachModelPicksTheTightestConsistentHeuristic) {
    EXPECT_EQ((GridMovement<Cost>{DiagonalMode::Never, 10, 14}.heuristic()), Heuristic::Manhattan);
    EXPECT_EQ((GridMovement<Cost>{DiagonalMode::NoCornerCutting, 10, 14}.heuristic()),
              Heuristic::Octile);
    EXPECT_EQ((GridMovement<Cost>{DiagonalMode::Always, 1, 1}.heuristic()), Heuristic::Chebyshev);
    EXPECT_EQ((GridMovement<Cost>{DiagonalMode::Always, 10, 5}.heuristic()), Heuristic::Chebyshev);
    EXPECT_EQ((GridMovement<Cost>{DiagonalMode::Always, 10, 25}.heuristic()), Heuristic::Manhattan);
    const GridMovement<Cost> octile{DiagonalMode::NoCornerCutting, 10, 14};
    EXPECT_EQ(octile.estimateCost({0, 0}, {5, 2}), 2 * 14 + 3 * 10);
    EXPECT_EQ((GridMovement<Cost>{DiagonalMode::Never, 10, 14}.estimateCost({0, 0}, {5, 2})), 70);
    EXPECT_EQ((GridMovement<Cost>{DiagonalMode::Always, 1, 1}.estimateCost({0, 0}, {5, 2})), 5);
    EXPECT_EQ((GridMovement<Cost>{DiagonalMode::Always, 10, 5}.estimateCost({0, 0}, {5, 2})), 25);
}

TEST(GridMovement, ModeNamesRoundTrip) {
    for (const DiagonalMode mode : {DiagonalMode::Never, DiagonalMode::NoCornerCutting,
                                    DiagonalMode::AtLeastOneSideFree, DiagonalMode::Always}) {
        EXPECT_EQ(parseDiagonalMode(toString(mode)), mode);
    }
    EXPECT_FALSE(parseDiagonalMode("diagonal").has_value());
    EXPECT_FALSE(parseDiagonalMode("").has_value());
}

}  // namespace
}  // namespace catmaze
