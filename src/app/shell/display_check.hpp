#pragma once
/// \file
/// The connection to the X display that the game holds from start to exit. SFML calls abort()
/// when it cannot open a display, so the game opens one first and says so when it cannot. It
/// keeps that connection open while SFML opens its own: an X server started without -noreset
/// (a bare Xvfb, xvfb-run) resets when its last client leaves, and a client that connects during
/// the reset is refused, so a check that closed its connection at once made SFML's connection
/// fail about half the time. (Kept apart: Xlib's macros clash with SFML's names.)

#include <optional>
#include <string>

namespace catmaze::app {

/// An open connection to the display in $DISPLAY, closed when destroyed.
class DisplayHold {
  public:
    /// Opens $DISPLAY. A refused connection is tried again for 5 s (the server may be resetting
    /// after its last client left, or slow to answer on a busy machine).
    DisplayHold();
    /// Closes the connection (after the game's window and SFML's own connection are gone).
    ~DisplayHold();
    DisplayHold(const DisplayHold&) = delete;
    DisplayHold& operator=(const DisplayHold&) = delete;

    /// Nothing when the display is open; otherwise a message starting "no display:".
    const std::optional<std::string>& problem() const { return problem_; }

  private:
    void* display_ = nullptr;  // Xlib's Display*, opaque here (see the file comment)
    std::optional<std::string> problem_;
};

}  // namespace catmaze::app
