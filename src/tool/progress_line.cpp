#include "progress_line.hpp"

#include <unistd.h>

#include <cstdio>

namespace catmaze::tool {

ProgressLine::ProgressLine(std::ostream& err, bool terminal, std::chrono::milliseconds quiet)
    : err_(err), terminal_(terminal), showFrom_(Clock::now() + quiet) {}

ProgressLine::~ProgressLine() {
    if (width_ > 0)
        err_ << '\r' << std::string(width_, ' ') << '\r' << std::flush;
}

void ProgressLine::show(const std::string& text) {
    const Clock::time_point now = Clock::now();
    if (!terminal_ || now < showFrom_ || now - shownAt_ < std::chrono::milliseconds(100))
        return;
    shownAt_ = now;
    // Pad over a longer line before, then return to the line's start for the next.
    const std::size_t pad = width_ > text.size() ? width_ - text.size() : 0;
    err_ << '\r' << text << std::string(pad, ' ') << std::flush;
    width_ = text.size() + pad;
}

bool stderrIsTerminal() {
    return isatty(fileno(stderr)) == 1;
}

}  // namespace catmaze::tool
