// Tests of PlaySession (catmaze/play_session.hpp): the same scenarios on both floors where they
// mean the same thing (click the exit of a room and win, refusals with their reasons, a bone on
// the way, restart), and what each floor offers or not behind the one interface.

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "catmaze/game/play_session.hpp"
#include "floor_events.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

// A level from rows of tile characters; on open floor with a small crate in the top-left corner,
// away from every route (an open-floor level is one with obstacles).
Level levelOn(const std::vector<std::string>& rows, Floor floor) {
    Level level = test::levelFrom(rows);
    if (floor == Floor::Open) {
        level.version = 2;
        level.obstacles = {{{0.05, 0.05}, {0.25, 0.05}, {0.25, 0.25}, {0.05, 0.25}}};
    }
    return level;
}

// Runs `session` for up to `seconds` in 1/60 s ticks, until it ends or stands; returns the events.
std::vector<PlayEvent> run(PlaySession& session, double seconds = 30) {
    std::vector<PlayEvent> all;
    for (int i = 0; i < static_cast<int>(seconds * 60); ++i) {
        session.update(1.0 / 60);
        for (PlayEvent& e : session.takeEvents())
            all.push_back(std::move(e));
        if (session.status() != GameStatus::Playing || !session.stride())
            break;
    }
    return all;
}

const std::vector<std::string> kRoom = {"........", ".C..B.E.", "........"};

class BothFloors : public testing::TestWithParam<Floor> {
  protected:
    std::unique_ptr<PlaySession> start(const std::vector<std::string>& rows = kRoom) {
        return startPlay(levelOn(rows, GetParam()), DiagonalMode::Never, 0.1);
    }
};

TEST_P(BothFloors, StartsOnTheCatStartTileFacingDown) {
    auto session = start();
    EXPECT_EQ(session->floor(), GetParam());
    EXPECT_EQ(session->catPosition(), (Vec2{1.5, 1.5}));
    EXPECT_EQ(session->catTile(), (Tile{1, 1}));
    EXPECT_EQ(session->facing(), (Vec2{0, 1}));
    EXPECT_FALSE(session->stride());
    EXPECT_TRUE(session->routeAhead().points.empty());
    EXPECT_EQ(session->status(), GameStatus::Playing);
}

TEST_P(BothFloors, ClickingTheExitWalksThereAndWins) {
    auto session = start();
    session->click({6.5, 1.5});
    const std::vector<PlayEvent> planned = session->takeEvents();
    ASSERT_FALSE(planned.empty());
    const auto& route = std::get<play_event::RoutePlanned>(planned[0]);
    EXPECT_TRUE(route.found);
    EXPECT_EQ(route.targetTile, (Tile{6, 1}));
    EXPECT_NEAR(route.length, 5.0, 1e-9);
    EXPECT_NEAR(route.points.back().x, 6.5, 1e-9);
    EXPECT_TRUE(session->stride().has_value() || !session->routeAhead().points.empty());

    const std::vector<PlayEvent> walked = run(*session);
    ASSERT_EQ(test::countOf<play_event::Won>(walked), 1);
    EXPECT_EQ(std::get<play_event::Won>(walked.back()).tile, (Tile{6, 1}));
    EXPECT_EQ(test::countOf<play_event::BonePicked>(walked), 1);  // the bone lay on the way
    EXPECT_EQ(session->bones(), 1);
    EXPECT_EQ(session->board().at({4, 1}), TileKind::Floor);
    EXPECT_EQ(session->status(), GameStatus::Won);
    EXPECT_NEAR(session->walked(), 5.0, 0.5);  // the open floor wins within reach of the exit
    // Standing on tiles the cat turns to the player; on open floor it keeps its last direction.
    EXPECT_EQ(session->facing(), GetParam() == Floor::Tiles ? (Vec2{0, 1}) : (Vec2{1, 0}));

    session->click({2.5, 1.5});
    const std::vector<PlayEvent> after = session->takeEvents();
    ASSERT_EQ(after.size(), 1u);
    EXPECT_EQ(std::get<play_event::Refused>(after[0]).reason, RefuseReason::GameOver);
}

