#pragma once
/// \file
/// The rule for a menu row's two texts, a label on the left and a value on the right, in a row
/// too narrow for both: the value says the most (a setting's state, a level's record with its
/// par and star), so it is drawn whole and the label is cut with an ellipsis to what it leaves.
/// A value may come in shorter forms (a record without its steps): the longest form that fits is
/// drawn. Only a value whose every form is too wide for its share of the row is cut, at its
/// start, so that its end (a record's par and star) stays. Measuring is left to the caller, as
/// in text_fit.hpp: the menu measures with its fonts, the unit tests with a made-up font.

#include <string>
#include <string_view>
#include <vector>

#include "ui/text_fit.hpp"

namespace catmaze::app {

/// The part of a row a label keeps, at most, when the value needs more room: a long value leaves
/// the label min(its own width, this share of the row).
inline constexpr float kRowLabelShare = 0.4f;
/// Pixels inside a row, left and right of its texts.
inline constexpr float kRowPadding = 16;
/// Pixels at least between a label and its value.
inline constexpr float kRowTextGap = 16;

/// A row's texts as drawn.
struct FittedRow {
    std::u32string label;  ///< the label, cut at its end when the value leaves too little room
    std::u32string value;  ///< the value form drawn (cut at its start only when none fits)
};

/// The label and value of a row `rowWidth` pixels wide (kRowPadding inside each side,
/// kRowTextGap at least between them): the first of `valueForms` (longest first; none: no
/// value) that fits in the row beside the label's share (kRowLabelShare), else the last form cut
/// at its start to that room; then the label cut to what the value leaves. The label is measured
/// with `labelWidth`, the value with `valueWidth` (the menu draws it bold).
FittedRow fitRow(std::string_view label, const std::vector<std::string>& valueForms, float rowWidth,
                 const TextWidth& labelWidth, const TextWidth& valueWidth);

}  // namespace catmaze::app
