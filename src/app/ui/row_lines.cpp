// A menu row's text on the lines it needs (row_lines.hpp).

#include "ui/row_lines.hpp"

#include <algorithm>
#include <limits>

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

// `text`'s lines wrapped at `width`, all of them (no word is wider: wordsFit).
std::vector<std::u32string> wrapped(std::string_view text, float width, const TextWidth& measure) {
    return wrapLines(text, width, std::numeric_limits<std::size_t>::max(), measure);
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
    if (room.maxLines > 1 && wordsFit(wholeLabel, width, labelWidth) &&
        wordsFit(wholeValue, valueLineWidth, valueWidth)) {
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
