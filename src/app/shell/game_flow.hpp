#pragma once
/// \file
/// The game's flow between screens and levels: the player's files read at start (each bad one
/// reported and played with defaults); the first screen; a level opened (a campaign level, the
/// next one, the daily maze, the same file again with F5) is loaded on its worker behind the
/// loading note, then played, or its errors shown (on stderr, GCC-style, in the `error` event and
/// on the error screen) until the file is fixed and reloaded; a load cancelled goes back to where
/// the player was; the title; quitting. Leaving the editor's unsaved changes waits for the player
/// (EditorGate). While the play screen (or the level's error) is on top, the level's file is
/// watched (FileWatch): a change on disk reloads it at once, as F5 does. It decides, and the
/// window's side (ScreenPort) builds the screens.

#include <cstddef>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <string>

#include "catmaze/game/daily_maze.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/level/level.hpp"
#include "catmaze/player/player_files.hpp"
#include "shell/editor_gate.hpp"
#include "shell/event_log.hpp"
#include "shell/game_settings.hpp"
#include "shell/screen_port.hpp"
#include "ui/file_problems.hpp"
#include "ui/notice_sink.hpp"
#include "workers/file_watch.hpp"
#include "workers/level_loading.hpp"

namespace catmaze::app {

/// What GameFlow works with; all of it outlives the flow.
struct FlowServices {
    ScreenPort& screens;       ///< the screens and the level in play
    EditorGate& editor;        ///< asked before the editor's unsaved changes are left
    const Campaign& campaign;  ///< the campaign's levels (may be empty with --level)
    PlayerFiles& files;        ///< the player's settings and progress
    FileProblems& problems;    ///< the banner of the player's file problems
    GameSettings& settings;    ///< the diagonal mode and step time levels start with
    EventLog& log;             ///< the event log
    NoticeSink& notices;       ///< the notice line
    std::ostream& err;         ///< where errors are written for the terminal (stderr)
};

/// The keys that mean the level whatever screen shows it, unless the screen claims every key
/// (Screen::takesAllKeys: the editor's and the loading note's).
enum class LevelKey {
    Reload,   ///< F5: the level file again
    Restart,  ///< R: the level in play from the start
};

/// Which screen and level come next, and loading them. Not thread-safe: the game's thread calls
/// it (the loads run on workers).
class GameFlow {
  public:
    /// A flow over `services`.
    explicit GameFlow(FlowServices services) : s_(services) {}
    // What it holds back for the editor's prompt refers to it: it stays where it is.
    GameFlow(const GameFlow&) = delete;
    GameFlow& operator=(const GameFlow&) = delete;

    /// Reads the player's files, the settings from `settingsFile` and the progress beside it: a
    /// missing file gives defaults; a bad one gives defaults, is kept as `.bak` and is reported
    /// (stderr, `file_problem`, the banner). `settingsRead` (empty: nothing) runs once the files
    /// are read and before any problem is reported: the game chooses its language there, so that
    /// the banner's `banner` event has the headlines it shows.
    void loadPlayerFiles(const std::filesystem::path& settingsFile,
                         const std::function<void()>& settingsRead = {});

    /// The first screen: `level` (the command line's) plays, else the campaign's first level when
    /// `firstCampaignLevel` (the frame bench), else the title.
    void begin(const std::optional<std::filesystem::path>& level, bool firstCampaignLevel);

