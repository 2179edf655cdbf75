#pragma once
/// \file
/// Writing a whole file so that readers see the old contents or the new, never a mix.

#include <filesystem>
#include <optional>
#include <string>
#include "catmaze/io/export.hpp"

namespace catmaze {

/// Writes `contents` to `path` atomically: a temporary file with a unique name in the same
/// directory, written, fsynced, then renamed over `path` (parent directories are created first).
/// Readers see the old file or the new one, never a mix. Returns an error message on failure;
/// `path` is then untouched and no temporary file is left behind. Never throws.
///
/// A replaced file keeps its permission bits (a 0600 file stays 0600); a new file gets those any
/// new file gets (0666 less the umask). When `path` is a symbolic link (or a chain of them), the
/// file it leads to is written and the links stay links; a dangling link's file is created where
/// it points; a loop of links is an error.
CATMAZE_IO_EXPORT std::optional<std::string> writeFileAtomically(const std::filesystem::path& path,
                                                                 const std::string& contents);

}  // namespace catmaze
