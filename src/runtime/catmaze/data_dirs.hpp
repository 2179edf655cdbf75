#pragma once
/// \file
/// Where the game and the level tool find their data (`assets/` and `levels/`), so that they run
/// from the build folder, from an install prefix, or from an unpacked package alike.

#include <filesystem>
#include <optional>
#include <string>

namespace catmaze {

/// The data folders in use, and which rule chose them.
struct DataDirs {
    std::filesystem::path assets;  ///< images, sounds and fonts
    std::filesystem::path levels;  ///< the campaign (campaign.json) and the level schema
    /// The translations: <language>/LC_MESSAGES/catmaze.mo (the build folder's locale/ when run
    /// from the build folder; ../share/locale when installed, Debian's place for them).
    std::filesystem::path locale;
    std::string origin;  ///< "CATMAZE_DATA_DIR", "installed" or "source tree", for messages
};

/// What the lookup depends on, gathered by the caller so that the rule can be tested.
struct DataLookup {
    std::optional<std::filesystem::path> environment;  ///< $CATMAZE_DATA_DIR if set, not empty
    std::filesystem::path executable;                  ///< the running program, absolute
};

/// The environment variable that overrides where the data is (a folder holding assets/, levels/).
inline constexpr const char* kDataDirVariable = "CATMAZE_DATA_DIR";

/// The rule, in order: `lookup.environment` when set (its locale/ holding the translations); else
/// `<program's folder>/../share/catmaze` when it holds `assets/`; else, for a program that sits in
/// the build folder it was built in, the source tree; else `<program's folder>/../share/catmaze`
/// anyway (so that a message about a missing file names where the data should be). Command-line
/// options (`--assets`, `--levels`) override the result in the programs themselves.
DataDirs findDataDirs(const DataLookup& lookup);

/// findDataDirs for this process: $CATMAZE_DATA_DIR and /proc/self/exe.
DataDirs dataDirs();

/// The rule of findDataDirs in words, for the programs' man pages (plain text, lines < 80).
std::string dataDirsText();

}  // namespace catmaze
