#pragma once
/// \file
/// Generates tile levels that the solver proves interesting: a floor plan (rooms and corridors, a
/// maze, or a courtyard), the cat and the exit far apart, dogs on the way and bones off it, then
/// measured (level_metrics.hpp) and kept only when its measures fall in the band of the asked
/// difficulty. The same options give the same level on every machine.
///
/// Its work is bounded by construction: a budget of candidates that shrinks as the map grows and
/// of measuring work (the solver's and the grid searches', LevelMetrics::work), so that every
/// size and difficulty answers within a few seconds (docs/PERFORMANCE.md, "Generator"); when the
/// band is not met within it, the answer says so (GenerateStatus::BandNotMet).
///
/// With GenerateOptions::patrols, some dogs walk rounds (issue 36) and a candidate is kept only
/// when the exact solver proves that timing matters on it (PatrolTiming, levels/README.md,
/// "Generated levels").

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "catmaze/game/export.hpp"
#include "catmaze/game/level_metrics.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// How hard a generated level is.
enum class Difficulty { Easy, Medium, Hard };
/// `easy`, `medium`, `hard`.
CATMAZE_GAME_EXPORT const char* toString(Difficulty difficulty);
/// The difficulty named `name` (as toString writes it), or nothing.
CATMAZE_GAME_EXPORT std::optional<Difficulty> parseDifficulty(std::string_view name);

/// The band of `difficulty` (levels/README.md, "Generated levels", lists them).
CATMAZE_GAME_EXPORT MetricsBand bandOf(Difficulty difficulty);

/// What the generator may spend on one level: it stops at whichever runs out first. Both are
/// counted, not timed, so the same options give the same answer on every machine.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct GenerateBudget {
    /// Candidates tried, at most.
    int maxAttempts = 0;
    /// Measuring work (LevelMetrics::work: tiles settled by the solver's searches, and the map's
    /// tile count per fewest-clicks search) summed over the candidates, at most; on the open
    /// floor, the states its planner searches. Each solver or planner run gets no more than
    /// what is left.
    std::int64_t maxWork = 0;
};

/// Most dogs on patrol a generated level may ask for (GenerateOptions::patrols).
inline constexpr int kMaxGeneratedPatrols = 3;

/// The budget for a level of `size` (each side 7 to 64): the candidates shrink as the map grows
/// (each costs more: about its tile count to the power 1.5), from 2000 (up to about 33x33, the
/// daily maze's 21x15 among them: the budget the generator always had) to about 340 at 64x64,
/// so that every size and difficulty answers within a few seconds. With `openFloor`: the open
/// floor's, 8 candidates (nearly every one wins) and 1.5 million states of the open-floor
/// planner (its work: the states its plans search).
CATMAZE_GAME_EXPORT GenerateBudget generateBudget(GridSize size, bool openFloor = false);

/// Where a generation stands, as it reports with each candidate.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct GenerateProgress {
    /// Candidates tried so far (1 after the first).
    int attempt = 0;
    /// The budget's candidates.
    int maxAttempts = 0;
    /// Work spent so far (see GenerateBudget::maxWork).
    std::int64_t work = 0;
    /// The budget's work.
    std::int64_t maxWork = 0;
};

/// What to generate.
/// Thread safety: several threads may read it at once; a change needs it to itself.
/// `onProgress` is called on the thread that runs generateLevel.
struct GenerateOptions {
    /// The seed: the same seed (and other options) gives the same level.
    std::uint64_t seed = 1;
    /// Width and height in tiles, walls all round included; each from 7 to 64.
    GridSize size{15, 11};
    /// The band the level's measures must fall in.
    Difficulty difficulty = Difficulty::Medium;
    /// The diagonal rule the level is measured with.
    DiagonalMode diagonal = DiagonalMode::Never;
    /// What it may spend; nothing: generateBudgetFor(*this).
    std::optional<GenerateBudget> budget;
    /// Called with each candidate (tile levels: after it; open floor: before), on the calling
    /// thread, with where the generation stands: for a progress display (the core writes
    /// nothing). What it throws leaves generateLevel. Empty: no report.
    std::function<void(const GenerateProgress&)> onProgress;
    /// An open-floor level (format version 2, polygon obstacles: a courtyard of rooms, doorways
    /// and pillars) instead of a tile level. Its difficulty sets its dogs and bones (see
    /// levels/README.md, "Generated levels"); its par is the open-floor planner's walk.
    bool openFloor = false;
    /// Dogs on patrol (tile levels only): 0 (the default: every dog stays on its tile) to
    /// kMaxGeneratedPatrols. Each is a dog added on a round of its own, walked back and forth
    /// (a line of 2 to 5 tiles) or looped (the ring of a 2x2 to 3x3 block), so that the rounds
    /// repeat within 24 ticks; the level is format version 2 and is kept only when its bones
    /// and dogs fall in the band of `difficulty` and the exact solver proves that timing matters
    /// (PatrolTiming). Another count (or patrols on the open floor) is PatrolsOutOfRange.
    int patrols = 0;
};

