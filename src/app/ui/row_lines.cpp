// A menu row's text on the lines it needs (row_lines.hpp).

#include "ui/row_lines.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>

#include "catmaze/io/utf8_text.hpp"
#include "ui/row_fit.hpp"

namespace catmaze::app {

namespace {

// True when every space-separated word of `text` is no wider than `width`, so that wrapping it
// breaks no word.
bool wordsFit(const std::u32string& text, float width, const TextWidth& measure) {
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(U' ', start);
        if (end == std::u32string::npos)
            end = text.size();
        if (end > start && measure(std::u32string_view(text).substr(start, end - start)) > width)
            return false;
        start = end + 1;
    }
    return true;
}

constexpr char32_t kNoBreakSpace = 0xA0;

// True for a mark that is not a word of its own: ASCII punctuation, Latin-1's ("·") and the
// general punctuation ("—", "•").
bool isMark(char32_t c) {
    const bool asciiMark = c > U' ' && c < 0x7F && !(c >= U'0' && c <= U'9') &&
                           !(c >= U'a' && c <= U'z') && !(c >= U'A' && c <= U'Z');
    return asciiMark || (c >= 0xA1 && c <= 0xBF) || (c >= 0x2000 && c <= 0x206F);
}

// `text` (drawable) with the space after each word of marks only ("U, Ctrl+Z · pad B") made a
// no-break space, so that the mark starts the next line with its word instead of ending a line.
std::u32string glued(std::u32string text) {
    if (text.find(kNoBreakSpace) != std::u32string::npos)
        return text;  // its own no-break spaces: left as they are
    std::size_t wordStart = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != U' ')
            continue;
        const bool marksOnly =
            i > wordStart && std::all_of(text.begin() + static_cast<long>(wordStart),
                                         text.begin() + static_cast<long>(i), isMark);
        if (marksOnly && i + 1 < text.size())
            text[i] = kNoBreakSpace;
        wordStart = i + 1;
    }
    return text;
}

// `text`'s lines wrapped at `width`, all of them (no word is wider: wordsFit), a word of marks
// kept with the word after it.
std::vector<std::u32string> wrapped(std::string_view text, float width, const TextWidth& measure) {
    const std::u32string original = singleLine(text);
    const bool ownNoBreak = original.find(kNoBreakSpace) != std::u32string::npos;
    std::string utf8;
    for (const char32_t c : glued(original))
        appendUtf8(utf8, static_cast<std::uint32_t>(c));
    std::vector<std::u32string> lines =
        wrapLines(utf8, width, std::numeric_limits<std::size_t>::max(), measure);
    if (!ownNoBreak) {
        for (std::u32string& line : lines)
            std::replace(line.begin(), line.end(), kNoBreakSpace, U' ');
    }
    return lines;
}

}  // namespace

RowLines rowLines(std::string_view label, const std::vector<std::string>& valueForms,
                  const RowRoom& room, const TextWidth& labelWidth, const TextWidth& valueWidth) {
    const std::u32string wholeLabel = singleLine(label);
    const std::u32string wholeValue =
        valueForms.empty() ? std::u32string() : singleLine(valueForms.front());
    const float width = std::max(0.0f, room.width);
    RowLines out;

    // One line, both whole.
    const float oneLine =
        labelWidth(wholeLabel) + (valueForms.empty() ? 0.0f : room.gap + valueWidth(wholeValue));
    if (oneLine <= width) {
        out.label = {wholeLabel};
        if (!valueForms.empty())
            out.value = {wholeValue};
        return out;
    }

    // The label's lines, then the value's, indented: every word whole.
    const float valueLineWidth = std::max(0.0f, width - room.indent);
    if (room.maxLines > 1 && wordsFit(glued(wholeLabel), width, labelWidth) &&
        wordsFit(glued(wholeValue), valueLineWidth, valueWidth)) {
        RowLines lines;
        lines.label = wrapped(label, width, labelWidth);
        if (!valueForms.empty())
            lines.value = wrapped(valueForms.front(), valueLineWidth, valueWidth);
        lines.beside = lines.value.empty();
        if (lines.lines() <= room.maxLines)
            return lines;
    }

    // One line by the row's fitting rule: a shorter value, a cut label.
    const FittedRow fitted =
        fitRow(label, valueForms, width + 2 * kRowPadding, labelWidth, valueWidth);
    out.label = {fitted.label};
    if (!valueForms.empty())
        out.value = {fitted.value};
    out.whole = fitted.label == wholeLabel && (valueForms.empty() || fitted.value == wholeValue);
    return out;
}

}  // namespace catmaze::app
