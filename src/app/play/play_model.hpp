#pragma once
/// \file
/// The level in play as the game decides it, without a window: the core's session (on either
/// floor), what a command or a click means now, the hint, the open floor's graphs, the keyboard's
/// tile cursor, the pointer's preview, the rules card, the refused click's reason, the end (won or
/// caught) and the won run's result and record. The play screen (LevelPlay, PlayScreen) turns input
/// into calls here and draws what it answers; the unit tests drive it as a player would.

#include <memory>
#include <optional>
#include <string>

#include "catmaze/game/play_session.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/player/settings.hpp"
#include "play/graph_feeder.hpp"
#include "play/hint_controller.hpp"
#include "play/hover_preview.hpp"
#include "play/key_repeat.hpp"
#include "play/key_table.hpp"
#include "play/level_origin.hpp"
#include "play/pad_table.hpp"
#include "play/play_request.hpp"
#include "play/presenter.hpp"
#include "play/rules_card.hpp"
#include "play/run_recorder.hpp"
#include "play/run_result.hpp"
#include "play/tile_cursor.hpp"

namespace catmaze::app {

/// Seconds a refused click's reason stays on the status line.
inline constexpr double kRefusalSeconds = 2.5;

/// Seconds the end animation (the cat spinning off) lasts before the end screen.
inline constexpr double kEndAnimationSeconds = 1.3;

/// What the play model works with, all outliving it.
struct PlayContext {
    EventLog& log;             ///< the event log
    NoticeSink& notices;       ///< notices for the player, and saving the player's files
    const Settings& settings;  ///< the settings in force (read as they change)
    Progress& progress;        ///< the player's records, where wins are kept
    const Campaign& campaign;  ///< the campaign's levels (names its records)
    /// The player's diagonal mode the level starts with (the command line's, else the settings'):
    /// a level with a diagonal rule of its own says so when it is not this one.
    DiagonalMode diagonal;
    /// The keys of play, which the key bar lists (the game's own unless given).
    KeyTable keys = KeyTable::defaults();
    /// The pad's controls of play, which the key bar lists in pad mode (the game's own unless
    /// given).
    PadTable pad = PadTable::defaults();
};

/// One level in play. Not thread-safe: the game's thread calls it (the hint's plan and the open
/// floor's graphs run on workers of their own).
class PlayModel {
  public:
    /// Plays `session` (not null), a level from `origin`, in a window of `windowWidth` x
    /// `windowHeight` pixels; logs `level_loaded` (with the keys offered on its floor) and, on
    /// a level with a card of rules (levelCards: the campaign's first level, a level whose dogs
    /// walk patrols), `rules_card`.
    PlayModel(PlayContext context, std::unique_ptr<PlaySession> session, LevelOrigin origin,
              float windowWidth, float windowHeight);
    PlayModel(const PlayModel&) = delete;
    PlayModel& operator=(const PlayModel&) = delete;

    /// What `command` means now: carried out here, or asked of the game around (the answer). A
    /// cursor move repeats while its key is held (update), until release().
    PlayRequest command(PlayCommand command);
    /// The key of `command` was released: a held cursor move stops repeating.
    void release(PlayCommand command) { repeat_.release(command); }
    /// Every key was released (the window lost the focus).
    void releaseAll() { repeat_.releaseAll(); }
    /// The player's last input came from `device`: the key bar and the rules card name its
    /// keys or buttons from now on.
    void setDevice(InputDevice device) { device_ = device; }
    /// A left click at window pixel (x, y), which is `point` in tile units on the map: closes the
    /// rules card when on it, else walks there (logs `click`; "Thinking…" while the open floor's
    /// graph is still building).
    PlayRequest click(float x, float y, Vec2 point);
    /// The mouse at `point` (tile units), or off the map (a point off the board): the tile cursor
    /// hides and the preview looks at the mouse. Nullopt, the mouse left the window: the preview
    /// forgets it, unless the tile cursor is shown (it still points).
    void hover(std::optional<Vec2> point);
    /// The level from the start (logs `restart`).
    void restart();
    /// The cat runs (many tiles a second) while `running` (Shift held, or the setting).
    void setRunning(bool running);
    /// Applies the diagonal mode, the walking step time, and whether searches are recorded for
    /// the overlay (only while the setting shows it).
    void applySettings(DiagonalMode diagonal, double stepSeconds);
    /// The keys of play are now `keys` (the player rebound some): the key bar, the rules card
    /// and the hint's notice name them from now on.
    void setKeys(KeyTable keys);
    /// The pad's buttons of play are now `pad` (the player rebound some): the pad's controls ask
    /// for its commands, and the key bar and the rules card name its buttons, from now on.
    void setPad(PadTable pad);
    /// The window's size changed (where the rules card is).
    void setWindowSize(float width, float height);
    /// Marks the level as the daily maze of `date` (`YYYY-MM-DD`): a win is kept as that day's
    /// best.
    void setDaily(std::string date) { origin_.daily = std::move(date); }

