#pragma once
/// \file
/// How hard a tile level is, measured with the exact solver (solver.hpp) and the game's own
/// planner (GameSession): its par, how much of the bone-and-dog puzzle the cheapest win needs,
/// how many clicks walk it, how far it strays from the plain way to the exit, and how many of a
/// player's natural first clicks are traps. levels/README.md defines each number; the generator
/// and the campaign's tests use them to order levels by difficulty.

#include <cstdint>
#include <string>
#include <vector>

#include "catmaze/game/export.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// A natural first click (the exit, a bone or a dog) and what it leads to.
struct TrapClick {
    /// What the clicked tile holds: TileKind::Exit, Bone or Dog.
    TileKind kind = TileKind::Exit;
    /// The clicked tile.
    Tile tile;
    /// True when the walk that click starts gets the cat caught.
    bool caught = false;
    /// True when, after that walk, the level can no longer be won (caught included).
    bool unwinnable = false;
    /// The cheapest total cost of a win that starts with that click (0 when unwinnable).
    GridCost bestCost = 0;
};

/// Whether a level was measured, and if not, why.
enum class MetricsStatus {
    Measured,       ///< the numbers are the level's
    Unwinnable,     ///< the level cannot be won: there is nothing to measure
    Undecided,      ///< a solver limit was reached (or the work cancelled) before the answer
    NotATileLevel,  ///< an open-floor level: these measures are defined on tiles
};
/// `measured`, `unwinnable`, `undecided`, `not a tile level`.
CATMAZE_GAME_EXPORT const char* toString(MetricsStatus status);

/// The measures of a level (see levels/README.md, "Difficulty"). The numbers are meaningful only
/// when `status` is Measured; otherwise `reason` says why there are none.
struct LevelMetrics {
    /// Whether the numbers below were measured.
    MetricsStatus status = MetricsStatus::Unwinnable;
    /// Why the level has no numbers, when `status` is not Measured (the solver's reason).
    std::string reason;
    /// The cheapest winning cost.
    GridCost par = 0;
    /// Steps of the cheapest winning route.
    int parSteps = 0;
    /// Bones the cheapest winning route fetches.
    int bonesFetched = 0;
    /// Dogs the cheapest winning route pays.
    int dogsPaid = 0;
    /// Fetches whose order is forced: the consecutive fetches (b, b') of the cheapest route for
    /// which fetching b' first (by its cheapest way that leaves b on the floor, then the cheapest
    /// win from there) costs more than par or cannot win.
    int orderedFetches = 0;
    /// The fewest clicks that walk the cheapest winning route, each click walking the game's own
    /// planned route to the clicked tile.
    int fewestClicks = 0;
    /// par divided by the cheapest cost from the cat to an exit with the rules ignored (dogs and
    /// bones as plain floor); 1 when the rules cost nothing extra.
    double detourRatio = 1.0;
    /// The natural first clicks (each exit, bone and dog, in row-major order) and where they lead.
    std::vector<TrapClick> firstClicks;
    /// How many of `firstClicks` are traps: after that click's walk the level cannot be won, or
    /// only above par.
    int traps = 0;
};

/// Measures `level` (valid, a tile level) under the diagonal rule and limits of `options`. An
/// open-floor level, one the solver finds unwinnable, or one where a solver limit is reached gets
/// that status, a reason and no numbers. Work: a few solver runs per bone and per natural first
/// click, and one route preview per pair of steps of the cheapest route. Never throws but
/// std::bad_alloc.
CATMAZE_GAME_EXPORT LevelMetrics measureLevel(const Level& level, const SolveOptions& options = {});

/// `metrics` (which must be Measured) as a level file records them (Level::metrics): every
/// number, the detour ratio rounded to hundredths so the file reads well and is the same on
/// every machine.
CATMAZE_GAME_EXPORT RecordedMetrics recordedMetrics(const LevelMetrics& metrics);

}  // namespace catmaze
