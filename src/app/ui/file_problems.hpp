#pragma once
/// \file
/// The banner's bookkeeping of problems with the player's files (issue 9: never silent): a bad
/// settings or progress file at start and a save that failed are written to stderr, logged, and
/// kept as one banner line per file until the player dismisses them; a retried save that worked
/// takes its line away. Notices draws the banner from here, each line headed by what the game
/// could not do, in the player's language.

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "catmaze/player/player_files.hpp"
#include "shell/event_log.hpp"

namespace catmaze::app {

/// What the game was doing with one of the player's files when a problem came up.
enum class FileStep {
    Read,  ///< reading it: at start, or its key bindings when applied
    Save,  ///< saving it
};

/// A line of the banner: a problem with one of the player's files and what the game was doing.
/// A value type.
struct BannerProblem {
    PlayerFileProblem problem;       ///< which file, and the player module's words for the problem
    FileStep step = FileStep::Read;  ///< reading or saving it
};

/// The problems on the banner, one per file. Not thread-safe: the game's thread calls it.
class FileProblems {
  public:
    /// Problems of `files`, logged to `log` and written to `err` (all outlive it).
    FileProblems(PlayerFiles& files, EventLog& log, std::ostream& err)
        : files_(files), log_(log), err_(err) {}

    /// Problems found reading the player's files (at start; a settings file's bad key bindings):
    /// writes each of `problems` to stderr as "catmaze: MESSAGE" and logs `file_problem`; each
    /// replaces the banner's line about the same file; then logs `banner` (why "problem").
    /// Nothing for no problems.
    void report(const std::vector<PlayerFileProblem>& problems);
    /// Saves `changed` (and retries an earlier failed save); failures are reported as report()
    /// does, as problems of saving. A retry that worked takes its file's line off the banner
    /// (logs `banner`, why "saved") and returns what to tell the player, in their language
    /// ("Saved the settings after all").
    std::optional<std::string> save(PlayerFile changed);
    /// The player dismissed the banner (`why`: "click" or "key"): it empties and `banner` is
    /// logged. False, and nothing logged, when it was empty.
    bool dismiss(const char* why);

    /// The banner's problems, oldest first (empty: no banner).
    const std::vector<BannerProblem>& banner() const { return banner_; }
    /// What the banner's line about `problem` says first, in the player's language at the call:
    /// what the game could not do with which file, the file's path in it ("Could not save your
    /// settings to PATH."). The problem's own words follow it on the banner as the player module
    /// gives them (in English, like every message of the core).
    std::string headline(const BannerProblem& problem) const;

  private:
    void reportAs(const std::vector<PlayerFileProblem>& problems, FileStep step);
    // Logs `banner`: its problems' messages ("lines") and headlines as shown ("headlines").
    void logBanner(const char* why);

    PlayerFiles& files_;
    EventLog& log_;
    std::ostream& err_;
    std::vector<BannerProblem> banner_;  // one per file, until dismissed
};

}  // namespace catmaze::app
