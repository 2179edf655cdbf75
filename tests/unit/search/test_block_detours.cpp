// The detours around one cell that jump point search's pruning near dogs compares steps with
// (detail/block_detours.hpp): real paths through the eight neighbours, never the centre.

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "catmaze/search/detail/block_detours.hpp"
#include "catmaze/search/grid_source.hpp"

namespace catmaze {
namespace {

using Cost = std::int64_t;

// The detours around the centre of a 3x3 grid from its west neighbour, costs 10 and 14 times
// the multiplier of the cell entered.
block_detours::Detours<Cost> aroundFromWest(const std::vector<std::uint8_t>& walkable,
                                            const std::vector<Cost>& multiplier) {
    const GridDataSource<Cost> grid({3, 3}, walkable, {DiagonalMode::NoCornerCutting, 10, 14},
                                    multiplier);
    const auto stepCost = [&](NodeId cell, Offset step) {
        const Cost base = step.dcol != 0 && step.drow != 0 ? 14 : 10;
        return base * grid.multiplierAt(grid.size().tileAt(cell));
    };
    return block_detours::around<Cost>(grid.moveBits().data(), 3, 1, 1, {-1, 0}, stepCost);
}

Cost costTo(const block_detours::Detours<Cost>& d, Offset o) {
    EXPECT_TRUE(d.reached[block_detours::indexOf(o)]);
    return d.cost[block_detours::indexOf(o)];
}

TEST(BlockDetours, GoRoundTheCentreTheCheaperWay) {
    const auto d = aroundFromWest(std::vector<std::uint8_t>(9, 1), {});
    EXPECT_EQ(costTo(d, {-1, -1}), 10);
    EXPECT_EQ(costTo(d, {0, -1}), 14);  // a diagonal past the corner
    EXPECT_EQ(costTo(d, {1, -1}), 24);
    EXPECT_EQ(costTo(d, {1, 0}), 28);  // two diagonals, not four straight steps
    EXPECT_EQ(costTo(d, {1, 1}), 24);
    EXPECT_EQ(costTo(d, {0, 1}), 14);
    EXPECT_FALSE(d.reached[4]);  // never the centre
}

TEST(BlockDetours, AWallOrADogSendsThemTheOtherWay) {
    std::vector<std::uint8_t> walkable(9, 1);
    walkable[1] = 0;  // above the centre
    const auto walled = aroundFromWest(walkable, {});
    EXPECT_EQ(costTo(walled, {1, -1}), 38);  // below, then up the east side
    EXPECT_FALSE(walled.reached[1]);

    std::vector<Cost> multiplier(9, 1);
    multiplier[7] = 10;  // a dog below the centre
    const auto dogged = aroundFromWest(std::vector<std::uint8_t>(9, 1), multiplier);
    EXPECT_EQ(costTo(dogged, {1, 1}), 38);   // over the top and down, not across the dog
    EXPECT_EQ(costTo(dogged, {0, 1}), 110);  // down the west side, then onto the dog
}

}  // namespace
}  // namespace catmaze