TEST_P(BothFloors, AClickOffTheMapIsRefusedAndTheCatStays) {
    auto session = start();
    session->click({-0.5, 1.5});
    const std::vector<PlayEvent> events = session->takeEvents();
    ASSERT_EQ(events.size(), 1u);
    const auto& refused = std::get<play_event::Refused>(events[0]);
    EXPECT_EQ(refused.reason, RefuseReason::OutsideMap);
    EXPECT_EQ(refused.tile, (Tile{-1, 1}));
    EXPECT_EQ(describe(refused.reason), "Outside the map: the cat cannot go there");
    EXPECT_TRUE(run(*session).empty());
    EXPECT_EQ(session->catPosition(), (Vec2{1.5, 1.5}));
}

TEST_P(BothFloors, AnUnreachablePlaceIsPlannedThenRefusedWithNoPath) {
    // The right part is walled off (a wall column from top to bottom).
    auto session = start({"....#...", ".C..#.E.", "....#..."});
    session->click({6.5, 1.5});
    const std::vector<PlayEvent> events = session->takeEvents();
    ASSERT_EQ(events.size(), 2u);
    EXPECT_FALSE(std::get<play_event::RoutePlanned>(events[0]).found);
    EXPECT_TRUE(std::get<play_event::RoutePlanned>(events[0]).points.empty());
    EXPECT_EQ(std::get<play_event::Refused>(events[1]).reason, RefuseReason::NoPath);
    // The player is told, in the hover preview's words.
    EXPECT_EQ(describe(RefuseReason::NoPath), "No way there");
    EXPECT_FALSE(session->stride());
}

TEST(PlaySession, TheOpenFloorsCostCountsTheDogsWalkedInto) {
    // A corridor: the bone behind the cat, the dog between it and the exit.
    auto session = startPlay(levelOn({"#######", "#B.C.D#", "#####E#"}, Floor::Open),
                             DiagonalMode::Never, 0.1);
    session->click({1.5, 1.5});
    run(*session);
    EXPECT_EQ(session->cost(), 20);  // 2 tiles at straightCost 10
    const std::optional<RoutePreview> preview = session->previewRoute({5.5, 2.5});
    ASSERT_TRUE(preview);
    session->click({5.5, 2.5});
    const auto route = std::get<play_event::RoutePlanned>(session->takeEvents().at(0));
    // Under 5 tiles (the route cuts into the dog's ring at the corner) and the dog's surcharge:
    // (10 - 1) x straightCost.
    EXPECT_LT(route.length, 5);
    EXPECT_EQ(route.cost, std::llround(route.length * 10) + 90);
    const std::vector<PlayEvent> events = run(*session);
    ASSERT_EQ(test::countOf<play_event::DogPaid>(events), 1);
    ASSERT_EQ(session->status(), GameStatus::Won);
    EXPECT_EQ(session->cost(), std::llround(session->walked() * 10) + 90);
    EXPECT_EQ(session->cost(), 20 + preview->walkedCost);  // the hover line's figure
    const OpenFloorPlan plan = openFloorPlan(session->originalLevel());
    ASSERT_TRUE(plan.winnable);
    EXPECT_EQ(plan.cost, std::llround(plan.length * 10) + 90);
}

TEST(PlaySession, TheOpenFloorsPreviewWarnsOfTheDogThatWouldCatchTheCat) {
    // The corridor: the exit behind a dog, no bone held yet.
    auto session = startPlay(levelOn({"#######", "#B.C.D#", "#####E#"}, Floor::Open),
                             DiagonalMode::Never, 0.1);
    const RoutePreview caught = *session->previewRoute({5.5, 2.5});
    EXPECT_EQ(caught.status, PreviewStatus::Walk);
    EXPECT_EQ(caught.end, RouteEnd::Caught);
    EXPECT_TRUE(caught.warns());
    EXPECT_EQ(caught.caughtBy, (Tile{5, 1}));
    EXPECT_LT(caught.walkedLength, caught.length);  // red up to the dog only
    EXPECT_EQ(describe(caught).rfind("No bone for the dog at (5,1): the cat would be caught", 0),
              0u);
    EXPECT_EQ(session->previewRoute({5.5, 2.5}), caught);  // kept while nothing changed
    // With the bone, the same click pays the dog and wins.
    session->click({1.5, 1.5});
    run(*session);
    const RoutePreview paid = *session->previewRoute({5.5, 2.5});
    EXPECT_EQ(paid.end, RouteEnd::Wins);
    EXPECT_EQ(paid.dogsPaid, (std::vector<Tile>{{5, 1}}));
    EXPECT_FALSE(paid.warns());
    EXPECT_EQ(session->previewRoute({-1, 1})->status, PreviewStatus::OutsideMap);
}

