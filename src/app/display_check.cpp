#include "display_check.hpp"

#include <cstdlib>

#include <X11/Xlib.h>

namespace catmaze::app {

std::optional<std::string> displayProblem() {
    const char* name = std::getenv("DISPLAY");
    if (name == nullptr || *name == '\0')
        return "no display: set DISPLAY or run under xvfb-run";
    Display* display = XOpenDisplay(nullptr);
    if (display == nullptr) {
        return std::string("no display: cannot open display '") + name +
               "'; set DISPLAY or run under xvfb-run";
    }
    XCloseDisplay(display);
    return std::nullopt;
}

}  // namespace catmaze::app
