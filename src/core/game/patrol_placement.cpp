#include "patrol_placement.hpp"

#include <algorithm>

#include "catmaze/level/patrol_rules.hpp"
#include "catmaze/search/periodic_movers.hpp"

namespace catmaze {

namespace {

// Lines of at most 5 tiles and rings of 2x2 to 3x3 blocks: periods 2, 4, 6 and 8, whose least
// common multiple is 24, so the solver plans over at most 24 moments.
constexpr int kLongestLine = 5;
constexpr int kWidestRing = 3;
// Ticks of the route tried for each dog before the candidate is given up.
constexpr int kTicksTried = 8;

// A tile a round may cross: on the map, no wall, no dog (a round goes round a dog that stays).
bool roundMayCross(const Level& level, Tile t) {
    return level.walkable(t) && level.at(t) != TileKind::Dog;
}

// Every line of 2 to kLongestLine tiles through `x`, across and down, walked from either end.
void addLinesThrough(const Level& level, Tile x, std::vector<Patrol>& out) {
    for (const Offset d : {Offset{1, 0}, Offset{0, 1}}) {
        for (int before = 0; before < kLongestLine; ++before) {
            for (int after = before == 0 ? 1 : 0; before + after < kLongestLine; ++after) {
                std::vector<Tile> line;
                for (int k = -before; k <= after; ++k)
                    line.push_back({x.col + k * d.dcol, x.row + k * d.drow});
                if (!std::all_of(line.begin(), line.end(),
                                 [&](Tile t) { return roundMayCross(level, t); }))
                    continue;
                out.push_back({line, false});
                std::reverse(line.begin(), line.end());
                out.push_back({std::move(line), false});
            }
        }
    }
}

// The ring of the `width` x `height` block whose top-left tile is `corner`, clockwise.
std::vector<Tile> ringOf(Tile corner, int width, int height) {
    std::vector<Tile> ring;
    const int right = corner.col + width - 1;
    const int bottom = corner.row + height - 1;
    for (int col = corner.col; col <= right; ++col)
        ring.push_back({col, corner.row});
    for (int row = corner.row + 1; row <= bottom; ++row)
        ring.push_back({right, row});
    for (int col = right - 1; col >= corner.col; --col)
        ring.push_back({col, bottom});
    for (int row = bottom - 1; row > corner.row; --row)
        ring.push_back({corner.col, row});
    return ring;
}

// Every ring of a block of 2 to kWidestRing tiles a side with `x` on it, from each of its
// tiles, clockwise and back.
void addRingsThrough(const Level& level, Tile x, std::vector<Patrol>& out) {
    for (int width = 2; width <= kWidestRing; ++width) {
        for (int height = 2; height <= kWidestRing; ++height) {
            for (int col = x.col - width + 1; col <= x.col; ++col) {
                for (int row = x.row - height + 1; row <= x.row; ++row) {
                    std::vector<Tile> ring = ringOf({col, row}, width, height);
                    if (std::find(ring.begin(), ring.end(), x) == ring.end() ||
                        !std::all_of(ring.begin(), ring.end(),
                                     [&](Tile t) { return roundMayCross(level, t); }))
                        continue;
                    for (int way = 0; way < 2; ++way) {
                        for (std::size_t from = 0; from < ring.size(); ++from) {
                            std::vector<Tile> round = ring;
                            std::rotate(round.begin(),
                                        round.begin() + static_cast<std::ptrdiff_t>(from),
                                        round.end());
                            out.push_back({std::move(round), true});
                        }
                        std::reverse(ring.begin(), ring.end());
                    }
                }
            }
        }
    }
}

}  // namespace

std::optional<Level> withPatrolsOn(const Level& base, const std::vector<Tile>& route,
                                   const std::vector<int>& bonesAfter, int count,
                                   SeededRandom& random) {
    Level level = base;
    level.version = 2;
    // The ticks worth a meeting: the cat steps onto plain floor (no bone to pay with, no exit)
    // holding no bone, neither on the first tick nor the last.
    std::vector<std::size_t> ticks;
    for (std::size_t i = 1; i + 1 < route.size() && i < bonesAfter.size(); ++i) {
        if (bonesAfter[i] == 0 && base.at(route[i]) == TileKind::Floor)
            ticks.push_back(i);
    }
    for (int dog = 0; dog < count; ++dog) {
        std::optional<Patrol> placed;
        for (int tries = 0; tries < kTicksTried && !ticks.empty() && !placed; ++tries) {
            const auto at = static_cast<std::size_t>(random.below(static_cast<int>(ticks.size())));
            const std::size_t i = ticks[at];
            ticks.erase(ticks.begin() + static_cast<std::ptrdiff_t>(at));
            const Tile from = route[i - 1];
            const Tile to = route[i];
            if (level.at(to) != TileKind::Floor)
                continue;
            std::vector<Patrol> rounds;
            addLinesThrough(level, to, rounds);
            addRingsThrough(level, to, rounds);
            const auto tick = static_cast<std::int64_t>(i);
            std::erase_if(rounds, [&](const Patrol& p) {
                return level.at(p.tiles.front()) != TileKind::Floor ||
                       !stepMeets(from, to, p.tileAt(tick), p.tileAt(tick + 1));
            });
            if (!rounds.empty())
                placed =
                    rounds[static_cast<std::size_t>(random.below(static_cast<int>(rounds.size())))];
        }
        if (!placed)
            return std::nullopt;
        level.set(placed->tiles.front(), TileKind::Dog);
        level.patrols.push_back(std::move(*placed));
    }
    if (!patrolRouteProblems(level, level.patrols).empty())
        return std::nullopt;
    return level;
}

}  // namespace catmaze
