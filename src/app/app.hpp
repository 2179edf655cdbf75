#pragma once
/// \file
/// The game application: one window, one fixed-timestep loop. Input becomes requests to the
/// core's GameSession; its events become the event log, sounds and animations; drawing only
/// reads.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include "art.hpp"
#include "audio.hpp"
#include "camera.hpp"
#include "catmaze/campaign.hpp"
#include "catmaze/game.hpp"
#include "catmaze/open_floor.hpp"
#include "catmaze/player_files.hpp"
#include "catmaze/settings.hpp"
#include "editor_screen.hpp"
#include "event_log.hpp"
#include "frame_bench.hpp"
#include "menu.hpp"
#include "options.hpp"
#include "world_renderer.hpp"

namespace catmaze::app {

/// What fills the window.
enum class Screen { Play, Pause, Settings, Levels, Won, Lost, Error, Editor };

/// What a menu item does when chosen.
struct MenuAction {
    enum class Kind {
        Resume,
        Restart,
        OpenSettings,
        OpenLevels,
        Quit,
        Back,
        NextLevel,
        Reload,
        ChangeSetting,
        PlayLevel
    };
    explicit MenuAction(Kind kind) : kind(kind) {}
    Kind kind;
    std::string setting;    ///< ChangeSetting: the settings key
    std::size_t level = 0;  ///< PlayLevel: the campaign index
};

/// The game. Construct, then run().
class App {
  public:
    explicit App(Options options);

    /// Opens the window and plays until the player quits. Returns the process exit code: 0 after
    /// a normal quit, 2 when the game cannot start (a message is printed).
    int run();

  private:
    // Start-up and levels.
    bool start();
    void loadSettingsAndProgress();
    void openLevel(const std::filesystem::path& file, std::optional<std::size_t> campaignIndex,
                   bool reload = false);
    /// Plays `level` (already in memory, valid) as if loaded from `file`; logs level_loaded.
    void openLevelFrom(Level level, const std::filesystem::path& file);
    void restartLevel();
    // The level editor (E): enter, leave (playing the edit when it changed), forward input.
    void openEditor();
    void leaveEditor(bool play);
    void handleEditorInput(const sf::Event& event);

    // The loop.
    void handle(const sf::Event& event);
    void handlePlayInput(const sf::Event& event);
    void handleMenuInput(const sf::Event& event);
    void update(double seconds);
    void processGameEvents();
    void render();
    void writeViewEvent();
    void saveScreenshot();

    // Screens and settings.
    void showScreen(Screen screen);
    void refreshMenu();
    void activateMenuItem(int item, int direction);
    void goBack();
    void changeSetting(const std::string& key, int direction);
    void applySettings();
    DiagonalMode diagonal() const {
        return diagonalOverride_ ? catDiagonal(*diagonalOverride_) : settings_.diagonal;
    }
    bool diagonalOn() const { return diagonal() != DiagonalMode::Never; }
    void notify(std::string text);
    /// Saves `changed` (and retries an earlier failed save); failures go to the banner.
    void savePlayerFile(PlayerFile changed);
    /// Shows `problems` on the banner (replacing an older line about the same file) and stderr.
    void reportProblems(const std::vector<PlayerFileProblem>& problems);
    /// Handles a click on the banner or Delete while it is shown; true when `event` was that.
    bool handleBannerInput(const sf::Event& event);
    void logBanner(const char* why);
    void showHint();
    void quit();
    // Open-floor levels (app_open_floor.cpp): a click at window pixel (x, y), the session's
    // events, the cat's pose, and the obstacles and route drawn with the world's view.
    void clickOpenFloor(int x, int y);
    void processOpenFloorEvents();
    void poseOpenFloorCat(CatPose& pose) const;
    void drawOpenFloor();
    /// The board being played: the open-floor session's when there is one.
    const Level& board() const { return openFloor_ ? openFloor_->board() : session_->board(); }

    // Drawing helpers (read only).
    WorldScene sceneNow() const;
    void drawHud();
    void drawErrorText();
    /// The banner's lines wrapped to the window's width, and its box (empty when no banner).
    std::vector<std::string> bannerLines() const;
    sf::FloatRect bannerRect() const;
    void drawBanner();

    Options options_;
    sf::RenderWindow window_;
    Art art_;
    Audio audio_;
    EventLog log_;
    Camera camera_;
    WorldRenderer renderer_{art_};
    Menu menu_;
    std::vector<MenuAction> menuActions_;  // one per menu item

    PlayerFiles playerFiles_{std::filesystem::path()};  // set up in loadSettingsAndProgress
    Settings& settings_ = playerFiles_.settings;        // short names for what is in play
    Progress& progress_ = playerFiles_.progress;
    std::optional<bool> diagonalOverride_;  // --diagonal / --no-diagonal, until changed in game
    /// Problems with the player's files not yet acknowledged, one per file: shown as a banner
    /// that no notice hides, until clicked (or Delete is pressed).
    std::vector<PlayerFileProblem> banner_;
    Campaign campaign_;

    std::filesystem::path levelFile_;
    std::optional<std::size_t> campaignIndex_;
    std::optional<GameSession> session_;
    /// Plays an open-floor level in place of session_'s tile moves (session_ stays, for the
    /// menus, the editor and the level's name).
    std::optional<OpenFloorSession> openFloor_;
    std::string errorText_;
    std::optional<EditorScreen> editor_;  // kept after leaving, so E resumes the same edit

    Screen screen_ = Screen::Play;
    std::vector<TileEffect> effects_;
    double endTimer_ = -1;  // seconds into the end animation; < 0 when not ending
    bool won_ = false;
    double dogTimer_ = 0;
    int dogFrame_ = 0;
    std::vector<Tile> hint_;
    double hintTimer_ = 0;
    std::string notice_;
    double noticeTimer_ = 0;
    std::optional<Tile> searchGoal_;
    std::optional<Tile> hover_;
    sf::Vector2f lastOrigin_{-1e9f, -1e9f};
    float lastTile_ = -1;
    bool screenshotWanted_ = false;
    int screenshotCount_ = 0;
    bool quitting_ = false;
    std::optional<FrameBench> bench_;  // --bench-frames
};

}  // namespace catmaze::app
