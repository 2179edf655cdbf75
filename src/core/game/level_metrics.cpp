#include "catmaze/game/level_metrics.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "catmaze/game/game.hpp"
#include "catmaze/search/astar.hpp"

namespace catmaze {

namespace {

// The game at one point of the cheapest route: the board as it stands and the cat on it.
struct Moment {
    Level board;
    Tile cat;
    int bones = 0;
    GridCost cost = 0;
};

// An internal solve that did not decide (a limit, a cancel) makes the metrics undecided too:
// they are exact or not given.
bool undecided(const Solution& s) {
    return s.status == SolveStatus::TooComplex || s.status == SolveStatus::Cancelled;
}

// Plays the whole of a session's current walk out, step by step.
void finishWalk(GameSession& session, int maxSteps) {
    for (int i = 0; i < maxSteps && session.moving() && session.cat().status == GameStatus::Playing;
         ++i) {
        session.update(session.stepSeconds());
    }
}

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

// The game at each step of `route`, replayed from the level's start one key press a step: the
// moment before each step and after the last (route.size() + 1 moments).
std::vector<Moment> momentsAlong(const Level& level, const std::vector<Tile>& route,
                                 DiagonalMode diagonal) {
    std::vector<Moment> moments;
    moments.reserve(route.size() + 1);
    GameSession session(level, diagonal);
    for (std::size_t i = 0;; ++i) {
        moments.push_back(
            {session.board(), session.cat().tile, session.cat().bones, session.cat().cost});
        if (i == route.size())
            return moments;
        const Tile from = session.cat().tile;
        session.pressDirection({route[i].col - from.col, route[i].row - from.row});
        session.update(session.stepSeconds());
    }
}

// The fewest clicks that walk `route`, when at most `maxClicks` do; nothing otherwise. From
// moment i one click reaches moment j when the game's planner (previewRoute) walks to
// route[j - 1] at the same cost, taking the same bones and dogs, so the game stands exactly as at
// moment j (the walk may take another, equally cheap way). The planner's walk is a cheapest one,
// so one search of the grid from moment i's cat tells which j a click could reach at that cost:
// only those are previewed. No more than `maxSearches` grid searches (previews and those): past
// them, `undecided`.
struct ClickCount {
    std::optional<int> clicks;
    std::int64_t searches = 0;
    bool undecided = false;
};

ClickCount fewestClicks(const Level& level, const std::vector<Tile>& route,
                        const std::vector<Moment>& moments, DiagonalMode diagonal, int maxClicks,
                        std::int64_t maxSearches) {
    ClickCount out;
    const std::size_t n = route.size();
    constexpr int kUnreached = std::numeric_limits<int>::max();
    std::vector<int> clicks(n + 1, kUnreached);
    clicks[0] = 0;
    GameSession probe(level, diagonal);
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
                if (clicks[j] <= clicks[i] + 1 || costs.visitOf(to) != NodeVisit::Closed ||
                    costs.costSoFar(to) != moments[j].cost - at.cost)
                    continue;
                if (++out.searches > maxSearches) {
                    out.undecided = true;
                    return out;
                }
                const RoutePreview walk = probe.previewRoute(route[j - 1]);
                const auto segment = route.begin() + static_cast<std::ptrdiff_t>(i);
                const bool same =
                    walk.status == PreviewStatus::Walk && walk.stepsWalked == walk.tiles.size() &&
                    walk.cost == moments[j].cost - at.cost &&
                    takenAlong(at.board, walk.tiles) ==
                        takenAlong(at.board,
                                   {segment, route.begin() + static_cast<std::ptrdiff_t>(j)});
                if (same)
                    clicks[j] = clicks[i] + 1;
            }
        }
        const Tile from = probe.cat().tile;
        probe.pressDirection({route[i].col - from.col, route[i].row - from.row});
        probe.update(probe.stepSeconds());
    }
    if (clicks[n] != kUnreached)
        out.clicks = clicks[n];
    return out;
}

// The cheapest cost from the cat to an exit with the rules ignored: dogs and bones as floor.
GridCost plainCostToExit(const Level& level, DiagonalMode diagonal) {
    Level plain = level;
    for (TileKind& kind : plain.tiles) {
        if (kind == TileKind::Dog || kind == TileKind::Bone)
            kind = TileKind::Floor;
    }
    const CatGrid grid = makeCatGrid(plain, diagonal);
    AStar<GridCost> engine;
    GridCost best = 0;
    for (const Tile exit : level.find(TileKind::Exit)) {
        const TilePath<GridCost> path = findTilePath(engine, grid, level.catStart(), exit);
        if (path.status == PathStatus::Found && (best == 0 || path.cost < best))
            best = path.cost;
    }
    return best;
}

