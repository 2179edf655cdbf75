// Diagnostics (catmaze/io/diagnostic.hpp): how one is formatted, and the collector that cuts
// values, escapes control bytes and caps how many are kept.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/io/diagnostic.hpp"

namespace catmaze {
namespace {

// --- Diagnostic::format -------------------------------------------------------------------------

TEST(DiagnosticFormat, LineAndColumnAreLeftOutWhenUnknown) {
    EXPECT_EQ((Diagnostic{Severity::Error, "a.json", 3, 7, "bad"}).format(),
              "a.json:3:7: error: bad");
    EXPECT_EQ((Diagnostic{Severity::Warning, "a.json", 3, 7, "odd"}).format(),
              "a.json:3:7: warning: odd");
    EXPECT_EQ((Diagnostic{Severity::Error, "a.json", 3, 0, "bad"}).format(),
              "a.json:3: error: bad");
    EXPECT_EQ((Diagnostic{Severity::Error, "a.json", 0, 0, "bad"}).format(), "a.json: error: bad");
}

TEST(DiagnosticFormat, HasErrorsIgnoresWarnings) {
    EXPECT_FALSE(hasErrors({}));
    EXPECT_FALSE(hasErrors({{Severity::Warning, "a", 1, 1, "w"}}));
    EXPECT_TRUE(
        hasErrors({{Severity::Warning, "a", 1, 1, "w"}, {Severity::Error, "a", 2, 1, "e"}}));
}

// --- the collector ---------------------------------------------------------------------------

TEST(Collector, ValuesAreCutAndControlBytesEscaped) {
    EXPECT_EQ(shownValue("plain"), "plain");
    EXPECT_EQ(shownValue(std::string("a\0b\x1B[2J\x7F", 8)), "a\\x00b\\x1B[2J\\x7F");
    EXPECT_EQ(shownValue("caf\xC3\xA9"), "caf\xC3\xA9");
    EXPECT_EQ(shownValue("bad \xFF\xC0"), "bad \\xFF\\xC0");
    EXPECT_EQ(shownValue(std::string(100, 'x')), std::string(80, 'x') + "...");
    DiagnosticCollector c("f", 2, 2);
    c.error(3, 1, "third line");
    c.error(1, 1, std::string("first\nline"));
    c.error(2, 1, "second line");
    c.error(0, 0, std::string(1000, 'y'));
    const std::vector<Diagnostic> list = c.take();
    ASSERT_EQ(list.size(), 3u);
    EXPECT_EQ(list[0].message.size(), kMaxMessageBytes + 3);
    EXPECT_EQ(list[1].format(), "f:1:1: error: first\\x0Aline");
    EXPECT_EQ(list[2].format(), "f: error: too many errors; showing the first 2 of 4");
}

}  // namespace
}  // namespace catmaze
