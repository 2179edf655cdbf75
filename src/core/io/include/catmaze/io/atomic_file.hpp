#pragma once
/// \file
/// Writing a whole file so that readers see the old contents or the new, never a mix.

#include <filesystem>
#include <optional>
#include <string>

namespace catmaze {

/// Writes `contents` to `path` atomically: a temporary file with a unique name in the same
/// directory, written, fsynced, then renamed over `path` (parent directories are created first).
/// Readers see the old file or the new one, never a mix. Returns an error message on failure;
/// `path` is then untouched and no temporary file is left behind. Never throws.
std::optional<std::string> writeFileAtomically(const std::filesystem::path& path,
                                               const std::string& contents);

}  // namespace catmaze
