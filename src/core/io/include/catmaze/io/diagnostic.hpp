#pragma once
/// \file
/// Diagnostics: what is wrong with an input file, and where, printed GCC-style; and the one
/// collector every reader of untrusted files reports through.

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>
#include "catmaze/io/export.hpp"

namespace catmaze {

/// How bad a diagnostic is: an error makes the input unusable, a warning does not.
enum class Severity { Error, Warning };

/// One message about an input file, pointing at a line and column (both 1-based; 0 = unknown).
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct CATMAZE_IO_EXPORT Diagnostic {
    /// Error or warning.
    Severity severity = Severity::Error;
    /// The file the message is about, as given by the caller.
    std::string file;
    /// 1-based line; 0 when unknown.
    int line = 0;
    /// 1-based column in characters; 0 when unknown.
    int column = 0;
    /// What is wrong, in words, without the position.
    std::string message;

    /// `FILE:LINE:COL: error: MESSAGE` (or `warning:`); the line and column are left out when
    /// unknown, so editors and terminals can jump to the spot.
    std::string format() const;
};

/// True when any diagnostic in `list` is an error.
CATMAZE_IO_EXPORT bool hasErrors(const std::vector<Diagnostic>& list);

/// How many characters of a value from a file a message shows (shownValue).
inline constexpr std::size_t kMaxShownValueChars = 80;
/// How long one message may be, in bytes, however it was built (DiagnosticCollector).
inline constexpr std::size_t kMaxMessageBytes = 400;

/// `text` (a value taken from an untrusted file) as a message may show it: control bytes, DEL
/// and invalid UTF-8 as `\xNN`, and cut after kMaxShownValueChars characters with `...`.
/// Never quotes; callers add their own quotes.
CATMAZE_IO_EXPORT std::string shownValue(std::string_view text);

/// Collects the diagnostics of one file. Keeps the first `maxErrors` errors and `maxWarnings`
/// warnings in file order (not the first found: "missing name" on line 1 may be found after a
/// thousand tile errors), and says at the end, with no position, how many were left out. Every
/// message is made safe to print: control bytes escaped, at most kMaxMessageBytes long.
/// Thread safety: several threads may read it at once; a change needs it to itself.
class CATMAZE_IO_EXPORT DiagnosticCollector {
  public:
    /// Diagnostics name `file`; past the caps, only counts are kept.
    explicit DiagnosticCollector(std::string file, int maxErrors = 20, int maxWarnings = 20);

    /// Adds an error at `line`:`column` (0 = unknown).
    void error(int line, int column, std::string message);
    /// Adds a warning at `line`:`column` (0 = unknown).
    void warning(int line, int column, std::string message);
    /// Adds a file-wide error (no position).
    void error(std::string message) { error(0, 0, std::move(message)); }
    /// Adds a file-wide warning (no position).
    void warning(std::string message) { warning(0, 0, std::move(message)); }

    /// error(line, column, makeMessage()), building the message only when it will be kept: a
    /// map of a million bad tiles must not build a million messages.
    template <class MakeMessage>
    void errorLazily(int line, int column, MakeMessage&& makeMessage) {
        if (wouldKeep(Severity::Error, line, column))
            error(line, column, std::string(makeMessage()));
        else
            ++errors_;
    }

    /// True when any error was added.
    bool anyError() const { return errors_ > 0; }
    /// How many errors were added (kept or not).
    int errorCount() const { return errors_; }
    /// The file the diagnostics are about.
    const std::string& file() const { return file_; }

    /// The kept diagnostics in file order (file-wide ones first), then the notes on how many
    /// were left out. Leaves the collector empty.
    std::vector<Diagnostic> take();

  private:
    bool wouldKeep(Severity severity, int line, int column);
    void add(Severity severity, int line, int column, std::string message, bool full);
    std::vector<Diagnostic>::iterator lastKept(Severity severity);

    std::string file_;
    int maxErrors_;
    int maxWarnings_;
    std::vector<Diagnostic> list_;
    int errors_ = 0;
    int warnings_ = 0;
};

}  // namespace catmaze
