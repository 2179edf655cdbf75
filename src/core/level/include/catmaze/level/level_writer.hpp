#pragma once
/// \file
/// Writes levels as level files (format versions 1 and 2, see levels/README.md) in one canonical
/// layout meant for people and for diffs.

#include <filesystem>
#include <optional>
#include <string>

#include "catmaze/level/export.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// `level` as level-file JSON: 2-space indent, keys in the order "$schema" (when set), "name",
/// "version", "tileSize" (when not 32), "rules" (when not the defaults, on one line), "tiles"
/// (one row string per line), "obstacles", "patrols" and "metrics" (when there are any; see
/// their own headers), then `level.extraKeys` in their order, each value compact. Ends
/// with a newline. Loading the result and formatting it again gives the same bytes. Extra keys
/// that repeat a known key are left out. Writes what it is given: an invalid level (no cat, say)
/// gives a file that will not load. Never throws except std::bad_alloc.
CATMAZE_LEVEL_EXPORT std::string formatLevel(const Level& level);

/// Writes formatLevel(level) to `path` atomically (a complete new file or the old one untouched).
/// Returns an error message on failure. Never throws.
CATMAZE_LEVEL_EXPORT std::optional<std::string> saveLevelFile(const std::filesystem::path& path,
                                                              const Level& level);

}  // namespace catmaze
