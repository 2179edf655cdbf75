#pragma once
/// \file
/// The hint (H), as the player meets it: H asks the exact planner, off the main thread, for the
/// cheapest win from where the cat stands (the cat stops first: the step under way ends); its
/// answer is a trail shown for a few seconds, or explained; H again cancels; moving the cat
/// before the answer makes it stale. It writes the `hint_started` and `hint` events and the
/// notices; a hint shown costs the run its star.

#include <optional>
#include <string>
#include <vector>

#include "catmaze/game/play_session.hpp"
#include "catmaze/game/win_plan.hpp"
#include "play/key_table.hpp"
#include "shell/event_log.hpp"
#include "ui/notice_sink.hpp"
#include "workers/hint_search.hpp"

namespace catmaze::app {

/// How long a hint's trail is shown, in seconds.
inline constexpr double kHintSeconds = 5.0;

/// One level's hint. Not thread-safe: the game's thread calls it (the search runs on a worker).
class HintController {
  public:
    /// A controller writing to `log` and `notices` (both outlive it).
    HintController(EventLog& log, NoticeSink& notices) : log_(log), notices_(notices) {}

    /// H on `session`: cancels the hint being searched for, or halts the cat and asks for one
    /// (it starts once the cat stands; see startWanted).
    void press(PlaySession& session);
    /// The player moved the cat (a click, a key, undo, redo): a hint asked for and not started
    /// yet would plan from the wrong place, and is dropped as stale.
    void playerMoved();
    /// Takes the search's answer when it is ready (shows the trail, or explains), and ages the
    /// trail by `seconds`. Call once a frame, before the walk.
    void update(PlaySession& session, double seconds);
    /// Starts the hint asked for once the cat stands on `session` (nothing when the level
    /// ended meanwhile). Call once a frame, after the walk.
    void startWanted(PlaySession& session);
    /// Drops everything shown and searched (a restart, another level); `used()` is kept.
    void clear();
    /// Forgets that a hint was used (a run from the start).
    void newRun() { used_ = false; }
    /// The hint's keys in play, which its notices name (the first one); the game's own until
    /// set.
    void setKeys(const std::vector<KeyChord>& keys) {
        key_ = keys.empty() ? std::nullopt : std::optional<KeyChord>(keys.front());
    }

    /// The route shown while its trail lasts.
    const std::optional<WinPlan>& shown() const { return shown_; }
    /// Seconds the trail has left (0 when none is shown).
    double secondsLeft() const { return secondsLeft_; }
    /// True once a hint was shown in this run (no star for it).
    bool used() const { return used_; }
    /// True while a hint is asked for or searched.
    bool busy() const { return wanted_ || search_.running(); }

  private:
    void takeAnswer(const PlaySession& session);
    void reportStale();

    EventLog& log_;
    NoticeSink& notices_;
    // Named when a notice is made, in the language of that moment.
    std::optional<KeyChord> key_ = KeyTable::defaults().keysOf(PlayCommand::Hint).front();
    HintSearch search_;
    bool wanted_ = false;  // H pressed mid-step: starts when the cat stands
    std::optional<WinPlan> shown_;
    double secondsLeft_ = 0;
    bool used_ = false;
};

}  // namespace catmaze::app
