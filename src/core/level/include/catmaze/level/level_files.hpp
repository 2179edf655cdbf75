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

#include "catmaze/io/diagnostic.hpp"
#include "catmaze/io/file_reading.hpp"
#include "catmaze/level/export.hpp"
#include "catmaze/level/level_formats.hpp"
#include "catmaze/level/level_loader.hpp"

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

/// The format of a level file by its extension, ignoring letter case: `.tmj` is a Tiled map,
/// `.map` a Moving AI map, anything else (`.json` included) CatMaze level JSON.
CATMAZE_LEVEL_EXPORT LevelFormat levelFormatOf(const std::filesystem::path& path);

/// readFileBounded for a level file: at most `maxBytes` (16 MiB unless said), and a file over it
/// is refused with `the file is N bytes; a level file is at most M bytes (16 MiB)`.
CATMAZE_LEVEL_EXPORT FileText readFileCapped(const std::filesystem::path& path,
                                             std::int64_t maxBytes = kMaxLevelFileBytes);

/// Checks a converted level against the rules every level obeys (validateLevel: at most
/// kMaxLevelSide tiles a side, exactly one cat start, at least one exit, ...); adds its
/// diagnostics to `result` and drops its level when there are errors.
CATMAZE_LEVEL_EXPORT void checkLevelLimits(LevelLoadResult& result, const std::string& fileName);

/// Parses level `text` in `format` (`fileName` for diagnostics; `folder` is where a Tiled map's
/// external tilesets must be, and `movingAi` places the cat and exit of a Moving AI map), with
/// the shared limits applied. Never throws.
CATMAZE_LEVEL_EXPORT LevelLoadResult parseLevelText(std::string_view text, LevelFormat format,
                                                    const std::string& fileName,
                                                    const std::filesystem::path& folder,
                                                    const MovingAiConversion& movingAi = {});

/// Reads and parses the level at `path` in the format its extension says (levelFormatOf), with
/// readFileCapped's refusals and the shared limits. The front door. Never throws.
CATMAZE_LEVEL_EXPORT LevelLoadResult loadLevelFile(const std::filesystem::path& path,
                                                   const MovingAiConversion& movingAi = {});

}  // namespace catmaze
