#pragma once
/// \file
/// The campaign: the ordered list of level files in `levels/campaign.json`.

#include <filesystem>
#include <string>
#include <vector>

#include "catmaze/io/diagnostic.hpp"

namespace catmaze {

/// The campaign's level files, in playing order, as absolute or campaign-relative paths.
struct Campaign {
    std::vector<std::filesystem::path> levels;  ///< resolved against the campaign file's folder
    std::vector<std::string> names;             ///< each level's file name, as listed
};

/// What loading a campaign file gave: the campaign when there were no errors, else diagnostics.
struct CampaignLoad {
    /// The levels, in play order (valid when ok()).
    Campaign campaign;
    /// Every problem found, in file order.
    std::vector<Diagnostic> diagnostics;
    /// True when there were no errors (warnings allowed).
    bool ok() const { return !hasErrors(diagnostics); }
};

/// Reads `{"levels": ["01-first-steps.json", ...]}` (at least one level; each a file name in
/// the campaign file's folder). An entry naming a file outside that folder (`..`, an absolute
/// path, a symbolic link leading out) is an error naming the entry; nothing of that file is
/// read. The file goes through readFileCapped (at most 1 MiB) and a depth-limited parser. Never
/// throws.
CampaignLoad loadCampaign(const std::filesystem::path& file);

/// True when `file` is a shipped campaign level: the `campaign.json` in its folder loads and
/// lists it. The editor never overwrites such a file (see firstSavePath). Never throws.
bool isCampaignLevel(const std::filesystem::path& file);

/// The level files (`*.json`, not `*.schema.json`) directly in `dir`, the player's own levels
/// folder (playerLevelsDir), sorted by file name: the Levels menu's "My levels". Empty when the
/// folder does not exist or cannot be read. Never throws.
std::vector<std::filesystem::path> playerLevelFiles(const std::filesystem::path& dir);

}  // namespace catmaze
