// The A* engine on random grids with the cat's rules, against independent references: a
// Dijkstra (integer costs), a brute-force choice of the partial path's end, a relaxation with
// real-valued costs; the estimate's consistency for every cost ratio; an engine reused across
// sizes. The drawn maps are in test_grid_pathfinding.cpp.

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
#include "reference_dijkstra.hpp"

namespace catmaze {
namespace {

using Cost = std::int64_t;
using test::Ascii;
using test::catGrid;
using test::randomAscii;
using test::referenceCost;

// --- an independent reference ----------------------------------------------------------------

// Checks that `path` is a legal walk from `from` to `to` under the cat's rules and returns the
// sum of its step costs.
Cost walkCost(const Ascii& a, Tile from, Tile to, const std::vector<Tile>& path, bool diagonal) {
    auto open = [&](Tile t) {
        return a.size.contains(t) && a.walkable[static_cast<std::size_t>(a.size.indexOf(t))];
    };
    Cost total = 0;
    Tile at = from;
    for (const Tile next : path) {
        const int dc = next.col - at.col;
        const int dr = next.row - at.row;
        const bool diag = dc != 0 && dr != 0;
        EXPECT_TRUE(std::abs(dc) <= 1 && std::abs(dr) <= 1 && (dc != 0 || dr != 0))
            << "jump to (" << next.col << "," << next.row << ")";
        EXPECT_TRUE(open(next)) << "wall at (" << next.col << "," << next.row << ")";
        if (diag) {
            EXPECT_TRUE(diagonal) << "diagonal step on a 4-connected grid";
            EXPECT_TRUE(open({at.col + dc, at.row}) && open({at.col, at.row + dr}))
                << "corner cut to (" << next.col << "," << next.row << ")";
        }
        total += (diag ? 14 : 10) * a.multiplier[static_cast<std::size_t>(a.size.indexOf(next))];
        at = next;
    }
    EXPECT_EQ(at, to);
    return total;
}

TEST(GridPath, MatchesAnIndependentDijkstraOnRandomGrids) {
    std::mt19937 rng(20240611);
    AStar<Cost> engine;  // one engine for every query: also checks reuse across sizes
    int found = 0;
    int unreachable = 0;
    for (int map = 0; map < 300; ++map) {
        std::uniform_int_distribution<int> side(1, 30);
        const int width = side(rng);
        const int height = side(rng);
        const double walls = std::uniform_real_distribution<double>(0.0, 0.45)(rng);
        const double dogs = std::uniform_real_distribution<double>(0.0, 0.15)(rng);
        const Ascii a = randomAscii(rng, width, height, walls, dogs);
        std::uniform_int_distribution<int> col(0, width - 1);
        std::uniform_int_distribution<int> row(0, height - 1);
        for (int query = 0; query < 4; ++query) {
            Tile from{col(rng), row(rng)};
            Tile to{col(rng), row(rng)};
            if (!a.walkable[static_cast<std::size_t>(a.size.indexOf(from))] ||
                !a.walkable[static_cast<std::size_t>(a.size.indexOf(to))]) {
                continue;  // walls are covered by the Invalid tests
            }
            for (const bool diagonal : {false, true}) {
                SCOPED_TRACE("map " + std::to_string(map) + " query " + std::to_string(query) +
                             (diagonal ? " 8-connected" : " 4-connected"));
                const Cost expected = referenceCost(a, from, to, diagonal);
                const TilePath<Cost> p = findTilePath(engine, catGrid(a, diagonal), from, to);
                if (expected < 0) {
                    ++unreachable;
                    EXPECT_EQ(p.status, PathStatus::NoPath);
                    EXPECT_TRUE(p.tiles.empty());
                    continue;
                }
                ++found;
                EXPECT_EQ(p.status, from == to ? PathStatus::AlreadyThere : PathStatus::Found);
                EXPECT_EQ(p.cost, expected);
                EXPECT_EQ(walkCost(a, from, to, p.tiles, diagonal), p.cost);
            }
        }
    }
    // The random maps must exercise both outcomes, or the comparison proves little.
    EXPECT_GT(found, 500);
    EXPECT_GT(unreachable, 50);
}

TEST(GridPath, PartialPathMatchesABruteForceChoiceOnRandomGrids) {
    std::mt19937 rng(77);
    AStar<Cost> engine;
    int partials = 0;
    for (int map = 0; map < 150; ++map) {
        const Ascii a = randomAscii(rng, 12, 10, 0.4, 0.1);
        std::uniform_int_distribution<int> col(0, 11);
        std::uniform_int_distribution<int> row(0, 9);
        const Tile from{col(rng), row(rng)};
        const Tile to{col(rng), row(rng)};
        if (!a.walkable[static_cast<std::size_t>(a.size.indexOf(from))] ||
            !a.walkable[static_cast<std::size_t>(a.size.indexOf(to))]) {
            continue;
        }
        for (const bool diagonal : {false, true}) {
            if (referenceCost(a, from, to, diagonal) >= 0)
                continue;
            const auto grid = catGrid(a, diagonal);
            // Brute force: over every reachable tile, the smallest (estimate, cost, id).
            using Candidate = std::tuple<Cost, Cost, NodeId>;
            Candidate best{grid.estimateCost(a.size.indexOf(from), a.size.indexOf(to)), 0,
                           a.size.indexOf(from)};
            for (int r = 0; r < a.size.height; ++r) {
                for (int c = 0; c < a.size.width; ++c) {
                    const Cost cost = referenceCost(a, from, {c, r}, diagonal);
                    if (cost < 0)
                        continue;
                    const NodeId id = a.size.indexOf({c, r});
                    best = std::min(best,
                                    Candidate{grid.estimateCost(id, a.size.indexOf(to)), cost, id});
                }
            }
            const TilePath<Cost> p =
                findTilePath(engine, grid, from, to, PathOptions{.allowPartial = true});
            if (std::get<2>(best) == a.size.indexOf(from)) {
                EXPECT_EQ(p.status, PathStatus::NoPath);
                continue;
            }
            ++partials;
            ASSERT_EQ(p.status, PathStatus::Partial);
            const Tile end = a.size.tileAt(std::get<2>(best));
            EXPECT_EQ(p.cost, std::get<1>(best));
            EXPECT_EQ(walkCost(a, from, end, p.tiles, diagonal), p.cost);
        }
    }
    EXPECT_GT(partials, 30);
}

TEST(GridPath, RealValuedCostsMatchTheReference) {
    // Costs 1 and sqrt(2), dogs x2.5: the double engine against the same Dijkstra run on
    // costs scaled to integers would not be exact, so compare with a double reference here.
    std::mt19937 rng(5);
    AStar<double> engine;
    for (int map = 0; map < 60; ++map) {
        const Ascii a = randomAscii(rng, 20, 15, 0.3, 0.1);
        std::vector<double> multiplier;
        for (const Cost m : a.multiplier)
            multiplier.push_back(m == 1 ? 1.0 : 2.5);
        const GridDataSource<double> grid(
            a.size, a.walkable,
            GridMovement<double>{DiagonalMode::NoCornerCutting, 1.0, std::sqrt(2.0)}, multiplier);
        // Reference: Bellman-Ford style relaxation until nothing changes (slow, obviously right).
        const NodeId n = grid.nodeCount();
        const NodeId from = std::uniform_int_distribution<NodeId>(0, n - 1)(rng);
        if (!a.walkable[static_cast<std::size_t>(from)])
            continue;
        std::vector<double> dist(static_cast<std::size_t>(n),
                                 std::numeric_limits<double>::infinity());
        dist[static_cast<std::size_t>(from)] = 0.0;
        for (bool changed = true; changed;) {
            changed = false;
            for (int cell = 0; cell < n; ++cell) {
                const Tile t = a.size.tileAt(cell);
                if (!a.walkable[static_cast<std::size_t>(cell)] ||
                    std::isinf(dist[static_cast<std::size_t>(cell)]))
                    continue;
                for (int dr = -1; dr <= 1; ++dr) {
                    for (int dc = -1; dc <= 1; ++dc) {
                        const Tile u{t.col + dc, t.row + dr};
                        auto open = [&](Tile x) {
                            return a.size.contains(x) &&
                                   a.walkable[static_cast<std::size_t>(a.size.indexOf(x))];
                        };
                        if ((dc == 0 && dr == 0) || !open(u))
                            continue;
                        const bool diag = dc != 0 && dr != 0;
                        if (diag && !(open({t.col + dc, t.row}) && open({t.col, t.row + dr})))
                            continue;
                        const double d =
                            dist[static_cast<std::size_t>(cell)] +
                            (diag ? std::sqrt(2.0) : 1.0) *
                                multiplier[static_cast<std::size_t>(a.size.indexOf(u))];
                        double& best = dist[static_cast<std::size_t>(a.size.indexOf(u))];
                        if (d < best - 1e-12) {
                            best = d;
                            changed = true;
                        }
                    }
                }
            }
        }
        for (NodeId goal = 0; goal < n; goal += 7) {
            if (!a.walkable[static_cast<std::size_t>(goal)])
                continue;
            const PathResult<double> r = engine.findPath(grid, from, goal);
            const double expected = dist[static_cast<std::size_t>(goal)];
            if (std::isinf(expected)) {
                EXPECT_EQ(r.status, PathStatus::NoPath);
            } else {
                EXPECT_TRUE(r.reachedGoal());
                EXPECT_NEAR(r.cost, expected, 1e-9);
            }
        }
    }
}

// --- the estimate ----------------------------------------------------------------------------

TEST(GridPath, EstimateIsConsistentForEveryCostRatio) {
    // A* is only optimal with a consistent estimate: h(goal) = 0 and h(a) <= cost(a,b) + h(b)
    // for every move. Check every move of an open grid with dogs, for diagonal costs below the
    // straight cost (zig-zagging beats going straight), between 1x and 2x, and above 2x.
    std::mt19937 rng(3);
    const Ascii a = randomAscii(rng, 9, 7, 0.0, 0.2);
    const std::pair<Cost, Cost> costs[] = {{10, 14}, {10, 5}, {10, 10}, {10, 20}, {10, 35}, {1, 1}};
    std::vector<GridMovement<Cost>> rules;
    for (const DiagonalMode mode : {DiagonalMode::Never, DiagonalMode::NoCornerCutting,
                                    DiagonalMode::AtLeastOneSideFree, DiagonalMode::Always}) {
        for (const auto& [straight, diagonal] : costs)
            rules.push_back({mode, straight, diagonal});
    }
    for (const GridMovement<Cost>& rule : rules) {
        SCOPED_TRACE("straight " + std::to_string(rule.straightCost) + " diagonal " +
                     std::to_string(rule.diagonalCost) + " mode " + toString(rule.diagonal));
        const GridDataSource<Cost> grid(a.size, a.walkable, rule, a.multiplier);
        std::vector<NodeId> next;
        for (NodeId goal = 0; goal < grid.nodeCount(); ++goal) {
            ASSERT_EQ(grid.estimateCost(goal, goal), 0);
            for (NodeId from = 0; from < grid.nodeCount(); ++from) {
                next.clear();
                grid.walkableNeighbours(from, next);
                for (const NodeId to : next) {
                    ASSERT_LE(grid.estimateCost(from, goal),
                              grid.moveCost(from, to) + grid.estimateCost(to, goal))
                        << "move " << from << " -> " << to << ", goal " << goal;
                }
            }
        }
        // And the engine stays optimal with these costs.
        AStar<Cost> engine;
        const PathResult<Cost> r = engine.findPath(grid, 0, grid.nodeCount() - 1);
        struct Dijkstra final : PathDataSource<Cost> {
            const GridDataSource<Cost>& g;
            explicit Dijkstra(const GridDataSource<Cost>& grid) : g(grid) {}
            NodeId nodeCount() const override { return g.nodeCount(); }
            bool isWalkable(NodeId n) const override { return g.isWalkable(n); }
            void walkableNeighbours(NodeId n, std::vector<NodeId>& out) const override {
                g.walkableNeighbours(n, out);
            }
            Cost moveCost(NodeId f, NodeId t) const override { return g.moveCost(f, t); }
        };
        AStar<Cost> plain;
        EXPECT_EQ(r.cost, plain.findPath(Dijkstra(grid), 0, grid.nodeCount() - 1).cost);
    }
}

// --- reuse -----------------------------------------------------------------------------------

TEST(GridPath, ReusedEngineAnswersLikeAFreshOne) {
    std::mt19937 rng(99);
    AStar<Cost> reused;
    PathResult<Cost> result;  // reused too, as the game does
    // Big and small maps in turn: stale nodes of a bigger earlier map must not leak into a
    // smaller later one, nor the other way round.
    const int sides[] = {30, 3, 17, 1, 25, 8, 30, 2, 12, 29};
    for (int round = 0; round < 40; ++round) {
        const int w = sides[round % 10];
        const int h = sides[(round * 3 + 1) % 10];
        const Ascii a = randomAscii(rng, w, h, 0.25, 0.1);
        const bool diagonal = round % 2 == 1;
        const auto grid = catGrid(a, diagonal);
        for (int query = 0; query < 5; ++query) {
            const NodeId from = std::uniform_int_distribution<NodeId>(0, grid.nodeCount() - 1)(rng);
            const NodeId to = std::uniform_int_distribution<NodeId>(0, grid.nodeCount() - 1)(rng);
            const PathOptions options{.allowPartial = query % 2 == 0};
            reused.findPath(grid, from, to, result, options);
            AStar<Cost> fresh;
            const PathResult<Cost> expected = fresh.findPath(grid, from, to, options);
            EXPECT_EQ(result.status, expected.status);
            EXPECT_EQ(result.path, expected.path);
            EXPECT_EQ(result.cost, expected.cost);
            EXPECT_EQ(result.expandedCount, expected.expandedCount);
            for (NodeId id = 0; id < grid.nodeCount(); ++id) {
                ASSERT_EQ(reused.visitOf(id), fresh.visitOf(id)) << "node " << id;
                ASSERT_EQ(reused.costSoFar(id), fresh.costSoFar(id)) << "node " << id;
            }
        }
    }
}

}  // namespace
}  // namespace catmaze
