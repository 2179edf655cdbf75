#include "display_check.hpp"

#include <chrono>
#include <cstdlib>
#include <thread>

#include <X11/Xlib.h>

namespace catmaze::app {

namespace {

// Tries while an X server resets after its last client left (tens of milliseconds here), and
// not much longer: a display that does not exist fails every try.
constexpr int kTries = 10;
constexpr std::chrono::milliseconds kPause(100);

}  // namespace

DisplayHold::DisplayHold() {
    const char* name = std::getenv("DISPLAY");
    if (name == nullptr || *name == '\0') {
        problem_ = "no display: set DISPLAY or run under xvfb-run";
        return;
    }
    for (int attempt = 0; attempt < kTries && display_ == nullptr; ++attempt) {
        if (attempt > 0)
            std::this_thread::sleep_for(kPause);
        display_ = XOpenDisplay(nullptr);
    }
    if (display_ == nullptr) {
        problem_ = std::string("no display: cannot open display '") + name +
                   "'; set DISPLAY or run under xvfb-run";
    }
}

DisplayHold::~DisplayHold() {
    if (display_ != nullptr)
        XCloseDisplay(static_cast<Display*>(display_));
}

}  // namespace catmaze::app