TEST(PlaySession, EveryRefusalButTheEndIsPutInWords) {
    EXPECT_EQ(describe(RefuseReason::Wall), "A wall: the cat cannot go there");
    EXPECT_EQ(describe(RefuseReason::NoPath), "No way there");
    EXPECT_FALSE(describe(RefuseReason::OutsideMap).empty());
    EXPECT_TRUE(describe(RefuseReason::GameOver).empty());
}

TEST_P(BothFloors, RestartPutsTheCatAndTheBoneBack) {
    auto session = start();
    session->click({6.5, 1.5});
    run(*session);
    ASSERT_EQ(session->status(), GameStatus::Won);
    session->restart();
    EXPECT_EQ(session->status(), GameStatus::Playing);
    EXPECT_EQ(session->catPosition(), (Vec2{1.5, 1.5}));
    EXPECT_EQ(session->bones(), 0);
    EXPECT_EQ(session->board().at({4, 1}), TileKind::Bone);
    EXPECT_TRUE(session->takeEvents().empty());
    EXPECT_EQ(session->walked(), 0);
}

// A corridor one tile high: the dog (4,1) cannot be walked round, so the exit is reached
// through it.
const std::vector<std::string> kGuarded = {"#########", "#C..D..E#", "#########"};

TEST_P(BothFloors, WithNoBoneTheDogOnTheWayCatchesTheCatAndThePreviewSaysSoFirst) {
    auto session = start(kGuarded);
    const std::optional<RoutePreview> preview = session->previewRoute({7.5, 1.5});
    ASSERT_TRUE(preview) << "both floors preview a click";
    EXPECT_EQ(preview->status, PreviewStatus::Walk);
    EXPECT_TRUE(preview->warns());
    EXPECT_EQ(preview->caughtBy, (Tile{4, 1}));
    EXPECT_EQ(describe(*preview).rfind("No bone for the dog at (4,1)", 0), 0u)
        << describe(*preview);

    session->click({7.5, 1.5});
    const std::vector<PlayEvent> walked = run(*session);
    ASSERT_EQ(test::countOf<play_event::Caught>(walked), 1);
    EXPECT_EQ(std::get<play_event::Caught>(walked.back()).tile, (Tile{4, 1}));
    EXPECT_EQ(test::countOf<play_event::Won>(walked), 0);
    EXPECT_EQ(session->status(), GameStatus::Lost);
}

TEST_P(BothFloors, ABoneInHandPaysTheDogWhichLeavesAndTheExitIsReached) {
    auto session = start({"#########", "#CB.D..E#", "#########"});
    const std::optional<RoutePreview> preview = session->previewRoute({7.5, 1.5});
    ASSERT_TRUE(preview);
    EXPECT_FALSE(preview->warns()) << "the bone on the way pays the dog";
    EXPECT_EQ(preview->dogsPaid, (std::vector<Tile>{{4, 1}}));

    session->click({7.5, 1.5});
    const std::vector<PlayEvent> walked = run(*session);
    EXPECT_EQ(test::countOf<play_event::BonePicked>(walked), 1);
    ASSERT_EQ(test::countOf<play_event::DogPaid>(walked), 1);
    EXPECT_EQ(test::countOf<play_event::Won>(walked), 1);
    EXPECT_EQ(session->bones(), 0);
    EXPECT_EQ(session->board().at({4, 1}), TileKind::Floor);
    // Both floors charge the dog: entering it costs ten steps, nine on top of the walk's own
    // (over five tiles: the open floor wins within reach of the exit's centre).
    EXPECT_GT(session->cost(), 5 * 10 + 90);
    EXPECT_LE(session->cost(), 6 * 10 + 90);
}

