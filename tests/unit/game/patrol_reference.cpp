#include "patrol_reference.hpp"

#include <bit>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <map>
#include <numeric>
#include <queue>
#include <random>
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

// A random walk of 2 to 4 tiles from `dog` over open tiles, side steps only, never back onto the
// tile before; a loop when it ends beside its start (and has more than 2 tiles), if `loop`.
Patrol randomRound(const Level& level, Tile dog, std::mt19937& random, bool loop) {
    Patrol round{{dog}, false};
    const int length = 2 + static_cast<int>(random() % 3);
    const Offset sides[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    while (static_cast<int>(round.tiles.size()) < length) {
        std::vector<Tile> next;
        for (const Offset o : sides) {
            const Tile t{round.tiles.back().col + o.dcol, round.tiles.back().row + o.drow};
            const bool back = round.tiles.size() > 1 && t == round.tiles[round.tiles.size() - 2];
            if (level.size.contains(t) && level.at(t) != TileKind::Wall && !back)
                next.push_back(t);
        }
        if (next.empty())
            break;
        round.tiles.push_back(next[random() % next.size()]);
    }
    const Tile last = round.tiles.back();
    const bool beside = std::abs(last.col - dog.col) + std::abs(last.row - dog.row) == 1;
    round.loop = loop && beside && round.tiles.size() > 2;
    return round;
}

}  // namespace

RandomPatrolLevel randomPatrolLevel(std::mt19937& random) {
    const int width = 4 + static_cast<int>(random() % 3);
    const int height = 3 + static_cast<int>(random() % 3);
    Level level = Level::filled(width, height);
    level.version = 2;
    for (TileKind& k : level.tiles) {
        const unsigned roll = random() % 100;
        k = roll < 18 ? TileKind::Wall : roll < 26 ? TileKind::Bone : TileKind::Floor;
    }
    const auto cell = [&] {
        return level.size.tileAt(static_cast<std::int32_t>(random() % level.tiles.size()));
    };
    const Tile start = cell();
    level.set(start, TileKind::CatStart);
    const Tile exit = cell();
    if (exit != start)
        level.set(exit, TileKind::Exit);
    const int dogs = 1 + static_cast<int>(random() % 3);
    for (int d = 0; d < dogs; ++d) {
        const Tile t = cell();
        if (level.at(t) != TileKind::Floor && level.at(t) != TileKind::Bone)
            continue;
        level.set(t, TileKind::Dog);
        const Patrol r = randomRound(level, t, random, random() % 2 == 0);
        if (r.tiles.size() > 1 && random() % 4 != 0)
            level.patrols.push_back(r);
    }
    return {level, start};
}

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
    return patrolBruteForce(level, cat, held, diagonal, std::nullopt);
}

GridCost patrolBruteForce(const Level& level, Tile cat, int held, bool diagonal,
                          std::optional<BoneOrder> order, long startTick) {
    const World w = worldOf(level);
    // The bit of the bone on `t` among w.bones (0 when there is none: nothing is kept then).
    const auto boneBit = [&](Tile t) {
        std::uint32_t bit = 0;
        for (std::size_t i = 0; i < w.bones.size(); ++i)
            bit |= w.bones[i] == t ? 1U << i : 0U;
        return bit;
    };
    const std::uint32_t firstBit = order ? boneBit(order->first) : 0U;
    const std::uint32_t laterBit = order ? boneBit(order->later) : 0U;
    using Key =
        std::tuple<int, int, int, std::uint32_t, std::uint32_t>;  // col row phase bones dogs
    using Entry = std::pair<GridCost, Key>;
    std::map<Key, GridCost> best;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    const Key first{cat.col, cat.row, static_cast<int>(startTick % w.period), 0U, 0U};
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
                const bool firstTaken = (bones & firstBit) != 0;
                if (order && !firstTaken && (r.won || (r.bonesTaken & laterBit) != 0))
                    continue;  // the order broken: the later bone or the exit before the first
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
