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

LevelMetrics without(SolveStatus status, std::string reason) {
    LevelMetrics m;
    m.status =
        status == SolveStatus::Unwinnable ? MetricsStatus::Unwinnable : MetricsStatus::Undecided;
    m.reason = std::move(reason);
    return m;
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

// Replays `route` in the game from the level's start, one key press a step, recording the
// moment before each step and after the last (route.size() + 1 moments). A second replay finds
// the fewest clicks that walk the route: from moment i one click reaches moment j when the game's
// planner (previewRoute) walks to route[j - 1] at the same cost, taking the same bones and dogs,
// so the game stands exactly as at moment j (the walk may take another, equally cheap way).
struct Replay {
    std::vector<Moment> moments;
    int fewestClicks = 0;
};

Replay replay(const Level& level, const std::vector<Tile>& route, DiagonalMode diagonal) {
    Replay out;
    const std::size_t n = route.size();
    GameSession session(level, diagonal);
    for (std::size_t i = 0;; ++i) {
        out.moments.push_back(
            {session.board(), session.cat().tile, session.cat().bones, session.cat().cost});
        if (i == n)
            break;
        const Tile from = session.cat().tile;
        session.pressDirection({route[i].col - from.col, route[i].row - from.row});
        session.update(session.stepSeconds());
    }
    constexpr int kUnreached = std::numeric_limits<int>::max();
    std::vector<int> clicks(n + 1, kUnreached);
    clicks[0] = 0;
    GameSession probe(level, diagonal);
    for (std::size_t i = 0; i < n; ++i) {
        if (clicks[i] != kUnreached) {
            const Moment& at = out.moments[i];
            for (std::size_t j = i + 1; j <= n; ++j) {
                if (clicks[j] <= clicks[i] + 1)
                    continue;
                const RoutePreview walk = probe.previewRoute(route[j - 1]);
                const auto segment = route.begin() + static_cast<std::ptrdiff_t>(i);
                const bool same =
                    walk.status == PreviewStatus::Walk && walk.stepsWalked == walk.tiles.size() &&
                    walk.cost == out.moments[j].cost - at.cost &&
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
    out.fewestClicks = clicks[n];
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
        return {std::nullopt, toSecond};
    if (toSecond.status != SolveStatus::Winnable)
        return {};
    Level board = at.board;
    for (const Tile t : toSecond.bonesPicked)
        board.set(t, TileKind::Floor);
    for (const Tile t : toSecond.dogsBribed)
        board.set(t, TileKind::Floor);
    board.set(second, TileKind::Floor);
    const int held = at.bones + static_cast<int>(toSecond.bonesPicked.size()) + 1 -
                     static_cast<int>(toSecond.dogsBribed.size());
    const Solution rest = solveFrom(board, second, held, options);
    if (undecided(rest))
        return {std::nullopt, rest};
    if (rest.status != SolveStatus::Winnable)
        return {};
    return {at.cost + toSecond.cost + rest.cost, std::nullopt};
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
    }
    return "?";
}

LevelMetrics measureLevel(const Level& level, const SolveOptions& options) {
    if (level.openFloor()) {
        LevelMetrics m;
        m.status = MetricsStatus::NotATileLevel;
        m.reason = "an open-floor level: these measures are defined on tile levels";
        return m;
    }
    const Solution par = solveLevel(level, options);
    if (par.status != SolveStatus::Winnable)
        return without(par.status, par.reason);

    LevelMetrics m;
    m.status = MetricsStatus::Measured;
    m.par = par.cost;
    m.parSteps = static_cast<int>(par.route.size());
    m.bonesFetched = static_cast<int>(par.bonesPicked.size());
    m.dogsPaid = static_cast<int>(par.dogsBribed.size());

    const Replay walked = replay(level, par.route, options.diagonal);
    m.fewestClicks = walked.fewestClicks;

    // Forced order: for each consecutive pair of fetches, start where the cat stood right
    // after the fetch before them (or at the start).
    std::size_t fetchedAt = 0;  // the moment after the previous fetch
    for (std::size_t i = 0; i + 1 < par.bonesPicked.size(); ++i) {
        const SwappedWin swapped = swappedWin(walked.moments[fetchedAt], par.bonesPicked[i],
                                              par.bonesPicked[i + 1], options);
        if (swapped.undecided)
            return without(swapped.undecided->status, swapped.undecided->reason);
        if (!swapped.cost || *swapped.cost > par.cost)
            ++m.orderedFetches;
        const auto step = std::find(par.route.begin(), par.route.end(), par.bonesPicked[i]);
        fetchedAt = static_cast<std::size_t>(step - par.route.begin()) + 1;
    }

    const GridCost plain = plainCostToExit(level, options.diagonal);
    m.detourRatio = plain > 0 ? static_cast<double>(par.cost) / static_cast<double>(plain) : 1.0;

    // The natural first clicks: each exit, bone and dog, walked by the game's own planner.
    const int maxSteps = static_cast<int>(level.size.cellCount()) * 2 + 16;
    // One session, restarted for each click: a new one would build its landmarks again.
    GameSession session(level, options.diagonal);
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
                const Solution rest = solveFrom(session.board(), cat.tile, cat.bones, options);
                if (undecided(rest))
                    return without(rest.status, rest.reason);
                click.unwinnable = rest.status != SolveStatus::Winnable;
                click.bestCost = click.unwinnable ? 0 : cat.cost + rest.cost;
            }
            if (click.unwinnable || click.bestCost > par.cost)
                ++m.traps;
            m.firstClicks.push_back(click);
        }
    }
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
