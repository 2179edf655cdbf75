// Tests of open-floor play (catmaze/open_floor.hpp): the cat's free walk around obstacles, walls
// and dogs, bones, bribes, being eaten, winning, refusals, and the winnability plan.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "catmaze/game/open_floor.hpp"

#include "floor_events.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

// A crate in the middle of an open room: start on the left, exit on the right.
const std::vector<std::string> kCrateRoom = {"..........", "..........", ".C......E.", "..........",
                                             ".........."};
const Polygon kCrate = {{4, 1.5}, {6, 1.5}, {6, 3.5}, {4, 3.5}};

TEST(OpenFloor, WalksAroundAnObstacleToTheExitAndWins) {
    OpenFloorSession session(test::openLevelFrom(kCrateRoom, {kCrate}));
    EXPECT_EQ(session.cat(), (Vec2{1.5, 2.5}));
    session.click({8.5, 2.5});
    std::vector<PlayEvent> events = session.takeEvents();
    ASSERT_EQ(events.size(), 1u);
    const play_event::RoutePlanned planned = std::get<play_event::RoutePlanned>(events[0]);
    EXPECT_EQ(std::get<RouteStatus>(planned.status), RouteStatus::Found);
    ASSERT_GE(planned.points.size(), 3u);  // it turns round the crate
    EXPECT_GT(planned.length, 7.0);
    for (std::size_t i = 0; i + 1 < planned.points.size(); ++i) {
        for (const Polygon& blocker : session.blockers())
            EXPECT_FALSE(BufferedPolygon(blocker, kOpenFloorCatRadius)
                             .blocks(planned.points[i], planned.points[i + 1]));
    }
    events = test::runFloor(session);
    ASSERT_EQ(test::countOf<play_event::Won>(events), 1);
    EXPECT_EQ(std::get<play_event::Won>(events.back()).tile, (Tile{8, 2}));
    EXPECT_EQ(session.status(), GameStatus::Won);
    EXPECT_NEAR(session.walked(), planned.length - kOpenFloorExitRadius, kOpenFloorCheckStep);
    EXPECT_TRUE(session.route().empty());
    session.click({3, 3});
    events = session.takeEvents();
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(std::get<play_event::Refused>(events[0]).reason, RefuseReason::GameOver);
}

TEST(OpenFloor, MovesAtItsSpeedAndFacesItsWay) {
    OpenFloorSession session(test::openLevelFrom(kCrateRoom), 2.0);
    session.click({1.5, 4.5});  // straight down, 2 tiles
    session.update(0.5);
    EXPECT_NEAR(session.cat().y, 3.5, 1e-9);
    EXPECT_NEAR(session.cat().x, 1.5, 1e-9);
    EXPECT_NEAR(session.facing().x, 0, 1e-9);
    EXPECT_NEAR(session.facing().y, 1, 1e-9);
    session.update(10);
    EXPECT_EQ(session.cat(), (Vec2{1.5, 4.5}));
    EXPECT_TRUE(session.route().empty());
}

TEST(OpenFloor, AClickMidWalkReplacesTheRouteAtOnce) {
    OpenFloorSession session(test::openLevelFrom(kCrateRoom), 2.0);
    session.click({1.5, 4.5});
    session.update(0.25);  // half a tile down
    const Vec2 at = session.cat();
    session.click({0.5, at.y});
    ASSERT_EQ(session.route().size(), 2u);
    EXPECT_EQ(session.route().front(), at);
    session.update(0.25);
    EXPECT_NEAR(session.cat().x, 1.0, 1e-9);
    EXPECT_NEAR(session.cat().y, at.y, 1e-9);
    EXPECT_NEAR(session.facing().x, -1, 1e-9);
    EXPECT_NEAR(session.facing().y, 0, 1e-9);
}

TEST(OpenFloor, ClickInsideAnObstacleGoesToTheNearestFreePoint) {
    OpenFloorSession session(test::openLevelFrom(kCrateRoom, {kCrate}));
    session.click({4.2, 2.5});  // just inside the crate's left side
    const auto events = session.takeEvents();
    const auto& planned = std::get<play_event::RoutePlanned>(events.at(0));
    EXPECT_EQ(std::get<RouteStatus>(planned.status), RouteStatus::Found);
    EXPECT_NEAR(planned.goal.x, 4 - kOpenFloorCatRadius, 1e-6);
    EXPECT_NEAR(planned.goal.y, 2.5, 1e-6);
}

TEST(OpenFloor, ClicksOffTheMapAndSealedPlacesAreRefused) {
    // The exit's room is closed by walls.
    OpenFloorSession session(test::openLevelFrom({".C..###", "....#E#", "....###"}));
    session.click({-0.5, 1});
    auto events = session.takeEvents();
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(std::get<play_event::Refused>(events[0]).reason, RefuseReason::OutsideMap);
    session.click({5.5, 1.5});
    events = session.takeEvents();
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(std::get<RouteStatus>(std::get<play_event::RoutePlanned>(events[0]).status),
              RouteStatus::NoPath);
    EXPECT_EQ(std::get<play_event::Refused>(events[1]).reason, RefuseReason::NoPath);
    EXPECT_TRUE(session.route().empty());
    EXPECT_FALSE(openFloorPlan(session.originalLevel()).winnable);
}

