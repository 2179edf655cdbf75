// Space-time A* (space_time_grid.hpp, space_time_path.hpp) in scenes a player would recognise:
// waiting for the gap in a patrol, a swap of tiles being a meeting, a wall's corner never cut, a
// goal reached at a later moment, a dog too dear to meet walked round, the start tick shifting
// the patrols; and the contract: what the constructor and the queries refuse, and how.

#include <gtest/gtest.h>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/periodic_movers.hpp"
#include "catmaze/search/space_time_grid.hpp"
#include "catmaze/search/space_time_path.hpp"

#include "ascii_grid.hpp"

namespace catmaze {
namespace {

using TimeCost = std::int64_t;
using TimeMover = PeriodicMover<TimeCost>;

// A map drawn as text with its movers, seen through time. Built in place and never copied: the
// space-time grid holds the grid by reference.
struct TimeWorld {
    test::Ascii map;
    GridDataSource<TimeCost> grid;
    SpaceTimeGrid<TimeCost> time;

    TimeWorld(const std::vector<std::string>& rows, std::vector<TimeMover> movers,
              bool diagonal = false)
        : map(test::parseAscii(rows)),
          grid(test::catGrid(map, diagonal)),
          time(grid, std::move(movers)) {}

    SpaceTimePath<TimeCost> walk(char from, char to, std::int64_t startTick = 0) {
        AStar<TimeCost> engine;
        return findSpaceTimePath(engine, time, map[from], startTick, map[to]);
    }
};

int timeWaitsIn(const SpaceTimePath<TimeCost>& path) {
    int waits = 0;
    for (const SpaceTimeStep& step : path.steps)
        waits += step.wait ? 1 : 0;
    return waits;
}

int timeMeetingsIn(const SpaceTimePath<TimeCost>& path) {
    int meetings = 0;
    for (const SpaceTimeStep& step : path.steps)
        meetings += step.meets ? 1 : 0;
    return meetings;
}

TEST(SpaceTimeScenes, TheCatWaitsForTheGapInAPatrolAcrossItsCorridor) {
    // The dog walks up and down the crossing: (3,0) (3,1) (3,2) (3,1), and is on the crossing
    // at tick 3, just when a cat that never waits would be.
    TimeWorld world({"###.###",  //
                     "S.....G", "###.###"},
                    {TimeMover{backAndForthCycle({{3, 0}, {3, 1}, {3, 2}})}});
    EXPECT_TRUE(world.time.meetingOf({2, 1}, {3, 1}, 2).met());

    const SpaceTimePath<TimeCost> path = world.walk('S', 'G');
    ASSERT_EQ(path.status, PathStatus::Found);
    EXPECT_EQ(path.cost, 70);  // six steps and one wait, where running through would cost 150
    EXPECT_EQ(timeWaitsIn(path), 1);
    EXPECT_EQ(timeMeetingsIn(path), 0);
    ASSERT_EQ(path.steps.size(), 7u);
    EXPECT_EQ(path.steps.back().tile, world.map['G']);
    EXPECT_EQ(path.steps.back().tick, 7);
    for (std::size_t i = 0; i < path.steps.size(); ++i)
        EXPECT_EQ(path.steps[i].tick, static_cast<std::int64_t>(i) + 1);
}

TEST(SpaceTimeScenes, AStartOneTickLaterFindsTheGapWithoutWaiting) {
    TimeWorld world({"###.###",  //
                     "S.....G", "###.###"},
                    {TimeMover{backAndForthCycle({{3, 0}, {3, 1}, {3, 2}})}});
    const SpaceTimePath<TimeCost> path = world.walk('S', 'G', 1);
    ASSERT_EQ(path.status, PathStatus::Found);
    EXPECT_EQ(path.cost, 60);
    EXPECT_EQ(timeWaitsIn(path), 0);
    EXPECT_EQ(path.steps.front().tick, 2);
    EXPECT_EQ(path.steps.back().tick, 7);
}

TEST(SpaceTimeScenes, SwappingTilesWithADogIsAMeeting) {
    // A one-tile corridor the dog sweeps from end to end: walking towards it, the cat swaps
    // tiles with it on the second step (never sharing one).
    const std::vector<std::string> corridor = {"S..G"};
    const auto sweep = backAndForthCycle({{3, 0}, {2, 0}, {1, 0}, {0, 0}});
    TimeWorld costly(corridor, {TimeMover{sweep}});
    const SpaceTimePath<TimeCost> paid = costly.walk('S', 'G');
    ASSERT_EQ(paid.status, PathStatus::Found);
    EXPECT_EQ(paid.cost, 10 + 100 + 10);
    ASSERT_EQ(paid.steps.size(), 3u);
    EXPECT_TRUE(paid.steps[1].meets);
    EXPECT_EQ(paid.steps[1].tile, (Tile{2, 0}));
    EXPECT_EQ(costly.time.moverAt(0, 2), (Tile{1, 0}));  // the dog is behind the cat: a swap

    TimeWorld forbidden(corridor, {TimeMover{sweep, MeetingRule::Forbidden}});
    const SpaceTimePath<TimeCost> none = forbidden.walk('S', 'G');
    EXPECT_EQ(none.status, PathStatus::NoPath);  // the dog sweeps every tile: no way past
    EXPECT_LE(none.expandedCount, forbidden.time.nodeCount());
}

TEST(SpaceTimeScenes, AWallsCornerIsNeverCutEvenToAvoidADog) {
    // 8-connected: the diagonal S -> G would cut the wall's corner, so the only way is down and
    // right, past a dog sitting at (0,1).
    const std::vector<std::string> rows = {"S#",  //
                                           ".G"};
    TimeWorld free(rows, {}, true);
    EXPECT_EQ(free.walk('S', 'G').cost, 20);

    TimeWorld costly(rows, {TimeMover{{{0, 1}}}}, true);
    const SpaceTimePath<TimeCost> paid = costly.walk('S', 'G');
    ASSERT_EQ(paid.status, PathStatus::Found);
    EXPECT_EQ(paid.cost, 100 + 10);
    ASSERT_EQ(paid.steps.size(), 2u);
    EXPECT_EQ(paid.steps[0].tile, (Tile{0, 1}));

    TimeWorld forbidden(rows, {TimeMover{{{0, 1}}, MeetingRule::Forbidden}}, true);
    EXPECT_EQ(forbidden.walk('S', 'G').status, PathStatus::NoPath);
}

TEST(SpaceTimeScenes, TheGoalIsReachedAtALaterMomentWhenADogHoldsItFirst) {
    // The dog stands on G at ticks 1, 2 and 3 of its round of six, when the cat could arrive
    // (tick 2) and the tick after; the cat arrives at tick 4, a moment other than the goal
    // node's own (G at phase 0).
    TimeWorld world(
        {"S.G",  //
         "..."},
        {TimeMover{{{2, 1}, {2, 0}, {2, 0}, {2, 0}, {2, 1}, {2, 1}}, MeetingRule::Forbidden}});
    const SpaceTimePath<TimeCost> path = world.walk('S', 'G');
    ASSERT_EQ(path.status, PathStatus::Found);
    EXPECT_EQ(path.cost, 40);
    ASSERT_EQ(path.steps.size(), 4u);
    EXPECT_EQ(path.steps.back().tile, world.map['G']);
    EXPECT_EQ(path.steps.back().tick, 4);
    EXPECT_EQ(timeMeetingsIn(path), 0);
}

TEST(SpaceTimeScenes, ADogTooDearToMeetIsWalkedRound) {
    // A dog sits in the short way; meeting it costs ten steps, the way round four more steps.
    TimeWorld world({"S...G",  //
                     ".###.", "....."},
                    {TimeMover{{{2, 0}}}});
    const SpaceTimePath<TimeCost> path = world.walk('S', 'G');
    ASSERT_EQ(path.status, PathStatus::Found);
    EXPECT_EQ(path.cost, 80);
    EXPECT_EQ(timeMeetingsIn(path), 0);
    EXPECT_EQ(path.steps[0].tile, (Tile{0, 1}));
}

TEST(SpaceTimeScenes, TheCheaperOfTwoDogsIsMet) {
    // Two dogs in two corridors: meeting the first costs x2, the second x10.
    TimeWorld world({"S.G",  //
                     ".#.", "..."},
                    {TimeMover{{{1, 0}}, MeetingRule::Costly, 2},
                     TimeMover{{{1, 2}}, MeetingRule::Costly, 10}});
    const SpaceTimePath<TimeCost> path = world.walk('S', 'G');
    ASSERT_EQ(path.status, PathStatus::Found);
    EXPECT_EQ(path.cost, 10 * 2 + 10);
    EXPECT_EQ(timeMeetingsIn(path), 1);
}

TEST(SpaceTimeScenes, TheDogsRoundsAreReadByTick) {
    TimeWorld world({"....."}, {TimeMover{backAndForthCycle({{0, 0}, {1, 0}, {2, 0}})},
                                TimeMover{{{4, 0}, {3, 0}}}});
    EXPECT_EQ(world.time.period(), 4);
    EXPECT_EQ(world.time.nodeCount(), 5 * 4);
    const std::vector<Tile> first = {{0, 0}, {1, 0}, {2, 0}, {1, 0}, {0, 0}, {1, 0}};
    for (std::int64_t tick = 0; tick < 6; ++tick) {
        EXPECT_EQ(world.time.moverAt(0, tick), first[static_cast<std::size_t>(tick)]);
        EXPECT_EQ(world.time.moverAt(1, tick), (Tile{tick % 2 == 0 ? 4 : 3, 0}));
    }
    const NodeId node = world.time.nodeAt({2, 0}, 7);
    EXPECT_EQ(world.time.tileOf(node), (Tile{2, 0}));
    EXPECT_EQ(world.time.phaseOf(node), 3);
}

TEST(SpaceTimeScenes, TheSameTileAWallOrATileOffTheMapAreAnsweredByStatus) {
    TimeWorld world({"S.#"}, {TimeMover{{{1, 0}}}});
    EXPECT_EQ(world.walk('S', 'S').status, PathStatus::AlreadyThere);
    AStar<TimeCost> engine;
    EXPECT_EQ(findSpaceTimePath(engine, world.time, {0, 0}, 0, {2, 0}).status,
              PathStatus::Invalid);  // a wall
    EXPECT_EQ(findSpaceTimePath(engine, world.time, {0, 0}, 0, {3, 0}).status,
              PathStatus::Invalid);  // off the map
    EXPECT_EQ(findSpaceTimePath(engine, world.time, {0, 0}, 5, {1, 0}).status, PathStatus::Found);
}

// What a search through time tells its listener: the nodes it expanded, in order.
struct TimeWatcher {
    std::vector<NodeId> expandedNodes;
    int generatedCount = 0;
    void generated(NodeId /*node*/, TimeCost /*g*/, TimeCost /*h*/) { ++generatedCount; }
    void relaxed(NodeId /*node*/, TimeCost /*g*/, TimeCost /*h*/) {}
    void expanded(NodeId node, TimeCost /*g*/) { expandedNodes.push_back(node); }
};

TEST(SpaceTimeScenes, TheSearchOverlayCanWatchTheSearchThroughTime) {
    TimeWorld world({"###.###",  //
                     "S.....G", "###.###"},
                    {TimeMover{backAndForthCycle({{3, 0}, {3, 1}, {3, 2}})}});
    TimeWatcher watcher;
    AStar<TimeCost> engine;
    const SpaceTimePath<TimeCost> watched =
        findSpaceTimePath(engine, world.time, world.map['S'], 0, world.map['G'], {}, watcher);
    const SpaceTimePath<TimeCost> alone = world.walk('S', 'G');
    EXPECT_EQ(watched.steps, alone.steps);
    EXPECT_EQ(static_cast<std::int32_t>(watcher.expandedNodes.size()), watched.expandedCount);
    EXPECT_GE(watcher.generatedCount, watched.expandedCount);
    // The tile where the cat waited was expanded at two moments: two nodes, one tile.
    const Tile waitedOn = watched.steps[2].tile;
    ASSERT_TRUE(watched.steps[2].wait);
    int momentsOnIt = 0;
    for (const NodeId node : watcher.expandedNodes)
        momentsOnIt += world.time.tileOf(node) == waitedOn ? 1 : 0;
    EXPECT_GE(momentsOnIt, 2);
}

TEST(SpaceTimeScenes, AWalledOffGoalGivesTheWalkToTheNearestTileWhenAsked) {
    TimeWorld world({"S..#G"}, {TimeMover{{{4, 0}, {4, 0}, {2, 0}}}});
    AStar<TimeCost> engine;
    EXPECT_EQ(world.walk('S', 'G').status, PathStatus::NoPath);
    const SpaceTimePath<TimeCost> partial =
        findSpaceTimePath(engine, world.time, world.map['S'], 0, world.map['G'], PathOptions{true});
    ASSERT_EQ(partial.status, PathStatus::Partial);
    ASSERT_FALSE(partial.steps.empty());
    EXPECT_EQ(partial.steps.back().tile, (Tile{2, 0}));
    EXPECT_FALSE(partial.steps.back().meets);
}

// The message of the exception of type E `call` throws ("" when it throws nothing).
template <class E, class Call>
std::string timeErrorOf(Call&& call) {
    try {
        call();
    } catch (const E& e) {
        return e.what();
    }
    return "";
}

TEST(SpaceTimeContract, BadMoversAndTooLargeWorldsAreRefusedNamingTheValue) {
    const GridDataSource<TimeCost> grid(GridSize{4, 4}, std::vector<std::uint8_t>(16, 1),
                                        GridMovement<TimeCost>{});
    EXPECT_EQ(timeErrorOf<std::invalid_argument>([&] {
                  (void)SpaceTimeGrid<TimeCost>(grid, {TimeMover{{{0, 0}, {0, 4}}}});
              }),
              "SpaceTimeGrid: mover 0 walks through (0,4), off the 4x4 grid");

    std::vector<TimeMover> primes;  // 7 * 11 * 13 * 16 * 17 rounds: a period of 272272
    for (const std::size_t length : {7, 11, 13, 16, 17})
        primes.push_back(TimeMover{std::vector<Tile>(length, Tile{0, 0})});
    EXPECT_NE(timeErrorOf<std::invalid_argument>([&] {
                  (void)SpaceTimeGrid<TimeCost>(grid, primes);
              }).find("common period"),
              std::string::npos);

    const GridDataSource<TimeCost> big(GridSize{100, 100}, std::vector<std::uint8_t>(10000, 1),
                                       GridMovement<TimeCost>{});
    const TimeMover slow{std::vector<Tile>(1000, Tile{0, 0})};
    EXPECT_EQ(
        timeErrorOf<std::invalid_argument>([&] { (void)SpaceTimeGrid<TimeCost>(big, {slow}); }),
        "SpaceTimeGrid: 10000 tiles times the period 1000 is 10000000, over the limit of "
        "4194304");
}

TEST(SpaceTimeContract, QueriesCheckTheirTilesTicksAndMovers) {
    TimeWorld world({"S.."}, {TimeMover{{{1, 0}}}});
    EXPECT_EQ(timeErrorOf<std::invalid_argument>([&] {
                  world.time.nodeAt({0, 0}, -1);
              }),
              "SpaceTimeGrid::nodeAt: the tick -1 is < 0");
    EXPECT_EQ(timeErrorOf<std::out_of_range>([&] {
                  world.time.nodeAt({3, 0}, 0);
              }),
              "SpaceTimeGrid::nodeAt: (3,0) is off the 3x1 grid");
    EXPECT_EQ(timeErrorOf<std::out_of_range>([&] { world.time.moverAt(1, 0); }),
              "SpaceTimeGrid::moverAt: no mover 1 (there are 1)");
    EXPECT_EQ(timeErrorOf<std::out_of_range>([&] {
                  world.time.meetingOf({0, 0}, {0, 1}, 0);
              }),
              "SpaceTimeGrid::meetingOf: (0,1) is off the 3x1 grid");
    AStar<TimeCost> engine;
    EXPECT_EQ(timeErrorOf<std::invalid_argument>([&] {
                  findSpaceTimePath(engine, world.time, {0, 0}, -3, {2, 0});
              }),
              "findSpaceTimePath: the start tick -3 is not within 0 .. 2^62");
}

TEST(SpaceTimeContract, AStepCostTooLargeForTheTypeEndsTheSearchInvalid) {
    // Entering the dog's cell costs 10 * 2^59; meeting the dog there multiplies it by 10 more,
    // beyond a 64-bit integer: the move is refused, not wrapped to a negative cost.
    GridDataSource<TimeCost> grid(GridSize{2, 1}, {1, 1}, GridMovement<TimeCost>{},
                                  {1, TimeCost{1} << 59});
    const SpaceTimeGrid<TimeCost> time(grid, {TimeMover{{{1, 0}}}});
    AStar<TimeCost> engine;
    const SpaceTimePath<TimeCost> path = findSpaceTimePath(engine, time, {0, 0}, 0, {1, 0});
    EXPECT_EQ(path.status, PathStatus::Invalid);
    ASSERT_TRUE(path.rejectedMove.has_value());
    EXPECT_EQ(path.rejectedMove->to, time.nodeAt({1, 0}, 1));
}

}  // namespace
}  // namespace catmaze
