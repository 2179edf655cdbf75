#pragma once
/// \file
/// The game application: one window, one fixed-timestep loop, a stack of screens. It owns the
/// shared services (Context) and the level in play, and carries out the game-wide actions
/// (Director) the screens ask for.

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include "catmaze/level/campaign.hpp"
#include "catmaze/player/player_files.hpp"
#include "editor/editor_screen.hpp"
#include "play/level_play.hpp"
#include "render/art.hpp"
#include "shell/audio.hpp"
#include "shell/event_log.hpp"
#include "shell/frame_bench.hpp"
#include "shell/game_settings.hpp"
#include "shell/options.hpp"
#include "shell/screen.hpp"
#include "shell/screen_stack.hpp"
#include "ui/notices.hpp"
#include "workers/level_loading.hpp"

namespace catmaze::app {

/// The game. Construct, then run().
class App : private Director {
  public:
    explicit App(Options options);

    /// Opens the window and plays until the player quits. Returns the process exit code: 0 after
    /// a normal quit, 2 when the game cannot start (a message is printed).
    int run();

  private:
    bool start();
    void handle(const sf::Event& event);
    // Logs `input` when presses were handled since the last time (see pressesHandled_).
    void logInputHandled();
    void render(float alpha);
    void saveScreenshot();
    void applySettings();
    /// openLevel without asking the editor first: starts loading it on a worker.
    void loadLevel(const std::filesystem::path& file, std::optional<std::size_t> campaignIndex,
                   bool reload);
    /// With unsaved changes in the editor: keeps `then` for proceed(), shows the editor with
    /// its save / discard / cancel prompt and returns true. Otherwise returns false.
    bool askEditorFirst(std::function<void()> then);
    /// Creates the window: fullscreen (the screen's size) or the --window size, per the settings.
    void createWindow();
    /// Creates the window again when the fullscreen setting changed.
    void applyWindowMode();
    /// Plays `level` (valid) as read from `file`: starts it on a worker, as loadLevel does.
    /// `clearScreens`: nothing to go back to when the load is cancelled but the level in play.
    void play(Level level, const std::filesystem::path& file,
              std::optional<std::size_t> campaignIndex, bool clearScreens);

    // Loading a level (app_loading.cpp).
    /// A level being started on its worker, and what to do with it once ready.
    struct PendingLoad {
        std::unique_ptr<LevelLoading> job;
        std::filesystem::path file;  // empty for a level given in memory
        std::optional<std::size_t> campaignIndex;
        bool reload = false;               // F5: logs level_reloaded and notifies
        std::optional<std::string> daily;  // the daily maze's date
        bool nothingBeneath = false;       // cancelled: back to the level in play, or the title
    };
    /// Shows "Loading `name`…" (logs `loading`) while `load` runs; a load already running is
    /// dropped.
    void startLoading(PendingLoad load, const std::string& name, bool clearScreens);
    /// Once the load is done: plays the level (the stack becomes the play screen), or shows the
    /// error screen when the file did not load.
    void finishLoading();
    /// Esc or Cancel on the loading note: drops the load (logs `load_cancelled`) and goes back to
    /// where the player was.
    void cancelLoading();
    /// Shows the error screen for `file` with its error `diagnostics` (logs `error`).
    void showLoadError(const std::filesystem::path& file,
                       const std::vector<Diagnostic>& diagnostics);

    // Director.
    void openLevel(const std::filesystem::path& file, std::optional<std::size_t> campaignIndex,
                   bool reload) override;
    void playDaily(CalendarDate date, Level level) override;
    void reloadLevel() override;
    void restartLevel() override;
    void nextLevel() override;
    void showTitle() override;
    void openEditor() override;
    EditorScreen& beginEditing() override;
    void leaveEditor(bool play) override;
    void proceed() override;
    void repairLevel() override;
    void changeSetting(const SettingField& field, int direction) override;
    void quit() override;
    DiagonalMode diagonal() const override;
    LevelPlay* level() override { return level_.get(); }
    std::optional<std::size_t> campaignIndex() const override { return campaignIndex_; }
    ScreenStack& screens() override { return screens_; }

    Options options_;
    sf::RenderWindow window_;
    Art art_;
    Audio audio_;
    EventLog log_;
    PlayerFiles files_{std::filesystem::path()};  // set up in start()
    Campaign campaign_;
    Notices notices_{art_, log_, files_};
    // files_.settings is the same object once start() has loaded the files.
    GameSettings settings_{files_.settings, options_.diagonal, log_, notices_,
                           [this] { applySettings(); }};
    Context context_{options_, window_, art_, audio_, log_, files_, campaign_, notices_, *this};
    ScreenStack screens_;

    std::filesystem::path levelFile_;  // the level asked for (also when it did not load)
    std::optional<std::size_t> campaignIndex_;
    std::shared_ptr<LevelPlay> level_;         // null while an error is shown; the play screen
                                               // holds it too
    std::shared_ptr<LevelPlay> retired_;       // the level replaced this frame, freed after it
    std::optional<PendingLoad> loading_;       // the level being loaded, if any
    std::optional<EditorScreen> editor_;       // kept after leaving, so E resumes the same edit
    std::function<void()> afterEditorPrompt_;  // what the editor's prompt holds back
    bool screenshotWanted_ = false;
    int screenshotCount_ = 0;
    bool quitting_ = false;
    // Presses (keys, buttons, wheel) handled so far, and as last logged in an `input` event.
    long pressesHandled_ = 0;
    long pressesLogged_ = 0;
    bool fullscreen_ = false;          // the window as created
    std::optional<FrameBench> bench_;  // --bench-frames
};

}  // namespace catmaze::app
