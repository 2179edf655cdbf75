#pragma once
/// \file
/// Reads level files (format versions 1 and 2, see levels/README.md) with precise diagnostics.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catmaze/io/diagnostic.hpp"
#include "catmaze/level/export.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// The outcome of loading a level: the level when there were no errors, and every diagnostic
/// (errors and warnings, in file order).
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct LevelLoadResult {
    /// The level, unless there were errors.
    std::optional<Level> level;
    /// Errors and warnings, in file order.
    std::vector<Diagnostic> diagnostics;

    /// True when a level was produced (warnings allowed).
    bool ok() const { return level.has_value(); }
};

/// Parses level JSON `text`; `fileName` is used in diagnostics only. Never throws.
CATMAZE_LEVEL_EXPORT LevelLoadResult parseLevel(std::string_view text, const std::string& fileName);

// Reading a level file from disk (any format): loadLevelFile in level_files.hpp.

}  // namespace catmaze
