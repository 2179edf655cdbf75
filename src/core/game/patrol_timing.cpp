#include "patrol_timing.hpp"

#include <algorithm>

#include "catmaze/game/game.hpp"

namespace catmaze {

namespace {

bool undecidedSolve(const Solution& s) {
    return s.status == SolveStatus::TooComplex || s.status == SolveStatus::Cancelled;
}

int waitsOf(const std::vector<Tile>& route, Tile start) {
    int waits = 0;
    Tile before = start;
    for (const Tile t : route) {
        waits += t == before ? 1 : 0;
        before = t;
    }
    return waits;
}

}  // namespace

RoutePlay playRoute(const Level& level, const std::vector<Tile>& route, DiagonalMode diagonal) {
    GameSession session(level, diagonal);
    RoutePlay play;
    for (const Tile to : route) {
        if (session.cat().status != GameStatus::Playing)
            break;
        const Tile from = session.cat().tile;
        if (to == from)
            session.wait();
        else
            session.pressDirection({to.col - from.col, to.row - from.row});
        session.update(session.stepSeconds());
        play.bonesAfter.push_back(session.cat().bones);
    }
    play.status = session.cat().status;
    play.at = session.cat().tile;
    play.tick = static_cast<std::int64_t>(play.bonesAfter.size());
    return play;
}

Level withoutPatrollingDogs(const Level& level) {
    Level plain = level;
    for (const Patrol& patrol : level.patrols) {
        if (!patrol.tiles.empty() && plain.walkable(patrol.tiles.front()))
            plain.set(patrol.tiles.front(), TileKind::Floor);
    }
    plain.patrols.clear();
    return plain;
}

TimingCheck checkTiming(const Level& level, const Solution& ignoring, const SolveOptions& options) {
    TimingCheck check;
    const auto failed = [&](TimingVerdict verdict) {
        check.verdict = verdict;
        return check;
    };
    if (undecidedSolve(ignoring))
        return failed(TimingVerdict::Undecided);
    if (ignoring.status != SolveStatus::Winnable)
        return failed(TimingVerdict::Unwinnable);
    const RoutePlay replay = playRoute(level, ignoring.route, options.diagonal);
    if (replay.status != GameStatus::Lost)
        return failed(TimingVerdict::NotCaught);

    check.solution = solveLevel(level, options);
    check.work = check.solution.tilesSearched;
    if (undecidedSolve(check.solution))
        return failed(TimingVerdict::Undecided);
    if (check.solution.status != SolveStatus::Winnable)
        return failed(TimingVerdict::Unwinnable);
    if (check.solution.cost <= ignoring.cost)
        return failed(TimingVerdict::NoDearer);
    const auto patrolling = [&](Tile dog) {
        return std::any_of(level.patrols.begin(), level.patrols.end(),
                           [&](const Patrol& p) { return !p.tiles.empty() && p.tiles[0] == dog; });
    };
    const std::vector<Tile>& paid = check.solution.dogsBribed;
    check.timing.parIgnoringPatrols = ignoring.cost;
    check.timing.waits = waitsOf(check.solution.route, level.catStart());
    check.timing.goesRound = std::none_of(paid.begin(), paid.end(), patrolling);
    check.timing.caughtAt = replay.at;
    check.timing.caughtTick = replay.tick;
    if (check.timing.waits == 0 && !check.timing.goesRound)
        return failed(TimingVerdict::PaysInstead);
    check.verdict = TimingVerdict::Proven;
    return check;
}

}  // namespace catmaze
