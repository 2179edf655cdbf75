#pragma once
/// \file
/// The editor's live validation: what `catmaze-level validate` would say of the level as it
/// stands (its diagnostics, at once) and whether it can be won and at what cost, under the
/// game's diagonal setting (on open floor: the route the game would walk, its length and cost).
/// The plan (win_plan.hpp) runs on a worker thread (PlanTask), so a level with many bones and dogs
/// never freezes the window (an open floor's obstacle graph alone takes most of a second on the
/// largest level within the limits); it shows as "checking" and can be cancelled.

#include <optional>
#include <string>
#include <vector>

#include "catmaze/game/win_plan.hpp"
#include "catmaze/io/diagnostic.hpp"
#include "catmaze/level/level.hpp"
#include "catmaze/search/grid_movement.hpp"
#include "shell/event_log.hpp"
#include "workers/plan_task.hpp"

namespace catmaze::app {

/// How a check's verdict reads: the status bar colours its first line by it.
enum class Verdict {
    Winnable,  ///< valid and winnable
    Errors,    ///< the level has errors: it cannot be played yet
    Other,     ///< checking, stopped, undecided, or valid but not winnable
};

/// Live validation of one level at a time. Writes `check` to the log when a verdict is known:
/// {"errors", "diagnostics" (the first three), and unless there are errors "winnable" (a
/// SolveStatus name) with "cost" when winnable, and "length" (tiles) on open floor};
/// `check_started` when a solve starts and
/// `check_cancelled` when one is cancelled.
class LiveCheck {
  public:
    /// A check writing to `log` (which outlives it).
    explicit LiveCheck(EventLog& log) : log_(log) {}

    /// Checks `level` as a file named `fileName` would be: diagnostics now and, when there are
    /// no errors, a solve under `diagonal` (a plan on open floor) on a worker thread (cancelling
    /// any running).
    void start(const Level& level, const std::string& fileName, DiagonalMode diagonal);
    /// Collects a finished solve or plan (call every frame); logs `check` when it does.
    void update();
    /// Stops the running solve or plan; the status then says the check was cancelled. Returns
    /// false when none was running.
    bool cancel();

    /// True while a solve or a plan runs.
    bool checking() const { return job_.has_value(); }
    /// Errors among the diagnostics: the level cannot be played while there are any.
    int errorCount() const { return errorCount_; }
    /// The last finished plan (nullopt while checking, or with errors).
    const std::optional<WinPlan>& plan() const { return plan_; }
    /// True when the level is known not to be winnable (a finished check said so).
    bool cannotBeWon() const;
    /// The status bar's lines: the verdict first, then diagnostics, at most three. While
    /// checking, the verdict names `stopKey`, the key that stops the check (none when empty).
    std::vector<std::string> statusLines(const std::string& stopKey) const;
    /// How the verdict reads (the status bar draws Winnable green, Errors red, Other amber).
    Verdict verdict() const;

  private:
    void logVerdict();

    EventLog& log_;
    std::vector<Diagnostic> diagnostics_;
    int errorCount_ = 0;
    bool openFloor_ = false;  // the level checked is an open floor's
    LevelDiagonal levelRule_ = LevelDiagonal::PlayersSetting;  // its own diagonal mode, if any
    std::optional<PlanTask> job_;
    std::optional<WinPlan> plan_;
};

}  // namespace catmaze::app