    /// Loads `file` and plays it, as load() does; with unsaved changes in the editor to another
    /// file, asks first (EditorGate).
    void openLevel(const std::filesystem::path& file, std::optional<std::size_t> campaignIndex,
                   bool reload);
    /// Plays `level` (valid), the daily maze of `date`; with unsaved changes in the editor, asks
    /// first.
    void playDaily(CalendarDate date, Level level);
    /// F5: opens the level file last loaded again (nothing for a level from memory).
    void reloadLevel();
    /// R: the level in play from the start, on the play screen (nothing without one).
    void restartLevel();
    /// A level key pressed over a screen that does not claim every key: F5 reloads (reloadLevel)
    /// and is taken; R restarts the level in play (restartLevel) and is taken only with one (the
    /// screen gets it otherwise). Returns true when the key was taken.
    bool levelKey(LevelKey key);
    /// Lets `seconds` pass for the watch on the level file last loaded (call once a step): while
    /// no level loads and the screen on top shows that file's level or its errors
    /// (ScreenPort::levelOnTop), a change of its bytes on disk reloads it at once as F5 does
    /// (reloadLevel: a level now invalid shows its errors), except that the notice says "NAME
    /// changed on disk: reloaded" and `level_reloaded` has "changed_on_disk": true. A touch
    /// that leaves the bytes as they were does nothing.
    void watchLevel(double seconds);
    /// The version of the level file last loaded as it was read (FileWatch; for a level played
    /// from the editor, as on disk when it started): the editor opening the level in play
    /// compares the file with it.
    const FileVersion& levelVersion() const { return levelWatch_.read(); }
    /// The editor wrote the level in play to the level file, at version `written`: when the file
    /// still holds those bytes, the watch takes them as read, so they do not reload the level.
    void levelFileWritten(const FileVersion& written);
    /// Opens the next campaign level, when the level last loaded is a campaign level and not
    /// the last.
    void nextLevel();
    /// Leaves the level in play for the title screen; with unsaved changes in the editor, asks
    /// first.
    void showTitle();
    /// Stops the game after this frame (logs `quit`; quitting() is true from then); with unsaved
    /// changes in the editor, asks first.
    void quit();

    /// Starts loading `file` on a worker behind the loading note (logs `loading`; a load already
    /// running is dropped): finishLoading() then plays it or shows its errors. `campaignIndex`
    /// is its place in the campaign, if any; `reload` (F5) logs `level_reloaded` and notifies.
    void load(const std::filesystem::path& file, std::optional<std::size_t> campaignIndex,
              bool reload);
    /// Starts `level` (valid), as read from `file` (empty: from memory; F5 then has nothing to
    /// reload), as load() does; `daily` is the daily maze's date when it is one. `clearScreens`:
    /// nothing to go back to when the load is cancelled but the level in play (or the title).
    void play(Level level, const std::filesystem::path& file,
              std::optional<std::size_t> campaignIndex, bool clearScreens,
              std::optional<std::string> daily = std::nullopt);
    /// Once the load's worker is done (call once a frame; nothing otherwise): its diagnostics go
    /// to `err`; the level plays (the screens become the play screen), or the error screen shows
    /// its errors (logs `error`; no level is in play then).
    void finishLoading();
    /// Esc or Cancel on the loading note: drops the load (logs `load_cancelled`) and goes back
    /// to where the player was (the level in play, else the title, when nothing was beneath).
    void cancelLoading();

    /// True once the game is to stop.
    bool quitting() const { return quitting_; }
    /// True while a level loads.
    bool loading() const { return loading_.has_value(); }
    /// The name the loading note shows.
    const std::string& loadingName() const { return loadingName_; }
    /// The errors of the level that did not load, one per line (the error screen's text).
    const std::string& errorText() const { return errorText_; }
    /// The level file last loaded, also when it did not load (empty: a level from memory).
    const std::filesystem::path& levelFile() const { return levelFile_; }
    /// The campaign index of the level last loaded, if it is a campaign level.
    std::optional<std::size_t> campaignIndex() const { return campaignIndex_; }

  private:
    // A level being started on its worker, and what to do with it once ready.
    struct PendingLoad {
        std::unique_ptr<LevelLoading> job;
        std::filesystem::path file;  // empty for a level given in memory
        std::optional<std::size_t> campaignIndex;
        bool reload = false;               // F5: logs level_reloaded and notifies
        std::optional<std::string> daily;  // the daily maze's date
        bool nothingBeneath = false;       // cancelled: back to the level in play, or the title
        FileVersion version;               // the file's, taken before it is read
        bool changedOnDisk = false;        // a reload because the file changed (watchLevel)
    };
    void startLoading(PendingLoad load, const std::string& name, bool clearScreens);
    void showLoadError(const std::filesystem::path& file,
                       const std::vector<Diagnostic>& diagnostics);

    FlowServices s_;
    std::optional<PendingLoad> loading_;
    std::string loadingName_;
    std::string errorText_;
    std::filesystem::path levelFile_;
    std::optional<std::size_t> campaignIndex_;
    FileWatch levelWatch_;  // levelFile_, once loaded
    bool quitting_ = false;
};

}  // namespace catmaze::app
