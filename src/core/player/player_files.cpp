#include "catmaze/player/player_files.hpp"

#include <utility>

namespace catmaze {

namespace fs = std::filesystem;

const char* toString(PlayerFile file) {
    return file == PlayerFile::Settings ? "settings" : "progress";
}

PlayerFiles::PlayerFiles(fs::path settingsFile)
    : settingsFile_(std::move(settingsFile)),
      progressFile_(settingsFile_.parent_path() / "progress.json") {}

std::vector<PlayerFileProblem> PlayerFiles::load() {
    std::vector<PlayerFileProblem> problems;
    StoredLoad<Settings> loadedSettings = loadSettings(settingsFile_);
    settings = loadedSettings.value;
    if (loadedSettings.problem)
        problems.push_back({PlayerFile::Settings, std::move(*loadedSettings.problem)});
    StoredLoad<Progress> loadedProgress = loadProgress(progressFile_);
    progress = std::move(loadedProgress.value);
    if (loadedProgress.problem)
        problems.push_back({PlayerFile::Progress, std::move(*loadedProgress.problem)});
    settingsUnsaved_ = false;
    progressUnsaved_ = false;
    return problems;
}

std::vector<PlayerFileProblem> PlayerFiles::save(PlayerFile changed) {
    (changed == PlayerFile::Settings ? settingsUnsaved_ : progressUnsaved_) = true;
    std::vector<PlayerFileProblem> problems;
    if (settingsUnsaved_) {
        if (auto problem = saveSettings(settingsFile_, settings))
            problems.push_back({PlayerFile::Settings, "settings not saved: " + *problem});
        else
            settingsUnsaved_ = false;
    }
    if (progressUnsaved_) {
        if (auto problem = saveProgress(progressFile_, progress))
            problems.push_back({PlayerFile::Progress, "progress not saved: " + *problem});
        else
            progressUnsaved_ = false;
    }
    return problems;
}

bool PlayerFiles::unsaved(PlayerFile file) const {
    return file == PlayerFile::Settings ? settingsUnsaved_ : progressUnsaved_;
}

}  // namespace catmaze