/// The budget for `options`: generateBudget(size, openFloor) without patrols; with them (most
/// candidates in the band are kept, and each costs a search through time) 300 candidates up to
/// about 50x50, fewer beyond (the tile count to the power 1.5, as without: 152 at 64x64), and
/// the same measuring work (docs/PERFORMANCE.md, "Generator").
CATMAZE_GAME_EXPORT GenerateBudget generateBudgetFor(const GenerateOptions& options);

/// How a generation ended.
enum class GenerateStatus {
    Generated,       ///< `level` is set
    SizeOutOfRange,  ///< a side outside 7 to 64: nothing was tried
    /// the budget ran out before a candidate fell in the difficulty's band (with patrols: and
    /// was proved to need its timing)
    BandNotMet,
    /// GenerateOptions::patrols outside 0 to kMaxGeneratedPatrols, or patrols asked of an
    /// open-floor level: nothing was tried
    PatrolsOutOfRange,
};
/// `generated`, `size out of range`, `band not met`, `patrols out of range`; `?` for a value
/// that is no enumerator.
CATMAZE_GAME_EXPORT const char* toString(GenerateStatus status);

/// Why timing matters on a generated level with patrols: what the exact solver and a replay
/// through the tick rules proved before it was kept (levels/README.md, "Generated levels").
/// The route that ignores the patrols is the solver's cheapest win of the same level with every
/// patrolling dog taken off (the dogs that stand stay); replayed step by step in the game with
/// the patrols walking (playTick's order), it is caught. The cheapest win (the par's route)
/// costs more than that route and waits at least once, or goes round: it meets no patrolling dog.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct PatrolTiming {
    /// The cheapest win with the patrolling dogs taken off: what ignoring them would cost.
    GridCost parIgnoringPatrols = 0;
    /// Waits of the cheapest win (ticks it stays on its tile).
    int waits = 0;
    /// True when the cheapest win meets no patrolling dog (it waits or walks round them all).
    bool goesRound = false;
    /// Where the route that ignores the patrols is caught.
    Tile caughtAt;
    /// The tick on which it is caught (1: its first step).
    std::int64_t caughtTick = 0;
};

/// A generated level, or why there is none.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct GeneratedLevel {
    /// How it ended; `level` is set exactly when Generated.
    GenerateStatus status = GenerateStatus::SizeOutOfRange;
    /// The level (named after its seed and difficulty), when one was found.
    std::optional<Level> level;
    /// Its measures. With patrols only the exact ones are measured (par, steps with the waits,
    /// bones, dogs, detour ratio); the ordered fetches, traps and fewest clicks are 0 and are
    /// not recorded in the level.
    LevelMetrics metrics;
    /// With patrols: why timing matters on the level (set exactly when Generated with patrols).
    std::optional<PatrolTiming> timing;
    /// Candidates tried, the kept one included.
    int attempts = 0;
    /// Work spent (see GenerateBudget::maxWork).
    std::int64_t work = 0;
    /// Why no level was made, in words (a size out of range; the band not met within the budget).
    std::string error;
};

/// Generates a level (see the file comment; an open-floor one when `options.openFloor`, one
/// with dogs on patrol when `options.patrols`), within
/// its budget. Deterministic: the same options give the same answer, on every machine. Never
/// throws but std::bad_alloc (or what `options.onProgress` throws). Thread safety: calls on
/// distinct options may run at once.
CATMAZE_GAME_EXPORT GeneratedLevel generateLevel(const GenerateOptions& options);

}  // namespace catmaze
