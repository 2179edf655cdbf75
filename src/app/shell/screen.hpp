#pragma once
/// \file
/// A screen of the game (title, play, pause, settings, levels, end, editor, error) and what every
/// screen may use: the shared services (Context) and the game-wide actions (Director). Screens
/// live on a ScreenStack; each owns its input, update and drawing.

#include <array>
#include <cstddef>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include "catmaze/level/campaign.hpp"
#include "catmaze/level/level.hpp"
#include "catmaze/player/player_files.hpp"
#include "catmaze/player/settings_table.hpp"
#include "play/key_table.hpp"
#include "play/pad_table.hpp"
#include "render/art.hpp"
#include "render/font_text.hpp"
#include "shell/audio.hpp"
#include "shell/event_log.hpp"
#include "shell/options.hpp"
#include "ui/notices.hpp"
#include "ui/pad.hpp"
#include "ui/tooltip_place.hpp"

namespace catmaze::app {

class LevelPlay;
class ScreenStack;
class EditorScreen;

/// The game-wide actions a screen asks for. They may change the screen stack, but only through
/// its queued requests, so they are safe to call from inside a screen's handle() or update().
class Director {
  public:
    virtual ~Director() = default;

    /// Loads `file` and plays it (the stack becomes the play screen), or shows the error screen
    /// when it does not load. With unsaved changes in the editor to another file, asks first.
    /// `campaignIndex` is its place in the campaign, if any; `reload` logs `level_reloaded` and
    /// notifies.
    virtual void openLevel(const std::filesystem::path& file,
                           std::optional<std::size_t> campaignIndex, bool reload = false) = 0;
    /// Plays `level` (valid), the daily maze of `date`: its win is kept as that day's best. With
    /// unsaved changes in the editor, asks first.
    virtual void playDaily(CalendarDate date, Level level) = 0;
    /// Reloads the current level file (F5).
    virtual void reloadLevel() = 0;
    /// Restarts the level in play (nothing without one); the stack becomes the play screen.
    virtual void restartLevel() = 0;
    /// Plays the next campaign level, when there is one.
    virtual void nextLevel() = 0;
    /// Leaves the level in play for the title screen (the stack becomes the title screen).
    virtual void showTitle() = 0;
    /// Shows the editor on the level in play (nothing without one).
    virtual void openEditor() = 0;
    /// The editor for the level in play, opened (or resumed, undo history and all, when it edits
    /// the same level): for the editor screen when it is first shown.
    virtual EditorScreen& beginEditing() = 0;
    /// Leaves the editor: plays the edited level when `play` or when it changed and loads.
    virtual void leaveEditor(bool play) = 0;
    /// Carries out what waited for the editor's unsaved-changes prompt (quitting, another
    /// level): the player saved or discarded the changes.
    virtual void proceed() = 0;
    /// Opens the level file that did not load in the editor, to repair it (the error screen);
    /// says why on the notice line when it cannot be opened there.
    virtual void repairLevel() = 0;
    /// Changes one setting as the menu does (`direction` -1, 0 or +1), applies, logs and saves.
    virtual void changeSetting(const SettingField& field, int direction) = 0;
    /// Makes `keys` the keys and `pad` the pad's buttons (the Controls page: the tables in use as
    /// keyNamesOf and padNamesOf name them): the tables in play follow, and the change is logged
    /// and saved as a setting's.
    virtual void rebindControls(KeyNames keys, KeyNames pad) = 0;
    /// Stops the game after this frame (logs `quit`); with unsaved changes in the editor, asks
    /// first (save / discard / cancel).
    virtual void quit() = 0;

    /// The diagonal mode in play (the command line's until changed in the game).
    virtual DiagonalMode diagonal() const = 0;
    /// The level in play, or null (an error screen).
    virtual LevelPlay* level() = 0;
    /// The campaign index of the level in play, if it is a campaign level.
    virtual std::optional<std::size_t> campaignIndex() const = 0;
    /// The screen stack.
    virtual ScreenStack& screens() = 0;
};

/// What every screen shares; all of it outlives every screen.
struct Context {
    const Options& options;    ///< the command line
    sf::RenderWindow& window;  ///< the one window
    const Art& art;            ///< images and fonts
    Audio& audio;              ///< sound effects and music
    EventLog& log;             ///< the event log
    PlayerFiles& files;        ///< settings and progress
    const Campaign& campaign;  ///< the campaign's levels (may be empty with --level)
    Notices& notices;          ///< the notice line and the banner of file problems
    Director& director;        ///< game-wide actions
    const KeyTable& keys;      ///< the keys of play (the play screen's and R, F5), as rebound
    const PadTable& pad;       ///< the pad's buttons of play, as rebound

    /// The window's size in pixels.
    sf::Vector2f windowSize() const { return sf::Vector2f(window.getSize()); }
};

/// One screen on the stack.
class Screen {
  public:
    explicit Screen(Context& context) : context_(context) {}
    virtual ~Screen() = default;
    Screen(const Screen&) = delete;
    Screen& operator=(const Screen&) = delete;

    /// The name in the `screen` event ("play", "pause", ...).
    virtual const char* name() const = 0;
    /// Became the top of the stack (pushed, or uncovered by a pop): logs `screen` and whatever
    /// the screen shows first (a menu logs `menu`).
    virtual void shown();
    /// One window event, given to the top screen only.
    virtual void handle(const sf::Event& event) = 0;
    /// A pad's control pressed or released (ui/pad_reader.hpp), given to the top screen only;
    /// ignored unless the screen reads the pad (play and the menus do, the editor does not).
    virtual void pad(const PadPress& press) { (void)press; }
    /// One fixed step of `seconds`. Returns true to let the screen below update too.
    virtual bool update(double seconds) = 0;
    /// Draws the screen in window pixels; `alpha` in [0, 1) is how far the time is between the
    /// last fixed step and the next (for smooth motion). The screens below are drawn first.
    virtual void draw(sf::RenderTarget& target, float alpha) = 0;
    /// The window changed size (every screen on the stack hears it).
    virtual void resized(sf::Vector2f size) { (void)size; }
    /// True when the screen covers the whole window (the screens below are not drawn).
    virtual bool opaque() const { return false; }
    /// True when the screen has its own meaning for every key, so the game-wide level keys
    /// (F5 reload, R restart) are not taken before it (the editor: R and F5 are its tools).
    virtual bool takesAllKeys() const { return false; }
    /// What the notice line should leave in sight, in window pixels: boxes in tiers, most
    /// important first (Notices::draw). None by default; the play screen keeps the level's cat,
    /// objects and hint trail in sight.
    virtual std::array<std::vector<ScreenBox>, 3> inSight(sf::Vector2f windowSize) const {
        (void)windowSize;
        return {};
    }
    /// The height of the band at the window's bottom that the notice line stays above, in window
    /// pixels, as last drawn; none by default (the HUD's least bottom band: hudLayout's). The play
    /// screen's key bar may take more lines (hud_fit.hpp).
    virtual std::optional<float> bottomBand() const { return std::nullopt; }
    /// True for the editor's screen, where its unsaved-changes prompt is answered.
    virtual bool isEditor() const { return false; }

  protected:
    Context& context_;  ///< the shared services
};

}  // namespace catmaze::app