TEST(OpenFloor, WallTilesBecomeMergedRectanglesInsideAFrame) {
    const Level level = test::openLevelFrom({"###", "#C#", "#E#", "###"});
    const std::vector<Polygon> blockers = openFloorBlockers(level);
    // Top row, left column (grown down to the bottom), right column, the rest of the bottom row;
    // then the four frame pieces.
    ASSERT_EQ(blockers.size(), 8u);
    EXPECT_EQ(blockers[0], (Polygon{{0, 0}, {3, 0}, {3, 1}, {0, 1}}));
    EXPECT_EQ(blockers[1], (Polygon{{0, 1}, {1, 1}, {1, 4}, {0, 4}}));
    EXPECT_EQ(blockers[2], (Polygon{{2, 1}, {3, 1}, {3, 4}, {2, 4}}));
    EXPECT_EQ(blockers[3], (Polygon{{1, 3}, {2, 3}, {2, 4}, {1, 4}}));
    EXPECT_EQ(blockers[4], (Polygon{{-1, -1}, {4, -1}, {4, 0}, {-1, 0}}));
}

TEST(OpenFloor, RoutesAvoidDogsAndAClickOnADogGoesToIt) {
    // A dog in the way: the cat walks round it.
    OpenFloorSession session(test::openLevelFrom({".....", ".CDE.", "....."}));
    session.click({3.5, 1.5});
    auto events = test::runFloor(session);
    EXPECT_EQ(test::countOf<play_event::Caught>(events), 0);
    EXPECT_EQ(test::countOf<play_event::Won>(events), 1);

    // Clicking the dog itself walks into it: no bone, eaten.
    OpenFloorSession eaten(test::openLevelFrom({".....", ".CDE.", "....."}));
    eaten.click({2.4, 1.6});
    const auto planned = std::get<play_event::RoutePlanned>(eaten.takeEvents().at(0));
    EXPECT_EQ(planned.goal, (Vec2{2.5, 1.5}));
    events = test::runFloor(eaten);
    ASSERT_EQ(test::countOf<play_event::Caught>(events), 1);
    EXPECT_EQ(std::get<play_event::Caught>(events.back()).tile, (Tile{2, 1}));
    EXPECT_EQ(eaten.status(), GameStatus::Lost);
    EXPECT_TRUE(eaten.route().empty());
}

TEST(OpenFloor, ABoneBribesADogWhoseObstacleGoes) {
    // The dog blocks a one-tile corridor to the exit; the bone is behind the cat. (Changed by
    // issue 17: the exit click is no longer refused; the route walks into the dog's ring,
    // cutting the corner to the exit, for under 3 tiles of length plus the dog's toll, 9
    // tiles' worth.)
    OpenFloorSession session(test::openLevelFrom({"#######", "#B.C.D#", "#####E#"}));
    session.click({5.5, 2.5});
    auto events = session.takeEvents();
    const auto& through = std::get<play_event::RoutePlanned>(events.at(0));
    EXPECT_EQ(std::get<RouteStatus>(through.status), RouteStatus::Found);
    EXPECT_EQ(through.points.front(), (Vec2{3.5, 1.5}));
    EXPECT_EQ(through.points.back(), (Vec2{5.5, 2.5}));
    EXPECT_LT(through.length, 3);
    EXPECT_EQ(through.cost, std::llround(through.length * 10) + 90);
    session.click({1.5, 1.5});
    events = test::runFloor(session);
    ASSERT_EQ(test::countOf<play_event::BonePicked>(events), 1);
    EXPECT_EQ(session.bones(), 1);
    EXPECT_EQ(session.board().at({1, 1}), TileKind::Floor);
    session.click({5.5, 1.5});  // on the dog
    session.takeEvents();
    events = test::runFloor(session);
    ASSERT_EQ(test::countOf<play_event::DogPaid>(events), 1);
    EXPECT_EQ(std::get<play_event::DogPaid>(events[0]).tile, (Tile{5, 1}));
    EXPECT_EQ(session.bones(), 0);
    EXPECT_EQ(session.board().at({5, 1}), TileKind::Floor);
    session.click({5.5, 2.5});  // the way is open now
    events = test::runFloor(session);
    EXPECT_EQ(test::countOf<play_event::Won>(events), 1);

    session.restart();
    EXPECT_EQ(session.bones(), 0);
    EXPECT_EQ(session.board().at({5, 1}), TileKind::Dog);
    EXPECT_EQ(session.board().at({1, 1}), TileKind::Bone);
    EXPECT_EQ(session.cat(), (Vec2{3.5, 1.5}));
    EXPECT_EQ(session.status(), GameStatus::Playing);

    const OpenFloorPlan plan = openFloorPlan(session.originalLevel());
    EXPECT_TRUE(plan.winnable);
    EXPECT_EQ(plan.route.front(), (Vec2{3.5, 1.5}));
    EXPECT_EQ(plan.route.back(), (Vec2{5.5, 2.5}));
    // To the bone, to the dog, down to where the exit is in reach.
    EXPECT_NEAR(plan.length, 2 + 4 + 1 - kOpenFloorExitRadius, 1e-6);
}

