#include "fewest_clicks.hpp"

#include <algorithm>
#include <cstddef>
#include <limits>

#include "catmaze/search/astar.hpp"

namespace catmaze::metrics {

namespace {

// The bones and dogs on `board` among `tiles`, sorted: what a walk over them takes.
std::vector<Tile> takenAlong(const Level& board, std::vector<Tile> tiles) {
    std::erase_if(tiles, [&](Tile t) {
        const TileKind kind = board.at(t);
        return kind != TileKind::Bone && kind != TileKind::Dog;
    });
    std::sort(tiles.begin(), tiles.end(),
              [](Tile a, Tile b) { return a.row != b.row ? a.row < b.row : a.col < b.col; });
    tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    return tiles;
}

// Whether a click on route[j - 1] from moment i (`probe` standing there) leaves the game as at
// moment j; each route planned counts in `searches`. Without patrols the preview tells: the same
// cost over the same bones and dogs. Through time the walk must also take j - i ticks, and it
// is played on a copy of the session to compare what it left (which patrolling dogs were paid).
bool clickReaches(const GameSession& probe, const std::vector<Tile>& route,
                  const std::vector<Moment>& moments, std::size_t i, std::size_t j,
                  std::int64_t& searches) {
    const Moment& at = moments[i];
    const Tile target = route[j - 1];
    ++searches;
    const RoutePreview walk = probe.previewRoute(target);
    const bool walks = walk.status == PreviewStatus::Walk &&
                       walk.stepsWalked == walk.tiles.size() &&
                       walk.cost == moments[j].cost - at.cost;
    if (!walks)
        return false;
    if (!probe.patrolDogs().any()) {
        const auto segment = route.begin() + static_cast<std::ptrdiff_t>(i);
        return takenAlong(at.board, walk.tiles) ==
               takenAlong(at.board, {segment, route.begin() + static_cast<std::ptrdiff_t>(j)});
    }
    if (walk.tiles.size() != j - i)
        return false;
    ++searches;
    GameSession clicked = probe;
    clicked.clickTile(target);
    finishWalk(clicked);
    return momentOf(clicked) == moments[j];
}

}  // namespace

ClickCount fewestClicks(const Level& level, const std::vector<Tile>& route,
                        const std::vector<Moment>& moments, DiagonalMode diagonal, int maxClicks,
                        std::int64_t maxSearches) {
    ClickCount out;
    const std::size_t n = route.size();
    constexpr int kUnreached = std::numeric_limits<int>::max();
    std::vector<int> clicks(n + 1, kUnreached);
    clicks[0] = 0;
    GameSession probe(level, diagonal);
    // Through time a click may cost more than the still grid says (waits, meetings), never less.
    const bool throughTime = probe.patrolDogs().any();
    AStar<GridCost> costs;
    const auto node = [&](Tile t) { return level.size.indexOf(t); };
    for (std::size_t i = 0; i < n; ++i) {
        // A moment reached with maxClicks clicks leads only past maxClicks: not worth a search.
        const bool worth = clicks[i] < maxClicks &&
                           std::any_of(clicks.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                                       clicks.end(), [&](int c) { return c > clicks[i] + 1; });
        if (worth) {
            const Moment& at = moments[i];
            if (++out.searches > maxSearches) {
                out.undecided = true;
                return out;
            }
            costs.explore(probe.grid(), node(at.cat),
                          [](NodeId, GridCost) { return ExploreStep::Expand; });
            for (std::size_t j = i + 1; j <= n; ++j) {
                const NodeId to = node(route[j - 1]);
                const GridCost segment = moments[j].cost - at.cost;
                if (clicks[j] <= clicks[i] + 1 || costs.visitOf(to) != NodeVisit::Closed)
                    continue;
                const GridCost still = costs.costSoFar(to);
                if (throughTime ? still > segment : still != segment)
                    continue;
                if (out.searches + 1 > maxSearches) {
                    out.undecided = true;
                    return out;
                }
                if (clickReaches(probe, route, moments, i, j, out.searches))
                    clicks[j] = clicks[i] + 1;
            }
        }
        walkTick(probe, route[i]);
    }
    if (clicks[n] != kUnreached)
        out.clicks = clicks[n];
    return out;
}

}  // namespace catmaze::metrics
