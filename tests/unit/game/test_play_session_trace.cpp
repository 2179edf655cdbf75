// What the search overlay is told (catmaze/game/play_session.hpp): the trace a tile route
// carries in its RoutePlanned event, as the search saw it (the open floor's trace is checked
// with what the open floor offers, in test_play_session.cpp).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/game/play_session.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

const std::vector<std::string> kTracedRoom = {"........", ".C..B.E.", "........"};

TEST(PlaySession, ATileRouteCarriesTheTraceOfItsSearch) {
    auto session = startPlay(test::levelFrom(kTracedRoom), DiagonalMode::Never, 0.1);
    session->click({6.5, 1.5});
    const auto route = std::get<play_event::RoutePlanned>(session->takeEvents().at(0));
    ASSERT_TRUE(route.trace);
    EXPECT_FALSE(route.trace->jumped);  // no diagonals: plain A*
    EXPECT_GT(route.trace->expanded, 0);
    EXPECT_EQ(route.trace->goal, (Tile{6, 1}));
    const SearchTrace::Node* start = route.trace->nodeAt({1, 1});
    ASSERT_NE(start, nullptr);
    EXPECT_FALSE(start->open);
    EXPECT_EQ(start->g, 0);
    EXPECT_EQ(start->h, 5 * test::levelFrom(kTracedRoom).rules.straightCost);
    for (const SearchTrace::Node& node : route.trace->nodes)
        EXPECT_EQ(route.trace->nodeAt(node.tile), &node);  // row-major: every node is found
    EXPECT_EQ(route.trace->nodeAt({-1, 0}), nullptr);
}

// On a level whose searches use landmarks (64 x 64, diagonals off: A* with them), the overlay's h
// is the estimate the search used, above the Manhattan distance where walls make the way long.
TEST(PlaySession, ATileRoutesTraceGivesTheEstimateItsSearchUsed) {
    const int side = 64;
    auto session = startPlay(test::levelFrom(test::combRows(side)), DiagonalMode::Never, 0.1);
    session->click({side - 1.5, side - 1.5});  // the far corner
    const auto route = std::get<play_event::RoutePlanned>(session->takeEvents().at(0));
    ASSERT_TRUE(route.trace);
    const SearchTrace::Node* start = route.trace->nodeAt({1, 1});
    ASSERT_NE(start, nullptr);
    const GridCost manhattan = 2 * (side - 3) * test::levelFrom(kTracedRoom).rules.straightCost;
    EXPECT_GT(start->h, manhattan);
    EXPECT_LE(start->h, route.cost);  // still a lower bound
}

// The overlay's nodes and scanned cells are recorded only while asked for (the overlay on):
// otherwise the cat's jump point search reports to no one and runs its fastest mode, with the
// same route.
TEST(PlaySession, ATileSearchRecordsScannedCellsOnlyWhenAsked) {
    std::vector<Tile> routes[2];
    for (const bool record : {true, false}) {
        auto session = startPlay(test::levelFrom(kTracedRoom), DiagonalMode::NoCornerCutting, 0.1);
        session->recordSearches(record);
        session->click({6.5, 1.5});
        const auto route = std::get<play_event::RoutePlanned>(session->takeEvents().at(0));
        ASSERT_TRUE(route.trace);
        EXPECT_TRUE(route.trace->jumped);
        EXPECT_EQ(route.trace->scanned.empty(), !record);
        EXPECT_EQ(route.trace->nodes.empty(), !record);  // not told: the search reports to no one
        EXPECT_GT(route.trace->expanded, 0);
        routes[record ? 0 : 1] = route.tiles;
    }
    EXPECT_EQ(routes[0], routes[1]);
}

}  // namespace
}  // namespace catmaze
