// Space-time A* (space_time_path.hpp) on hundreds of random small grids with random patrols,
// against a brute force written apart from it: a sweep over every tick, one layer of tiles per
// tick, up to as many ticks as there are (tile, moment) states, with its own moves, costs and
// meetings. Same cost, and every walk found is legal and costs what it says. Without movers, the
// space-time search is the grid's own A*: same cost, same tiles. Seeded: the same maps each run.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <numeric>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/periodic_movers.hpp"
#include "catmaze/search/space_time_grid.hpp"
#include "catmaze/search/space_time_path.hpp"

#include "ascii_grid.hpp"

namespace catmaze {
namespace {

using SweepCost = std::int64_t;
constexpr SweepCost kSweepUnreached = std::numeric_limits<SweepCost>::max();

// The brute force's view of a mover: where it is at any tick, and what meeting it costs.
struct SweepMover {
    std::vector<Tile> cycle;
    bool forbidden = false;
    SweepCost multiplier = 10;
    Tile at(std::int64_t tick) const {
        return cycle[static_cast<std::size_t>(tick % static_cast<std::int64_t>(cycle.size()))];
    }
};

// True when the step `from` -> `to` between `tick` and `tick + 1` meets `m`: it ends on the
// mover's tile or swaps tiles with it.
bool sweepMeets(const SweepMover& m, Tile from, Tile to, std::int64_t tick) {
    return m.at(tick + 1) == to || (m.at(tick) == to && m.at(tick + 1) == from);
}

// What the step `from` -> `to` between `tick` and `tick + 1` costs by the rules as written in
// issue 36 (a wait: a straight step; meeting: ending on a mover's tile or swapping with it, the
// dearest mover met multiplying), or nothing when it is not a move (off the map, a wall, a cut
// corner, a diagonal on a 4-way map, a Forbidden meeting).
std::optional<SweepCost> sweepStepCost(const test::Ascii& a, bool diagonal,
                                       const std::vector<SweepMover>& movers, Tile from, Tile to,
                                       std::int64_t tick) {
    const auto open = [&](Tile t) {
        return a.size.contains(t) && a.walkable[static_cast<std::size_t>(a.size.indexOf(t))] != 0;
    };
    const int dc = to.col - from.col;
    const int dr = to.row - from.row;
    if (std::abs(dc) > 1 || std::abs(dr) > 1 || !open(to))
        return std::nullopt;
    const bool diag = dc != 0 && dr != 0;
    if (diag && (!diagonal || !open({from.col + dc, from.row}) || !open({from.col, from.row + dr})))
        return std::nullopt;
    SweepCost cost = 10;
    if (diag)
        cost = 14;
    if (dc != 0 || dr != 0)
        cost *= a.multiplier[static_cast<std::size_t>(a.size.indexOf(to))];
    SweepCost meeting = 1;
    for (const SweepMover& m : movers) {
        if (!sweepMeets(m, from, to, tick))
            continue;
        if (m.forbidden)
            return std::nullopt;
        meeting = std::max(meeting, m.multiplier);
    }
    return cost * meeting;
}

// The cheapest cost from `from` at `startTick` to `to` at any tick, or kSweepUnreached. A
// cheapest walk never stands on the same tile at the same moment of the movers' period twice,
// so tiles times the period ticks are enough.
SweepCost sweepCheapest(const test::Ascii& a, bool diagonal, const std::vector<SweepMover>& movers,
                        Tile from, std::int64_t startTick, Tile to) {
    if (from == to)
        return 0;
    std::int64_t period = 1;
    for (const SweepMover& m : movers)
        period = std::lcm(period, static_cast<std::int64_t>(m.cycle.size()));
    const auto cells = static_cast<std::size_t>(a.size.cellCount());
    std::vector<SweepCost> layer(cells, kSweepUnreached);
    layer[static_cast<std::size_t>(a.size.indexOf(from))] = 0;
    SweepCost best = kSweepUnreached;
    for (std::int64_t step = 0; step < static_cast<std::int64_t>(cells) * period; ++step) {
        std::vector<SweepCost> next(cells, kSweepUnreached);
        for (std::size_t c = 0; c < cells; ++c) {
            if (layer[c] == kSweepUnreached)
                continue;
            const Tile here = a.size.tileAt(static_cast<std::int32_t>(c));
            for (int dr = -1; dr <= 1; ++dr) {
                for (int dc = -1; dc <= 1; ++dc) {
                    const Tile there{here.col + dc, here.row + dr};
                    const auto cost =
                        sweepStepCost(a, diagonal, movers, here, there, startTick + step);
                    if (!cost)
                        continue;
                    SweepCost& slot = next[static_cast<std::size_t>(a.size.indexOf(there))];
                    slot = std::min(slot, layer[c] + *cost);
                }
            }
        }
        best = std::min(best, next[static_cast<std::size_t>(a.size.indexOf(to))]);
        layer = std::move(next);
    }
    return best;
}

// A mover's round: a random walk (through walls too: the library lets a mover go anywhere),
// looped or unrolled back and forth, or a mover standing still.
SweepMover randomSweepMover(std::mt19937& rng, GridSize size) {
    std::uniform_int_distribution<int> col(0, size.width - 1);
    std::uniform_int_distribution<int> row(0, size.height - 1);
    std::uniform_int_distribution<int> length(1, 4);
    std::uniform_int_distribution<int> direction(0, 7);
    std::vector<Tile> walk = {{col(rng), row(rng)}};
    for (int n = length(rng); static_cast<int>(walk.size()) < n;) {
        const Tile next = walk.back() + kStepOrder[static_cast<std::size_t>(direction(rng))];
        if (size.contains(next))
            walk.push_back(next);
    }
    SweepMover mover;
    mover.cycle = rng() % 2 == 0 ? walk : backAndForthCycle(walk);
    mover.forbidden = rng() % 3 == 0;
    const SweepCost multipliers[] = {1, 2, 10};
    mover.multiplier = multipliers[rng() % 3];
    return mover;
}

Tile randomSweepTile(std::mt19937& rng, const test::Ascii& a) {
    std::vector<Tile> open;
    for (std::int32_t i = 0; i < static_cast<std::int32_t>(a.size.cellCount()); ++i) {
        if (a.walkable[static_cast<std::size_t>(i)] != 0)
            open.push_back(a.size.tileAt(i));
    }
    return open[rng() % open.size()];
}

// Checks that `path` is a legal walk from `from` at `startTick` to `to` under the brute force's
// rules, with the ticks, waits and meetings it reports, and costs `path.cost`.
void expectLegalSweepWalk(const test::Ascii& a, bool diagonal,
                          const std::vector<SweepMover>& movers, Tile from, std::int64_t startTick,
                          Tile to, const SpaceTimePath<SweepCost>& path) {
    Tile at = from;
    std::int64_t tick = startTick;
    SweepCost total = 0;
    for (const SpaceTimeStep& step : path.steps) {
        const auto cost = sweepStepCost(a, diagonal, movers, at, step.tile, tick);
        ASSERT_TRUE(cost.has_value()) << "no such move " << toString(at) << " -> "
                                      << toString(step.tile) << " at tick " << tick;
        EXPECT_EQ(step.meets, std::any_of(movers.begin(), movers.end(), [&](const SweepMover& m) {
                      return sweepMeets(m, at, step.tile, tick);
                  }));
        EXPECT_EQ(step.wait, step.tile == at);
        EXPECT_EQ(step.tick, tick + 1);
        total += *cost;
        at = step.tile;
        ++tick;
    }
    EXPECT_EQ(at, to);
    EXPECT_EQ(total, path.cost);
}

TEST(SpaceTimeRandom, MatchesTheBruteForceOnHundredsOfPatrolledGrids) {
    std::mt19937 rng(20261129);
    int found = 0;
    int unreachable = 0;
    for (int round = 0; round < 400; ++round) {
        const bool diagonal = round % 2 == 1;
        const int width = 2 + static_cast<int>(rng() % 5);
        const int height = 1 + static_cast<int>(rng() % 5);
        const test::Ascii a = test::randomAscii(rng, width, height, 0.25, 0.1);
        if (std::none_of(a.walkable.begin(), a.walkable.end(), [](auto w) { return w != 0; }))
            continue;
        std::vector<SweepMover> sweepMovers;
        std::vector<PeriodicMover<SweepCost>> movers;
        for (int m = static_cast<int>(rng() % 4); m > 0; --m) {
            sweepMovers.push_back(randomSweepMover(rng, a.size));
            const SweepMover& s = sweepMovers.back();
            movers.push_back({s.cycle, s.forbidden ? MeetingRule::Forbidden : MeetingRule::Costly,
                              s.multiplier});
        }
        const Tile from = randomSweepTile(rng, a);
        const Tile to = randomSweepTile(rng, a);
        const std::int64_t startTick = rng() % 20;

        const GridDataSource<SweepCost> grid = test::catGrid(a, diagonal);
        const SpaceTimeGrid<SweepCost> time(grid, movers);
        AStar<SweepCost> engine;
        const SpaceTimePath<SweepCost> path = findSpaceTimePath(engine, time, from, startTick, to);
        const SweepCost expected = sweepCheapest(a, diagonal, sweepMovers, from, startTick, to);
        SCOPED_TRACE("round " + std::to_string(round) + ": " + toString(from) + " at tick " +
                     std::to_string(startTick) + " to " + toString(to));
        if (expected == kSweepUnreached) {
            EXPECT_EQ(path.status, PathStatus::NoPath);
            ++unreachable;
            continue;
        }
        ASSERT_TRUE(path.status == PathStatus::Found || path.status == PathStatus::AlreadyThere)
            << toString(path.status);
        EXPECT_EQ(path.cost, expected);
        expectLegalSweepWalk(a, diagonal, sweepMovers, from, startTick, to, path);
        ++found;
    }
    // The draw covers both answers (a change of the generator would show here).
    EXPECT_GT(found, 250);
    EXPECT_GT(unreachable, 10);
}

TEST(SpaceTimeRandom, WithoutMoversItFindsTheGridsOwnPath) {
    std::mt19937 rng(36);
    for (int round = 0; round < 200; ++round) {
        const bool diagonal = round % 2 == 1;
        const test::Ascii a = test::randomAscii(rng, 3 + static_cast<int>(rng() % 10),
                                                3 + static_cast<int>(rng() % 10), 0.3, 0.1);
        if (std::none_of(a.walkable.begin(), a.walkable.end(), [](auto w) { return w != 0; }))
            continue;
        const Tile from = randomSweepTile(rng, a);
        const Tile to = randomSweepTile(rng, a);
        const GridDataSource<SweepCost> grid = test::catGrid(a, diagonal);
        const SpaceTimeGrid<SweepCost> time(grid, {});
        AStar<SweepCost> engine;
        const TilePath<SweepCost> plain = findTilePath(engine, grid, from, to);
        const SpaceTimePath<SweepCost> timed = findSpaceTimePath(engine, time, from, 0, to);
        SCOPED_TRACE("round " + std::to_string(round));
        ASSERT_EQ(timed.status, plain.status);
        EXPECT_EQ(timed.cost, plain.cost);
        EXPECT_EQ(timed.expandedCount, plain.expandedCount);
        std::vector<Tile> tiles;
        for (const SpaceTimeStep& step : timed.steps) {
            EXPECT_FALSE(step.wait);
            tiles.push_back(step.tile);
        }
        EXPECT_EQ(tiles, plain.tiles);
    }
}

}  // namespace
}  // namespace catmaze
