#pragma once
/// \file
/// The campaign: the level files in `levels/campaign.json`, in playing order, grouped in chapters.

#include <cstddef>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "catmaze/io/diagnostic.hpp"
#include "catmaze/level/export.hpp"

namespace catmaze {

/// A chapter of the campaign: a run of consecutive levels teaching one idea.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct Chapter {
    std::string name;       ///< its title ("Around the dogs"); empty in the flat form
    std::string idea;       ///< the idea it teaches, one sentence; empty in the flat form
    std::size_t first = 0;  ///< index in Campaign::levels of its first level
    std::size_t count = 0;  ///< how many levels it has (at least one)
};

/// The campaign's level files, in playing order, as absolute or campaign-relative paths.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct Campaign {
    std::vector<std::filesystem::path> levels;  ///< resolved against the campaign file's folder
    std::vector<std::string> names;             ///< each level's file name, as listed
    /// The chapters, in order, covering `levels` exactly (one unnamed chapter in the flat form).
    std::vector<Chapter> chapters;
};

/// The index in `campaign.chapters` of the chapter holding level `level` (0 when out of range).
CATMAZE_LEVEL_EXPORT std::size_t chapterOf(const Campaign& campaign, std::size_t level);

/// True when chapter `chapter` can be played: the first always; a later one once every level of
/// every earlier chapter is in `won` (file names as in Campaign::names).
CATMAZE_LEVEL_EXPORT bool chapterOpen(const Campaign& campaign, std::size_t chapter,
                                      const std::set<std::string>& won);

/// True when level `level` can be played from the Levels screen: its chapter is open.
CATMAZE_LEVEL_EXPORT bool levelOpen(const Campaign& campaign, std::size_t level,
                                    const std::set<std::string>& won);

/// What loading a campaign file gave: the campaign when there were no errors, else diagnostics.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct CampaignLoad {
    /// The levels, in play order (valid when ok()).
    Campaign campaign;
    /// Every problem found, in file order.
    std::vector<Diagnostic> diagnostics;
    /// True when there were no errors (warnings allowed).
    bool ok() const { return !hasErrors(diagnostics); }
};

/// Reads `{"chapters": [{"name": "...", "idea": "...", "levels": ["01-first-steps.json", ...]},
/// ...]}` (at least one chapter; each with a non-empty name and at least one level; each level a
/// file name in the campaign file's folder, listed once), or the older flat form
/// `{"levels": ["01-first-steps.json", ...]}`, read as one unnamed chapter. An entry naming a file
/// outside that folder (`..`, an absolute path, a symbolic link leading out) is an error naming the
/// entry; nothing of that file is read. The file goes through readFileCapped (at most 1 MiB) and a
/// depth-limited parser. Never throws.
CATMAZE_LEVEL_EXPORT CampaignLoad loadCampaign(const std::filesystem::path& file);

/// True when `file` is a shipped campaign level: the `campaign.json` in its folder loads and
/// lists it. The editor never overwrites such a file (see firstSavePath). Never throws.
CATMAZE_LEVEL_EXPORT bool isCampaignLevel(const std::filesystem::path& file);

/// The level files (`*.json`, not `*.schema.json`) directly in `dir`, the player's own levels
/// folder (playerLevelsDir), sorted by file name: the Levels menu's "My levels". Empty when the
/// folder does not exist or cannot be read. Never throws.
CATMAZE_LEVEL_EXPORT std::vector<std::filesystem::path> playerLevelFiles(
    const std::filesystem::path& dir);

}  // namespace catmaze
