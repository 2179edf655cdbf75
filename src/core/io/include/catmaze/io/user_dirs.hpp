#pragma once
/// \file
/// Where the player's own files live (XDG base directories).

#include <filesystem>
#include <string>
#include "catmaze/io/export.hpp"

namespace catmaze {

/// The player's home directory: `$HOME`, else the password database's entry for this user;
/// empty when neither is known.
CATMAZE_IO_EXPORT std::filesystem::path userHomeDir();

/// The player's own levels folder, where the editor saves new levels and converted maps:
/// `$XDG_DATA_HOME/catmaze/levels` when that variable is set and absolute, else
/// `~/.local/share/catmaze/levels`. It may not exist yet.
CATMAZE_IO_EXPORT std::filesystem::path playerLevelsDir();

}  // namespace catmaze
