#pragma once
/// \file
/// A progress line for long commands on a terminal: "generating 48x48 hard: attempt 12/171",
/// rewritten in place on stderr, shown only once the work has taken a second, and wiped when it
/// ends, so that a quick run and a run whose stderr is a file or a pipe print nothing extra.

#include <chrono>
#include <ostream>
#include <string>

namespace catmaze::tool {

/// One progress line. Not thread-safe: report from the thread that made it.
class ProgressLine {
  public:
    /// A line written to `err` when `terminal` (the caller tells: isatty on stderr), nothing
    /// otherwise; the first `quiet` after construction (a second) shows nothing.
    ProgressLine(std::ostream& err, bool terminal,
                 std::chrono::milliseconds quiet = std::chrono::seconds(1));
    /// Wipes the line if it was shown.
    ~ProgressLine();
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;

    /// Shows `text` in place of the line before, once the quiet time has passed (and then at most
    /// ten times a second, so a fast loop does not flood the terminal).
    void show(const std::string& text);

  private:
    using Clock = std::chrono::steady_clock;
    std::ostream& err_;
    bool terminal_;
    Clock::time_point showFrom_;
    Clock::time_point shownAt_{};
    std::size_t width_ = 0;  // of the line shown, to wipe it
};

/// True when stderr is a terminal.
bool stderrIsTerminal();

}  // namespace catmaze::tool
