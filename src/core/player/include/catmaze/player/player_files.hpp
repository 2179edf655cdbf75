#pragma once
/// \file
/// The player's settings and progress as the game keeps them: loaded once at start (a bad file
/// never stops the game), saved when they change, and a save that failed tried again at the next
/// save, with every problem told to the caller so that the player can be shown it.

#include <filesystem>
#include <string>
#include <vector>

#include "catmaze/player/export.hpp"
#include "catmaze/player/settings.hpp"

namespace catmaze {

/// Which of the player's files.
enum class PlayerFile { Settings, Progress };

/// `settings` or `progress`.
CATMAZE_PLAYER_EXPORT const char* toString(PlayerFile file);

/// A problem with one of the player's files, in words for the player.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct PlayerFileProblem {
    /// Which file.
    PlayerFile file = PlayerFile::Settings;
    /// What went wrong and what the game did about it.
    std::string message;
    /// Same file and message.
    friend bool operator==(const PlayerFileProblem&, const PlayerFileProblem&) = default;
};

/// The settings file and, beside it, `progress.json`, with the values the game plays with.
/// Thread safety: several threads may read it at once; a change needs it to itself.
/// Two objects (or two programs) saving the same files are not coordinated: the last save wins,
/// each file whole (writeFileAtomically).
class CATMAZE_PLAYER_EXPORT PlayerFiles {
  public:
    /// Files `settingsFile` and `settingsFile`'s directory / `progress.json`. Reads nothing yet.
    explicit PlayerFiles(std::filesystem::path settingsFile);

    /// Loads both files (loadSettings, loadProgress): a missing file gives defaults; a bad one
    /// gives defaults, is kept as `.bak` and is returned as a problem (one per bad file). Never
    /// throws.
    std::vector<PlayerFileProblem> load();

    /// Marks `changed` as changed and writes every file marked so (the other one too when an
    /// earlier save of it failed). Returns one problem per file that could not be written; such a
    /// file stays marked and is tried again at the next save. Never throws.
    std::vector<PlayerFileProblem> save(PlayerFile changed);

    /// True while a change to `file` is not on disk (its last save failed).
    bool unsaved(PlayerFile file) const;

    /// Where the settings are kept.
    const std::filesystem::path& settingsFile() const { return settingsFile_; }
    /// Where the campaign progress is kept (beside the settings).
    const std::filesystem::path& progressFile() const { return progressFile_; }

    Settings settings;  ///< the values in play; call save(PlayerFile::Settings) after changing
    Progress progress;  ///< the values in play; call save(PlayerFile::Progress) after changing

  private:
    std::filesystem::path settingsFile_;
    std::filesystem::path progressFile_;
    bool settingsUnsaved_ = false;
    bool progressUnsaved_ = false;
};

}  // namespace catmaze
