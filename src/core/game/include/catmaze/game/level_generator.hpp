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
    /// What it may spend; nothing: generateBudget(size, openFloor).
    std::optional<GenerateBudget> budget;
    /// Called with each candidate (tile levels: after it; open floor: before), on the calling
    /// thread, with where the generation stands: for a progress display (the core writes
    /// nothing). What it throws leaves generateLevel. Empty: no report.
    std::function<void(const GenerateProgress&)> onProgress;
    /// An open-floor level (format version 2, polygon obstacles: a courtyard of rooms, doorways
    /// and pillars) instead of a tile level. Its difficulty sets its dogs and bones (see
    /// levels/README.md, "Generated levels"); its par is the open-floor planner's walk.
    bool openFloor = false;
};

/// How a generation ended.
enum class GenerateStatus {
    Generated,       ///< `level` is set
    SizeOutOfRange,  ///< a side outside 7 to 64: nothing was tried
    BandNotMet,      ///< the budget ran out before a candidate fell in the difficulty's band
};
/// `generated`, `size out of range`, `band not met`; `?` for a value that is no enumerator.
CATMAZE_GAME_EXPORT const char* toString(GenerateStatus status);

/// A generated level, or why there is none.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct GeneratedLevel {
    /// How it ended; `level` is set exactly when Generated.
    GenerateStatus status = GenerateStatus::SizeOutOfRange;
    /// The level (named after its seed and difficulty), when one was found.
    std::optional<Level> level;
    /// Its measures.
    LevelMetrics metrics;
    /// Candidates tried, the kept one included.
    int attempts = 0;
    /// Work spent (see GenerateBudget::maxWork).
    std::int64_t work = 0;
    /// Why no level was made, in words (a size out of range; the band not met within the budget).
    std::string error;
};

/// Generates a level (see the file comment; an open-floor one when `options.openFloor`), within
/// its budget. Deterministic: the same options give the same answer, on every machine. Never
/// throws but std::bad_alloc (or what `options.onProgress` throws). Thread safety: calls on
/// distinct options may run at once.
CATMAZE_GAME_EXPORT GeneratedLevel generateLevel(const GenerateOptions& options);

}  // namespace catmaze
