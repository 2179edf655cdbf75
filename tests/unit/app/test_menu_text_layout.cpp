// The menu's text at the size the player asked for (issue 37 section 3): a row whose label and
// value do not fit on one line takes more lines (ui/row_lines.hpp) before its text shrinks or is
// cut; rows of different heights scroll by whole rows, never cut by the band's edge, the chosen
// one always brought into view (ui/row_stack.hpp); the subtitle takes the lines it needs, shrinks
// toward 100 % before it loses a word, and keeps its end when even that is too much
// (ui/text_block.hpp). Checked with a made-up font as wide as the game's (0.6 em a code point at
// most), on the Controls page at 200 % in the smallest window, in English and German.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "language_guard.hpp"
#include "menus/controls_page.hpp"
#include "play/key_bindings.hpp"
#include "play/pad_table.hpp"
#include "ui/row_lines.hpp"
#include "ui/row_stack.hpp"
#include "ui/text_block.hpp"
#include "ui/ui_scale.hpp"

namespace catmaze::app {
namespace {

// A font whose code points are each 0.6 em wide at `size`.
TextWidth madeUpFont(unsigned size) {
    return [size](std::u32string_view s) {
        return static_cast<float>(s.size()) * 0.6f * static_cast<float>(size);
    };
}

// A font 10 pixels a code point.
const TextWidth kTen = [](std::u32string_view s) { return 10.0f * static_cast<float>(s.size()); };

// The lines joined by spaces, as UTF-8 code points.
std::u32string joined(const std::vector<std::u32string>& lines) {
    std::u32string out;
    for (const std::u32string& line : lines)
        out += (out.empty() ? U"" : U" ") + line;
    return out;
}

TEST(MenuTextLayout, ARowThatFitsStaysOnOneLineWithItsValueBeside) {
    const RowLines row = rowLines("Sound", {"on"}, {200, 16, 24, 3}, kTen, kTen);
    EXPECT_EQ(row.lines(), 1u);
    EXPECT_TRUE(row.beside);
    EXPECT_TRUE(row.whole);
    EXPECT_EQ(row.label, std::vector<std::u32string>{U"Sound"});
    EXPECT_EQ(row.value, std::vector<std::u32string>{U"on"});
}

TEST(MenuTextLayout, ARowTooWideTakesMoreLinesBeforeAnythingIsCut) {
    // 20 code points a line: "Undo" and its 28-point value do not share one.
    const RowLines undo =
        rowLines("Undo", {"U, Backspace, Ctrl+Z \xC2\xB7 pad B", "U \xC2\xB7 pad B"},
                 {200, 16, 24, 3}, kTen, kTen);
    EXPECT_TRUE(undo.whole);
    EXPECT_FALSE(undo.beside) << "the value on lines of its own, under the label";
    EXPECT_EQ(undo.label, std::vector<std::u32string>{U"Undo"});
    EXPECT_EQ(joined(undo.value), U"U, Backspace, Ctrl+Z \u00B7 pad B") << "the longest form";
    for (const std::u32string& line : undo.value)
        EXPECT_LE(kTen(line), 200 - 24) << "indented";
    EXPECT_EQ(undo.lines(), 1 + undo.value.size());
    EXPECT_LE(undo.lines(), 3u);

    // A label wider than the row wraps at its spaces; no word is broken.
    const RowLines tool =
        rowLines("Use the tool at the cursor", {"Enter"}, {200, 16, 24, 3}, kTen, kTen);
    EXPECT_TRUE(tool.whole);
    EXPECT_EQ(tool.label, (std::vector<std::u32string>{U"Use the tool at the", U"cursor"}));
    EXPECT_EQ(tool.value, std::vector<std::u32string>{U"Enter"});
    EXPECT_EQ(tool.lines(), 3u);

    // A mark between words ("·") starts a line with the word after it rather than end one.
    const RowLines marked =
        rowLines("Undo", {"U, Backspace \xC2\xB7 pad B"}, {160, 16, 0, 3}, kTen, kTen);
    EXPECT_TRUE(marked.whole);
    EXPECT_EQ(marked.value, (std::vector<std::u32string>{U"U, Backspace", U"\u00B7 pad B"}));
    const RowLines minus =
        rowLines("Zoom out", {"Minus - \xC2\xB7 pad LB"}, {90, 16, 0, 4}, kTen, kTen);
    EXPECT_EQ(minus.value, (std::vector<std::u32string>{U"Minus", U"- \u00B7 pad", U"LB"}));

    // A label alone wraps, with nothing beside it.
    const RowLines heading =
        rowLines("The keys of the level editor", {}, {200, 16, 24, 3}, kTen, kTen);
    EXPECT_TRUE(heading.whole);
    EXPECT_EQ(heading.lines(), 2u);
}

TEST(MenuTextLayout, ARowThatNeedsTooManyLinesOrBreaksAWordIsOneLineByTheRowRule) {
    // Four lines needed where three are allowed: one line, a shorter value, the label cut.
    const RowLines tooMany = rowLines("Use the tool at the cursor", {"U, Backspace, Ctrl+Z", "U"},
                                      {200, 16, 24, 3}, kTen, kTen);
    EXPECT_FALSE(tooMany.whole) << "the menu's text shrinks for it";
    EXPECT_EQ(tooMany.lines(), 1u);
    EXPECT_TRUE(tooMany.beside);
    EXPECT_EQ(tooMany.value, std::vector<std::u32string>{U"U"});
    EXPECT_EQ(tooMany.label.front().back(), kEllipsis);

    // A word wider than a line would be broken: not whole either.
    const RowLines longWord = rowLines(std::string(30, 'x'), {"on"}, {200, 16, 24, 3}, kTen, kTen);
    EXPECT_FALSE(longWord.whole);
    EXPECT_EQ(longWord.lines(), 1u);

    // One line allowed (a list too long to measure every row): the rule of row_fit.hpp.
    const RowLines oneLine =
        rowLines("Level with a long name", {"best 10 in 4 steps, par 10", "par 10"},
                 {200, 16, 24, 1}, kTen, kTen);
    EXPECT_EQ(oneLine.lines(), 1u);
    EXPECT_EQ(oneLine.value, std::vector<std::u32string>{U"par 10"});
}

// The Controls page's rows at 200 % in the smallest window (640 pixels: the menu's margins and
// scroll bar leave its rows 488 pixels, 424 inside their padding), sized as the menu sizes them
// but held to three lines a row (the menu allows four, so its own size is no smaller): the
// largest size, from 200 % down, at which every row is whole. Returns that size; every row is
// whole there, every word of the label and every key on its lines.
unsigned controlsTextSizeAt200(const std::string& language) {
    const UiScale scale{2.0f};
    const float rowWidth =
        static_cast<float>(kMinWindowWidth) - scale.px(48) - scale.px(8) - scale.px(12) - 16;
    const RowRoom room{rowWidth - 2 * scale.px(16), scale.px(16), scale.px(24), 3};
    const MenuPage page = controlsPage(KeyTables{}, PadTable::defaults(), KeyCapture{});
    EXPECT_GT(page.items.size(), 30u);
    const auto rowAt = [&](const PageItem& item, unsigned size) {
        std::vector<std::string> forms;
        if (!item.value.empty()) {
            forms.push_back(item.value);
            forms.insert(forms.end(), item.shorterValues.begin(), item.shorterValues.end());
        }
        return rowLines(item.label, forms, room, madeUpFont(size), madeUpFont(size));
    };
    const unsigned size = largestFittingSize(scale.text(20), 20, [&](unsigned at) {
        return std::all_of(page.items.begin(), page.items.end(),
                           [&](const PageItem& item) { return rowAt(item, at).whole; });
    });
    for (const PageItem& item : page.items) {
        const RowLines row = rowAt(item, size);
        EXPECT_TRUE(row.whole) << language << ": " << item.label << " | " << item.value;
        EXPECT_LE(row.lines(), 3u) << language << ": " << item.label;
        EXPECT_EQ(joined(row.label), singleLine(item.label)) << "every word of the label";
        if (!item.value.empty()) {
            EXPECT_EQ(joined(row.value), singleLine(item.value))
                << "all the keys, not a shorter form";
        }
    }
    return size;
}

TEST(MenuTextLayout, TheControlsPageKeepsItsTextNear200PercentInTheSmallestWindow) {
    // Once its text shrank to 20 pixels (100 %) so that "Undo  U, Backspace, Ctrl+Z · pad B"
    // fitted one line.
    EXPECT_EQ(controlsTextSizeAt200("English"), 40u);
    test::LanguageForTest german("de");
    EXPECT_GE(controlsTextSizeAt200("German"), 34u) << "170 % at least";
}

TEST(MenuTextLayout, RowsOfDifferentHeightsScrollByWholeRows) {
    const std::vector<float> heights{40, 90, 40, 140, 40, 40, 90, 40};
    const float gap = 8;
    const float room = 200;
    EXPECT_EQ(stackHeight(heights, gap), 520 + 7 * gap);
    EXPECT_EQ(stackHeight({}, gap), 0);
    EXPECT_EQ(rowsShown(heights, gap, room, 0), 3u) << "40 + 8 + 90 + 8 + 40 = 186";
    EXPECT_EQ(rowsShown(heights, gap, room, 3), 2u) << "140 + 8 + 40 = 188";
    EXPECT_EQ(rowsShown(heights, gap, 100, 3), 1u) << "a row higher than the band still shows";
    EXPECT_EQ(lastFirst(heights, gap, room), 5u) << "40 + 8 + 90 + 8 + 40 = 186 from row 5";
    EXPECT_EQ(lastFirst(heights, gap, 10000), 0u);
    // The band is as high as the tallest stack shown from any first row: rows 2 and 3 (40, 140).
    EXPECT_EQ(bandHeight(heights, gap, room, false), 40 + 8 + 140);
    EXPECT_EQ(bandHeight(heights, gap, 10000, false), stackHeight(heights, gap)) << "all fit";
    EXPECT_EQ(bandHeight({30, 30, 30, 30}, gap, 100, true), 30 + 8 + 30);

    // Stepping down and up through every row: the chosen row always shows, the rows shown always
    // fit the band, and the first row moves only when it must.
    std::size_t first = 0;
    const auto check = [&](std::size_t item) {
        const std::size_t next = firstShowing(heights, gap, room, first, item);
        const std::size_t shown = rowsShown(heights, gap, room, next);
        EXPECT_GE(item, next);
        EXPECT_LT(item, next + shown) << item;
        EXPECT_LE(next, lastFirst(heights, gap, room));
        const std::vector<float> band(heights.begin() + static_cast<long>(next),
                                      heights.begin() + static_cast<long>(next + shown));
        EXPECT_LE(stackHeight(band, gap), room);
        if (item >= first && item < first + rowsShown(heights, gap, room, first)) {
            EXPECT_EQ(next, first) << "already shown: no scroll";
        }
        first = next;
    };
    for (std::size_t item = 0; item < heights.size(); ++item)
        check(item);
    EXPECT_EQ(first, 5u);
    for (std::size_t item = heights.size(); item-- > 0;)
        check(item);
    EXPECT_EQ(first, 0u);
}

// The subtitle's font at a size: 0.6 em a code point, lines 24/17 of the size apart (the menu's).
BlockFont subtitleFont() {
    return {madeUpFont,
            [](unsigned size) { return std::round(static_cast<float>(size) * 24 / 17); }};
}

TEST(MenuTextLayout, TheSubtitleTakesTheLinesItNeedsThenShrinksThenKeepsItsEnd) {
    const std::vector<std::string> text{
        "F is Hint's key already: press another for Walk to the cursor, or Esc"};
    // Room enough: every word, at the size asked.
    const TextBlock roomy = wrapBlock(text, 300, 1000, 34, 17, subtitleFont());
    EXPECT_EQ(roomy.size, 34u);
    EXPECT_GT(roomy.lines.size(), 3u) << "more than the three lines a subtitle once had";
    EXPECT_EQ(joined(roomy.lines), singleLine(text[0]));
    // Less height: smaller, still every word.
    const TextBlock lower = wrapBlock(text, 300, 150, 34, 17, subtitleFont());
    EXPECT_LT(lower.size, 34u);
    EXPECT_GE(lower.size, 17u);
    EXPECT_EQ(joined(lower.lines), singleLine(text[0]));
    EXPECT_LE(static_cast<float>(lower.lines.size()) * subtitleFont().lineStep(lower.size), 150);
    // Too little even at 100 %: the lines that fit, the message's end kept.
    const TextBlock cut = wrapBlock(text, 300, 50, 34, 17, subtitleFont());
    EXPECT_EQ(cut.size, 17u);
    EXPECT_EQ(cut.lines.size(), 2u);
    EXPECT_EQ(cut.lines.back().substr(cut.lines.back().size() - 3), U"Esc");
    // Two paragraphs in too little room: one line each at least.
    const TextBlock two = wrapBlock({"First", text[0]}, 300, 10, 34, 17, subtitleFont());
    EXPECT_EQ(two.lines.size(), 2u);
    EXPECT_EQ(two.lines.front(), U"First");
    EXPECT_TRUE(wrapBlock({}, 300, 100, 34, 17, subtitleFont()).lines.empty());
}

// The Controls page's longest German refusal in the smallest window at 200 %, as the menu gives
// its subtitle the room above one row: whole, at 200 % or shrunk toward 100 %, never cut.
TEST(MenuTextLayout, AGermanRefusalIsReadWholeAt200PercentInTheSmallestWindow) {
    test::LanguageForTest german("de");
    const KeyTables tables;
    const Rebinding refused = rebound(tables, EditorCommand::UseTool, KeyChord{Key::Z, true});
    ASSERT_EQ(refused.tables, std::nullopt) << refused.message;
    const UiScale scale{2.0f};
    // The panel's inside (the rows' 488 pixels and the padding), and the height the menu leaves
    // it in a 600-pixel window: its margins, the title's band, and one row of three lines.
    const float width = 488 + scale.px(24);
    const float height = static_cast<float>(kMinWindowHeight) - 16 - scale.px(90) - scale.px(24) -
                         56 - 2 * lineHeight(scale.text(20)) - scale.px(6);
    const TextBlock block =
        wrapBlock({refused.message}, width, height, scale.text(17), 17, subtitleFont());
    EXPECT_EQ(joined(block.lines), singleLine(refused.message)) << "every word";
    EXPECT_GT(block.lines.size(), 3u) << "needs more than the three lines it once had";
}

}  // namespace
}  // namespace catmaze::app
