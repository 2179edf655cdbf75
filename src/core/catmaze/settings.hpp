#pragma once
/// \file
/// The player's settings and campaign progress, kept as JSON files written atomically.

#include <filesystem>
#include <optional>
#include <set>
#include <string>

namespace catmaze {

/// What the player can change in the Settings screen.
struct Settings {
    bool diagonal = false;       ///< diagonal moves (cost 14, no corner cutting)
    bool showPath = true;        ///< draw the planned path
    bool searchOverlay = false;  ///< draw the last search's open/closed cells
    double stepSeconds = 0.4;    ///< seconds per step, in [0.05, 2]
    int volume = 80;             ///< sound volume, 0..100
    bool music = true;

    friend bool operator==(const Settings&, const Settings&) = default;
};

/// Levels completed in the campaign, by file name (as listed in levels/campaign.json).
struct Progress {
    std::set<std::string> completed;
    friend bool operator==(const Progress&, const Progress&) = default;
};

/// What loading a settings or progress file gave: the values (defaults when the file is missing
/// or bad) and, when the file was bad, a message saying what was wrong and where the bad file was
/// kept (`FILE.bak`). A missing file is not a problem.
template <class T>
struct StoredLoad {
    T value;
    std::optional<std::string> problem;
};

/// `$XDG_CONFIG_HOME/catmaze` when set and absolute, else `$HOME/.config/catmaze`.
std::filesystem::path defaultConfigDir();

/// Reads settings from `path`. A corrupt or unreadable file is renamed to `path.bak`, reported in
/// `problem`, and replaced by defaults (never throws). Out-of-range values are clamped.
StoredLoad<Settings> loadSettings(const std::filesystem::path& path);
/// Writes settings atomically. Returns an error message on failure.
std::optional<std::string> saveSettings(const std::filesystem::path& path, const Settings& settings);

/// Reads progress from `path`, with the same handling of bad files as loadSettings.
StoredLoad<Progress> loadProgress(const std::filesystem::path& path);
/// Writes progress atomically. Returns an error message on failure.
std::optional<std::string> saveProgress(const std::filesystem::path& path, const Progress& progress);

/// Writes `contents` to `path` atomically: a temporary file in the same directory, flushed, then
/// renamed over `path` (parent directories are created). Returns an error message on failure;
/// `path` is then untouched.
std::optional<std::string> writeFileAtomically(const std::filesystem::path& path, const std::string& contents);

}  // namespace catmaze