// The cheapest win from `at` that fetches `second` before `first`: the cheapest way to `second`
// that leaves `first` and every exit alone, then the cheapest win from there. Nothing when no
// such win exists; the undecided solution when a limit was reached.
struct SwappedWin {
    std::optional<GridCost> cost;
    std::optional<Solution> undecided;
    std::int64_t work = 0;  // tiles settled by its solver runs
};

SwappedWin swappedWin(const Moment& at, Tile first, Tile second, const SolveOptions& options) {
    Level detour = at.board;
    for (TileKind& kind : detour.tiles) {
        if (kind == TileKind::Exit)
            kind = TileKind::Wall;
    }
    detour.set(first, TileKind::Wall);
    detour.set(second, TileKind::Exit);
    const Solution toSecond = solveFrom(detour, at.cat, at.bones, options);
    if (undecided(toSecond))
        return {std::nullopt, toSecond, toSecond.tilesSearched};
    if (toSecond.status != SolveStatus::Winnable)
        return {std::nullopt, std::nullopt, toSecond.tilesSearched};
    Level board = at.board;
    for (const Tile t : toSecond.bonesPicked)
        board.set(t, TileKind::Floor);
    for (const Tile t : toSecond.dogsBribed)
        board.set(t, TileKind::Floor);
    board.set(second, TileKind::Floor);
    const int held = at.bones + static_cast<int>(toSecond.bonesPicked.size()) + 1 -
                     static_cast<int>(toSecond.dogsBribed.size());
    const Solution rest = solveFrom(board, second, held, options);
    const std::int64_t work = toSecond.tilesSearched + rest.tilesSearched;
    if (undecided(rest))
        return {std::nullopt, rest, work};
    if (rest.status != SolveStatus::Winnable)
        return {std::nullopt, std::nullopt, work};
    return {at.cost + toSecond.cost + rest.cost, std::nullopt, work};
}

}  // namespace

const char* toString(MetricsStatus status) {
    switch (status) {
        case MetricsStatus::Measured:
            return "measured";
        case MetricsStatus::Unwinnable:
            return "unwinnable";
        case MetricsStatus::Undecided:
            return "undecided";
        case MetricsStatus::NotATileLevel:
            return "not a tile level";
        case MetricsStatus::OutOfBand:
            return "out of band";
    }
    return "?";
}

bool MetricsBand::contains(const LevelMetrics& m) const {
    const auto in = [](int value, int lo, int hi) { return lo <= value && value <= hi; };
    return m.status == MetricsStatus::Measured && in(m.bonesFetched, minBones, maxBones) &&
           in(m.dogsPaid, minDogs, maxDogs) && in(m.orderedFetches, minOrdered, maxOrdered) &&
           in(m.traps, minTraps, maxTraps) && in(m.fewestClicks, minClicks, maxClicks) &&
           minDetour <= m.detourRatio && m.detourRatio <= maxDetour;
}

LevelMetrics measureLevel(const Level& level, const SolveOptions& options) {
    MeasureOptions measure;
    measure.solve = options;
    return measureLevel(level, measure);
}

