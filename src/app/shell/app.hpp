#pragma once
/// \file
/// The game application: one window, one fixed-timestep loop, a stack of screens. It owns the
/// shared services (Context) and the level in play, and carries out the game-wide actions
/// (Director) the screens ask for; GameFlow decides how levels load, and the App builds the
/// screens it asks for (ScreenPort).

#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include "catmaze/io/user_dirs.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/level/level_schema.hpp"
#include "catmaze/player/player_files.hpp"
#include "editor/editor_screen.hpp"
#include "play/level_play.hpp"
#include "render/art.hpp"
#include "shell/audio.hpp"
#include "shell/editing_flow.hpp"
#include "shell/event_log.hpp"
#include "shell/frame_bench.hpp"
#include "shell/game_flow.hpp"
#include "shell/game_settings.hpp"
#include "shell/options.hpp"
#include "shell/screen.hpp"
#include "shell/screen_port.hpp"
#include "shell/screen_stack.hpp"
#include "ui/file_problems.hpp"
#include "ui/language.hpp"
#include "ui/notices.hpp"
#include "ui/pad_reader.hpp"

namespace catmaze::app {

/// The game. Construct, then run().
class App : private Director, private ScreenPort, private EditorWindow {
  public:
    explicit App(Options options);

    /// Opens the window and plays until the player quits. Returns the process exit code: 0 after
    /// a normal quit, 2 when the game cannot start (a message is printed).
    int run();

  private:
    bool start();
    void handle(const sf::Event& event);
    // A pad's event: a notice when it comes or goes, its controls to the top screen.
    void pad(const PadEvent& event);
    // Logs `input` when presses were handled since the last time (see pressesHandled_).
    void logInputHandled();
    void render(float alpha);
    void saveScreenshot();
    void applySettings();
    // The key and pad tables made again when the player's keys or buttons changed (a bad
    // binding on the banner).
    void applyKeys();
    // gettext speaks the language the settings choose (from the environment the game started in).
    void applyLanguage();
    /// Creates the window: fullscreen (the screen's size) or the --window size, per the settings.
    void createWindow();
    /// Creates the window again when the fullscreen setting changed.
    void applyWindowMode();
    // ScreenPort (app_screens.cpp): the screens and the level GameFlow asks for.
    void push(ScreenKind kind) override;
    void pop() override { screens_.pop(); }
    void clear() override { screens_.clear(); }
    bool empty() const override { return screens_.top() == nullptr; }
    void startLevel(LevelStart start) override;
    void dropLevel() override { retired_ = std::move(level_); }
    void playFromStart() override;
    bool levelInPlay() const override { return level_ != nullptr; }
    bool levelOnTop() const override;
    void setTitle(const std::string& title) override { window_.setTitle(utf8(title)); }

    // EditorWindow (app_editor.cpp): the view of EditingFlow's edit and its screen.
    void viewEditor(EditorModel& model) override;
    void dropEditorView() override { editorView_.reset(); }
    void followEditor() override;
    void layoutEditorPrompt() override;
    void showEditor() override;
    const Level* levelPlayed() const override;
    void forgetPlayView() override;

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
    void rebindControls(KeyNames keys, KeyNames pad) override;
    void quit() override;
    DiagonalMode diagonal() const override;
    LevelPlay* level() override { return level_.get(); }
    std::optional<std::size_t> campaignIndex() const override { return flow_.campaignIndex(); }
    ScreenStack& screens() override { return screens_; }

    Options options_;
    sf::RenderWindow window_;
    Art art_;
    Audio audio_;
    EventLog log_;
    PlayerFiles files_{std::filesystem::path()};  // set up in start()
    Campaign campaign_;
    FileProblems problems_{files_, log_, std::cerr};
    Notices notices_{art_, problems_};
    // files_.settings is the same object once start() has loaded the files.
    GameSettings settings_{files_.settings, options_.diagonal, log_, notices_,
                           [this] { applySettings(); }};
    KeyTable keys_ = KeyTable::defaults();      // the keys of play
    EditorKeyTable editorKeys_ = editorKeys();  // the keys of the editor (each edit is given them)
    PadTable pad_ = PadTable::defaults();       // the pad's buttons of play
    PadReader pads_;                            // the controls each pad holds
    KeyNames keysApplied_;                      // the player's keys keys_ was made from
    KeyNames padApplied_;                       // the player's buttons pad_ was made from
    // LANGUAGE and the locale as the game started: useLanguages() sets LANGUAGE itself.
    LocaleEnvironment startLocale_ = localeEnvironment();
    std::optional<std::string> languageApplied_;  // the setting gettext speaks, once applied
    Context context_{options_,  window_,  art_,  audio_, log_, files_,
                     campaign_, notices_, *this, keys_,  pad_};
    GameFlow flow_{
        {*this, editing_, campaign_, files_, problems_, settings_, log_, notices_, std::cerr}};
    EditingFlow editing_{{*this, *this, flow_, settings_, log_, notices_, playerLevelsDir(),
                          EditorScreen::measures(art_), options_.levels / kLevelSchemaFileName}};
    ScreenStack screens_;

    std::shared_ptr<LevelPlay> level_;        // null while an error is shown; the play screen
                                              // holds it too
    std::shared_ptr<LevelPlay> retired_;      // the level replaced this frame, freed after it
    std::optional<EditorScreen> editorView_;  // the view of editing_'s edit, while there is one
    bool screenshotWanted_ = false;
    int screenshotCount_ = 0;
    // Presses (keys, buttons, wheel) handled so far, and as last logged in an `input` event.
    long pressesHandled_ = 0;
    long pressesLogged_ = 0;
    bool fullscreen_ = false;          // the window as created
    std::optional<FrameBench> bench_;  // --bench-frames
};

}  // namespace catmaze::app
