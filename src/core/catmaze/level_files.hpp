#pragma once
/// \file
/// The one front door for level files from strangers: which format a file is in, one bounded
/// reader, confinement to a folder, and loading any level format with the same limits. The game,
/// the editor, the Levels menu, the campaign and every command of catmaze-level come through
/// here, so a file that passes `catmaze-level validate` loads in the game and one that fails is
/// refused the same way by both.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "catmaze/diagnostic.hpp"
#include "catmaze/level_formats.hpp"
#include "catmaze/level_loader.hpp"

namespace catmaze {

/// The formats a level can be read from.
enum class LevelFormat { LevelJson, Tiled, MovingAi };

/// Limits applied to every level, whatever its format, after conversion too.
/// (kMaxLevelSide and kMaxLevelFileBytes, in level.hpp, are the size limits.)
/// The decoded tile data of all a Tiled map's tile layers together, in bytes (four per tile):
/// four full-size layers.
inline constexpr std::size_t kMaxTiledDecodedBytes = 16u * 1024u * 1024u;
/// How deep JSON values may nest in any file read here.
inline constexpr int kMaxJsonDepth = 64;

/// True when `path` ends in `extension` (e.g. ".map", with the dot), ignoring letter case.
bool hasExtension(const std::filesystem::path& path, std::string_view extension);

/// The format of a level file by its extension, ignoring letter case: `.tmj` is a Tiled map,
/// `.map` a Moving AI map, anything else (`.json` included) CatMaze level JSON.
LevelFormat levelFormatOf(const std::filesystem::path& path);

/// Why readFileCapped gave no text, for callers that phrase it their own way.
enum class FileProblem {
    None,
    Missing,        ///< no such file (ENOENT, or ENOTDIR: a file on the way)
    CannotExamine,  ///< stat failed otherwise (a symbolic link loop, permissions on the way)
    NotRegular,     ///< a directory, FIFO, device or socket
    TooLarge,       ///< over the limit
    CannotOpen,     ///< open failed (e.g. no read permission)
    CannotRead,     ///< read failed (e.g. EIO)
};

/// What reading a whole file gave: its bytes, or one error diagnostic saying why not.
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
/// `cannot open: REASON`, or `the file is N bytes; a level file is at most M bytes (16 MiB)`.
/// Never blocks on a FIFO; never throws but std::bad_alloc.
FileText readFileCapped(const std::filesystem::path& path,
                        std::int64_t maxBytes = kMaxLevelFileBytes);

/// `entry` (a file name written inside a file in `folder`) resolved against `folder`, when it
/// names a file inside `folder` once `..` and symbolic links are resolved; else nothing. Absolute
/// entries are refused too. The file need not exist.
std::optional<std::filesystem::path> confinedPath(const std::filesystem::path& folder,
                                                  std::string_view entry);

/// The error for an `entry` that confinedPath refused, naming it (cut for showing) and what
/// kind of entry it was (e.g. "tileset source", "campaign level").
std::string outsideFolderMessage(std::string_view what, std::string_view entry);

/// Checks a converted level against the limits every format shares (at most kMaxLevelSide tiles
/// a side; exactly one cat start; at least one exit); adds errors to `result` and drops its
/// level when one fails.
void checkLevelLimits(LevelLoadResult& result, const std::string& fileName);

/// Parses level `text` in `format` (`fileName` for diagnostics; `folder` is where a Tiled map's
/// external tilesets must be, and `movingAi` places the cat and exit of a Moving AI map), with
/// the shared limits applied. Never throws.
LevelLoadResult parseLevelText(std::string_view text, LevelFormat format,
                               const std::string& fileName, const std::filesystem::path& folder,
                               const MovingAiConversion& movingAi = {});

/// Reads and parses the level at `path` in the format its extension says (levelFormatOf), with
/// readFileCapped's refusals and the shared limits. The front door. Never throws.
LevelLoadResult loadLevelFile(const std::filesystem::path& path,
                              const MovingAiConversion& movingAi = {});

}  // namespace catmaze
