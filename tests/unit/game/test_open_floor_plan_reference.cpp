// The open-floor planner (catmaze/game/open_floor_plan.hpp) against brute force: on small random
// scenes, every order of bones and dogs walked to is tried, each walk measured on its own graph
// (ObstacleGraph::findPath between the two points, round every dog still there but the one walked
// to, the last up to where the exit comes in reach), and the cheapest win must cost what the plan
// costs. This is what keeps the planner's shortcuts (its A* estimate, its legs measured once per
// board) exact.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "catmaze/game/open_floor.hpp"
#include "catmaze/game/open_floor_plan.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

constexpr double kNone = std::numeric_limits<double>::infinity();

// Tries every sequence of bones and dogs (each at most once, a dog only with a bone in hand)
// ending at an exit; the cheapest cost in tiles (length plus each dog's toll).
class BruteForce {
  public:
    explicit BruteForce(const Level& level) : level_(level), blockers_(openFloorBlockers(level)) {
        for (TileKind kind : {TileKind::Bone, TileKind::Dog, TileKind::Exit}) {
            for (Tile t : level.find(kind))
                points_.push_back({tileCentre(t), kind, t});
        }
        cat_ = tileCentre(level.find(TileKind::CatStart).front());
        level_.set(level.find(TileKind::CatStart).front(), TileKind::Floor);
    }

    // The cheapest win's cost in tiles; infinity when there is none.
    double cheapest() {
        for (const Point& p : points_) {
            if (p.kind == TileKind::Exit && distance(cat_, p.at) < kOpenFloorExitRadius)
                return 0;
        }
        best_ = kNone;
        visit(cat_, 0, 0, 0.0);
        return best_;
    }

  private:
    struct Point {
        Vec2 at;
        TileKind kind;
        Tile tile;
    };

    void visit(Vec2 at, std::uint32_t gone, int held, double cost) {
        for (std::size_t i = 0; i < points_.size(); ++i) {
            const Point& p = points_[i];
            if (((gone >> i) & 1U) != 0 || (p.kind == TileKind::Dog && held == 0))
                continue;
            const Route route = walk(gone, at, i);
            if (!route.reachedGoal())
                continue;
            const double leg = route.length;
            if (p.kind == TileKind::Exit) {
                best_ = std::min(best_, cost + untilInReach(route.points));
            } else {
                const bool dog = p.kind == TileKind::Dog;
                visit(p.at, gone | (1U << i), dog ? held - 1 : held + 1,
                      cost + leg + (dog ? dogToll(level_.rules) : 0.0));
            }
        }
    }

    // The length of `route` (to an exit) until some exit is in reach, where the game wins: on
    // the first leg that comes within reach, bisection for the first point in reach (the
    // distance to a centre falls until the leg's nearest point to it).
    double untilInReach(const std::vector<Vec2>& route) const {
        double walked = 0;
        for (std::size_t i = 1; i < route.size(); ++i) {
            const Vec2 a = route[i - 1];
            const Vec2 b = route[i];
            double entry = kNone;
            for (const Point& p : points_) {
                if (p.kind != TileKind::Exit ||
                    distanceToSegment(p.at, a, b) >= kOpenFloorExitRadius)
                    continue;
                double out = 0;  // not in reach at a + (b - a) * out
                double in = std::clamp(dot(p.at - a, b - a) / dot(b - a, b - a), 0.0, 1.0);
                if (distance(a, p.at) < kOpenFloorExitRadius)
                    in = 0;
                for (int k = 0; k < 60 && in > 0; ++k) {
                    const double mid = (out + in) / 2;
                    (distance(a + (b - a) * mid, p.at) < kOpenFloorExitRadius ? in : out) = mid;
                }
                entry = std::min(entry, in * distance(a, b));
            }
            if (entry != kNone)
                return walked + entry;
            walked += distance(a, b);
        }
        return walked;
    }

