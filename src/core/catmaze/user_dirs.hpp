#pragma once
/// \file
/// Where the player's own files live (XDG base directories).

#include <filesystem>
#include <string>

namespace catmaze {

/// The player's home directory: `$HOME`, else the password database's entry for this user;
/// empty when neither is known.
std::filesystem::path userHomeDir();

/// The player's own levels folder, where the editor saves new levels and converted maps:
/// `$XDG_DATA_HOME/catmaze/levels` when that variable is set and absolute, else
/// `~/.local/share/catmaze/levels`. It may not exist yet.
std::filesystem::path playerLevelsDir();

/// The first of `dir/STEM.json`, `dir/STEM-2.json`, `dir/STEM-3.json`, ... that does not exist
/// (a name, not a reservation: nothing is created).
std::filesystem::path freeLevelPath(const std::filesystem::path& dir, const std::string& stem);

/// The first of `dir/untitled-1.json`, `dir/untitled-2.json`, ... that does not exist: where a
/// new level made in the editor is saved the first time.
std::filesystem::path untitledLevelPath(const std::filesystem::path& dir);

/// Where the first save of a level opened from `source` goes. `source` itself when it is a
/// level file (.json) the player owns; else freeLevelPath(`playerDir`, source's stem): a Tiled
/// (.tmj) or Moving AI (.map) map is never replaced by JSON, and a shipped campaign level (see
/// isCampaignLevel) is never overwritten, so an update of the game cannot lose the player's
/// version and the player's edit cannot spoil the campaign.
std::filesystem::path firstSavePath(const std::filesystem::path& source,
                                    const std::filesystem::path& playerDir);

}  // namespace catmaze
