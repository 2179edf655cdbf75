#include "patrol_reference.hpp"

#include <bit>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <map>
#include <numeric>
#include <queue>
#include <tuple>
#include <vector>

namespace catmaze::test {

namespace {

// One dog: the tiles it stands on, tick after tick, over one period.
std::vector<std::vector<Tile>> dogCycles(const Level& level) {
    std::vector<std::vector<Tile>> cycles;
    for (int row = 0; row < level.size.height; ++row) {
        for (int col = 0; col < level.size.width; ++col) {
            const Tile t{col, row};
            if (level.at(t) != TileKind::Dog)
                continue;
            std::vector<Tile> cycle{t};
            for (const Patrol& p : level.patrols) {
                if (p.tiles.front() != t)
                    continue;
                cycle = p.tiles;
                if (!p.loop) {
                    for (int i = static_cast<int>(p.tiles.size()) - 2; i >= 1; --i)
                        cycle.push_back(p.tiles[static_cast<std::size_t>(i)]);
                }
            }
            cycles.push_back(cycle);
        }
    }
    return cycles;
}

// The world's state beside the cat's tile: bones taken and dogs paid, one bit each.
struct World {
    std::vector<Tile> bones;
    std::vector<std::vector<Tile>> dogs;
    int period = 1;
};

World worldOf(const Level& level) {
    World w;
    w.bones = level.find(TileKind::Bone);
    w.dogs = dogCycles(level);
    for (const auto& c : w.dogs)
        w.period = std::lcm(w.period, static_cast<int>(c.size()));
    return w;
}

struct Result {
    bool legal = true;
    bool caught = false;
    bool won = false;
    GridCost cost = 0;
    int held = 0;
    std::uint32_t bonesTaken = 0;
    std::uint32_t dogsPaid = 0;
};

// One tick: the cat from `a` to `b` at tick `t`.
Result tick(const Level& level, const World& w, Tile a, Tile b, long t, int held,
            std::uint32_t bonesTaken, std::uint32_t dogsPaid, bool diagonal) {
    Result r{true, false, false, 0, held, bonesTaken, dogsPaid};
    const auto walkable = [&](Tile x) {
        return level.size.contains(x) && level.at(x) != TileKind::Wall;
    };
    const int dc = std::abs(b.col - a.col);
    const int dr = std::abs(b.row - a.row);
    if (dc > 1 || dr > 1 || !walkable(b)) {
        r.legal = false;
        return r;
    }
    const bool diag = dc == 1 && dr == 1;
    if (diag && (!diagonal || !walkable({b.col, a.row}) || !walkable({a.col, b.row}))) {
        r.legal = false;
        return r;
    }
    GridCost step = diag ? level.rules.diagonalCost : level.rules.straightCost;
    for (std::size_t i = 0; i < w.bones.size(); ++i) {
        if (w.bones[i] == b && !(r.bonesTaken >> i & 1U)) {
            r.bonesTaken |= 1U << i;
            ++r.held;
        }
    }
    int met = 0;
    for (std::size_t d = 0; d < w.dogs.size(); ++d) {
        if (r.dogsPaid >> d & 1U)
            continue;
        const auto& c = w.dogs[d];
        const Tile before = c[static_cast<std::size_t>(t % static_cast<long>(c.size()))];
        const Tile after = c[static_cast<std::size_t>((t + 1) % static_cast<long>(c.size()))];
        if (b == after || (b == before && a == after)) {
            ++met;
            r.dogsPaid |= 1U << d;
        }
    }
    if (met > 0) {
        step *= level.rules.dogCostMultiplier;
        if (r.held < met) {
            r.caught = true;
            return r;
        }
        r.held -= met;
    }
    r.cost = step;
    r.won = level.at(b) == TileKind::Exit;
    return r;
}

}  // namespace

PatrolWalk playPatrolRoute(const Level& level, Tile cat, int held, const std::vector<Tile>& route,
                           bool diagonal) {
    const World w = worldOf(level);
    PatrolWalk walk;
    std::uint32_t bones = 0;
    std::uint32_t dogs = 0;
    long t = 0;
    for (const Tile next : route) {
        if (walk.won)
            return walk.error = "the route goes on after the exit", walk;
        const Result r = tick(level, w, cat, next, t, held, bones, dogs, diagonal);
        if (!r.legal)
            return walk.error = "illegal step to " + toString(next), walk;
        if (r.caught)
            return walk.error = "caught at " + toString(next), walk;
        walk.cost += r.cost;
        walk.won = r.won;
        held = r.held;
        bones = r.bonesTaken;
        dogs = r.dogsPaid;
        cat = next;
        ++t;
    }
    if (!walk.won)
        walk.error = "the route does not end on an exit";
    return walk;
}

GridCost patrolBruteForce(const Level& level, Tile cat, int held, bool diagonal) {
    const World w = worldOf(level);
    using Key =
        std::tuple<int, int, int, std::uint32_t, std::uint32_t>;  // col row phase bones dogs
    using Entry = std::pair<GridCost, Key>;
    std::map<Key, GridCost> best;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    const Key first{cat.col, cat.row, 0, 0U, 0U};
    best[first] = 0;
    open.push({0, first});
    while (!open.empty()) {
        const auto [cost, key] = open.top();
        open.pop();
        if (best[key] < cost)
            continue;
        const auto [col, row, phase, bones, dogs] = key;
        if (phase < 0)
            return cost;  // won: the cheapest win is the first taken off the queue
        const int heldNow = held + std::popcount(bones) - std::popcount(dogs);
        for (int dr = -1; dr <= 1; ++dr) {
            for (int dc = -1; dc <= 1; ++dc) {
                const Tile b{col + dc, row + dr};
                const Result r =
                    tick(level, w, {col, row}, b, phase, heldNow, bones, dogs, diagonal);
                if (!r.legal || r.caught)
                    continue;
                const int nextPhase = r.won ? -1 : (phase + 1) % w.period;
                const Key next{b.col, b.row, nextPhase, r.bonesTaken, r.dogsPaid};
                const auto it = best.find(next);
                if (it == best.end() || cost + r.cost < it->second) {
                    best[next] = cost + r.cost;
                    open.push({cost + r.cost, next});
                }
            }
        }
    }
    return -1;
}

}  // namespace catmaze::test