TEST_P(BothFloors, UndoTakesBackTheBoneAndRedoGivesItBack) {
    auto session = start();
    EXPECT_FALSE(session->undo()) << "nothing to take back at the start";
    session->click({4.5, 1.5});
    run(*session);
    ASSERT_EQ(session->bones(), 1);

    ASSERT_TRUE(session->undo());
    const std::vector<PlayEvent> undone = session->takeEvents();
    ASSERT_EQ(test::countOf<play_event::Undone>(undone), 1);
    EXPECT_EQ(session->bones(), 0);
    EXPECT_EQ(session->board().at({4, 1}), TileKind::Bone);
    EXPECT_LT(session->walked(), 3.5);
    EXPECT_FALSE(session->stride()) << "the cat stands after an undo";

    ASSERT_TRUE(session->redo());
    ASSERT_EQ(test::countOf<play_event::Redone>(session->takeEvents()), 1);
    EXPECT_EQ(session->bones(), 1);
    EXPECT_EQ(session->board().at({4, 1}), TileKind::Floor);
    EXPECT_FALSE(session->redo());
}

TEST_P(BothFloors, UndoTakesBackALoss) {
    auto session = start(kGuarded);
    session->click({7.5, 1.5});
    run(*session);
    ASSERT_EQ(session->status(), GameStatus::Lost);
    ASSERT_TRUE(session->undo());
    EXPECT_EQ(session->status(), GameStatus::Playing);
    EXPECT_EQ(session->board().at({4, 1}), TileKind::Dog);
    EXPECT_LT(session->catPosition().x, 4.0);
}

TEST_P(BothFloors, HaltStopsTheWalkWhereTheHintWouldStart) {
    auto session = start();
    session->click({6.5, 1.5});
    (void)session->takeEvents();
    for (int i = 0; i < 15; ++i)  // a quarter of a second: mid-walk on both floors
        session->update(1.0 / 60);
    ASSERT_TRUE(session->stride()) << "the cat should be walking";
    session->halt();
    // Tiles: the step under way ends (on the bone at (4, 1)); open floor: the cat stands now.
    run(*session);
    ASSERT_FALSE(session->stride());
    const Vec2 stood = session->catPosition();
    EXPECT_LT(stood.x, 6.0) << "the cat walked on to the exit";
    EXPECT_GT(stood.x, 1.5) << "the cat never left";
    EXPECT_EQ(session->status(), GameStatus::Playing);
    if (GetParam() == Floor::Tiles) {
        EXPECT_EQ(session->catTile(), (Tile{4, 1}));  // a step is never cut in two
        EXPECT_EQ(session->bones(), 1);
    }
    const std::optional<HintStart> hint = session->hintStart();
    ASSERT_TRUE(hint);
    EXPECT_EQ(hint->from, session->catTile());
    EXPECT_EQ(hint->bones, session->bones());
    for (int i = 0; i < 60; ++i)
        session->update(1.0 / 60);
    EXPECT_EQ(session->catPosition(), stood) << "the cat went on after the halt";

    session->halt();  // standing: nothing changes, no event
    EXPECT_TRUE(session->takeEvents().empty());
    EXPECT_EQ(session->catPosition(), stood);
}

INSTANTIATE_TEST_SUITE_P(PlaySession, BothFloors, testing::Values(Floor::Tiles, Floor::Open),
                         [](const testing::TestParamInfo<Floor>& info) {
                             return info.param == Floor::Tiles ? std::string("Tiles")
                                                               : std::string("Open");
                         });

// What one floor offers and the other answers "not offered".

TEST(PlaySession, TilesCountStepsAndCostAndWalkStepwise) {
    auto session = startPlay(levelOn(kRoom, Floor::Tiles), DiagonalMode::Never, 0.1);
    EXPECT_EQ(session->stepTally()->steps, 0);
    session->click({3.2, 1.9});  // a point inside tile (3, 1)
    const auto route = std::get<play_event::RoutePlanned>(session->takeEvents().at(0));
    EXPECT_EQ(route.tiles, (std::vector<Tile>{{2, 1}, {3, 1}}));
    EXPECT_EQ(route.target, (Vec2{3.5, 1.5}));
    EXPECT_EQ(route.cost, 2 * levelOn(kRoom, Floor::Tiles).rules.straightCost);
    const RouteAhead ahead = session->routeAhead();
    EXPECT_TRUE(ahead.stepwise);
    EXPECT_EQ(ahead.points, (std::vector<Vec2>{{2.5, 1.5}, {3.5, 1.5}}));
    session->update(0.05);  // half way through the first step
    EXPECT_NEAR(session->catPosition().x, 2.0, 1e-9);
    EXPECT_NEAR(*session->stride(), 0.5, 1e-9);
    EXPECT_EQ(session->facing(), (Vec2{1, 0}));
    const std::vector<PlayEvent> events = run(*session);
    EXPECT_EQ(test::countOf<play_event::Stepped>(events), 2);
    EXPECT_EQ(session->stepTally()->steps, 2);
    EXPECT_EQ(session->walked(), 2);
}

