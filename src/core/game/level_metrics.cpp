#include "catmaze/game/level_metrics.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "catmaze/game/game.hpp"
#include "catmaze/game/patrol_dogs.hpp"
#include "catmaze/search/astar.hpp"
#include "fewest_clicks.hpp"
#include "metrics_moments.hpp"
#include "solver_patrols.hpp"

namespace catmaze {

namespace {

using metrics::Moment;

// An internal solve that did not decide (a limit, a cancel) makes the metrics undecided too:
// they are exact or not given.
bool undecided(const Solution& s) {
    return s.status == SolveStatus::TooComplex || s.status == SolveStatus::Cancelled;
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

// The cheapest win from `at` that fetches `second` before `first`. Without patrols: the cheapest
// way to `second` that leaves `first` and every exit alone, then the cheapest win from there.
// Through time (`throughTime`, a level with patrols), where the ways to `second` that cost the
// same arrive at other moments: the cheapest win that picks up `second` while `first` is still
// on the floor and no exit was stepped on. Nothing when no such win exists; the undecided
// solution when a limit was reached.
struct SwappedWin {
    std::optional<GridCost> cost;
    std::optional<Solution> undecided;
    std::int64_t work = 0;  // tiles settled by its solver runs
};

SwappedWin swappedWin(const Moment& at, Tile first, Tile second, bool throughTime,
                      const SolveOptions& options) {
    if (throughTime) {
        const Solution won = solving::solveWithPatrols(at.board, at.cat, at.bones, at.tick, options,
                                                       solving::FetchBefore{second, first});
        if (undecided(won))
            return {std::nullopt, won, won.tilesSearched};
        if (won.status != SolveStatus::Winnable)
            return {std::nullopt, std::nullopt, won.tilesSearched};
        return {at.cost + won.cost, std::nullopt, won.tilesSearched};
    }
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
    const std::vector<Moment> moments = metrics::momentsAlong(level, par.route, solve.diagonal);
    const bool throughTime = PatrolDogs(level).any();
    std::size_t fetchedAt = 0;  // the moment after the previous fetch
    for (std::size_t i = 0; i + 1 < par.bonesPicked.size(); ++i) {
        const SwappedWin swapped = swappedWin(moments[fetchedAt], par.bonesPicked[i],
                                              par.bonesPicked[i + 1], throughTime, limited());
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

    // The natural first clicks: each exit, bone and dog (a patrolling one where it stands at
    // the start), walked by the game's own planner, through time on a level with patrols.
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
            metrics::finishWalk(session);
            const CatState& cat = session.cat();
            if (cat.status == GameStatus::Lost) {
                click.caught = click.unwinnable = true;
            } else if (cat.status == GameStatus::Won) {
                click.bestCost = cat.cost;
            } else {
                const Solution rest =
                    solveFrom(session.planningBoard(), cat.tile, cat.bones, cat.tick, limited());
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
    const metrics::ClickCount counted = metrics::fewestClicks(
        level, par.route, moments, solve.diagonal,
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
