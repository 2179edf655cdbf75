// Tests of an open-floor session's obstacle graphs as the dogs change (open_floor_graphs.cpp):
// built elsewhere when deferred (a front end builds them on a worker, issue 19), a click
// waiting for the graph, and graphs kept for restart and undo.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/game/open_floor.hpp"

#include "floor_events.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

// The dog blocks a one-tile corridor to the exit; the bone is behind the cat.
Level openCorridor() {
    Level level = test::levelFrom({"#######", "#B.C.D#", "#####E#"});
    level.version = 2;
    return level;
}

// Fetches the bone and pays the dog; the session then waits for the graph without the dog.
void payTheDog(OpenFloorSession& session) {
    session.click({1.5, 1.5});
    test::runFloor(session);
    session.click({5.5, 1.5});  // on the dog
    session.takeEvents();
    ASSERT_EQ(test::countOf<play_event::DogPaid>(test::runFloor(session)), 1);
}

TEST(OpenFloorGraphs, DeferredAPaidDogOrdersTheGraphAndAClickWaitsForIt) {
    OpenFloorSession session(openCorridor());
    session.deferGraphBuilds();
    EXPECT_FALSE(session.thinking());
    EXPECT_FALSE(session.graphWanted().has_value());
    EXPECT_FALSE(session.graphOrderId().has_value());
    payTheDog(session);

    ASSERT_TRUE(session.thinking());
    const std::optional<GraphOrder> order = session.graphWanted();
    ASSERT_TRUE(order.has_value());
    EXPECT_EQ(session.graphOrderId(), order->id);
    EXPECT_EQ(order->board.at({5, 1}), TileKind::Floor);  // the board without the dog
    EXPECT_EQ(*order->blockers, session.blockers());

    session.click({5.5, 2.5});  // to the exit: waits, with no event yet
    EXPECT_TRUE(session.takeEvents().empty());
    EXPECT_EQ(session.waitingClick(), (std::optional<Vec2>{Vec2{5.5, 2.5}}));

    session.giveGraph(order->id + 1, openFloorGraph(*order->blockers, order->board));
    EXPECT_TRUE(session.thinking()) << "a graph for another order is not taken";
    session.giveGraph(order->id, openFloorGraph(*order->blockers, order->board));
    EXPECT_FALSE(session.thinking());
    EXPECT_FALSE(session.waitingClick().has_value());
    const std::vector<PlayEvent> events = session.takeEvents();
    ASSERT_EQ(events.size(), 1u);
    const auto& planned = std::get<play_event::RoutePlanned>(events[0]);
    EXPECT_EQ(std::get<RouteStatus>(planned.status), RouteStatus::Found);
    EXPECT_EQ(test::countOf<play_event::Won>(test::runFloor(session)), 1);
}

TEST(OpenFloorGraphs, NotDeferredTheGraphIsBuiltAtOnce) {
    OpenFloorSession session(openCorridor());
    payTheDog(session);
    EXPECT_FALSE(session.thinking());
    EXPECT_FALSE(session.graphWanted().has_value());
}

TEST(OpenFloorGraphs, RestartAndUndoFindTheirGraphKept) {
    OpenFloorSession session(openCorridor());
    session.deferGraphBuilds();
    payTheDog(session);
    const std::optional<GraphOrder> order = session.graphWanted();
    ASSERT_TRUE(order.has_value());
    session.giveGraph(order->id, openFloorGraph(*order->blockers, order->board));

    ASSERT_TRUE(session.undo());  // the dog is back: the start's graph
    EXPECT_FALSE(session.thinking());
    ASSERT_TRUE(session.redo());  // the dog paid again: the graph handed in, kept
    EXPECT_FALSE(session.thinking());
    session.restart();
    EXPECT_FALSE(session.thinking());
}

TEST(OpenFloorGraphs, AnUndoWhileWaitingDropsTheWaitingClickAndTheOrder) {
    OpenFloorSession session(openCorridor());
    session.deferGraphBuilds();
    payTheDog(session);
    const std::optional<GraphOrder> order = session.graphWanted();
    ASSERT_TRUE(order.has_value());
    session.click({5.5, 2.5});
    ASSERT_TRUE(session.undo());
    EXPECT_FALSE(session.thinking());  // the dog is back: the start's graph
    EXPECT_FALSE(session.waitingClick().has_value());
    session.takeEvents();
    session.giveGraph(order->id, openFloorGraph(*order->blockers, order->board));
    EXPECT_TRUE(session.takeEvents().empty());  // a late graph changes nothing
}

}  // namespace
}  // namespace catmaze