// Changed by issue 17: the open floor now offers the preview, the hint and the search trace
// (keys still not).
TEST(PlaySession, TheOpenFloorOffersNoKeysButThePreviewAndTheHint) {
    auto session = startPlay(levelOn(kRoom, Floor::Open), DiagonalMode::Never, 0.1);
    session->press({1, 0});
    EXPECT_TRUE(session->takeEvents().empty());
    EXPECT_FALSE(session->stride());
    const std::optional<RoutePreview> preview = session->previewRoute({6.5, 1.5});
    ASSERT_TRUE(preview);
    EXPECT_EQ(preview->status, PreviewStatus::Walk);
    EXPECT_EQ(preview->end, RouteEnd::Wins);
    EXPECT_NEAR(preview->length, 5, 1e-9);
    EXPECT_EQ(preview->cost, 50);
    EXPECT_TRUE(preview->tiles.empty());  // no steps: a line of points
    EXPECT_EQ(preview->points.front(), (Vec2{1.5, 1.5}));
    // The walk is won 0.4 tiles before the exit's centre, where it comes in reach.
    EXPECT_EQ(describe(*preview), "To the exit: 4.6 tiles, cost 46");
    const std::optional<HintStart> hint = session->hintStart();
    ASSERT_TRUE(hint);
    EXPECT_EQ(hint->point, (Vec2{1.5, 1.5}));
    EXPECT_FALSE(session->stepTally());
    session->click({6.5, 1.5});
    const auto route = std::get<play_event::RoutePlanned>(session->takeEvents().at(0));
    // The route carries its search: the visibility graph and the nodes expanded.
    ASSERT_TRUE(route.trace);
    EXPECT_TRUE(route.trace->graph);
    EXPECT_FALSE(route.trace->edges.empty());
    EXPECT_GT(route.trace->expanded, 0);
    EXPECT_EQ(static_cast<std::size_t>(route.trace->expanded), route.trace->expandedPoints.size());
    EXPECT_TRUE(route.trace->nodes.empty());  // no tiles
    EXPECT_TRUE(route.tiles.empty());
    EXPECT_FALSE(session->routeAhead().stepwise);
    EXPECT_EQ(session->routeAhead().points.front(), (Vec2{1.5, 1.5}));  // a line from the cat
}

TEST(PlaySession, TilesOfferKeysPreviewAndHint) {
    auto session = startPlay(levelOn(kRoom, Floor::Tiles), DiagonalMode::Never, 0.1);
    const std::optional<RoutePreview> preview = session->previewRoute({6, 1});
    ASSERT_TRUE(preview);
    EXPECT_EQ(preview->status, PreviewStatus::Walk);
    EXPECT_EQ(preview->end, RouteEnd::Wins);
    EXPECT_EQ(session->previewRoute({6, 1}), preview);  // the same answer, kept
    EXPECT_TRUE(session->takeEvents().empty());         // a preview changes nothing
    const std::optional<HintStart> hint = session->hintStart();
    ASSERT_TRUE(hint);
    EXPECT_EQ(hint->from, (Tile{1, 1}));
    session->press({1, 0});
    const std::vector<PlayEvent> pressed = session->takeEvents();
    ASSERT_EQ(pressed.size(), 1u);  // a key plans no route: the step starts
    const auto& step = std::get<play_event::StepStarted>(pressed[0]);
    EXPECT_EQ(step.from, (Tile{1, 1}));
    EXPECT_EQ(step.to, (Tile{2, 1}));
    EXPECT_TRUE(session->stride());
    EXPECT_EQ(session->hintStart()->from, (Tile{2, 1}));  // the tile being stepped onto
}

}  // namespace
}  // namespace catmaze
