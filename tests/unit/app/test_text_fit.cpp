// The text-in-a-box rule (text_fit.hpp), with a made-up font where every character is 10 px
// wide: a line is cut with an ellipsis to its box, a wrapped message keeps its end (the reason a
// save failed), and a newline or bytes that are not UTF-8 never break or hide a line.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ui/text_fit.hpp"

namespace catmaze::app {
namespace {

// Every code point 10 px wide.
float tenEach(std::u32string_view s) {
    return 10.0f * static_cast<float>(s.size());
}

TEST(FitLine, TextThatFitsIsKeptWhole) {
    EXPECT_EQ(fitLine("Corridor", 80, tenEach), U"Corridor");
    EXPECT_EQ(fitLine("", 0, tenEach), U"");
}

TEST(FitLine, ALongNameIsCutWithAnEllipsisInsideItsBox) {
    const std::u32string shown = fitLine("A very long level name", 100, tenEach);
    EXPECT_EQ(shown, U"A very lo\u2026");
    EXPECT_LE(tenEach(shown), 100);
}

TEST(FitLine, NoSpaceIsLeftBesideTheEllipsis) {
    // "A very" + " " would leave "A very …".
    EXPECT_EQ(fitLine("A very long", 80, tenEach), U"A very\u2026");
    EXPECT_EQ(fitLine("/home/cat/levels/x.json", 80, tenEach, CutAt::Start), U"\u2026/x.json");
    EXPECT_EQ(fitLine("one two", 40, tenEach, CutAt::Start), U"\u2026two");
}

TEST(FitLine, APathIsCutAtItsStartSoItsFileNameShows) {
    EXPECT_EQ(fitLine("/a/b/c/levels/untitled-1.json", 160, tenEach, CutAt::Start),
              U"\u2026untitled-1.json");
}

TEST(FitLine, ABoxTooSmallForTheEllipsisShowsNothing) {
    EXPECT_EQ(fitLine("Corridor", 5, tenEach), U"");
    EXPECT_EQ(fitLine("Corridor", 10, tenEach), U"\u2026");
}

TEST(FitLine, ANewlineInAFileNameCannotBreakTheLine) {
    EXPECT_EQ(fitLine("two\nlines.json", 200, tenEach), U"two\uFFFDlines.json");
    EXPECT_EQ(fitLine("tab\there\r", 200, tenEach), U"tab\uFFFDhere\uFFFD");
}

TEST(FitLine, InvalidUtf8ShowsAsAReplacementAndKeepsTheNextCharacter) {
    EXPECT_EQ(fitLine("caf\xC3"
                      "e",
                      200, tenEach),
              U"caf\uFFFDe");
}

TEST(FitLine, AHugeNameIsCutQuickly) {
    // A million characters: bisection, not one character at a time.
    int calls = 0;
    const TextWidth counting = [&](std::u32string_view s) {
        ++calls;
        return tenEach(s);
    };
    const std::u32string shown = fitLine(std::string(1000000, 'x'), 300, counting);
    EXPECT_EQ(shown.size(), 30u);
    EXPECT_LT(calls, 40);
}

TEST(FitLine, AWideEndIsCutToo) {
    // Wide glyphs (20 px each) in a proportional made-up font.
    const TextWidth proportional = [](std::u32string_view s) {
        float w = 0;
        for (const char32_t c : s)
            w += c == U'W' ? 20.0f : 10.0f;
        return w;
    };
    const std::u32string shown = fitLine("aaWWWW", 50, proportional);
    EXPECT_EQ(shown, U"aaW\u2026");
    EXPECT_LE(proportional(shown), 50);
}

TEST(WrapLines, ShortTextIsOneLine) {
    EXPECT_EQ(wrapLines("Saved", 100, 3, tenEach), std::vector<std::u32string>{U"Saved"});
    EXPECT_EQ(wrapLines("", 100, 3, tenEach), std::vector<std::u32string>{U""});
}

TEST(WrapLines, WordsWrapAtSpacesAndLongWordsAreBroken) {
    EXPECT_EQ(wrapLines("one two three", 70, 3, tenEach),
              (std::vector<std::u32string>{U"one two", U"three"}));
    EXPECT_EQ(wrapLines("abcdefghij", 40, 3, tenEach),
              (std::vector<std::u32string>{U"abcd", U"efgh", U"ij"}));
}

TEST(WrapLines, EveryLineFitsItsBox) {
    const std::string text =
        "Could not save /tmp/a-rather-long-folder/My levels/untitled-1.json: "
        "cannot write it: writing failed (No space left on device)";
    for (const std::u32string& line : wrapLines(text, 200, 3, tenEach))
        EXPECT_LE(tenEach(line), 200) << std::string(line.begin(), line.end());
}

TEST(WrapLines, AMessageTooLongForItsLinesKeepsItsReason) {
    const std::string text =
        "Could not save /tmp/a-rather-long-folder/My levels/untitled-1.json: "
        "cannot write it: writing failed (No space left on device)";
    const std::vector<std::u32string> lines = wrapLines(text, 200, 3, tenEach);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0], U"Could not save");
    EXPECT_EQ(lines[1].back(), kEllipsis);
    // The last line is the end of the message, from a word's start.
    EXPECT_EQ(lines[2], U"\u2026left on device)");
}

TEST(WrapLines, OneLineShowsTheEnd) {
    EXPECT_EQ(wrapLines("Could not save x.json: No space left on device", 160, 1, tenEach),
              std::vector<std::u32string>{U"\u2026left on device"});
}

TEST(WrapLines, ABoxNarrowerThanACharacterStillGivesAtMostItsLines) {
    const std::vector<std::u32string> lines = wrapLines("abc def ghi", 5, 2, tenEach);
    EXPECT_LE(lines.size(), 2u);
}

}  // namespace
}  // namespace catmaze::app
