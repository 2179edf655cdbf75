// The tool's progress line (src/tool/progress_line.cpp), alone: nothing unless stderr is a
// terminal, nothing in its quiet first second, then the line rewritten in place (at most ten
// times a second) and wiped at the end.

#include <gtest/gtest.h>

#include <chrono>
#include <sstream>

#include "progress_line.hpp"

namespace catmaze::tool {
namespace {

TEST(ProgressLine, OnAFileOrAPipeItWritesNothing) {
    std::ostringstream err;
    {
        ProgressLine line(err, false, std::chrono::milliseconds(0));
        line.show("generating 48x48 hard: attempt 12/813");
    }
    EXPECT_EQ(err.str(), "");
}

TEST(ProgressLine, ItsFirstSecondIsQuiet) {
    std::ostringstream err;
    {
        ProgressLine line(err, true);
        line.show("generating 48x48 hard: attempt 1/813");
    }
    EXPECT_EQ(err.str(), "");
}

TEST(ProgressLine, OnATerminalItRewritesItsLineInPlaceAndWipesIt) {
    std::ostringstream err;
    {
        ProgressLine line(err, true, std::chrono::milliseconds(0));
        line.show("generating 48x48 hard: attempt 12/813");
        line.show(
            "generating 48x48 hard: attempt 13/813");  // within a tenth of a second: not shown
        EXPECT_EQ(err.str(), "\rgenerating 48x48 hard: attempt 12/813");
    }
    EXPECT_EQ(err.str(), "\rgenerating 48x48 hard: attempt 12/813\r" + std::string(37, ' ') + "\r");
}

}  // namespace
}  // namespace catmaze::tool