LevelMetrics measureLevel(const Level& level, const MeasureOptions& options) {
    if (level.openFloor()) {
        LevelMetrics m;
        m.status = MetricsStatus::NotATileLevel;
        m.reason = "an open-floor level: these measures are defined on tile levels";
        return m;
    }
    const SolveOptions& solve = options.solve;
    std::int64_t work = 0;
    // Each solver run may spend what the measure has left.
    const auto limited = [&] {
        SolveOptions run = solve;
        run.maxTiles = std::min(run.maxTiles, std::max<std::int64_t>(options.maxWork - work, 0));
        return run;
    };
    const Solution par = solveLevel(level, limited());
    work += par.tilesSearched;
    // The measures so far, with what they cost: the answer when one is not worth going on.
    const auto stop = [&](LevelMetrics m, MetricsStatus status, std::string reason) {
        m.status = status;
        m.reason = std::move(reason);
        m.work = work;
        return m;
    };
    const auto unsolved = [&](const Solution& s) {
        return stop({}, undecided(s) ? MetricsStatus::Undecided : MetricsStatus::Unwinnable,
                    s.reason);
    };
    if (par.status != SolveStatus::Winnable)
        return unsolved(par);
    const auto in = [](int value, int lo, int hi) { return lo <= value && value <= hi; };
    const MetricsBand* band = options.band ? &*options.band : nullptr;
    const auto outside = [&](const LevelMetrics& m, const char* measure) {
        return stop(m, MetricsStatus::OutOfBand, std::string("the ") + measure + " is out of band");
    };

    LevelMetrics m;
    m.status = MetricsStatus::Measured;
    m.par = par.cost;
    m.parSteps = static_cast<int>(par.route.size());
    m.bonesFetched = static_cast<int>(par.bonesPicked.size());
    m.dogsPaid = static_cast<int>(par.dogsBribed.size());
    if (band && !in(m.bonesFetched, band->minBones, band->maxBones))
        return outside(m, "number of bones fetched");
    if (band && !in(m.dogsPaid, band->minDogs, band->maxDogs))
        return outside(m, "number of dogs paid");

    const GridCost plain = plainCostToExit(level, solve.diagonal);
    m.detourRatio = plain > 0 ? static_cast<double>(par.cost) / static_cast<double>(plain) : 1.0;
    if (band && !(band->minDetour <= m.detourRatio && m.detourRatio <= band->maxDetour))
        return outside(m, "detour ratio");

    // Forced order: for each consecutive pair of fetches, start where the cat stood right
    // after the fetch before them (or at the start).
    const std::vector<Moment> moments = momentsAlong(level, par.route, solve.diagonal);
    std::size_t fetchedAt = 0;  // the moment after the previous fetch
    for (std::size_t i = 0; i + 1 < par.bonesPicked.size(); ++i) {
        const SwappedWin swapped =
            swappedWin(moments[fetchedAt], par.bonesPicked[i], par.bonesPicked[i + 1], limited());
        work += swapped.work;
        if (swapped.undecided)
            return unsolved(*swapped.undecided);
        if (!swapped.cost || *swapped.cost > par.cost)
            ++m.orderedFetches;
        const auto step = std::find(par.route.begin(), par.route.end(), par.bonesPicked[i]);
        fetchedAt = static_cast<std::size_t>(step - par.route.begin()) + 1;
    }
    if (band && !in(m.orderedFetches, band->minOrdered, band->maxOrdered))
        return outside(m, "number of ordered fetches");

    // The natural first clicks: each exit, bone and dog, walked by the game's own planner.
    const int maxSteps = static_cast<int>(level.size.cellCount()) * 2 + 16;
    // One session, restarted for each click: a new one would build its landmarks again.
    GameSession session(level, solve.diagonal);
    for (int row = 0; row < level.size.height; ++row) {
        for (int col = 0; col < level.size.width; ++col) {
            const Tile t{col, row};
            const TileKind kind = level.at(t);
            if (kind != TileKind::Exit && kind != TileKind::Bone && kind != TileKind::Dog)
                continue;
            TrapClick click{kind, t};
            session.restart();
            session.clickTile(t);
            finishWalk(session, maxSteps);
            const CatState& cat = session.cat();
            if (cat.status == GameStatus::Lost) {
                click.caught = click.unwinnable = true;
            } else if (cat.status == GameStatus::Won) {
                click.bestCost = cat.cost;
            } else {
                const Solution rest = solveFrom(session.board(), cat.tile, cat.bones, limited());
                work += rest.tilesSearched;
                if (undecided(rest))
                    return unsolved(rest);
                click.unwinnable = rest.status != SolveStatus::Winnable;
                click.bestCost = click.unwinnable ? 0 : cat.cost + rest.cost;
            }
            if (click.unwinnable || click.bestCost > par.cost)
                ++m.traps;
            m.firstClicks.push_back(click);
        }
    }
    if (band && !in(m.traps, band->minTraps, band->maxTraps))
        return outside(m, "number of traps");

    // Last, as the costliest: grid searches of the whole map, about one per step of the route
    // and one per click it could be split at, each counted as the map's tile count.
    const std::int64_t cells = level.size.cellCount();
    const std::int64_t maxSearches = std::max<std::int64_t>(options.maxWork - work, 0) / cells;
    const ClickCount counted =
        fewestClicks(level, par.route, moments, solve.diagonal,
                     band ? band->maxClicks : std::numeric_limits<int>::max(), maxSearches);
    work += counted.searches * cells;
    if (counted.undecided) {
        return stop(m, MetricsStatus::Undecided,
                    "too complex to decide (more than " + std::to_string(maxSearches) +
                        " grid searches for the fewest clicks)");
    }
    m.fewestClicks = counted.clicks.value_or(std::numeric_limits<int>::max());
    if (band && !in(m.fewestClicks, band->minClicks, band->maxClicks))
        return outside(m, "number of fewest clicks");
    m.work = work;
    return m;
}

RecordedMetrics recordedMetrics(const LevelMetrics& metrics) {
    RecordedMetrics record;
    record.par = metrics.par;
    record.steps = metrics.parSteps;
    record.bones = metrics.bonesFetched;
    record.dogs = metrics.dogsPaid;
    record.orderedFetches = metrics.orderedFetches;
    record.fewestClicks = metrics.fewestClicks;
    record.traps = metrics.traps;
    record.detourRatio = std::round(metrics.detourRatio * 100) / 100;
    return record;
}

}  // namespace catmaze
