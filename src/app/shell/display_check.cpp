#include "shell/display_check.hpp"

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <string>
#include <thread>

#include <X11/Xlib.h>

namespace catmaze::app {

namespace {

// Tries while an X server resets after its last client left (tens of milliseconds when the
// machine is idle), or is too busy to answer: under heavy load one launch gave up on a working
// display after a second. A display that does not exist fails every try, so it costs this long.
constexpr std::chrono::seconds kPatience(5);
constexpr std::chrono::milliseconds kPause(100);

}  // namespace

DisplayHold::DisplayHold() {
    const char* name = std::getenv("DISPLAY");
    if (name == nullptr || *name == '\0') {
        problem_ = "no display: set DISPLAY or run under xvfb-run";
        return;
    }
    const auto giveUp = std::chrono::steady_clock::now() + kPatience;
    // A server that is busy or resetting may close the connection before Xlib has written its
    // greeting: the write then raises SIGPIPE, which would end the game without a word (seen in
    // the window test of a refusing display). Ignored while trying, so the try just fails.
    const auto previous = std::signal(SIGPIPE, SIG_IGN);
    display_ = XOpenDisplay(nullptr);
    while (display_ == nullptr && std::chrono::steady_clock::now() < giveUp) {
        std::this_thread::sleep_for(kPause);
        display_ = XOpenDisplay(nullptr);
    }
    std::signal(SIGPIPE, previous);
    if (display_ == nullptr) {
        problem_ = std::string("no display: cannot open display '") + name + "' (tried for " +
                   std::to_string(kPatience.count()) + " s); set DISPLAY or run under xvfb-run";
    }
}

DisplayHold::~DisplayHold() {
    if (display_ != nullptr)
        XCloseDisplay(static_cast<Display*>(display_));
}

}  // namespace catmaze::app
