#pragma once
/// \file
/// Where the editor saves a level: never over a shipped campaign level or a map in another
/// format, and never over another file.

#include <filesystem>
#include <string>
#include "catmaze/level/export.hpp"

namespace catmaze {

/// The first of `dir/STEM.json`, `dir/STEM-2.json`, `dir/STEM-3.json`, ... that does not exist
/// (a name, not a reservation: nothing is created).
CATMAZE_LEVEL_EXPORT std::filesystem::path freeLevelPath(const std::filesystem::path& dir,
                                                         const std::string& stem);

/// The first of `dir/untitled-1.json`, `dir/untitled-2.json`, ... that does not exist: where a
/// new level made in the editor is saved the first time.
CATMAZE_LEVEL_EXPORT std::filesystem::path untitledLevelPath(const std::filesystem::path& dir);

/// Where the first save of a level opened from `source` goes. `source` itself when it is a
/// level file (.json) the player owns; else freeLevelPath(`playerDir`, source's stem): a Tiled
/// (.tmj) or Moving AI (.map) map is never replaced by JSON, and a shipped campaign level (see
/// isCampaignLevel) is never overwritten, so an update of the game cannot lose the player's
/// version and the player's edit cannot spoil the campaign.
CATMAZE_LEVEL_EXPORT std::filesystem::path firstSavePath(const std::filesystem::path& source,
                                                         const std::filesystem::path& playerDir);

}  // namespace catmaze
