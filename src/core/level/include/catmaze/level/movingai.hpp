#pragma once
/// \file
/// Moving AI Lab benchmark files: `.map` grids and `.scen` problem lists
/// (format: tests/data/movingai/README.md).

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catmaze/geom/tile.hpp"
#include "catmaze/io/diagnostic.hpp"
#include "catmaze/level/export.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// A Moving AI map: `.`, `G`, `S` are passable; `@`, `O`, `T`, `W` are blocked.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct MovingAiMap {
    /// Width and height in tiles.
    GridSize size;
    std::vector<std::uint8_t> passable;  ///< row-major, 1 = passable

    /// True when `t` is on the map and passable.
    bool passableAt(Tile t) const {
        return size.contains(t) && passable[static_cast<std::size_t>(size.indexOf(t))] != 0;
    }
};

/// One problem of a `.scen` file.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct MovingAiProblem {
    /// The problem's difficulty bucket, as in the file.
    int bucket = 0;
    /// Where the search starts.
    Tile start;
    /// Where it should end.
    Tile goal;
    /// The length of a shortest path, as the file gives it.
    double optimalLength = 0.0;
};

/// Result of reading a Moving AI file: the value when there were no errors, and diagnostics.
/// Thread safety: several threads may read it at once; a change needs it to itself.
template <class T>
struct MovingAiLoadResult {
    /// The file's content, unless there were errors.
    std::optional<T> value;
    /// Errors and warnings, in file order.
    std::vector<Diagnostic> diagnostics;
    /// True when `value` is set.
    bool ok() const { return value.has_value(); }
};

/// Parses `.map` text (LF or CRLF, last newline optional); `fileName` is for diagnostics. A
/// height or width over `maxSide` is refused before the grid is allocated. Work is linear in
/// the text's length.
CATMAZE_LEVEL_EXPORT MovingAiLoadResult<MovingAiMap> parseMovingAiMap(std::string_view text,
                                                                      const std::string& fileName,
                                                                      int maxSide = kMaxLevelSide);
/// Reads a `.map` file with the bounded reader (readFileCapped). Never throws.
CATMAZE_LEVEL_EXPORT MovingAiLoadResult<MovingAiMap> loadMovingAiMap(
    const std::filesystem::path& path);
/// Parses `.scen` text (version 1); `fileName` is for diagnostics.
CATMAZE_LEVEL_EXPORT MovingAiLoadResult<std::vector<MovingAiProblem>> parseMovingAiScenario(
    std::string_view text, const std::string& fileName);
/// Reads a `.scen` file. Never throws.
CATMAZE_LEVEL_EXPORT MovingAiLoadResult<std::vector<MovingAiProblem>> loadMovingAiScenario(
    const std::filesystem::path& path);

}  // namespace catmaze