    // The walk from `from` to point `to` on the board with the dogs of `gone` gone.
    Route walk(std::uint32_t gone, Vec2 from, std::size_t to) {
        Level board = level_;
        std::uint32_t dogsGone = 0;
        for (std::size_t i = 0; i < points_.size(); ++i) {
            if (((gone >> i) & 1U) != 0 && points_[i].kind == TileKind::Dog) {
                board.set(points_[i].tile, TileKind::Floor);
                dogsGone |= 1U << i;
            }
        }
        auto [it, added] = graphs_.try_emplace(dogsGone);
        if (added)
            it->second = openFloorGraph(blockers_, board);
        ObstacleGraph& graph = *it->second;
        for (std::size_t i = 0; i < points_.size(); ++i) {
            if (GraphNode2D* pass = graph.passNodeAt(points_[i].at))
                pass->setEntryCost(i == to ? 0.0 : kNone);
        }
        return graph.findPath(from, points_[to].at);
    }

    Level level_;
    std::vector<Polygon> blockers_;
    std::vector<Point> points_;
    Vec2 cat_{};
    double best_ = kNone;
    std::map<std::uint32_t, std::unique_ptr<ObstacleGraph>> graphs_;
};

// A small random scene: half of them split by a wall whose gap is a dog, walls, up to three bones,
// one or two dogs, one or two exits, sometimes a triangle obstacle, and a dog toll from one to four
// tiles (so paying and going round both win).
Level randomScene(std::mt19937& rng) {
    std::uniform_int_distribution<int> side(5, 8);
    const int width = side(rng);
    const int height = side(rng);
    std::vector<std::string> rows(static_cast<std::size_t>(height),
                                  std::string(static_cast<std::size_t>(width), '.'));
    std::uniform_int_distribution<int> col(0, width - 1);
    std::uniform_int_distribution<int> row(0, height - 1);
    const auto place = [&](char c, int count) {
        for (int placed = 0; placed < count;) {
            char& tile =
                rows[static_cast<std::size_t>(row(rng))][static_cast<std::size_t>(col(rng))];
            if (tile == '.') {
                tile = c;
                ++placed;
            }
        }
    };
    if (rng() % 2 == 0) {  // a wall across the scene whose one gap is a dog's
        const int wall = 2 + static_cast<int>(rng() % static_cast<unsigned>(width - 4));
        const int gap = row(rng);
        for (int r = 0; r < height; ++r)
            rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(wall)] =
                r == gap ? 'D' : '#';
    }
    place('C', 1);
    place('E', 1 + static_cast<int>(rng() % 2));
    place('B', static_cast<int>(rng() % 4));
    place('D', 1 + static_cast<int>(rng() % 2));
    place('#', static_cast<int>(rng() % static_cast<unsigned>(width * height / 4)));
    Level level = test::levelFrom(rows);
    level.version = 2;
    level.rules.dogCostMultiplier = 1 + static_cast<int>(rng() % 4);
    if (rng() % 3 == 0) {
        const double x = 0.5 + static_cast<double>(rng() % static_cast<unsigned>(width - 1));
        const double y = 0.5 + static_cast<double>(rng() % static_cast<unsigned>(height - 1));
        level.obstacles.push_back({{x, y}, {x + 1.0, y + 0.2}, {x + 0.3, y + 0.9}});
    }
    return level;
}

TEST(OpenFloorPlanReference, CostsWhatTheCheapestOfEveryOrderCosts) {
    std::mt19937 rng(19);
    int won = 0;
    int paid = 0;
    for (int scene = 0; scene < 300; ++scene) {
        const Level level = randomScene(rng);
        const double expected = BruteForce(level).cheapest();
        const OpenFloorPlan plan = openFloorPlan(level);
        const std::string where = "scene " + std::to_string(scene);
        if (expected == kNone) {
            EXPECT_FALSE(plan.winnable) << where;
            continue;
        }
        ASSERT_TRUE(plan.winnable) << where << ": " << plan.reason;
        const double cost =
            plan.length + dogToll(level.rules) * static_cast<double>(plan.dogsPaid.size());
        EXPECT_NEAR(cost, expected, 1e-6) << where;
        ++won;
        paid += plan.dogsPaid.empty() ? 0 : 1;
    }
    // The scenes must exercise the planner: most are won, some by paying a dog.
    EXPECT_GT(won, 150);
    EXPECT_GT(paid, 10);
}

}  // namespace
}  // namespace catmaze
