#pragma once
/// \file
/// The banner's bookkeeping of problems with the player's files (issue 9: never silent): a bad
/// settings or progress file at start and a save that failed are written to stderr, logged, and
/// kept as one banner line per file until the player dismisses them; a retried save that worked
/// takes its line away. Notices draws the banner from here.

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "catmaze/player/player_files.hpp"
#include "shell/event_log.hpp"

namespace catmaze::app {

/// The problems on the banner, one per file. Not thread-safe: the game's thread calls it.
class FileProblems {
  public:
    /// Problems of `files`, logged to `log` and written to `err` (all outlive it).
    FileProblems(PlayerFiles& files, EventLog& log, std::ostream& err)
        : files_(files), log_(log), err_(err) {}

    /// Writes each of `problems` to stderr as "catmaze: MESSAGE" and logs `file_problem`; each
    /// replaces the banner's line about the same file; then logs `banner` (why "problem").
    /// Nothing for no problems.
    void report(const std::vector<PlayerFileProblem>& problems);
    /// Saves `changed` (and retries an earlier failed save); failures are reported. A retry
    /// that worked takes its file's line off the banner (logs `banner`, why "saved") and returns
    /// what to tell the player ("Saved the settings after all").
    std::optional<std::string> save(PlayerFile changed);
    /// The player dismissed the banner (`why`: "click" or "key"): it empties and `banner` is
    /// logged. False, and nothing logged, when it was empty.
    bool dismiss(const char* why);

    /// The banner's problems, oldest first (empty: no banner).
    const std::vector<PlayerFileProblem>& banner() const { return banner_; }

  private:
    void logBanner(const char* why);

    PlayerFiles& files_;
    EventLog& log_;
    std::ostream& err_;
    std::vector<PlayerFileProblem> banner_;  // one per file, until dismissed
};

}  // namespace catmaze::app
