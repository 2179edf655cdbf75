#pragma once
/// \file
/// How hard a tile level is, measured with the exact solver (solver.hpp) and the game's own
/// planner (GameSession): its par, how much of the bone-and-dog puzzle the cheapest win needs,
/// how many clicks walk it, how far it strays from the plain way to the exit, and how many of a
/// player's natural first clicks are traps. levels/README.md defines each number; the generator
/// and the campaign's tests use them to order levels by difficulty.

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/game/export.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// A natural first click (the exit, a bone or a dog) and what it leads to.
/// Thread safety: several threads may read it at once; a change needs it to itself.
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
    /// A measure fell outside MeasureOptions::band: measuring stopped there, and the numbers
    /// measured so far are given (the others are 0).
    OutOfBand,
};
/// `measured`, `unwinnable`, `undecided`, `not a tile level`, `out of band`; `?` for a value that
/// is no enumerator.
CATMAZE_GAME_EXPORT const char* toString(MetricsStatus status);

/// The measures of a level (see levels/README.md, "Difficulty"). The numbers are meaningful only
/// when `status` is Measured; otherwise `reason` says why there are none.
/// Thread safety: several threads may read it at once; a change needs it to itself.
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
    /// win from there; on a level with patrols, by the cheapest win that fetches b' while b is
    /// still on the floor) costs more than par or cannot win.
    int orderedFetches = 0;
    /// The fewest clicks that walk the cheapest winning route, each click walking the game's own
    /// planned route to the clicked tile (through time on a level with patrols, where the game
    /// must then stand as on the route at the same tick).
    int fewestClicks = 0;
    /// par divided by the cheapest cost from the cat to an exit with the rules ignored (dogs and
    /// bones as plain floor); 1 when the rules cost nothing extra.
    double detourRatio = 1.0;
    /// The natural first clicks (each exit, bone and dog, in row-major order) and where they lead.
    std::vector<TrapClick> firstClicks;
    /// How many of `firstClicks` are traps: after that click's walk the level cannot be won, or
    /// only above par (from the moment the walk ends, on a level with patrols).
    int traps = 0;
    /// What measuring cost: the tiles settled by every solver search, plus the map's tile count
    /// for each grid search and route preview of the fewest-clicks count (a bound on each). For
    /// work budgets (the generator's) and statistics; set whatever the status.
    std::int64_t work = 0;
};

/// The measures a level must have (both ends included): a difficulty's (bandOf in
/// level_generator.hpp), or a stopping rule for measureLevel.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct CATMAZE_GAME_EXPORT MetricsBand {
    int minBones = 0;        ///< bones fetched, at least
    int maxBones = 0;        ///< bones fetched, at most
    int minDogs = 0;         ///< dogs paid, at least
    int maxDogs = 0;         ///< dogs paid, at most
    int minOrdered = 0;      ///< ordered fetches, at least
    int maxOrdered = 0;      ///< ordered fetches, at most
    int minTraps = 0;        ///< traps among the first clicks, at least
    int maxTraps = 0;        ///< traps, at most
    int minClicks = 0;       ///< fewest clicks, at least
    int maxClicks = 0;       ///< fewest clicks, at most
    double minDetour = 1.0;  ///< detour ratio, at least
    double maxDetour = 1.0;  ///< detour ratio, at most

    /// True when `metrics` were measured and every measure lies in the band.
    bool contains(const LevelMetrics& metrics) const;
};

/// How to measure, and what measuring may spend.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct MeasureOptions {
    /// The diagonal rule and the limits of each solver run (a run that reaches one makes the
    /// measures Undecided).
    SolveOptions solve;
    /// When set, measuring stops as soon as a measure is known to fall outside it (status
    /// OutOfBand): the cheap measures (par, bones, dogs, detour) are taken first, the fewest
    /// clicks last. A level in the band gets the same numbers as without it.
    std::optional<MetricsBand> band;
    /// Work limit: the work (LevelMetrics::work) the whole measure may spend, every solver run
    /// and fewest-clicks search together (each solver run gets what is left, or solve.maxTiles if
    /// less). Past it the measures are Undecided (the work then exceeds it by the one tile
    /// at which the solver stopped). The default sets no limit beyond the solver's.
    std::int64_t maxWork = std::numeric_limits<std::int64_t>::max();
};
/// Measures `level` (valid, a tile level) under the diagonal rule and limits of `options`. An
/// open-floor level, one the solver finds unwinnable, or one where a solver limit is reached gets
/// that status, a reason and no numbers. Work: a few solver runs per bone and per natural first
/// click, and for the fewest clicks one grid search per step of the cheapest route and one route
/// preview per click that search finds as cheap. Never throws but std::bad_alloc.
CATMAZE_GAME_EXPORT LevelMetrics measureLevel(const Level& level, const SolveOptions& options = {});

/// Measures `level` as above under `options`: its solver limits, its work limit, and its band
/// (which stops measuring early, with status OutOfBand, once a measure is known to fall outside
/// it). Work: as above, bounded by the limits. Never throws but std::bad_alloc.
CATMAZE_GAME_EXPORT LevelMetrics measureLevel(const Level& level, const MeasureOptions& options);

/// `metrics` (which must be Measured) as a level file records them (Level::metrics): every
/// number, the detour ratio rounded to hundredths so the file reads well and is the same on
/// every machine.
CATMAZE_GAME_EXPORT RecordedMetrics recordedMetrics(const LevelMetrics& metrics);

}  // namespace catmaze