TEST(OpenFloor, BadTimeIsIgnored) {
    OpenFloorSession session(test::openLevelFrom(kCrateRoom));
    session.click({5.5, 2.5});
    const Vec2 at = session.cat();
    session.update(-1);
    session.update(std::nan(""));
    session.update(0);
    EXPECT_EQ(session.cat(), at);
}

// ---- Dogs cost, as on tiles (issue 17) ----------------------------------------------------

// The dog in the doorway of a wall across the room: through it (4 tiles and the dog's toll of
// dogCostMultiplier - 1 tiles) or round the wall's end (about 12.6 tiles).
const std::vector<std::string> kDoorway = {".B......", "........", "#D#####.", "........",
                                           "EC......"};

TEST(OpenFloorDogs, WithABoneTheExitClickWalksThroughTheDogWhenThatIsCheaper) {
    Level level = test::openLevelFrom({"#######", "#B.C.D#", "#####E#"});
    OpenFloorSession session(level);
    session.click({1.5, 1.5});
    test::runFloor(session);
    ASSERT_EQ(session.bones(), 1);
    session.click({5.5, 2.5});  // the exit, behind the dog
    const auto events = test::runFloor(session);
    const auto& planned = std::get<play_event::RoutePlanned>(events.at(0));
    EXPECT_EQ(planned.points.back(), (Vec2{5.5, 2.5}));
    ASSERT_EQ(test::countOf<play_event::DogPaid>(events), 1);
    EXPECT_EQ(test::countOf<play_event::Won>(events), 1);
    EXPECT_EQ(session.bones(), 0);
    // 2 tiles to the bone, then under 5 past the dog to within the exit's radius, and one dog's
    // toll of 9 tiles.
    EXPECT_LT(session.walked(), 7);
    EXPECT_GT(session.walked(), 6);
    EXPECT_EQ(session.cost(), std::llround(session.walked() * 10) + 90);
}

TEST(OpenFloorDogs, ARouteGoesRoundTheDogWhenThatIsCheaper) {
    // The dog stands between the cat and the exit in an open room: round it costs less than 9.
    OpenFloorSession session(test::openLevelFrom({".B...", ".CDE.", "....."}));
    session.click({1.5, 0.5});
    test::runFloor(session);
    session.click({1.5, 1.5});
    test::runFloor(session);
    ASSERT_EQ(session.bones(), 1);
    const double before = session.walked();
    session.click({3.5, 1.5});
    const auto events = test::runFloor(session);
    EXPECT_EQ(test::countOf<play_event::DogPaid>(events), 0);
    EXPECT_EQ(test::countOf<play_event::Won>(events), 1);
    EXPECT_EQ(session.bones(), 1);  // the bone is kept
    const auto& planned = std::get<play_event::RoutePlanned>(events.at(0));
    EXPECT_GT(planned.points.size(), 2u);
    EXPECT_LT(session.walked() - before, 2 + 9);
    EXPECT_EQ(planned.cost, std::llround(planned.length * 10));
}

TEST(OpenFloorDogs, TheMultiplierDecidesBetweenThroughAndRound) {
    for (const int multiplier : {2, 40}) {
        SCOPED_TRACE(multiplier);
        Level level = test::openLevelFrom(kDoorway);
        level.rules.dogCostMultiplier = multiplier;
        OpenFloorSession session(level);
        session.click({1.5, 0.5});  // the bone, on the far side of the wall
        const auto events = test::runFloor(session);
        const auto& planned = std::get<play_event::RoutePlanned>(events.at(0));
        const bool through = multiplier == 2;
        EXPECT_EQ(
            test::countOf<play_event::DogPaid>(events) + test::countOf<play_event::Caught>(events),
            through ? 1 : 0);
        // No bone yet: through the dog, the cat is caught there.
        EXPECT_EQ(session.status(), through ? GameStatus::Lost : GameStatus::Playing);
        const double toll = through ? (multiplier - 1) * 10.0 : 0.0;
        EXPECT_EQ(planned.cost, std::llround(planned.length * 10) + std::llround(toll));
        EXPECT_EQ(std::count(planned.points.begin(), planned.points.end(), Vec2{1.5, 2.5}),
                  through ? 1 : 0);
    }
}

}  // namespace
}  // namespace catmaze
