#pragma once
/// \file
/// The rule for a menu row whose label and value do not both fit on one line at the size the
/// player asked for: the row takes more lines rather than smaller or cut text. The label wraps
/// at spaces onto the lines it needs, and the value goes under it, indented, wrapped the same
/// way; a word of marks only ("·" in "Ctrl+Z · pad B") starts a line with the word after it
/// rather than end one. Only a row that would need more than its most lines, or a word wider than a
/// line, is "not whole": the menu then shrinks its text toward 100 %, and at 100 % such a row falls
/// back to one line by row_fit.hpp (a shorter value form, a cut label). Measuring is left to the
/// caller, as in text_fit.hpp, so the unit tests check the rule with a made-up font.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "ui/text_fit.hpp"

namespace catmaze::app {

/// A row's texts as drawn, on one line or more.
struct RowLines {
    /// The label's lines (one, unless it wraps).
    std::vector<std::u32string> label;
    /// The value's lines: one beside the label's line when `beside`, else under the label,
    /// indented; none without a value.
    std::vector<std::u32string> value;
    /// The value is on the label's (only) line, at its right end.
    bool beside = true;
    /// Nothing is cut, no word is broken and the value is its longest form.
    bool whole = true;

    /// The lines the row takes (at least one).
    std::size_t lines() const {
        const std::size_t labelLines = label.empty() ? 1 : label.size();
        return beside ? labelLines : labelLines + value.size();
    }
};

/// The shape a row's text is given.
struct RowRoom {
    float width = 0;           ///< the text's width inside the row's padding, in pixels
    float gap = 0;             ///< at least between a label and a value beside it
    float indent = 0;          ///< the value's indent on lines of its own
    std::size_t maxLines = 1;  ///< the most lines a row may take (>= 1)
};

/// The texts of a row `room` wide: the label and the first of `valueForms` (the whole value,
/// then shorter forms; none: no value) on one line when both fit whole with `room.gap` between
/// them; else, when `room.maxLines` allows it and no word is wider than its line, the label
/// wrapped at spaces and the whole value wrapped under it at `room.indent`; else one line by
/// fitRow's rule (row_fit.hpp: the longest value form that fits, the label cut), not whole
/// unless that is the whole text. The label is measured with `labelWidth`, the value with
/// `valueWidth`.
RowLines rowLines(std::string_view label, const std::vector<std::string>& valueForms,
                  const RowRoom& room, const TextWidth& labelWidth, const TextWidth& valueWidth);

}  // namespace catmaze::app
