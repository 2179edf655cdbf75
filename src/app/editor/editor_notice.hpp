#pragma once
/// \file
/// The editor's notice: one short message over the map for a few seconds (a save, a refused
/// polygon, a failed save's reason), wrapped onto at most three lines of the map's width. Plain
/// (no SFML): the width of text is measured by an injected TextWidth, so the unit tests wrap
/// with a made-up font and the screen with its real one.

#include <string>
#include <utility>
#include <vector>

#include "shell/event_log.hpp"
#include "ui/text_fit.hpp"

namespace catmaze::app {

/// The notice over the editor's map. Not shared between threads.
class EditorNotice {
  public:
    /// How long a notice stays, in seconds.
    static constexpr double kSeconds = 3.5;
    /// Most lines a notice takes: a longer message loses its middle, never its end.
    static constexpr std::size_t kMaxLines = 3;
    /// Room the notice's box leaves around its text, in pixels (the lines are that much
    /// narrower than the map).
    static constexpr float kPadding = 28;

    /// A notice writing `notice` events to `log` (which outlives it), measuring its text with
    /// `measure` (the notice's font at its size).
    EditorNotice(EventLog& log, TextWidth measure) : log_(log), measure_(std::move(measure)) {}

    /// The map's width in pixels: the lines wrap to it, less kPadding.
    void setWidth(float mapWidth) { width_ = mapWidth; }
    /// Shows `text` (UTF-8) for kSeconds, outlined as a warning when `warning`; logs `notice`
    /// {"text", "lines" (as wrapped now)}.
    void show(std::string text, bool warning = false);
    /// Lets `seconds` pass.
    void update(double seconds);

    /// True while the notice is shown.
    bool shown() const { return timer_ > 0; }
    /// The last notice's text.
    const std::string& text() const { return text_; }
    /// True when the last notice is a warning.
    bool warning() const { return warning_; }
    /// The last notice's lines (UTF-8) as wrapped to the current width: at most kMaxLines, the
    /// message's end always on the last.
    std::vector<std::string> lines() const;

  private:
    EventLog& log_;
    TextWidth measure_;
    float width_ = 400;
    std::string text_;
    bool warning_ = false;
    double timer_ = 0;
};

}  // namespace catmaze::app
