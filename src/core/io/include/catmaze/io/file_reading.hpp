#pragma once
/// \file
/// Reading a file from a stranger with bounds: one bounded reader that never blocks and refuses
/// what is not a regular file or is too large before reading it, and confinement of a file name
/// written inside a file to that file's own folder.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "catmaze/io/diagnostic.hpp"
#include "catmaze/io/export.hpp"
#include "catmaze/io/regular_file.hpp"  // FileProblem

namespace catmaze {

/// True when `path` ends in `extension` (e.g. ".map", with the dot), ignoring letter case.
CATMAZE_IO_EXPORT bool hasExtension(const std::filesystem::path& path, std::string_view extension);

/// What reading a whole file gave: its bytes, or one error diagnostic saying why not.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct FileText {
    /// The file's bytes (empty when `error` is set).
    std::string text;
    /// Why the file could not be read, if it could not.
    std::optional<Diagnostic> error;
    FileProblem problem = FileProblem::None;  ///< what kind of problem `error` is, if any
    int errorNumber = 0;  ///< the errno behind Missing, CannotExamine, CannotOpen, CannotRead

    /// True when the file was read.
    bool ok() const { return !error.has_value(); }
};

/// Reads the regular file at `path` (symbolic links followed), refusing before reading anything
/// a directory, FIFO, device or socket, a symbolic-link loop, an unreadable file, and a file over
/// `maxBytes` (also one that grows past it while read). Diagnostics name `path` and say
/// `cannot open: REASON`, or `the file is N bytes; a KIND is at most M bytes (16 MiB)` with
/// `kind` as KIND. Never blocks on a FIFO; never throws but std::bad_alloc.
CATMAZE_IO_EXPORT FileText readFileBounded(const std::filesystem::path& path, std::int64_t maxBytes,
                                           std::string_view kind);

/// The message for a file of `bytes` over the limit `maxBytes`: `the file is N bytes; a KIND is
/// at most M bytes`, with ` (K MiB)` when the limit is a whole number of MiB.
CATMAZE_IO_EXPORT std::string tooLargeMessage(std::int64_t bytes, std::int64_t maxBytes,
                                              std::string_view kind);

/// `entry` (a file name written inside a file in `folder`) resolved against `folder`, when it
/// names a file inside `folder` once `..` and symbolic links are resolved; else nothing. Absolute
/// entries are refused too. The file need not exist.
CATMAZE_IO_EXPORT std::optional<std::filesystem::path> confinedPath(
    const std::filesystem::path& folder, std::string_view entry);

/// The error for an `entry` that confinedPath refused, naming it (cut for showing) and what
/// kind of entry it was (e.g. "tileset source", "campaign level").
CATMAZE_IO_EXPORT std::string outsideFolderMessage(std::string_view what, std::string_view entry);

}  // namespace catmaze