    /// One fixed step of `seconds`: the hint's answer, timers, a held cursor key's repeats, the
    /// walk (when `walking`), a hint waiting for the cat to stand, a graph built, the end
    /// animation's clock, the preview.
    void update(double seconds, bool walking);
    /// What happened since the last call, for the screen to show and play (sounds, effects, the
    /// object layer, the overlay's trace, a step undone); empties it.
    Presented takePresented();
    /// The end screen once due: true won, false lost; then nullopt until an undo takes the end
    /// back and the level ends again.
    std::optional<bool> takeEndScreen();

    /// The session in play.
    const PlaySession& session() const { return *session_; }
    /// Where the level came from.
    const LevelOrigin& origin() const { return origin_; }
    /// The level's name.
    const std::string& name() const { return session_->originalLevel().name; }
    /// The window's title for this level.
    std::string windowTitle() const;
    /// True once the level ended (won or caught), until an undo or a restart.
    bool ended() const { return ended_; }
    /// True when the level was won (valid once it ended).
    bool won() const { return won_; }
    /// How far the end animation is, 0 to 1.
    double endProgress() const;
    /// True once the end animation has played (the end screen is due).
    bool endDue() const { return ended_ && endTimer_ >= kEndAnimationSeconds; }
    /// Won: the run's result (cost, steps or length, par, star); nullopt until the level is won.
    const std::optional<RunResult>& result() const { return result_; }
    /// Lost: the dog's tile, where the cat was caught.
    std::optional<Tile> caughtBy() const { return caughtBy_; }
    /// The hint: its trail while shown.
    const HintController& hint() const { return hint_; }
    /// What a click at the pointer would do: at the mouse, or at the tile cursor while shown.
    const HoverPreview& preview() const { return preview_; }
    /// The keyboard's tile cursor (shown by a cursor key, hidden by the mouse).
    const TileCursor& cursor() const { return cursor_; }
    /// The keys of play (the key bar's).
    const KeyTable& keys() const { return keys_; }
    /// The pad's controls of play (the key bar's in pad mode).
    const PadTable& pad() const { return pad_; }
    /// The device the player last used (the keyboard until a pad is used).
    InputDevice device() const { return device_; }
    /// The card of rules shown, if any (closed by a click on it or CloseCard, which asks to
    /// remember that card's setting).
    const RulesCard& card() const { return card_; }
    /// The last route search, for the overlay (null before the first, or after a restart).
    const std::shared_ptr<const SearchTrace>& trace() const { return trace_; }
    /// Why the last click was refused, in words, while it stays on the status line; else empty.
    std::string refusal() const { return refusalTimer_ > 0 ? refusal_ : std::string(); }

  private:
    PlayRequest closeCard();
    void step(Offset direction);
    void walkTo(Vec2 point);
    void moveCursor(Offset direction);
    PlayRequest walkToCursor();
    void undo();
    void redo();
    void present();
    void take(Presented presented);
    void clearTransient();
    // Reduced motion: the walk under way, to its end now (its events in order, unread).
    void landWalk();
    // Most fixed ticks a walk is landed in at once (far more than any level's longest walk).
    static constexpr int kMaxLandingTicks = 1 << 20;

    EventLog& log_;
    NoticeSink& notices_;
    const Settings& settings_;
    LevelOrigin origin_;
    std::unique_ptr<PlaySession> session_;
    Presenter presenter_;
    HintController hint_;  // H: the planner on a worker thread, the trail
    GraphFeeder graphs_;   // the open floor's graphs, built on workers
    RunRecorder recorder_;
    RulesCard card_;
    HoverPreview preview_;
    TileCursor cursor_;
    KeyRepeat repeat_;  // a held cursor key
    KeyTable keys_;
    PadTable pad_;
    InputDevice device_ = InputDevice::Keyboard;
    float windowWidth_;
    float windowHeight_;

    double stepSeconds_;  // the settings' step time, when not running
    bool running_ = false;
    bool ended_ = false;
    bool won_ = false;
    bool endShown_ = false;  // the end screen was asked for this end
    double endTimer_ = 0;    // seconds into the end animation
    std::optional<Tile> caughtBy_;
    std::optional<RunResult> result_;           // the run, once won
    std::shared_ptr<const SearchTrace> trace_;  // the last route search, for the overlay
    std::string refusal_;                       // why the last click was refused, in words
    double refusalTimer_ = 0;                   // seconds it stays on the status line
    Presented pending_;                         // for the screen, since takePresented
};

}  // namespace catmaze::app
